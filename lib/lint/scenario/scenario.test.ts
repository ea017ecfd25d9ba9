import { describe, expect, it } from "vitest";
import hall from "../../content/samples/hall.scenario.json";
import { scenarioBodySchema } from "../../content/kinds/scenario";
import { lintScenario } from ".";

const sample = () => scenarioBodySchema.parse(structuredClone(hall.body));
const rules = (body: ReturnType<typeof sample>) => lintScenario(body).map((d) => `${d.severity}:${d.rule}`);

describe("scenario lint", () => {
  it("finds nothing wrong with the sample hall", () => {
    expect(lintScenario(sample()).filter((d) => d.severity === "error")).toEqual([]);
  });

  it("reports a figure without a book, start spaces in walls or shared, and a turn limit of 0", () => {
    const body = sample();
    body.figures[0].book.body = null;
    body.figures[1].start = { q: 0, r: -5 }; // the north wall
    body.turnLimit = 0;
    const found = rules(body);
    expect(found).toContain("error:scenario/no-book");
    expect(found).toContain("error:scenario/start-space");
    expect(found).toContain("error:scenario/turn-limit");
    const shared = sample();
    shared.figures[1].start = shared.figures[0].start;
    expect(lintScenario(shared).find((d) => d.rule === "scenario/start-space")?.message).toMatch(/same space/);
  });

  it("reports objects nobody can lift and goals nobody of the side can climb to", () => {
    const body = sample();
    body.objects[0].weight = 9;
    // Raise the throne to level 9 with nothing between: no figure climbs more than its Height in a step.
    body.spaces = body.spaces.map((s) => (s.q === 0 && s.r === -4 ? { ...s, level: 9 } : s));
    const found = rules(body);
    expect(found).toContain("warning:scenario/unliftable-object");
    expect(found).toContain("error:scenario/unreachable-goal");
  });

  it("reports a book that does not lint clean", () => {
    const body = sample();
    body.figures[0].book.body = { ...body.figures[0].book.body!, matrices: {} };
    expect(rules(body)).toContain("error:scenario/book-not-clean");
  });

  it("reports spell cards above the book's spell points, of a colour the sheet does not cast, and held with magic off", () => {
    const body = sample();
    const book = body.figures[0].book.body!;
    body.figures[0].book.body = { ...book, character: { ...book.character, spellPoints: 4, equipment: ["a sword", "6 red spells"] } };
    const bolt = {
      name: "Bolt",
      color: "red" as const,
      points: 3,
      effect: { kind: "damage" as const, points: 2 },
      duration: { kind: "instant" as const },
    };
    body.figures[0].spells = [bolt];
    expect(lintScenario(body).filter((d) => d.rule.startsWith("scenario/spell"))).toEqual([]);
    body.figures[0].spells = [bolt, { ...bolt, name: "Frost", color: "blue" }];
    const found = lintScenario(body).filter((d) => d.rule.startsWith("scenario/spell"));
    expect(found.map((d) => [d.rule, d.location.path])).toEqual([
      ["scenario/spell-points", "figures.0.spells"],
      ["scenario/spell-colour", "figures.0.spells.1.color"],
    ]);
    body.options.magic = false;
    expect(rules(body)).toContain("warning:scenario/spells-without-magic");
  });

  it("lets a sheet that names no spell colour cast any", () => {
    const body = sample();
    const book = body.figures[0].book.body!;
    body.figures[0].book.body = { ...book, character: { ...book.character, spellPoints: 9 } };
    body.figures[0].spells = [{ name: "Frost", color: "blue", points: 3, effect: { kind: "knock-down" }, duration: { kind: "instant" } }];
    expect(rules(body).filter((r) => r.includes("spell"))).toEqual([]);
  });
});
