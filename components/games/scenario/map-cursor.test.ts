import { describe, expect, it } from "vitest";
import type { ScenarioView } from "@/lib/engine/scenario/types";
import { stepCursor } from "@/components/play/board-cursor";
import type { Scene } from "./scene";
import { describeSpace, terrainCells } from "./map-cursor";

const scene: Scene = {
  spaces: [
    { q: 0, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 1, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 0, r: -1, level: 2, terrain: "steps", impassable: false },
  ],
  figures: [{ name: "Mirim", side: 0, height: 5, maxBody: 30 }],
  objects: [{ name: "chest" }],
  sides: ["Heroes", "Foes"],
};
const view = {
  figures: [{ at: 0, carrying: -1 }],
  objects: [{ at: 1, carriedBy: -1 }],
} as unknown as ScenarioView;

describe("the scenario's terrain on the board cursor", () => {
  it("walks the spaces as drawn and tells each by its terrain with what stands on it", () => {
    const cells = terrainCells(scene);
    const next = stepCursor(cells, "0", 1);
    expect(next).toBe("1");
    expect(describeSpace(view, scene, 0)).toMatch(/: Mirim$/);
    expect(describeSpace(view, scene, 1)).toMatch(/: chest$/);
    expect(describeSpace(view, scene, 2)).not.toContain(":");
  });
});
