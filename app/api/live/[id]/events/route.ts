import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getLiveMatch, liveMatchStamp } from "@/lib/db/live-matches";
import { getMatchBus } from "@/lib/db/match-bus";
import { route } from "@/lib/http/api";
import { liveMatchStream } from "@/lib/http/live-events";

// A stream per browser: never cached or prerendered.
export const dynamic = "force-dynamic";

/**
 * The caller's view of a live match as server-sent events: sent once now and again whenever the
 * match changes (lib/http/live-events.ts). Whoever may read the match may follow it; anyone else
 * gets the same 404 as from GET /api/live/:id.
 */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { id } = await params;
  const db = getDb().db;
  const first = await getLiveMatch(db, actor, id);
  const body = liveMatchStream(first, {
    matchId: id,
    bus: getMatchBus(),
    read: () => getLiveMatch(db, actor, id),
    stamp: () => liveMatchStamp(db, id),
    signal: req.signal,
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      // Proxies that buffer answers (nginx) would hold the events back.
      "x-accel-buffering": "no",
    },
  });
});
