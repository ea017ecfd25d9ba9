"use client";
// Lost Worlds balance in the studio: every pair of the chosen books duels N times in Web Workers
// (the same tournament the CLI runs, so the numbers agree for a seed), shown as a matchup heat
// map, a table with 95% intervals, and per-book charts of maneuver use and damage per use.
import { RunProgress } from "@/components/sim/RunProgress";
import { useRef, useState } from "react";
import { z } from "zod";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { defaultBrowserWorkers, simulate } from "@/lib/sim/runner-browser";
import { parseBotSpec } from "@/lib/engine/core/bots";
import { pairsOf, runTournament, type ManeuverUse, type Tournament } from "@/lib/games/lostworlds/tournament";
import type { BookSource } from "@/lib/engine/lostworlds";
import { api, ApiError } from "@/components/studio/api";
import { download } from "@/components/sim/download";

const runInput = z.object({
  books: z.array(z.string()).min(1, "Books: choose at least one (one book duels itself)").max(12, "Books: at most 12"),
  n: z.coerce
    .number({ error: "Duels per pair: expected a number" })
    .int("Duels per pair: expected a whole number")
    .min(1, "Duels per pair: at least 1")
    .max(100_000, "Duels per pair: at most 100,000"),
  seed: z.string().trim().min(1, "Seed: expected some text").max(100),
  workers: z.coerce.number({ error: "Workers: expected a number" }).int().min(0, "Workers: 0 or more").max(32, "Workers: at most 32"),
});

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Red below 50%, green above, white at even: how the row book fares against the column book. */
function heat(p: number): string {
  const d = Math.max(-1, Math.min(1, (p - 0.5) * 2));
  return d >= 0 ? `rgba(47, 111, 79, ${0.12 + 0.7 * d})` : `rgba(179, 38, 30, ${0.12 + 0.7 * -d})`;
}

