/**
 * Whether a match can be played from these documents, in words, before anything is created: the
 * documents' own lint errors first (the author can fix those in the editor), then the errors of
 * the first document played against each other one of its kind (two Lost Worlds books whose
 * pictures disagree on range would stop the duel mid-way), then whatever the game itself refuses when it is set up (a tile set without a start tile, a book with a missing
 * picture). A playtest is never started from content that would not open.
 */
import { lintBody, lintPair } from "../lint/index";
import { setUp } from "./setup";
import type { GameModule } from "./types";

export interface PlayProblem {
  /** Which document it is in (its index among the chosen ones), or null for the match as a whole. */
  document: number | null;
  message: string;
  /** The lint rule's id, for people who know them; null for the game's own refusal. */
  rule: string | null;
}

export function playProblems(
  mod: GameModule,
  documents: readonly { kind: string; body: unknown }[],
  content: unknown,
  options: unknown,
  seed: string | number,
): PlayProblem[] {
  const problems: PlayProblem[] = [];
  documents.forEach((doc, i) => {
    for (const d of lintBody(doc.kind, doc.body)) {
      if (d.severity === "error") problems.push({ document: i, message: d.message, rule: d.rule });
    }
  });
  if (problems.length > 0) return problems;
  // The first seat meets every other (a duel's two sides; one against several): those are the pairs played.
  const first = documents[0];
  for (const other of documents.slice(1)) {
    if (!first || other.kind !== first.kind) continue;
    for (const d of lintPair(first.kind, first.body, other.body)) {
      if (d.severity === "error") problems.push({ document: null, message: d.message, rule: d.rule });
    }
  }
  if (problems.length > 0) return problems;
  try {
    setUp(mod, content, options, seed);
  } catch (e) {
    problems.push({ document: null, message: e instanceof Error ? e.message : String(e), rule: null });
  }
  return problems;
}
