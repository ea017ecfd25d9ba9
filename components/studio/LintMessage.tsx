// One lint finding as a person reads it: how bad it is in a word, the message, and the rule's id
// last and small, for people who know the rules by name.
import type { Diagnostic } from "@/lib/lint/diagnostic";

const SEVERITY: Record<Diagnostic["severity"], string> = { error: "Error", warning: "Warning", info: "Note" };

export function LintMessage({ d }: { d: Pick<Diagnostic, "severity" | "message" | "rule"> }) {
  return (
    <>
      <strong className={`lint-tag lint-${d.severity}`}>{SEVERITY[d.severity]}:</strong> {d.message}{" "}
      <code className="lint-rule" title="The lint rule's id">
        {d.rule}
      </code>
    </>
  );
}
