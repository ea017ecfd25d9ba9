// Board lint: every cell names a tile of one of the board's tilesets, and the tilesets' pictures
// came with the board (else it is drawn and printed with plain cells).
import type { BoardBody, TiledLayer } from "../content/kinds/board";
import { runRules, type Diagnostic, type LintRule } from "./diagnostic";

/** Tiled keeps flips and rotations in the top bits of a cell's global tile id. */
export const GID_MASK = 0x0fffffff;

function* tileLayers(
  layers: readonly TiledLayer[],
  path: string,
): Generator<{ layer: Extract<TiledLayer, { type: "tilelayer" }>; path: string }> {
  for (const [i, l] of layers.entries()) {
    if (l.type === "tilelayer") yield { layer: l, path: `${path}${i}` };
    else if (l.type === "group") yield* tileLayers(l.layers, `${path}${i}.layers.`);
  }
}

const RULES: LintRule<BoardBody>[] = [
  {
    id: "unknown-tile",
    severity: "error",
    description: "Every cell names a tile of one of the board's tilesets",
    *check(board) {
      const { tilesets } = board.map;
      const known = (gid: number) => tilesets.some((t) => gid >= t.firstgid && gid < t.firstgid + Math.max(t.tilecount, 1));
      for (const { layer, path } of tileLayers(board.map.layers, "map.layers.")) {
        const bad = new Set<number>();
        layer.data.forEach((raw) => {
          const gid = raw & GID_MASK;
          if (gid !== 0 && !known(gid)) bad.add(gid);
        });
        if (bad.size)
          yield {
            message: `Layer "${layer.name}" has cells naming tile ${[...bad].slice(0, 5).join(", ")}${bad.size > 5 ? "…" : ""}, which no tileset has.`,
            location: { path },
          };
      }
    },
  },
  {
    id: "missing-picture",
    severity: "info",
    description: "The pictures the tilesets name came with the board",
    *check(board) {
      for (const [i, t] of board.map.tilesets.entries()) {
        const missing = [t.image, ...t.tiles.map((tile) => tile.image)].filter((img) => img && !img.data).length;
        if (missing)
          yield {
            message: `Tileset "${t.name}" names ${missing} picture file${missing === 1 ? "" : "s"} that did not come with the board; its tiles are drawn as plain cells.`,
            location: { path: `map.tilesets.${i}` },
          };
      }
    },
  },
];

export function lintBoard(board: BoardBody): Diagnostic[] {
  return runRules(RULES, board);
}
