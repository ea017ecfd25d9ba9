"use client";
// Space Hulk balance sweeps (the Pitfall mission warns its new features "may damage play balance"):
// one mission changed along one axis (blips per turn, heavy flamers, squad size; documented in
// lib/engine/hulk/sweep.ts), N games per point in Web Workers (the sweep `hexfolio simulate hulk
// --sweep` runs, so a seed gives the same figures), plotted as the Marines' win rate with its 95%
// interval and what decided the games (the engine's end reasons, stacked).
import { useState } from "react";
import { z } from "zod";
import { simulate } from "@/lib/sim/runner-browser";
import { parseBotSpec } from "@/lib/engine/core/bots";
import { PARAMETER_LABEL, runSweep, SWEEP_PARAMETERS, sweepReasons, type Sweep, type SweepParameter } from "@/lib/games/hulk/sweep";
import { api } from "@/components/studio/api";
import { download } from "@/components/sim/download";
import { pct, RateChart, StackChart, type StackSeries } from "@/components/sim/sweep-chart";
import { BotPickers, pointsInput, SweepRunControls, sweepRunInput, useSweepRun } from "@/components/sim/sweep-run";

/** A first sweep per parameter around Pitfall's own values (2 blips, 1 flamer, 5 Marines). */
const DEFAULT_VALUES: Record<SweepParameter, string> = { reinforcements: "1, 2, 3", flamers: "0, 1, 2", marines: "3, 4, 5" };

const runInput = sweepRunInput.extend({
  missionId: z.string().min(1, "Mission: choose one"),
  parameter: z.enum(SWEEP_PARAMETERS),
  values: pointsInput("Values", 0, 50),
});

const COLORS = ["#2f6f4f", "#b3261e", "#c0792b", "#7d3c98", "#5b7fa6", "#8a8f96", "#c2a23a", "#3a8f8f"];

type Progress = { done: number; total: number; value: number };

