/**
 * What the derivation could not apply, and why. An entry with a problem is skipped as a whole
 * (nothing half-applied); lint shows these in place and validateEntry refuses a new entry that
 * would have one.
 */
import type { ChoiceProblemCode } from "./system-contract";

export type ProblemCode =
  | "duplicate-id"
  | "unknown-entry"
  | "replacement-type"
  | "unknown-character"
  | "retired-character"
  | "invalid-battle"
  /** A system's own entry type refused (a Lost Worlds "illegal-improvement"). */
  | ChoiceProblemCode;

export interface LedgerProblem {
  code: ProblemCode;
  /** The entry whose content has the problem (for a replaced entry: the correction). */
  entryId: string;
  /** Its index in the ledger. */
  index: number;
  /** Field path inside that entry, e.g. "replacement.participants.0.characterId". */
  path: string;
  message: string;
}

export const problem = (code: ProblemCode, entryId: string, index: number, path: string, message: string): LedgerProblem => ({
  code,
  entryId,
  index,
  path,
  message,
});
