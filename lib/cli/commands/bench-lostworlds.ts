/**
 * Bench figures for Lost Worlds duels (Mirim vs Mirim, random bots, through the Game contract and
 * the runner, as simulations play them): exchanges and duels per second on one core, duels per
 * second across worker threads and the workers' speedup over one core. Kept apart from bench.ts,
 * which calls it and puts the summary in its JSON as `lostworlds` (`lostworlds.exchangesPerSecond`
 * is the one-core figure). Timing is wall-clock; `cpuExchangesPerSecond` divides by this thread's
 * CPU time instead, which is what one core achieves when the machine is busy with other work.
 */
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import mirim from "../../content/samples/mirim.book.json";
import { bookBodySchema } from "../../content/kinds/book";
import { playGame, type SimSpec } from "../../engine/core/chunk";
import { nodeWorkerPool } from "../../sim/runner-node";
import { runSimulation } from "../../sim/runner";
import { lostWorlds } from "../../engine/lostworlds/index";
import type { BenchFigure } from "./bench-measure";

export interface LostWorldsBench {
  exchangesPerSecond: number;
  cpuExchangesPerSecond: number;
  duelsPerSecond: number;
  workers: number;
  duelsPerSecondWorkers: number;
  exchangesPerSecondWorkers: number;
  duelsPerSecondOneWorker: number;
  /** Duels per second across all workers over one worker's (near `workers` = linear scaling). */
  workerSpeedup: number;
  meanExchangesPerDuel: number;
}

export async function benchLostWorlds(
  budgetMs: number,
  workers = availableParallelism(),
): Promise<{ figures: BenchFigure[]; summary: LostWorldsBench }> {
  const book = bookBodySchema.parse(mirim.body);
  const spec: SimSpec = {
    gameId: lostWorlds.id,
    content: { books: [book, book] },
    bots: [{ kind: "random" }, { kind: "random" }],
    n: 0,
    baseSeed: "bench",
  };

  let index = 0;
  for (let i = 0; i < 200; i++) playGame(lostWorlds, spec, index++); // warm up the JIT
  let duels = 0,
    exchanges = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs || duels < 10) {
    exchanges += playGame(lostWorlds, spec, index++).metrics.exchanges;
    duels++;
    now = performance.now();
  }
  const ms = now - start;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;

  // Workers: one worker, then all of them, each pool started and warmed up before timing (thread
  // start-up, module loading and the JIT are not counted), each run sized to take about the budget.
  // The speedup is all workers over one worker: the in-thread loop above is not a fair "1", since a
  // lone thread's garbage collector borrows the idle cores.
  const perWorker = Math.max(50, Math.round((duels / ms) * budgetMs));
  const one = await timeWorkers(spec, 1, perWorker);
  const all = await timeWorkers(spec, workers, perWorker * workers);

  const result: LostWorldsBench = {
    exchangesPerSecond: (exchanges / ms) * 1000,
    cpuExchangesPerSecond: (exchanges / cpuMs) * 1000,
    duelsPerSecond: (duels / ms) * 1000,
    workers,
    duelsPerSecondWorkers: (all.n / all.ms) * 1000,
    exchangesPerSecondWorkers: (all.exchanges / all.ms) * 1000,
    duelsPerSecondOneWorker: (one.n / one.ms) * 1000,
    workerSpeedup: (all.n / all.ms) * (one.ms / one.n),
    meanExchangesPerDuel: exchanges / duels,
  };
  const figures: BenchFigure[] = [
    { name: "lostworlds: exchanges (1 core, random bots)", opsPerSec: result.exchangesPerSecond, ops: exchanges, ms },
    { name: "lostworlds: duels (1 core, random bots)", opsPerSec: result.duelsPerSecond, ops: duels, ms },
    { name: "lostworlds: duels (1 worker, random bots)", opsPerSec: result.duelsPerSecondOneWorker, ops: one.n, ms: one.ms },
    { name: `lostworlds: duels (${workers} workers, random bots)`, opsPerSec: result.duelsPerSecondWorkers, ops: all.n, ms: all.ms },
  ];
  return { figures, summary: result };
}

/** Times n duels on a fresh, warmed-up pool of `size` workers. */
async function timeWorkers(spec: SimSpec, size: number, n: number): Promise<{ n: number; ms: number; exchanges: number }> {
  const pool = nodeWorkerPool(size);
  const keepOpen = { size: pool.size, run: pool.run, close() {} };
  await runSimulation({ ...spec, n: size * 1000 }, keepOpen, { chunkSize: 50 });
  const t0 = performance.now();
  // The runner's own chunk size (50 games): chunks cost little now that a worker keeps the spec,
  // and small ones let the workers finish together.
  const { summary } = await runSimulation({ ...spec, n }, pool);
  const ms = performance.now() - t0;
  return { n, ms, exchanges: (summary.metrics.exchanges?.mean ?? 0) * n };
}
