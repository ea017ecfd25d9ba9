"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { GameInfo } from "@/lib/db/game-catalog";
import { api, ApiError } from "@/components/studio/api";

const CONTROLLERS = [
  ["human", "Human"],
  ["random", "Bot: random"],
  ["greedy", "Bot: greedy"],
  ["mcts:200", "Bot: MCTS"],
] as const;

export function NewPlaytest(props: { games: GameInfo[]; documents: Record<string, { id: string; title: string }[]>; initialGame?: string; initialContent?: string }) {
  const router = useRouter();
  const first = props.games.find((g) => g.id === props.initialGame) ?? props.games[0];
  const [gameId, setGameId] = useState(first?.id ?? "");
  const game = props.games.find((g) => g.id === gameId);
  const docsFor = (g?: GameInfo) => (g?.contentKind ? props.documents[g.contentKind] ?? [] : []);
  const [contentId, setContentId] = useState(props.initialContent ?? docsFor(first)[0]?.id ?? "");
  const [controllers, setControllers] = useState<string[]>(() => Array.from({ length: first?.seats ?? 2 }, (_, i) => (i === 0 ? "human" : "greedy")));
  const [seed, setSeed] = useState(() => Math.random().toString(36).slice(2, 10));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(id: string) {
    const g = props.games.find((x) => x.id === id);
    setGameId(id);
    setContentId(docsFor(g)[0]?.id ?? "");
    setControllers(Array.from({ length: g?.seats ?? 2 }, (_, i) => (i === 0 ? "human" : "greedy")));
  }

  async function start(e: React.FormEvent) {
    e.preventDefault();
    if (!game) return;
    setError(null);
    setBusy(true);
    try {
      let content: unknown = null;
      let contentRef = null;
      if (game.contentKind) {
        if (!contentId) throw new Error(`Choose a ${game.contentKind} to play with.`);
        const doc = await api<{ id: string; title: string; version: number; body: unknown }>(`/api/documents/${contentId}`);
        content = doc.body;
        contentRef = { documentId: doc.id, version: doc.version, title: doc.title };
      }
      const title = `${game.name}${contentRef ? `: ${contentRef.title}` : ""} (${new Date().toLocaleDateString()})`.slice(0, 200);
      const body = {
        gameId: game.id,
        seed,
        options: {},
        contentRef,
        content,
        seats: controllers.map((controller, i) => ({ label: `Seat ${i + 1}`, controller })),
        log: [],
      };
      const created = await api<{ id: string }>("/api/documents", { method: "POST", json: { kind: "playtest", title, body } });
      router.push(`/documents/${created.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  if (!game) return <div className="panel empty"><h2>No games installed</h2></div>;

  return (
    <form className="panel stack" onSubmit={start} aria-label="New playtest">
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Game
          <select value={gameId} onChange={(e) => choose(e.target.value)}>
            {props.games.map((g) => (
              <option key={g.id} value={g.id}>{g.name}</option>
            ))}
          </select>
        </label>
        {game.contentKind && (
          <label>
            Play with ({game.contentKind})
            <select aria-label="Content document" value={contentId} onChange={(e) => setContentId(e.target.value)}>
              {docsFor(game).length === 0 && <option value="">No {game.contentKind} documents yet</option>}
              {docsFor(game).map((d) => (
                <option key={d.id} value={d.id}>{d.title}</option>
              ))}
            </select>
          </label>
        )}
        <label>Seed<input aria-label="Seed" value={seed} onChange={(e) => setSeed(e.target.value)} size={12} /></label>
      </div>
      <div className="row" style={{ alignItems: "flex-end" }}>
        {controllers.map((c, i) => (
          <label key={i}>
            Seat {i + 1}
            <select aria-label={`Seat ${i + 1} player`} value={c} onChange={(e) => setControllers(controllers.map((x, j) => (j === i ? e.target.value : x)))}>
              {CONTROLLERS.map(([v, label]) => (
                <option key={v} value={v}>{label}</option>
              ))}
            </select>
          </label>
        ))}
        <button className="primary" type="submit" disabled={busy}>Start playtest</button>
      </div>
      {error && <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>{error}</pre>}
    </form>
  );
}
