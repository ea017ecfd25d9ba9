import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { toExportFile } from "@/lib/content/registry";
import { getDb } from "@/lib/db/client";
import { exportDocument } from "@/lib/db/documents";
import { route } from "@/lib/http/api";

export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const doc = await exportDocument(getDb().db, actor, (await params).id);
  const file = `${
    doc.title
      .replace(/[^\w.-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || "document"
  }.${doc.kind}.json`;
  return new NextResponse(JSON.stringify(toExportFile(doc), null, 2) + "\n", {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${file}"` },
  });
});
