/**
 * Web Worker entry for the browser simulation runner (runner-browser.ts). The same chunk server
 * as the Node worker, so browser and Node simulations agree game for game.
 */
import { chunkServer, type ChunkRequest } from "./worker-protocol";

// Typed structurally so the engine does not depend on the DOM/WebWorker libs.
const scope = globalThis as unknown as {
  onmessage: ((ev: { data: ChunkRequest }) => void) | null;
  postMessage(msg: unknown): void;
};
const serve = chunkServer();

scope.onmessage = (ev) => void serve(ev.data).then((reply) => scope.postMessage(reply));
