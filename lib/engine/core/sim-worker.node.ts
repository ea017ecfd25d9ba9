/**
 * Node worker_threads entry for the simulation runner: receives chunks, plays them with the
 * shared `runChunk` and posts the records back. Started by runner-node.ts.
 */
import { parentPort } from "node:worker_threads";
import { runChunk, type SimSpec } from "./chunk";

interface RunMessage {
  id: number;
  spec: SimSpec;
  indices: number[];
}

if (!parentPort) throw new Error("sim-worker.node.ts must run in a worker thread");
const port = parentPort;

port.on("message", async (msg: RunMessage) => {
  try {
    const records = await runChunk(msg.spec.gameId, msg.spec, msg.indices);
    port.postMessage({ id: msg.id, records });
  } catch (e) {
    const err = e as Error;
    port.postMessage({ id: msg.id, error: err?.stack ?? String(e) });
  }
});
