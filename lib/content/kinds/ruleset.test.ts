import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makeBaseRuleset } from "../../../scripts/make-pitfall-sample";
import { parseExportFile, validateBody } from "../registry";
import { defaultRuleset } from "./ruleset";

const sample = () => JSON.parse(readFileSync(new URL("../samples/base.ruleset.json", import.meta.url), "utf8"));

describe("ruleset schema", () => {
  it("accepts the committed base ruleset, which is defaultRuleset()", () => {
    expect(parseExportFile(sample()).ok).toBe(true);
    expect(sample()).toEqual(JSON.parse(JSON.stringify(makeBaseRuleset())));
  });

  it("holds the docs/rules/hulk.md defaults", () => {
    const r = defaultRuleset();
    expect(r.actionPoints).toEqual({ marine: 4, stealer: 6, blip: 6 });
    expect(r.movement.marine).toMatchObject({ forward: 1, backward: 2, sideways: null, turn90: 1, turn180: 2 });
    expect(r.movement.stealer).toMatchObject({ forward: 1, sideways: 1, backward: 1, turn90: 0, turn180: 1 });
    expect(r.weapons.find((w) => w.id === "storm-bolter")).toMatchObject({
      apCost: 1,
      freeWithMove: true,
      dice: 2,
      killOn: 6,
      sustainedKillOn: 5,
    });
    expect(r.overwatch).toEqual({ apCost: 2, range: 12, jamsOnDouble: true, clearJamAp: 1, clearJamCp: 1 });
    expect(r.closeAssault).toMatchObject({ apCost: 1, marineDice: 1, stealerDice: 3, sergeantBonus: 1 });
    expect(r.levels).toMatchObject({ ladderClimb: 2, stealerPitfallClimb: 3 });
    expect(r.rubble).toEqual({ extraMoveCost: 1, deflectOn: 5 });
  });

  it("rejects a repeated weapon id and a bad number by path", () => {
    const r = defaultRuleset();
    r.weapons[1] = { ...r.weapons[1], id: "storm-bolter" };
    (r.closeAssault as { stealerDice: number }).stealerDice = 0;
    const v = validateBody("ruleset", r);
    expect(v.ok ? [] : v.issues.map((i) => i.path).sort()).toEqual(["body.closeAssault.stealerDice", "body.weapons.1.id"]);
  });
});
