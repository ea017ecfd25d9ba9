"use client";
// Running a campaign: the roster with every figure derived from the ledger and what each
// character may do next, recording battles (game master), choices (the game master, or a player
// for their own characters), corrections, the timeline and the progress chart. Entries are posted
// to the ledger API with client-made ids, so a retried or double-clicked post records once.
//
// What a character shows and what can be done with it belong to its game: the editor iterates
// the games' campaign parts (components/games/registry.ts campaignParts) and hands each the
// characters of its own campaign system.
import { useMemo, useState } from "react";
import { deriveCampaign, type DerivedCharacter } from "@/lib/content/campaign/derive";
import { withOwnerAsGm } from "@/lib/content/campaign/guard";
import type { CampaignBody } from "@/lib/content/kinds/campaign";
import type { DocumentFull } from "@/lib/content/api";
import { useRouter } from "next/navigation";
import { matchFromJSON } from "@/lib/engine/core/match";
import { api, ApiError } from "@/components/studio/api";
import { campaignParts } from "@/components/games/registry";
import type { CampaignPartProps, CampaignRosterColumn, CampaignUi } from "@/components/games/campaign-types";
import type { EditorProps } from "../types";
import dynamic from "next/dynamic";
import { Loading } from "@/components/studio/Loading";

type Part = { id: string; ui: CampaignUi<DerivedCharacter> };

// The chart library is loaded when a character's history is first shown, not with the page.
const ProgressChart = dynamic(() => import("./CampaignCharts").then((m) => m.ProgressChart), {
  ssr: false,
  loading: () => <Loading what="the chart" />,
});