function HeatMap({ t }: { t: Tournament }) {
  return (
    <figure className="chart" aria-label="Matchup heat map" style={{ margin: 0 }}>
      <figcaption>Win rate of the row book against the column book</figcaption>
      <table className="heatmap" data-testid="heatmap">
        <thead>
          <tr>
            <th />
            {t.books.map((b, j) => (
              <th key={j} scope="col">
                {j + 1}. {b.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.table.map((row, i) => (
            <tr key={i}>
              <th scope="row">
                {i + 1}. {t.books[i].name}
              </th>
              {row.map((p, j) => (
                <td
                  key={j}
                  style={p === null ? undefined : { background: heat(p) }}
                  title={p === null ? "" : `${t.books[i].name} wins ${pct(p)} against ${t.books[j].name}`}
                >
                  {p === null ? "—" : pct(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function ManeuverChart({ name, uses }: { name: string; uses: ManeuverUse[] }) {
  const data = uses
    .filter((u) => u.usePerDuel > 0)
    .map((u) => ({ name: `${u.page}`, label: u.name, use: u.usePerDuel, damage: u.damagePerUse }));
  return (
    <figure className="chart" aria-label={`Maneuvers of ${name}`} style={{ margin: 0 }}>
      <figcaption>{name}: times chosen per duel (bars) and damage per use (tooltip)</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 10, right: 10, bottom: 10, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" interval={0} tick={{ fontSize: 10 }} />
          <YAxis />
          <Tooltip
            labelFormatter={(_, p) => String(p?.[0]?.payload?.label ?? "")}
            formatter={(v, key) => [Number(v).toFixed(2), key === "use" ? "chosen per duel" : "damage per use"]}
          />
          <Bar dataKey="use" fill="#2f6f4f" isAnimationActive={false} />
          <Bar dataKey="damage" fill="#c0792b" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Duels that stopped on an error in the books: how many, and the first one's error, which names both books' pages. */
function FailedDuels({ t }: { t: Tournament }) {
  const f = t.firstFailure!;
  return (
    <div className="notice" role="status" data-testid="failed-duels">
      <strong>
        {t.failed} duel{t.failed === 1 ? "" : "s"} failed on an error in the books
      </strong>{" "}
      (not counted in the rates; the other duels played on). The first, {t.books[f.pair[0]].name} against {t.books[f.pair[1]].name}, duel{" "}
      {f.game + 1}: {f.message}
    </div>
  );
}

export function BookTournament({ books, botChoices }: { books: { id: string; title: string }[]; botChoices: [string, string][] }) {
  const [chosen, setChosen] = useState<string[]>(() => books.slice(0, 2).map((b) => b.id));
  const [bots, setBots] = useState(["random", "random"]);
  const [n, setN] = useState("200");
  const [seed, setSeed] = useState("hexfolio");
  const [workers, setWorkers] = useState(() => String(typeof navigator === "undefined" ? 1 : defaultBrowserWorkers()));
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<Tournament | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);

  async function run(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setResult(null);
    const parsed = runInput.safeParse({ books: chosen, n, seed, workers });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join("\n"));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    try {
      const bodies = await Promise.all(
        parsed.data.books.map((id) => api<{ body: BookSource }>(`/api/documents/${id}`).then((d) => d.body)),
      );
      setProgress({ done: 0, total: pairsOf(bodies.length).length * parsed.data.n });
      const t = await runTournament(simulate, {
        books: bodies,
        bots: bots.map(parseBotSpec),
        n: parsed.data.n,
        baseSeed: parsed.data.seed,
        workers: parsed.data.workers,
        signal: controller.signal,
        onProgress: setProgress,
      });
      setResult(t);
    } catch (err) {
      setError(
        controller.signal.aborted
          ? "Cancelled."
          : err instanceof ApiError
            ? err.describe()
            : String(err instanceof Error ? err.message : err),
      );
    } finally {
      abort.current = null;
      setRunning(false);
    }
  }

  if (books.length === 0) {
    return (
      <div className="panel empty">
        <h2>No books yet</h2>
        <p className="muted">
          Create or import a Lost Worlds book in the library; then its balance against other books can be measured here.
        </p>
      </div>
    );
  }

  return (
    <div className="stack">
      <form className="panel stack" onSubmit={run} aria-label="Tournament settings">
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="muted">Books (every pair duels; one book alone duels itself)</legend>
          <div className="row">
            {books.map((b) => (
              <label key={b.id} className="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(b.id)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, b.id] : chosen.filter((x) => x !== b.id))}
                />{" "}
                {b.title}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="row" style={{ alignItems: "flex-end" }}>
          {bots.map((bot, seat) => (
            <label key={seat}>
              {seat === 0 ? "Bot for the row book (seat 1)" : "Bot for the column book (seat 2)"}
              <select value={bot} onChange={(e) => setBots(bots.map((b, i) => (i === seat ? e.target.value : b)))}>
                {botChoices.map(([spec, label]) => (
                  <option key={spec} value={spec}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label>
            Duels per pair
            <input aria-label="Duels per pair" value={n} onChange={(e) => setN(e.target.value)} inputMode="numeric" size={8} />
          </label>
          <label>
            Seed
            <input aria-label="Seed" value={seed} onChange={(e) => setSeed(e.target.value)} size={14} />
          </label>
          <label>
            Workers
            <input aria-label="Workers" value={workers} onChange={(e) => setWorkers(e.target.value)} inputMode="numeric" size={4} />
          </label>
          <button className="primary" type="submit" disabled={running}>
            Run tournament
          </button>
          {running && (
            <button type="button" onClick={() => abort.current?.abort()}>
              Cancel
            </button>
          )}
        </div>
        {progress && <RunProgress done={progress.done} total={progress.total} label="Tournament progress" unit="duels" />}
        {error && (
          <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
            {error}
          </pre>
        )}
      </form>

      {result && (
        <section className="stack" aria-label="Results">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 style={{ margin: 0 }}>
              Results: {result.matchups.length} pairing{result.matchups.length === 1 ? "" : "s"} × {result.games} duels
            </h2>
            <button onClick={() => download("lostworlds-tournament.json", JSON.stringify(result, null, 2), "application/json")}>
              Export JSON
            </button>
          </div>
          {result.firstFailure && <FailedDuels t={result} />}
          <div className="panel">
            <HeatMap t={result} />
          </div>
          <div className="panel" style={{ padding: 0 }}>
            <table className="list" data-testid="matchups">
              <thead>
                <tr>
                  <th>Seat 1 book</th>
                  <th>Wins (95% interval)</th>
                  <th>Seat 2 book</th>
                  <th>Wins (95% interval)</th>
                  <th>Draws</th>
                  <th>Exchanges (mean)</th>
                  {result.failed > 0 && <th title="Duels stopped by an error in the books: not counted in the rates">Failed</th>}
                </tr>
              </thead>
              <tbody>
                {result.matchups.map((m, k) => (
                  <tr key={k}>
                    <td>{result.books[m.a].name}</td>
                    <td>
                      {pct(m.winA.p)} ({pct(m.winA.low)} – {pct(m.winA.high)})
                    </td>
                    <td>{result.books[m.b].name}</td>
                    <td>
                      {pct(m.winB.p)} ({pct(m.winB.low)} – {pct(m.winB.high)})
                    </td>
                    <td>{m.draws}</td>
                    <td>{m.meanExchanges.toFixed(1)}</td>
                    {result.failed > 0 && <td data-testid={`failed-${k}`}>{m.failed}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="chart-grid">
            {result.maneuvers.map((uses, i) => (
              <div className="panel" key={i}>
                <ManeuverChart name={`${i + 1}. ${result.books[i].name}`} uses={uses} />
              </div>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
