import { describe, expect, it } from "vitest";
import pitfall from "@/lib/content/samples/pitfall.mission.json";
import { missionBodySchema } from "@/lib/content/kinds/mission";
import { CURSOR_KEYS, describeMark, isCursorKey, markCorner, moveCursor } from "./map-cursor";
import { MAP_CURSOR_SHORTCUTS } from "./mission-shortcuts";

const body = missionBodySchema.parse(pitfall.body);

describe("the mission map's keyboard cursor", () => {
  it("starts at the active level's top-left corner", () => {
    expect(moveCursor(body, null, 1, "ArrowRight")).toEqual({ level: 1, x: 0, y: 0 });
  });

  it("moves one cell per arrow and stops at the level's edges", () => {
    const width = body.levels[0].rows[0].length;
    const height = body.levels[0].rows.length;
    expect(moveCursor(body, { level: 0, x: 2, y: 3 }, 0, "ArrowRight")).toEqual({ level: 0, x: 3, y: 3 });
    expect(moveCursor(body, { level: 0, x: 2, y: 3 }, 0, "ArrowUp")).toEqual({ level: 0, x: 2, y: 2 });
    expect(moveCursor(body, { level: 0, x: 0, y: 0 }, 0, "ArrowLeft")).toEqual({ level: 0, x: 0, y: 0 });
    expect(moveCursor(body, { level: 0, x: width - 1, y: height - 1 }, 0, "ArrowDown")).toEqual({ level: 0, x: width - 1, y: height - 1 });
  });

  it("knows its keys", () => {
    expect(["ArrowLeft", "ArrowUp", "Enter", "a"].map(isCursorKey)).toEqual([true, true, false, false]);
  });

  it("lists its arrows in the order the shortcut set gives them, plain and with Shift", () => {
    expect(MAP_CURSOR_SHORTCUTS.shortcuts.move.keys).toEqual([...CURSOR_KEYS]);
    expect(MAP_CURSOR_SHORTCUTS.shortcuts.mark.keys).toEqual(CURSOR_KEYS.map((k) => `Shift+${k}`));
  });

  it("marks a rectangle from the cell the cursor leaves, and keeps that corner while Shift+arrows go on", () => {
    const start = { level: 0, x: 2, y: 3 };
    expect(markCorner(null, start)).toEqual(start);
    expect(markCorner(start, { level: 0, x: 4, y: 5 })).toEqual(start);
    // A corner on another level is not this rectangle's: it starts again where the cursor is.
    expect(markCorner({ level: 1, x: 0, y: 0 }, start)).toEqual(start);
    expect(markCorner(null, null)).toBeNull();
  });

  it("says the marked rectangle in words, whichever way it was drawn", () => {
    expect(describeMark({ level: 0, x: 1, y: 6 }, { level: 0, x: 3, y: 8 })).toBe("(1, 6) to (3, 8), 3 × 3 cells");
    expect(describeMark({ level: 0, x: 3, y: 8 }, { level: 0, x: 3, y: 7 })).toBe("(3, 8) to (3, 7), 1 × 2 cells");
    expect(describeMark({ level: 0, x: 3, y: 8 }, { level: 0, x: 3, y: 8 })).toBe("(3, 8) to (3, 8), 1 × 1 cell");
  });
});
