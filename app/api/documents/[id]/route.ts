import { NextResponse } from "next/server";
import { updateDocumentInput } from "@/lib/content/api";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { deleteDocument, getDocument, updateDocument } from "@/lib/db/documents";
import { readInput, route } from "@/lib/http/api";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route(async (req: Request, { params }: Ctx) => {
  const actor = await requireActor(req);
  return NextResponse.json(await getDocument(getDb().db, actor, (await params).id));
});

export const PUT = route(async (req: Request, { params }: Ctx) => {
  const actor = await requireActor(req);
  const input = await readInput(req, updateDocumentInput);
  return NextResponse.json(await updateDocument(getDb().db, actor, (await params).id, input));
});

export const DELETE = route(async (req: Request, { params }: Ctx) => {
  const actor = await requireActor(req);
  await deleteDocument(getDb().db, actor, (await params).id);
  return new NextResponse(null, { status: 204 });
});
