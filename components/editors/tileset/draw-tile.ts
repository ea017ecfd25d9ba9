// Draws one hex tile onto a canvas context: the hex in its kind's colour, paths from the centre
// to each path edge, dead ends as a bar short of the centre, a fork as a dot. Shared by the
// tile editor, the deck list and the sandbox so a tile looks the same everywhere.
import { edgeHas, edgeMidpoint, hexCorners, hexToPixel, type Hex, type Layout } from "@/lib/engine/core/hex";

export interface TileLook {
  paths: number;
  deadEnds: number;
  fork: boolean;
  fill: string;
}

export function drawTile(ctx: CanvasRenderingContext2D, lay: Layout, h: Hex, look: TileLook, selected = false): void {
  const corners = hexCorners(lay, h);
  ctx.beginPath();
  corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.fillStyle = look.fill;
  ctx.fill();
  ctx.lineWidth = selected ? Math.max(2, lay.size.x * 0.08) : Math.max(0.5, lay.size.x * 0.02);
  ctx.strokeStyle = selected ? "#c9a227" : "#1e3a2d";
  ctx.stroke();

  const c = hexToPixel(lay, h);
  ctx.lineCap = "round";
  ctx.strokeStyle = "#f3e3b5";
  ctx.lineWidth = Math.max(1, lay.size.x * 0.16);
  for (let e = 0; e < 6; e++) {
    if (!edgeHas(look.paths, e)) continue;
    const m = edgeMidpoint(lay, h, e);
    const dead = edgeHas(look.deadEnds, e);
    const end = dead ? { x: m.x + (c.x - m.x) * 0.55, y: m.y + (c.y - m.y) * 0.55 } : c;
    ctx.beginPath();
    ctx.moveTo(m.x, m.y);
    ctx.lineTo(end.x, end.y);
    ctx.stroke();
    if (dead) {
      // A bar across the path where it stops.
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
