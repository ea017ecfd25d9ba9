import { NextResponse } from "next/server";
import { z } from "zod";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { invitePlayer } from "@/lib/db/campaigns";
import { readInput, route } from "@/lib/http/api";

const inviteInput = z.object({ email: z.email("Expected an email address") });

export const POST = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const { email } = await readInput(req, inviteInput);
  return NextResponse.json(await invitePlayer(getDb().db, actor, (await params).id, email));
});
