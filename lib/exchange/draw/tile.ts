// One hex tile as shapes: the hex in its kind's colour, the tile's picture inside it when it has
// one (cropped to cover the hex, clipped to it, turned with the paths), paths from the centre to
// each path edge on top, dead ends as a bar short of the centre, a fork as a dot. The tile editor,
// the deck list, the sandbox and the playtest board paint these shapes on their canvases; tile
// sheets, pictures and print-and-play pages draw the very same shapes.
import { edgeHas, edgeMidpoint, hexCorners, hexToPixel, type Hex, type Layout } from "../../engine/core/hex";
import type { Shape } from "./scene";

export interface TileShapeLook {
  paths: number;
  deadEnds: number;
  fork: boolean;
  fill: string;
  /** The tile's picture and the sixths of a turn clockwise it is drawn at. */
  art?: { href: string; rotation: number } | null;
}

const PATH = "#f3e3b5";

export function tileShapes(lay: Layout, h: Hex, look: TileShapeLook, selected = false): Shape[] {
  const corners = hexCorners(lay, h);
  const outline = corners.flatMap((p) => [p.x, p.y]);
  const c = hexToPixel(lay, h);
  const r = lay.size.x;
  const out: Shape[] = [{ kind: "poly", points: outline, closed: true, fill: look.fill }];
  if (look.art)
    out.push({
      kind: "image",
      href: look.art.href,
      x: c.x - r,
      y: c.y - r,
      w: 2 * r,
      h: 2 * r,
      fit: "cover",
      rotate: look.art.rotation * 60,
      clip: outline,
    });
  out.push({
    kind: "poly",
    points: outline,
    closed: true,
    stroke: selected ? "#c9a227" : "#1e3a2d",
    width: selected ? Math.max(2, r * 0.08) : Math.max(0.5, r * 0.02),
  });
  const segment = (e: number, dead: boolean) => {
    const m = edgeMidpoint(lay, h, e);
    const end = dead ? { x: m.x + (c.x - m.x) * 0.55, y: m.y + (c.y - m.y) * 0.55 } : c;
    return { m, end };
  };
  if (look.art) {
    // Over a picture the paths get a dark edge, so they read on light and dark art alike.
    for (let e = 0; e < 6; e++)
      if (edgeHas(look.paths, e)) {
        const { m, end } = segment(e, edgeHas(look.deadEnds, e));
        out.push({
          kind: "poly",
          points: [m.x, m.y, end.x, end.y],
          closed: false,
          stroke: "rgba(20, 30, 25, 0.55)",
          width: Math.max(2, r * 0.24),
          cap: "round",
        });
      }
  }
  for (let e = 0; e < 6; e++) {
    if (!edgeHas(look.paths, e)) continue;
    const dead = edgeHas(look.deadEnds, e);
    const { m, end } = segment(e, dead);
    out.push({ kind: "poly", points: [m.x, m.y, end.x, end.y], closed: false, stroke: PATH, width: Math.max(1, r * 0.16), cap: "round" });
    if (dead) {
      // A bar across the path where it stops.
      const dx = c.x - m.x,
        dy = c.y - m.y;
      const len = Math.hypot(dx, dy) || 1;
      const bar = r * 0.22;
      out.push({
        kind: "poly",
        points: [end.x - (dy / len) * bar, end.y + (dx / len) * bar, end.x + (dy / len) * bar, end.y - (dx / len) * bar],
        closed: false,
        stroke: "#8b2e1f",
        width: Math.max(1, r * 0.08),
        cap: "round",
      });
    }
  }
  if (look.fork) out.push({ kind: "circle", cx: c.x, cy: c.y, r: r * 0.14, fill: PATH });
  return out;
}
