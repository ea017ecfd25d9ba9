// Request bodies of the document API, shared by the route handlers, the editors and the CLI.
import { z } from "zod";

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
