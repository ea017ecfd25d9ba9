import { NextResponse } from "next/server";
import { restoreInput } from "@/lib/content/api";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { restoreRevision, undeleteDocument } from "@/lib/db/documents";
import { readInput, route } from "@/lib/http/api";

/** `{ version, baseVersion }` restores a revision as a new save; `{ undelete: true }` takes it out of the trash. */
export const POST = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { id } = await params;
  const input = await readInput(req, restoreInput);
  const { db } = getDb();
  const doc =
    "undelete" in input ? await undeleteDocument(db, actor, id) : await restoreRevision(db, actor, id, input.version, input.baseVersion);
  return NextResponse.json(doc);
});
