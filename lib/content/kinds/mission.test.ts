import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makePitfall } from "../../../scripts/make-pitfall-sample";
import { paint, pitfallBody } from "../hulk/test-missions";
import { parseExportFile, validateBody } from "../registry";
import { emptyMission, missionBodySchema, type MissionBody } from "./mission";

const paths = (body: unknown) => {
  const r = validateBody("mission", body);
  return r.ok ? [] : r.issues.map((i) => i.path);
};
const mutated = (change: (m: MissionBody) => void) => {
  const m = pitfallBody();
  change(m);
  return m;
};

describe("mission schema", () => {
  it("accepts the Pitfall sample through the export format", () => {
    const file = JSON.parse(readFileSync(new URL("../samples/pitfall.mission.json", import.meta.url), "utf8"));
    const parsed = parseExportFile(file);
    expect(parsed.ok).toBe(true);
  });

  it("keeps the committed sample in step with scripts/make-pitfall-sample.ts", () => {
    const file = JSON.parse(readFileSync(new URL("../samples/pitfall.mission.json", import.meta.url), "utf8"));
    expect(file).toEqual(JSON.parse(JSON.stringify(makePitfall())));
  });

  it("accepts the empty mission", () => {
    expect(missionBodySchema.safeParse(emptyMission()).success).toBe(true);
  });

  it("names the row that has the wrong width", () => {
    expect(paths(mutated((m) => (m.levels[1].rows[3] += "#")))).toEqual(["body.levels.1.rows.3"]);
  });

  it("rejects a level with the wrong number of rows", () => {
    expect(paths(mutated((m) => m.levels[0].rows.pop()))).toEqual(["body.levels.0.rows"]);
  });

  it("rejects a map character that is not a section key of its level", () => {
    // "D" keys the deployment corridor on the upper level only.
    const r = validateBody(
      "mission",
      mutated((m) => paint(m, 0, 1, 6, "D")),
    );
    expect(r.ok ? [] : r.issues).toEqual([
      { path: "body.levels.0.rows.6", message: 'Expected "#", space or a section key of this level at x 1 (got "D")' },
    ]);
  });

  it("rejects repeated section keys and names", () => {
    const p = paths(
      mutated((m) => {
        m.levels[1].sections[2].key = m.levels[1].sections[1].key;
        m.levels[1].sections[3].name = m.levels[0].sections[0].name;
      }),
    );
    expect(p).toContain("body.levels.1.sections.2.key");
    expect(p).toContain("body.levels.1.sections.3.name");
  });

  it("keeps features, doors, entries and zones on the map", () => {
    const p = paths(
      mutated((m) => {
        m.features.push({ type: "rubble", level: 2, x: 1, y: 1 });
        m.doors.push({ level: 0, x: 27, y: 0, open: false });
        m.entryAreas[0].cells.push({ x: 0, y: 17 });
        m.deployment[0].sections.push("Bridge");
      }),
    );
    expect(p).toEqual(["body.doors.10.x", "body.features.2.level", "body.entryAreas.0.cells.1.y", "body.deployment.0.sections.1"]);
  });

  it("rejects a shadow on the top level, a pitfall shadow without a letter and a bad letter", () => {
    const p = paths(
      mutated((m) => {
        m.features.push({ type: "shadow", of: "ladder", level: 1, x: 10, y: 8 });
        m.features.push({ type: "shadow", of: "pitfall", level: 0, x: 10, y: 8 });
      }),
    );
    expect(p).toEqual(["body.features.2.level", "body.features.3.letter"]);
    const bad = pitfallBody() as unknown as { features: unknown[] };
    bad.features.push({ type: "pitfall", letter: "G", level: 1, x: 10, y: 8 });
    expect(paths(bad)).toEqual(["body.features.2.letter"]);
  });

  it("rejects arrival steps out of order and entry turns that end before they start", () => {
    const p = paths(
      mutated((m) => {
        m.reinforcements.arrivals.reverse();
        m.entryAreas[0].turns = { from: 5, to: 3 };
      }),
    );
    expect(p).toEqual(["body.entryAreas.0.turns.to", "body.reinforcements.arrivals.1.fromTurn"]);
  });

  it("rejects a missing field by name", () => {
    const m = pitfallBody() as Partial<MissionBody>;
    delete m.victory;
    expect(paths(m)).toEqual(["body.victory"]);
  });
});
