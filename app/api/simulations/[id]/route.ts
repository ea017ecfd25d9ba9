import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getSimulationJob } from "@/lib/db/sim-jobs";
import { route } from "@/lib/http/api";

/** One job: its progress as its worker last wrote it, and its result once done (any instance answers the same). */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { id } = await params;
  return NextResponse.json(await getSimulationJob(getDb().db, actor, id), { headers: { "cache-control": "no-store" } });
});
