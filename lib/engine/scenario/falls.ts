/**
 * Check for Falls: who is in a position to fall (sharing a space with an object, or beside a space
 * two or more levels lower), the Falling Down roll with its adjustments, and where a fallen figure
 * lands and what it takes (a level's fall a point per level; on the same level, page 41's SCORE).
 */
import type { GameEvent } from "../core/game";
import type { Rng } from "../core/rng";
import { fallAdjustment, fallResult } from "./dice-tables";
import { damage, dropCarried } from "./figures";
import { landingBeside } from "./landing";
import type { ScenarioState } from "./types";

export function inPositionToFall(s: ScenarioState, f: number): boolean {
  const at = s.figures[f].at;
  if (s.objects.some((o) => o.carriedBy < 0 && o.at === at)) return true;
  for (let d = 0; d < 6; d++) {
    const b = s.t.neighbours[6 * at + d];
    if (b >= 0 && !s.t.blocked[b] && s.t.level[b] <= s.t.level[at] - 2) return true;
  }
  return false;
}

/** Page 41's SCORE in a figure's own book (the picture of it knocked down), 0 when it has none. */
function page41Score(s: ScenarioState, f: number): number {
  return Math.max(0, s.t.source.figures[f].book?.pictures["41"]?.score ?? 0);
}

/**
 * Rolls on the Falling Down table for f. On a fall the opponent places it (`by`, or whoever it
 * fought): the engine takes the lowest free space beside it, which hurts most.
 */
export function fallRoll(s: ScenarioState, f: number, shoved: boolean, rng: Rng, events: GameEvent[], by = -1): void {
  const fs = s.figures[f];
  const roll = rng.d6();
  const adjusted = roll + fallAdjustment(fs.posture, shoved);
  const result = fallResult(adjusted);
  events.push({ type: "fall-roll", figure: f, roll, adjusted, result });
  if (result === "none") return;
  if (result === "off-balance") {
    if (fs.posture === "standing") fs.posture = "off-balance";
    return;
  }
  const from = fs.at;
  const to = landingBeside(s, from, f, true);
  dropCarried(s, f);
  if (to >= 0) fs.at = to;
  fs.posture = "down";
  const levels = s.t.level[from] - s.t.level[fs.at];
  events.push({ type: "fell", figure: f, to: fs.at, levels });
  damage(s, f, levels > 0 ? levels : page41Score(s, f), events, by);
}

/** The Check for Falls phase: figures that ran or fought (or, by option, everyone) in a position to fall roll. */
export function checkFalls(s: ScenarioState, rng: Rng, events: GameEvent[]): void {
  s.figures.forEach((fs, f) => {
    if (fs.condition !== "active") return;
    if (s.options.fallChecks === "ran-or-fought" && !fs.ran && !fs.fought) return;
    if (inPositionToFall(s, f)) fallRoll(s, f, false, rng, events);
  });
}
