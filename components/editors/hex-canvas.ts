// Drawing helpers shared by the editors' flat-topped hex boards (the scenario's terrain, the
// island's layouts): the view that fits a set of places into the canvas, and a hex's outline.
import { hexCorners, hexToPixel, pixelToHex, type Hex } from "@/lib/engine/core/hex";
import { HEX, HEX_LAYOUT } from "./scenario/terrain-look";

/** The stage's offset and zoom. */
export interface HexView {
  x: number;
  y: number;
  scale: number;
}

/** The view that shows every place, centred, as large as fits `width` × `height` (zoom 0.2 to 2). */
export function fitHexView(places: readonly Hex[], width: number, height: number): HexView {
  const pts = places.map((h) => hexToPixel(HEX_LAYOUT, h));
  const x0 = Math.min(...pts.map((p) => p.x)) - HEX,
    x1 = Math.max(...pts.map((p) => p.x)) + HEX;
  const y0 = Math.min(...pts.map((p) => p.y)) - HEX,
    y1 = Math.max(...pts.map((p) => p.y)) + HEX;
  const scale = Math.max(0.2, Math.min(2, (width - 16) / (x1 - x0), (height - 16) / (y1 - y0)));
  return { scale, x: (width - (x1 - x0) * scale) / 2 - x0 * scale, y: (height - (y1 - y0) * scale) / 2 - y0 * scale };
}

/** Begins a path round hex `h`, shrunk by `inset` of its size towards its centre (negative: grown). */
export function traceHex(ctx: CanvasRenderingContext2D, h: Hex, inset = 0) {
  const c = hexToPixel(HEX_LAYOUT, h);
  const pts = hexCorners(HEX_LAYOUT, h).map((p) => ({ x: c.x + (p.x - c.x) * (1 - inset), y: c.y + (p.y - c.y) * (1 - inset) }));
  ctx.beginPath();
  pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.closePath();
}

/** The hex under a stage-space point (the pointer's position on the stage), undoing the view. */
export function hexAtPoint(p: { x: number; y: number }, view: HexView): Hex {
  return pixelToHex(HEX_LAYOUT, { x: (p.x - view.x) / view.scale, y: (p.y - view.y) / view.scale });
}
