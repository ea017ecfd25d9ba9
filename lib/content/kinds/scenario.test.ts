import { describe, expect, it } from "vitest";
import { validateBody } from "../registry";
import { emptyScenario, scenarioBodySchema } from "./scenario";

describe("scenario schema", () => {
  it("accepts the empty body and fills every rule option with its default", () => {
    const body = emptyScenario();
    expect(scenarioBodySchema.parse(body)).toEqual(body);
    expect(body.options).toMatchObject({ initiativeTies: "reroll", climbCost: "change", runBonus: 2, obstructions: false });
    expect(body.spaces).toHaveLength(61);
  });

  it("names the field of a figure on an unknown side and of a repeated space", () => {
    const body = {
      ...emptyScenario(),
      spaces: [
        { q: 0, r: 0 },
        { q: 0, r: 0 },
      ],
      figures: [{ id: "mirim", name: "Mirim", side: "nobody", start: { q: 0, r: 0 }, height: 4 }],
    };
    const r = validateBody("scenario", body);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.issues.map((i) => i.path);
    expect(paths).toContain("body.spaces.1");
    expect(paths).toContain("body.figures.0.side");
  });

  it("refuses a carry condition naming an object the scenario lacks", () => {
    const body = { ...emptyScenario(), victory: [{ kind: "carry", side: "heroes", object: "idol", spaces: [{ q: 1, r: 0 }], points: 5 }] };
    const r = validateBody("scenario", body);
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toContain("body.victory.0.object");
  });
});
