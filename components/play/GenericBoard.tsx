"use client";
// The board every game gets until it has its own: the seat's view as data and its legal actions
// as buttons. Enough to play any registered game by hand.
import type { ActionBase } from "@/lib/engine/core/game";
import type { BoardProps } from "./types";

export function describeAction(action: ActionBase): string {
  const { seat: _seat, ...rest } = action as ActionBase & Record<string, unknown>;
  return (
    Object.entries(rest)
      .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
      .join(", ") || "pass"
  );
}

export function GenericBoard({ view, legal, onAction }: BoardProps) {
  return (
    <div className="stack">
      {legal.length > 0 && (
        <div className="stack">
          <strong>Your choices</strong>
          <div className="row">
            {legal.map((a, i) => (
              <button key={i} className="primary" onClick={() => onAction(a)}>
                {describeAction(a)}
              </button>
            ))}
          </div>
        </div>
      )}
      <details open>
        <summary>What this seat sees</summary>
        <pre className="small" style={{ maxHeight: 360, overflow: "auto", background: "#f6f4ef", padding: "0.5rem" }}>
          {JSON.stringify(view, null, 2)}
        </pre>
      </details>
    </div>
  );
}
