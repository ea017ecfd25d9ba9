// The installed games and, for games played with a document, the reader's documents of that
// kind: what the simulation lab and the new-playtest form offer.
import { hasStepMatrix } from "../engine/core/equilibrium";
import { listGameIds, loadGame } from "../engine/core/registry";
import type { Db } from "./client";
import { listDocuments } from "./documents";

export interface GameInfo {
  id: string;
  name: string;
  seats: number;
  contentKind: string | null;
  /** One label per content document the game is set up from (empty when it needs none). */
  contentSlots: string[];
  /** Labels of optional further documents; each one chosen adds a seat (a multi-player fight). */
  extraSlots: string[];
  /** An optional document of another kind the content plays with (a mission's ruleset), or null. */
  companion: { kind: string; label: string } | null;
  /** What each seat is called (empty when the seats are alike). */
  seatNames: string[];
  /** Bot controllers this game can use, as [spec, label]. */
  bots: [string, string][];
}

const GENERIC_BOTS: [string, string][] = [
  ["random", "Bot: random"],
  ["greedy", "Bot: greedy"],
  ["mcts:200", "Bot: MCTS"],
];

export async function gameCatalog(
  db: Db,
  userId: string,
): Promise<{ games: GameInfo[]; documents: Record<string, { id: string; title: string }[]> }> {
  const games: GameInfo[] = await Promise.all(
    listGameIds().map(async (id) => {
      const game = await loadGame(id);
      return {
        id,
        name: game.name ?? id,
        seats: game.seatCount(game.defaultOptions, undefined),
        contentKind: game.contentKind ?? null,
        contentSlots: game.contentKind ? (game.contentSlots?.labels ?? [game.contentKind]) : [],
        extraSlots: game.contentSlots?.extraLabels ?? [],
        seatNames: game.seatNames ?? [],
        companion: game.companion ? { kind: game.companion.kind, label: game.companion.label } : null,
        bots: hasStepMatrix(game) ? [...GENERIC_BOTS, ["equilibrium", "Bot: equilibrium (strong)"] as [string, string]] : GENERIC_BOTS,
      };
    }),
  );
  const kinds = [...new Set(games.flatMap((g) => [...(g.contentKind ? [g.contentKind] : []), ...(g.companion ? [g.companion.kind] : [])]))];
  const documents = Object.fromEntries(
    await Promise.all(
      kinds.map(
        async (kind) =>
          [
            kind,
            (await listDocuments(db, { userId }, { kind, includePublished: true })).map((d) => ({ id: d.id, title: d.title })),
          ] as const,
      ),
    ),
  );
  return { games, documents };
}
