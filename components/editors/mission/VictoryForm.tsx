"use client";
// Victory: outcomes checked in order when the game ends (the first that holds decides), what
// happens otherwise, and the turn limit.
import type { MissionBody, Side, Victory, VictoryCondition } from "@/lib/content/kinds/mission";
import type { RunCommand } from "../types";
import { IntField, OptionalIntField, SectionChips } from "./fields";

type Outcome = Victory["outcomes"][number];
const RESULTS: { id: Outcome["result"]; label: string }[] = [
  { id: "marines-win", label: "Marines win" },
  { id: "stealers-win", label: "Genestealers win" },
  { id: "draw", label: "Draw" },
];

/** A fresh condition of a type, keeping the side (and count where both have one). */
function conditionOfType(type: VictoryCondition["type"], from: VictoryCondition, body: MissionBody): VictoryCondition {
  const atLeast = "atLeast" in from ? from.atLeast : 1;
  if (type === "escaped") return { type, side: from.side, via: "chute", atLeast };
  if (type === "eliminated") return { type, side: from.side };
  const first = body.levels.flatMap((l) => l.sections.map((s) => s.name))[0] ?? "";
  return { type, side: from.side, atLeast, sections: [first] };
}

export function VictoryForm({ body, readOnly, onCommand }: { body: MissionBody; readOnly: boolean; onCommand: RunCommand<MissionBody> }) {
  const v = body.victory;
  const setVictory = (label: string, next: Victory, merge?: string) => onCommand(label, { ...body, victory: next }, merge);
  const setOutcome = (i: number, patch: Partial<Outcome>, merge?: string) =>
    setVictory(
      "Change outcome",
      { ...v, outcomes: v.outcomes.map((o, j) => (j === i ? { ...o, ...patch } : o)) },
      merge && `${merge}:${i}`,
    );
  const move = (i: number, d: number) => {
    const next = [...v.outcomes];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    setVictory(d < 0 ? "Move outcome up" : "Move outcome down", { ...v, outcomes: next });
  };
  return (
    <div className="stack">
      <p className="small muted" style={{ margin: 0 }}>
        When the game ends, the first outcome whose condition holds decides.
      </p>
      {v.outcomes.map((o, i) => (
        <fieldset key={i} className="stack squad" aria-label={`Outcome ${i + 1}`}>
          <div className="row" style={{ alignItems: "flex-end" }}>
            <label>
              Result
              <select value={o.result} disabled={readOnly} onChange={(e) => setOutcome(i, { result: e.target.value as Outcome["result"] })}>
                {RESULTS.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              when
              <select
                value={o.when.type}
                disabled={readOnly}
                onChange={(e) => setOutcome(i, { when: conditionOfType(e.target.value as VictoryCondition["type"], o.when, body) })}
              >
                <option value="escaped">escaped through the chute</option>
                <option value="eliminated">eliminated</option>
                <option value="occupy">occupy sections</option>
              </select>
            </label>
            <label>
              Side
              <select
                value={o.when.side}
                disabled={readOnly}
                onChange={(e) => setOutcome(i, { when: { ...o.when, side: e.target.value as Side } })}
              >
                <option value="marines">Marines</option>
                <option value="stealers">Genestealers</option>
              </select>
            </label>
            {"atLeast" in o.when && (
              <IntField
                label="At least"
                value={o.when.atLeast}
                min={1}
                disabled={readOnly}
                onChange={(atLeast) => setOutcome(i, { when: { ...o.when, atLeast } as VictoryCondition }, "atLeast")}
              />
            )}
            {!readOnly && (
              <div className="row">
                <button type="button" disabled={i === 0} onClick={() => move(i, -1)} aria-label="Move up">
                  ↑
                </button>
                <button type="button" disabled={i === v.outcomes.length - 1} onClick={() => move(i, 1)} aria-label="Move down">
                  ↓
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={() => setVictory("Remove outcome", { ...v, outcomes: v.outcomes.filter((_, j) => j !== i) })}
                >
                  Remove
                </button>
              </div>
            )}
          </div>
          {o.when.type === "occupy" && (
            <SectionChips
              body={body}
              label="Sections to occupy"
              selected={o.when.sections}
              disabled={readOnly}
              onToggle={(name) => {
                if (o.when.type !== "occupy") return;
                const sections = o.when.sections.includes(name) ? o.when.sections.filter((s) => s !== name) : [...o.when.sections, name];
                if (sections.length > 0) setOutcome(i, { when: { ...o.when, sections } });
              }}
            />
          )}
          <label>
            Text
            <input value={o.text} maxLength={300} readOnly={readOnly} onChange={(e) => setOutcome(i, { text: e.target.value }, "text")} />
          </label>
        </fieldset>
      ))}
      {!readOnly && (
        <div>
          <button
            type="button"
            onClick={() =>
              setVictory("Add outcome", {
                ...v,
                outcomes: [
                  ...v.outcomes,
                  { result: "marines-win", when: { type: "escaped", side: "marines", via: "chute", atLeast: 1 }, text: "" },
                ],
              })
            }
          >
            Add outcome
          </button>
        </div>
      )}
      <label style={{ maxWidth: 260 }}>
        Otherwise
        <select
          value={v.otherwise}
          disabled={readOnly}
          onChange={(e) => setVictory("Change result otherwise", { ...v, otherwise: e.target.value as Victory["otherwise"] })}
        >
          {RESULTS.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
      <OptionalIntField
        label="Turn limit"
        none="no turn limit"
        value={body.turnLimit}
        fallback={12}
        disabled={readOnly}
        onChange={(turnLimit) => onCommand("Change turn limit", { ...body, turnLimit }, "turnLimit")}
      />
    </div>
  );
}
