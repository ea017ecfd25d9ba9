/** The holes of a mission as a HoleGrid (see reach.ts): fixed pitfalls and ladders, and where
 *  the counter pool might put more. */
import type { MissionBody } from "../../content/kinds/mission";
import type { PoolSection } from "../../content/hulk/counters";
import { cellAt, cellIndex, floorBelow, inMap, type HulkMap } from "../../content/hulk/map";
import { LADDER_HOLE, PITFALL_HOLE, emptyHoleGrid, type HoleGrid } from "./reach";

export function fixedHoles(map: HulkMap, m: MissionBody): HoleGrid {
  const holes = emptyHoleGrid(map);
  for (const f of m.features) {
    if ((f.type === "pitfall" || f.type === "ladder") && inMap(map, f))
      holes[cellIndex(map, f)] = f.type === "ladder" ? LADDER_HOLE : PITFALL_HOLE;
  }
  return holes;
}

/**
 * `holes` plus a hole on every clear pool cell with floor below, when the pool holds pitfalls or
 * ladders: every way the players might place them at once. A ladder is assumed wherever the pool
 * has one, as it lets the most pieces through. Reachable here = reachable for some placement.
 */
export function withPoolHoles(map: HulkMap, m: MissionBody, holes: HoleGrid, slots: PoolSection[]): HoleGrid {
  const counters = m.counterPool?.counters ?? [];
  const kind = counters.some((c) => c.type === "ladder") ? LADDER_HOLE : counters.some((c) => c.type === "pitfall") ? PITFALL_HOLE : 0;
  if (!kind) return holes;
  const out = holes.slice();
  for (const s of slots) {
    for (const i of s.clear) if (!out[i] && floorBelow(map, cellAt(map, i))) out[i] = kind;
  }
  return out;
}
