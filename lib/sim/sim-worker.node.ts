/**
 * Node worker_threads entry for the simulation runner: answers chunk requests with the shared
 * chunk server (worker-protocol.ts). Started by runner-node.ts.
 */
import { parentPort } from "node:worker_threads";
import { chunkServer, type ChunkRequest } from "./worker-protocol";

if (!parentPort) throw new Error("sim-worker.node.ts must run in a worker thread");
const port = parentPort;
const serve = chunkServer();

port.on("message", async (msg: ChunkRequest) => port.postMessage(await serve(msg)));
