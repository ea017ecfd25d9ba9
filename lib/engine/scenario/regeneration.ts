/**
 * Regeneration in the Movement Phase, for books that regenerate (option `regeneration`). A figure
 * out of every opponent's Battle Zone may give up its whole allowance, unspent, to regenerate; at
 * the end of the Movement Phase it regains three times the best regeneration printed in its book
 * (never above its book's body points), unless it then stands in an opponent's Battle Zone: the
 * allowance is lost all the same.
 */
import type { GameEvent } from "../core/game";
import type { BookSource } from "../lostworlds/input";
import { zoningOpponents } from "./figures";
import type { ScenarioState } from "./types";

/** The most body points any one picture of the book (or its CRITICAL) gives back; 0 for a book that does not regenerate. */
export function bestRegeneration(book: BookSource | null): number {
  let best = 0;
  for (const pic of Object.values(book?.pictures ?? {}))
    for (const tell of [pic.tell, pic.critical])
      for (const e of tell?.effects ?? []) if (e.type === "regain") best = Math.max(best, e.points);
  return best;
}

/** May figure f regenerate now: the option is on, its book regenerates, nothing spent yet, no opponent's zone around it. */
export function mayRegenerate(s: ScenarioState, f: number, allowance: number): boolean {
  const fs = s.figures[f];
  return (
    s.options.regeneration &&
    fs.condition === "active" &&
    !fs.regenerating &&
    !fs.ran &&
    fs.mp === allowance &&
    bestRegeneration(s.t.source.figures[f].book) > 0 &&
    zoningOpponents(s, f, fs.at).length === 0
  );
}

/** End of the Movement Phase: each regenerating figure out of every opponent's zone regains its points. */
export function regenerate(s: ScenarioState, events: GameEvent[]): void {
  s.figures.forEach((fs, f) => {
    if (!fs.regenerating) return;
    fs.regenerating = false;
    if (fs.condition !== "active" || zoningOpponents(s, f, fs.at).length > 0) {
      events.push({ type: "regenerated", figure: f, points: 0 });
      return;
    }
    const book = s.t.source.figures[f].book;
    const max = book?.character.bodyPoints ?? fs.body;
    const body = Math.max(fs.body, Math.min(max, fs.body + 3 * bestRegeneration(book)));
    events.push({ type: "regenerated", figure: f, points: body - fs.body });
    fs.body = body;
  });
}
