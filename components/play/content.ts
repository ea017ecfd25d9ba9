// The documents a match is played with, fetched with the reader's rights and turned into the
// content the match stores, by the game mod's `combine`: one body per content slot (a duel's
// two books) and the companion's (a mission's ruleset) when one is chosen. Shared by the
// new-playtest form, live matches and the lab.
import type { GameInfo } from "@/lib/games/catalog";
import { loadModule } from "@/lib/games/registry";
import type { ContentRef } from "@/lib/content/kinds/playtest";
import { api } from "@/components/studio/api";

export interface ChosenContent {
  content: unknown;
  /** The chosen documents (the companion last), for checking them before play. */
  documents: { id: string; kind: string; title: string; body: unknown }[];
  /** One per slot; null for a game that needs no document. */
  contentRef: ContentRef | ContentRef[] | null;
  /** Each chosen document pinned to the version read (the companion separately), for a live match. */
  pinned: { documents: { id: string; version: number }[]; companion?: { id: string; version: number } };
  titles: string[];
}

type Fetched = { id: string; kind: string; title: string; version: number; body: unknown };

export async function contentFor(game: GameInfo, documentIds: string[], companionId = ""): Promise<ChosenContent> {
  if (!game.contentKind) return { content: null, documents: [], contentRef: null, titles: [], pinned: { documents: [] } };
  // The required slots, then any optional ones the player added (each a further seat).
  const labels = [...game.contentSlots, ...game.extraSlots].slice(0, Math.max(game.contentSlots.length, documentIds.length));
  const missing = labels.findIndex((_, i) => !documentIds[i]);
  if (missing >= 0) throw new Error(`Choose a ${game.contentKind} for "${labels[missing]}".`);
  const [mod, companion, ...docs] = await Promise.all([
    loadModule(game.id),
    game.companion && companionId ? api<Fetched>(`/api/documents/${companionId}`) : null,
    ...labels.map((_, i) => api<Fetched>(`/api/documents/${documentIds[i]}`)),
  ]);
  const refs = docs.map((d) => ({ documentId: d.id, version: d.version, title: d.title }));
  const content = mod.content!.combine(
    docs.map((d) => d.body),
    companion?.body ?? null,
  );
  const documents = [...docs, ...(companion ? [companion] : [])].map((d) => ({ id: d.id, kind: d.kind, title: d.title, body: d.body }));
  const pinned = {
    documents: docs.map((d) => ({ id: d.id, version: d.version })),
    ...(companion ? { companion: { id: companion.id, version: companion.version } } : {}),
  };
  return { content, documents, contentRef: refs.length === 1 ? refs[0] : refs, titles: docs.map((d) => d.title), pinned };
}
