// The mission map's keyboard cursor: the selected cell moved by the arrow keys, kept on its level's
// grid. Enter then paints there with the current tool, as a one-cell stroke; Shift+arrows mark a
// rectangle from where the cursor was, which Enter paints with the brush.
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

/** The arrows in the order the map's shortcut set lists them (mission-shortcuts.ts): up, right, down, left. */
export const CURSOR_KEYS = ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"] as const;

/**
 * Where a rectangle marked with Shift+arrows starts: the corner already marked on the cursor's
 * level, or else the cell the cursor leaves.
 */
export function markCorner(corner: CellRef | null, cursor: CellRef | null): CellRef | null {
  return corner && cursor && corner.level === cursor.level ? corner : cursor;
}

/** The marked rectangle between a corner and the cursor, in words: "(1, 6) to (3, 8), 3 × 3 cells". */
export function describeMark(corner: CellRef, cursor: CellRef): string {
  const w = Math.abs(cursor.x - corner.x) + 1;
  const h = Math.abs(cursor.y - corner.y) + 1;
  return `(${corner.x}, ${corner.y}) to (${cursor.x}, ${cursor.y}), ${w} × ${h} ${w * h === 1 ? "cell" : "cells"}`;
}
