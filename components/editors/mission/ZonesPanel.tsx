"use client";
// Entry areas (where blips arrive, per level, during a span of turns) and deployment zones.
import type { MissionBody, Side } from "@/lib/content/kinds/mission";
import { removeEntryArea, toggleDeploymentSection, updateEntryArea } from "@/lib/content/hulk/mission-ops";
import type { RunCommand } from "../types";
import { CommitInput, IntField, OptionalIntField, SectionChips } from "./fields";

interface Props {
  body: MissionBody;
  readOnly: boolean;
  entryId: string | null;
  onCommand: RunCommand<MissionBody>;
  onSelectEntry(id: string): void;
}

const SIDES: { id: Side; label: string }[] = [
  { id: "marines", label: "Marines" },
  { id: "stealers", label: "Genestealers" },
];

export function ZonesPanel({ body, readOnly, entryId, onCommand, onSelectEntry }: Props) {
  return (
    <div className="stack">
      <h3 style={{ margin: 0 }}>Entry areas</h3>
      <p className="small muted" style={{ margin: 0 }}>
        Paint cells with the Entry tool (E). Blips arrive at the areas active in a turn.
      </p>
      <table className="list compact" data-testid="entry-table">
        <thead>
          <tr>
            <th>Name</th>
            <th>Side</th>
            <th>Level</th>
            <th>Cells</th>
            <th>From turn</th>
            <th>To turn</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {body.entryAreas.map((e) => (
            <tr key={e.id} className={e.id === entryId ? "focused" : undefined}>
              <td>
                <CommitInput
                  key={e.name}
                  label={`Name of entry area ${e.id}`}
                  value={e.name}
                  disabled={readOnly}
                  onCommit={(name) => onCommand("Rename entry area", updateEntryArea(body, e.id, { name }))}
                />
              </td>
              <td>
                <select
                  aria-label={`Side of ${e.name}`}
                  value={e.side}
                  disabled={readOnly}
                  onChange={(ev) => onCommand("Change entry area side", updateEntryArea(body, e.id, { side: ev.target.value as Side }))}
                >
                  {SIDES.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>{body.levels[e.level]?.name}</td>
              <td>{e.cells.length}</td>
              <td>
                <IntField
                  label=""
                  value={e.turns.from}
                  min={1}
                  disabled={readOnly}
                  onChange={(from) =>
                    onCommand(
                      "Change entry area turns",
                      updateEntryArea(body, e.id, { turns: { from, to: e.turns.to === null ? null : Math.max(from, e.turns.to) } }),
                      `entry-turns:${e.id}`,
                    )
                  }
                />
              </td>
              <td>
                <OptionalIntField
                  label=""
                  none="to the end"
                  value={e.turns.to}
                  fallback={e.turns.from}
                  min={e.turns.from}
                  disabled={readOnly}
                  onChange={(to) =>
                    onCommand("Change entry area turns", updateEntryArea(body, e.id, { turns: { ...e.turns, to } }), `entry-turns:${e.id}`)
                  }
                />
              </td>
              <td className="row" style={{ flexWrap: "nowrap" }}>
                {!readOnly && (
                  <button type="button" onClick={() => onSelectEntry(e.id)}>
                    Paint
                  </button>
                )}
                {!readOnly && (
                  <button type="button" className="danger" onClick={() => onCommand("Delete entry area", removeEntryArea(body, e.id))}>
                    Delete
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 style={{ margin: 0 }}>Deployment zones</h3>
      <p className="small muted" style={{ margin: 0 }}>
        Whole sections chosen here, plus single cells painted with the Deploy tool (Z).
      </p>
      {SIDES.map((side) => {
        const zone = body.deployment.find((z) => z.side === side.id);
        return (
          <div key={side.id} className="stack" style={{ gap: "0.3rem" }}>
            <strong>{side.label}</strong>{" "}
            <span className="small muted">
              {zone ? `${zone.sections.length} section(s), ${zone.cells.length} single cell(s)` : "no zone"}
            </span>
            <SectionChips
              body={body}
              label={`${side.label} deployment sections`}
              selected={zone?.sections ?? []}
              disabled={readOnly}
              onToggle={(name) => onCommand(`Change ${side.label} deployment`, toggleDeploymentSection(body, side.id, name))}
            />
          </div>
        );
      })}
    </div>
  );
}
