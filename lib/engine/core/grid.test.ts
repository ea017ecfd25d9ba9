import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cell,
  chebyshev,
  facingTowards,
  inArc,
  inFrontArc,
  lineCells,
  lineOfSight,
  neighbors4,
  neighbors8,
  traverse,
  turn,
  type Cell,
} from "./grid";

const c = fc.integer({ min: -30, max: 30 });
const cellArb = fc.record({ x: c, y: c, level: fc.constant(0) });

describe("square grid", () => {
  it("neighbourhoods", () => {
    expect(neighbors4(cell(0, 0))).toEqual([cell(0, -1), cell(1, 0), cell(0, 1), cell(-1, 0)]);
    expect(neighbors8(cell(1, 1, 2))).toHaveLength(8);
    for (const n of neighbors8(cell(1, 1, 2))) {
      expect(chebyshev(n, cell(1, 1, 2))).toBe(1);
      expect(n.level).toBe(2);
    }
  });

  it("facing and turning", () => {
    expect(turn(0, -1)).toBe(7);
    expect(turn(6, 2)).toBe(0);
    expect(facingTowards(cell(0, 0), cell(0, -5))).toBe(0);
    expect(facingTowards(cell(0, 0), cell(3, 3))).toBe(3);
    expect(facingTowards(cell(0, 0), cell(-2, 0))).toBe(6);
    expect(inFrontArc(cell(0, 0), 0, cell(1, -1))).toBe(true);
    expect(inFrontArc(cell(0, 0), 0, cell(2, -1))).toBe(false);
    expect(inArc(cell(0, 0), 0, cell(2, -1), 90)).toBe(true);
    expect(inArc(cell(0, 0), 0, cell(0, 1), 90)).toBe(false);
  });

  it("traversal is contiguous, goes from a to b, and is symmetric as a set", () => {
    fc.assert(
      fc.property(cellArb, cellArb, (a, b) => {
        const cells = lineCells(a, b);
        expect(cells[0]).toEqual(a);
        expect(cells[cells.length - 1]).toEqual(b);
        for (let i = 1; i < cells.length; i++) expect(chebyshev(cells[i - 1], cells[i])).toBe(1);
        const key = (x: Cell) => `${x.x},${x.y}`;
        expect(new Set(lineCells(b, a).map(key))).toEqual(new Set(cells.map(key)));
      }),
    );
  });

  it("reports exact corner crossings on diagonals", () => {
    const steps = traverse(cell(0, 0), cell(2, 2));
    expect(steps.map((s) => s.cell)).toEqual([cell(0, 0), cell(1, 1), cell(2, 2)]);
    expect(steps[1].corner).toEqual([cell(1, 0), cell(0, 1)]);
  });

  it("line of sight with a pluggable blocker", () => {
    const wall = new Set(["2,0", "2,1", "2,2"]);
    const blocks = (x: Cell) => wall.has(`${x.x},${x.y}`);
    expect(lineOfSight(cell(0, 1), cell(4, 1), blocks)).toBe(false);
    expect(lineOfSight(cell(0, 4), cell(4, 4), blocks)).toBe(true);
    // Diagonal past one blocked corner cell: "either" passes, "both" blocks.
    const one = (x: Cell) => x.x === 1 && x.y === 0;
    expect(lineOfSight(cell(0, 0), cell(2, 2), one)).toBe(true);
    expect(lineOfSight(cell(0, 0), cell(2, 2), one, { corners: "both" })).toBe(false);
    // End cells do not block unless asked.
    const ends = (x: Cell) => x.x === 0 && x.y === 0;
    expect(lineOfSight(cell(0, 0), cell(3, 0), ends)).toBe(true);
    expect(lineOfSight(cell(0, 0), cell(3, 0), ends, { includeEnds: true })).toBe(false);
  });

  it("interpolates levels between endpoints", () => {
    const cells = lineCells(cell(0, 0, 0), cell(4, 0, 2));
    expect(cells.map((x) => x.level)).toEqual([0, 1, 1, 2, 2]);
  });
});
