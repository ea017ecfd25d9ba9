import { NextResponse } from "next/server";
import { z } from "zod";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getRevision } from "@/lib/db/documents";
import { parseInput, route } from "@/lib/http/api";

const versionParam = z.object({ version: z.coerce.number().int().positive() });

export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string; version: string }> }) => {
  const actor = await requireActor(req);
  const { id, version } = await params;
  const v = parseInput({ version }, versionParam).version;
  return NextResponse.json(await getRevision(getDb().db, actor, id, v));
});
