// Work a page could not see saved when it was left: kept in this browser until the document is
// opened again. A page that is left or hidden sends its last save at once, but a request still on
// its way when the next page loads may arrive after that page has read the document (a fast
// "back", a full reload), and a closed tab's request may never arrive. The draft is kept here
// until a save that covers it is answered, so reopening the document can finish what was sent.
//
// An answered save does not simply clear the record: the next page may already have read the
// document before that save landed (leaving inside the studio, then reloading at once), and would
// show the older version as if it were the latest. So the record becomes a marker of the version
// the save produced, and the page that opens the document reads it again if it has an older one.
import { z } from "zod";

const KEY = (documentId: string) => `hexfolio:unsent:${documentId}`;

const unsentSchema = z.object({
  /** The version the draft was edited on. */
  base: z.number().int().nonnegative(),
  title: z.string(),
  body: z.unknown(),
  /** When it was left (ms since the epoch), to say how old it is. */
  at: z.number(),
});
export type UnsentWork = z.infer<typeof unsentSchema>;

/** A save from this browser that the server answered with `version`, and no work left unsent. */
const savedSchema = z.object({ savedAs: z.number().int().positive(), at: z.number() });
export type SavedMarker = z.infer<typeof savedSchema>;

const recordSchema = z.union([unsentSchema, savedSchema]);

/** Browsers may refuse storage (private windows, a full quota): then the page's own save is all there is. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepUnsent(documentId: string, work: UnsentWork | SavedMarker): void {
  try {
    storage()?.setItem(KEY(documentId), JSON.stringify(work));
  } catch {
    // Too large for the quota (a book full of pictures): the keepalive save is the only copy.
  }
}

export function readUnsent(documentId: string): UnsentWork | SavedMarker | null {
  const text = storage()?.getItem(KEY(documentId));
  if (!text) return null;
  try {
    const parsed = recordSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: written by something else, dropped below.
  }
  dropUnsent(documentId);
  return null;
}

export const isSavedMarker = (r: UnsentWork | SavedMarker): r is SavedMarker => "savedAs" in r;

/** The save of the work kept here was answered as `version`: what is left is the marker. */
export function markSaved(documentId: string, version: number): void {
  keepUnsent(documentId, { savedAs: version, at: Date.now() });
}

export function dropUnsent(documentId: string): void {
  try {
    storage()?.removeItem(KEY(documentId));
  } catch {
    // Nothing to do: storage went away.
  }
}
