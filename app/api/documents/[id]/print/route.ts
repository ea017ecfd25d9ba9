import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { exportDocument } from "@/lib/db/documents";
import { printOptionsSchema, renderPrint } from "@/lib/exchange/output";
import { route } from "@/lib/http/api";
import { download, orInvalid, query } from "@/lib/http/downloads";

/** GET ?paper=a4|letter&bleed=MM&cropMarks=1&size=MM&layout=NAME → the document's print-and-play PDF. */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const options = query(req, printOptionsSchema) as Parameters<typeof renderPrint>[3];
  const doc = await exportDocument(getDb().db, actor, (await params).id);
  const { pdf } = await orInvalid(() => renderPrint(doc.kind, doc.title, doc.body, options));
  return download(pdf, "application/pdf", doc.title, "pdf");
});
