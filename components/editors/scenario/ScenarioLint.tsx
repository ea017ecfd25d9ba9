"use client";
// The scenario lint as a list; each finding about a figure, an object or a victory condition
// opens its panel (and selects the figure or object on the map).
import type { ScenarioBody } from "@/lib/content/kinds/scenario";
import { countErrors, type Diagnostic } from "@/lib/lint/diagnostic";
import { LintMessage } from "@/components/studio/LintMessage";

export type ScenarioTab = "figures" | "objects" | "victory" | "rules" | "briefing";

const TAB_OF: Record<string, { tab: ScenarioTab; label: string }> = {
  figures: { tab: "figures", label: "show the figure" },
  objects: { tab: "objects", label: "show the object" },
  victory: { tab: "victory", label: "show victory" },
  turnLimit: { tab: "victory", label: "show victory" },
  sides: { tab: "victory", label: "show sides" },
  options: { tab: "rules", label: "show rule options" },
};

/** The panel a finding belongs to, and the figure or object it names. */
export function jumpOf(body: ScenarioBody, d: Diagnostic): { tab: ScenarioTab; label: string; figure?: string; object?: string } | null {
  const path = typeof d.location.path === "string" ? d.location.path.split(".") : [];
  const to = TAB_OF[path[0]];
  if (!to) return null;
  const i = Number(path[1]);
  if (path[0] === "figures" && body.figures[i]) return { ...to, figure: body.figures[i].id };
  if (path[0] === "objects" && body.objects[i]) return { ...to, object: body.objects[i].id };
  return to;
}

export function ScenarioLint({
  body,
  diagnostics,
  onJump,
}: {
  body: ScenarioBody;
  diagnostics: Diagnostic[];
  onJump(d: Diagnostic): void;
}) {
  const errors = countErrors(diagnostics);
  const warnings = diagnostics.filter((d) => d.severity === "warning").length;
  return (
    <section className="stack" aria-label="Lint" style={{ gap: "0.4rem" }}>
      <strong data-testid="lint-summary">
        Lint: {errors} error{errors === 1 ? "" : "s"}, {warnings} warning{warnings === 1 ? "" : "s"}
      </strong>
      {diagnostics.length === 0 ? (
        <span className="small muted">No problems found.</span>
      ) : (
        <ul className="lint-list" data-testid="lint">
          {diagnostics.map((d, i) => {
            const jump = jumpOf(body, d);
            return (
              <li key={i} className={`lint-${d.severity}`}>
                <LintMessage d={d} />
                {jump && (
                  <button type="button" className="link" onClick={() => onJump(d)}>
                    {jump.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
