import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { emptyTileset, tilesetBodySchema, type Tile } from "./kinds/tileset";
import { addTile, deckTotals, duplicateTile, removeTile, rotateTile, setPath, toggleDeadEnd, togglePath } from "./tileset-ops";

const base: Tile = { id: "t", name: "T", kind: "jungle", paths: [0, 2], deadEnds: [2], fork: false, art: null, count: 1, notes: { type: "doc", content: [] }, properties: {} };

describe("tile-set operations", () => {
  it("rotates paths and dead ends together; six steps is the identity", () => {
    expect(rotateTile(base, 1)).toMatchObject({ paths: [1, 3], deadEnds: [3] });
    expect(rotateTile(base, -1)).toMatchObject({ paths: [1, 5], deadEnds: [1] });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }), fc.integer({ min: -12, max: 12 }), (paths, k) => {
        const tile: Tile = { ...base, paths: [...paths].sort(), deadEnds: [] };
        let t: Tile = tile;
        for (let i = 0; i < 6; i++) t = rotateTile(t, k);
        expect(t.paths).toEqual(tile.paths);
      }),
    );
  });

  it("toggles paths (dropping a dead end with its path) and dead ends only where a path is", () => {
    expect(togglePath(base, 2)).toMatchObject({ paths: [0], deadEnds: [] });
    expect(togglePath(base, 4)).toMatchObject({ paths: [0, 2, 4] });
    expect(setPath(base, 0, true)).toBe(base);
    expect(toggleDeadEnd(base, 5)).toBe(base);
    expect(toggleDeadEnd(base, 0)).toMatchObject({ deadEnds: [0, 2] });
  });

  it("adds, duplicates and removes tiles with unique ids, keeping the body valid", () => {
    let body = emptyTileset();
    const a = addTile(body, "jungle");
    body = a.body;
    const b = duplicateTile(body, a.id);
    body = b.body;
    expect(b.id).not.toBe(a.id);
    expect(tilesetBodySchema.safeParse(body).success).toBe(true);
    expect(deckTotals(body).find((t) => t.kind === "jungle")?.count).toBe(2);
    expect(removeTile(body, a.id).tiles.map((t) => t.id)).toEqual([b.id]);
  });
});
