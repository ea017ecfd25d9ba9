// The installed games and, for games played with a document, the reader's documents of that
// kind: what the simulation lab and the new-playtest form offer.
import { listGameIds, loadGame } from "../engine/core/registry";
import type { Db } from "./client";
import { listDocuments } from "./documents";

export interface GameInfo {
  id: string;
  name: string;
  seats: number;
  contentKind: string | null;
}

export async function gameCatalog(db: Db, userId: string): Promise<{ games: GameInfo[]; documents: Record<string, { id: string; title: string }[]> }> {
  const games: GameInfo[] = await Promise.all(
    listGameIds().map(async (id) => {
      const game = await loadGame(id);
      return { id, name: game.name ?? id, seats: game.seatCount(game.defaultOptions, undefined), contentKind: game.contentKind ?? null };
    }),
  );
  const kinds = [...new Set(games.flatMap((g) => (g.contentKind ? [g.contentKind] : [])))];
  const documents = Object.fromEntries(
    await Promise.all(
      kinds.map(async (kind) => [kind, (await listDocuments(db, { userId }, { kind, includePublished: true })).map((d) => ({ id: d.id, title: d.title }))] as const),
    ),
  );
  return { games, documents };
}