/** "a, b or c": the ways to add a character, for the empty roster. */
const orList = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`);

const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `e${Date.now()}${Math.random().toString(36).slice(2)}`;

export function CampaignEditor({
  body,
  onCommand,
  readOnly,
  documentId,
  userId = "",
  ownerId = "",
  people,
  onSaved,
}: EditorProps<CampaignBody>) {
  const campaign = useMemo(() => withOwnerAsGm(body, ownerId), [body, ownerId]);
  const derived = useMemo(() => deriveCampaign(campaign), [campaign]);
  const me = campaign.members.find((m) => m.userId === userId);
  const isGm = me?.role === "gm";
  const [error, setError] = useState<string | null>(null);
  const [chartFor, setChartFor] = useState<string | null>(null);
  const [invite, setInvite] = useState("");
  const router = useRouter();
  const parts = useMemo(() => campaignParts(), []);
  // Only the columns of the games on the roster: a roster of squads shows no experience column.
  const columns = parts
    .filter((p) => derived.characters.some((c) => c.system === p.id))
    .flatMap((p) => p.ui.columns.map((column): [string, CampaignRosterColumn<DerivedCharacter>] => [p.id, column]));
  const nextOf = (c: DerivedCharacter) => parts.find((p) => p.id === c.system)?.ui.Next;

  /** Resolves true once the entry is recorded (a form clears only then). */
  async function post(payload: Record<string, unknown>): Promise<boolean> {
    setError(null);
    try {
      const res = await api<{ doc: DocumentFull; warnings: { message: string }[] }>(`/api/documents/${documentId}/campaign/entries`, {
        method: "POST",
        json: { id: newId(), at: new Date().toISOString(), by: userId, ...payload },
      });
      onSaved?.(res.doc);
      if (res.warnings.length) setError(res.warnings.map((w) => w.message).join("\n"));
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
      return false;
    }
  }

  // A recorded replay opens as a playtest of the reader's own, stepped through like any other.
  async function openReplay(title: string, matchJson: string) {
    setError(null);
    try {
      const m = matchFromJSON(matchJson);
      const seats = Array.from({ length: Math.max(2, ...m.log.map((e) => (e.action as { seat: number }).seat + 1)) }, (_, i) => ({
        label: `Side ${String.fromCharCode(65 + i)}`,
        controller: "human",
      }));
      const body = {
        gameId: m.gameId,
        seed: m.seed,
        options: m.options ?? {},
        contentRef: null,
        content: m.content ?? null,
        seats,
        log: m.log,
      };
      const created = await api<{ id: string }>("/api/documents", {
        method: "POST",
        json: { kind: "playtest", title: `Replay: ${title || "battle"}`.slice(0, 200), body },
      });
      router.push(`/documents/${created.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  // Players only view the document but choose for their own characters through the ledger API.
  const canChoose = (c: { ownerId: string | null }) => isGm || c.ownerId === userId;
  const nameOf = (id: string) => (id === userId ? "you" : (people?.[id] ?? id));
  const players = campaign.members.filter((m) => m.role === "player").map((m) => ({ id: m.userId, name: nameOf(m.userId) }));
  const partProps = (p: Part): CampaignPartProps<DerivedCharacter> => ({
    campaignId: documentId,
    body,
    campaign,
    derived,
    characters: derived.characters.filter((c) => c.system === p.id),
    isGm,
    post,
    onCommand,
    players,
  });

  return (
    <div className="stack">
      {error && (
        <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {error}
        </pre>
      )}
      <section className="panel stack" aria-label="Roster">
        <h2 style={{ margin: 0 }}>Roster</h2>
        {derived.characters.length === 0 ? (
          <p className="muted">No characters yet.{isGm ? ` Add ${orList(parts.map((p) => p.ui.addHint))} below.` : ""}</p>
        ) : (
          <table className="list" data-testid="roster">
            <thead>
              <tr>
                <th>Character</th>
                {columns.map(([system, column]) => (
                  <th key={`${system}-${column.header}`}>{column.header}</th>
                ))}
                <th>Battles</th>
                <th>Wins</th>
                <th>Kills</th>
                <th>Status</th>
                <th>Next</th>
              </tr>
            </thead>
            <tbody>
              {derived.characters.map((c) => {
                const Next = nextOf(c);
                return (
                  <tr key={c.id} data-testid={`char-${c.id}`}>
                    <td>
                      <button className="link" onClick={() => setChartFor(c.id)}>
                        {c.name}
                      </button>
                      {c.ownerId && <span className="small muted"> · {c.ownerId === userId ? "yours" : nameOf(c.ownerId)}</span>}
                    </td>
                    {columns.map(([system, { header, testId, Cell }]) =>
                      system === c.system ? (
                        <td key={`${system}-${header}`} data-testid={testId && `${testId}-${c.id}`}>
                          <Cell character={c} derived={derived} canChoose={canChoose(c)} post={post} />
                        </td>
                      ) : (
                        <td key={`${system}-${header}`}>–</td>
                      ),
                    )}
                    <td>{c.battles}</td>
                    <td>{c.wins}</td>
                    <td>{c.kills}</td>
                    <td>{c.status}</td>
                    <td className="small">{Next && <Next character={c} derived={derived} canChoose={canChoose(c)} post={post} />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {chartFor && derived.history[chartFor] && (
          <ProgressChart points={derived.history[chartFor]} name={derived.byId[chartFor]?.name ?? chartFor} />
        )}
      </section>

      {parts.map((p) => p.ui.Panels && <p.ui.Panels key={p.id} {...partProps(p)} />)}
      {isGm && !readOnly && <AddCharacter parts={parts} partProps={partProps} />}

      <section className="panel stack" aria-label="Players">
        <h2 style={{ margin: 0 }}>Players</h2>
        <ul className="small" style={{ margin: 0 }}>
          {campaign.members.map((m) => (
            <li key={m.userId}>
              {nameOf(m.userId)} · {m.role === "gm" ? "game master" : "player"}
            </li>
          ))}
        </ul>
        {isGm && (
          <form
            className="row"
            onSubmit={async (e) => {
              e.preventDefault();
              setError(null);
              try {
                onSaved?.(
                  await api<DocumentFull>(`/api/documents/${documentId}/campaign/members`, { method: "POST", json: { email: invite } }),
                );
                setInvite("");
              } catch (err) {
                setError(err instanceof ApiError ? err.describe() : String(err));
              }
            }}
          >
            <input
              type="email"
              aria-label="Player email"
              placeholder="player@example.com"
              value={invite}
              onChange={(e) => setInvite(e.target.value)}
              required
            />
            <button type="submit">Invite player</button>
          </form>
        )}
      </section>

      <section className="panel stack" aria-label="Timeline">
        <h2 style={{ margin: 0 }}>Timeline</h2>
        {derived.timeline.length === 0 ? (
          <p className="muted">Nothing recorded yet.</p>
        ) : (
          <ol className="event-log" data-testid="timeline">
            {derived.timeline.map((item) => (
              <li key={item.id} style={{ opacity: derived.voided[item.id] ? 0.5 : 1 }}>
                <strong>{item.payload.type}</strong>
                {item.payload.type === "battle" && item.payload.title ? ` · ${item.payload.title}` : ""}{" "}
                <span className="small muted">{new Date(item.at).toLocaleString()}</span>
                {item.payload.type === "battle" && item.payload.replay?.matchJson && (
                  <button
                    className="link"
                    onClick={() =>
                      openReplay(
                        item.payload.type === "battle" ? item.payload.title : "",
                        (item.payload as { replay: { matchJson: string } }).replay.matchJson,
                      )
                    }
                  >
                    open the replay
                  </button>
                )}
                {item.payload.type === "battle" && item.payload.replay?.link && (
                  <a href={item.payload.replay.link} target="_blank" rel="noreferrer">
                    replay
                  </a>
                )}
                {item.correctedBy && <span className="badge warn">corrected</span>}
                {derived.voided[item.id] && <span className="badge warn">voided</span>}
                {!item.applied && <span className="badge bad">not applied</span>}
                <ul>
                  {item.effects.flatMap((e) =>
                    e.notes.map((n, i) => (
                      <li key={`${e.characterId}-${i}`} className="small">
                        {derived.byId[e.characterId]?.name}: {n}
                      </li>
                    )),
                  )}
                  {item.problems.map((p, i) => (
                    <li key={`p${i}`} className="small error">
                      {p.message}
                    </li>
                  ))}
                </ul>
                {isGm && !derived.voided[item.id] && (
                  <button
                    className="link"
                    onClick={() =>
                      post({ type: "correction", supersedes: item.id, replacement: null, reason: "Voided by the game master" })
                    }
                  >
                    void
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** One form at a time: each game's form has its own Player select, and the e2e tests find the book form's by its label. */
function AddCharacter({ parts, partProps }: { parts: Part[]; partProps(p: Part): CampaignPartProps<DerivedCharacter> }) {
  const [from, setFrom] = useState<string | null>(null);
  const chosen = parts.find((p) => p.id === from);
  return (
    <section className="panel stack" aria-label="Add a character">
      <h2 style={{ margin: 0 }}>Add a character</h2>
      <div className="kind-tabs">
        {parts.map((p) => (
          <button key={p.id} aria-pressed={from === p.id} onClick={() => setFrom(p.id)}>
            {p.ui.add.tab}
          </button>
        ))}
      </div>
      {chosen && <chosen.ui.add.Form key={chosen.id} {...partProps(chosen)} />}
      {parts.map((p) => p.ui.RosterTools && <p.ui.RosterTools key={p.id} {...partProps(p)} />)}
    </section>
  );
}
