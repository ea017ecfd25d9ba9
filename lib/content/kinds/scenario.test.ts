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

  it("names the field of a spell card's bad colour, missing effect detail and lasting damage", () => {
    const figure = { id: "mirim", name: "Mirim", side: "heroes", start: { q: 0, r: 0 }, height: 4 };
    const spells = [
      { name: "Bolt", color: "purple", points: 2, effect: { kind: "damage", points: 3 } },
      { name: "Burn", color: "red", points: 2, effect: { kind: "damage", points: 1 }, duration: { kind: "rounds", rounds: 3 } },
      { name: "Hush", color: "red", points: 1, effect: { kind: "recovery-modifier" } },
    ];
    const r = validateBody("scenario", { ...emptyScenario(), figures: [{ ...figure, spells }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.issues.map((i) => i.path);
    expect(paths).toContain("body.figures.0.spells.0.color");
    expect(paths).toContain("body.figures.0.spells.1.duration");
    expect(paths).toContain("body.figures.0.spells.2.effect.modifier");
  });

  it("names the field of a Touch damage that is not a whole number from 0 to 20", () => {
    const figure = { id: "airi", name: "Airi", side: "heroes", start: { q: 0, r: 0 }, height: 4, dematerialises: true };
    for (const touchDamage of [-1, 21, 2.5]) {
      const r = validateBody("scenario", { ...emptyScenario(), figures: [{ ...figure, touchDamage }] });
      expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual(["body.figures.0.touchDamage"]);
    }
    const ok = validateBody("scenario", { ...emptyScenario(), figures: [{ ...figure, touchDamage: 4 }] });
    expect(ok.ok).toBe(true);
  });

  it("fills a figure's spell cards and magic regeneration with none, and a card's duration with instant", () => {
    const figure = { id: "mirim", name: "Mirim", side: "heroes", start: { q: 0, r: 0 }, height: 4 };
    const body = scenarioBodySchema.parse({ ...emptyScenario(), figures: [figure] });
    expect(body.figures[0]).toMatchObject({ spells: [], regeneratesMagic: false, dematerialises: false, touchDamage: 0 });
    expect(body.options.magic).toBe(true);
    const card = scenarioBodySchema.parse({
      ...emptyScenario(),
      figures: [{ ...figure, spells: [{ name: "Trip", color: "green", points: 1, effect: { kind: "knock-down" } }] }],
    }).figures[0].spells[0];
    expect(card.duration).toEqual({ kind: "instant" });
  });
});
