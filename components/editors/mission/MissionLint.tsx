"use client";
// The mission lint as a list; each diagnostic offers a jump to the cell, section, entry area or
// form it is about.
import type { MissionBody } from "@/lib/content/kinds/mission";
import { countErrors, type Diagnostic } from "@/lib/lint/diagnostic";
import { LintMessage } from "@/components/studio/LintMessage";

/** The designer tab a diagnostic's `path` location belongs to. */
export function tabForPath(path: string): PanelTab | null {
  const head = path.split(".")[0];
  const tabs: Record<string, PanelTab> = {
    forces: "forces",
    reinforcements: "schedule",
    victory: "victory",
    counterPool: "pool",
    deployment: "zones",
    entryAreas: "zones",
    features: "pool",
  };
  return tabs[head] ?? null;
}

export type PanelTab = "sections" | "zones" | "map" | "forces" | "schedule" | "victory" | "pool" | "texts";

function jumpLabel(body: MissionBody, d: Diagnostic): string | null {
  const { level, x, y, section, entry, path } = d.location;
  if (typeof level === "number" && typeof x === "number" && typeof y === "number")
    return `go to (${x}, ${y}) on ${body.levels[level]?.name ?? `level ${level}`}`;
  if (typeof section === "string") return `show section ${section}`;
  if (typeof entry === "string") return `show entry area`;
  if (typeof path === "string" && tabForPath(path)) return `open ${tabForPath(path)}`;
  return null;
}

export function MissionLint({
  body,
  diagnostics,
  stale,
  onJump,
}: {
  body: MissionBody;
  diagnostics: Diagnostic[];
  stale: boolean;
  onJump(d: Diagnostic): void;
}) {
  const errors = countErrors(diagnostics);
  const warnings = diagnostics.filter((d) => d.severity === "warning").length;
  return (
    <section className="stack" aria-label="Lint" style={{ gap: "0.4rem" }}>
      <h2 style={{ margin: 0 }} data-testid="lint-summary">
        Lint: {errors} error{errors === 1 ? "" : "s"}, {warnings} warning{warnings === 1 ? "" : "s"}
        {stale && <span className="small muted"> (checking…)</span>}
      </h2>
      {diagnostics.length === 0 ? (
        <p className="small muted" style={{ margin: 0 }}>
          No problems found.
        </p>
      ) : (
        <ul className="lint-list" data-testid="lint">
          {diagnostics.map((d, i) => {
            const label = jumpLabel(body, d);
            return (
              <li key={i} className={`lint-${d.severity}`}>
                <LintMessage d={d} />
                {label && (
                  <button type="button" className="link" onClick={() => onJump(d)}>
                    {label}
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
