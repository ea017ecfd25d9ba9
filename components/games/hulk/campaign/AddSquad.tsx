"use client";
// Space Hulk squads on a campaign's roster: a squad taken from a mission's forces, and a recruit
// added to a squad already on it. Both edit the roster part of the body through `onCommand` (the
// ledger is never touched here): whether a member is alive follows from the ledger, so a recruit
// simply joins the squad's member list and those lost in earlier missions stay lost.
import { useEffect, useId, useState } from "react";
import type { DerivedSquad } from "@/lib/content/hulk/campaign/derived";
import { addRecruit, addSquadsFromMission, roleOf } from "@/lib/content/hulk/campaign/squad-from-mission";
import type { CampaignBody } from "@/lib/content/kinds/campaign";
import type { MissionBody } from "@/lib/content/kinds/mission";
import { api, ApiError } from "@/components/studio/api";
import type { RunCommand } from "@/components/editors/types";
import type { CampaignPartProps } from "../../campaign-types";

interface RosterProps {
  body: CampaignBody;
  onCommand: RunCommand<CampaignBody>;
}

const describeError = (err: unknown) => (err instanceof ApiError ? err.describe() : String(err));

/** A mission document as far as a squad needs it; an older body may lack forces, so they are optional. */
interface MissionDoc {
  id: string;
  title: string;
  body: Partial<Pick<MissionBody, "forces">>;
}

/** Mounted when the game master picks "Choose a Space Hulk mission…": loads the missions at once. */
export function AddSquad({ body, onCommand, players }: CampaignPartProps<DerivedSquad>) {
  const [missions, setMissions] = useState<{ id: string; title: string }[] | null>(null);
  const [missionId, setMissionId] = useState("");
  const [mission, setMission] = useState<MissionDoc | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [owner, setOwner] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<{ documents: { id: string; title: string }[] }>("/api/documents?kind=mission").then(
      (res) => {
        setMissions(res.documents);
        setMissionId(res.documents[0]?.id ?? "");
      },
      (err: unknown) => {
        setMissions([]);
        setError(describeError(err));
      },
    );
  }, []);

  useEffect(() => {
    if (!missionId) return;
    // An answer for a mission chosen before the current one is dropped.
    let current = true;
    api<MissionDoc>(`/api/documents/${missionId}`).then(
      (doc) => {
        if (!current) return;
        setMission(doc);
        setChosen((doc.body.forces?.squads ?? []).map((_, i) => i));
      },
      (err: unknown) => current && setError(describeError(err)),
    );
    return () => {
      current = false;
    };
  }, [missionId]);

  // Until the chosen mission has loaded, the previous one is not shown as if it were it.
  const loaded = mission?.id === missionId ? mission : null;
  const squads = loaded?.body.forces?.squads ?? [];

  function add(e: React.FormEvent) {
    e.preventDefault();
    if (!loaded) return;
    const r = addSquadsFromMission(body.characters, { squads }, chosen, owner || null);
    if (!r.ok) return setError(r.message);
    setError(null);
    onCommand(chosen.length === 1 ? "Add squad" : "Add squads", { ...body, characters: r.characters });
  }

  const toggle = (i: number, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== i), i].sort((a, b) => a - b) : c.filter((x) => x !== i)));

  return (
    <div className="stack" data-testid="add-squad">
      {missions === null ? (
        <p className="muted">Loading missions…</p>
      ) : missions.length === 0 ? (
        <p className="muted">No Space Hulk missions in your library yet.</p>
      ) : (
        <form className="stack" aria-label="Add a squad" onSubmit={add}>
          <div className="row" style={{ alignItems: "flex-end" }}>
            <label>
              Mission
              <select
                aria-label="Mission"
                value={missionId}
                onChange={(e) => {
                  setMissionId(e.target.value);
                  setError(null);
                }}
              >
                {missions.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.title}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Player
              <select aria-label="Squad player" value={owner} onChange={(e) => setOwner(e.target.value)}>
                <option value="">the game master</option>
                {players.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={!loaded || chosen.length === 0}>
              Add squad to roster
            </button>
          </div>
          {loaded && squads.length === 0 && <p className="muted">This mission has no Marine squads.</p>}
          {squads.map((s, i) => (
            <div key={i} data-testid={`mission-squad-${i}`}>
              <label className="check">
                <input
                  type="checkbox"
                  aria-label={`Include ${s.name}`}
                  checked={chosen.includes(i)}
                  onChange={(e) => toggle(i, e.target.checked)}
                />
                <strong>{s.name}</strong>
              </label>
              <ul className="small" style={{ margin: 0 }}>
                {s.members.map((m, j) => (
                  <li key={j}>
                    {m.name} · {roleOf(m)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </form>
      )}
      {error && (
        <p className="error" data-testid="add-squad-error">
          {error}
        </p>
      )}
    </div>
  );
}

const ROLE_SUGGESTIONS = ["sergeant", "storm bolter", "heavy flamer"];

/** A new member for a squad of the roster (not a retired one: it records no more missions). */
export function AddRecruit({ body, onCommand, squads }: RosterProps & { squads: DerivedSquad[] }) {
  const [squadId, setSquadId] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState("storm bolter");
  const [error, setError] = useState<string | null>(null);
  const roles = useId();
  // The chosen squad may have left the roster since; fall back to the first.
  const squad = squads.find((s) => s.id === squadId) ?? squads[0];

  function add(e: React.FormEvent) {
    e.preventDefault();
    const r = addRecruit(body.characters, squad.id, name, role);
    if (!r.ok) return setError(r.message);
    setError(null);
    setName("");
    onCommand("Add recruit", { ...body, characters: r.characters });
  }

  return (
    <form className="stack" aria-label="Add a recruit" onSubmit={add} style={{ gap: "0.5rem" }}>
      <strong>Add a recruit to a squad</strong>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Squad
          <select aria-label="Recruit squad" value={squad.id} onChange={(e) => setSquadId(e.target.value)}>
            {squads.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name
          <input aria-label="Recruit name" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Role
          <input aria-label="Recruit role" list={roles} value={role} onChange={(e) => setRole(e.target.value)} />
        </label>
        <datalist id={roles}>
          {ROLE_SUGGESTIONS.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <button type="submit">Add recruit</button>
      </div>
      {error && (
        <p className="error" data-testid="add-recruit-error">
          {error}
        </p>
      )}
    </form>
  );
}
