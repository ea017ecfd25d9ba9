/**
 * Who fights whom at the start of the Combat Phase. A halt demands battle, so every halted pair
 * fights. Otherwise combat is a choice: "your Character may engage in combat with opponents who
 * are within his Battle Zone". The sides are asked in initiative order, each side's figures in
 * the scenario's order; a figure with an opponent in its Battle Zone engages one of them (its
 * player picks which) or fights nobody. Each figure fights one opponent per Combat Phase here, so
 * an opponent already engaged is no longer offered.
 */
import type { GameEvent } from "../core/game";
import { figuresInZone } from "./figures";
import type { ScenarioAction, ScenarioState } from "./types";

const inAFight = (s: ScenarioState, f: number): boolean => s.fights.some(([a, b]) => a === f || b === f);

/** The opponents f may engage now: conscious, in its Battle Zone, and not fighting anyone yet. */
export function engageTargets(s: ScenarioState, f: number): number[] {
  if (s.figures[f].condition !== "active" || inAFight(s, f)) return [];
  const out: number[] = [];
  for (let g = 0; g < s.figures.length; g++)
    if (
      s.t.seatOf[g] !== s.t.seatOf[f] &&
      s.figures[g].condition === "active" &&
      !inAFight(s, g) &&
      figuresInZone(s, f, s.figures[f].at, g)
    )
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
  s.fights.push([a.figure, a.target]);
  events.push({ type: "engaged", figure: a.figure, target: a.target });
}
