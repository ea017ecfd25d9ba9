// A tile set's picture (its tile sheet), its print-and-play pages (hexes at true size, or a deck of
// cards) and its Tiled tileset, all drawn with the tile shapes the editors paint.
import { edgeSetFrom, hex, layout } from "../../engine/core/hex";
import type { Tile, TilesetBody } from "../../content/kinds/tileset";
import { tileShapes } from "../draw/tile";
import type { Scene, Shape } from "../draw/scene";
import { CARD, type CardsJob, type PrintOptions, type TilesJob } from "../print/job";

const looks = (set: TilesetBody, t: Tile) => ({
  paths: edgeSetFrom(t.paths),
  deadEnds: edgeSetFrom(t.deadEnds),
  fork: t.fork,
  fill: set.kinds.find((k) => k.id === t.kind)?.color ?? "#888888",
  art: t.art ? { href: t.art.src, rotation: t.art.rotation } : null,
});

/** Every tile once, in deck order, with its name and count under it. */
export function tileSheet(title: string, set: TilesetBody): Scene {
  const R = 40;
  const w = Math.sqrt(3) * R;
  const cellW = w + 24,
    cellH = 2 * R + 44;
  const cols = Math.max(1, Math.min(8, Math.ceil(Math.sqrt(set.tiles.length))));
  const rows = Math.max(1, Math.ceil(set.tiles.length / cols));
  const shapes: Shape[] = [{ kind: "text", x: 12, y: 26, text: title, size: 18, bold: true, fill: "#1e3a2d" }];
  set.tiles.forEach((t, i) => {
    const cx = 12 + (i % cols) * cellW + cellW / 2,
      cy = 44 + Math.floor(i / cols) * cellH + R + 4;
    shapes.push(...tileShapes(layout("pointy", R, { x: cx, y: cy }), hex(0, 0), looks(set, t)));
    shapes.push({ kind: "text", x: cx, y: cy + R + 16, text: `${t.name} ×${t.count}`, size: 11, anchor: "middle", fill: "#222" });
  });
  return { width: 24 + cols * cellW, height: 56 + rows * cellH, background: "#ffffff", shapes };
}

/** Hexes at true size (`size` mm across the flats, 50 by default), each as many times as its count. */
export function tilesetTiles(title: string, set: TilesetBody, o: PrintOptions): TilesJob {
  const across = o.size ?? 50;
  const R = across / Math.sqrt(3);
  return {
    layout: "tiles",
    title,
    shape: "hex",
    across,
    pieces: set.tiles.map((t) => ({
      label: t.name,
      count: t.count,
      draw: (grow) => tileShapes(layout("pointy", R + (2 * grow) / Math.sqrt(3), { x: 0, y: 0 }), hex(0, 0), looks(set, t)),
    })),
  };
}

/** The deck as poker cards: the tile, its name and kind on the face; the set's name on the back. */
export function tilesetCards(title: string, set: TilesetBody): CardsJob {
  const bg = (bleed: number, fill: string): Shape => ({
    kind: "rect",
    x: -bleed,
    y: -bleed,
    w: CARD.width + 2 * bleed,
    h: CARD.height + 2 * bleed,
    fill,
  });
  return {
    layout: "cards",
    title,
    fronts: set.tiles.map((t) => ({
      label: t.name,
      count: t.count,
      draw: (bleed) => [
        bg(bleed, "#f7f1e1"),
        { kind: "rect", x: 3, y: 3, w: CARD.width - 6, h: CARD.height - 6, stroke: "#1e3a2d", width: 0.4 },
        ...tileShapes(layout("pointy", 22, { x: CARD.width / 2, y: 38 }), hex(0, 0), looks(set, t)),
        { kind: "text", x: CARD.width / 2, y: 70, text: t.name, size: 4.2, bold: true, anchor: "middle", fill: "#1e3a2d" },
        {
          kind: "text",
          x: CARD.width / 2,
          y: 77,
          text: set.kinds.find((k) => k.id === t.kind)?.label ?? t.kind,
          size: 3.4,
          anchor: "middle",
          fill: "#444",
        },
        { kind: "text", x: 7, y: 10, text: t.id, size: 2.8, fill: "#666" },
      ],
    })),
    back: {
      label: "back",
      count: 1,
      draw: (bleed) => [
        bg(bleed, "#1e3a2d"),
        { kind: "rect", x: 4, y: 4, w: CARD.width - 8, h: CARD.height - 8, stroke: "#c9a227", width: 0.8 },
        ...tileShapes(layout("pointy", 14, { x: CARD.width / 2, y: CARD.height / 2 - 6 }), hex(0, 0), {
          paths: 63,
          deadEnds: 0,
          fork: true,
          fill: "#3a7d44",
        }),
        { kind: "text", x: CARD.width / 2, y: CARD.height / 2 + 20, text: title, size: 3.6, bold: true, anchor: "middle", fill: "#f3e3b5" },
      ],
    },
  };
}
