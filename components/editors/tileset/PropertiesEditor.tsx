"use client";
// A tile's free properties: name, type (text, number, yes/no) and value per row. Rows being typed
// stay here until they make a valid record (a name, and no name twice), so nothing invalid reaches
// the document; the problem is said beside the row meanwhile.
import { useState } from "react";

type Value = string | number | boolean;
type Kind = "text" | "number" | "yes/no";
interface Row {
  name: string;
  kind: Kind;
  value: Value;
}

const kindOf = (v: Value): Kind => (typeof v === "number" ? "number" : typeof v === "boolean" ? "yes/no" : "text");
const rowsOf = (record: Record<string, Value>): Row[] =>
  Object.entries(record).map(([name, value]) => ({ name, kind: kindOf(value), value }));

function convert(value: Value, kind: Kind): Value {
  if (kind === "number") return Number.isFinite(Number(value)) ? Number(value) : 0;
  if (kind === "yes/no") return value === true || value === "true" || value === "yes";
  return String(value);
}

/** What is wrong with row i, or null. */
function problem(rows: Row[], i: number): string | null {
  const name = rows[i].name.trim();
  if (!name) return "Give the property a name.";
  if (name.length > 40) return "At most 40 characters.";
  if (rows.findIndex((r) => r.name.trim() === name) !== i) return `"${name}" is already a property of this tile.`;
  return null;
}

export function PropertiesEditor({
  value,
  onChange,
  readOnly,
  hint,
}: {
  value: Record<string, Value>;
  onChange(next: Record<string, Value>): void;
  readOnly: boolean;
  hint?: string;
}) {
  // Rows as typed; replaced by the document's whenever the document changes from elsewhere (undo, another tile).
  const [draft, setDraft] = useState<{ from: Record<string, Value>; rows: Row[] }>({ from: value, rows: rowsOf(value) });
  const rows = draft.from === value ? draft.rows : rowsOf(value);

  function edit(next: Row[]) {
    if (next.every((_, i) => problem(next, i) === null)) {
      const record = Object.fromEntries(next.map((r) => [r.name.trim(), r.value]));
      setDraft({ from: record, rows: next });
      onChange(record);
    } else {
      setDraft({ from: value, rows: next });
    }
  }
  const change = (i: number, row: Partial<Row>) => edit(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));

  return (
    <div className="stack" style={{ gap: "0.35rem" }} role="group" aria-label="Properties">
      {rows.length === 0 && (
        <p className="small muted" style={{ margin: 0 }}>
          No properties.{hint ? ` ${hint}` : ""}
        </p>
      )}
      {rows.map((row, i) => {
        const wrong = problem(rows, i);
        return (
          <div key={i} className="stack" style={{ gap: "0.15rem" }}>
            <div className="row" style={{ gap: "0.35rem", flexWrap: "nowrap" }}>
              <input
                aria-label={`Property ${i + 1} name`}
                value={row.name}
                readOnly={readOnly}
                placeholder="name"
                style={{ width: "8rem" }}
                aria-invalid={wrong !== null}
                onChange={(e) => change(i, { name: e.target.value })}
              />
              <select
                aria-label={`Property ${i + 1} type`}
                value={row.kind}
                disabled={readOnly}
                onChange={(e) => change(i, { kind: e.target.value as Kind, value: convert(row.value, e.target.value as Kind) })}
              >
                <option value="text">text</option>
                <option value="number">number</option>
                <option value="yes/no">yes/no</option>
              </select>
              {row.kind === "yes/no" ? (
                <input
                  type="checkbox"
                  aria-label={`Property ${i + 1} value`}
                  checked={row.value === true}
                  disabled={readOnly}
                  onChange={(e) => change(i, { value: e.target.checked })}
                />
              ) : (
                <input
                  aria-label={`Property ${i + 1} value`}
                  type={row.kind === "number" ? "number" : "text"}
                  value={String(row.value)}
                  readOnly={readOnly}
                  style={{ width: "8rem" }}
                  maxLength={200}
                  onChange={(e) => change(i, { value: convert(e.target.value, row.kind) })}
                />
              )}
              {!readOnly && (
                <button type="button" aria-label={`Remove property ${i + 1}`} onClick={() => edit(rows.filter((_, j) => j !== i))}>
                  ✕
                </button>
              )}
            </div>
            {wrong && (
              <span className="small error" role="alert">
                {wrong}
              </span>
            )}
          </div>
        );
      })}
      {!readOnly && (
        <div>
          <button type="button" onClick={() => edit([...rows, { name: "", kind: "text", value: "" }])}>
            Add property
          </button>
        </div>
      )}
      {rows.length > 0 && hint && (
        <p className="small muted" style={{ margin: 0 }}>
          {hint}
        </p>
      )}
    </div>
  );
}
