/**
 * What the mission lint rules share, computed once per lint run so every rule stays linear in the
 * size of the map: the decoded map, the clear spaces of the counter pool, the holes, the chutes,
 * and the two reachability searches the reach rules read.
 */
import type { MissionBody } from "../content/kinds/mission";
import { occupiedCells, poolSections, type PoolSection } from "../content/hulk/counters";
import { fixedHoles, withPoolHoles } from "./hulk/holes";
import { cellIndex, decodeMap, inMap, zoneCells, type HulkMap } from "../content/hulk/map";
import { reachable, type HoleGrid } from "./hulk/reach";

export interface MissionLintContext {
  mission: MissionBody;
  map: HulkMap;
  slots: PoolSection[];
  /** Holes of the fixed features only. */
  holes: HoleGrid;
  /** Fixed holes plus every place the counter pool might open one. */
  possibleHoles: HoleGrid;
  chutes: Uint8Array;
  chuteCells: number[];
  /** Cells of the Marines' deployment zones. */
  marineStarts: number[];
  /** Lazily computed searches: by Marines from their deployment, by Stealers towards it. */
  reach(mover: "marine" | "stealer", withPool: boolean): Uint8Array;
}

export function missionLintContext(mission: MissionBody): MissionLintContext {
  const map = decodeMap(mission);
  const slots = poolSections(map, mission, occupiedCells(map, mission));
  const holes = fixedHoles(map, mission);
  const possibleHoles = withPoolHoles(map, mission, holes, slots);
  const chutes = new Uint8Array(map.section.length);
  const chuteCells: number[] = [];
  for (const f of mission.features) {
    if (f.type !== "chute" || !inMap(map, f)) continue;
    chutes[cellIndex(map, f)] = 1;
    chuteCells.push(cellIndex(map, f));
  }
  const marineStarts = mission.deployment.filter((z) => z.side === "marines").flatMap((z) => zoneCells(map, z));
  const cache = new Map<string, Uint8Array>();
  const reach = (mover: "marine" | "stealer", withPool: boolean) => {
    const key = `${mover}:${withPool}`;
    let seen = cache.get(key);
    if (!seen) {
      // Stealer moves are symmetric (every hole both ways), so searching from the Marines'
      // deployment finds every entry space a Stealer could walk to it from, in one pass.
      seen = reachable(map, withPool ? possibleHoles : holes, marineStarts, mover, chutes);
      cache.set(key, seen);
    }
    return seen;
  };
  return { mission, map, slots, holes, possibleHoles, chutes, chuteCells, marineStarts, reach };
}
