"use client";
// The simulation lab: any registered game, a bot per seat, N games in Web Workers, with a
// progress bar, cancellation, and results as tables and charts. Results equal the CLI's for
// the same seed whatever the number of workers.
import { RunProgress } from "./RunProgress";
import { useMemo, useRef, useState } from "react";
import { z } from "zod";
import { defaultBrowserWorkers, simulate, type SimSummary } from "@/lib/sim/runner-browser";
import { parseBotSpec } from "@/lib/engine/core/bots";
import { ApiError } from "@/components/studio/api";
import { CompanionPicker } from "@/components/play/CompanionPicker";
import { SetupOptionFields } from "@/components/play/SetupOptionFields";
import { botsForSeats, labSetupOptions, runOptions, seatsFromSetup, startingSetup } from "./lab-setup";
import { contentFor } from "@/components/play/content";
import { uiFor } from "@/components/games/registry";
import dynamic from "next/dynamic";
import { Loading } from "@/components/studio/Loading";
import { download } from "./download";
import { jobNote, runOnStudio } from "./studio-job";
import { StudioJobs } from "./StudioJobs";
import type { SimJobView } from "@/lib/content/sim-job";

import type { GameInfo } from "@/lib/games/catalog";

// The chart library is loaded with the first results, not with the lab.
const WinRateChart = dynamic(() => import("./SimulationCharts").then((m) => m.WinRateChart), {
  ssr: false,
  loading: () => <Loading what="the chart" />,
});
const LengthChart = dynamic(() => import("./SimulationCharts").then((m) => m.LengthChart), {
  ssr: false,
  loading: () => <Loading what="the chart" />,
});

const BOT_CHOICES = [
  { spec: "random", label: "Random legal" },
  { spec: "greedy", label: "Greedy (heuristic)" },
  { spec: "mcts:100", label: "MCTS, 100 iterations" },
  { spec: "mcts:400", label: "MCTS, 400 iterations" },
];

const runInput = z.object({
  n: z.coerce
    .number({ error: "Games: expected a number" })
    .int("Games: expected a whole number")
    .min(1, "Games: at least 1")
    .max(100_000, "Games: at most 100,000"),
  seed: z.string().trim().min(1, "Seed: expected some text").max(100),
  workers: z.coerce
    .number({ error: "Workers: expected a number" })
    .int("Workers: expected a whole number")
    .min(0, "Workers: 0 or more")
    .max(32, "Workers: at most 32"),
});

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** What a seat is called in the lab: its side ("Soldiers") when the game names its seats. */
export function seatName(game: GameInfo | undefined, seat: number): string {
  return game?.seatNames[seat] ?? `Seat ${seat + 1}`;
}

/** The bots a game's first run starts with: its UI's choice (bots that finish games), else random. */
function startingBots(game: GameInfo | undefined): string[] {
  const seats = seatsFromSetup(game, startingSetup(game));
  const chosen = game ? uiFor(game.id)?.labDefaults?.bots : undefined;
  return botsForSeats(chosen?.slice(0, seats) ?? [], seats);
}

function startingRules(game: GameInfo | undefined): Record<string, unknown> {
  return (game ? uiFor(game.id)?.labDefaults?.rules : undefined) ?? {};
}

/** A bot spec as people read it ("Greedy (heuristic)"). */
function botLabel(spec: string): string {
  return BOT_CHOICES.find((c) => c.spec === spec)?.label ?? spec;
}

