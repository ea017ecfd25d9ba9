import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { duplicateDocument } from "@/lib/db/documents";
import { route } from "@/lib/http/api";

export const POST = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  return NextResponse.json(await duplicateDocument(getDb().db, actor, (await params).id), { status: 201 });
});
