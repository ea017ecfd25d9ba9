"use client";
// The structured-JSON editor: every kind can be edited this way, with its zod schema checking
// each keystroke. Kinds with a dedicated visual editor still offer it as their "JSON" view.
import { useState } from "react";
import { validateBody } from "@/lib/content/registry";
import type { EditorProps } from "./types";

function sameJson(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

export function JsonBodyEditor({ kind, body, onCommand, readOnly }: EditorProps) {
  const [text, setText] = useState(() => JSON.stringify(body, null, 2));
  const [problems, setProblems] = useState<string[]>([]);

  // An outside change (undo, restore, reload) replaces the text unless it already says the same.
  // Adjusted during render, as React recommends for state derived from a changed prop.
  const [shownBody, setShownBody] = useState(body);
  if (shownBody !== body) {
    setShownBody(body);
    if (!sameJson(text, body)) {
      setText(JSON.stringify(body, null, 2));
      setProblems([]);
    }
  }

  function edit(next: string) {
    setText(next);
    let parsed: unknown;
    try {
      parsed = JSON.parse(next);
    } catch (err) {
      setProblems([`JSON syntax: ${err instanceof Error ? err.message : String(err)}`]);
      return;
    }
    const result = validateBody(kind, parsed, []);
    if (!result.ok) {
      setProblems(result.issues.map((i) => `${i.path}: ${i.message}`));
      return;
    }
    setProblems([]);
    // Only what the new text changes is recorded; typing on makes one step until the field is left.
    onCommand("Edit JSON", result.value, "json");
  }

  return (
    <div className="stack">
      <textarea
        aria-label="Document JSON"
        value={text}
        onChange={(e) => edit(e.target.value)}
        readOnly={readOnly}
        spellCheck={false}
        rows={28}
        style={{ width: "100%", resize: "vertical" }}
      />
      {problems.length > 0 ? (
        <div role="status" aria-label="Validation problems">
          <strong className="error">Not saved until fixed:</strong>
          <ul className="issues">
            {problems.slice(0, 20).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : (
        <span className="status">Valid {kind} document.</span>
      )}
    </div>
  );
}
