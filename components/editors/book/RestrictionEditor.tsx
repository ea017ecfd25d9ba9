"use client";
// Structured "Tell opponent" restrictions, each previewed as the sentence it prints.
import type { Duration, ManeuverRef, Restriction } from "@/lib/content/kinds/book";
import { COLORS, GROUPS } from "@/lib/engine/lostworlds/pages";
import { COLOR_LABEL, GROUP_LABELS, maneuverLabel, renderRestriction } from "@/lib/engine/lostworlds/tell-text";
import type { RunCommand } from "../types";

const DURATIONS: [Duration, string][] = [
  ["next-turn", "next turn"],
  ["next-2-turns", "next 2 turns"],
  ["until-weapon-retrieved", "until weapon picked up"],
  ["rest-of-combat", "rest of the combat"],
];

function toggle(list: string[], item: string): string[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

const sameRef = (a: ManeuverRef, b: ManeuverRef) => a.group === b.group && a.name === b.name;

export function RestrictionEditor(props: {
  value: Restriction[];
  /** The sheet's maneuvers by (group, name), and its own groups' headings. */
  maneuvers: ManeuverRef[];
  ownGroups: string[];
  readOnly: boolean;
  onCommand: RunCommand<Restriction[]>;
  label: string;
}) {
  const set = (i: number, r: Restriction, merge?: string) =>
    props.onCommand(
      "Change restriction",
      props.value.map((x, j) => (j === i ? r : x)),
      merge && `${merge}:${i}`,
    );
  const add = (type: Restriction["type"]) => {
    const base = { colors: [], groups: [], maneuvers: [], duration: "next-turn" as Duration };
    const r: Restriction = type === "override" ? { type } : type === "bonus" ? { type, amount: 2, ...base } : { type, ...base };
    props.onCommand("Add restriction", [...props.value, r]);
  };
  return (
    <div className="stack" aria-label={props.label}>
      {props.value.length === 0 && (
        <p className="small muted" style={{ margin: 0 }}>
          No structured restrictions.
        </p>
      )}
      {props.value.map((r, i) => (
        <div key={i} className="restriction">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <strong>{r.type === "only" ? "Only" : r.type === "no" ? "No" : r.type === "bonus" ? "Bonus" : "Override"}</strong>
            <span className="preview" data-testid="restriction-preview">
              “{renderRestriction(r)}”
            </span>
            {!props.readOnly && (
              <button
                className="danger"
                aria-label="Remove restriction"
                onClick={() =>
                  props.onCommand(
                    "Remove restriction",
                    props.value.filter((_, j) => j !== i),
                  )
                }
              >
                ✕
              </button>
            )}
          </div>
          {r.type !== "override" && (
            <>
              <div className="chips" role="group" aria-label="Colors">
                {COLORS.map((c) => (
                  <button
                    key={c}
                    type="button"
                    disabled={props.readOnly}
                    aria-pressed={r.colors.includes(c)}
                    className={`chip c-${c}`}
                    onClick={() => set(i, { ...r, colors: toggle(r.colors, c) })}
                  >
                    {COLOR_LABEL(c)}
                  </button>
                ))}
              </div>
              <div className="chips" role="group" aria-label="Groups">
                {GROUPS.map((g) => (
                  <button
                    key={g}
                    type="button"
                    disabled={props.readOnly}
                    aria-pressed={r.groups.includes(g)}
                    className="chip"
                    onClick={() => set(i, { ...r, groups: toggle(r.groups, g) })}
                  >
                    {GROUP_LABELS[g].label}
                  </button>
                ))}
                {props.ownGroups.map((g) => (
                  <button
                    key={`own:${g}`}
                    type="button"
                    disabled={props.readOnly}
                    aria-pressed={(r.ownGroups ?? []).includes(g)}
                    className="chip"
                    title="A group of this character's own"
                    onClick={() => set(i, { ...r, ownGroups: toggle(r.ownGroups ?? [], g) })}
                  >
                    {g}
                  </button>
                ))}
              </div>
              <label className="check">
                <input
                  type="checkbox"
                  disabled={props.readOnly}
                  checked={r.match === "all"}
                  onChange={(e) => set(i, { ...r, match: e.target.checked ? "all" : undefined })}
                />{" "}
                Only maneuvers that are all of these together (Extended Range Green)
              </label>
              <div className="row">
                <select
                  aria-label="Add a named maneuver"
                  disabled={props.readOnly}
                  value=""
                  onChange={(e) => {
                    const m = props.maneuvers[Number(e.target.value)];
                    if (e.target.value && m && !r.maneuvers.some((x) => sameRef(x, m))) set(i, { ...r, maneuvers: [...r.maneuvers, m] });
                  }}
                >
                  <option value="">+ named maneuver…</option>
                  {props.maneuvers.map((m, k) => (
                    <option key={`${m.group}/${m.name}`} value={k}>
                      {m.group} {m.name}
                    </option>
                  ))}
                </select>
                {r.maneuvers.map((m) => (
                  <button
                    key={`${m.group}/${m.name}`}
                    type="button"
                    className="chip"
                    aria-pressed
                    disabled={props.readOnly}
                    onClick={() => set(i, { ...r, maneuvers: r.maneuvers.filter((x) => !sameRef(x, m)) })}
                  >
                    {maneuverLabel(m)} ✕
                  </button>
                ))}
                <select
                  aria-label="Duration"
                  disabled={props.readOnly}
                  value={r.duration}
                  onChange={(e) => set(i, { ...r, duration: e.target.value as Duration })}
                >
                  {DURATIONS.map(([d, label]) => (
                    <option key={d} value={d}>
                      {label}
                    </option>
                  ))}
                </select>
                {r.type === "bonus" && (
                  <label className="check">
                    Amount{" "}
                    <input
                      size={3}
                      value={r.amount}
                      readOnly={props.readOnly}
                      onChange={(e) => set(i, { ...r, amount: Math.trunc(Number(e.target.value) || 0) }, "amount")}
                    />
                  </label>
                )}
                {r.type === "bonus" && (
                  <label className="check">
                    <input
                      type="checkbox"
                      disabled={props.readOnly}
                      checked={r.when === "scores"}
                      onChange={(e) => set(i, { ...r, when: e.target.checked ? "scores" : undefined })}
                    />{" "}
                    Only a move that scores gets the bonus
                  </label>
                )}
              </div>
            </>
          )}
        </div>
      ))}
      {!props.readOnly && (
        <div className="row">
          <span className="small muted">Add:</span>
          <button type="button" onClick={() => add("only")}>
            Do only…
          </button>
          <button type="button" onClick={() => add("no")}>
            Do no…
          </button>
          <button type="button" onClick={() => add("bonus")}>
            Bonus
          </button>
          <button type="button" onClick={() => add("override")}>
            Other restrictions invalid
          </button>
        </div>
      )}
    </div>
  );
}
