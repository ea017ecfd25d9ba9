"use client";
// The Marine squads: members, ranks and weapons (weapon ids of the base ruleset).
import type { Forces, SquadMember } from "@/lib/content/kinds/mission";
import { defaultRuleset } from "@/lib/content/kinds/ruleset";
import { CommitInput } from "./fields";

const WEAPONS = defaultRuleset().weapons.map((w) => ({ id: w.id, name: w.name }));

export function ForcesForm({ forces, readOnly, onChange }: { forces: Forces; readOnly: boolean; onChange(f: Forces): void }) {
  const setSquad = (si: number, patch: Partial<Forces["squads"][number]>) =>
    onChange({ squads: forces.squads.map((s, i) => (i === si ? { ...s, ...patch } : s)) });
  const setMember = (si: number, mi: number, patch: Partial<SquadMember>) =>
    setSquad(si, { members: forces.squads[si].members.map((m, i) => (i === mi ? { ...m, ...patch } : m)) });
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
              onCommit={(name) => setSquad(si, { name })}
            />
            {!readOnly && (
              <button type="button" className="danger" onClick={() => onChange({ squads: forces.squads.filter((_, i) => i !== si) })}>
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
                      onCommit={(name) => setMember(si, mi, { name })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`Rank of ${m.name}`}
                      value={m.rank}
                      disabled={readOnly}
                      onChange={(e) => setMember(si, mi, { rank: e.target.value as SquadMember["rank"] })}
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
                          onClick={() => setMember(si, mi, { weapons: on ? m.weapons.filter((x) => x !== w.id) : [...m.weapons, w.id] })}
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
                        onClick={() => setSquad(si, { members: squad.members.filter((_, i) => i !== mi) })}
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
                  setSquad(si, {
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
              onChange({
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
