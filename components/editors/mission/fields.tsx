"use client";
// Small form fields shared by the mission designer's panels.
import type { MissionBody } from "@/lib/content/kinds/mission";

/** A whole-number input clamped to [min, max]; an empty or partial entry is ignored. */
export function IntField({
  label,
  value,
  min = 0,
  max = 9999,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  onChange(v: number): void;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        style={{ width: "6rem" }}
        onChange={(e) => {
          const n = Math.floor(Number(e.target.value));
          if (e.target.value !== "" && Number.isFinite(n)) onChange(Math.max(min, Math.min(max, n)));
        }}
      />
    </label>
  );
}

/** A number that may be "none" (null): a checkbox plus the number. */
export function OptionalIntField({
  label,
  none,
  value,
  fallback,
  min = 1,
  disabled,
  onChange,
}: {
  label: string;
  none: string;
  value: number | null;
  fallback: number;
  min?: number;
  disabled?: boolean;
  onChange(v: number | null): void;
}) {
  return (
    <div className="row" style={{ alignItems: "flex-end" }}>
      <IntField label={label} value={value ?? fallback} min={min} disabled={disabled || value === null} onChange={onChange} />
      <label className="check">
        <input
          type="checkbox"
          checked={value === null}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked ? null : fallback)}
        />{" "}
        {none}
      </label>
    </div>
  );
}

/**
 * A text edited in place and committed on blur or Enter (so a half-typed name is not an undo
 * step, nor refused as a duplicate while typing). Give it `key={value}` so outside changes show.
 */
export function CommitInput({
  label,
  value,
  maxLength = 60,
  disabled,
  onCommit,
}: {
  label: string;
  value: string;
  maxLength?: number;
  disabled?: boolean;
  onCommit(v: string): void;
}) {
  return (
    <input
      aria-label={label}
      defaultValue={value}
      maxLength={maxLength}
      disabled={disabled}
      onBlur={(e) => {
        const v = e.target.value.trim();
        if (v && v !== value) onCommit(v);
        else e.target.value = value;
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
    />
  );
}

/** Every section name, grouped by level (top level first, as a designer reads the map). */
export function sectionNamesByLevel(m: MissionBody): { level: string; names: string[] }[] {
  return m.levels.map((l) => ({ level: l.name, names: l.sections.map((s) => s.name) })).reverse();
}

/** Toggle chips for choosing sections by name. */
export function SectionChips({
  body,
  selected,
  disabled,
  label,
  onToggle,
}: {
  body: MissionBody;
  selected: readonly string[];
  disabled?: boolean;
  label: string;
  onToggle(name: string): void;
}) {
  return (
    <div className="stack" style={{ gap: "0.3rem" }} role="group" aria-label={label}>
      {sectionNamesByLevel(body).map((g) => (
        <div key={g.level} className="chips">
          <span className="small muted" style={{ minWidth: "4rem" }}>
            {g.level}
          </span>
          {g.names.map((n) => (
            <button
              key={n}
              type="button"
              className="chip"
              aria-pressed={selected.includes(n)}
              disabled={disabled}
              onClick={() => onToggle(n)}
            >
              {n}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
