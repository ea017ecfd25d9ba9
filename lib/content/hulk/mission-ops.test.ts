import { describe, expect, it } from "vitest";
import { emptyMission, missionBodySchema, type MissionBody } from "../kinds/mission";
import { lintMission } from "../../lint/mission";
import { pitfallBody } from "./test-missions";
import {
  addEntryArea,
  addLevel,
  addSection,
  featureAt,
  lineCells,
  nextPitfallLetter,
  paintCells,
  paintDeploymentCells,
  paintEntryCells,
  placeFeature,
  removeFeatureAt,
  removeLevel,
  removeSection,
  resizeMission,
  toggleDeploymentSection,
  toggleDoor,
  updateSection,
} from "./mission-ops";

const valid = (m: MissionBody) => expect(missionBodySchema.safeParse(m).success).toBe(true);

describe("mission operations", () => {
  it("paints a stroke of cells in one step and returns the same body when nothing changes", () => {
    const m = emptyMission();
    const { body, key } = addSection(m, 0, "corridor", "Hall");
    const painted = paintCells(body, 0, lineCells({ x: 1, y: 1 }, { x: 4, y: 1 }), key!);
    expect(painted.levels[0].rows[1]).toBe(`#${key!.repeat(4)}###########`);
    expect(painted.levels[1]).toBe(body.levels[1]);
    expect(paintCells(painted, 0, [{ x: 2, y: 1 }], key!)).toBe(painted);
    expect(paintCells(painted, 0, [{ x: 99, y: 1 }], "#")).toBe(painted);
    valid(painted);
  });

  it("draws lines without gaps in every direction", () => {
    expect(lineCells({ x: 0, y: 0 }, { x: 3, y: 1 })).toHaveLength(4);
    expect(lineCells({ x: 3, y: 3 }, { x: 0, y: 0 })).toEqual([
      { x: 3, y: 3 },
      { x: 2, y: 2 },
      { x: 1, y: 1 },
      { x: 0, y: 0 },
    ]);
  });

  it("creates sections with free keys and names, renames them everywhere, removes them to wall", () => {
    let m = pitfallBody();
    const added = addSection(m, 1, "room", "Upper deployment corridor");
    expect(added.body.levels[1].sections.at(-1)).toMatchObject({ name: "Upper deployment corridor 2", kind: "room" });
    expect(m.levels[1].sections.some((s) => s.key === added.key)).toBe(false);

    const d = m.levels[1].sections.find((s) => s.name === "Upper deployment corridor")!;
    m = updateSection(m, 1, d.key, { name: "Landing" });
    expect(m.deployment[0].sections).toEqual(["Landing"]);
    expect(updateSection(m, 1, d.key, { name: "Upper spine west" })).toBe(m);

    const spine = m.levels[1].sections.find((s) => s.name === "Upper spine centre-west")!;
    m = removeSection(m, 1, spine.key);
    expect(m.levels[1].rows.join("")).not.toContain(spine.key);
    expect(m.counterPool?.sections).not.toContain("Upper spine centre-west");
    valid(m);
  });

  it("places a pitfall with its shadow below and removes both together", () => {
    let m = pitfallBody();
    const letter = nextPitfallLetter({ ...m, counterPool: null })!;
    expect(letter).toBe("A");
    m = placeFeature(m, { type: "pitfall", letter, level: 1, x: 10, y: 8 });
    expect(m.features).toContainEqual({ type: "shadow", of: "pitfall", letter: "A", level: 0, x: 10, y: 8 });
    expect(lintMission(m).filter((d) => d.rule.startsWith("shadow") || d.rule.startsWith("hole"))).toEqual([]);

    // Replacing it with rubble takes the shadow away; a ladder brings its own.
    const rubble = placeFeature(m, { type: "rubble", level: 1, x: 10, y: 8 });
    expect(rubble.features.filter((f) => f.x === 10 && f.y === 8)).toEqual([{ type: "rubble", level: 1, x: 10, y: 8 }]);
    const ladder = placeFeature(m, { type: "ladder", level: 1, x: 10, y: 8 });
    expect(ladder.features.filter((f) => f.type === "shadow")).toEqual([{ type: "shadow", of: "ladder", level: 0, x: 10, y: 8 }]);

    const removed = removeFeatureAt(m, { level: 1, x: 10, y: 8 });
    expect(removed.features).toEqual(pitfallBody().features);
    expect(removeFeatureAt(removed, { level: 1, x: 10, y: 8 })).toBe(removed);
    // A hole on the bottom level casts no shadow.
    expect(placeFeature(m, { type: "ladder", level: 0, x: 3, y: 8 }).features.filter((f) => f.type === "shadow")).toHaveLength(1);
    expect(featureAt(m, { level: 0, x: 10, y: 8 })).toBeUndefined();
    valid(m);
  });

  it("toggles doors and paints entry areas and deployment zones", () => {
    let m = pitfallBody();
    const doors = m.doors.length;
    m = toggleDoor(m, { level: 1, x: 9, y: 3 });
    expect(m.doors).toHaveLength(doors + 1);
    expect(toggleDoor(m, { level: 1, x: 9, y: 3 }).doors).toHaveLength(doors);

    const { body, id } = addEntryArea(m, { level: 0, x: 0, y: 15 });
    m = paintEntryCells(
      body,
      id,
      [
        { x: 1, y: 15 },
        { x: 1, y: 15 },
      ],
      true,
    );
    expect(m.entryAreas.find((e) => e.id === id)?.cells).toEqual([
      { x: 0, y: 15 },
      { x: 1, y: 15 },
    ]);
    m = paintEntryCells(
      m,
      id,
      [
        { x: 0, y: 15 },
        { x: 1, y: 15 },
      ],
      false,
    );
    expect(m.entryAreas.some((e) => e.id === id)).toBe(false);

    m = paintDeploymentCells(m, "marines", 1, [{ x: 2, y: 8 }], true);
    expect(m.deployment[0].cells).toEqual([{ level: 1, x: 2, y: 8 }]);
    m = toggleDeploymentSection(m, "marines", "Upper deployment corridor");
    expect(m.deployment[0].sections).toEqual([]);
    m = paintDeploymentCells(m, "stealers", 0, [{ x: 2, y: 8 }], true);
    expect(m.deployment.map((z) => z.side)).toEqual(["marines", "stealers"]);
    valid(m);
  });

  it("resizes the map, dropping what falls off and padding with wall", () => {
    const m = placeFeature(pitfallBody(), { type: "rubble", level: 1, x: 20, y: 15 });
    const small = resizeMission(m, 20, 12);
    expect(small.levels.every((l) => l.rows.length === 12 && l.rows.every((r) => r.length === 20))).toBe(true);
    expect(small.features.some((f) => f.type === "chute" || f.type === "rubble")).toBe(false);
    expect(small.entryAreas.map((e) => e.id)).toEqual(["lower-north-west", "upper-north-west"]);
    const big = resizeMission(m, 30, 20);
    expect(big.levels[0].rows[19]).toBe("#".repeat(30));
    expect(resizeMission(m, 27, 17)).toBe(m);
    valid(small);
    valid(big);
  });

  it("adds and removes levels, moving everything above and recasting shadows", () => {
    let m = placeFeature(pitfallBody(), { type: "ladder", level: 1, x: 10, y: 8 });
    const bottom = addLevel(m, 0, "Sump");
    expect(bottom.levels.map((l) => l.name)).toEqual(["Sump", "Lower", "Upper"]);
    expect(bottom.features.find((f) => f.type === "ladder")?.level).toBe(2);
    expect(bottom.entryAreas[0].level).toBe(1);
    valid(bottom);

    m = addLevel(m, 2);
    expect(m.levels).toHaveLength(3);
    const removed = removeLevel(m, 0);
    expect(removed.levels.map((l) => l.name)).toEqual(["Upper", m.levels[2].name]);
    // The ladder is now on the bottom level: no shadow below it.
    expect(removed.features.filter((f) => f.type === "shadow")).toEqual([]);
    expect(removed.deployment[0].sections).toEqual(["Upper deployment corridor"]);
    valid(removed);
    expect(removeLevel(emptyMission(), 5).levels).toHaveLength(2);
  });
});
