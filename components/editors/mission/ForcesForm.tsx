"use client";
// The Marine squads: members, ranks and weapons (weapon ids of the base ruleset).
import type { Forces, SquadMember } from "@/lib/content/kinds/mission";
import { defaultRuleset } from "@/lib/content/kinds/ruleset";
import type { RunCommand } from "../types";
import { CommitInput } from "./fields";

const WEAPONS = defaultRuleset().weapons.map((w) => ({ id: w.id, name: w.name }));

export function ForcesForm({ forces, readOnly, onCommand }: { forces: Forces; readOnly: boolean; onCommand: RunCommand<Forces> }) {
  const setSquad = (label: string, si: number, patch: Partial<Forces["squads"][number]>) =>
    onCommand(label, { squads: forces.squads.map((s, i) => (i === si ? { ...s, ...patch } : s)) });
  const setMember = (label: string, si: number, mi: number, patch: Partial<SquadMember>) =>
    setSquad(label, si, { members: forces.squads[si].members.map((m, i) => (i === mi ? { ...m, ...patch } : m)) });
  return (
    <div className="stack">
      {forces.squads.length === 0 && <p className="muted">No Marine squad yet.</p>}
      {forces.squads.map((squad, si) => (
        <fieldset key={si} className="stack squad">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <CommitInput
              key={squad.name}
              label={`Squad ${si + 1} name`}
              value={squad.name}
              disabled={readOnly}
              onCommit={(name) => setSquad("Rename squad", si, { name })}
            />
            {!readOnly && (
              <button
                type="button"
                className="danger"
                onClick={() => onCommand("Remove squad", { squads: forces.squads.filter((_, i) => i !== si) })}
              >
                Remove squad
              </button>
            )}
          </div>
          <table className="list compact">
            <thead>
              <tr>
                <th>Name</th>
                <th>Rank</th>
                <th>Weapons</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {squad.members.map((m, mi) => (
                <tr key={mi}>
                  <td>
                    <CommitInput
                      key={m.name}
                      label={`Member ${mi + 1} name`}
                      value={m.name}
                      disabled={readOnly}
                      onCommit={(name) => setMember("Rename Marine", si, mi, { name })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`Rank of ${m.name}`}
                      value={m.rank}
                      disabled={readOnly}
                      onChange={(e) => setMember("Change rank", si, mi, { rank: e.target.value as SquadMember["rank"] })}
                    >
                      <option value="sergeant">Sergeant</option>
                      <option value="marine">Marine</option>
                    </select>
                  </td>
                  <td className="chips">
                    {WEAPONS.map((w) => {
                      const on = m.weapons.includes(w.id);
                      return (
                        <button
                          key={w.id}
                          type="button"
                          className="chip"
                          aria-pressed={on}
                          disabled={readOnly || (on && m.weapons.length === 1)}
                          onClick={() =>
                            setMember(on ? `Take away ${w.name}` : `Give ${w.name}`, si, mi, {
                              weapons: on ? m.weapons.filter((x) => x !== w.id) : [...m.weapons, w.id],
                            })
                          }
                        >
                          {w.name}
                        </button>
                      );
                    })}
                    {m.weapons
                      .filter((id) => !WEAPONS.some((w) => w.id === id))
                      .map((id) => (
                        <span key={id} className="badge warn">
                          {id}
                        </span>
                      ))}
                  </td>
                  <td>
                    {!readOnly && squad.members.length > 1 && (
                      <button
                        type="button"
                        className="danger"
                        aria-label={`Remove ${m.name}`}
                        onClick={() => setSquad("Remove Marine", si, { members: squad.members.filter((_, i) => i !== mi) })}
                      >
                        ×
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {!readOnly && (
            <div>
              <button
                type="button"
                onClick={() =>
                  setSquad("Add Marine", si, {
                    members: [
                      ...squad.members,
                      { name: `Brother ${squad.members.length + 1}`, rank: "marine", weapons: ["storm-bolter", "power-glove"] },
                    ],
                  })
                }
              >
                Add Marine
              </button>
            </div>
          )}
        </fieldset>
      ))}
      {!readOnly && (
        <div>
          <button
            type="button"
            onClick={() =>
              onCommand("Add squad", {
                squads: [
                  ...forces.squads,
                  {
                    name: `Squad ${forces.squads.length + 1}`,
                    members: [{ name: "Sergeant", rank: "sergeant", weapons: ["storm-bolter", "power-sword"] }],
                  },
                ],
              })
            }
          >
            Add squad
          </button>
        </div>
      )}
    </div>
  );
}
