"use client";
// A tell's effects: the closed set of typed effects the duel engine plays, each with structured
// controls (a page, a number of body points, a maneuver of the sheet), previewed as its sentence.
import type { Effect, ManeuverRef } from "@/lib/content/kinds/book";
import { maneuverLabel, renderEffect } from "@/lib/engine/lostworlds/tell-text";
import type { RunCommand } from "../types";

/** Effects that are there or not (chips); the labels are those the studio has always shown. */
const FLAGS: [Effect["type"], string][] = [
  ["weapon-lost", "Weapon lost"],
  ["weapon-retrieved", "Weapon retrieved"],
  ["knocked-down", "Knocked down"],
  ["shield-lost", "Shield lost"],
  ["knocked-out", "Knocked out"],
];

type Param = Extract<Effect, { type: "regain" | "turn-to" | "enable" | "disable" }>;
const isParam = (e: Effect): e is Param => e.type === "regain" || e.type === "turn-to" || e.type === "enable" || e.type === "disable";

export function EffectEditor(props: {
  value: Effect[];
  maneuvers: ManeuverRef[];
  readOnly: boolean;
  onCommand: RunCommand<Effect[]>;
  label: string;
}) {
  const { value, readOnly } = props;
  const has = (type: Effect["type"]) => value.some((e) => e.type === type);
  const set = (i: number, e: Effect, merge?: string) =>
    props.onCommand(
      "Change effect",
      value.map((x, j) => (j === i ? e : x)),
      merge && `effect-${merge}:${i}`,
    );
  const first: ManeuverRef = props.maneuvers[0] ?? { group: "", name: "?" };
  const add = (e: Effect) => props.onCommand(`Add effect ${e.type}`, [...value, e]);
  const pickManeuver = (i: number, e: Extract<Effect, { type: "enable" | "disable" }>) => (
    <select
      aria-label="Maneuver"
      disabled={readOnly}
      value={props.maneuvers.findIndex((m) => m.group === e.maneuver.group && m.name === e.maneuver.name)}
      onChange={(ev) => set(i, { ...e, maneuver: props.maneuvers[Number(ev.target.value)] ?? e.maneuver })}
    >
      {props.maneuvers.findIndex((m) => m.group === e.maneuver.group && m.name === e.maneuver.name) < 0 && (
        <option value={-1}>{maneuverLabel(e.maneuver)} (not on the sheet)</option>
      )}
      {props.maneuvers.map((m, k) => (
        <option key={`${m.group}/${m.name}`} value={k}>
          {m.group} {m.name}
        </option>
      ))}
    </select>
  );
  return (
    <div className="stack" aria-label={props.label}>
      <div className="chips" role="group" aria-label="Effects">
        {FLAGS.map(([type, label]) => (
          <button
            key={type}
            type="button"
            className="chip"
            disabled={readOnly}
            aria-pressed={has(type)}
            onClick={() =>
              props.onCommand(
                `${has(type) ? "Remove" : "Add"} effect ${label.toLowerCase()}`,
                has(type) ? value.filter((x) => x.type !== type) : [...value, { type } as Effect],
              )
            }
          >
            {label}
          </button>
        ))}
      </div>
      {value.map((e, i) =>
        isParam(e) ? (
          <div key={i} className="row restriction">
            {e.type === "regain" && (
              <label className="check">
                Regain body points{" "}
                <input
                  size={3}
                  aria-label="Body points regained"
                  value={e.points}
                  readOnly={readOnly}
                  onChange={(ev) => set(i, { ...e, points: Math.max(1, Math.trunc(Number(ev.target.value) || 1)) }, "points")}
                />
              </label>
            )}
            {e.type === "regain" && (
              <label className="check">
                <input
                  type="checkbox"
                  disabled={readOnly}
                  checked={!!e.ifNotScoredOn}
                  onChange={(ev) => {
                    // Unticked is stored as absent: the shape books had before the condition.
                    const { ifNotScoredOn: _was, ...always } = e;
                    set(i, ev.target.checked ? { ...always, ifNotScoredOn: true } : always);
                  }}
                />{" "}
                only if not scored on
              </label>
            )}
            {e.type === "turn-to" && (
              <>
                <label className="check">
                  Turn to picture{" "}
                  <input
                    size={3}
                    aria-label="Picture turned to"
                    value={e.page}
                    readOnly={readOnly}
                    onChange={(ev) => set(i, { ...e, page: Math.trunc(Number(ev.target.value) || 1) }, "page")}
                  />
                </label>
                <label className="check">
                  <input
                    type="checkbox"
                    disabled={readOnly}
                    checked={e.onScore}
                    onChange={(ev) => set(i, { ...e, onScore: ev.target.checked })}
                  />{" "}
                  only when scored on
                </label>
              </>
            )}
            {(e.type === "enable" || e.type === "disable") && (
              <>
                <select
                  aria-label="Enable or disable"
                  disabled={readOnly}
                  value={e.type}
                  onChange={(ev) => set(i, { ...e, type: ev.target.value as "enable" | "disable" })}
                >
                  <option value="enable">Enable for the rest of the combat</option>
                  <option value="disable">Disable for the rest of the combat</option>
                </select>
                {pickManeuver(i, e)}
              </>
            )}
            <span className="preview small">“{renderEffect(e)}”</span>
            {!readOnly && (
              <button
                className="danger"
                aria-label="Remove effect"
                onClick={() =>
                  props.onCommand(
                    "Remove effect",
                    value.filter((_, j) => j !== i),
                  )
                }
              >
                ✕
              </button>
            )}
          </div>
        ) : null,
      )}
      {!readOnly && (
        <div className="row">
          <span className="small muted">Add effect:</span>
          <button type="button" onClick={() => add({ type: "regain", points: 1 })}>
            Regain
          </button>
          <button type="button" onClick={() => add({ type: "turn-to", page: 41, onScore: true })}>
            Score: turn to…
          </button>
          <button type="button" disabled={props.maneuvers.length === 0} onClick={() => add({ type: "enable", maneuver: first })}>
            Enable / disable a maneuver
          </button>
        </div>
      )}
    </div>
  );
}
