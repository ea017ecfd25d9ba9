/**
 * How well a seat stands, for MCTS cut-off playouts: its Characters (healthy ones count more),
 * their Power and Equipment, its Events and explored Locations, against the best placed opponent.
 * Reads only what every player sees, plus the seat's own hand size (also public).
 */
import type { IslandState } from "./types";

function standing(s: IslandState, seat: number): number {
  const p = s.seats[seat];
  if (p.out) return -100;
  let v = 0;
  for (let c = 0; c < s.chars.length; c++) {
    const ch = s.chars[c];
    if (ch.owner !== seat || ch.at < 0) continue;
    v += ch.injured ? 4 : 10;
    v += ch.injured ? 0 : s.input.characters[c].power;
    v += 2 * ch.equip.length;
    if (ch.trapped > 0) v -= 2;
  }
  return v + p.hand.length + 0.5 * p.explored + p.defeated;
}

export function islandHeuristic(s: IslandState, seat: number): number {
  const mine = standing(s, seat);
  let best = -Infinity;
  for (let p = 0; p < s.players; p++) if (p !== seat) best = Math.max(best, standing(s, p));
  return (mine - (best === -Infinity ? 0 : best)) / 4;
}
