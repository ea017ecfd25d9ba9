/**
 * A mission's map decoded once into flat typed arrays, so lint, the designer and simulations can
 * ask "which section is this space in?" in O(1) and walk the whole map in linear time.
 *
 * Cell index = level * width * height + y * width + x (level 0 = bottom, as in the schema).
 */
import { WALL, type CellRef, type DeploymentZone, type MissionBody, type MissionSection } from "../kinds/mission";

export interface DecodedSection extends MissionSection {
  level: number;
}

export interface HulkMap {
  width: number;
  height: number;
  levels: number;
  /** Cells per level (width × height). */
  plane: number;
  /** Section index of each cell; -1 for wall and void. */
  section: Int32Array;
  sections: DecodedSection[];
  sectionByName: Map<string, number>;
  /** The cell indices of each section, in row order. */
  sectionCells: number[][];
}

export function decodeMap(m: MissionBody): HulkMap {
  const plane = m.width * m.height;
  const section = new Int32Array(plane * m.levels.length).fill(-1);
  const sections: DecodedSection[] = [];
  const sectionCells: number[][] = [];
  const sectionByName = new Map<string, number>();
  m.levels.forEach((level, li) => {
    const byKey = new Map<string, number>();
    for (const s of level.sections) {
      byKey.set(s.key, sections.length);
      sectionByName.set(s.name, sections.length);
      sections.push({ ...s, level: li });
      sectionCells.push([]);
    }
    for (let y = 0; y < Math.min(level.rows.length, m.height); y++) {
      const row = level.rows[y];
      for (let x = 0; x < Math.min(row.length, m.width); x++) {
        const s = row[x] === WALL ? undefined : byKey.get(row[x]);
        if (s === undefined) continue;
        const i = li * plane + y * m.width + x;
        section[i] = s;
        sectionCells[s].push(i);
      }
    }
  });
  return { width: m.width, height: m.height, levels: m.levels.length, plane, section, sections, sectionByName, sectionCells };
}

export const cellIndex = (map: HulkMap, c: CellRef): number => c.level * map.plane + c.y * map.width + c.x;

export function cellAt(map: HulkMap, i: number): CellRef {
  const level = Math.floor(i / map.plane);
  const rest = i - level * map.plane;
  return { level, x: rest % map.width, y: Math.floor(rest / map.width) };
}

export const inMap = (map: HulkMap, c: CellRef): boolean =>
  c.level >= 0 && c.level < map.levels && c.x >= 0 && c.x < map.width && c.y >= 0 && c.y < map.height;

/** Whether a space can be stood on (room or corridor, not wall or void). */
export const isFloor = (map: HulkMap, c: CellRef): boolean => inMap(map, c) && map.section[cellIndex(map, c)] >= 0;

/** Whether the space directly below `c` is floor (false on the bottom level). */
export const floorBelow = (map: HulkMap, c: CellRef): boolean => c.level > 0 && isFloor(map, { ...c, level: c.level - 1 });

/** The cells of a deployment zone: its sections' cells plus its single cells (in the map). */
export function zoneCells(map: HulkMap, zone: DeploymentZone): number[] {
  const out: number[] = [];
  for (const name of zone.sections) {
    const s = map.sectionByName.get(name);
    if (s !== undefined) out.push(...map.sectionCells[s]);
  }
  for (const c of zone.cells) if (inMap(map, c)) out.push(cellIndex(map, c));
  return out;
}
