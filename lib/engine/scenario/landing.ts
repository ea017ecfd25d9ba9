// Where a figure ends up beside a space (a fall, a shove, a scattered throw), and the compass order
// every such search goes in: shared by movement, throwing and falls, so none imports another.
import { occupantOf } from "./figures";
import type { ScenarioState } from "./types";

/** Where a figure lands beside `space`: a free space at its level or lower, lowest first, clockwise from north. */
export function landingBeside(s: ScenarioState, space: number, except: number, lowestFirst: boolean): number {
  let best = -1;
  for (const d of CLOCKWISE_FROM_NORTH) {
    const b = s.t.neighbours[6 * space + d];
    if (b < 0 || s.t.blocked[b] || s.t.level[b] > s.t.level[space] || occupantOf(s, b, except) >= 0) continue;
    if (best < 0 || (lowestFirst && s.t.level[b] < s.t.level[best])) best = b;
  }
  return best;
}

/** Directions of core/hex.ts clockwise from north, for flat-topped hexes (north is a side). */
export const CLOCKWISE_FROM_NORTH = [4, 5, 0, 1, 2, 3] as const;
