import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { storeAsset } from "@/lib/db/assets";
import { route } from "@/lib/http/api";
import { uploadedBytes } from "@/lib/http/upload";

/**
 * POST a picture (multipart "file" field or the raw body) → { id, ref, type, size }. The same
 * bytes always answer the same id; a document then holds `ref` ("asset:<id>").
 */
export const POST = route(async (req: Request) => {
  const actor = await requireActor(req);
  const asset = await storeAsset(getDb().db, actor, await uploadedBytes(req));
  return NextResponse.json(asset, { status: 201 });
});
