/**
 * Lint of a scenario: every figure has a book that lints clean, starts on the map on a space it
 * may stand in and alone, objects lie on the map and someone can lift the movable ones, every
 * space a victory condition names is reachable by some figure of its side, the turn limit is
 * above 0, every side has figures and something to win, and spell cards fit their books
 * (spells.ts).
 */
import type { ScenarioBody } from "../../content/kinds/scenario";
import { BLOCKING_TERRAIN } from "../../content/kinds/scenario";
import { lintBook } from "../book";
import { runRules, type Diagnostic, type LintRule } from "../diagnostic";
import { placeKey, reachableFrom } from "./reach";
import { SPELL_RULES } from "./spells";

const spaceMap = (body: ScenarioBody) => new Map(body.spaces.map((s) => [placeKey(s), s]));

const RULES: LintRule<ScenarioBody>[] = [
  {
    id: "scenario/no-book",
    severity: "error",
    description: "A figure needs a book to fight with.",
    *check(body) {
      for (const [i, f] of body.figures.entries())
        if (!f.book.body)
          yield {
            message: `${f.name} has no book: choose one of the library's Lost Worlds books`,
            location: { path: `figures.${i}.book` },
          };
    },
  },
  {
    id: "scenario/book-not-clean",
    severity: "error",
    description: "A figure's book must lint clean to be played.",
    *check(body) {
      for (const [i, f] of body.figures.entries()) {
        if (!f.book.body) continue;
        const errors = lintBook(f.book.body).filter((d) => d.severity === "error");
        if (errors.length)
          yield {
            message: `${f.name}'s book "${f.book.title || f.book.body.character.name}" has ${errors.length} lint error(s), first: ${errors[0].message}`,
            location: { path: `figures.${i}.book` },
          };
      }
    },
  },
  {
    id: "scenario/start-space",
    severity: "error",
    description: "Each figure starts alone on a space of the map that is not a wall, pillar or impassable.",
    *check(body) {
      const spaces = spaceMap(body);
      const taken = new Map<string, string>();
      for (const [i, f] of body.figures.entries()) {
        const key = placeKey(f.start);
        const s = spaces.get(key);
        const location = { path: `figures.${i}.start`, q: f.start.q, r: f.start.r };
        if (!s) yield { message: `${f.name} starts off the map`, location };
        else if (s.impassable || BLOCKING_TERRAIN.includes(s.terrain))
          yield { message: `${f.name} starts in a ${s.impassable ? "space nobody may enter" : s.terrain}`, location };
        if (taken.has(key)) yield { message: `${f.name} starts on the same space as ${taken.get(key)}`, location };
        taken.set(key, f.name);
      }
    },
  },
  {
    id: "scenario/object-space",
    severity: "error",
    description: "Objects lie on spaces of the map.",
    *check(body) {
      const spaces = spaceMap(body);
      for (const [i, o] of body.objects.entries())
        if (!spaces.has(placeKey(o.at)))
          yield { message: `The ${o.name} lies off the map`, location: { path: `objects.${i}.at`, q: o.at.q, r: o.at.r } };
    },
  },
  {
    id: "scenario/unliftable-object",
    severity: "warning",
    description: "A movable object heavier than every figure's Height can never be picked up, carried or thrown.",
    *check(body) {
      if (body.figures.length === 0) return;
      const tallest = Math.max(...body.figures.map((f) => f.height));
      for (const [i, o] of body.objects.entries())
        if (o.movable && o.weight > tallest)
          yield {
            message: `Nobody can lift the ${o.name}: its weight ${o.weight} is above every figure's Height (tallest ${tallest})`,
            location: { path: `objects.${i}.weight` },
          };
    },
  },
  {
    id: "scenario/unreachable-goal",
    severity: "error",
    description: "Every space a victory condition names can be reached by a figure of its side, given the climbing rules.",
    *check(body) {
      const reach = body.figures.map((f) => ({ side: f.side, seen: reachableFrom(body, f.start, f.height) }));
      for (const [i, c] of body.victory.entries()) {
        if (c.kind !== "reach" && c.kind !== "hold" && c.kind !== "carry") continue;
        const mine = reach.filter((r) => r.side === c.side);
        const reachable = c.spaces.some((h) => mine.some((r) => r.seen.has(placeKey(h))));
        if (!reachable)
          yield {
            message: `No figure of side "${c.side}" can reach any space this ${c.kind} condition names`,
            location: { path: `victory.${i}.spaces` },
          };
      }
    },
  },
  {
    id: "scenario/turn-limit",
    severity: "error",
    description: "A scenario lasts at least one turn.",
    *check(body) {
      if (body.turnLimit < 1)
        yield { message: "The turn limit is 0: the scenario would end before anyone moves", location: { path: "turnLimit" } };
    },
  },
  {
    id: "scenario/side-without-figures",
    severity: "error",
    description: "Every side has a figure, and a scenario has at least two sides.",
    *check(body) {
      if (body.sides.length < 2) yield { message: "A scenario needs at least two sides", location: { path: "sides" } };
      for (const [i, s] of body.sides.entries())
        if (!body.figures.some((f) => f.side === s.id)) yield { message: `${s.name} has no figures`, location: { path: `sides.${i}` } };
    },
  },
  {
    id: "scenario/no-victory",
    severity: "warning",
    description: "Without victory conditions every scenario ends in a draw at the turn limit.",
    *check(body) {
      if (body.victory.length === 0) yield { message: "No victory conditions: every game ends in a draw", location: { path: "victory" } };
    },
  },
  ...SPELL_RULES,
];

export function lintScenario(body: ScenarioBody): Diagnostic[] {
  return runRules(RULES, body);
}
