/**
 * Halting. A figure that enters an opponent's Battle Zone during its move may be halted by that
 * opponent, who then demands battle in the coming Combat Phase: the opponent's player decides,
 * the game does not. An opponent may not halt a figure that came in through its Undefended Space,
 * may not halt while Down, and halts at most one figure a turn. The halted figure loses its
 * remaining movement points (and drops what it carries: "must drop object if attacked"); the
 * halter may not move afterwards that turn. When several opponents could halt, each is asked in
 * turn (in the scenario's figure order) until one halts or all let the mover pass.
 */
import type { GameEvent } from "../core/game";
import { dropCarried, zoningOpponents } from "./figures";
import type { ScenarioAction, ScenarioState } from "./types";

/** Opponents who may halt f now that it stands in `to`, having been in the zones of `before`. */
export function haltCandidates(s: ScenarioState, f: number, to: number, before: ReadonlySet<number>): number[] {
  return zoningOpponents(s, f, to).filter((g) => {
    const gs = s.figures[g];
    // A figure already halted fights the one that halted it: it cannot demand a second battle.
    if (before.has(g) || gs.posture === "down" || gs.hasHalted || gs.halted) return false;
    return !(gs.undefended >= 0 && s.t.neighbours[6 * gs.at + gs.undefended] === to);
  });
}

/** The asked opponent's two answers. */
export function haltActions(s: ScenarioState): ScenarioAction[] {
  const offer = s.haltOffer!;
  const g = offer.by[0];
  const seat = s.t.seatOf[g];
  return [
    { seat, type: "halt", figure: g, target: offer.mover },
    { seat, type: "let-pass", figure: g, target: offer.mover },
  ];
}

/** Halts `target` by `g`: no more movement for either, and they fight first in the Combat Phase. */
export function halt(s: ScenarioState, g: number, target: number, events: GameEvent[]): void {
  const fs = s.figures[target],
    gs = s.figures[g];
  fs.halted = true;
  fs.mp = 0;
  fs.haltedWith = g;
  gs.hasHalted = true;
  dropCarried(s, target);
  events.push({ type: "halted", figure: target, by: g });
}

/** Applies the asked opponent's answer; the offer closes on a halt or when nobody is left to ask. */
export function applyHaltAnswer(s: ScenarioState, a: Extract<ScenarioAction, { type: "halt" | "let-pass" }>, events: GameEvent[]): void {
  const offer = s.haltOffer!;
  if (a.type === "halt") {
    halt(s, a.figure, a.target, events);
    s.haltOffer = null;
    return;
  }
  events.push({ type: "let-pass", figure: a.target, by: a.figure });
  const by = offer.by.slice(1);
  s.haltOffer = by.length ? { mover: offer.mover, by } : null;
}
