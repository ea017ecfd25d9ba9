import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { createLiveMatch } from "@/lib/db/live-matches";
import { readJson, route } from "@/lib/http/api";

/** Creates a live match; the creator takes seat 1 and shares /live/:id with the others. */
export const POST = route(async (req: Request) => {
  const actor = await requireActor(req);
  return NextResponse.json(await createLiveMatch(getDb().db, actor, await readJson(req)), { status: 201 });
});
