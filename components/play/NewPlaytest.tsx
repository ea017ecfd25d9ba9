"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { GameInfo } from "@/lib/games/catalog";
import { api, ApiError } from "@/components/studio/api";
import { loadModule } from "@/lib/games/registry";
import { playProblems, type PlayProblem } from "@/lib/games/playable";
import { contentFor, type ChosenContent } from "./content";
import { PlayProblems } from "./PlayProblems";
import { CompanionPicker } from "./CompanionPicker";
import { SetupOptionFields, seatsFromSetup } from "./SetupOptionFields";
import { playtestTitle, seatLabels } from "@/lib/games/titles";
import { uiFor } from "@/components/games/registry";

export function NewPlaytest(props: {
  games: GameInfo[];
  documents: Record<string, { id: string; title: string }[]>;
  initialGame?: string;
  initialContent?: string;
}) {
  const router = useRouter();
  const first = props.games.find((g) => g.id === props.initialGame) ?? props.games[0];
  const [gameId, setGameId] = useState(first?.id ?? "");
  const game = props.games.find((g) => g.id === gameId);
  const docsFor = (g?: GameInfo) => (g?.contentKind ? (props.documents[g.contentKind] ?? []) : []);
  // Each slot starts with a different document where there are enough (a first duel is not a book
  // against itself): the one asked for first, then the others in the library's order.
  const defaultIds = (g?: GameInfo, initial?: string) => {
    const docs = docsFor(g).map((d) => d.id);
    const order = initial && docs.includes(initial) ? [initial, ...docs.filter((id) => id !== initial)] : docs;
    return (g?.contentSlots ?? []).map((_, i) => order[i] ?? order[0] ?? "");
  };
  const [contentIds, setContentIds] = useState<string[]>(() => defaultIds(first, props.initialContent));
  // Options set per match (how many players, which rules); the one marked `seats` sets the number of seats.
  const defaultSetup = (g?: GameInfo) => Object.fromEntries((g?.setupOptions ?? []).map((o) => [o.key, o.start]));
  const [setup, setSetup] = useState<Record<string, unknown>>(() => defaultSetup(first));
  const seatsFrom = seatsFromSetup;
  const defaultBot = (g?: GameInfo) =>
    (g ? uiFor(g.id)?.playtestBot : undefined) ?? (g?.bots.some(([b]) => b === "equilibrium") ? "equilibrium" : "greedy");
  const defaultControllers = (g?: GameInfo) =>
    Array.from({ length: seatsFrom(g, defaultSetup(g)) }, (_, i) => (i === 0 ? "human" : defaultBot(g)));
  const [controllers, setControllers] = useState<string[]>(() => defaultControllers(first));
  const [where, setWhere] = useState<"here" | "live">("here");
  const [seed, setSeed] = useState(() => Math.random().toString(36).slice(2, 10));
  const [companionId, setCompanionId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ list: PlayProblem[]; documents: ChosenContent["documents"] } | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(id: string) {
    const g = props.games.find((x) => x.id === id);
    setGameId(id);
    setContentIds(defaultIds(g));
    setCompanionId("");
    setControllers(defaultControllers(g));
    setSetup(defaultSetup(g));
  }

  function changeSetup(key: string, value: unknown) {
    const next = { ...setup, [key]: value };
    setSetup(next);
    const n = seatsFrom(game, next);
    if (n !== controllers.length) setControllers(Array.from({ length: n }, (_, i) => controllers[i] ?? defaultBot(game)));
  }

  // A game with optional content slots (a multi-player fight): each added document adds a seat.
  const slotLabels = game ? [...game.contentSlots, ...game.extraSlots].slice(0, Math.max(game.contentSlots.length, contentIds.length)) : [];
  function addSlot() {
    setContentIds([...contentIds, docsFor(game)[0]?.id ?? ""]);
    setControllers([...controllers, defaultBot(game)]);
  }
  function removeSlot() {
    setContentIds(contentIds.slice(0, -1));
    setControllers(controllers.slice(0, -1));
  }

  async function start(e: React.FormEvent) {
    e.preventDefault();
    if (!game) return;
    setError(null);
    setProblems(null);
    setBusy(true);
    try {
      const { content, contentRef, titles, documents, pinned } = await contentFor(game, contentIds, companionId);
      // Lint and the game's own set-up first: an unplayable draft gets an explanation, not a playtest.
      const mod = await loadModule(game.id);
      const list = playProblems(mod, documents, content, setup, seed);
      if (list.length > 0) {
        setProblems({ list, documents });
        setBusy(false);
        return;
      }
      const title = playtestTitle(game.name, titles, new Date().toLocaleDateString());
      const named = mod.seatNamesFor?.(mod.parse(content));
      const labels = named
        ? controllers.map((_, i) => named[i] ?? `Seat ${i + 1}`)
        : seatLabels(game.name, controllers.length, titles, game.seatNames);
      if (where === "live") {
        // The server builds the match from the documents at these versions and draws its seed.
        const created = await api<{ id: string }>("/api/live", {
          method: "POST",
          json: { gameId: game.id, title, options: setup, ...pinned },
        });
        router.push(`/live/${created.id}`);
        return;
      }
      const body = {
        gameId: game.id,
        seed,
        rulesVersion: game.rulesVersion,
        options: setup,
        contentRef,
        content,
        seats: controllers.map((controller, i) => ({ label: labels[i], controller })),
        log: [],
      };
      const created = await api<{ id: string }>("/api/documents", { method: "POST", json: { kind: "playtest", title, body } });
      router.push(`/documents/${created.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  if (!game)
    return (
      <div className="panel empty">
        <h2>No games installed</h2>
      </div>
    );

  return (
    <form className="panel stack" onSubmit={start} aria-label="New playtest">
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Game
          <select value={gameId} onChange={(e) => choose(e.target.value)}>
            {props.games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        {slotLabels.map((slot, i) => (
          <label key={slot}>
            {slotLabels.length > 1 ? slot : `Play with: ${(game.contentLabel?.one ?? game.contentKind ?? "").toLowerCase()}`}
            <select
              aria-label={slotLabels.length > 1 ? slot : "Content document"}
              value={contentIds[i] ?? ""}
              onChange={(e) => setContentIds(contentIds.map((x, j) => (j === i ? e.target.value : x)))}
            >
              {docsFor(game).length === 0 && (
                <option value="">No {(game.contentLabel?.many ?? game.contentKind ?? "").toLowerCase()} yet</option>
              )}
              {docsFor(game).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title}
                </option>
              ))}
            </select>
          </label>
        ))}
        {contentIds.length < game.contentSlots.length + game.extraSlots.length && (
          <button type="button" onClick={addSlot}>
            Add an opponent
          </button>
        )}
        {contentIds.length > game.contentSlots.length && (
          <button type="button" onClick={removeSlot}>
            Remove the last
          </button>
        )}
        <SetupOptionFields options={game.setupOptions} values={setup} onChange={changeSetup} />
        <CompanionPicker game={game} documents={props.documents} value={companionId} onChange={setCompanionId} />
        {where === "here" && (
          <label>
            Seed
            <input aria-label="Seed" value={seed} onChange={(e) => setSeed(e.target.value)} size={12} />
          </label>
        )}
      </div>
      <fieldset className="row" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="muted" style={{ padding: 0 }}>
          Where
        </legend>
        <label className="check">
          <input type="radio" name="where" checked={where === "here"} onChange={() => setWhere("here")} /> At this screen (hot-seat and
          bots)
        </label>
        <label className="check">
          <input type="radio" name="where" checked={where === "live"} onChange={() => setWhere("live")} /> Live, with someone in another
          browser
        </label>
      </fieldset>
      <div className="row" style={{ alignItems: "flex-end" }}>
        {where === "here" &&
          controllers.map((c, i) => (
            <label key={i}>
              {game.seatNames[i] ?? `Seat ${i + 1}`}
              <select
                aria-label={`Seat ${i + 1} player`}
                value={c}
                onChange={(e) => setControllers(controllers.map((x, j) => (j === i ? e.target.value : x)))}
              >
                {[["human", "Human"], ...game.bots].map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        {where === "live" && (
          <p className="muted" style={{ margin: 0 }}>
            You take seat 1; you get a link to send to the other player{game.seats > 2 ? "s" : ""}, who see the documents and rule options
            before joining. The server deals the game (its seed stays secret until the end).
          </p>
        )}
        <button className="primary" type="submit" disabled={busy}>
          {where === "live" ? "Create live match" : "Start playtest"}
        </button>
      </div>
      {error && (
        <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {error}
        </pre>
      )}
      {problems && (
        <PlayProblems problems={problems.list} documents={problems.documents} intro="This cannot be played yet, so no playtest was made:" />
      )}
    </form>
  );
}
