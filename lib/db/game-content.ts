// What a game is played with, read from documents on the server: a live match and a simulation
// job both name a game and its documents (by id and version) and get the game's content built
// from the revisions the person asking may read. One reading, so both refuse the same requests
// with the same field paths.
import { loadModule } from "../games/registry";
import { testGamesEnabled } from "../games/catalog";
import type { GameModule } from "../games/types";
import { AppError, invalid } from "../errors";
import type { SignedIn } from "../auth/policy";
import type { Db } from "./client";
import { readRevisionForUse } from "./documents";

export interface DocumentChoice {
  id: string;
  version?: number;
}

/** The game a request names, installed here (test games only where they are enabled); else a 400 on `gameId`. */
export async function installedGame(gameId: string): Promise<GameModule> {
  const mod = await loadModule(gameId).catch(() => null);
  if (!mod || (mod.testOnly && !testGamesEnabled())) {
    throw invalid([{ path: "gameId", message: `Expected an installed game (got "${gameId}")` }]);
  }
  return mod;
}

/** A document revision read with the asker's rights; anything else is a 400 naming the field. */
async function readSource(db: Db, actor: SignedIn, ref: DocumentChoice, kind: string, path: string) {
  try {
    const doc = await readRevisionForUse(db, actor, ref.id, ref.version);
    if (doc.kind !== kind) throw invalid([{ path: `${path}.id`, message: `Expected a ${kind} document (got a ${doc.kind})` }]);
    return doc;
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 403)) {
      const what = err.status === 404 ? (ref.version ? "a document and version" : "a document") : "a version";
      throw invalid([
        {
          path: ref.version && err.status === 403 ? `${path}.version` : `${path}.id`,
          message: `Expected ${what} you can read: ${err.message}`,
        },
      ]);
    }
    throw err;
  }
}

/**
 * The documents for the game's content slots (its own, then its optional extra ones) and its
 * companion, checked against what the game takes, read, and combined into its content.
 */
export async function contentFromDocuments(
  db: Db,
  actor: SignedIn,
  mod: GameModule,
  documents: readonly DocumentChoice[],
  companionRef: DocumentChoice | undefined,
) {
  const spec = mod.content;
  const slots = spec ? [...spec.slots, ...(spec.extraSlots ?? [])] : [];
  const least = spec?.slots.length ?? 0;
  if (documents.length < least || documents.length > slots.length) {
    throw invalid([
      {
        path: "documents",
        message:
          slots.length === 0
            ? `Expected no documents: ${mod.title} is played without`
            : `Expected ${least === slots.length ? least : `${least} to ${slots.length}`} ${spec!.kind} documents for ${mod.title} ` +
              `(${slots.join(", ")})`,
      },
    ]);
  }
  if (companionRef && !spec?.companion) {
    throw invalid([{ path: "companion", message: `Expected no companion document: ${mod.title} takes none` }]);
  }
  const docs = [];
  for (const [i, ref] of documents.entries()) docs.push(await readSource(db, actor, ref, spec!.kind, `documents.${i}`));
  const companion = companionRef ? await readSource(db, actor, companionRef, spec!.companion!.kind, "companion") : null;
  const content = spec
    ? spec.combine(
        docs.map((d) => d.body),
        companion?.body ?? null,
      )
    : null;
  return { spec, slots, docs, companion, content };
}
