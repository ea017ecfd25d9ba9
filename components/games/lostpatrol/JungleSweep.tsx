"use client";
// Lost Patrol balance over the size of the jungle (the seed's author played 38 jungle tiles where
// the original has 28): the same tile set scaled to each count, N games per point in Web Workers
// (the sweep the CLI runs, so a seed gives the same figures), plotted as the soldiers' win rate
// with its 95% interval and how the games ended.
import { useState } from "react";
import { z } from "zod";
import { simulate } from "@/lib/sim/runner-browser";
import { parseBotSpec } from "@/lib/engine/core/bots";
import { runSweep, type Sweep } from "@/lib/games/lostpatrol/sweep";
import type { LostPatrolContent } from "@/lib/engine/lostpatrol";
import { api } from "@/components/studio/api";
import { download } from "@/components/sim/download";
import { RulesOverride } from "./RulesOverride";
import { describeRules } from "@/components/editors/tileset/LostPatrolRuleFields";
import type { TilesetRules } from "@/lib/content/kinds/tileset";
import { pct, RateChart, StackChart, type StackSeries } from "@/components/sim/sweep-chart";
import { BotPickers, pointsInput, SweepRunControls, sweepRunInput, useSweepRun } from "@/components/sim/sweep-run";

const runInput = sweepRunInput.extend({
  tilesetId: z.string().min(1, "Tile set: choose one"),
  counts: pointsInput("Jungle tiles", 1, 200, "count"),
});

const ENDINGS = [
  ["shipReached", "ship reached", "#2f6f4f"],
  ["wipedOut", "wiped out", "#b3261e"],
  ["ringClosed", "ring closed", "#c0792b"],
  ["lostInSplit", "lost in a split", "#7d3c98"],
  ["unfinished", "unfinished (stopped by a safety cap)", "#8a8f96"],
] as const satisfies readonly StackSeries[];

type Progress = { done: number; total: number; jungle: number };

export function JungleSweep({
  tilesets,
  initialId,
  botChoices,
  rules,
  onRulesChange,
}: {
  tilesets: { id: string; title: string }[];
  /** The tile set chosen first (the lab's own choice, or a link's). */
  initialId?: string;
  botChoices: [string, string][];
  /** Rule options for every point, over the tile set's own (shared with the lab's other tab). */
  rules: TilesetRules;
  onRulesChange(next: TilesetRules): void;
}) {
  const [tilesetId, setTilesetId] = useState((tilesets.find((t) => t.id === initialId) ?? tilesets[0])?.id ?? "");
  const [counts, setCounts] = useState("20, 28, 38, 48");
  const sweep = useSweepRun<Sweep, Progress>({ games: "200", bots: ["random", "random"] });
  const result = sweep.result;

  async function run(e: React.FormEvent) {
    e.preventDefault();
    const parsed = runInput.safeParse({ tilesetId, counts, n: sweep.n, seed: sweep.seed, workers: sweep.workers });
    if (!parsed.success) return sweep.fail(parsed.error.issues.map((i) => i.message).join("\n"));
    const { data } = parsed;
    await sweep.start(async (signal, onProgress) => {
      const tileset = (await api<{ body: LostPatrolContent }>(`/api/documents/${data.tilesetId}`)).body;
      onProgress({ done: 0, total: data.counts.length * data.n, jungle: data.counts[0] });
      return runSweep(simulate, {
        tileset,
        options: rules,
        jungleCounts: data.counts,
        n: data.n,
        baseSeed: data.seed,
        bots: sweep.bots.map(parseBotSpec),
        workers: data.workers,
        signal,
        onProgress,
      });
    });
  }

  if (tilesets.length === 0) {
    return (
      <div className="panel empty">
        <h2>No tile sets yet</h2>
        <p className="muted">Create or import a tile set in the library; then its balance over the size of the jungle can be swept here.</p>
      </div>
    );
  }

  const endData =
    result?.points.map((p) => ({ x: String(p.jungle), ...Object.fromEntries(ENDINGS.map(([k]) => [k, p.endings[k] / p.games])) })) ?? [];

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
          <BotPickers sides={["Soldiers", "Monsters"]} bots={sweep.bots} onChange={sweep.setBots} choices={botChoices} />
        </div>
        <RulesOverride rules={rules} onChange={onRulesChange} />
        <SweepRunControls run={sweep} now={(p) => `${p.jungle} jungle tiles`} />
      </form>

      {result && (
        <section className="stack" aria-label="Results">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 style={{ margin: 0 }}>
              Results: {result.points.length} points × {result.games} games (the tile set has {result.baseJungle} jungle tiles)
            </h2>
            <button onClick={() => download("lostpatrol-jungle-sweep.json", JSON.stringify(result, null, 2), "application/json")}>
              Export JSON
            </button>
          </div>
          <p className="small muted" style={{ margin: 0 }} data-testid="sweep-rules">
            Rules: {describeRules(result.rules)}.
          </p>
          <div className="chart-grid">
            <div className="panel">
              <RateChart
                label="Soldiers' win rate by jungle size"
                caption="Soldiers' win rate by jungle tiles, with 95% Wilson intervals"
                points={result.points.map((p) => ({ x: p.jungle, rate: p.soldiersWin }))}
              />
            </div>
            <div className="panel">
              <StackChart
                label="How games ended by jungle size"
                caption="How games ended, by jungle tiles"
                rows={endData}
                series={ENDINGS}
              />
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
