"use client";
// The active level's sections: create, rename, switch room/corridor, use as the brush, put in
// the Marine deployment zone, delete (its cells turn to wall).
import type { MissionBody, MissionSection } from "@/lib/content/kinds/mission";
import { addSection, removeSection, toggleDeploymentSection, updateSection } from "@/lib/content/hulk/mission-ops";
import type { RunCommand } from "../types";
import { CommitInput } from "./fields";
import { charRgb, rgbCss } from "./map-style";

interface Props {
  body: MissionBody;
  level: number;
  readOnly: boolean;
  focus: string | null;
  onCommand: RunCommand<MissionBody>;
  onBrush(key: string): void;
}

export function SectionsPanel({ body, level, readOnly, focus, onCommand, onBrush }: Props) {
  const lv = body.levels[level];
  const index = new Map(lv.sections.map((s, i) => [s.key, i]));
  const counts = new Map<string, number>();
  for (const row of lv.rows) for (const ch of row) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const marines = body.deployment.find((z) => z.side === "marines")?.sections ?? [];
  const shaded = new Set(body.counterPool?.sections ?? []);

  function add(kind: MissionSection["kind"]) {
    const r = addSection(body, level, kind);
    if (!r.key) return;
    onCommand(kind === "room" ? "Add room" : "Add corridor", r.body);
    onBrush(r.key);
  }

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <p className="small muted" style={{ margin: 0 }}>
          Sections of <strong>{lv.name}</strong>: every floor cell belongs to one. Paint with a section to grow it; names are unique across
          the mission.
        </p>
        {!readOnly && (
          <div className="row">
            <button type="button" onClick={() => add("room")}>
              Add room
            </button>
            <button type="button" onClick={() => add("corridor")}>
              Add corridor
            </button>
          </div>
        )}
      </div>
      <table className="list compact" data-testid="sections-table">
        <thead>
          <tr>
            <th />
            <th>Key</th>
            <th>Name</th>
            <th>Kind</th>
            <th>Cells</th>
            <th>Marines deploy</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lv.sections.map((s) => (
            <tr key={s.key} className={focus === s.name ? "focused" : undefined}>
              <td>
                <span className="swatch" style={{ background: rgbCss(charRgb(s.key, index, lv.sections)) }} />
              </td>
              <td>
                <code>{s.key}</code>
              </td>
              <td>
                <CommitInput
                  key={s.name}
                  label={`Name of section ${s.key}`}
                  value={s.name}
                  disabled={readOnly}
                  onCommit={(name) => onCommand("Rename section", updateSection(body, level, s.key, { name }))}
                />
                {shaded.has(s.name) && (
                  <span className="badge" title="counters are placed here at set-up">
                    shaded
                  </span>
                )}
              </td>
              <td>
                <select
                  aria-label={`Kind of section ${s.key}`}
                  value={s.kind}
                  disabled={readOnly}
                  onChange={(e) =>
                    onCommand("Change section kind", updateSection(body, level, s.key, { kind: e.target.value as MissionSection["kind"] }))
                  }
                >
                  <option value="corridor">corridor</option>
                  <option value="room">room</option>
                </select>
              </td>
              <td>{counts.get(s.key) ?? 0}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Marines deploy in ${s.name}`}
                  checked={marines.includes(s.name)}
                  disabled={readOnly}
                  onChange={() => onCommand("Change Marine deployment", toggleDeploymentSection(body, "marines", s.name))}
                />
              </td>
              <td className="row" style={{ flexWrap: "nowrap" }}>
                {!readOnly && (
                  <button type="button" onClick={() => onBrush(s.key)}>
                    Brush
                  </button>
                )}
                {!readOnly && (
                  <button
                    type="button"
                    className="danger"
                    onClick={() => onCommand("Delete section", removeSection(body, level, s.key))}
                    title="Its cells become wall"
                  >
                    Delete
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
