/**
 * The turn: a Marine turn (command points rolled, AP restored, overwatch lapses), then a
 * Genestealer turn (reinforcements per the mission's schedule, AP restored); and the end of the
 * game with the mission's victory rules.
 *
 * The game ends when no Marine is left on the map, when the mission's turn limit is reached, or as
 * soon as the mission's first outcome is an escape count that has been reached (escapes only ever
 * grow, so the result can no longer change). The `maxTurns` option, a safety cap for bots, stops
 * a game unfinished: no outcome at all.
 */
import type { Rng } from "../core/rng";
import type { VictoryCondition } from "./input";
import { arrivalsFor, drawBlips, entryTargets, goUnlimited } from "./blips";
import { pieceById } from "./geometry";
import { sees } from "./sight";
import { marinesOnMap, own, type Events } from "./state";
import { BLIP, MARINE, MARINES, STEALER, STEALERS, type HulkState, type Piece } from "./types";

export function holds(s: HulkState, w: VictoryCondition): boolean {
  const side = w.side === "marines" ? MARINES : STEALERS;
  switch (w.type) {
    case "escaped":
      return s.escaped[side] >= w.atLeast;
    case "eliminated":
      if (side === MARINES) return marinesOnMap(s) === 0 && s.toDeploy.length === 0;
      return !s.pieces.some((p) => p.kind !== MARINE) && s.waiting.length === 0 && s.pool.length === 0;
    case "occupy": {
      const names = new Set(w.sections);
      let n = 0;
      for (const p of s.pieces)
        if ((p.kind === MARINE) === (side === MARINES) && names.has(s.board.sectionNames[s.board.section[p.cell]])) n++;
      return n >= w.atLeast;
    }
  }
}

/** Ends the game with the first outcome whose condition holds (else `otherwise`). */
export function finish(s: HulkState, reason: string, events: Events): void {
  const v = s.board.victory;
  const hit = v.outcomes.find((o) => holds(s, o.when));
  const result = hit?.result ?? v.otherwise;
  const winner = result === "marines-win" ? MARINES : result === "stealers-win" ? STEALERS : -1;
  s.end = { winner, reason: hit?.text ? `${reason}: ${hit.text}` : reason };
  s.phase = "over";
  s.pending.length = 0;
  events.push({ type: "game-over", winner, reason: s.end.reason });
}

/** The safety cap stopped the game: no outcome, neither a win nor a draw. */
function stopUnfinished(s: HulkState, events: Events): void {
  s.end = { winner: -1, reason: `stopped unfinished after ${s.turn} turns (turn cap)`, unfinished: true };
  s.phase = "over";
  s.pending.length = 0;
  events.push({ type: "game-over", winner: -1, reason: s.end.reason, unfinished: true });
}

export function startMarineTurn(s: HulkState, rng: Rng, events: Events): void {
  s.turn++;
  s.phase = "marines";
  s.active = -1;
  s.idle = [];
  const R = s.board.rules;
  let cp = 0;
  for (let i = 0; i < R.commandPoints.dice; i++) cp += rng.int(R.commandPoints.sides) + 1;
  s.cp = cp;
  for (const piece of s.pieces) {
    if (piece.kind !== MARINE) continue;
    const p = own(s, piece);
    p.ap = R.actionPoints.marine;
    p.overwatch = false;
    p.sustain = -1;
    p.freeShot = false;
  }
  events.push({ type: "marine-turn", turn: s.turn, cp });
}

export function startStealerTurn(s: HulkState, rng: Rng, events: Events): void {
  const R = s.board.rules;
  for (const piece of s.pieces) {
    const p = own(s, piece);
    if (p.kind === MARINE) {
      p.ap = 0;
      p.freeShot = false;
    } else {
      p.ap = p.kind === BLIP ? R.actionPoints.blip : R.actionPoints.stealer;
      p.turnedFree = false;
    }
  }
  // Command points left over stay usable in the Genestealer turn; new ones come next turn.
  if (!R.commandPoints.usableInStealerTurn) s.cp = 0;
  const unlimitedFrom = s.board.reinforcements.unlimitedFromTurn;
  if (!s.unlimited && unlimitedFrom !== null && s.turn >= unlimitedFrom) goUnlimited(s);
  drawBlips(s, arrivalsFor(s.board, s.turn), rng);
  s.phase = "stealers";
  s.active = -1;
  s.idle = [];
  events.push({ type: "stealer-turn", turn: s.turn, waiting: s.waiting.length });
}

export function endTurn(s: HulkState, rng: Rng, events: Events): void {
  if (s.phase === "marines") return startStealerTurn(s, rng, events);
  if (s.board.turnLimit !== null && s.turn >= s.board.turnLimit) return finish(s, "turn limit", events);
  if (s.maxTurns !== null && s.turn >= s.maxTurns) return stopUnfinished(s, events);
  startMarineTurn(s, rng, events);
}

/** Whether the side to move can still do anything besides ending its turn. */
export function canAct(s: HulkState): boolean {
  for (const p of s.pieces) if (activatable(s, p)) return true;
  return s.phase === "stealers" && s.waiting.length > 0 && entryTargets(s, s.turn).length > 0;
}

/** Whether the side to move may start an activation of `p` now. */
export function activatable(s: HulkState, p: Piece): boolean {
  if ((p.kind === MARINE) !== (s.phase === "marines") || s.idle.includes(p.id)) return false;
  // A blip may always convert (for nothing); a Marine may spend command points.
  return p.kind === BLIP || p.ap > 0 || (p.kind === MARINE && (s.cp > 0 || p.freeShot));
}

/**
 * A reaction window opens after a Genestealer's action when command points are left and a Marine
 * sees that Genestealer (this studio's reading of "usable in either turn": the Marine player
 * answers what he sees happen).
 */
export function reactionDue(s: HulkState, stealer: number): boolean {
  if (s.cp <= 0) return false;
  const q = pieceById(s, stealer);
  if (!q || q.kind !== STEALER) return false;
  for (const m of s.pieces) if (m.kind === MARINE && sees(s, m, q.cell)) return true;
  return false;
}
