import { describe, expect, it } from "vitest";
import { emptyScenario, scenarioBodySchema } from "@/lib/content/kinds/scenario";
import { addFigure, addObject, floodFillHexes, hexLine, moveThing, paintSpaces, rectangleHexes, removeThing, spaceAt } from "./terrain-ops";

describe("scenario terrain edits", () => {
  it("paints a level on spaces and adds floor where the map had none", () => {
    const body = emptyScenario();
    const next = paintSpaces(
      body,
      [
        { q: 0, r: 0 },
        { q: 9, r: 0 },
      ],
      { kind: "level", level: 3 },
    );
    expect(spaceAt(next, { q: 0, r: 0 })).toMatchObject({ level: 3, terrain: "floor" });
    expect(spaceAt(next, { q: 9, r: 0 })).toMatchObject({ level: 3, terrain: "floor", impassable: false });
    expect(next.spaces).toHaveLength(body.spaces.length + 1);
    expect(scenarioBodySchema.safeParse(next).success).toBe(true);
  });

  it("returns the same body when a stroke changes nothing", () => {
    const body = emptyScenario();
    expect(paintSpaces(body, [{ q: 0, r: 0 }], { kind: "terrain", terrain: "floor" })).toBe(body);
    expect(paintSpaces(body, [{ q: 30, r: 30 }], { kind: "remove" })).toBe(body);
  });

  it("takes spaces off the map", () => {
    const body = emptyScenario();
    const next = paintSpaces(body, [{ q: 0, r: 0 }], { kind: "remove" });
    expect(spaceAt(next, { q: 0, r: 0 })).toBeUndefined();
    expect(next.spaces).toHaveLength(body.spaces.length - 1);
  });

  it("covers an on-screen rectangle of columns and rows", () => {
    const hexes = rectangleHexes({ q: 0, r: 0 }, { q: 2, r: 0 });
    // 3 columns × 2 rows; the odd column sits half a hex lower, so its axial r shifts.
    expect(hexes).toHaveLength(6);
    expect(hexes).toContainEqual({ q: 1, r: 0 });
    expect(hexes).toContainEqual({ q: 2, r: -1 });
    expect(hexes).toContainEqual({ q: 2, r: 0 });
  });

  it("flood-fills the joined spaces of the same kind and stops at another level", () => {
    let body = emptyScenario();
    // A wall line across the hall at q = 0 splits it into two floors.
    body = paintSpaces(
      body,
      body.spaces.filter((s) => s.q === 0),
      { kind: "terrain", terrain: "wall" },
    );
    const west = floodFillHexes(body, { q: -2, r: 0 });
    expect(west.length).toBe(body.spaces.filter((s) => s.q < 0).length);
    expect(west.every((h) => h.q < 0)).toBe(true);
    expect(floodFillHexes(body, { q: 40, r: 0 })).toEqual([]);
  });

  it("draws a drag as a line of touching hexes", () => {
    const line = hexLine({ q: 0, r: 0 }, { q: 3, r: -1 });
    expect(line[0]).toEqual({ q: 0, r: 0 });
    expect(line.at(-1)).toEqual({ q: 3, r: -1 });
    expect(line).toHaveLength(4);
  });

  it("places, moves and removes figures and objects", () => {
    let body = emptyScenario();
    const placed = addFigure(body, { q: 1, r: 0 }, "heroes", "Mirim");
    body = placed.body;
    expect(placed.id).toBe("mirim");
    body = addObject(body, { q: 0, r: 1 }, { name: "chest", weight: 4, maxRange: 3, tall: false });
    body = {
      ...body,
      victory: [...body.victory, { kind: "carry", side: "heroes", object: "chest", spaces: [{ q: 2, r: 0 }], points: 5, ends: true }],
    };
    body = moveThing(body, { figure: "mirim" }, { q: 2, r: -1 });
    expect(body.figures[0].start).toEqual({ q: 2, r: -1 });
    expect(scenarioBodySchema.safeParse(body).success).toBe(true);
    body = removeThing(body, { object: "chest" });
    expect(body.objects).toEqual([]);
    expect(body.victory.some((v) => v.kind === "carry")).toBe(false);
  });
});
