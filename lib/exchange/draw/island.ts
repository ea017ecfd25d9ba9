// An island's pieces as shapes: a Location tile (its back's colour, its picture, its name, a tent
// for a Campsite and its Fate draw), a cell of a layout still to be filled at random (its back
// with a question mark), and words wrapped to a width for cards. The island's picture, its Tiled
// tile images and its print-and-play tiles all draw these same shapes.
import type { IslandBody, LocationTile } from "../../content/kinds/island";
import { hexToPixel, type Hex, type Layout } from "../../engine/core/hex";
import type { Shape } from "./scene";
import { tileShapes } from "./tile";

export const colorOfKind = (island: Pick<IslandBody, "kinds">, kind: string) => island.kinds.find((k) => k.id === kind)?.color ?? "#888888";

/** Lines of at most about `width` units of text at `size` (DejaVu Sans averages 0.55 em a letter). */
export function wrap(text: string, width: number, size: number): string[] {
  const per = Math.max(4, Math.floor(width / (size * 0.55)));
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > per) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** A Location tile laid at `h`, turned `rotation` sixths (its picture turns; its words stay level). */
export function locationShapes(lay: Layout, h: Hex, island: Pick<IslandBody, "kinds">, tile: LocationTile, rotation = 0): Shape[] {
  const r = lay.size.x;
  const c = hexToPixel(lay, h);
  const art = tile.art ? { href: tile.art.src, rotation: (tile.art.rotation + rotation) % 6 } : null;
  const out = tileShapes(lay, h, { paths: 0, deadEnds: 0, fork: false, fill: colorOfKind(island, tile.kind), art });
  const size = Math.max(2, r * 0.2);
  const lines = wrap(tile.name, r * 1.5, size).slice(0, 2);
  lines.forEach((line, i) =>
    out.push({
      kind: "text",
      x: c.x,
      y: c.y + (i - (lines.length - 1) / 2) * size * 1.15,
      text: line,
      size,
      bold: true,
      anchor: "middle",
      baseline: "middle",
      fill: "#1b1b1b",
    }),
  );
  if (tile.campsite) {
    // A tent above the name.
    const t = r * 0.18,
      y = c.y - r * 0.45;
    out.push({ kind: "poly", points: [c.x - t, y + t * 0.8, c.x, y - t * 0.8, c.x + t, y + t * 0.8], closed: true, fill: "#8b2e1f" });
  }
  if (tile.fate > 0)
    out.push({
      kind: "text",
      x: c.x,
      y: c.y + r * 0.6,
      text: `Fate ${tile.fate}`,
      size: size * 0.8,
      anchor: "middle",
      baseline: "middle",
      fill: "#1b1b1b",
    });
  return out;
}

/** A layout's cell whose tile is drawn at random from its back when the game is set up. */
export function backShapes(lay: Layout, h: Hex, island: Pick<IslandBody, "kinds">, kind: string): Shape[] {
  const c = hexToPixel(lay, h);
  const r = lay.size.x;
  return [
    ...tileShapes(lay, h, { paths: 0, deadEnds: 0, fork: false, fill: colorOfKind(island, kind) }),
    { kind: "text", x: c.x, y: c.y, text: "?", size: r * 0.5, bold: true, anchor: "middle", baseline: "middle", fill: "rgba(0,0,0,0.45)" },
  ];
}

/** A Starting Location: a half-tile's place beside the island. */
export function startShapes(lay: Layout, h: Hex, n: number): Shape[] {
  const c = hexToPixel(lay, h);
  const r = lay.size.x;
  return [
    { kind: "circle", cx: c.x, cy: c.y, r: r * 0.42, fill: "#f7f1e1", stroke: "#1e3a2d", width: Math.max(0.5, r * 0.04) },
    { kind: "text", x: c.x, y: c.y, text: String(n), size: r * 0.4, bold: true, anchor: "middle", baseline: "middle", fill: "#1e3a2d" },
  ];
}
