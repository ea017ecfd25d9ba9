import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { emptyTileset, tilesetBodySchema, type Tile } from "./kinds/tileset";
import {
  addKind,
  addTile,
  deckTotals,
  duplicateTile,
  kindInUse,
  removeKind,
  removeTile,
  rotateTile,
  setPath,
  toggleDeadEnd,
  togglePath,
  updateKind,
} from "./tileset-ops";

const base: Tile = {
  id: "t",
  name: "T",
  kind: "jungle",
  paths: [0, 2],
  deadEnds: [2],
  fork: false,
  art: null,
  count: 1,
  notes: { type: "doc", content: [] },
  properties: {},
};

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

  it("turns a tile's picture with its paths", () => {
    const pictured: Tile = { ...base, art: { src: "https://example.org/a.png", alt: "", rotation: 5 } };
    expect(rotateTile(pictured, 1).art).toEqual({ src: "https://example.org/a.png", alt: "", rotation: 0 });
    expect(rotateTile(pictured, -2).art?.rotation).toBe(3);
    expect(rotateTile(base, 1).art).toBeNull();
  });

  it("adds author-defined kinds with valid, unique ids; removes only kinds nothing needs", () => {
    let body = emptyTileset();
    const swamp = addKind(body, "Swamp", "#445566");
    expect(swamp.id).toBe("swamp");
    const again = addKind(swamp.body, "swamp!", "#445566");
    expect(again.id).toBe("swamp-2");
    const odd = addKind(again.body, " 3 rivers ", "#123456");
    expect(odd.id).toBe("rivers");
    expect(addKind(odd.body, "!!!", "#123456").id).toBe("kind");
    body = addKind(odd.body, "!!!", "#123456").body;
    expect(tilesetBodySchema.safeParse(body).success).toBe(true);

    body = updateKind(body, "swamp", { label: "Bog", color: "#000000" });
    expect(body.kinds.find((k) => k.id === "swamp")).toEqual({ id: "swamp", label: "Bog", color: "#000000" });
    body = addTile(body, "swamp").body;
    expect(kindInUse(body, "swamp")).toBe("1 tile of this kind");
    expect(removeKind(body, "swamp")).toBe(body);
    expect(kindInUse(body, "start")).toBe("the rules need this kind");
    expect(kindInUse(body, "rivers")).toBeNull();
    expect(removeKind(body, "rivers").kinds.map((k) => k.id)).not.toContain("rivers");
  });

  it("keeps rule options the engine knows to their allowed values, and other keys as they are", () => {
    const ok = tilesetBodySchema.safeParse({
      ...emptyTileset(),
      rules: { tileRotation: "face-soldiers", maxTurns: 40, fromNewerStudio: "x" },
    });
    expect(ok.success).toBe(true);
    const bad = tilesetBodySchema.safeParse({ ...emptyTileset(), rules: { tileRotation: "sideways", maxTurns: 0 } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["rules.tileRotation", "rules.maxTurns"]);
  });
});
