import { describe, expect, it } from "vitest";
import type { MissionBody } from "../content/kinds/mission";
import { missionFromRows, paint, pitfallBody } from "../content/hulk/test-missions";
import pitfallFile from "../content/samples/pitfall.mission.json";
import { lintDocument } from "./index";
import { MISSION_RULES, lintMission } from "./mission";

const lint = (change: (m: MissionBody) => void) => {
  const m = pitfallBody();
  change(m);
  return lintMission(m);
};
const byRule = (rule: string, change: (m: MissionBody) => void) => lint(change).filter((d) => d.rule === rule);
const UPPER = 1;
const LOWER = 0;

describe("mission lint", () => {
  it("finds no errors or warnings in the Pitfall sample, through the kind registry", () => {
    const { diagnostics } = lintDocument(pitfallFile);
    expect(diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    // The lower entry areas join the Marines only through the holes set-up places (seed: the
    // Stealers come up through pitfalls and ladders during turns 1-10).
    expect(diagnostics.map((d) => d.rule)).toEqual(Array(4).fill("reach-depends-on-setup"));
  });

  it("has unique rule ids", () => {
    expect(new Set(MISSION_RULES.map((r) => r.id)).size).toBe(MISSION_RULES.length);
  });

  it("hole-without-floor: a pitfall above wall, a ladder on the bottom level", () => {
    const ds = byRule("hole-without-floor", (m) => {
      // The lower level has no deployment corridor under (1, 6).
      m.features.push({ type: "pitfall", letter: "A", level: UPPER, x: 1, y: 6 }, { type: "ladder", level: LOWER, x: 10, y: 8 });
    });
    expect(ds.map((d) => d.location)).toEqual([
      { level: 1, x: 1, y: 6 },
      { level: 0, x: 10, y: 8 },
    ]);
    expect(ds[0].message).toBe("Pitfall A at (1, 6) on Upper has no floor below it.");
  });

  it("shadow-without-hole: no hole above, or a different letter", () => {
    const ds = byRule("shadow-without-hole", (m) => {
      m.features.push({ type: "shadow", of: "ladder", level: LOWER, x: 10, y: 8 });
      m.features.push(
        { type: "pitfall", letter: "B", level: UPPER, x: 12, y: 8 },
        { type: "shadow", of: "pitfall", letter: "C", level: LOWER, x: 12, y: 8 },
      );
      m.features.push(
        { type: "pitfall", letter: "D", level: UPPER, x: 13, y: 8 },
        { type: "shadow", of: "pitfall", letter: "D", level: LOWER, x: 13, y: 8 },
      );
      m.counterPool!.counters = m.counterPool!.counters.filter((c) => c.type !== "pitfall");
    });
    expect(ds.map((d) => d.location)).toEqual([
      { level: 0, x: 10, y: 8 },
      { level: 0, x: 12, y: 8 },
    ]);
  });

  it("hole-without-shadow: a placed pitfall without its shadow below", () => {
    const ds = byRule("hole-without-shadow", (m) => m.features.push({ type: "ladder", level: UPPER, x: 10, y: 8 }));
    expect(ds).toMatchObject([{ severity: "warning", location: { level: 1, x: 10, y: 8 } }]);
  });

  it("feature-on-wall: features, doors and entry cells on wall", () => {
    const ds = byRule("feature-on-wall", (m) => {
      m.features.push({ type: "rubble", level: UPPER, x: 0, y: 0 });
      m.doors.push({ level: LOWER, x: 1, y: 6, open: false });
      m.entryAreas[0].cells = [{ x: 0, y: 2 }];
    });
    expect(ds.map((d) => d.location)).toEqual([
      { level: 0, x: 1, y: 6 },
      { level: 1, x: 0, y: 0 },
      { level: 0, x: 0, y: 2 },
    ]);
  });

  it("features-overlap: rubble in a doorway, two shadows in one space", () => {
    const ds = byRule("features-overlap", (m) => {
      m.features.push({ type: "rubble", level: UPPER, x: 5, y: 7 });
      m.features.push(
        { type: "shadow", of: "ladder", level: LOWER, x: 10, y: 8 },
        { type: "shadow", of: "ladder", level: LOWER, x: 10, y: 8 },
      );
    });
    expect(ds.map((d) => d.message)).toEqual(["door and rubble share (5, 7) on Upper.", "2 shadows share (10, 8) on Lower."]);
  });

  it("pitfall-letter-repeated: a placed pitfall A while the pool holds A", () => {
    const ds = byRule("pitfall-letter-repeated", (m) => {
      m.features.push({ type: "pitfall", letter: "A", level: UPPER, x: 10, y: 8 });
    });
    expect(ds.map((d) => d.message)).toEqual(["Pitfall A appears more than once."]);
  });

  it("deployment-missing", () => {
    expect(byRule("deployment-missing", (m) => (m.deployment = []))).toHaveLength(1);
  });

  it("chute-unreachable: walled off on both levels", () => {
    const wallOff = (m: MissionBody, levels: number[]) => {
      for (const level of levels) for (const y of [7, 8, 9]) paint(m, level, 22, y, "#");
    };
    // Walled off above only: Marines can still drop down a hole placed at set-up.
    const upperOnly = lint((m) => wallOff(m, [UPPER]));
    expect(upperOnly.filter((d) => d.rule === "chute-unreachable")).toEqual([]);
    expect(upperOnly.filter((d) => d.rule === "reach-depends-on-setup")[0].message).toMatch(/Marines reach the chute only through/);
    const both = byRule("chute-unreachable", (m) => wallOff(m, [UPPER, LOWER]));
    expect(both).toMatchObject([{ severity: "error", location: { level: 0, x: 23, y: 8 } }]);
  });

  it("chute-unreachable: Marines below cannot climb a pitfall back up", () => {
    // Deploy the Marines on the lower level's spine, wall off the lower chute room, and put the
    // only way up in a fixed pitfall: Stealers could climb it, Marines cannot.
    const ds = lint((m) => {
      m.counterPool = null;
      m.deployment = [{ id: "marines", side: "marines", sections: ["Lower spine west"], cells: [] }];
      for (const y of [7, 8, 9]) paint(m, LOWER, 22, y, "#");
      m.features.push(
        { type: "pitfall", letter: "A", level: UPPER, x: 10, y: 8 },
        { type: "shadow", of: "pitfall", letter: "A", level: LOWER, x: 10, y: 8 },
      );
    });
    expect(ds.filter((d) => d.rule === "chute-unreachable")).toHaveLength(1);
    expect(ds.filter((d) => d.rule === "entry-unreachable")).toEqual([]);
  });

  it("entry-unreachable: with no holes in the pool the lower entries are cut off", () => {
    const ds = byRule("entry-unreachable", (m) => (m.counterPool!.counters = [{ type: "rubble" }]));
    expect(ds.map((d) => d.location.entry)).toEqual(["lower-north-west", "lower-north-east", "lower-south-west", "lower-south-east"]);
  });

  it("entry-unreachable: a fixed ladder joins the levels", () => {
    const ds = lint((m) => {
      m.counterPool!.counters = [{ type: "rubble" }];
      m.features.push({ type: "ladder", level: UPPER, x: 3, y: 8 }, { type: "shadow", of: "ladder", level: LOWER, x: 3, y: 8 });
    });
    expect(ds).toEqual([]);
  });

  it("counter-pool-unplaceable: nine counters, one per section, three sections", () => {
    const ds = byRule("counter-pool-unplaceable", (m) => (m.counterPool!.sections = m.counterPool!.sections.slice(0, 3)));
    expect(ds.map((d) => d.message)).toEqual([
      "9 counters, but their 3 shaded sections take only 3 (clear spaces, at most 1 per section).",
    ]);
  });

  it("counter-pool-unplaceable: counts clear spaces only", () => {
    const ds = byRule("counter-pool-unplaceable", (m) => {
      m.counterPool!.sections = ["Upper north-west passage"]; // two spaces, one of them a door
      m.counterPool!.placement.perSection = null;
      m.counterPool!.counters = [{ type: "rubble" }, { type: "rubble" }];
    });
    expect(ds.map((d) => d.message)).toEqual(["2 counters, but their 1 shaded sections take only 1 (clear spaces)."]);
  });

  it("counter-hole-without-floor: a shaded space over wall", () => {
    const ds = byRule("counter-hole-without-floor", (m) => {
      m.counterPool!.sections.push("Upper north corridor west");
      paint(m, LOWER, 3, 1, "#");
    });
    expect(ds).toMatchObject([{ location: { section: "Upper north corridor west", level: 1, x: 3, y: 1 } }]);
  });

  it("forces-missing: no squad, no blips", () => {
    const ds = byRule("forces-missing", (m) => {
      m.forces.squads = [];
      m.reinforcements = { startingBlips: 0, arrivals: [], limitedPool: null, unlimitedFromTurn: null };
    });
    expect(ds.map((d) => d.location)).toEqual([{ path: "forces.squads" }, { path: "reinforcements" }]);
  });

  it("unknown-weapon", () => {
    const ds = byRule("unknown-weapon", (m) => m.forces.squads[0].members[2].weapons.push("lascannon"));
    expect(ds).toMatchObject([{ severity: "warning", location: { path: "forces.squads.0.members.2.weapons" } }]);
  });

  it("victory-missing and victory-needs-chute", () => {
    expect(byRule("victory-missing", (m) => (m.victory.outcomes = []))).toHaveLength(1);
    const ds = byRule("victory-needs-chute", (m) => (m.features = m.features.filter((f) => f.type !== "chute")));
    expect(ds.map((d) => d.location)).toEqual([{ path: "victory.outcomes.0" }, { path: "victory.outcomes.1" }]);
  });

  it("reinforcements-without-entry: a gap between the lower and upper entry areas", () => {
    const ds = byRule("reinforcements-without-entry", (m) => {
      for (const e of m.entryAreas) if (e.level === UPPER) e.turns.from = 13;
    });
    expect(ds.map((d) => d.message)).toEqual(["Blips arrive in turn(s) 11–12, but no Genestealer entry area is active then."]);
  });

  it("lints a 100×100 two-level map", () => {
    const rows = Array.from({ length: 100 }, () => "a".repeat(100));
    const m = missionFromRows([rows, rows]);
    m.deployment = [{ id: "marines", side: "marines", sections: ["1:a"], cells: [] }];
    m.features = [
      { type: "chute", level: 0, x: 99, y: 99 },
      { type: "ladder", level: 1, x: 50, y: 50 },
      { type: "shadow", of: "ladder", level: 0, x: 50, y: 50 },
    ];
    const ds = lintMission(m);
    expect(ds.filter((d) => d.rule.includes("unreachable"))).toEqual([]);
  });
});
