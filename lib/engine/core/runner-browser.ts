/**
 * Browser simulation runner: the shared scheduler over Web Workers. The
 * `new Worker(new URL("./sim-worker.browser.ts", import.meta.url), { type: "module" })` form is
 * the one Next.js (Turbopack and webpack) recognises and bundles as a worker chunk, so keep it
 * literal. Import this module only from client components.
 */
import type { GameRecord, SimSpec } from "./chunk";
import { inThreadPool, runSimulation, toSpec, type ChunkPool, type SimResult, type SimulateOptions } from "./runner";

export type { SimulateOptions, SimResult, SimSummary, SeatStats, SimProgress } from "./runner";

interface WorkerLike {
  postMessage(msg: unknown): void;
  terminate(): void;
  onmessage: ((ev: { data: { id: number; records?: GameRecord[]; error?: string } }) => void) | null;
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
  const pending = new Map<number, { resolve: (r: GameRecord[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const workers = Array.from({ length: size }, () => {
    const w = create();
    w.onmessage = (ev) => {
      const p = pending.get(ev.data.id);
      if (!p) return;
      pending.delete(ev.data.id);
      if (ev.data.error !== undefined) p.reject(new Error(`simulation worker failed: ${ev.data.error}`));
      else p.resolve(ev.data.records!);
    };
    w.onerror = (ev) => {
      const e = new Error(`simulation worker error: ${ev?.message ?? "unknown"}`);
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    };
    return w;
  });
  return {
    size,
    run(slot: number, spec: SimSpec, indices: number[]) {
      return new Promise<GameRecord[]>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        workers[slot].postMessage({ id, spec, indices });
      });
    },
    close() {
      pending.clear();
      for (const w of workers) w.terminate();
    },
  };
}

/** Same contract and results as the Node runner; `workers: 0` runs on the calling thread. */
export function simulate(o: SimulateOptions): Promise<SimResult> {
  const spec = toSpec(o);
  const hasWorker = typeof (globalThis as { Worker?: unknown }).Worker === "function";
  const workers = hasWorker ? Math.max(0, Math.floor(o.workers ?? defaultBrowserWorkers())) : 0;
  const pool = workers === 0 ? inThreadPool() : browserWorkerPool(Math.min(workers, Math.max(1, spec.n)));
  return runSimulation(spec, pool, o);
}
