// Draws one hex tile onto a canvas context. The shapes come from lib/exchange/draw/tile.ts, which
// tile sheets, pictures and print pages draw too, so a tile looks the same everywhere: the tile
// editor, the deck list, the sandbox, the playtest board, a download and paper.
import type { Hex, Layout } from "@/lib/engine/core/hex";
import { paintShapes } from "@/lib/exchange/draw/canvas";
import { tileShapes } from "@/lib/exchange/draw/tile";

export interface TileLook {
  paths: number;
  deadEnds: number;
  fork: boolean;
  fill: string;
  /** The tile's picture (loaded), and the sixths of a turn clockwise it is drawn at. */
  art?: { image: HTMLImageElement; rotation: number } | null;
}

export function drawTile(ctx: CanvasRenderingContext2D, lay: Layout, h: Hex, look: TileLook, selected = false): void {
  const art = look.art;
  const shapes = tileShapes(lay, h, { ...look, art: art ? { href: art.image.src, rotation: art.rotation } : null }, selected);
  paintShapes(ctx, shapes, () => art?.image);
}
