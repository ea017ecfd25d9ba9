import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { listRevisions } from "@/lib/db/documents";
import { pageQuery } from "@/lib/content/api";
import { parseInput, route } from "@/lib/http/api";

export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const page = parseInput(Object.fromEntries(new URL(req.url).searchParams), pageQuery);
  return NextResponse.json(await listRevisions(getDb().db, actor, (await params).id, page));
});
