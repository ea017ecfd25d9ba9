"use client";
// The island's balance over the number of players: the same island and rules, one bot kind at
// every seat, N games per player count in Web Workers (the sweep the CLI runs, so a seed gives the
// same figures), plotted as how often someone won and how often the first seat won, with how the
// games ended.
import { useState } from "react";
import { z } from "zod";
import { simulate } from "@/lib/sim/runner-browser";
import { parseBotSpec } from "@/lib/engine/core/bots";
import { playerCountSweep, type PlayerCountSweep as Sweep } from "@/lib/games/island/sweep";
import { api } from "@/components/studio/api";
import { download } from "@/components/sim/download";
import { pct, RateChart, StackChart, type StackSeries } from "@/components/sim/sweep-chart";
import { BotPickers, pointsInput, SweepRunControls, sweepRunInput, useSweepRun } from "@/components/sim/sweep-run";
import type { LabPanelProps } from "../types";

const runInput = sweepRunInput.extend({
  islandId: z.string().min(1, "Island: choose one"),
  counts: pointsInput("Players", 2, 8, "count"),
});

const ENDINGS = [
  ["lead-all", "led everyone", "#2f6f4f"],
  ["win-condition", "Win Condition", "#2471a3"],
  ["advanced", "Advanced victory", "#7d3c98"],
  ["agreement", "shared win", "#17a589"],
  ["nobody", "nobody left", "#b3261e"],
  ["round-limit", "round limit", "#8a8f96"],
] as const satisfies readonly StackSeries[];

type Progress = { done: number; total: number; players: number };

export function PlayerCountSweep({ documents, initialId, botChoices }: LabPanelProps) {
  const [islandId, setIslandId] = useState((documents.find((d) => d.id === initialId) ?? documents[0])?.id ?? "");
  const [counts, setCounts] = useState("2, 3, 4, 5, 6, 7, 8");
  const [rules, setRules] = useState<"advanced" | "beginner">("advanced");
  const sweep = useSweepRun<Sweep, Progress>({ games: "100", bots: ["greedy"] });
  const result = sweep.result;

  async function run(e: React.FormEvent) {
    e.preventDefault();
    const parsed = runInput.safeParse({ islandId, counts, n: sweep.n, seed: sweep.seed, workers: sweep.workers });
    if (!parsed.success) return sweep.fail(parsed.error.issues.map((i) => i.message).join("\n"));
    const { data } = parsed;
    const points = [...new Set(data.counts)].sort((a, b) => a - b);
    await sweep.start(async (signal, onProgress) => {
      const island = (await api<{ body: unknown }>(`/api/documents/${data.islandId}`)).body;
      const total = points.length * data.n;
      let point = -1;
      onProgress({ done: 0, total, players: points[0] });
      return playerCountSweep.run(
        (o) => {
          point++;
          const offset = point * data.n;
          const players = points[point];
          return simulate({ ...o, signal, onProgress: (p) => onProgress({ done: offset + p.done, total, players }) });
        },
        island,
        points,
        { n: data.n, baseSeed: data.seed, bots: [parseBotSpec(sweep.bots[0])], options: { rules }, workers: data.workers },
      );
    });
  }

  if (documents.length === 0) {
    return (
      <div className="panel empty">
        <h2>No islands yet</h2>
        <p className="muted">Create or import an island in the library; then its balance over the number of players can be swept here.</p>
      </div>
    );
  }

  const endData =
    result?.points.map((p) => ({
      x: String(p.players),
      ...Object.fromEntries(ENDINGS.map(([k]) => [k, (p.endings[k] ?? 0) / p.games])),
    })) ?? [];

  return (
    <div className="stack">
      <form className="panel stack" onSubmit={run} aria-label="Sweep settings">
        <div className="row" style={{ alignItems: "flex-end" }}>
          <label>
            Island
            <select aria-label="Island" value={islandId} onChange={(e) => setIslandId(e.target.value)}>
              {documents.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Players (one point each)
            <input aria-label="Player counts" value={counts} onChange={(e) => setCounts(e.target.value)} size={18} />
          </label>
          <label>
            Rules
            <select aria-label="Sweep rules" value={rules} onChange={(e) => setRules(e.target.value as "advanced" | "beginner")}>
              <option value="advanced">Advanced</option>
              <option value="beginner">Beginner</option>
            </select>
          </label>
          <BotPickers sides={["Every seat"]} bots={sweep.bots} onChange={sweep.setBots} choices={botChoices} />
        </div>
        <SweepRunControls run={sweep} now={(p) => `${p.players} players`} />
      </form>

      {result && (
        <section className="stack" aria-label="Results">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 style={{ margin: 0 }}>
              Results: {result.points.length} player counts × {result.games} games, {result.rules} rules
            </h2>
            <button onClick={() => download("island-player-sweep.json", JSON.stringify(result, null, 2), "application/json")}>
              Export JSON
            </button>
          </div>
          <div className="chart-grid">
            <div className="panel">
              <RateChart
                label="Seat 1's win rate by number of players"
                caption="Seat 1's win rate by number of players, with 95% Wilson intervals (a fair share is 1 in the number of players)"
                points={result.points.map((p) => ({ x: p.players, rate: p.seatOne }))}
              />
            </div>
            <div className="panel">
              <StackChart
                label="How games ended by number of players"
                caption="How games ended, by number of players"
                rows={endData}
                series={ENDINGS}
              />
            </div>
          </div>
          <div className="panel" style={{ padding: 0 }}>
            <table className="list" data-testid="sweep-results">
              <thead>
                <tr>
                  <th>Players</th>
                  <th>Someone won (95% interval)</th>
                  <th>Seat 1 wins (95% interval)</th>
                  <th>Rounds (mean)</th>
                  <th>Led</th>
                  <th>Killed</th>
                </tr>
              </thead>
              <tbody>
                {result.points.map((p) => (
                  <tr key={p.players}>
                    <td>{p.players}</td>
                    <td>
                      {pct(p.decided.p)} ({pct(p.decided.low)} – {pct(p.decided.high)})
                    </td>
                    <td>
                      {pct(p.seatOne.p)} ({pct(p.seatOne.low)} – {pct(p.seatOne.high)})
                    </td>
                    <td>{p.meanRounds.toFixed(1)}</td>
                    <td>{p.led.toFixed(2)}</td>
                    <td>{p.killed.toFixed(2)}</td>
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
