"use client";
// Lost Patrol balance over the size of the jungle (the seed's author played 38 jungle tiles where
// the original has 28): the same tile set scaled to each count, N games per point in Web Workers
// (the sweep the CLI runs, so a seed gives the same figures), plotted as the soldiers' win rate
// with its 95% interval and how the games ended.
import { useRef, useState } from "react";
import { z } from "zod";
import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { defaultBrowserWorkers, simulate } from "@/lib/engine/core/runner-browser";
import { parseBotSpec } from "@/lib/engine/core/bots";
import { runSweep, type Sweep } from "@/lib/engine/lostpatrol/sweep";
import type { LostPatrolContent } from "@/lib/engine/lostpatrol";
import { api, ApiError } from "@/components/studio/api";
import { download } from "./download";

const countsSchema = z
  .string()
  .trim()
  .transform((s) => s.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z
      .array(z.coerce.number<string>({ error: "Jungle tiles: expected numbers separated by commas" }).int("Jungle tiles: expected whole numbers").min(1, "Jungle tiles: at least 1").max(200, "Jungle tiles: at most 200"))
      .min(1, "Jungle tiles: give at least one count")
      .max(12, "Jungle tiles: at most 12 counts"),
  );

const runInput = z.object({
  tilesetId: z.string().min(1, "Tile set: choose one"),
  counts: countsSchema,
  n: z.coerce.number({ error: "Games per point: expected a number" }).int("Games per point: expected a whole number").min(1, "Games per point: at least 1").max(20_000, "Games per point: at most 20,000"),
  seed: z.string().trim().min(1, "Seed: expected some text").max(100),
  workers: z.coerce.number({ error: "Workers: expected a number" }).int().min(0, "Workers: 0 or more").max(32, "Workers: at most 32"),
});

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const ENDINGS = [
  ["shipReached", "ship reached", "#2f6f4f"],
  ["wipedOut", "wiped out", "#b3261e"],
  ["ringClosed", "ring closed", "#c0792b"],
  ["lostInSplit", "lost in a split", "#7d3c98"],
  ["turnLimit", "turn limit", "#8a8f96"],
] as const;

