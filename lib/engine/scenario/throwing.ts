/**
 * Throwing objects and throwing weapons in the Movement Phase: range, the to-hit roll by range, the
 * scatter of a miss (the target's neighbours on its level or lower, numbered clockwise from north,
 * one die, re-rolled above their count), and what a hit does.
 */
import type { GameEvent } from "../core/game";
import type { Rng } from "../core/rng";
import { hitsOnOrBelow } from "./dice-tables";
import { damage, dropCarried, heightOf, isPresent } from "./figures";
import { CLOCKWISE_FROM_NORTH } from "./landing";
import type { ScenarioState } from "./types";
import { spaceDistance } from "./zones";

/** Longest throw from `from` to `to`: one more to a lower level, one less to a higher. */
function levelAdjust(s: ScenarioState, from: number, to: number): number {
  return s.t.level[to] < s.t.level[from] ? 1 : s.t.level[to] > s.t.level[from] ? -1 : 0;
}

/** Spaces of opposing figures the carried object reaches (Height or Maximum Range, whichever is less). */
export function throwTargets(s: ScenarioState, f: number): number[] {
  const fs = s.figures[f];
  const src = s.t.source.objects[fs.carrying];
  return opponentSpaces(s, f).filter((to) => {
    const d = spaceDistance(s.t, fs.at, to);
    return d >= 1 && d <= Math.min(heightOf(s, f), src.maxRange + levelAdjust(s, fs.at, to));
  });
}

/** Spaces of opposing figures within the thrower's Height + 2 (+1 to a lower level). */
export function weaponTargets(s: ScenarioState, f: number): number[] {
  const at = s.figures[f].at;
  return opponentSpaces(s, f).filter((to) => {
    const d = spaceDistance(s.t, at, to);
    return d >= 1 && d <= heightOf(s, f) + 2 + (s.t.level[to] < s.t.level[at] ? 1 : 0);
  });
}

function opponentSpaces(s: ScenarioState, f: number): number[] {
  const out: number[] = [];
  for (let g = 0; g < s.figures.length; g++)
    if (s.t.seatOf[g] !== s.t.seatOf[f] && s.figures[g].condition !== "dead" && !s.figures[g].away && !out.includes(s.figures[g].at))
      out.push(s.figures[g].at);
  return out;
}

/** Where a throw at `target` lands: the target on a hit, else a scattered neighbour. */
export function landing(s: ScenarioState, from: number, target: number, rng: Rng, events: GameEvent[]): number {
  const range = spaceDistance(s.t, from, target);
  const roll = rng.d6();
  if (roll <= hitsOnOrBelow(range)) {
    events.push({ type: "throw-hit", roll, to: target });
    return target;
  }
  const around: number[] = [];
  for (const d of CLOCKWISE_FROM_NORTH) {
    const b = s.t.neighbours[6 * target + d];
    if (b >= 0 && !s.t.blocked[b] && s.t.level[b] <= s.t.level[target]) around.push(b);
  }
  if (around.length === 0) {
    events.push({ type: "throw-missed", roll, to: target });
    return target;
  }
  let k = rng.d6();
  if (s.options.scatter === "reroll") while (k > around.length) k = rng.d6();
  else k = ((k - 1) % around.length) + 1;
  events.push({ type: "throw-missed", roll, scatter: k, to: around[k - 1] });
  return around[k - 1];
}

/** Figures standing (or lying) in a space, in index order. */
const figuresIn = (s: ScenarioState, space: number): number[] =>
  s.figures.flatMap((g, i) => (g.at === space && g.condition !== "dead" && !g.away ? [i] : []));

export function throwObject(s: ScenarioState, f: number, target: number, rng: Rng, events: GameEvent[]): void {
  const fs = s.figures[f];
  const i = fs.carrying;
  fs.carrying = -1;
  const to = landing(s, fs.at, target, rng, events);
  s.objects[i] = { at: to, carriedBy: -1 };
  events.push({ type: "thrown", figure: f, object: i, to });
  for (const g of figuresIn(s, to)) {
    if (g === f) continue;
    const gs = s.figures[g];
    if (gs.condition !== "active") {
      gs.bodyMoved = true;
      continue;
    }
    gs.posture = "down";
    dropCarried(s, g);
    damage(s, g, s.t.source.objects[i].weight, events, f);
  }
}

/** Page 19's SCORE in a figure's own book (the picture of it struck off balance), 0 when it has none. */
export function page19Score(s: ScenarioState, g: number): number {
  return s.t.source.figures[g].book?.pictures["19"]?.score ?? 0;
}

export function throwWeapon(s: ScenarioState, f: number, target: number, rng: Rng, events: GameEvent[]): void {
  const fs = s.figures[f];
  const src = s.t.source.figures[f];
  const weapon = src.throwingWeapon!;
  const to = landing(s, fs.at, target, rng, events);
  fs.weaponAt = to;
  const beyond = Math.max(0, spaceDistance(s.t, fs.at, to) - weapon.effectiveRange);
  events.push({ type: "weapon-thrown", figure: f, to });
  for (const g of figuresIn(s, to)) {
    if (g === f || s.t.seatOf[g] === s.t.seatOf[f] || !isPresent(s.figures[g])) continue;
    const modifier = s.options.thrownWeaponDamage === "page19-plus-modifier" ? src.extendedRangeDamage : 0;
    const gs = s.figures[g];
    if (gs.posture === "standing") gs.posture = "off-balance";
    damage(s, g, page19Score(s, g) + modifier - beyond, events, f);
  }
}
