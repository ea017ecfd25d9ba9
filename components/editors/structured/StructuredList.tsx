"use client";
// A list of structured entries (a Location's instructions, a card's effects, a Character's
// abilities) edited as forms: each entry's kind, then its fields, in the player's words, moved up
// or down or removed; the list is applied only when the schema accepts all of it, and until then
// the first thing it refuses is said beside it. Kinds, bounds and choices come from the schema
// (union-form.ts); the words come from the editor.
import { useState } from "react";
import { z } from "zod";
import { blankEntry, unionKinds, type FieldSpec } from "./union-form";

export interface StructuredWords {
  kinds: Record<string, string>;
  fields: Record<string, string>;
  /** Words for a choice's values, by field name; values without words are shown as they are. */
  choices: Record<string, Record<string, string>>;
  /** The singular of one entry ("instruction", "effect"), for the buttons and messages. */
  entry: string;
}

interface Props<T> {
  label: string;
  schema: z.ZodType<T>;
  value: readonly T[];
  max: number;
  words: StructuredWords;
  /** Fields that name another card or tile of the document (by id), with its choices as [id, name]. */
  ids?: Record<string, [string, string][]>;
  readOnly: boolean;
  onApply(value: T[]): void;
}

type Entry = Record<string, unknown>;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function StructuredList<T>({ label, schema, value, max, words, ids = {}, readOnly, onApply }: Props<T>) {
  const kinds = unionKinds(schema);
  const [draft, setDraft] = useState<Entry[]>(() => value.map((v) => ({ ...(v as Entry) })));
  const [shown, setShown] = useState(value);
  const [adding, setAdding] = useState(kinds[0]?.kind ?? "");
  // A new value from outside (undo, another tab) replaces the draft.
  if (shown !== value) {
    setShown(value);
    setDraft(value.map((v) => ({ ...(v as Entry) })));
  }
  const checked = z.array(schema).max(max).safeParse(draft);
  const problem = checked.success
    ? null
    : checked.error.issues.map((i) => {
        const [n, f] = i.path;
        const where =
          typeof n === "number" ? `${capital(words.entry)} ${n + 1}${typeof f === "string" ? `, ${words.fields[f] ?? f}` : ""}: ` : "";
        return `${where}${i.message}`;
      })[0];

  function change(next: Entry[]) {
    setDraft(next);
    const r = z.array(schema).max(max).safeParse(next);
    if (r.success) onApply(r.data);
  }
  const set = (i: number, patch: Entry) => change(draft.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const move = (i: number, by: number) => {
    const next = [...draft];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(next);
  };

  function fieldInput(i: number, e: Entry, f: FieldSpec) {
    const name = `${capital(words.entry)} ${i + 1} ${(words.fields[f.name] ?? f.name).toLowerCase()}`;
    const v = e[f.name];
    if (f.type === "number")
      return (
        <input
          aria-label={name}
          type="number"
          min={f.min}
          max={f.max}
          value={typeof v === "number" ? v : ""}
          readOnly={readOnly}
          onChange={(ev) => set(i, { [f.name]: ev.target.value === "" ? undefined : Math.round(Number(ev.target.value)) })}
          style={{ width: "5em" }}
        />
      );
    if (f.type === "switch")
      return (
        <input
          aria-label={name}
          type="checkbox"
          checked={v === true}
          disabled={readOnly}
          onChange={(ev) => set(i, { [f.name]: ev.target.checked })}
        />
      );
    const options: [string, string][] | undefined =
      f.type === "choice" ? f.options.map((o) => [o, words.choices[f.name]?.[o] ?? o]) : ids[f.name];
    if (options)
      return (
        <select
          aria-label={name}
          value={String(v ?? "")}
          disabled={readOnly}
          onChange={(ev) => set(i, { [f.name]: ev.target.value })}
          style={{ maxWidth: "100%" }}
        >
          {!options.some(([id]) => id === v) && (
            <option value={String(v ?? "")}>{v ? `${String(v)} (not in this document)` : "Choose…"}</option>
          )}
          {options.map(([id, text]) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </select>
      );
    return (
      <input
        aria-label={name}
        value={String(v ?? "")}
        maxLength={f.type === "words" ? f.max : undefined}
        readOnly={readOnly}
        onChange={(ev) => set(i, { [f.name]: ev.target.value })}
        size={f.type === "words" && f.max > 80 ? 40 : 16}
      />
    );
  }

  return (
    // A fieldset is as wide as its widest content unless told otherwise; this one wraps instead.
    <fieldset className="stack" style={{ gap: "0.35rem", minWidth: 0 }} aria-label={label}>
      <legend>{label}</legend>
      {draft.length === 0 && (
        <p className="muted small" style={{ margin: 0 }}>
          None.
        </p>
      )}
      <ol className="stack" style={{ margin: 0, paddingLeft: "1.4rem", gap: "0.35rem" }}>
        {draft.map((e, i) => {
          const spec = kinds.find((k) => k.kind === e.kind);
          return (
            <li key={i}>
              <div className="row" style={{ alignItems: "center", flexWrap: "wrap", gap: "0.4rem" }}>
                <select
                  aria-label={`${capital(words.entry)} ${i + 1}`}
                  value={String(e.kind)}
                  disabled={readOnly}
                  onChange={(ev) => change(draft.map((x, j) => (j === i ? blankEntry(schema, ev.target.value) : x)))}
                >
                  {kinds.map((k) => (
                    <option key={k.kind} value={k.kind}>
                      {words.kinds[k.kind] ?? k.kind}
                    </option>
                  ))}
                </select>
                {spec?.fields.map((f) => (
                  <label
                    key={f.name}
                    className={f.type === "switch" ? "check small" : "small row"}
                    style={{ gap: "0.25rem", alignItems: "center" }}
                  >
                    {words.fields[f.name] ?? f.name} {fieldInput(i, e, f)}
                  </label>
                ))}
                {!readOnly && (
                  <span className="row" style={{ gap: "0.2rem" }}>
                    <button type="button" aria-label={`Move ${words.entry} ${i + 1} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                      ↑
                    </button>
                    <button
                      type="button"
                      aria-label={`Move ${words.entry} ${i + 1} down`}
                      disabled={i === draft.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      aria-label={`Remove ${words.entry} ${i + 1}`}
                      onClick={() => change(draft.filter((_, j) => j !== i))}
                    >
                      ✕
                    </button>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {!readOnly && draft.length < max && (
        <div className="row" style={{ gap: "0.4rem" }}>
          <select aria-label={`Kind of ${words.entry} to add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
            {kinds.map((k) => (
              <option key={k.kind} value={k.kind}>
                {words.kinds[k.kind] ?? k.kind}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => change([...draft, blankEntry(schema, adding)])}>
            Add {words.entry}
          </button>
        </div>
      )}
      {problem && (
        <span className="error small" role="alert">
          Not applied yet. {problem}
        </span>
      )}
    </fieldset>
  );
}
