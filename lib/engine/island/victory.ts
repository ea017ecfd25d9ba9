/**
 * Players out of the game and the ways a game ends: leading every Character on the board
 * (Beginner), a Starting Character Win Condition, the Advanced victory, a shared win by agreement,
 * everyone gone, and the round limit (not a printed rule).
 */
import { discardCard, ownChars } from "./state";
import { NEUTRAL, type EndKind, type Events, type IslandState } from "./types";

/** Whether Character `c`'s Starting Character Win Condition is met for the player it belongs to. */
export function winConditionMet(s: IslandState, c: number): boolean {
  const ch = s.chars[c];
  const seat = ch.starter;
  if (seat < 0 || ch.owner !== seat || ch.at < 0) return false;
  const w = s.input.characters[c].win;
  if (!w) return false;
  switch (w.kind) {
    case "lead":
      return s.chars[w.character].owner === seat && s.chars[w.character].at >= 0;
    case "control":
      return ownChars(s, seat).length >= w.count;
    case "equipment": {
      let n = 0;
      for (const o of ownChars(s, seat)) n += s.chars[o].equip.length;
      return n >= w.count;
    }
    case "events":
      return s.seats[seat].hand.length >= w.count;
    case "explore":
      return s.seats[seat].explored >= w.count;
    case "defeat":
      return s.seats[seat].defeated >= w.count;
    case "reach": {
      const l = s.locs[ch.at];
      return l.up && l.tile === w.tile;
    }
    case "text":
      return false;
  }
}

export function endGame(s: IslandState, winners: number[], reason: string, ev: Events, kind: EndKind): void {
  s.end = { winners: winners.slice().sort((a, b) => a - b), reason, kind };
  s.pending = null;
  s.check = null;
  ev.push({ type: "game-over", winners: s.end.winners, reason });
}

/** A player who controls no Character is out: their Events go to the discard pile. */
export function playerOut(s: IslandState, seat: number, ev: Events, why: "eliminated" | "left"): void {
  const p = s.seats[seat];
  if (p.out) return;
  p.out = true;
  for (const card of p.hand) discardCard(s, card);
  p.hand = [];
  ev.push({ type: "player-out", seat, why });
}

/** Players left with no Character on the island go out (after the Starting Characters are chosen). */
export function eliminate(s: IslandState, ev: Events): number[] {
  if (s.turnNo === 0) return [];
  const gone: number[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (s.seats[seat].out) continue;
    if (s.chars.some((c) => c.owner === seat && c.at >= 0)) continue;
    playerOut(s, seat, ev, "eliminated");
    gone.push(seat);
  }
  return gone;
}

/** Wins that count the moment they happen: Win Conditions, and (Beginner) leading every Character on the board. */
export function instantWins(s: IslandState, ev: Events): void {
  if (s.turnNo === 0 || s.end) return;
  const left: number[] = [];
  for (let p = 0; p < s.players; p++) if (!s.seats[p].out) left.push(p);
  if (left.length === 0) return endGame(s, [], "nobody is left on the island", ev, "nobody");
  const met: number[] = [];
  let who = "";
  for (let c = 0; c < s.chars.length; c++) {
    if (!winConditionMet(s, c)) continue;
    if (!met.includes(s.chars[c].starter)) met.push(s.chars[c].starter);
    who = who || s.input.characters[c].name;
  }
  if (met.length > 0) return endGame(s, met, `${who}'s Starting Character Win Condition`, ev, "win-condition");
  if (s.rules === "beginner") {
    // "Lead all the Characters on the board": Neutral Characters on the island count, cards still in the deck do not.
    let owner = -2;
    for (const ch of s.chars) {
      if (ch.at < 0 || ch.owner < NEUTRAL) continue;
      if (owner === -2) owner = ch.owner;
      else if (owner !== ch.owner) return;
    }
    if (owner >= 0) endGame(s, [owner], "led every Character on the island", ev, "lead-all");
  }
}

/**
 * Advanced, at the end of each round: one player leads every Follower (no other player controls a
 * Character that is not their own Starting Character) and every other Starting Character is
 * neutralized — killed, Trapped, or kept from moving this round.
 */
export function advancedWinner(s: IslandState): number {
  const left: number[] = [];
  for (let p = 0; p < s.players; p++) if (!s.seats[p].out) left.push(p);
  let winner = -1;
  for (const p of left) {
    let ok = true;
    for (const ch of s.chars) {
      if (ch.at < 0 || ch.owner < 0 || ch.owner === p) continue;
      // Another player's Follower: not led yet.
      if (ch.starter !== ch.owner) {
        ok = false;
        break;
      }
      if (ch.trapped === 0 && ch.movedRound === s.round) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (winner >= 0) return -1; // two players at once: nobody yet
    winner = p;
  }
  return winner;
}