export function JungleSweep({ tilesets, botChoices }: { tilesets: { id: string; title: string }[]; botChoices: [string, string][] }) {
  const [tilesetId, setTilesetId] = useState(tilesets[0]?.id ?? "");
  const [counts, setCounts] = useState("20, 28, 38, 48");
  const [bots, setBots] = useState(["random", "random"]);
  const [n, setN] = useState("200");
  const [seed, setSeed] = useState("hexfolio");
  const [workers, setWorkers] = useState(() => String(typeof navigator === "undefined" ? 1 : defaultBrowserWorkers()));
  const [progress, setProgress] = useState<{ done: number; total: number; jungle: number } | null>(null);
  const [result, setResult] = useState<Sweep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);

  async function run(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setResult(null);
    const parsed = runInput.safeParse({ tilesetId, counts, n, seed, workers });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join("\n"));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    try {
      const tileset = (await api<{ body: LostPatrolContent }>(`/api/documents/${parsed.data.tilesetId}`)).body;
      setProgress({ done: 0, total: parsed.data.counts.length * parsed.data.n, jungle: parsed.data.counts[0] });
      setResult(
        await runSweep(simulate, {
          tileset,
          jungleCounts: parsed.data.counts,
          n: parsed.data.n,
          baseSeed: parsed.data.seed,
          bots: bots.map(parseBotSpec),
          workers: parsed.data.workers,
          signal: controller.signal,
          onProgress: setProgress,
        }),
      );
    } catch (err) {
      setError(controller.signal.aborted ? "Cancelled." : err instanceof ApiError ? err.describe() : String(err instanceof Error ? err.message : err));
    } finally {
      abort.current = null;
      setRunning(false);
    }
  }

  if (tilesets.length === 0) {
    return (
      <div className="panel empty">
        <h2>No tile sets yet</h2>
        <p className="muted">Create or import a tile set in the library; then its balance over the size of the jungle can be swept here.</p>
      </div>
    );
  }

  const winData = result?.points.map((p) => ({ jungle: p.jungle, win: p.soldiersWin.p, error: [p.soldiersWin.p - p.soldiersWin.low, p.soldiersWin.high - p.soldiersWin.p] })) ?? [];
  const endData = result?.points.map((p) => ({ jungle: String(p.jungle), ...Object.fromEntries(ENDINGS.map(([k]) => [k, p.endings[k] / p.games])) })) ?? [];

  return (
    <div className="stack">
      <form className="panel stack" onSubmit={run} aria-label="Sweep settings">
        <div className="row" style={{ alignItems: "flex-end" }}>
          <label>
            Tile set
            <select aria-label="Tile set" value={tilesetId} onChange={(e) => setTilesetId(e.target.value)}>
              {tilesets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Jungle tiles (one point each)
            <input aria-label="Jungle tiles" value={counts} onChange={(e) => setCounts(e.target.value)} size={18} />
          </label>
          {bots.map((bot, seat) => (
            <label key={seat}>
              {seat === 0 ? "Soldiers" : "Monsters"}
              <select aria-label={`Bot for the ${seat === 0 ? "soldiers" : "monsters"}`} value={bot} onChange={(e) => setBots(bots.map((b, i) => (i === seat ? e.target.value : b)))}>
                {botChoices.map(([spec, label]) => (
                  <option key={spec} value={spec}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <div className="row" style={{ alignItems: "flex-end" }}>
          <label>
            Games per point
            <input aria-label="Games per point" value={n} onChange={(e) => setN(e.target.value)} inputMode="numeric" size={8} />
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
            Run sweep
          </button>
          {running && (
            <button type="button" onClick={() => abort.current?.abort()}>
              Cancel
            </button>
          )}
        </div>
        {progress && (
          <div className="stack" style={{ gap: "0.25rem" }}>
            <progress max={progress.total} value={progress.done} aria-label="Sweep progress" style={{ width: "100%" }} />
            <span className="small muted" data-testid="sim-progress">
              {progress.done} / {progress.total} games{running ? ` (now ${progress.jungle} jungle tiles)` : ""}
            </span>
          </div>
        )}
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
              Results: {result.points.length} points × {result.games} games (the tile set has {result.baseJungle} jungle tiles)
            </h2>
            <button onClick={() => download("lostpatrol-jungle-sweep.json", JSON.stringify(result, null, 2), "application/json")}>Export JSON</button>
          </div>
          <div className="chart-grid">
            <div className="panel">
              <figure className="chart" aria-label="Soldiers' win rate by jungle size" style={{ margin: 0 }}>
                <figcaption>Soldiers&apos; win rate by jungle tiles, with 95% Wilson intervals</figcaption>
                <ResponsiveContainer width="100%" height={240}>
                  <LineChart data={winData} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="jungle" type="number" domain={["dataMin", "dataMax"]} ticks={winData.map((d) => d.jungle)} />
                    <YAxis domain={[0, "auto"]} tickFormatter={pct} />
                    <Tooltip formatter={(v) => pct(Number(v))} />
                    <Line dataKey="win" stroke="#2f6f4f" isAnimationActive={false}>
                      <ErrorBar dataKey="error" width={6} stroke="#1f2328" />
                    </Line>
                  </LineChart>
                </ResponsiveContainer>
              </figure>
            </div>
            <div className="panel">
              <figure className="chart" aria-label="How games ended by jungle size" style={{ margin: 0 }}>
                <figcaption>How games ended, by jungle tiles</figcaption>
                <ResponsiveContainer width="100%" height={240}>
                  <BarChart data={endData} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="jungle" />
                    <YAxis domain={[0, 1]} tickFormatter={pct} />
                    <Tooltip formatter={(v) => pct(Number(v))} />
                    <Legend />
                    {ENDINGS.map(([k, label, color]) => (
                      <Bar key={k} dataKey={k} name={label} stackId="end" fill={color} isAnimationActive={false} />
                    ))}
                  </BarChart>
                </ResponsiveContainer>
              </figure>
            </div>
          </div>
          <div className="panel" style={{ padding: 0 }}>
            <table className="list" data-testid="sweep-results">
              <thead>
                <tr>
                  <th>Jungle tiles</th>
                  <th>Soldiers win (95% interval)</th>
                  <th>Turns (mean)</th>
                  {ENDINGS.map(([k, label]) => (
                    <th key={k}>{label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.points.map((p) => (
                  <tr key={p.jungle}>
                    <td>{p.jungle}</td>
                    <td>
                      {pct(p.soldiersWin.p)} ({pct(p.soldiersWin.low)} – {pct(p.soldiersWin.high)})
                    </td>
                    <td>{p.meanTurns.toFixed(1)}</td>
                    {ENDINGS.map(([k]) => (
                      <td key={k}>{p.endings[k]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
