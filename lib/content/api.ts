// The document API's request bodies and answers, shared by the route handlers, the editors and the CLI.
import { z } from "zod";
import type { ActionBase, GameEvent, GameResult } from "../engine/core/game";

const title = z.string().trim().min(1, "Expected a title").max(200, "Expected a title of at most 200 characters");

export const createDocumentInput = z.object({
  kind: z.string().min(1, "Expected a document kind"),
  title,
  /** Omitted: the kind's empty body. */
  body: z.unknown().optional(),
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

export const listQuery = z.object({
  kind: z.string().optional(),
  q: z.string().max(200).optional(),
  trash: z.enum(["1", "0"]).optional(),
});

export type CreateDocumentInput = z.infer<typeof createDocumentInput>;
export type UpdateDocumentInput = z.infer<typeof updateDocumentInput>;
export type RestoreInput = z.infer<typeof restoreInput>;

/** What the caller may do with a document: everything, edit it, or read it. */
export type DocumentRole = "owner" | "editor" | "viewer";

export interface DocumentSummary {
  id: string;
  kind: string;
  title: string;
  version: number;
  published: boolean;
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
  body: unknown;
  shares: { userId: string; email: string; name: string; role: "editor" | "viewer" }[];
}

export interface RevisionSummary {
  version: number;
  title: string;
  note: string;
  authorName: string;
  createdAt: string;
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
