import { NextResponse } from "next/server";
import { getDb } from "@/lib/db/client";
import pkg from "@/package.json";

export const dynamic = "force-dynamic";

export async function GET() {
  const { db, provider } = getDb();
  try {
    await db.user.count();
    return NextResponse.json({ ok: true, db: provider, version: pkg.version });
  } catch {
    return NextResponse.json({ ok: false, db: provider, version: pkg.version }, { status: 503 });
  }
}
