import { zipSync } from "fflate";
import { z } from "zod";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { exportDocument } from "@/lib/db/documents";
import { invalid } from "@/lib/errors";
import { exportTiled } from "@/lib/exchange/tiled/files";
import { route } from "@/lib/http/api";
import { download, query } from "@/lib/http/downloads";

const schema = z.object({ format: z.enum(["json", "xml"]).default("json") });

/**
 * GET ?format=json|xml → the document as a Tiled map or tileset (TMJ/TSJ or TMX/TSX); with its
 * tilesets and pictures beside it, a zip of the folder Tiled opens.
 */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { format } = query(req, schema) as z.infer<typeof schema>;
  const doc = await exportDocument(getDb().db, actor, (await params).id);
  const out = exportTiled(doc.kind, doc.title, doc.body, format);
  if (!out) throw invalid([{ path: "kind", message: `a ${doc.kind} has no Tiled form` }], `a ${doc.kind} has no Tiled form`);
  const ext = out.name.split(".").pop()!;
  if (out.files.length === 0) return download(out.text, format === "xml" ? "application/xml" : "application/json", doc.title, ext);
  const enc = new TextEncoder();
  const zip = zipSync(
    Object.fromEntries([
      [out.name, enc.encode(out.text)],
      ...out.files.map((f) => [f.path, typeof f.content === "string" ? enc.encode(f.content) : f.content]),
    ]),
  );
  return download(zip, "application/zip", doc.title, `${ext}.zip`);
});
