import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { cancelQueuedSimulationJob, getSimulationQueue } from "@/lib/db/sim-queue";
import { route } from "@/lib/http/api";

/** Cancels a job: a queued one at once, a running one at its worker's next heartbeat (a few seconds). */
export const POST = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { id } = await params;
  const { db, provider } = getDb();
  return NextResponse.json(await cancelQueuedSimulationJob(db, getSimulationQueue(db, provider), actor, id));
});
