import { describe, expect, it } from "vitest";
import { emptyScenario, DEFAULT_OPTIONS, type ScenarioBody } from "@/lib/content/kinds/scenario";
import { addFigure, paintSpaces } from "@/lib/content/scenario/terrain-ops";
import { facingPairs, zoneOf } from "./battle-zones";

/** The hall with a dais of level 4 east of the centre, a figure of height 3 on the floor at the centre and one of height 6 on the dais. */
function duelAcrossLevels(lowHeight: number, highHeight: number): ScenarioBody {
  let body = paintSpaces(emptyScenario(), [{ q: 1, r: 0 }], { kind: "level", level: 4 });
  body = addFigure(body, { q: 0, r: 0 }, "heroes", "Low").body;
  body = addFigure(body, { q: 1, r: 0 }, "foes", "High").body;
  body.figures[0].height = lowHeight;
  body.figures[1].height = highHeight;
  return body;
}

describe("Battle Zones in the designer", () => {
  it("height 3 on level 0 beside height 6 on level 4: not in each other's zone", () => {
    const body = duelAcrossLevels(3, 6);
    expect(facingPairs(body, DEFAULT_OPTIONS)).toEqual([]);
    // The low figure's zone leaves out the dais: it is too short to reach 4 levels up.
    expect(zoneOf(body, body.figures[0], DEFAULT_OPTIONS)!.spaces.some((s) => s.hex.q === 1 && s.hex.r === 0)).toBe(false);
  });

  it("reversed (height 6 below, height 3 above): in each other's zone", () => {
    const body = duelAcrossLevels(6, 3);
    expect(facingPairs(body, DEFAULT_OPTIONS).map(([a, b]) => [a.name, b.name])).toEqual([["Low", "High"]]);
    // From the dais, the floor below holds an opponent in the zone from Height 5 up.
    const fromDais = zoneOf(body, body.figures[1], DEFAULT_OPTIONS)!.spaces.find((s) => s.hex.q === 0 && s.hex.r === 0);
    expect(fromDais).toMatchObject({ always: false, note: "≥5" });
  });

  it("on one level every open neighbour is in the zone", () => {
    const body = duelAcrossLevels(3, 6);
    const zone = zoneOf(body, body.figures[0], { ...DEFAULT_OPTIONS, battleZoneHeight: "ignore" })!;
    expect(zone.spaces).toHaveLength(6);
    expect(zone.spaces.every((s) => s.always)).toBe(true);
  });
});
