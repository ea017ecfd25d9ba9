import { NextResponse } from "next/server";
import { z } from "zod";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { listSimulationJobs } from "@/lib/db/sim-jobs";
import { getSimulationQueue, submitSimulationJob } from "@/lib/db/sim-queue";
import { parseInput, readJson, route } from "@/lib/http/api";

const query = z.object({ document: z.string().min(1).max(100).optional() });

/** Starts a simulation or sweep on the studio's side (workers on PostgreSQL, this process on SQLite). */
export const POST = route(async (req: Request) => {
  const actor = await requireActor(req);
  const { db, provider } = getDb();
  const job = await submitSimulationJob(db, getSimulationQueue(db, provider), actor, await readJson(req));
  return NextResponse.json(job, { status: 201 });
});

/** The caller's simulation jobs, newest first; `?document=ID` for those kept with one document. */
export const GET = route(async (req: Request) => {
  const actor = await requireActor(req);
  const { document } = parseInput(Object.fromEntries(new URL(req.url).searchParams), query);
  return NextResponse.json(await listSimulationJobs(getDb().db, actor, document), { headers: { "cache-control": "no-store" } });
});
