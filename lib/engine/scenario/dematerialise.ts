/**
 * Regeneration by dematerialising (figures flagged `dematerialises`, as Airi and the Wraith). Such
 * a figure regenerates under the same conditions as any other (regeneration.ts), but it leaves the
 * board at once: until the end of the Movement Phase it has no Battle Zone and its space is empty
 * to everyone (figures.ts `isPresent`). At the end of the phase it comes back in its space with its
 * book's starting body points, whatever zones are around it: it was on another plane. Every
 * conscious figure then standing in its space is Touched: its own side moves it to an adjacent
 * space (a decision, like a halt), where a drop deeper than it could climb down is a fall, and it
 * takes the Touch damage. With no adjacent space to go to, it stays and only takes the damage.
 */
import type { GameEvent } from "../core/game";
import { damage, dropCarried, heightOf, isPresent, occupantOf } from "./figures";
import type { ScenarioAction, ScenarioState } from "./types";

/** Brings every dematerialised figure back whole, and queues the figures it finds in its space. */
export function rematerialise(s: ScenarioState, events: GameEvent[]): void {
  s.figures.forEach((fs, f) => {
    if (!fs.away) return;
    fs.away = false;
    fs.regenerating = false;
    const max = s.t.source.figures[f].book?.character.bodyPoints ?? fs.body;
    const points = Math.max(0, max - fs.body);
    fs.body += points;
    events.push({ type: "rematerialised", figure: f, points });
    s.figures.forEach((gs, g) => {
      if (g !== f && gs.at === fs.at && isPresent(gs)) {
        events.push({ type: "touched", figure: g, by: f });
        s.touches.push({ by: f, figure: g });
      }
    });
  });
  settleUnmovable(s, events);
}

/** Spaces beside the returned figure a Touched figure may be moved to: open, free, not above what it could climb. */
function displaceSpaces(s: ScenarioState, by: number, g: number): number[] {
  const from = s.figures[by].at;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const b = s.t.neighbours[6 * from + d];
    if (b < 0 || s.t.blocked[b] || occupantOf(s, b, g) >= 0) continue;
    if (s.t.level[b] - s.t.level[from] > heightOf(s, g)) continue;
    out.push(b);
  }
  return out;
}

/** Touches with nowhere to go are settled at once: the figure stays put and only takes the damage. */
function settleUnmovable(s: ScenarioState, events: GameEvent[]): void {
  while (s.touches.length > 0) {
    const { by, figure } = s.touches[0];
    if (isPresent(s.figures[figure]) && displaceSpaces(s, by, figure).length > 0) return;
    s.touches.shift();
    drain(s, by, figure, events);
  }
}

function drain(s: ScenarioState, by: number, g: number, events: GameEvent[]): void {
  damage(s, g, s.t.source.figures[by].touchDamage, events, by);
}

/** The Touched figure's side: one action per space it may be moved to. */
export function touchActions(s: ScenarioState): ScenarioAction[] {
  const { by, figure } = s.touches[0];
  const seat = s.t.seatOf[figure];
  return displaceSpaces(s, by, figure).map((to) => ({ seat, type: "displace" as const, figure, to }));
}

/**
 * Moves the Touched figure aside, then drains it. A drop deeper than its Height is a fall (Down, a
 * point a level, as in the Check for Falls); within its Height it steps down as it would climb.
 */
export function applyTouch(s: ScenarioState, a: Extract<ScenarioAction, { type: "displace" }>, events: GameEvent[]): void {
  const { by } = s.touches.shift()!;
  const gs = s.figures[a.figure];
  const drop = s.t.level[gs.at] - s.t.level[a.to];
  gs.at = a.to;
  if (gs.carrying >= 0) s.objects[gs.carrying] = { at: a.to, carriedBy: a.figure };
  events.push({ type: "displaced", figure: a.figure, to: a.to, by });
  if (drop > heightOf(s, a.figure)) {
    dropCarried(s, a.figure);
    gs.posture = "down";
    events.push({ type: "fell", figure: a.figure, to: a.to, levels: drop });
    damage(s, a.figure, drop, events);
  }
  drain(s, by, a.figure, events);
  settleUnmovable(s, events);
}
