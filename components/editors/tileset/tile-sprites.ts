// Pictures of whole tiles, each drawn once per zoom level and then stamped wherever that tile lies.
// A big board repaints every frame of a drag; stamping one bitmap per tile costs a fraction of
// drawing its hexagon, clipped picture and paths again, and the look stays exactly the editors'.
import { hex, layout } from "@/lib/engine/core/hex";
import { drawTile, type TileLook } from "./draw-tile";

const SQRT3 = Math.sqrt(3);

export class TileSprites {
  private sprites = new Map<string, HTMLCanvasElement>();
  private scale = 0;

  constructor(private readonly radius: number) {}

  /** Forgets every sprite: the tiles' looks changed (a picture loaded, a tile was edited). */
  clear(): void {
    this.sprites.clear();
  }

  /**
   * Stamps the tile `key` (drawn from `look` the first time) centred on (x, y) in board units.
   * `pixelsPerUnit` is the canvas pixels one board unit covers now; sprites are redrawn when it changes.
   */
  stamp(ctx: CanvasRenderingContext2D, key: string, look: TileLook, x: number, y: number, pixelsPerUnit: number): void {
    if (Math.abs(pixelsPerUnit - this.scale) > 1e-6) {
      this.sprites.clear();
      this.scale = pixelsPerUnit;
    }
    // A hair over the hexagon's size, so its outline is not cut.
    const w = SQRT3 * this.radius + 2;
    const h = 2 * this.radius + 2;
    let sprite = this.sprites.get(key);
    if (!sprite) {
      sprite = document.createElement("canvas");
      sprite.width = Math.max(1, Math.ceil(w * pixelsPerUnit));
      sprite.height = Math.max(1, Math.ceil(h * pixelsPerUnit));
      const sctx = sprite.getContext("2d")!;
      sctx.scale(sprite.width / w, sprite.height / h);
      drawTile(sctx, layout("pointy", this.radius, { x: w / 2, y: h / 2 }), hex(0, 0), look);
      this.sprites.set(key, sprite);
    }
    ctx.drawImage(sprite, x - w / 2, y - h / 2, w, h);
  }
}
