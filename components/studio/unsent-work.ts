// Work a page could not see saved when it was left: kept in this browser until the document is
// opened again. A page that is left or hidden sends its last save at once, but a request still on
// its way when the next page loads may arrive after that page has read the document (a fast
// "back", a full reload), and a closed tab's request may never arrive. The draft is kept here
// until a save that covers it is answered, so reopening the document can finish what was sent.
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

/** Browsers may refuse storage (private windows, a full quota): then the page's own save is all there is. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function keepUnsent(documentId: string, work: UnsentWork): void {
  try {
    storage()?.setItem(KEY(documentId), JSON.stringify(work));
  } catch {
    // Too large for the quota (a book full of pictures): the keepalive save is the only copy.
  }
}

export function readUnsent(documentId: string): UnsentWork | null {
  const text = storage()?.getItem(KEY(documentId));
  if (!text) return null;
  try {
    const parsed = unsentSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: written by something else, dropped below.
  }
  dropUnsent(documentId);
  return null;
}

export function dropUnsent(documentId: string): void {
  try {
    storage()?.removeItem(KEY(documentId));
  } catch {
    // Nothing to do: storage went away.
  }
}
