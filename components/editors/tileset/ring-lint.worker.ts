// Runs the tile set's Monte Carlo ring estimate off the main thread, so editing never waits.
import { lintTilesetRings } from "@/lib/lint/tileset";
import type { TilesetBody } from "@/lib/content/kinds/tileset";

const scope = globalThis as unknown as {
  onmessage: ((ev: { data: { id: number; body: TilesetBody } }) => void) | null;
  postMessage(msg: unknown): void;
};

scope.onmessage = (ev) => {
  scope.postMessage({ id: ev.data.id, diagnostics: lintTilesetRings(ev.data.body) });
};
