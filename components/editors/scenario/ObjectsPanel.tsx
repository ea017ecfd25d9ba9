"use client";
// The objects lying on the map: name, weight (nobody shorter lifts it; the damage it deals),
// maximum throwing range, tall or not, and whether it can be moved at all.
import type { ScenarioBody } from "@/lib/content/kinds/scenario";
import { removeThing, updateObject } from "@/lib/content/scenario/terrain-ops";
import { CommitInput, IntField } from "../mission/fields";
import type { RunCommand } from "../types";

interface Props {
  body: ScenarioBody;
  readOnly: boolean;
  selected: string | null;
  onSelect(id: string): void;
  onCommand: RunCommand<ScenarioBody>;
}

export function ObjectsPanel({ body, readOnly, selected, onSelect, onCommand }: Props) {
  if (body.objects.length === 0) return <p className="muted">No objects yet: choose the Object tool and click a space to put one there.</p>;
  return (
    <div className="stack">
      {body.objects.map((o) => (
        <fieldset
          key={o.id}
          className="row squad"
          aria-label={`Object ${o.name}`}
          style={{ alignItems: "flex-end", flexWrap: "wrap", outline: selected === o.id ? "2px solid #f1c40f" : undefined }}
          onFocus={() => onSelect(o.id)}
        >
          <label>
            Name
            <CommitInput
              key={o.name}
              label="Object name"
              value={o.name}
              disabled={readOnly}
              onCommit={(name) => onCommand("Rename object", updateObject(body, o.id, { name }))}
            />
          </label>
          <IntField
            label="Weight"
            value={o.weight}
            max={20}
            disabled={readOnly}
            onChange={(weight) => onCommand("Change object's weight", updateObject(body, o.id, { weight }), `weight:${o.id}`)}
          />
          <IntField
            label="Maximum range"
            value={o.maxRange}
            max={20}
            disabled={readOnly}
            onChange={(maxRange) => onCommand("Change object's range", updateObject(body, o.id, { maxRange }), `range:${o.id}`)}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={o.tall}
              disabled={readOnly}
              onChange={(e) => onCommand("Change tall", updateObject(body, o.id, { tall: e.target.checked }))}
            />{" "}
            Tall
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={o.movable}
              disabled={readOnly}
              onChange={(e) => onCommand("Change movable", updateObject(body, o.id, { movable: e.target.checked }))}
            />{" "}
            Movable
          </label>
          {!readOnly && (
            <button type="button" onClick={() => onCommand("Remove object", removeThing(body, { object: o.id }))}>
              Remove
            </button>
          )}
        </fieldset>
      ))}
    </div>
  );
}
