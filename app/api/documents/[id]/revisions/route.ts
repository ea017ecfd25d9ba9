import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { listRevisions } from "@/lib/db/documents";
import { route } from "@/lib/http/api";

export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  return NextResponse.json({ revisions: await listRevisions(getDb().db, actor, (await params).id) });
});
