/**
 * The face-down counter pool (the Pitfall supplement, "Special Set-up Rules"): each player in turn places a
 * counter "in any clear space in any of the shaded rooms or corridors", "no more than one counter
 * ... in a single room or corridor section". A space is clear when nothing is fixed there yet:
 * no door, map feature, deployment space or entry space.
 */
import type { MissionBody } from "../kinds/mission";
import { cellIndex, inMap, zoneCells, type HulkMap } from "./map";

/** 1 for every cell holding a door, feature, deployment space or entry space. */
export function occupiedCells(map: HulkMap, m: MissionBody): Uint8Array {
  const taken = new Uint8Array(map.section.length);
  const mark = (c: { level: number; x: number; y: number }) => {
    if (inMap(map, c)) taken[cellIndex(map, c)] = 1;
  };
  m.doors.forEach(mark);
  m.features.forEach(mark);
  for (const e of m.entryAreas) for (const c of e.cells) mark({ ...c, level: e.level });
  for (const z of m.deployment) for (const i of zoneCells(map, z)) taken[i] = 1;
  return taken;
}

export interface PoolSection {
  name: string;
  /** Index into map.sections; undefined when no section has this name. */
  section: number | undefined;
  /** Its clear cells, where a counter may go. */
  clear: number[];
}

export function poolSections(map: HulkMap, m: MissionBody, taken = occupiedCells(map, m)): PoolSection[] {
  return (m.counterPool?.sections ?? []).map((name) => {
    const section = map.sectionByName.get(name);
    const clear = section === undefined ? [] : map.sectionCells[section].filter((i) => !taken[i]);
    return { name, section, clear };
  });
}

/** How many counters the rule lets the players place at most. */
export function placeableCounters(slots: PoolSection[], perSection: number | null): number {
  return slots.reduce((n, s) => n + (perSection === null ? s.clear.length : Math.min(perSection, s.clear.length)), 0);
}
