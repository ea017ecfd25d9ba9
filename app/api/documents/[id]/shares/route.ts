import { NextResponse } from "next/server";
import { z } from "zod";
import { shareInput } from "@/lib/content/api";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { shareDocument, unshareDocument } from "@/lib/db/documents";
import { parseInput, readInput, route } from "@/lib/http/api";

type Ctx = { params: Promise<{ id: string }> };

export const POST = route(async (req: Request, { params }: Ctx) => {
  const actor = await requireActor(req);
  const input = await readInput(req, shareInput);
  return NextResponse.json(await shareDocument(getDb().db, actor, (await params).id, input.email, input.role));
});

export const DELETE = route(async (req: Request, { params }: Ctx) => {
  const actor = await requireActor(req);
  const { userId } = parseInput(Object.fromEntries(new URL(req.url).searchParams), z.object({ userId: z.string().min(1) }));
  return NextResponse.json(await unshareDocument(getDb().db, actor, (await params).id, userId));
});
