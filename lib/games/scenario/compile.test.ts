import { describe, expect, it } from "vitest";
import hall from "../../content/samples/hall.scenario.json";
import { ContentError } from "../types";
import { parseScenario } from "./compile";

describe("a scenario as the engine's input", () => {
  it("refuses a figure whose spell cards cost more than its book's spell points, naming the field", () => {
    const body = structuredClone(hall.body) as { figures: Record<string, unknown>[] };
    body.figures[0].spells = [{ name: "Bolt", color: "red", points: 3, effect: { kind: "damage", points: 2 } }];
    let error: unknown = null;
    try {
      parseScenario(body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues.map((i) => i.path)).toEqual(["scenario.figures.0.spells"]);
  });

  it("plays the cards when the book has the points", () => {
    const body = structuredClone(hall.body) as { figures: { spells?: unknown; book: { body: { character: { spellPoints: number } } } }[] };
    body.figures[0].book.body.character.spellPoints = 3;
    body.figures[0].spells = [{ name: "Bolt", color: "red", points: 3, effect: { kind: "damage", points: 2 } }];
    expect(parseScenario(body).figures[0].spells.map((c) => c.name)).toEqual(["Bolt"]);
  });
});
