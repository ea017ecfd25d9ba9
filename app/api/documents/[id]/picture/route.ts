import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { exportDocument } from "@/lib/db/documents";
import { pictureOptionsSchema, renderPicture } from "@/lib/exchange/output";
import { route } from "@/lib/http/api";
import { download, orInvalid, query } from "@/lib/http/downloads";

/** GET ?format=svg|png&scale=N → the document's picture. */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { format, scale } = query(req, pictureOptionsSchema) as { format: "svg" | "png"; scale: number };
  const doc = await exportDocument(getDb().db, actor, (await params).id);
  const bytes = await orInvalid(() => renderPicture(doc.kind, doc.title, doc.body, format, scale));
  return download(bytes, format === "svg" ? "image/svg+xml" : "image/png", doc.title, format);
});
