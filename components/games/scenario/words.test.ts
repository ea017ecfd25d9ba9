import { describe, expect, it } from "vitest";
import type { ScenarioView } from "@/lib/engine/scenario/types";
import type { Scene } from "./scene";
import { describeScenarioAction, stepWords, whereFrom } from "./words";

// A row of spaces going east-south-east from the centre, and one north of it on a dais.
const scene: Scene = {
  spaces: [
    { q: 0, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 0, r: -1, level: 2, terrain: "steps", impassable: false },
    { q: 1, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 2, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 2, r: 1, level: 0, terrain: "floor", impassable: false },
  ],
  figures: [
    { name: "Mirim", side: 0, height: 5, maxBody: 30 },
    { name: "Troll", side: 1, height: 7, maxBody: 40 },
  ],
  objects: [{ name: "chest" }],
  sides: ["Heroes", "Foes"],
};

const figure = (at: number) => ({ at, carrying: -1 }) as ScenarioView["figures"][number];
const view = { figures: [figure(0), figure(3)] } as ScenarioView;

describe("scenario places and actions in words", () => {
  it("names places by compass direction and distance, never by coordinates", () => {
    expect(whereFrom(scene, 0, 1)).toBe("north");
    expect(whereFrom(scene, 0, 3)).toBe("2 spaces south-east");
    expect(whereFrom(scene, 0, 4)).toBe("3 spaces away, toward the south-east");
    expect(stepWords(scene, 0, 1)).toBe("north, up to level 2");
    expect(stepWords(scene, 1, 0)).toBe("south, down to level 0");
  });

  it("says each chart action with the figure's and target's names", () => {
    expect(describeScenarioAction(view, { seat: 0, type: "move", figure: 0, to: 1 }, scene)).toBe("Mirim moves north, up to level 2");
    expect(describeScenarioAction(view, { seat: 0, type: "block", figure: 0, target: 1 }, scene)).toBe("Mirim blocks Troll");
    expect(describeScenarioAction(view, { seat: 0, type: "end", figure: 0, undefended: 4 }, scene)).toBe(
      "Mirim ends the move, north undefended",
    );
    expect(describeScenarioAction(view, { seat: 1, type: "maneuver", page: 12 }, scene)).toBe("Foes chose a maneuver");
  });
});
