// Draws one hex tile onto a canvas context: the hex in its kind's colour, the tile's picture
// inside it when it has one, paths from the centre to each path edge on top, dead ends as a bar
// short of the centre, a fork as a dot. Shared by the tile editor, the deck list, the sandbox and
// the playtest board so a tile looks the same everywhere.
import { edgeHas, edgeMidpoint, hexCorners, hexToPixel, type Hex, type Layout } from "@/lib/engine/core/hex";

export interface TileLook {
  paths: number;
  deadEnds: number;
  fork: boolean;
  fill: string;
  /** The tile's picture (loaded), and the sixths of a turn clockwise it is drawn at. */
  art?: { image: HTMLImageElement; rotation: number } | null;
}

/**
 * The picture, cropped to fill the hex's circumscribed circle (so it covers the hex at any turn)
 * and clipped to the hex.
 */
function drawArt(ctx: CanvasRenderingContext2D, lay: Layout, h: Hex, art: NonNullable<TileLook["art"]>): void {
  const { image } = art;
  if (!image.complete || image.naturalWidth === 0) return;
  const c = hexToPixel(lay, h);
  const r = lay.size.x;
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  ctx.save();
  ctx.clip();
  ctx.translate(c.x, c.y);
  ctx.rotate((art.rotation * Math.PI) / 3);
  ctx.drawImage(image, (image.naturalWidth - side) / 2, (image.naturalHeight - side) / 2, side, side, -r, -r, 2 * r, 2 * r);
  ctx.restore();
}

/** Strokes the path from edge `e` to the centre, or short of it for a dead end; returns where it stops. */
function strokePath(ctx: CanvasRenderingContext2D, lay: Layout, h: Hex, e: number, dead: boolean): { x: number; y: number } {
  const c = hexToPixel(lay, h);
  const m = edgeMidpoint(lay, h, e);
  const end = dead ? { x: m.x + (c.x - m.x) * 0.55, y: m.y + (c.y - m.y) * 0.55 } : c;
  ctx.beginPath();
  ctx.moveTo(m.x, m.y);
  ctx.lineTo(end.x, end.y);
  ctx.stroke();
  return end;
}

export function drawTile(ctx: CanvasRenderingContext2D, lay: Layout, h: Hex, look: TileLook, selected = false): void {
  const corners = hexCorners(lay, h);
  ctx.beginPath();
  corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.fillStyle = look.fill;
  ctx.fill();
  if (look.art) drawArt(ctx, lay, h, look.art);
  ctx.lineWidth = selected ? Math.max(2, lay.size.x * 0.08) : Math.max(0.5, lay.size.x * 0.02);
  ctx.strokeStyle = selected ? "#c9a227" : "#1e3a2d";
  ctx.stroke();

  const c = hexToPixel(lay, h);
  ctx.lineCap = "round";
  if (look.art) {
    // Over a picture the paths get a dark edge, so they read on light and dark art alike.
    ctx.strokeStyle = "rgba(20, 30, 25, 0.55)";
    ctx.lineWidth = Math.max(2, lay.size.x * 0.24);
    for (let e = 0; e < 6; e++) if (edgeHas(look.paths, e)) strokePath(ctx, lay, h, e, edgeHas(look.deadEnds, e));
  }
  ctx.strokeStyle = "#f3e3b5";
  ctx.lineWidth = Math.max(1, lay.size.x * 0.16);
  for (let e = 0; e < 6; e++) {
    if (!edgeHas(look.paths, e)) continue;
    const dead = edgeHas(look.deadEnds, e);
    const end = strokePath(ctx, lay, h, e, dead);
    if (dead) {
      // A bar across the path where it stops.
      const m = edgeMidpoint(lay, h, e);
      const dx = c.x - m.x;
      const dy = c.y - m.y;
      const len = Math.hypot(dx, dy) || 1;
      const bar = lay.size.x * 0.22;
      ctx.save();
      ctx.strokeStyle = "#8b2e1f";
      ctx.lineWidth = Math.max(1, lay.size.x * 0.08);
      ctx.beginPath();
      ctx.moveTo(end.x - (dy / len) * bar, end.y + (dx / len) * bar);
      ctx.lineTo(end.x + (dy / len) * bar, end.y - (dx / len) * bar);
      ctx.stroke();
      ctx.restore();
    }
  }
  if (look.fork) {
    ctx.beginPath();
    ctx.arc(c.x, c.y, lay.size.x * 0.14, 0, Math.PI * 2);
    ctx.fillStyle = "#f3e3b5";
    ctx.fill();
  }
}
