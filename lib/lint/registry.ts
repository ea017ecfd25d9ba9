// Lint per document kind, typed by KindId so every registered kind must say whether it has lint.
import type { KindId } from "../content/registry";
import type { TilesetBody } from "../content/kinds/tileset";
import type { Diagnostic } from "./diagnostic";
import { lintTileset } from "./tileset";

export const LINTERS: Record<KindId, ((body: never) => Diagnostic[]) | null> = {
  tileset: lintTileset as (body: TilesetBody) => Diagnostic[],
};
