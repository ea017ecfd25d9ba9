import { z } from "zod";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { exportDocument } from "@/lib/db/documents";
import { invalid } from "@/lib/errors";
import { exchangeFor } from "@/lib/exchange/registry";
import { route } from "@/lib/http/api";
import { download, query } from "@/lib/http/downloads";

const schema = z.object({ format: z.string().min(1, "Expected a format").max(40) });

/** GET ?format=ID → the document in another tool's file format its kind offers (a book as lost-worlds-web JSON). */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { format } = query(req, schema) as z.infer<typeof schema>;
  const doc = await exportDocument(getDb().db, actor, (await params).id);
  const e = exchangeFor(doc.kind);
  const writer = e?.files?.find((f) => f.id === format);
  if (!e || !writer) {
    const offered = e?.files?.map((f) => f.id).join(", ") || "none";
    throw invalid([{ path: "format", message: `Expected one of the formats a ${doc.kind} is written as (${offered})` }]);
  }
  const { text } = writer.write(doc.title, e.parse(doc.body));
  return download(text, writer.mime, doc.title, writer.ext);
});
