// Lint any document in the export format: validate it (schema problems become `schema`
// diagnostics with the field path), then run its kind's rules.
import { parseExportFile } from "../content/registry";
import type { Diagnostic } from "./diagnostic";
import { LINTERS, PAIR_LINTERS } from "./registry";

export type { Diagnostic, Severity } from "./diagnostic";

export function lintBody(kind: string, body: unknown): Diagnostic[] {
  const linter = (LINTERS as Record<string, ((body: unknown) => Diagnostic[]) | null>)[kind];
  return linter ? linter(body) : [];
}

/** Whether documents of this kind are also linted in pairs (see PAIR_LINTERS). */
export const hasPairLint = (kind: string): boolean => kind in PAIR_LINTERS;

/** The pairing lint of two bodies of one kind (schema-checked already), or nothing for kinds without one. */
export function lintPair(kind: string, a: unknown, b: unknown): Diagnostic[] {
  const linter = (PAIR_LINTERS as Record<string, ((a: unknown, b: unknown) => Diagnostic[]) | undefined>)[kind];
  return linter ? linter(a, b) : [];
}

export function lintDocument(file: unknown): { diagnostics: Diagnostic[] } {
  const parsed = parseExportFile(file);
  if (!parsed.ok) {
    return {
      diagnostics: parsed.issues.map((i) => ({
        rule: "schema",
        severity: "error" as const,
        message: i.message,
        location: { path: i.path },
      })),
    };
  }
  return { diagnostics: lintBody(parsed.value.kind, parsed.value.body) };
}
