/**
 * Node simulation runner: the shared scheduler over a pool of worker_threads. The worker module
 * is TypeScript, so workers register tsx themselves (see workerSource), which works whether the
 * parent runs under tsx, vitest or the bin shim. `workers: 0` runs in the current thread.
 */
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { inThreadPool, runSimulation, toSpec, type ChunkPool, type SimResult, type SimulateOptions } from "./runner";
import { workerPool } from "./worker-protocol";

export type { SimulateOptions, SimResult, SimSummary, SeatStats, SimProgress } from "./runner";

/**
 * The worker's source. For the TypeScript sources the worker is an eval'd bootstrap that
 * registers tsx's ESM hooks in the worker and then imports the .ts entry: on Node 20 a plain
 * `execArgv: ["--import", "tsx"]` registers the hooks too late for the worker's main module.
 */
function workerSource(): { source: string | URL; eval: boolean } {
  const ts = new URL("./sim-worker.node.ts", import.meta.url);
  const js = new URL("./sim-worker.node.js", import.meta.url);
  // A compiled build ships .js and needs no loader.
  if (!existsSync(fileURLToPath(ts)) && existsSync(fileURLToPath(js))) return { source: js, eval: false };
  const tsxApi = tsxEsmApiUrl();
  const bootstrap =
    `import(${JSON.stringify(tsxApi)})` +
    `.then((m) => { m.register(); return import(${JSON.stringify(ts.href)}); })` +
    `.catch((e) => { console.error(e); process.exit(1); });`;
  return { source: bootstrap, eval: true };
}

/** The ESM build of tsx's API (require.resolve would give the CommonJS one). */
function tsxEsmApiUrl(): string {
  const pkgPath = createRequire(import.meta.url).resolve("tsx/package.json");
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as {
    exports: Record<string, { import?: { default?: string } } | string>;
  };
  const entry = pkg.exports["./esm/api"];
  const rel = typeof entry === "object" && entry.import?.default ? entry.import.default : "./dist/esm/api/index.mjs";
  return new URL(rel, pathToFileURL(pkgPath)).href;
}

/** A pool of `size` worker threads; each runs one chunk at a time. */
export function nodeWorkerPool(size: number): ChunkPool {
  const entry = workerSource();
  return workerPool(size, (onReply, onFail) => {
    const w = new Worker(entry.source, { eval: entry.eval });
    w.on("message", onReply);
    w.on("error", (e) => onFail(e instanceof Error ? e : new Error(String(e))));
    w.on("exit", (code) => {
      if (code !== 0) onFail(new Error(`simulation worker exited with code ${code}`));
    });
    return { post: (msg) => w.postMessage(msg), terminate: () => void w.terminate() };
  });
}

/** Runs n games; identical summaries and records for any `workers` value (0 = this thread). */
export function simulate(o: SimulateOptions): Promise<SimResult> {
  const spec = toSpec(o);
  const workers = Math.max(0, Math.floor(o.workers ?? 0));
  const pool = workers === 0 ? inThreadPool() : nodeWorkerPool(Math.min(workers, Math.max(1, spec.n)));
  return runSimulation(spec, pool, o);
}
