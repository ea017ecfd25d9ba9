// Lint any document in the export format: validate it (schema problems become `schema`
// diagnostics with the field path), then run its kind's rules.
import { parseExportFile } from "../content/registry";
import type { Diagnostic } from "./diagnostic";
import { LINTERS } from "./registry";

export type { Diagnostic, Severity } from "./diagnostic";

export function lintBody(kind: string, body: unknown): Diagnostic[] {
  const linter = (LINTERS as Record<string, ((body: unknown) => Diagnostic[]) | null>)[kind];
  return linter ? linter(body) : [];
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
