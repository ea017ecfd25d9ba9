import { notFound, redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { getDb } from "@/lib/db/client";
import { getLiveMatch } from "@/lib/db/live-matches";
import { AppError } from "@/lib/errors";
import { LiveMatch } from "@/components/play/LiveMatch";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Live match" };

export default async function LiveMatchPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect(`/signin?next=/live/${encodeURIComponent(id)}`);
  let match;
  try {
    match = await getLiveMatch(getDb().db, who, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
  return <LiveMatch initial={match} />;
}
