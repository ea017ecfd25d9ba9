/**
 * Browser simulation runner: the shared scheduler over Web Workers. The
 * `new Worker(new URL("./sim-worker.browser.ts", import.meta.url), { type: "module" })` form is
 * the one Next.js (Turbopack and webpack) recognises and bundles as a worker chunk, so keep it
 * literal. Import this module only from client components.
 */
import { inThreadPool, runSimulation, toSpec, type ChunkPool, type SimResult, type SimulateOptions } from "./runner";
import { workerPool, type ChunkReply, type ChunkRequest } from "./worker-protocol";

export type { SimulateOptions, SimResult, SimSummary, SeatStats, SimProgress } from "./runner";

interface WorkerLike {
  postMessage(msg: ChunkRequest): void;
  terminate(): void;
  onmessage: ((ev: { data: ChunkReply }) => void) | null;
  onerror: ((ev: { message?: string }) => void) | null;
}

function startWorker(): WorkerLike {
  return new Worker(new URL("./sim-worker.browser.ts", import.meta.url), { type: "module" }) as unknown as WorkerLike;
}

/** Default worker count: the machine's cores minus one for the UI, at least one. */
export function defaultBrowserWorkers(): number {
  const nav = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator;
  return Math.max(1, (nav?.hardwareConcurrency ?? 2) - 1);
}

export function browserWorkerPool(size: number, create: () => WorkerLike = startWorker): ChunkPool {
  return workerPool(size, (onReply, onFail) => {
    const w = create();
    w.onmessage = (ev) => onReply(ev.data);
    w.onerror = (ev) => onFail(new Error(`simulation worker error: ${ev?.message ?? "unknown"}`));
    return { post: (msg) => w.postMessage(msg), terminate: () => w.terminate() };
  });
}

/** Same contract and results as the Node runner; `workers: 0` runs on the calling thread. */
export function simulate(o: SimulateOptions): Promise<SimResult> {
  const spec = toSpec(o);
  const hasWorker = typeof (globalThis as { Worker?: unknown }).Worker === "function";
  const workers = hasWorker ? Math.max(0, Math.floor(o.workers ?? defaultBrowserWorkers())) : 0;
  const pool = workers === 0 ? inThreadPool() : browserWorkerPool(Math.min(workers, Math.max(1, spec.n)));
  return runSimulation(spec, pool, o);
}
