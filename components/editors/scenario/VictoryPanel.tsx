"use client";
// Sides, the turn limit and the victory conditions with the points each earns. A condition on
// spaces (reach, hold, carry there) has its spaces picked on the map: "Pick on the map" makes a
// click on the map add or remove a space of that condition.
import { VICTORY_KINDS, type ScenarioBody, type VictoryConditionDoc } from "@/lib/content/kinds/scenario";
import { uniqueId } from "@/lib/content/campaign/character-ids";
import { CommitInput, IntField } from "../mission/fields";
import type { RunCommand } from "../types";
import { sideColor } from "./terrain-look";

const KIND_WORDS: Record<VictoryConditionDoc["kind"], string> = {
  "defeat-all": "defeats every opponent",
  reach: "reaches one of the spaces",
  hold: "holds one of the spaces for some turns",
  carry: "carries an object to one of the spaces",
  survive: "still stands after some turns",
};

/** A fresh condition of a kind, keeping the side, points and spaces where both have them. */
function ofKind(kind: VictoryConditionDoc["kind"], from: VictoryConditionDoc, body: ScenarioBody): VictoryConditionDoc {
  const base = { side: from.side, points: from.points, ends: from.ends };
  const spaces = "spaces" in from ? from.spaces : body.spaces.slice(0, 1).map((s) => ({ q: s.q, r: s.r }));
  switch (kind) {
    case "defeat-all":
      return { kind, ...base };
    case "reach":
      return { kind, ...base, spaces };
    case "hold":
      return { kind, ...base, spaces, turns: 2 };
    case "carry":
      return { kind, ...base, spaces, object: body.objects[0]?.id ?? "" };
    case "survive":
      return { kind, ...base, turns: body.turnLimit || 6 };
  }
}

interface Props {
  body: ScenarioBody;
  readOnly: boolean;
  /** The condition whose spaces map clicks now pick, if any. */
  picking: number | null;
  onPick(i: number | null): void;
  onCommand: RunCommand<ScenarioBody>;
}

export function VictoryPanel({ body, readOnly, picking, onPick, onCommand }: Props) {
  const setCondition = (i: number, next: VictoryConditionDoc, label: string, merge?: string) =>
    onCommand(label, { ...body, victory: body.victory.map((v, j) => (j === i ? next : v)) }, merge && `${merge}:${i}`);
  const used = (side: string) => body.figures.some((f) => f.side === side) || body.victory.some((v) => v.side === side);
  return (
    <div className="stack">
      <h3 style={{ margin: 0 }}>Sides</h3>
      <div className="row" style={{ flexWrap: "wrap" }}>
        {body.sides.map((s, i) => (
          <span key={s.id} className="row" style={{ gap: 4, borderLeft: `6px solid ${sideColor(i)}`, paddingLeft: 6 }}>
            <CommitInput
              key={s.name}
              label={`Side ${i + 1} name`}
              value={s.name}
              disabled={readOnly}
              onCommit={(name) => onCommand("Rename side", { ...body, sides: body.sides.map((x) => (x.id === s.id ? { ...x, name } : x)) })}
            />
            {!readOnly && body.sides.length > 2 && (
              <button
                type="button"
                disabled={used(s.id)}
                title={used(s.id) ? "Figures or victory conditions still belong to this side" : undefined}
                onClick={() => onCommand("Remove side", { ...body, sides: body.sides.filter((x) => x.id !== s.id) })}
              >
                Remove
              </button>
            )}
          </span>
        ))}
        {!readOnly && body.sides.length < 8 && (
          <button
            type="button"
            onClick={() => {
              const name = `Side ${body.sides.length + 1}`;
              const id = uniqueId(name, new Set(body.sides.map((s) => s.id)), "side");
              onCommand("Add side", { ...body, sides: [...body.sides, { id, name }] });
            }}
          >
            + Side
          </button>
        )}
      </div>
      <IntField
        label="Turn limit"
        value={body.turnLimit}
        max={200}
        disabled={readOnly}
        onChange={(turnLimit) => onCommand("Change turn limit", { ...body, turnLimit }, "turnLimit")}
      />
      <h3 style={{ margin: 0 }}>Victory conditions</h3>
      <p className="small muted" style={{ margin: 0 }}>
        Each condition met scores its points for the side once; one that ends the scenario ends it at once. Otherwise the scenario ends
        after the turn limit, and the side with the most points wins.
      </p>
      {body.victory.map((v, i) => (
        <fieldset
          key={i}
          className="row squad"
          aria-label={`Victory condition ${i + 1}`}
          style={{ alignItems: "flex-end", flexWrap: "wrap" }}
        >
          <label>
            Side
            <select
              value={v.side}
              disabled={readOnly}
              onChange={(e) => setCondition(i, { ...v, side: e.target.value }, "Change condition's side")}
            >
              {body.sides.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            wins when it
            <select
              value={v.kind}
              disabled={readOnly}
              onChange={(e) => setCondition(i, ofKind(e.target.value as VictoryConditionDoc["kind"], v, body), "Change condition")}
            >
              {VICTORY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_WORDS[k]}
                </option>
              ))}
            </select>
          </label>
          {v.kind === "carry" && (
            <label>
              Object
              <select
                value={v.object}
                disabled={readOnly}
                onChange={(e) => setCondition(i, { ...v, object: e.target.value }, "Change carried object")}
              >
                {body.objects.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(v.kind === "hold" || v.kind === "survive") && (
            <IntField
              label="Turns"
              value={v.turns}
              min={1}
              max={v.kind === "hold" ? 100 : 200}
              disabled={readOnly}
              onChange={(turns) => setCondition(i, { ...v, turns }, "Change turns", "turns")}
            />
          )}
          {"spaces" in v && (
            <span className="stack" style={{ gap: 2 }}>
              <span className="small">
                {v.spaces.length} space{v.spaces.length === 1 ? "" : "s"}
              </span>
              {!readOnly && (
                <button type="button" aria-pressed={picking === i} onClick={() => onPick(picking === i ? null : i)}>
                  {picking === i ? "Done picking" : "Pick on the map"}
                </button>
              )}
            </span>
          )}
          <IntField
            label="Victory points"
            value={v.points}
            max={1000}
            disabled={readOnly}
            onChange={(points) => setCondition(i, { ...v, points }, "Change victory points", "points")}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={v.ends}
              disabled={readOnly}
              onChange={(e) => setCondition(i, { ...v, ends: e.target.checked }, "Change whether it ends the scenario")}
            />{" "}
            ends the scenario
          </label>
          {!readOnly && (
            <button
              type="button"
              onClick={() => {
                if (picking !== null) onPick(null);
                onCommand("Remove victory condition", { ...body, victory: body.victory.filter((_, j) => j !== i) });
              }}
            >
              Remove
            </button>
          )}
        </fieldset>
      ))}
      {!readOnly && body.sides.length > 0 && (
        <button
          type="button"
          style={{ alignSelf: "flex-start" }}
          onClick={() =>
            onCommand("Add victory condition", {
              ...body,
              victory: [...body.victory, { kind: "defeat-all", side: body.sides[0].id, points: 10, ends: true }],
            })
          }
        >
          + Victory condition
        </button>
      )}
    </div>
  );
}
