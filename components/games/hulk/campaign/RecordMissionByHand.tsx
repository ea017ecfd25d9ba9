"use client";
// The game master records a Space Hulk mission played at the table (no playtest to take it
// from): the squad, who won, and per member still alive whether they were lost and how many
// Genestealers they killed. The entry has the shape battleFromMission gives a played mission.
import { useRef, useState } from "react";
import type { DerivedSquad } from "@/lib/content/hulk/campaign/derived";
import { battleByHand, type MissionOutcomeChoice } from "@/lib/content/hulk/campaign/squad-from-mission";

const OUTCOMES: { value: MissionOutcomeChoice; label: string }[] = [
  { value: "marines-win", label: "Marines won" },
  { value: "stealers-win", label: "Genestealers won" },
  { value: "draw", label: "Draw" },
];

interface Mark {
  lost: boolean;
  kills: string;
}

const UNMARKED: Mark = { lost: false, kills: "" };

/** `squads`: the roster's squads that may still fight (not retired). `onPost` resolves true once recorded. */
export function RecordMissionByHand({ squads, onPost }: { squads: DerivedSquad[]; onPost(p: Record<string, unknown>): Promise<boolean> }) {
  const [squadId, setSquadId] = useState("");
  const [outcome, setOutcome] = useState<MissionOutcomeChoice>("marines-win");
  const [title, setTitle] = useState("");
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: two clicks in one frame both see the state from before the first.
  const posting = useRef(false);
  const squad = squads.find((s) => s.id === squadId) ?? squads[0];
  // Members lost in earlier missions cannot be sent again (lib/content/hulk/campaign/mission.ts).
  const living = squad.members.filter((m) => m.alive);
  const markOf = (id: string): Mark => marks[id] ?? UNMARKED;
  const setMark = (id: string, change: Partial<Mark>) => setMarks((all) => ({ ...all, [id]: { ...UNMARKED, ...all[id], ...change } }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (posting.current) return;
    const r = battleByHand(
      squad.id,
      outcome,
      title,
      living.map((m) => ({ id: m.id, name: m.name, ...markOf(m.id) })),
    );
    if (!r.ok) return setError(r.message);
    setError(null);
    posting.current = true;
    setBusy(true);
    const recorded = await onPost(r.payload);
    posting.current = false;
    setBusy(false);
    // Cleared only once recorded, so a failed post can be fixed and sent again as typed.
    if (recorded) {
      setMarks({});
      setTitle("");
    }
  }

  return (
    <form className="panel stack" aria-label="Record a mission" onSubmit={submit}>
      <h2 style={{ margin: 0 }}>Record a mission played at the table</h2>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Squad
          <select
            aria-label="Squad"
            value={squad.id}
            onChange={(e) => {
              setSquadId(e.target.value);
              setMarks({});
            }}
          >
            {squads.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Outcome
          <select aria-label="Outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as MissionOutcomeChoice)}>
            {OUTCOMES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Mission title
          <input
            aria-label="Mission title"
            value={title}
            placeholder="Mission"
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
      </div>
      {living.length === 0 ? (
        <p className="muted">Every member of {squad.name} is lost: add recruits to the squad before its next mission.</p>
      ) : (
        <table className="list" data-testid="record-mission-members">
          <thead>
            <tr>
              <th>Member</th>
              <th>Role</th>
              <th>Lost</th>
              <th>Kills</th>
            </tr>
          </thead>
          <tbody>
            {living.map((m) => (
              <tr key={m.id}>
                <td>{m.name}</td>
                <td>{m.role}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Lost ${m.name}`}
                    checked={markOf(m.id).lost}
                    onChange={(e) => setMark(m.id, { lost: e.target.checked })}
                  />
                </td>
                {/* Text, not type=number: a browser hands over "" for what it cannot read as a number, which would pass as 0 kills. */}
                <td>
                  <input
                    aria-label={`Kills of ${m.name}`}
                    inputMode="numeric"
                    size={4}
                    placeholder="0"
                    value={markOf(m.id).kills}
                    onChange={(e) => setMark(m.id, { kills: e.target.value })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <pre className="error" data-testid="record-mission-error" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {error}
        </pre>
      )}
      <div className="row">
        <button className="primary" type="submit" disabled={busy || living.length === 0}>
          Record mission
        </button>
      </div>
    </form>
  );
}
