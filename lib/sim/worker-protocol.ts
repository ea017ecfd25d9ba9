/**
 * The conversation between a simulation pool and its workers, shared by worker_threads
 * (runner-node.ts) and Web Workers (runner-browser.ts). A worker gets a run's spec with its first
 * chunk only and keeps it: content such as two Lost Worlds books costs more to copy into a worker
 * (and to compile there) than a chunk of games takes to play, so resending it per chunk kept the
 * workers half busy with overhead.
 */
import { runChunkTally, type ChunkResult, type SimSpec } from "../engine/core/chunk";
import { prepare } from "./prepare";
import type { ChunkPool } from "./runner";

export interface ChunkRequest {
  id: number;
  /** Present when the spec changed since this worker's previous chunk. */
  spec?: SimSpec;
  indices: number[];
  keepRecords: boolean;
}

export interface ChunkReply {
  id: number;
  result?: ChunkResult;
  error?: string;
}

/** A started worker as the pool sees it. */
export interface ChunkWorker {
  post(msg: ChunkRequest): void;
  terminate(): void;
}

/** Starts one worker that reports replies and failures to these callbacks. */
export type StartWorker = (onReply: (reply: ChunkReply) => void, onFail: (e: Error) => void) => ChunkWorker;

/** A pool of `size` workers, each running one chunk at a time. */
export function workerPool(size: number, start: StartWorker): ChunkPool {
  const pending = new Map<number, { resolve: (r: ChunkResult) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const onReply = (reply: ChunkReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.error !== undefined) p.reject(new Error(`simulation worker failed: ${reply.error}`));
    else p.resolve(reply.result!);
  };
  const onFail = (e: Error) => {
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  const workers = Array.from({ length: size }, () => start(onReply, onFail));
  const specSent: (SimSpec | null)[] = workers.map(() => null);
  return {
    size,
    run(slot, spec, indices, keepRecords) {
      return new Promise<ChunkResult>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const msg: ChunkRequest = { id, indices, keepRecords };
        if (specSent[slot] !== spec) msg.spec = specSent[slot] = spec;
        workers[slot].post(msg);
      });
    },
    close() {
      pending.clear();
      for (const w of workers) w.terminate();
    },
  };
}

/** The worker side: answers requests in order, remembering the last spec it was sent. */
export function chunkServer(): (msg: ChunkRequest) => Promise<ChunkReply> {
  let spec: SimSpec | null = null;
  return async (msg) => {
    try {
      if (msg.spec) spec = msg.spec;
      if (!spec) throw new Error("chunk request without a spec");
      const ready = await prepare(spec);
      return { id: msg.id, result: runChunkTally(ready.game, ready.spec, msg.indices, msg.keepRecords) };
    } catch (e) {
      return { id: msg.id, error: (e as Error)?.stack ?? String(e) };
    }
  };
}
