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
