/**
 * Battle Zones with the height rule. A figure's Battle Zone is its six neighbouring spaces; two
 * adjacent figures on different levels are in each other's zone only when the height of the one
 * on the lower level is greater than the difference in levels (always, on the same level).
 */
import type { CompiledScenario } from "./types";
import type { ScenarioOptions } from "./input";

/** Whether figures of heights `ha`, `hb` on levels `la`, `lb`, already adjacent, are in each other's Battle Zone. */
export function zonesMeet(ha: number, la: number, hb: number, lb: number, rule: ScenarioOptions["battleZoneHeight"]): boolean {
  if (la === lb || rule === "ignore") return true;
  const lowerHeight = la < lb ? ha : hb;
  return lowerHeight > Math.abs(la - lb);
}

/** The direction (0..5) from space a to space b, −1 when not adjacent. */
export function directionBetween(t: CompiledScenario, a: number, b: number): number {
  for (let d = 0; d < 6; d++) if (t.neighbours[6 * a + d] === b) return d;
  return -1;
}

export const adjacent = (t: CompiledScenario, a: number, b: number): boolean => directionBetween(t, a, b) >= 0;

/** Whether a figure of height `ha` in space a and one of height `hb` in space b are in each other's Battle Zone. */
export function inZone(t: CompiledScenario, o: ScenarioOptions, ha: number, a: number, hb: number, b: number): boolean {
  return adjacent(t, a, b) && zonesMeet(ha, t.level[a], hb, t.level[b], o.battleZoneHeight);
}

/** Hex distance between two spaces. */
export function spaceDistance(t: CompiledScenario, a: number, b: number): number {
  const p = t.source.spaces[a],
    q = t.source.spaces[b];
  const dq = p.q - q.q,
    dr = p.r - q.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