export function SimulationLab({
  games,
  documents,
  initialGame,
  initialContent,
}: {
  games: GameInfo[];
  documents: Record<string, { id: string; title: string }[]>;
  /** Preselected from a link (a tile set's "Balance in the lab"): a game id and one of its documents. */
  initialGame?: string;
  initialContent?: string;
}) {
  const [gameId, setGameId] = useState((games.find((g) => g.id === initialGame) ?? games[0])?.id ?? "");
  const game = games.find((g) => g.id === gameId);
  const [bots, setBots] = useState<string[]>(() => startingBots(game));
  const [n, setN] = useState("500");
  const [seed, setSeed] = useState("hexfolio");
  const [workers, setWorkers] = useState(() => String(typeof navigator === "undefined" ? 1 : defaultBrowserWorkers()));
  const choices = useMemo(() => (game?.contentKind ? (documents[game.contentKind] ?? []) : []), [game, documents]);
  const [contentId, setContentId] = useState((choices.find((d) => d.id === initialContent) ?? choices[0])?.id ?? "");
  const [companionId, setCompanionId] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number; note?: string } | null>(null);
  const [summary, setSummary] = useState<SimSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [running, setRunning] = useState(false);
  // Bumped when a run on the studio starts or ends, so the list of runs reloads.
  const [jobsSeen, setJobsSeen] = useState(0);
  const [mode, setMode] = useState<"single" | "sweep">("single");
  // Rule options tried in this run over the content's own (games whose UI offers them).
  const [rules, setRules] = useState<Record<string, unknown>>(() => startingRules(game));
  // Options set per match (players, rule set); the one marked `seats` sets how many bots play.
  const [setup, setSetup] = useState<Record<string, unknown>>(() => startingSetup(game));
  const ui = game ? uiFor(game.id) : null;

  function chooseGame(id: string) {
    const g = games.find((x) => x.id === id);
    setGameId(id);
    setBots(startingBots(g));
    setRules(startingRules(g));
    setSetup(startingSetup(g));
    setContentId(g?.contentKind ? (documents[g.contentKind]?.[0]?.id ?? "") : "");
    setCompanionId("");
    setSummary(null);
  }

  function changeSetup(key: string, value: unknown) {
    const next = { ...setup, [key]: value };
    setSetup(next);
    const seats = seatsFromSetup(game, next);
    if (seats !== bots.length) setBots(botsForSeats(bots, seats));
  }

  async function run(e: React.FormEvent) {
    e.preventDefault();
    await start("browser");
  }

  /** Runs here (Web Workers) or on the studio (a job its workers play, kept with the document). */
  async function start(where: "browser" | "studio") {
    setError(null);
    setSummary(null);
    const parsed = runInput.safeParse({ n, seed, workers });
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join("\n"));
      return;
    }
    if (!game) return;
    let content: unknown = undefined;
    let pinned: { documents: { id: string; version: number }[]; companion?: { id: string; version: number } } = { documents: [] };
    if (game.contentKind) {
      if (!contentId) {
        setError(`Choose a ${(game.contentLabel?.one ?? game.contentKind).toLowerCase()} to play with.`);
        return;
      }
      try {
        ({ content, pinned } = await contentFor(game, [contentId], companionId));
      } catch (err) {
        setError(err instanceof ApiError ? err.describe() : String(err));
        return;
      }
    }
    const options = runOptions(ui?.RuleOptions ? rules : null, setup);
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setProgress({ done: 0, total: parsed.data.n });
    const started = performance.now();
    try {
      if (where === "studio") {
        const request = { gameId: game.id, ...pinned, bots, options, n: parsed.data.n, seed: parsed.data.seed };
        let listed = false;
        const onJob = (job: SimJobView) => {
          setProgress({ done: job.progress.done, total: job.progress.total, note: jobNote(job) });
          if (!listed) setJobsSeen((n) => n + 1);
          listed = true;
        };
        const job = await runOnStudio(request, onJob, controller.signal);
        setElapsed(performance.now() - started);
        setSummary(job.result as SimSummary);
        setJobsSeen((n) => n + 1);
        return;
      }
      const result = await simulate({
        gameId: game.id,
        content,
        bots: bots.map(parseBotSpec),
        options,
        n: parsed.data.n,
        baseSeed: parsed.data.seed,
        workers: parsed.data.workers,
        onProgress: setProgress,
        signal: controller.signal,
      });
      setElapsed(performance.now() - started);
      setSummary(result.summary);
    } catch (err) {
      setError(
        controller.signal.aborted
          ? "Cancelled."
          : err instanceof ApiError
            ? err.describe()
            : err instanceof Error
              ? err.message
              : String(err),
      );
    } finally {
      abort.current = null;
      setRunning(false);
    }
  }

  if (games.length === 0) {
    return (
      <div className="panel empty">
        <h2>No games installed</h2>
      </div>
    );
  }

  const gamePicker = (
    <label>
      Game
      <select value={gameId} onChange={(e) => chooseGame(e.target.value)}>
        {games.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </label>
  );

  // A game with a balance sweep (Lost Patrol over the size of its jungle, a Space Hulk mission
  // along one of its forces) gets a tab for it.
  const sweepTab = game?.sweep && ui?.Sweep ? game.sweep : undefined;
  const sweep = sweepTab && (
    <div className="kind-tabs row" role="tablist" aria-label="Simulation kind">
      <button type="button" role="tab" aria-selected={mode === "single"} onClick={() => setMode("single")}>
        One set-up
      </button>
      <button type="button" role="tab" aria-selected={mode === "sweep"} onClick={() => setMode("sweep")}>
        {sweepTab}
      </button>
    </div>
  );
  const panelProps = game && {
    documents: game.contentKind ? (documents[game.contentKind] ?? []) : [],
    initialId: contentId,
    botChoices: game.bots.map(([spec, label]): [string, string] => [spec, label.replace(/^Bot: /, "")]),
    rules,
    onRulesChange: setRules,
  };
  if (game && panelProps && sweep && ui?.Sweep && mode === "sweep") {
    return (
      <div className="stack">
        <div className="panel row">{gamePicker}</div>
        {sweep}
        <ui.Sweep key={game.id} {...panelProps} />
      </div>
    );
  }

  // A game played with several documents (a duel's two books) is measured as a tournament.
  if (game && panelProps && game.tournament && ui?.Tournament) {
    return (
      <div className="stack">
        <div className="panel row">{gamePicker}</div>
        <ui.Tournament key={game.id} {...panelProps} />
      </div>
    );
  }

  return (
    <div className="stack">
      {sweep}
      <form className="panel stack" onSubmit={run} aria-label="Simulation settings">
        <div className="row" style={{ alignItems: "flex-end" }}>
          {gamePicker}
          {game?.contentKind && (
            <label>
              Play with: {(game.contentLabel?.one ?? game.contentKind).toLowerCase()}
              <select value={contentId} onChange={(e) => setContentId(e.target.value)} aria-label="Content document">
                {choices.length === 0 && (
                  <option value="">No {(game.contentLabel?.many ?? game.contentKind).toLowerCase()} in your library</option>
                )}
                {choices.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          {game && <CompanionPicker game={game} documents={documents} value={companionId} onChange={setCompanionId} />}
          {bots.map((bot, seat) => (
            <label key={seat}>
              {seatName(game, seat)}
              <select
                value={bot}
                aria-label={`Bot for seat ${seat + 1}`}
                title={`Bot for ${seatName(game, seat)}`}
                onChange={(e) => setBots(bots.map((b, i) => (i === seat ? e.target.value : b)))}
              >
                {BOT_CHOICES.map((c) => (
                  <option key={c.spec} value={c.spec}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        {ui?.labDefaults && <p className="small muted">Starting point: {ui.labDefaults.note}</p>}
        {labSetupOptions(game).length > 0 && (
          <div className="row" style={{ alignItems: "flex-end" }}>
            <SetupOptionFields options={labSetupOptions(game)} values={setup} onChange={changeSetup} />
          </div>
        )}
        {ui?.RuleOptions && <ui.RuleOptions value={rules} onChange={setRules} />}
        <div className="row" style={{ alignItems: "flex-end" }}>
          <label>
            Games
            <input aria-label="Games" value={n} onChange={(e) => setN(e.target.value)} inputMode="numeric" size={8} />
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
            Run simulation
          </button>
          <button
            type="button"
            disabled={running}
            onClick={() => void start("studio")}
            title="Played by the studio's workers and kept with the document: closing this page does not stop it"
          >
            Run on the studio
          </button>
          {running && (
            <button type="button" onClick={() => abort.current?.abort()}>
              Cancel
            </button>
          )}
        </div>
        {progress && (
          <RunProgress done={progress.done} total={progress.total} label="Simulation progress" unit="games" note={progress.note} />
        )}
        {error && (
          <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
            {error}
          </pre>
        )}
      </form>

      <StudioJobs
        refresh={jobsSeen}
        onShow={(job) => {
          setError(null);
          setElapsed(null);
          setSummary(job.result as SimSummary);
        }}
      />

      {summary && (
        <section className="stack" aria-label="Results">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 style={{ margin: 0 }}>
              Results: {summary.n} games{elapsed !== null ? ` in ${(elapsed / 1000).toFixed(1)} s` : ""}
            </h2>
            <div className="row">
              <button
                onClick={() =>
                  download(`simulation-${summary.gameId.replace(/\W+/g, "-")}.json`, JSON.stringify(summary, null, 2), "application/json")
                }
              >
                Export JSON
              </button>
            </div>
          </div>
          {summary.firstFailure && (
            <div className="notice" role="status" data-testid="failed-games">
              <strong>
                {summary.failed} game{summary.failed === 1 ? "" : "s"} failed on an error in the content
              </strong>{" "}
              (not counted in the rates; the other games played on). The first, game {summary.firstFailure.game + 1}:{" "}
              {summary.firstFailure.message}
            </div>
          )}
          <div className="panel" style={{ padding: 0 }}>
            <table className="list" data-testid="sim-results">
              <thead>
                <tr>
                  <th>Side</th>
                  <th>Bot</th>
                  <th>Wins</th>
                  <th>Win rate (95% interval)</th>
                  <th>Draws</th>
                  <th>Losses</th>
                  {summary.truncated > 0 && <th title="Stopped by a safety cap: neither a win, a draw nor a loss">Unfinished</th>}
                </tr>
              </thead>
              <tbody>
                {summary.seats.map((s) => (
                  <tr key={s.seat}>
                    <td>{seatName(game, s.seat)}</td>
                    <td>{botLabel(s.bot)}</td>
                    <td data-testid={`wins-${s.seat}`}>{s.wins}</td>
                    <td>
                      {pct(s.winRate.p)} ({pct(s.winRate.low)} – {pct(s.winRate.high)})
                    </td>
                    <td>{s.draws}</td>
                    <td>{s.losses}</td>
                    {summary.truncated > 0 && <td data-testid={`unfinished-${s.seat}`}>{s.unfinished}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="chart-grid">
            <div className="panel">
              <WinRateChart summary={summary} seatName={(seat) => seatName(game, seat)} />
            </div>
            <div className="panel">
              <LengthChart summary={summary} />
            </div>
          </div>
          <div className="chart-grid">
            <div className="panel">
              <h2>How games ended</h2>
              <table className="list">
                <tbody>
                  {Object.entries(summary.reasons).map(([reason, count]) => (
                    <tr key={reason}>
                      <td title={reason}>{ui?.outcomes?.reason?.(reason) ?? reason}</td>
                      <td>{count}</td>
                      <td>{pct(count / summary.n)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="small muted">
                Length: mean {summary.length.mean.toFixed(1)}, min {summary.length.min}, max {summary.length.max}
                {summary.truncated ? `; ${summary.truncated} games unfinished (a safety cap stopped them: not wins, draws nor losses)` : ""}
                .
              </p>
            </div>
            <div className="panel">
              <h2>Per-game metrics</h2>
              {Object.keys(summary.metrics).length === 0 ? (
                <p className="muted small">This game reports no custom metrics.</p>
              ) : (
                <table className="list">
                  <thead>
                    <tr>
                      <th>Metric</th>
                      <th>Mean</th>
                      <th>Min</th>
                      <th>Max</th>
                    </tr>
                  </thead>
                  <tbody>
                    {Object.entries(summary.metrics).map(([k, m]) => (
                      <tr key={k}>
                        <td title={k}>{ui?.outcomes?.metrics?.[k]?.label ?? k}</td>
                        <td>{ui?.outcomes?.metrics?.[k]?.share ? pct(m.mean) : m.mean.toFixed(2)}</td>
                        <td>{m.min}</td>
                        <td>{m.max}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
