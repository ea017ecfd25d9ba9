/**
 * A scenario document as the engine's input: validated with the scenario schema at this boundary,
 * each figure's copied book compiled by the duel engine (a book that cannot be played is named
 * with its figure), and the terrain checked by the engine's compiler, all as ContentErrors with
 * field paths.
 */
import { scenarioBodySchema, type ScenarioBody } from "../../content/kinds/scenario";
import { spellCardPoints } from "../../content/kinds/scenario-spells";
import { compileBook } from "../../engine/lostworlds/compile";
import { ScenarioError } from "../../engine/scenario/compile";
import { prepareScenario } from "../../engine/scenario/game";
import type { ScenarioSource } from "../../engine/scenario/input";
import { parseWith } from "../parse";
import { ContentError } from "../types";

/** The engine's input from a valid scenario body (figures keep their books' bodies only). */
export function scenarioSource(body: ScenarioBody): ScenarioSource {
  const issues: { path: string; message: string }[] = [];
  const figures = body.figures.map((f, i) => {
    const book = f.book.body;
    if (!book) issues.push({ path: `scenario.figures.${i}.book`, message: `Expected a book for ${f.name}` });
    else
      try {
        compileBook(book);
      } catch (e) {
        issues.push({ path: `scenario.figures.${i}.book.body`, message: (e as Error).message });
      }
    // The cards' points are paid from the book's spell points before play: more is no figure the rules allow.
    const held = spellCardPoints(f.spells);
    if (book && held > book.character.spellPoints)
      issues.push({
        path: `scenario.figures.${i}.spells`,
        message: `Expected ${f.name}'s spell cards to total at most the book's ${book.character.spellPoints} spell points (they total ${held})`,
      });
    return { ...f, book };
  });
  if (issues.length) throw new ContentError("Expected a playable scenario", issues);
  const { briefing: _briefing, ...rest } = body;
  void _briefing;
  return { ...rest, figures };
}

export function parseScenario(content: unknown): ScenarioSource {
  const source = scenarioSource(parseWith(scenarioBodySchema, content, "scenario"));
  try {
    prepareScenario(source);
  } catch (e) {
    if (e instanceof ScenarioError) throw new ContentError("Expected a playable scenario", [{ path: "scenario", message: e.message }]);
    throw e;
  }
  return source;
}
