import { NextResponse } from "next/server";
import { z } from "zod";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getLiveMatch, waitLiveMatch } from "@/lib/db/live-matches";
import { parseInput, route } from "@/lib/http/api";

const query = z.object({ since: z.coerce.number().int().min(0).optional() });
const LONG_POLL_MS = 20_000;

/**
 * The caller's view of a live match. With `?since=V` it is a long poll: it answers as soon as the
 * match moves past version V (or after 20 s), which is how the other side's moves arrive.
 */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { id } = await params;
  const { since } = parseInput(Object.fromEntries(new URL(req.url).searchParams), query);
  const db = getDb().db;
  const view = since === undefined ? await getLiveMatch(db, actor, id) : await waitLiveMatch(db, actor, id, since, LONG_POLL_MS);
  return NextResponse.json(view, { headers: { "cache-control": "no-store" } });
});
