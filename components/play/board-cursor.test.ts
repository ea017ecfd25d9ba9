import { describe, expect, it } from "vitest";
import { hexKey, hexToPixel, layout, neighbor } from "@/lib/engine/core/hex";
import { cursorText, enterCell, squareCells, stepCursor, type CursorOption } from "./board-cursor";

const UP = 0,
  RIGHT = 1,
  DOWN = 2,
  LEFT = 3;
const key = (x: number, y: number) => `${x},${y}`;

describe("the board cursor on a square grid", () => {
  const grid = squareCells(4, 3, key);

  it("steps one square in the arrow's direction", () => {
    expect(stepCursor(grid, "1,1", UP)).toBe("1,0");
    expect(stepCursor(grid, "1,1", RIGHT)).toBe("2,1");
    expect(stepCursor(grid, "1,1", DOWN)).toBe("1,2");
    expect(stepCursor(grid, "1,1", LEFT)).toBe("0,1");
  });

  it("stays put at the edge", () => {
    expect(stepCursor(grid, "0,0", UP)).toBe("0,0");
    expect(stepCursor(grid, "3,2", RIGHT)).toBe("3,2");
  });

  it("starts at the given cell, or the first one, when there is no cursor yet", () => {
    expect(stepCursor(grid, null, DOWN, "2,2")).toBe("2,2");
    expect(stepCursor(grid, null, DOWN)).toBe("0,0");
    expect(stepCursor(grid, "9,9", DOWN)).toBe("0,0");
  });

  it("skips walls to the next floor square in line, or else the nearest one beside the line", () => {
    const floor = squareCells(3, 2, key, (x, y) => !(y === 0 && x === 1) && !(y === 0 && x === 2));
    expect(stepCursor(floor, "0,0", RIGHT)).toBe("1,1");
    const corridor = squareCells(5, 1, key, (x) => x !== 2);
    expect(stepCursor(corridor, "1,0", RIGHT)).toBe("3,0");
  });

  it("crosses to the next level of a map drawn beside this one", () => {
    // Two 3-wide levels side by side with a gap of two squares, as the Space Hulk map draws them.
    const levels = [0, 1].flatMap((level) => squareCells(3, 2, (x, y) => `${level}:${x},${y}`).map((c) => ({ ...c, x: c.x + level * 5 })));
    expect(stepCursor(levels, "0:2,1", RIGHT)).toBe("1:0,1");
  });
});

describe("the board cursor on a hex table", () => {
  const lay = layout("pointy", 10, { x: 0, y: 0 });
  const centre = { q: 0, r: 0 };
  const ring = [centre, ...[0, 1, 2, 3, 4, 5].map((d) => neighbor(centre, d))];
  const cells = ring.map((h) => ({ key: hexKey(h), ...hexToPixel(lay, h) }));

  it("left and right step to the west and east hexes", () => {
    expect(stepCursor(cells, hexKey(centre), RIGHT)).toBe(hexKey(neighbor(centre, 0)));
    expect(stepCursor(cells, hexKey(centre), LEFT)).toBe(hexKey(neighbor(centre, 3)));
  });

  it("up and down step to a hex above or below, never sideways", () => {
    const up = stepCursor(cells, hexKey(centre), UP)!;
    const down = stepCursor(cells, hexKey(centre), DOWN)!;
    const y = (k: string) => cells.find((c) => c.key === k)!.y;
    expect(y(up)).toBeLessThan(0);
    expect(y(down)).toBeGreaterThan(0);
  });
});

describe("Enter on the cursor's cell", () => {
  const option = (label: string): CursorOption => ({ label, run: () => {} });

  it("does nothing on a cell with nothing to do, the only action at once, and offers a choice of several", () => {
    expect(enterCell([]).kind).toBe("nothing");
    const one = option("Move here");
    expect(enterCell([one])).toEqual({ kind: "run", option: one });
    expect(enterCell([one, option("Fire")]).kind).toBe("choose");
  });

  it("says the place and what Enter would do", () => {
    expect(cursorText("2 tiles east of the start", [])).toBe("2 tiles east of the start. Nothing to do here.");
    expect(cursorText("the start", [option("Sergeant: move here")])).toBe("the start. Enter: Sergeant: move here.");
    expect(cursorText("the start", [option("Move"), option("Fire")])).toBe("the start. Enter: choose from 2 actions (Move; Fire).");
  });
});
