/**
 * The simulation runner, independent of where games run. `runSimulation` splits games
 * 0..n-1 into chunks, hands them to a pool of executors (in-thread, worker_threads or Web
 * Workers), collects records sorted by game index and aggregates them. Because every game's
 * seed is derived from (baseSeed, index) only, the summary is identical for any worker count.
 * `simulate` here runs in the current thread; runner-node.ts and runner-browser.ts add workers.
 */
import type { BotSpec } from "./bots";
import { chunkIndices, runChunk, type GameRecord, type SimSpec } from "./chunk";
import { integerHistogram, summarize, wilson, type HistogramBin, type Interval, type Summary } from "./stats";

export type { SimSpec, GameRecord } from "./chunk";

export interface SimProgress {
  done: number;
  total: number;
}

export interface SimulateOptions {
  gameId: string;
  options?: unknown;
  content?: unknown;
  bots: BotSpec[];
  /** Number of games. */
  n: number;
  baseSeed?: string | number;
  /** 0 = run in the current thread. */
  workers?: number;
  maxSteps?: number;
  /** Games per chunk (default: about 8 chunks per worker, at most 50 games each). */
  chunkSize?: number;
  onProgress?: (p: SimProgress) => void;
  signal?: AbortSignal;
}

export interface SeatStats {
  seat: number;
  bot: string;
  wins: number;
  draws: number;
  losses: number;
  winRate: Interval;
  drawRate: Interval;
  lossRate: Interval;
}

export interface MetricStats extends Summary {
  /** Games that reported this metric. */
  games: number;
}

export interface SimSummary {
  gameId: string;
  n: number;
  baseSeed: string | number;
  seats: SeatStats[];
  draws: number;
  truncated: number;
  length: Summary & { histogram: HistogramBin[] };
  metrics: Record<string, MetricStats>;
  /** How games ended: reason → count, sorted by reason. */
  reasons: Record<string, number>;
}

export interface SimResult {
  summary: SimSummary;
  /** One record per game, sorted by index. */
  records: GameRecord[];
}

/** Executes one chunk somewhere; a pool has `size` of them that can run concurrently. */
export interface ChunkPool {
  size: number;
  run(slot: number, spec: SimSpec, indices: number[]): Promise<GameRecord[]>;
  close(): void;
}

export class SimulationAbortedError extends Error {
  constructor() {
    super("simulation aborted");
    this.name = "AbortError";
  }
}

export function toSpec(o: SimulateOptions): SimSpec {
  if (!Number.isInteger(o.n) || o.n < 0) throw new RangeError(`n must be a non-negative integer, got ${o.n}`);
  const spec: SimSpec = { gameId: o.gameId, bots: o.bots, n: o.n, baseSeed: o.baseSeed ?? 1 };
  if (o.options !== undefined) spec.options = o.options;
  if (o.content !== undefined) spec.content = o.content;
  if (o.maxSteps !== undefined) spec.maxSteps = o.maxSteps;
  return spec;
}

export function defaultChunkSize(n: number, workers: number): number {
  return Math.max(1, Math.min(50, Math.ceil(n / (Math.max(1, workers) * 8))));
}

const botLabel = (b: BotSpec): string => (b.kind === "mcts" && b.iterations ? `mcts:${b.iterations}` : b.kind);

/** Aggregates records (any order) into the summary; deterministic for a given set of records. */
export function aggregate(spec: SimSpec, records: readonly GameRecord[]): SimSummary {
  const sorted = records.slice().sort((a, b) => a.index - b.index);
  const n = sorted.length;
  const seats: SeatStats[] = spec.bots.map((bot, seat) => {
    let wins = 0,
      draws = 0;
    for (const r of sorted) {
      if (r.winners.includes(seat)) wins++;
      else if (r.draw) draws++;
    }
    const losses = n - wins - draws;
    return {
      seat,
      bot: botLabel(bot),
      wins,
      draws,
      losses,
      winRate: wilson(wins, n),
      drawRate: wilson(draws, n),
      lossRate: wilson(losses, n),
    };
  });
  const lengths = sorted.map((r) => r.length);
  const metricValues = new Map<string, number[]>();
  for (const r of sorted) {
    for (const [k, v] of Object.entries(r.metrics)) {
      if (!metricValues.has(k)) metricValues.set(k, []);
      metricValues.get(k)!.push(v);
    }
  }
  const metrics: Record<string, MetricStats> = {};
  for (const k of [...metricValues.keys()].sort()) {
    const vals = metricValues.get(k)!;
    metrics[k] = { ...summarize(vals), games: vals.length };
  }
  const reasons: Record<string, number> = {};
  for (const r of sorted) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  const sortedReasons = Object.fromEntries(Object.entries(reasons).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    gameId: spec.gameId,
    n,
    baseSeed: spec.baseSeed,
    seats,
    draws: sorted.filter((r) => r.draw).length,
    truncated: sorted.filter((r) => r.truncated).length,
    length: { ...summarize(lengths), histogram: integerHistogram(lengths) },
    metrics,
    reasons: sortedReasons,
  };
}

const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A pool of size 1 that runs chunks in this thread, yielding between chunks. */
export function inThreadPool(): ChunkPool {
  return {
    size: 1,
    async run(_slot, spec, indices) {
      await nextTick(); // let progress render and abort signals arrive between chunks
      return runChunk(spec.gameId, spec, indices);
    },
    close() {},
  };
}

/** Runs the spec on a pool: chunks go to whichever slot is free; results are sorted by index. */
export async function runSimulation(
  spec: SimSpec,
  pool: ChunkPool,
  opts: { chunkSize?: number; onProgress?: (p: SimProgress) => void; signal?: AbortSignal } = {},
): Promise<SimResult> {
  const chunks = chunkIndices(spec.n, opts.chunkSize ?? defaultChunkSize(spec.n, pool.size));
  const records: GameRecord[] = [];
  let next = 0;
  let failed: unknown = null;
  const signal = opts.signal;
  const aborted = () => !!signal?.aborted;
  const abortPromise = new Promise<never>((_, reject) => {
    if (!signal) return;
    const onAbort = () => reject(new SimulationAbortedError());
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  abortPromise.catch(() => {}); // observed below; avoid an unhandled rejection when unused

  const lane = async (slot: number) => {
    while (next < chunks.length && !failed && !aborted()) {
      const chunk = chunks[next++];
      const recs = await pool.run(slot, spec, chunk);
      records.push(...recs);
      opts.onProgress?.({ done: records.length, total: spec.n });
    }
  };
  try {
    if (aborted()) throw new SimulationAbortedError();
    const lanes = Array.from({ length: Math.max(1, pool.size) }, (_, slot) =>
      lane(slot).catch((e) => {
        failed = failed ?? e;
        throw e;
      }),
    );
    await Promise.race([Promise.all(lanes), abortPromise]);
    if (aborted()) throw new SimulationAbortedError();
  } finally {
    pool.close();
  }
  records.sort((a, b) => a.index - b.index);
  return { summary: aggregate(spec, records), records };
}

/** Runs a simulation in the current thread (any environment). `workers` is ignored here. */
export function simulate(o: SimulateOptions): Promise<SimResult> {
  return runSimulation(toSpec(o), inThreadPool(), o);
}
