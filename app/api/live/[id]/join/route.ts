import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { joinLiveMatch } from "@/lib/db/live-matches";
import { route } from "@/lib/http/api";

/** Takes the first open seat (joining again, e.g. after a reload, keeps the seat you have). */
export const POST = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  return NextResponse.json(await joinLiveMatch(getDb().db, actor, (await params).id));
});
