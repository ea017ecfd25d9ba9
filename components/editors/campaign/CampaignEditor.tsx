"use client";
// Running a campaign: the roster with every figure derived from the ledger and what each
// character may do next, recording battles (game master), improvement and advancement choices
// (the game master, or a player for their own characters), corrections, the timeline and the
// progress chart. Entries are posted to the ledger API with client-made ids, so a retried or
// double-clicked post records once.
import { useMemo, useState } from "react";
import { deriveCampaign } from "@/lib/content/campaign/derive";
import type { DerivedLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/derived";
import type { DerivedSquad } from "@/lib/content/hulk/campaign/derived";
import { sheetSnapshotFromBook } from "@/lib/content/lostworlds/campaign/sheet-snapshot";
import { uniqueId } from "@/lib/content/campaign/character-ids";
import { withOwnerAsGm } from "@/lib/content/campaign/guard";
import { ADVANCEMENT_LABELS } from "@/lib/content/lostworlds/campaign/schema";
import type { CampaignBody } from "@/lib/content/kinds/campaign";
import type { BookBody } from "@/lib/content/kinds/book";
import type { DocumentFull } from "@/lib/content/api";
import { useRouter } from "next/navigation";
import { PlayDuel } from "./PlayDuel";
import { matchFromJSON } from "@/lib/engine/core/match";
import { api, ApiError } from "@/components/studio/api";
import type { EditorProps, RunCommand } from "../types";
import { ProgressChart } from "./CampaignCharts";
import { AddRecruit, AddSquad } from "./AddSquad";
import { RecordMissionByHand } from "./RecordMissionByHand";
import { SquadMembers } from "./SquadMembers";

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
  const lwChars = derived.characters.filter((c): c is DerivedLostWorldsCharacter => c.system === "lostworlds");
  // Squads that may still fight: a retired one records no more missions and takes no recruits.
  const squads = derived.characters.filter((c): c is DerivedSquad => c.system === "hulk" && c.status !== "retired");

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
          <p className="muted">
            No characters yet.{isGm ? " Add a character from a Lost Worlds book or a squad from a Space Hulk mission below." : ""}
          </p>
        ) : (
          <table className="list" data-testid="roster">
            <thead>
              <tr>
                <th>Character</th>
                <th>XP</th>
                <th>Max body</th>
                <th>Battles</th>
                <th>Wins</th>
                <th>Kills</th>
                <th>Status</th>
                <th>Next</th>
              </tr>
            </thead>
            <tbody>
              {derived.characters.map((c) => (
                <tr key={c.id} data-testid={`char-${c.id}`}>
                  <td>
                    <button className="link" onClick={() => setChartFor(c.id)}>
                      {c.name}
                    </button>
                    {c.ownerId && <span className="small muted"> · {c.ownerId === userId ? "yours" : nameOf(c.ownerId)}</span>}
                  </td>
                  <td data-testid={`xp-${c.id}`}>{c.system === "lostworlds" ? c.xp : "–"}</td>
                  <td>{c.system === "lostworlds" ? c.maxBody : <SquadMembers squad={c} timeline={derived.timeline} />}</td>
                  <td>{c.battles}</td>
                  <td>{c.wins}</td>
                  <td>{c.kills}</td>
                  <td>{c.status}</td>
                  <td className="small">
                    {c.system === "lostworlds" && (
                      <div className="stack" style={{ gap: "0.25rem" }}>
                        {c.nextChoices.improvement.pages.length > 0 ? (
                          <div className="row" style={{ gap: "0.25rem" }}>
                            <span>Improve ({c.nextChoices.improvement.cost} XP):</span>
                            {c.nextChoices.improvement.pages.slice(0, 40).map((page) => {
                              const m = c.mods.find((x) => x.page === page);
                              return canChoose(c) ? (
                                <button
                                  key={page}
                                  className="chip"
                                  title={m?.name}
                                  onClick={() => post({ type: "improvement", characterId: c.id, page })}
                                >
                                  p.{page} {m ? `${m.mod >= 0 ? "+" : ""}${m.mod}→${m.mod + 1}` : ""}
                                </button>
                              ) : (
                                <span key={page} className="badge">
                                  p.{page}
                                </span>
                              );
                            })}
                          </div>
                        ) : (
                          <span className="muted" data-testid={`improve-reason-${c.id}`}>
                            Improvement: {c.nextChoices.improvement.reason ?? "none"}
                          </span>
                        )}
                        {c.nextChoices.advancement.categories.length > 0 ? (
                          <div className="row" style={{ gap: "0.25rem" }}>
                            <span>Advance:</span>
                            {c.nextChoices.advancement.categories.map((cat) =>
                              canChoose(c) ? (
                                <button
                                  key={cat}
                                  className="chip"
                                  onClick={() => post({ type: "advancement", characterId: c.id, category: cat })}
                                >
                                  {ADVANCEMENT_LABELS[cat]} +1
                                </button>
                              ) : (
                                <span key={cat} className="badge">
                                  {ADVANCEMENT_LABELS[cat]}
                                </span>
                              ),
                            )}
                          </div>
                        ) : (
                          <span className="muted">Advancement: {c.nextChoices.advancement.reason ?? "none"}</span>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {chartFor && derived.history[chartFor] && (
          <ProgressChart points={derived.history[chartFor]} name={derived.byId[chartFor]?.name ?? chartFor} />
        )}
      </section>

      {lwChars.length >= 2 && documentId && <PlayDuel campaignId={documentId} campaign={campaign} characters={lwChars} />}
      {isGm && lwChars.length >= 2 && <RecordDuel characters={lwChars} onPost={post} />}
      {isGm && squads.length > 0 && <RecordMissionByHand squads={squads} onPost={post} />}
      {isGm && !readOnly && (
        <AddCharacter
          body={body}
          squads={squads}
          players={campaign.members.filter((m) => m.role === "player").map((m) => ({ id: m.userId, name: nameOf(m.userId) }))}
          onCommand={onCommand}
        />
      )}

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

function RecordDuel({
  characters,
  onPost,
}: {
  characters: DerivedLostWorldsCharacter[];
  onPost(p: Record<string, unknown>): Promise<unknown>;
}) {
  const [a, setA] = useState(characters[0].id);
  const [b, setB] = useState(characters[1].id);
  const [winner, setWinner] = useState<"a" | "b" | "none">("a");
  const [outcome, setOutcome] = useState<"unconscious" | "died">("unconscious");
  const [vp, setVp] = useState("0");
  return (
    <form
      className="panel stack"
      aria-label="Record a duel"
      onSubmit={(e) => {
        e.preventDefault();
        const loser = winner === "a" ? b : a;
        const victor = winner === "a" ? a : b;
        void onPost({
          type: "battle",
          title: "Duel",
          participants: [
            { characterId: a, side: "a" },
            { characterId: b, side: "b" },
          ],
          winningSide: winner === "none" ? null : winner,
          defeated: winner === "none" ? [] : [{ characterId: loser, by: victor }],
          died: winner !== "none" && outcome === "died" ? [loser] : [],
          unconscious: winner !== "none" && outcome === "unconscious" ? [loser] : [],
          victoryPoints: Math.max(0, Math.trunc(Number(vp) || 0)),
        });
      }}
    >
      <h2 style={{ margin: 0 }}>Record a duel played at the table</h2>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Side A
          <select aria-label="Side A" value={a} onChange={(e) => setA(e.target.value)}>
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Side B
          <select aria-label="Side B" value={b} onChange={(e) => setB(e.target.value)}>
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Winner
          <select aria-label="Winner" value={winner} onChange={(e) => setWinner(e.target.value as "a" | "b" | "none")}>
            <option value="a">Side A</option>
            <option value="b">Side B</option>
            <option value="none">Nobody</option>
          </select>
        </label>
        <label>
          The loser
          <select aria-label="Loser outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as "unconscious" | "died")}>
            <option value="unconscious">was knocked unconscious</option>
            <option value="died">died</option>
          </select>
        </label>
        <label>
          Victory points
          <input aria-label="Victory points" size={4} value={vp} onChange={(e) => setVp(e.target.value)} />
        </label>
        <button className="primary" type="submit" disabled={a === b}>
          Record
        </button>
      </div>
    </form>
  );
}

function AddCharacter({
  body,
  squads,
  players,
  onCommand,
}: {
  body: CampaignBody;
  squads: DerivedSquad[];
  players: { id: string; name: string }[];
  onCommand: RunCommand<CampaignBody>;
}) {
  const [books, setBooks] = useState<{ id: string; title: string }[] | null>(null);
  const [from, setFrom] = useState<"book" | "mission" | null>(null);
  const [bookId, setBookId] = useState("");
  const [name, setName] = useState("");
  const [owner, setOwner] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function load() {
    setFrom("book");
    if (books !== null) return;
    const res = await api<{ documents: { id: string; title: string }[] }>("/api/documents?kind=book");
    setBooks(res.documents);
    setBookId(res.documents[0]?.id ?? "");
  }
  async function add(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const doc = await api<{ id: string; title: string; body: BookBody }>(`/api/documents/${bookId}`);
      const id = uniqueId(name || doc.body.character.name, new Set(body.characters.map((c) => c.id)), "character");
      onCommand("Add character", {
        ...body,
        characters: [
          ...body.characters,
          {
            id,
            name: name || doc.body.character.name,
            ownerId: owner || null,
            system: "lostworlds",
            book: { documentId: doc.id, title: doc.title },
            sheet: sheetSnapshotFromBook(doc.body),
          },
        ],
      });
      setName("");
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }
  return (
    <section className="panel stack" aria-label="Add a character">
      <h2 style={{ margin: 0 }}>Add a character</h2>
      {/* One form at a time: both have a Player select, and the e2e tests find the book form's by its label. */}
      <div className="kind-tabs">
        <button aria-pressed={from === "book"} onClick={() => void load()}>
          Choose a Lost Worlds book…
        </button>
        <button aria-pressed={from === "mission"} onClick={() => setFrom("mission")}>
          Choose a Space Hulk mission…
        </button>
      </div>
      {from === "mission" ? (
        <AddSquad body={body} players={players} onCommand={onCommand} />
      ) : from === null ? null : books === null ? (
        <p className="muted">Loading books…</p>
      ) : books.length === 0 ? (
        <p className="muted">No Lost Worlds books in your library yet.</p>
      ) : (
        <form className="row" style={{ alignItems: "flex-end" }} onSubmit={add}>
          <label>
            Book
            <select aria-label="Book" value={bookId} onChange={(e) => setBookId(e.target.value)}>
              {books.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Name
            <input aria-label="Character name" value={name} placeholder="(the book's)" onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Player
            <select aria-label="Player" value={owner} onChange={(e) => setOwner(e.target.value)}>
              <option value="">the game master</option>
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Add to roster</button>
        </form>
      )}
      {error && <p className="error">{error}</p>}
      {squads.length > 0 && <AddRecruit body={body} squads={squads} onCommand={onCommand} />}
    </section>
  );
}
