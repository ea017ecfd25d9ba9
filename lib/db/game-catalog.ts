// The installed games and, for games played with a document, the reader's documents of that
// kind: what the simulation lab and the new-playtest form offer.
import { playableGames, type GameInfo } from "../games/catalog";
import type { Db } from "./client";
import { listDocuments } from "./documents";

export async function gameCatalog(
  db: Db,
  userId: string,
): Promise<{ games: GameInfo[]; documents: Record<string, { id: string; title: string; version: number }[]> }> {
  const games = await playableGames();
  const kinds = [...new Set(games.flatMap((g) => [...(g.contentKind ? [g.contentKind] : []), ...(g.companion ? [g.companion.kind] : [])]))];
  const documents = Object.fromEntries(
    await Promise.all(
      kinds.map(
        async (kind) =>
          [
            kind,
            // The most recent documents of each kind; the form offers these (the library has every one).
            (await listDocuments(db, { userId }, { kind, includePublished: true, limit: 500 })).documents.map((d) => ({
              id: d.id,
              title: d.title,
              version: d.version,
            })),
          ] as const,
      ),
    ),
  );
  return { games, documents };
}
