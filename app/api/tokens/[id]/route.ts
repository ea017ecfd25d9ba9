import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { revokeToken } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/api";

export const DELETE = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  await revokeToken(getDb().db, actor, (await params).id);
  return new NextResponse(null, { status: 204 });
});
