import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { actInLiveMatch } from "@/lib/db/live-matches";
import { readJson, route } from "@/lib/http/api";

/** One action of the caller's seat, made at `version`; a stale version answers 409. */
export const POST = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  return NextResponse.json(await actInLiveMatch(getDb().db, actor, (await params).id, await readJson(req)));
});
