import { describe, expect, it } from "vitest";
import { edgeSetFrom, hex, neighbor, ring } from "./hex";
import { edgeJoin, findRing, indexTiles, tileGroups } from "./path-graph";

describe("path graph", () => {
  it("joins only where both tiles have a path on the shared edge", () => {
    const a = { hex: hex(0, 0), paths: edgeSetFrom([0]) };
    const b = { hex: neighbor(hex(0, 0), 0), paths: edgeSetFrom([3]) };
    const c = { hex: neighbor(hex(0, 0), 1), paths: edgeSetFrom([0]) };
    const tiles = indexTiles([a, b, c]);
    expect(edgeJoin(tiles, a, 0)).toBe("joined");
    expect(edgeJoin(tiles, a, 1)).toBe("blocked");
    expect(edgeJoin(tiles, a, 2)).toBe("open");
  });

  it("finds a ring of six tiles around an empty centre, and none when one join is a dead end", () => {
    // Around hex(0,0), tile k sits in direction d from the centre; its ring neighbours are in
    // directions d + 2 and d - 2 (mod 6) from it.
    const around = ring(hex(0, 0), 1).map((h, i, all) => {
      const next = all[(i + 1) % all.length];
      const prev = all[(i + all.length - 1) % all.length];
      const dirTo = (to: typeof h) =>
        [0, 1, 2, 3, 4, 5].find((d) => {
          const n = neighbor(h, d);
          return n.q === to.q && n.r === to.r;
        })!;
      return { hex: h, paths: edgeSetFrom([dirTo(next), dirTo(prev)]) };
    });
    expect(findRing(indexTiles(around)).ring).toBe(true);
    const broken = around.map((t, i) => (i === 0 ? { ...t, deadEnds: t.paths & -t.paths } : t));
    expect(findRing(indexTiles(broken)).ring).toBe(false);
    expect(tileGroups(indexTiles(around))).toHaveLength(1);
  });

  it("counts separate groups", () => {
    const tiles = indexTiles([
      { hex: hex(0, 0), paths: 0 },
      { hex: hex(1, 0), paths: 0 },
      { hex: hex(5, 5), paths: 0 },
    ]);
    expect(tileGroups(tiles).map((g) => g.length)).toEqual([2, 1]);
  });
});
