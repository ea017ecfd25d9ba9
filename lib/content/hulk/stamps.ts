/**
 * Map sections to stamp onto a level, like the printed board pieces of Space Hulk: corridor
 * lengths, corners, junctions and rooms. A stamp is a small grid ('.' floor, anything else left as
 * it is), turned in quarter turns, and placing it makes a new section of its kind from its floor
 * cells (one undo step). Walls are not stamped: a level starts as wall, so a stamp carves floor.
 */
import type { MissionBody, MissionSection } from "../kinds/mission";
import { addSection, paintCells, type XY } from "./mission-ops";

export interface Stamp {
  id: string;
  name: string;
  kind: MissionSection["kind"];
  rows: readonly string[];
}

export const STAMPS: readonly Stamp[] = [
  { id: "corridor-3", name: "Corridor (3)", kind: "corridor", rows: ["..."] },
  { id: "corridor-5", name: "Corridor (5)", kind: "corridor", rows: ["....."] },
  { id: "corner", name: "Corner", kind: "corridor", rows: ["...", "  .", "  ."] },
  { id: "t-junction", name: "T-junction", kind: "corridor", rows: [".....", "  .  ", "  .  "] },
  { id: "crossroads", name: "Crossroads", kind: "corridor", rows: ["  .  ", "  .  ", ".....", "  .  ", "  .  "] },
  { id: "room-3", name: "Room 3×3", kind: "room", rows: ["...", "...", "..."] },
  { id: "room-5x3", name: "Room 5×3", kind: "room", rows: [".....", ".....", "....."] },
  { id: "room-5", name: "Room 5×5", kind: "room", rows: [".....", ".....", ".....", ".....", "....."] },
];

export const stampById = (id: string): Stamp | undefined => STAMPS.find((s) => s.id === id);

/** The rows turned clockwise `turns` quarter turns (any integer; 4 is a full turn). */
export function rotateRows(rows: readonly string[], turns: number): string[] {
  let out = rows.map((r) => r);
  for (let t = 0; t < ((turns % 4) + 4) % 4; t++) {
    const h = out.length,
      w = Math.max(...out.map((r) => r.length));
    // Clockwise: new row x, column (h − 1 − y) takes old (x, y).
    out = Array.from({ length: w }, (_, x) => Array.from({ length: h }, (_, i) => out[h - 1 - i][x] ?? " ").join(""));
  }
  return out;
}

/** The floor cells of the stamp turned `turns` times with its top-left corner at `at`. */
export function stampCells(stamp: Stamp, turns: number, at: XY): XY[] {
  const rows = rotateRows(stamp.rows, turns);
  const cells: XY[] = [];
  rows.forEach((row, y) => [...row].forEach((ch, x) => ch === "." && cells.push({ x: at.x + x, y: at.y + y })));
  return cells;
}

/**
 * Carves the stamp into a level as a new section (named after the stamp). Cells off the map are
 * dropped; a stamp wholly off the map, or a level with no section key left, changes nothing.
 */
export function placeStamp(m: MissionBody, level: number, at: XY, stamp: Stamp, turns: number): { body: MissionBody; key: string | null } {
  const cells = stampCells(stamp, turns, at).filter((c) => c.x >= 0 && c.y >= 0 && c.x < m.width && c.y < m.height);
  if (cells.length === 0 || !m.levels[level]) return { body: m, key: null };
  const added = addSection(m, level, stamp.kind, `${m.levels[level].name} ${stamp.name.toLowerCase()}`);
  if (!added.key) return added;
  return { body: paintCells(added.body, level, cells, added.key), key: added.key };
}
