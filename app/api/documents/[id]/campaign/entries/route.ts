import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { postCampaignEntry } from "@/lib/db/campaigns";
import { readJson, route } from "@/lib/http/api";

/** Posts one ledger entry (its id is made by the client: a retried post records it once). */
export const POST = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const posted = await postCampaignEntry(getDb().db, actor, (await params).id, await readJson(req));
  return NextResponse.json(posted, { status: posted.duplicate ? 200 : 201 });
});
