// The documents a match is played with, fetched with the reader's rights and turned into the
// game's content: one document is the content itself; a game with content slots (a duel's two
// books) combines one body per slot. Shared by the new-playtest form, live matches and the lab.
import { loadGame } from "@/lib/engine/core/registry";
import type { GameInfo } from "@/lib/db/game-catalog";
import type { ContentRef } from "@/lib/content/kinds/playtest";
import { api } from "@/components/studio/api";

export interface ChosenContent {
  content: unknown;
  /** One per slot; null for a game that needs no document. */
  contentRef: ContentRef | ContentRef[] | null;
  titles: string[];
}

export async function contentFor(game: GameInfo, documentIds: string[]): Promise<ChosenContent> {
  if (!game.contentKind) return { content: null, contentRef: null, titles: [] };
  // The required slots, then any optional ones the player added (each a further seat).
  const labels = [...game.contentSlots, ...game.extraSlots].slice(0, Math.max(game.contentSlots.length, documentIds.length));
  const missing = labels.findIndex((_, i) => !documentIds[i]);
  if (missing >= 0) throw new Error(`Choose a ${game.contentKind} for "${labels[missing]}".`);
  const docs = await Promise.all(
    labels.map((_, i) => api<{ id: string; title: string; version: number; body: unknown }>(`/api/documents/${documentIds[i]}`)),
  );
  const refs = docs.map((d) => ({ documentId: d.id, version: d.version, title: d.title }));
  const titles = docs.map((d) => d.title);
  if (docs.length === 1) return { content: docs[0].body, contentRef: refs[0], titles };
  const engine = await loadGame(game.id);
  if (!engine.contentSlots) throw new Error(`${game.name} is played with one ${game.contentKind}`);
  return { content: engine.contentSlots.combine(docs.map((d) => d.body)), contentRef: refs, titles };
}

/** The content played with the game's companion document (a mission's ruleset), when one is chosen. */
export async function withCompanion(game: GameInfo, content: unknown, companionId: string): Promise<unknown> {
  if (!game.companion || !companionId) return content;
  const [doc, engine] = await Promise.all([api<{ body: unknown }>(`/api/documents/${companionId}`), loadGame(game.id)]);
  if (!engine.companion) return content;
  return engine.companion.combine(content, doc.body);
}
