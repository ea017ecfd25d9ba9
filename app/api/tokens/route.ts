import { NextResponse } from "next/server";
import { z } from "zod";
import { requireActor } from "@/lib/auth/actor";
import { createToken, listTokens } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { pageQuery } from "@/lib/content/api";
import { parseInput, readInput, route } from "@/lib/http/api";

const tokenInput = z.object({ name: z.string().trim().min(1, "Expected a name for the token").max(80) });

export const GET = route(async (req: Request) => {
  const actor = await requireActor(req);
  const page = parseInput(Object.fromEntries(new URL(req.url).searchParams), pageQuery);
  return NextResponse.json(await listTokens(getDb().db, actor, page));
});

/** The token itself is in this answer only; afterwards only its hash exists. */
export const POST = route(async (req: Request) => {
  const actor = await requireActor(req);
  const { name } = await readInput(req, tokenInput);
  return NextResponse.json(await createToken(getDb().db, actor, name), { status: 201 });
});
