"use client";
// Every action a board's canvas offers, as buttons in words grouped by piece or place (see
// action-groups.ts): the board played by Tab and Enter, and read by a screen reader. A pick
// usually removes its own button; focus then comes back to the list rather than falling to the
// top of the page, so the next Tab reaches the next choice.
import { useEffect, useRef } from "react";
import type { ActionGroup } from "./action-groups";

export function ActionList<A>({
  groups,
  onPick,
  testId,
  title = "Actions on the table",
}: {
  groups: ActionGroup<A>[];
  onPick(action: A): void;
  testId: string;
  title?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const picked = useRef(false);
  useEffect(() => {
    if (!picked.current) return;
    const el = document.activeElement;
    if (!el || el === document.body || !el.isConnected) ref.current?.focus();
    picked.current = false;
  });
  if (groups.length === 0) return null;
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={`${testId}-title`} data-testid={testId} className="action-list">
      <h3 id={`${testId}-title`} className="small" style={{ margin: 0 }}>
        {title} ({count})
      </h3>
      {groups.map((g) => (
        <div key={g.label} role="group" aria-label={g.label} className="action-group">
          <span className="small muted" aria-hidden="true">
            {g.label}
          </span>
          <div className="row" style={{ gap: "0.25rem" }}>
            {g.items.map((it, i) => (
              <button
                key={i}
                className="small"
                onClick={() => {
                  picked.current = true;
                  onPick(it.action);
                }}
              >
                {it.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
