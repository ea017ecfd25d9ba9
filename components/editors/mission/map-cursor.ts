// The mission map's keyboard cursor: the selected cell moved by the arrow keys, kept on its level's
// grid. Enter or Space then paints there with the current tool, as a one-cell stroke.
import type { CellRef, MissionBody } from "@/lib/content/kinds/mission";

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Whether `key` moves the cursor. */
export const isCursorKey = (key: string): boolean => key in STEPS;

/** The cell the cursor goes to from `from` (the level's top-left corner when nothing is selected). */
export function moveCursor(body: MissionBody, from: CellRef | null, level: number, key: string): CellRef | null {
  const lv = body.levels[from?.level ?? level];
  if (!lv || lv.rows.length === 0) return null;
  const width = lv.rows[0].length;
  if (!from) return { level, x: 0, y: 0 };
  const [dx, dy] = STEPS[key] ?? [0, 0];
  return {
    level: from.level,
    x: Math.min(width - 1, Math.max(0, from.x + dx)),
    y: Math.min(lv.rows.length - 1, Math.max(0, from.y + dy)),
  };
}
