import { describe, expect, it } from "vitest";
import pitfall from "@/lib/content/samples/pitfall.mission.json";
import { missionBodySchema } from "@/lib/content/kinds/mission";
import { isCursorKey, moveCursor } from "./map-cursor";

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
});
