// The document API's request bodies and answers, shared by the route handlers, the editors and the CLI.
import { z } from "zod";
import type { ActionBase, GameEvent, GameResult } from "../engine/core/game";

const title = z.string().trim().min(1, "Expected a title").max(200, "Expected a title of at most 200 characters");

export const createDocumentInput = z.object({
  kind: z.string().min(1, "Expected a document kind"),
  title,
  /** Omitted: the kind's empty body, or the template's. */
  body: z.unknown().optional(),
  /** Start from one of the kind's samples (its key): a copy of its structure to fill in. */
  template: z.string().min(1).max(100).optional(),
});

export const updateDocumentInput = z
  .object({
    /** The version this edit was based on; a stale one is refused with 409. */
    baseVersion: z.number().int().positive(),
    title: title.optional(),
    body: z.unknown().optional(),
    published: z.boolean().optional(),
    note: z.string().max(500).optional(),
  })
  .refine((v) => v.title !== undefined || v.body !== undefined || v.published !== undefined, {
    message: "Expected at least one of title, body, published",
  });

export const restoreInput = z.union([
  z.object({ version: z.number().int().positive(), baseVersion: z.number().int().positive() }).strict(),
  z.object({ undelete: z.literal(true) }).strict(),
]);

export const shareInput = z.object({
  email: z.email("Expected an email address"),
  role: z.enum(["editor", "viewer"]),
});

/** A page of a list: `cursor` is the `nextCursor` of the page before; `limit` how many (at most 500). */
export const pageQuery = z.object({
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const listQuery = pageQuery.extend({
  kind: z.string().max(40).optional(),
  q: z.string().max(200).optional(),
  trash: z.enum(["1", "0"]).optional(),
});

export type CreateDocumentInput = z.infer<typeof createDocumentInput>;
export type UpdateDocumentInput = z.infer<typeof updateDocumentInput>;
export type RestoreInput = z.infer<typeof restoreInput>;

/**
 * What the caller may do with a document: everything, edit it, read it (shared with them), or read
 * its published version only (published, not shared with them).
 */
export type DocumentRole = "owner" | "editor" | "viewer" | "public";

export interface DocumentSummary {
  id: string;
  kind: string;
  title: string;
  version: number;
  published: boolean;
  /** The version readers who are not shared on see, while it is published (null when not). */
  publishedVersion: number | null;
  deleted: boolean;
  ownerId: string;
  ownerName: string;
  role: DocumentRole;
  /** Shared with the caller by name (as opposed to readable because published). */
  sharedWithMe: boolean;
  /** Delivered as one of the studio's samples (a copy of it is not). */
  sample: boolean;
  updatedAt: string;
}

export interface DocumentFull extends DocumentSummary {
  schemaVersion: number;
  /** Null when withheld from this reader (see `withheld`). */
  body: unknown;
  /** Empty for a public reader: who a document is shared with is its collaborators' business. */
  shares: { userId: string; email: string; name: string; role: "editor" | "viewer" }[];
  /** Why the body is not shown to this reader (a playtest still being played), when it is not. */
  withheld?: string;
}

/** One page of a list of documents, and the cursor of the next (null: this was the last). */
export interface DocumentPage {
  documents: DocumentSummary[];
  nextCursor: string | null;
}

export interface RevisionSummary {
  version: number;
  title: string;
  note: string;
  authorName: string;
  createdAt: string;
}

export interface RevisionPage {
  revisions: RevisionSummary[];
  nextCursor: string | null;
}

/** A document revision a live match is played with, as one reader may know it. */
export interface LiveMatchSource {
  /** The game's name for its place ("Book A (seat 1)", "Mission", "Ruleset"). */
  slot: string;
  kind: string;
  /** Null where this reader may not read that revision (they cannot join until they may). */
  documentId: string | null;
  version: number | null;
  title: string | null;
  readable: boolean;
}

/** A live match as one browser sees it (the server keeps the rest). */
export interface LiveMatchView {
  id: string;
  gameId: string;
  gameName: string;
  title: string;
  version: number;
  seats: { label: string; taken: boolean; mine: boolean }[];
  /** The caller's seat, or null when they have not joined. */
  mySeat: number | null;
  /** Every seat is taken: the game is on (before that nobody sees any of it). */
  started: boolean;
  /** What the match is played with, for a joiner to look at first. */
  sources: LiveMatchSource[];
  /** The rule options in force (the game's defaults with the creator's choices over them). */
  options: Record<string, unknown>;
  /** Only for a seated caller: what that seat may see, and do now. */
  view: unknown;
  legal: ActionBase[];
  activeSeats: number[];
  result: GameResult | null;
  /** The playtest document that keeps the finished match (seed + log) for replay. */
  playtestId: string | null;
  /** Events of the latest step (a pending secret choice shows only as "chosen"). */
  lastEvents: GameEvent[];
}
