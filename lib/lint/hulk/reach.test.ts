import { describe, expect, it } from "vitest";
import { fixedHoles } from "./holes";
import { cellIndex, decodeMap } from "../../content/hulk/map";
import { LADDER_HOLE, PITFALL_HOLE, emptyHoleGrid, reachable } from "./reach";
import { missionFromRows } from "../../content/hulk/test-missions";

// Two levels, each one corridor of three spaces; the hole is in the upper level's floor at x 0.
const twoLevels = () => decodeMap(missionFromRows([["aaa"], ["bbb"]]));

describe("reachable", () => {
  it("climbs ladders both ways, for Marines and Stealers", () => {
    const map = twoLevels();
    const holes = emptyHoleGrid(map);
    holes[cellIndex(map, { level: 1, x: 0, y: 0 })] = LADDER_HOLE;
    for (const mover of ["marine", "stealer"] as const) {
      const up = reachable(map, holes, [cellIndex(map, { level: 0, x: 2, y: 0 })], mover);
      expect(up[cellIndex(map, { level: 1, x: 2, y: 0 })]).toBe(1);
      const down = reachable(map, holes, [cellIndex(map, { level: 1, x: 2, y: 0 })], mover);
      expect(down[cellIndex(map, { level: 0, x: 2, y: 0 })]).toBe(1);
    }
  });

  it("takes Marines down a pitfall but never up it (seed: a Marine below cannot climb up)", () => {
    const map = twoLevels();
    const holes = emptyHoleGrid(map);
    holes[cellIndex(map, { level: 1, x: 0, y: 0 })] = PITFALL_HOLE;
    const down = reachable(map, holes, [cellIndex(map, { level: 1, x: 2, y: 0 })], "marine");
    expect(down[cellIndex(map, { level: 0, x: 2, y: 0 })]).toBe(1);
    const up = reachable(map, holes, [cellIndex(map, { level: 0, x: 2, y: 0 })], "marine");
    expect(up[cellIndex(map, { level: 1, x: 0, y: 0 })]).toBe(0);
    expect(up[cellIndex(map, { level: 0, x: 0, y: 0 })]).toBe(1);
  });

  it("lets Stealers climb up through a pitfall", () => {
    const map = twoLevels();
    const holes = emptyHoleGrid(map);
    holes[cellIndex(map, { level: 1, x: 0, y: 0 })] = PITFALL_HOLE;
    const up = reachable(map, holes, [cellIndex(map, { level: 0, x: 2, y: 0 })], "stealer");
    expect(up[cellIndex(map, { level: 1, x: 2, y: 0 })]).toBe(1);
  });

  it("goes down one level per hole, not through the floor below (three levels)", () => {
    const m = missionFromRows([["aaa"], ["bbb"], ["ccc"]]);
    m.features = [
      { type: "pitfall", letter: "A", level: 2, x: 0, y: 0 },
      { type: "ladder", level: 1, x: 2, y: 0 },
    ];
    const map = decodeMap(m);
    const holes = fixedHoles(map, m);
    const seen = reachable(map, holes, [cellIndex(map, { level: 2, x: 1, y: 0 })], "marine");
    expect([...seen]).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const fromBottom = reachable(map, holes, [cellIndex(map, { level: 0, x: 0, y: 0 })], "marine");
    expect(fromBottom[cellIndex(map, { level: 1, x: 0, y: 0 })]).toBe(1);
    expect(fromBottom[cellIndex(map, { level: 2, x: 0, y: 0 })]).toBe(0);
  });

  it("stops at walls, never squeezes diagonally between two wall corners, and does not leave a chute", () => {
    const map = decodeMap(missionFromRows([["a#", "#a"]]));
    expect(reachable(map, emptyHoleGrid(map), [0], "stealer")[3]).toBe(0);
    const line = decodeMap(missionFromRows([["aaa"]]));
    const chute = new Uint8Array(3);
    chute[1] = 1;
    expect([...reachable(line, emptyHoleGrid(line), [0], "marine", chute)]).toEqual([1, 1, 0]);
  });

  it("walks a 100×100 two-level map", () => {
    const rows = Array.from({ length: 100 }, () => "a".repeat(100));
    const m = missionFromRows([rows, rows]);
    m.features = [{ type: "ladder", level: 1, x: 99, y: 99 }];
    const map = decodeMap(m);
    const seen = reachable(map, fixedHoles(map, m), [0], "marine");
    expect(seen.reduce((n, v) => n + v, 0)).toBe(20_000);
  });
});
