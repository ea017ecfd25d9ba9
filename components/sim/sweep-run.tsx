"use client";
// What every balance sweep of the simulation lab shares (JungleSweep, HulkSweep): the run
// settings (games per point, seed, workers, a bot per seat), running the sweep with progress and
// cancellation, and the controls for both. A sweep adds only what it varies and how it reports.
import { RunProgress } from "./RunProgress";
import { useRef, useState } from "react";
import { z } from "zod";
import { defaultBrowserWorkers, type SimProgress } from "@/lib/sim/runner-browser";
import { ApiError } from "@/components/studio/api";

/** Validation of the shared settings; a sweep extends it with its own fields. */
export const sweepRunInput = z.object({
  n: z.coerce
    .number({ error: "Games per point: expected a number" })
    .int("Games per point: expected a whole number")
    .min(1, "Games per point: at least 1")
    .max(20_000, "Games per point: at most 20,000"),
  seed: z.string().trim().min(1, "Seed: expected some text").max(100),
  workers: z.coerce.number({ error: "Workers: expected a number" }).int().min(0, "Workers: 0 or more").max(32, "Workers: at most 32"),
});

/** The values of a sweep, one point each: whole numbers in [min, max] separated by commas or spaces. */
export function pointsInput(label: string, min: number, max: number, item = "value") {
  return z
    .string()
    .trim()
    .transform((s) => s.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z
        .array(
          z.coerce
            .number<string>({ error: `${label}: expected numbers separated by commas` })
            .int(`${label}: expected whole numbers`)
            .min(min, `${label}: at least ${min}`)
            .max(max, `${label}: at most ${max}`),
        )
        .min(1, `${label}: give at least one ${item}`)
        .max(12, `${label}: at most 12 ${item}s`),
    );
}

export interface SweepRun<T, P extends SimProgress> {
  n: string;
  setN(v: string): void;
  seed: string;
  setSeed(v: string): void;
  workers: string;
  setWorkers(v: string): void;
  bots: string[];
  setBots(b: string[]): void;
  progress: P | null;
  result: T | null;
  error: string | null;
  running: boolean;
  /** Shows a message instead of a result (bad input found before running). */
  fail(message: string): void;
  /** Runs the sweep; the task reports progress and stops when the signal aborts. */
  start(task: (signal: AbortSignal, onProgress: (p: P) => void) => Promise<T>): Promise<void>;
  cancel(): void;
}

export function useSweepRun<T, P extends SimProgress>(defaults: { games: string; bots: string[] }): SweepRun<T, P> {
  const [n, setN] = useState(defaults.games);
  const [seed, setSeed] = useState("hexfolio");
  const [workers, setWorkers] = useState(() => String(typeof navigator === "undefined" ? 1 : defaultBrowserWorkers()));
  const [bots, setBots] = useState(defaults.bots);
  const [progress, setProgress] = useState<P | null>(null);
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);

  function fail(message: string) {
    setResult(null);
    setError(message);
  }

  async function start(task: (signal: AbortSignal, onProgress: (p: P) => void) => Promise<T>) {
    setError(null);
    setResult(null);
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    try {
      setResult(await task(controller.signal, setProgress));
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

  return {
    n,
    setN,
    seed,
    setSeed,
    workers,
    setWorkers,
    bots,
    setBots,
    progress,
    result,
    error,
    running,
    fail,
    start,
    cancel: () => abort.current?.abort(),
  };
}

/** One bot picker per seat, labelled by the seat's side. */
export function BotPickers({
  sides,
  bots,
  onChange,
  choices,
}: {
  sides: string[];
  bots: string[];
  onChange(b: string[]): void;
  choices: [string, string][];
}) {
  return sides.map((side, seat) => (
    <label key={seat}>
      {side}
      <select
        aria-label={`Bot for the ${side.toLowerCase()}`}
        value={bots[seat]}
        onChange={(e) => onChange(bots.map((b, i) => (i === seat ? e.target.value : b)))}
      >
        {choices.map(([spec, label]) => (
          <option key={spec} value={spec}>
            {label}
          </option>
        ))}
      </select>
    </label>
  ));
}

/** Games per point, seed, workers, run and cancel; then the progress bar and any error. */
export function SweepRunControls<P extends SimProgress>({
  run,
  now,
  runTestId,
}: {
  run: SweepRun<unknown, P>;
  now: (p: P) => string;
  runTestId?: string;
}) {
  const { progress, running, error } = run;
  return (
    <>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Games per point
          <input aria-label="Games per point" value={run.n} onChange={(e) => run.setN(e.target.value)} inputMode="numeric" size={8} />
        </label>
        <label>
          Seed
          <input aria-label="Seed" value={run.seed} onChange={(e) => run.setSeed(e.target.value)} size={14} />
        </label>
        <label>
          Workers
          <input aria-label="Workers" value={run.workers} onChange={(e) => run.setWorkers(e.target.value)} inputMode="numeric" size={4} />
        </label>
        <button className="primary" type="submit" disabled={running} data-testid={runTestId}>
          Run sweep
        </button>
        {running && (
          <button type="button" onClick={run.cancel}>
            Cancel
          </button>
        )}
      </div>
      {progress && (
        <RunProgress
          done={progress.done}
          total={progress.total}
          label="Sweep progress"
          unit="games"
          note={running ? ` (now ${now(progress)})` : ""}
        />
      )}
      {error && (
        <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {error}
        </pre>
      )}
    </>
  );
}
