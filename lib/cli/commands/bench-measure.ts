/**
 * The bench's timing loop and the shape of its figures, apart from bench.ts so the files that add
 * figures of their own (bench-lostworlds.ts) need not import the command that calls them.
 */
import { performance } from "node:perf_hooks";

export interface BenchFigure {
  name: string;
  opsPerSec: number;
  ops: number;
  ms: number;
  /** When a batch reports a count of smaller steps (a game's actions): their number and rate. */
  steps?: number;
  stepsPerSec?: number;
}

/**
 * Runs `batch` (which performs `perBatch` operations) until `budgetMs` has passed. With `steps`,
 * the number each batch returns is counted as smaller steps (the actions of a game).
 */
export function measure(name: string, budgetMs: number, perBatch: number, batch: () => unknown, steps = false): BenchFigure {
  // Warm up the JIT for half the budget (at least one batch): a whole game's code takes hundreds
  // of runs to be optimised, and timing those would measure the compiler (with a short warm-up
  // the game figures came out 3-5x low on a busy machine).
  const warmUntil = performance.now() + budgetMs / 2;
  do batch();
  while (performance.now() < warmUntil);
  let ops = 0,
    counted = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    const n = batch();
    if (steps) counted += n as number;
    ops += perBatch;
    now = performance.now();
  }
  const ms = now - start;
  const figure: BenchFigure = { name, opsPerSec: (ops / ms) * 1000, ops, ms };
  if (steps) Object.assign(figure, { steps: counted, stepsPerSec: (counted / ms) * 1000 });
  return figure;
}
