"use client";
// The fields of a game's per-match options (how many players, which rules, table actions), as the
// new-playtest form and the lab's single run show them: a checkbox, a choice or a number in range.
import type { GameInfo } from "@/lib/games/catalog";

type SetupOption = GameInfo["setupOptions"][number];

export function SetupOptionFields({
  options,
  values,
  onChange,
}: {
  options: SetupOption[];
  values: Record<string, unknown>;
  onChange(key: string, value: unknown): void;
}) {
  return (
    <>
      {options.map((o) =>
        o.values.kind === "boolean" ? (
          <label key={o.key} className="check">
            <input type="checkbox" checked={values[o.key] === true} onChange={(e) => onChange(o.key, e.target.checked)} /> {o.label}
          </label>
        ) : o.values.kind === "choice" ? (
          <label key={o.key}>
            {o.label}
            <select aria-label={o.label} value={String(values[o.key])} onChange={(e) => onChange(o.key, e.target.value)}>
              {o.values.choices.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label key={o.key}>
            {o.label}
            <input
              aria-label={o.label}
              type="number"
              min={o.values.min}
              max={o.values.max}
              value={Number(values[o.key])}
              onChange={(e) => {
                const range = o.values as { min: number; max: number };
                const n = Math.round(Number(e.target.value));
                if (Number.isFinite(n)) onChange(o.key, Math.min(range.max, Math.max(range.min, n)));
              }}
              size={3}
            />
          </label>
        ),
      )}
    </>
  );
}

export { seatsFromSetup } from "@/components/sim/lab-setup";
