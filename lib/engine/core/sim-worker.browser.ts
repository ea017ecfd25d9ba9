/**
 * Web Worker entry for the browser simulation runner (runner-browser.ts). Same protocol and the
 * same `runChunk` as the Node worker, so browser and Node simulations agree game for game.
 */
import { runChunk, type SimSpec } from "./chunk";

interface RunMessage {
  id: number;
  spec: SimSpec;
  indices: number[];
}

// Typed structurally so the engine does not depend on the DOM/WebWorker libs.
const scope = globalThis as unknown as {
  onmessage: ((ev: { data: RunMessage }) => void) | null;
  postMessage(msg: unknown): void;
};

scope.onmessage = (ev) => {
  const msg = ev.data;
  runChunk(msg.spec.gameId, msg.spec, msg.indices).then(
    (records) => scope.postMessage({ id: msg.id, records }),
    (e: unknown) => scope.postMessage({ id: msg.id, error: (e as Error)?.stack ?? String(e) }),
  );
};
