/** One lint finding: a rule id, how bad it is, words a person understands, and where. */
export type Severity = "error" | "warning" | "info";

export interface Diagnostic {
  rule: string;
  severity: Severity;
  message: string;
  /** Where the editor should jump: e.g. `{ page, row }` in a book, `{ tile }` in a tile set. */
  location: Record<string, string | number>;
}

/** A lint rule is data (id, severity, what it checks) plus a pure function. */
export interface LintRule<Body> {
  id: string;
  severity: Severity;
  description: string;
  check(body: Body): Omit<Diagnostic, "rule" | "severity">[] | Iterable<Omit<Diagnostic, "rule" | "severity">>;
}

export function runRules<Body>(rules: readonly LintRule<Body>[], body: Body): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of rules) {
    for (const d of rule.check(body)) out.push({ rule: rule.id, severity: rule.severity, ...d });
  }
  return out;
}

export const countErrors = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === "error").length;
