/**
 * Lint of the figures' spell cards: the cards' points are paid from the book's spell points, and
 * a sheet whose standard gear names its spell colours ("6 red spells") casts only those. A book
 * that names no colour casts any: the book model keeps no colour limit of its own.
 */
import type { ScenarioBody } from "../../content/kinds/scenario";
import { sheetSpellColors, spellCardPoints } from "../../content/kinds/scenario-spells";
import type { LintRule } from "../diagnostic";

export const SPELL_RULES: LintRule<ScenarioBody>[] = [
  {
    id: "scenario/spell-points",
    severity: "error",
    description: "A figure's spell cards together take no more points than its book's spell points.",
    *check(body) {
      for (const [i, f] of body.figures.entries()) {
        const book = f.book.body;
        if (!book || f.spells.length === 0) continue;
        const held = spellCardPoints(f.spells);
        if (held > book.character.spellPoints)
          yield {
            message: `${f.name}'s spell cards total ${held} points, above the book's ${book.character.spellPoints} spell points`,
            location: { path: `figures.${i}.spells` },
          };
      }
    },
  },
  {
    id: "scenario/spell-colour",
    severity: "error",
    description: "A figure casts only the spell colours its sheet's standard gear names, when it names any.",
    *check(body) {
      for (const [i, f] of body.figures.entries()) {
        const colors = f.book.body ? sheetSpellColors(f.book.body.character.equipment) : null;
        if (!colors) continue;
        for (const [k, c] of f.spells.entries())
          if (!colors.includes(c.color))
            yield {
              message: `${f.name} cannot cast ${c.name}: its sheet casts ${colors.join(" and ")} spells, not ${c.color}`,
              location: { path: `figures.${i}.spells.${k}.color` },
            };
      }
    },
  },
  {
    id: "scenario/spells-without-magic",
    severity: "warning",
    description: "Spell cards are never cast while the scenario's magic option is off.",
    *check(body) {
      if (!body.options.magic && body.figures.some((f) => f.spells.length > 0))
        yield { message: "Figures hold spell cards but magic is off: nobody will cast them", location: { path: "options.magic" } };
    },
  },
];
