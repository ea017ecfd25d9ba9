/**
 * Who fights whom at the start of the Combat Phase. A halt demands battle, so every halted pair
 * fights. Otherwise combat is a choice: "your Character may engage in combat with opponents who
 * are within his Battle Zone". The sides are asked in initiative order, each side's figures in
 * the scenario's order; a figure not yet fighting with an opponent in its Battle Zone engages one
 * of them (its player picks which) or fights nobody. "If there is more than one opponent in your
 * Character's Battle Zone, use the MULTI-PLAYER rules": with option `severalAgainstOne` at
 * "multi-player" (the default) a figure may engage an opponent who is already fighting alone,
 * and that opponent then fights all of them at once, one against several; at "one-on-one" an
 * opponent already engaged is not offered.
 */
import type { GameEvent } from "../core/game";
import { figuresInZone } from "./figures";
import type { ScenarioAction, ScenarioState } from "./types";

/** The fight (solo figure first) that f is in, or undefined. */
const fightOf = (s: ScenarioState, f: number): number[] | undefined => s.fights.find((fight) => fight.includes(f));

/**
 * Whether f may take on g, who is already set to fight: under the multi-player rules, when g fights
 * alone (against one or several), f joins its opponents; g one of several against someone is taken.
 */
function mayJoin(s: ScenarioState, g: number): boolean {
  const fight = fightOf(s, g);
  if (!fight) return true;
  if (s.options.severalAgainstOne !== "multi-player") return false;
  return fight[0] === g || fight.length === 2;
}

/** The opponents f may engage now: conscious, in its Battle Zone, and free to take it on. */
export function engageTargets(s: ScenarioState, f: number): number[] {
  if (s.figures[f].condition !== "active" || fightOf(s, f)) return [];
  const out: number[] = [];
  for (let g = 0; g < s.figures.length; g++)
    if (s.t.seatOf[g] !== s.t.seatOf[f] && s.figures[g].condition === "active" && mayJoin(s, g) && figuresInZone(s, f, s.figures[f].at, g))
      out.push(g);
  return out;
}

/** Demanded battles: each halted figure with the one that halted it. */
export function haltedPairs(s: ScenarioState): [number, number][] {
  const out: [number, number][] = [];
  s.figures.forEach((fs, f) => {
    const g = fs.haltedWith;
    if (!fs.halted || g < 0 || fs.condition !== "active" || s.figures[g].condition !== "active") return;
    if (!out.some(([a, b]) => a === f || b === f || a === g || b === g)) out.push([g, f]);
  });
  return out;
}

/** Every conscious figure, sides in initiative order: those still to decide whether to engage. */
export function engagementQueue(s: ScenarioState): number[] {
  const out: number[] = [];
  for (const seat of s.order) s.figures.forEach((fs, f) => s.t.seatOf[f] === seat && fs.condition === "active" && out.push(f));
  return out;
}

/** Drops from the queue's head the figures with nobody left to engage; true while someone must decide. */
export function nextEngager(s: ScenarioState): boolean {
  const queue = s.engaging ?? [];
  while (queue.length > 0 && engageTargets(s, queue[0]).length === 0) queue.shift();
  return queue.length > 0;
}

/** The deciding figure's choices: engage each opponent it may, or fight nobody. */
export function engagementActions(s: ScenarioState): ScenarioAction[] {
  const f = s.engaging![0];
  const seat = s.t.seatOf[f];
  const out: ScenarioAction[] = engageTargets(s, f).map((g) => ({ seat, type: "engage" as const, figure: f, target: g }));
  out.push({ seat, type: "decline", figure: f });
  return out;
}

export function applyEngagement(s: ScenarioState, a: Extract<ScenarioAction, { type: "engage" | "decline" }>, events: GameEvent[]): void {
  s.engaging!.shift();
  if (a.type === "decline") {
    events.push({ type: "declined", figure: a.figure });
    return;
  }
  const k = s.fights.findIndex((fight) => fight.includes(a.target));
  const fight = s.fights[k];
  // A new fight; or one more against a figure already fighting alone; or a duel turned round,
  // its target now alone against both.
  if (!fight) s.fights.push([a.figure, a.target]);
  else if (fight[0] === a.target) s.fights[k] = [...fight, a.figure];
  else s.fights[k] = [a.target, fight[0], a.figure];
  events.push({ type: "engaged", figure: a.figure, target: a.target });
}
