/**
 * How things look for the soldiers (positive) versus the monsters (negative): the greedy bot's
 * heuristic and the score of cut-off MCTS playouts. Zero-sum: the monster seat uses the negation.
 * Weights are rough: a soldier is worth about seven laid tiles; the ship within reach is worth
 * as much as three soldiers.
 */
import { pathDistance } from "./board";
import { isShip, sightOf, soldierKeys } from "./state";
import { HUMANS, MONSTERS, type LostPatrolState } from "./types";

const SOLDIER_VALUE = { sergeant: 14, grenadier: 14, infantry: 10 } as const;

export function humanOutlook(s: LostPatrolState): number {
  if (s.end) return s.end.winner === HUMANS ? 1000 : s.end.winner === MONSTERS ? -1000 : 0;
  let h = 0;
  for (const x of s.soldiers) h += SOLDIER_VALUE[x.kind];
  const keys = soldierKeys(s);
  // Progress: every tile laid brings the ship (at the bottom of the deck) closer; empty positions
  // in sight are tiles the next laying phase will draw.
  h += 1.5 * s.stats.tilesLaid + sightOf(s).emptyCount;
  const manned = new Set(keys);
  for (const c of s.board) {
    if (c.monsters > 0) h -= manned.has(c.key) ? 2 * c.monsters : 0.5 * c.monsters;
    if (isShip(s, c)) {
      const d = pathDistance(s.board, keys, c.key);
      h += d < 0 ? -30 : 40 - 5 * d;
    }
  }
  return h;
}

export const outlookFor = (s: LostPatrolState, seat: number): number => (seat === HUMANS ? humanOutlook(s) : -humanOutlook(s));