/** The export as CSV: one row per point (rates with their intervals), one column per end reason, as in the table. */
function csvOf(sw: Sweep, reasons: string[]): string {
  const cell = (x: string | number) => (typeof x === "number" || !/[",\n]/.test(x) ? String(x) : `"${x.replace(/"/g, '""')}"`);
  const head = [
    sw.parameter,
    "variant",
    "games",
    "marines_win",
    "win_low",
    "win_high",
    "draw",
    "draw_low",
    "draw_high",
    "marines_loss",
    "loss_low",
    "loss_high",
    "unfinished",
    "unfinished_low",
    "unfinished_high",
    "mean_length",
    "mean_turns",
    ...reasons,
  ];
  const rows = sw.points.map((p) => [
    p.value,
    p.variant,
    p.games,
    ...[p.marinesWin, p.draw, p.marinesLoss, p.unfinished].flatMap((i) => [i.p, i.low, i.high]),
    p.meanLength,
    p.meanTurns,
    ...reasons.map((r) => p.reasons[r] ?? 0),
  ]);
  return [head, ...rows].map((r) => r.map(cell).join(",")).join("\n") + "\n";
}

/** One row per point: the rates, the length and what decided the games. */
function PointsTable({ sweep, reasons, label }: { sweep: Sweep; reasons: string[]; label: string }) {
  return (
    <div className="panel" style={{ padding: 0 }}>
      <table className="list" data-testid="hulk-sweep-table">
        <thead>
          <tr>
            <th>{label}</th>
            <th>Variant</th>
            <th>Marines win (95% interval)</th>
            <th>Draw</th>
            <th>Loss</th>
            <th title="Stopped by the step limit or the turn cap: neither a win, a draw nor a loss">Unfinished</th>
            <th>Turns (mean)</th>
            {reasons.map((r) => (
              <th key={r}>{r}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sweep.points.map((p, i) => (
            <tr key={i}>
              <td>{p.value}</td>
              <td>{p.variant}</td>
              <td>
                {pct(p.marinesWin.p)} ({pct(p.marinesWin.low)} – {pct(p.marinesWin.high)})
              </td>
              <td>{pct(p.draw.p)}</td>
              <td>{pct(p.marinesLoss.p)}</td>
              <td>{pct(p.unfinished.p)}</td>
              <td>{p.meanTurns.toFixed(1)}</td>
              {reasons.map((r) => (
                <td key={r}>{p.reasons[r] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HulkSweep({ missions, botChoices }: { missions: { id: string; title: string }[]; botChoices: [string, string][] }) {
  const [missionId, setMissionId] = useState(missions[0]?.id ?? "");
  const [parameter, setParameter] = useState<SweepParameter>("reinforcements");
  const [values, setValues] = useState(DEFAULT_VALUES.reinforcements);
  // Random bots never get a Marine to the chute (every game is a Genestealer win): greedy ones do.
  const firstBot = botChoices.some(([spec]) => spec === "greedy") ? "greedy" : "random";
  const sweep = useSweepRun<Sweep, Progress>({ games: "50", bots: [firstBot, firstBot] });
  const result = sweep.result;

  async function run(e: React.FormEvent) {
    e.preventDefault();
    const parsed = runInput.safeParse({ missionId, parameter, values, n: sweep.n, seed: sweep.seed, workers: sweep.workers });
    if (!parsed.success) return sweep.fail(parsed.error.issues.map((i) => i.message).join("\n"));
    const { data } = parsed;
    await sweep.start(async (signal, onProgress) => {
      // A mission document plays with the default ruleset (the base.ruleset.json numbers), as in the single simulation.
      const content = (await api<{ body: unknown }>(`/api/documents/${data.missionId}`)).body;
      onProgress({ done: 0, total: data.values.length * data.n, value: data.values[0] });
      return runSweep(simulate, {
        content,
        parameter: data.parameter,
        values: data.values,
        n: data.n,
        baseSeed: data.seed,
        bots: sweep.bots.map(parseBotSpec),
        workers: data.workers,
        signal,
        onProgress,
      });
    });
  }

  if (missions.length === 0) {
    return (
      <div className="panel empty">
        <h2>No missions yet</h2>
        <p className="muted">Create or import a mission in the library; then its balance can be swept here.</p>
      </div>
    );
  }

  const reasons = result ? sweepReasons(result) : [];
  // Plain keys for the chart: reasons hold dots, which recharts would read as paths.
  const series: StackSeries[] = reasons.map((r, i) => [`r${i}`, r, COLORS[i % COLORS.length]]);
  const rows =
    result?.points.map((p) => ({
      x: String(p.value),
      ...Object.fromEntries(reasons.map((r, i) => [`r${i}`, (p.reasons[r] ?? 0) / p.games])),
    })) ?? [];
  const label = PARAMETER_LABEL[result?.parameter ?? parameter];
  const file = result ? `hulk-sweep-${result.parameter}` : "";

  return (
    <div className="stack" data-testid="hulk-sweep">
      <form className="panel stack" onSubmit={run} aria-label="Sweep settings">
        <div className="row" style={{ alignItems: "flex-end" }}>
          <label>
            Mission
            <select aria-label="Mission" value={missionId} onChange={(e) => setMissionId(e.target.value)}>
              {missions.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Sweep over
            <select
              aria-label="Sweep over"
              value={parameter}
              onChange={(e) => {
                const p = e.target.value as SweepParameter;
                setParameter(p);
                setValues(DEFAULT_VALUES[p]);
              }}
            >
              {SWEEP_PARAMETERS.map((p) => (
                <option key={p} value={p}>
                  {PARAMETER_LABEL[p]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Values (one point each)
            <input aria-label="Values" value={values} onChange={(e) => setValues(e.target.value)} size={14} />
          </label>
          <BotPickers sides={["Marines", "Genestealers"]} bots={sweep.bots} onChange={sweep.setBots} choices={botChoices} />
        </div>
        <SweepRunControls run={sweep} now={(p) => `${p.value} ${label}`} runTestId="hulk-sweep-run" />
      </form>

      {result && (
        <section className="stack" aria-label="Results">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 style={{ margin: 0 }}>
              Results: {result.points.length} points × {result.games} games over {label} (the mission has {result.baseValue})
            </h2>
            <div className="row">
              <button onClick={() => download(`${file}.json`, JSON.stringify(result, null, 2), "application/json")}>Export JSON</button>
              <button onClick={() => download(`${file}.csv`, csvOf(result, reasons), "text/csv")}>Export CSV</button>
            </div>
          </div>
          <div className="chart-grid" data-testid="hulk-sweep-chart">
            <div className="panel">
              <RateChart
                label={`Marines' win rate by ${label}`}
                caption={`Marines' win rate by ${label}, with 95% Wilson intervals`}
                points={result.points.map((p) => ({ x: p.value, rate: p.marinesWin }))}
              />
            </div>
            <div className="panel">
              <StackChart
                label={`What decided the games by ${label}`}
                caption={`What decided the games, by ${label}`}
                rows={rows}
                series={series}
              />
            </div>
          </div>
          <PointsTable sweep={result} reasons={reasons} label={label} />
        </section>
      )}
    </div>
  );
}
