/**
 * The Monster's turn, once a round after the last player's turn: a coin (heads it stays, tails it
 * moves), then a die read on the Monster chart for a direction. It never leaves the island (a roll
 * pointing off it: it stays). Landing where Characters are, it engages all of them together.
 */
import { DIRECTIONS } from "../core/hex";
import { charsAt, next, rollDie, rollInt } from "./state";
import type { Events, IslandState } from "./types";

/** The island Location at (q, r), or -1 (off the island, or a Starting Location half-tile). */
function locationAt(s: IslandState, q: number, r: number): number {
  for (let i = 0; i < s.locs.length; i++) {
    const l = s.locs[i];
    if (l.q === q && l.r === r && l.back >= 0) return i;
  }
  return -1;
}

export function monsterTurn(s: IslandState, card: number, ev: Events): void {
  const from = s.locs.findIndex((l) => l.cards.includes(card));
  if (from < 0 || !s.monsters.includes(card)) return; // defeated earlier this round
  if (rollInt(s, 2) === 0) {
    ev.push({ type: "monster-coin", card, loc: from, heads: true });
    return;
  }
  const die = rollDie(s);
  const dir = s.input.monsterChart[die - 1] ?? -1;
  const step = dir >= 0 ? DIRECTIONS[dir] : null;
  const to = step ? locationAt(s, s.locs[from].q + step.q, s.locs[from].r + step.r) : -1;
  if (to < 0) {
    ev.push({ type: "monster-coin", card, loc: from, heads: false, die, dir, stays: true });
    return;
  }
  const cards = s.locs[from].cards;
  cards.splice(cards.indexOf(card), 1);
  s.locs[to].cards.push(card);
  s.stats.monsterMoves++;
  ev.push({ type: "monster-moved", card, from, to, die, dir });
  const here = charsAt(s, to);
  if (here.length === 0) return;
  s.check = { kind: "monster", seat: s.seat, loc: to, attackers: [], defenders: here, card, attackDie: 0, defendDie: 0, mods: [] };
  next(s, { t: "check" });
}
