import { NextResponse } from "next/server";
import { requireActor } from "@/lib/auth/actor";
import { parseExportFile } from "@/lib/content/registry";
import { getDb } from "@/lib/db/client";
import { createDocument } from "@/lib/db/documents";
import { invalid } from "@/lib/errors";
import { readJson, route } from "@/lib/http/api";

export const POST = route(async (req: Request) => {
  const actor = await requireActor(req);
  const parsed = parseExportFile(await readJson(req));
  if (!parsed.ok) throw invalid(parsed.issues, "The file is not a valid Hexfolio export");
  const { kind, title, body } = parsed.value;
  return NextResponse.json(await createDocument(getDb().db, actor, { kind, title, body }, "Imported"), { status: 201 });
});
