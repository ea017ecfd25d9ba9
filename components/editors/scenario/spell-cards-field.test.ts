import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import hall from "@/lib/content/samples/hall.scenario.json";
import { scenarioBodySchema } from "@/lib/content/kinds/scenario";
import { SpellCardsField } from "./SpellCardsField";

/** The sample hall with Mirim's sheet casting 6 points of red spells and holding two cards. */
function body() {
  const b = scenarioBodySchema.parse(structuredClone(hall.body));
  const book = b.figures[0].book.body!;
  b.figures[0].book.body = { ...book, character: { ...book.character, spellPoints: 6, equipment: ["6 red spells"] } };
  b.figures[0].spells = [
    { name: "Bolt", color: "red", points: 3, effect: { kind: "damage", points: 3 }, duration: { kind: "instant" } },
    { name: "Lull", color: "red", points: 2, effect: { kind: "text", text: "no attacks" }, duration: { kind: "rounds", rounds: 4 } },
  ];
  return b;
}

const render = (readOnly = false) => {
  const b = body();
  return renderToStaticMarkup(createElement(SpellCardsField, { body: b, figure: b.figures[0], readOnly, onCommand: () => {} }));
};

describe("a figure's spell cards in the scenario editor", () => {
  it("edits the typed parts with form fields: colour, points, effect and its number, duration and its rounds", () => {
    const html = render();
    expect(html).toContain("5 of 6 spell points held");
    for (const label of ["Spell name", "Spell colour", "Spell effect", "Spell duration", "What the spell does"])
      expect(html).toContain(`aria-label="${label}"`);
    expect(html).toMatch(/Body points<input type="number"[^>]*value="3"/);
    expect(html).toMatch(/Rounds<input type="number"[^>]*value="4"/);
    expect(html).toContain("Add spell card");
  });

  it("marks colours the sheet does not cast, and keeps damage instant", () => {
    const html = render();
    expect(html).toContain("blue (not on the sheet)");
    expect(html).not.toContain("red (not on the sheet)");
    // The first card's duration select is disabled: damage happens once.
    const durations = [...html.matchAll(/<select aria-label="Spell duration"([^>]*)>/g)].map((m) => m[1]);
    expect(durations[0]).toContain("disabled");
    expect(durations[1]).not.toContain("disabled");
  });

  it("offers no buttons when read only", () => {
    expect(render(true)).not.toContain("Add spell card");
  });
});
