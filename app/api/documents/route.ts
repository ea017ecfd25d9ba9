import { NextResponse } from "next/server";
import { createDocumentInput, listQuery } from "@/lib/content/api";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { createDocument, listDocuments } from "@/lib/db/documents";
import { parseInput, readInput, route } from "@/lib/http/api";

export const GET = route(async (req: Request) => {
  const actor = await requireActor(req);
  const query = parseInput(Object.fromEntries(new URL(req.url).searchParams), listQuery);
  const page = await listDocuments(getDb().db, actor, { ...query, trash: query.trash === "1", includePublished: true });
  return NextResponse.json(page);
});

export const POST = route(async (req: Request) => {
  const actor = await requireActor(req);
  const input = await readInput(req, createDocumentInput);
  const doc = await createDocument(getDb().db, actor, input);
  return NextResponse.json(doc, { status: 201 });
});
