/**
 * The ledger as it stands after corrections (docs/rules/campaigns.md: a correction is a new entry, never an
 * edit in place). Pure; the derivation replays what this returns.
 *
 * How corrections combine, settled here:
 * - Entries are unique by id; a repeated id is a retried post and only its first occurrence counts.
 * - A correction may only supersede an *earlier* entry, so there are no cycles.
 * - A correction is in effect unless a later correction in effect supersedes it.
 * - A correction of an ordinary entry E puts its replacement in E's place (at E's position in the
 *   timeline), or voids E when the replacement is null. If several corrections in effect target E,
 *   the latest decides.
 * - A correction of a correction K takes K out of effect. With a null replacement that is an undo:
 *   whatever K superseded is back as it was. With a replacement it is "K should have said this":
 *   the replacement stands in the place of K's (ultimate) target.
 * - A replacement has the type of the entry it stands for (a battle is corrected by a battle).
 */
import type { EntryPayload, LedgerEntry } from "../kinds/campaign";
import { type LedgerProblem, problem } from "./problems";

export interface EffectiveEntry {
  /** The slot's id: the original entry's id, stable across corrections. */
  id: string;
  /** Index of the original entry in the ledger. */
  index: number;
  at: string;
  /** Who posted the content in effect (the correction's author for a replaced entry). */
  by: string;
  payload: EntryPayload;
  /** The entry whose content is in effect: the original, or the correction that replaced it. */
  sourceId: string;
  sourceIndex: number;
  /** Where the payload sits inside its source entry, for field paths: "" or "replacement.". */
  pathPrefix: string;
  correctedBy: string | null;
}

export interface ResolvedLedger {
  entries: EffectiveEntry[];
  /** Original entries voided by a correction in effect: id → the correction's id. */
  voided: Record<string, string>;
  /** Corrections taken out of effect by a later correction: id → the later correction's id. */
  overruled: Record<string, string>;
  problems: LedgerProblem[];
}

type Correction = Extract<LedgerEntry, { type: "correction" }>;

export function resolveLedger(ledger: readonly LedgerEntry[]): ResolvedLedger {
  const problems: LedgerProblem[] = [];
  const unique: { entry: LedgerEntry; index: number }[] = [];
  const position = new Map<string, number>(); // id → position in `unique`
  ledger.forEach((entry, index) => {
    if (position.has(entry.id)) {
      problems.push(problem("duplicate-id", entry.id, index, "id", `Entry id "${entry.id}" was already recorded; this repeat is ignored`));
      return;
    }
    position.set(entry.id, unique.length);
    unique.push({ entry, index });
  });

  // Forward pass: which corrections are well-formed, and the original entry each one is about.
  const ultimate = new Map<string, string>(); // valid correction id → original entry id
  unique.forEach(({ entry, index }, pos) => {
    if (entry.type !== "correction") return;
    const targetPos = position.get(entry.supersedes);
    if (targetPos === undefined || targetPos >= pos) {
      const why = targetPos === undefined ? "no entry has that id" : "it is not an earlier entry";
      problems.push(
        problem("unknown-entry", entry.id, index, "supersedes", `Expected the id of an earlier entry ("${entry.supersedes}": ${why})`),
      );
      return;
    }
    const target = unique[targetPos].entry;
    if (target.type === "correction" && !ultimate.has(target.id)) {
      problems.push(
        problem("unknown-entry", entry.id, index, "supersedes", `Supersedes correction "${target.id}", which is itself invalid`),
      );
      return;
    }
    const original = target.type === "correction" ? ultimate.get(target.id)! : target.id;
    const originalType = unique[position.get(original)!].entry.type;
    if (entry.replacement && entry.replacement.type !== originalType) {
      problems.push(
        problem(
          "replacement-type",
          entry.id,
          index,
          "replacement.type",
          `Expected a ${originalType} entry to replace ${originalType} "${original}" (got ${entry.replacement.type})`,
        ),
      );
      return;
    }
    ultimate.set(entry.id, original);
  });

  // Backward pass: later corrections are seen first, so the first decider met for an entry is the latest.
  const overruled: Record<string, string> = {};
  const decider = new Map<string, Correction>();
  for (let pos = unique.length - 1; pos >= 0; pos--) {
    const { entry } = unique[pos];
    if (entry.type !== "correction" || !ultimate.has(entry.id) || overruled[entry.id]) continue;
    const targetIsCorrection = unique[position.get(entry.supersedes)!].entry.type === "correction";
    if (targetIsCorrection) overruled[entry.supersedes] ??= entry.id;
    // A void correction of a correction is an undo and decides nothing itself.
    if (targetIsCorrection && entry.replacement === null) continue;
    const original = ultimate.get(entry.id)!;
    if (!decider.has(original)) decider.set(original, entry);
  }

  const entries: EffectiveEntry[] = [];
  const voided: Record<string, string> = {};
  for (const { entry, index } of unique) {
    if (entry.type === "correction") continue;
    const fix = decider.get(entry.id);
    if (fix && fix.replacement === null) {
      voided[entry.id] = fix.id;
      continue;
    }
    entries.push({
      id: entry.id,
      index,
      at: entry.at,
      by: fix ? fix.by : entry.by,
      payload: fix?.replacement ?? entry,
      sourceId: fix ? fix.id : entry.id,
      sourceIndex: fix ? unique[position.get(fix.id)!].index : index,
      pathPrefix: fix ? "replacement." : "",
      correctedBy: fix ? fix.id : null,
    });
  }
  return { entries, voided, overruled, problems };
}

/** Appends an entry unless one with its id is already recorded (a retried post records once). */
export function appendEntry<Body extends { ledger: LedgerEntry[] }>(body: Body, entry: LedgerEntry): Body {
  if (body.ledger.some((e) => e.id === entry.id)) return body;
  return { ...body, ledger: [...body.ledger, entry] };
}
