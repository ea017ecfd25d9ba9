/**
 * The simulation runner, independent of where games run. `runSimulation` splits games
 * 0..n-1 into chunks and hands them to a pool of executors (in-thread, worker_threads or Web
 * Workers); each chunk comes back as a tally (tally.ts), merged here. Because every game's
 * seed is derived from (baseSeed, index) only and tallies merge exactly, the summary is
 * identical for any worker count and chunk size.
 * `simulate` here runs in the current thread; runner-node.ts and runner-browser.ts add workers.
 */
import { chunkIndices, gameSeed, runChunkTally, type ChunkResult, type GameRecord, type SimSpec } from "../engine/core/chunk";
import { isGameDataError } from "../engine/core/game";
import { addRecord, emptyTally, mergeTally, summaryOfTally, type SimSummary } from "../engine/core/tally";
import { prepare } from "./prepare";

export type { SimSpec, GameRecord, ChunkResult } from "../engine/core/chunk";
export type { SimProgress, SimulateOptions, SimResult } from "../engine/core/simulation";
import type { SimulateOptions, SimResult } from "../engine/core/simulation";
export type { SimSummary, SeatStats, MetricStats } from "../engine/core/tally";

/** Executes one chunk somewhere; a pool has `size` of them that can run concurrently. */
export interface ChunkPool {
  size: number;
  run(slot: number, spec: SimSpec, indices: number[], keepRecords: boolean): Promise<ChunkResult>;
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

/** Aggregates records (any order) into the summary; the same summary the runner gives. */
export function aggregate(spec: SimSpec, records: readonly GameRecord[]): SimSummary {
  const t = emptyTally(spec.bots.length);
  for (const r of records) addRecord(t, r);
  return summaryOfTally(spec, t);
}

/** A turn of the event loop: setImmediate where there is one (Node), else a timer. */
const nextTick = () =>
  new Promise<void>((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** How long the in-thread pool plays chunks before it yields to the event loop. */
const SLICE_MS = 20;

/**
 * A pool of size 1 that runs chunks in this thread, yielding between chunks once SLICE_MS has
 * passed since it last yielded: often enough for progress to render and abort signals to arrive,
 * but not after every chunk, since a timer waits at least a millisecond (Node) or four (browsers),
 * which was a third of the time of a Lost Worlds run (Node yields with setImmediate, which waits
 * for nothing).
 */
export function inThreadPool(): ChunkPool {
  let yielded = -Infinity;
  return {
    size: 1,
    async run(_slot, spec, indices, keepRecords) {
      if (Date.now() - yielded >= SLICE_MS) {
        await nextTick(); // let progress render and abort signals arrive
        yielded = Date.now();
      }
      const ready = await prepare(spec);
      return runChunkTally(ready.game, ready.spec, indices, keepRecords);
    },
    close() {},
  };
}

/**
 * Sets up the spec's first game here, once: content the game cannot play or bad options fail
 * with the game's own message (a tile set without a start tile, say), not in every worker with
 * the worker's stack. A data error (GameDataError: two books that start at different ranges) is
 * left to the games, each of which then fails and is counted as failed.
 */
async function checkSetup(spec: SimSpec): Promise<void> {
  const { game, spec: ready } = await prepare(spec);
  try {
    game.setup(ready.content, ready.options, gameSeed(spec.baseSeed, 0));
  } catch (e) {
    if (!isGameDataError(e)) throw e;
  }
}

/** Runs the spec on a pool: chunks go to whichever slot is free; results are sorted by index. */
export async function runSimulation(
  spec: SimSpec,
  pool: ChunkPool,
  opts: Pick<SimulateOptions, "chunkSize" | "records" | "onProgress" | "signal"> = {},
): Promise<SimResult> {
  const chunks = chunkIndices(spec.n, opts.chunkSize ?? defaultChunkSize(spec.n, pool.size));
  const results: ChunkResult[] = new Array(chunks.length);
  const keepRecords = !!opts.records;
  let next = 0,
    done = 0;
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
      const at = next++;
      const result = await pool.run(slot, spec, chunks[at], keepRecords);
      results[at] = result;
      done += result.tally.n;
      opts.onProgress?.({ done, total: spec.n });
    }
  };
  try {
    if (aborted()) throw new SimulationAbortedError();
    await checkSetup(spec);
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
  const total = emptyTally(spec.bots.length);
  for (const r of results) mergeTally(total, r.tally);
  const summary = summaryOfTally(spec, total);
  return keepRecords ? { summary, records: results.flatMap((r) => r.records!) } : { summary };
}

/** Runs a simulation in the current thread (any environment). `workers` is ignored here. */
export function simulate(o: SimulateOptions): Promise<SimResult> {
  return runSimulation(toSpec(o), inThreadPool(), o);
}
