/**
 * Where pieces can get to on a multi-level map: a breadth-first search over floor cells, linear
 * in the size of the map.
 *
 * Steps are orthogonal (lib/engine/core/grid.ts facings N, E, S, W): a diagonal step between two
 * floor cells whose shared neighbours are both wall would squeeze through a wall corner, and any
 * other diagonal step has an orthogonal two-step route, so orthogonal steps decide reachability.
 * Doors and rubble slow pieces down but never stop them, so they do not appear here.
 *
 * Between levels (the Pitfall mission, "Pitfalls" and "Ladders"): every piece climbs ladders up and down;
 * Stealers and Blips also climb up through pitfalls, but "A Marine on the lower level cannot climb
 * up through a pitfall", so Marines only go down them. A hole lives on the upper level's cell and
 * leads to the cell directly below it. Chute cells are reached but never left ("If a Space Marine
 * or Genestealer enters the bottomless pit space, he is removed from the game").
 */
import { FACING_VECTORS } from "../../engine/core/grid";
import type { HulkMap } from "../../content/hulk/map";

export type Mover = "marine" | "stealer";

export const NO_HOLE = 0;
export const PITFALL_HOLE = 1;
export const LADDER_HOLE = 2;

/** Cell index → NO_HOLE, PITFALL_HOLE or LADDER_HOLE, for the hole in that cell's floor. */
export type HoleGrid = Uint8Array;

export const emptyHoleGrid = (map: HulkMap): HoleGrid => new Uint8Array(map.section.length);

const ORTHOGONAL = [0, 2, 4, 6].map((f) => FACING_VECTORS[f]);

/**
 * Every cell a `mover` can reach from `starts` (a 0/1 array by cell index). Cells set in
 * `absorbing` are reached but not left.
 */
export function reachable(map: HulkMap, holes: HoleGrid, starts: Iterable<number>, mover: Mover, absorbing?: Uint8Array): Uint8Array {
  const { width, height, plane, section } = map;
  const seen = new Uint8Array(section.length);
  const queue = new Int32Array(section.length);
  let head = 0,
    tail = 0;
  const visit = (i: number) => {
    if (section[i] < 0 || seen[i]) return;
    seen[i] = 1;
    queue[tail++] = i;
  };
  for (const s of starts) if (s >= 0 && s < section.length) visit(s);
  while (head < tail) {
    const i = queue[head++];
    if (absorbing?.[i]) continue;
    const level = Math.floor(i / plane);
    const rest = i - level * plane;
    const x = rest % width,
      y = (rest - x) / width;
    for (const v of ORTHOGONAL) {
      const nx = x + v.dx,
        ny = y + v.dy;
      if (nx >= 0 && nx < width && ny >= 0 && ny < height) visit(i + v.dy * width + v.dx);
    }
    if (level > 0 && holes[i] !== NO_HOLE) visit(i - plane);
    if (level < map.levels - 1) {
      const above = holes[i + plane];
      if (above === LADDER_HOLE || (above === PITFALL_HOLE && mover === "stealer")) visit(i + plane);
    }
  }
  return seen;
}

export function anyReached(seen: Uint8Array, cells: Iterable<number>): boolean {
  for (const c of cells) if (seen[c]) return true;
  return false;
}
