/**
 * Regeneration in the Movement Phase, for books that regenerate (option `regeneration`). A figure
 * out of every opponent's Battle Zone may give up its whole allowance, unspent, to regenerate; at
 * the end of the Movement Phase it regains three times the best regeneration printed in its book
 * (never above its book's body points), unless it then stands in an opponent's Battle Zone: the
 * allowance is lost all the same. A figure that restores spell points (option `magic`) does so
 * the same way, up to two a turn, never above what its book's spell points leave after its cards.
 */
import type { GameEvent } from "../core/game";
import type { BookSource } from "../lostworlds/input";
import { zoningOpponents } from "./figures";
import { MAGIC_REGENERATION_LIMIT, spellPool } from "./magic";
import type { ScenarioState } from "./types";

/** The most body points any one picture of the book (or its CRITICAL) gives back; 0 for a book that does not regenerate. */
export function bestRegeneration(book: BookSource | null): number {
  let best = 0;
  for (const pic of Object.values(book?.pictures ?? {}))
    for (const tell of [pic.tell, pic.critical])
      for (const e of tell?.effects ?? []) if (e.type === "regain") best = Math.max(best, e.points);
  return best;
}

// A figure that dematerialises regenerates whatever its book's pictures give back (dematerialise.ts).
const regeneratesBody = (s: ScenarioState, f: number): boolean =>
  s.options.regeneration && (s.t.source.figures[f].dematerialises || bestRegeneration(s.t.source.figures[f].book) > 0);
const regeneratesMagic = (s: ScenarioState, f: number): boolean => s.options.magic && s.t.source.figures[f].regeneratesMagic;

/** May figure f regenerate now: it regenerates body or spell points, nothing spent yet, no opponent's zone around it. */
export function mayRegenerate(s: ScenarioState, f: number, allowance: number): boolean {
  const fs = s.figures[f];
  return (
    (regeneratesBody(s, f) || (regeneratesMagic(s, f) && fs.spellPoints < spellPool(s.t.source.figures[f]))) &&
    fs.condition === "active" &&
    !fs.regenerating &&
    !fs.ran &&
    fs.mp === allowance &&
    zoningOpponents(s, f, fs.at).length === 0
  );
}

/** End of the Movement Phase: each regenerating figure out of every opponent's zone regains its points. */
export function regenerate(s: ScenarioState, events: GameEvent[]): void {
  s.figures.forEach((fs, f) => {
    if (!fs.regenerating) return;
    fs.regenerating = false;
    if (fs.condition !== "active" || zoningOpponents(s, f, fs.at).length > 0) {
      events.push({ type: "regenerated", figure: f, points: 0, magic: 0 });
      return;
    }
    const src = s.t.source.figures[f];
    const max = src.book?.character.bodyPoints ?? fs.body;
    const body = regeneratesBody(s, f) ? Math.max(fs.body, Math.min(max, fs.body + 3 * bestRegeneration(src.book))) : fs.body;
    const magic = regeneratesMagic(s, f) ? Math.max(0, Math.min(MAGIC_REGENERATION_LIMIT, spellPool(src) - fs.spellPoints)) : 0;
    events.push({ type: "regenerated", figure: f, points: body - fs.body, magic });
    fs.body = body;
    fs.spellPoints += magic;
  });
}
