import { describe, expect, it } from "vitest";
import { emptyMission, missionBodySchema } from "../kinds/mission";
import { resizeMission } from "./mission-ops";
import { placeStamp, rotateRows, stampById, stampCells, STAMPS } from "./stamps";

describe("map section stamps", () => {
  it("turn clockwise in quarter turns; four turns are the stamp itself", () => {
    const corner = stampById("corner")!;
    expect(rotateRows(corner.rows, 1)).toEqual(["  .", "  .", "..."]);
    expect(rotateRows(corner.rows, 2)).toEqual([".  ", ".  ", "..."]);
    for (const s of STAMPS) expect(rotateRows(s.rows, 4).map((r) => r.trimEnd())).toEqual(s.rows.map((r) => r.trimEnd()));
    expect(rotateRows(["..."], 1)).toEqual([".", ".", "."]);
    expect(rotateRows(["..."], -1)).toEqual(rotateRows(["..."], 3));
  });

  it("carve a new section of the stamp's kind at the clicked cell, clipped to the map", () => {
    const m = resizeMission(emptyMission(), 6, 6);
    const { body, key } = placeStamp(m, 0, { x: 4, y: 1 }, stampById("corridor-5")!, 1);
    expect(key).not.toBeNull();
    const section = body.levels[0].sections.find((s) => s.key === key)!;
    expect(section.kind).toBe("corridor");
    expect(stampCells(stampById("corridor-5")!, 1, { x: 4, y: 1 })).toHaveLength(5);
    // Turned upright at x = 4, from y = 1: five rows down, the last one off the map is dropped.
    expect(body.levels[0].rows.map((r) => r[4])).toEqual(["#", key, key, key, key, key]);
    expect(missionBodySchema.safeParse(body).success).toBe(true);
  });

  it("leave the mission as it was when the stamp lies wholly off the map", () => {
    const m = resizeMission(emptyMission(), 4, 4);
    expect(placeStamp(m, 0, { x: 10, y: 10 }, stampById("room-3")!, 0)).toEqual({ body: m, key: null });
  });
});
