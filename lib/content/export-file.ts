import { z } from "zod";

/**
 * The export format of every document: what `GET /api/documents/:id/export` returns, what
 * import accepts, what the samples are stored as, and what every CLI command reads.
 */
export const exportFileSchema = z.object({
  kind: z.string().min(1, "Expected a document kind"),
  title: z.string().trim().min(1, "Expected a title").max(200, "Expected a title of at most 200 characters"),
  schemaVersion: z.number().int().positive(),
  body: z.unknown(),
});

export type ExportFile = z.infer<typeof exportFileSchema>;

/**
 * A file's JSON as a document kind and body: an exported document (`{ kind, body, … }`) gives its
 * kind and body; anything else is taken as a bare body of no stated kind.
 */
export function unwrapExport(doc: unknown): { kind: string | null; body: unknown } {
  const isExport = !!doc && typeof doc === "object" && "kind" in doc && "body" in doc;
  return isExport ? { kind: String((doc as { kind: unknown }).kind), body: (doc as { body: unknown }).body } : { kind: null, body: doc };
}
