import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { getDb } from "@/lib/db/client";
import { gameCatalog } from "@/lib/db/game-catalog";
import { deliverSamples } from "@/lib/db/samples";
import { NewPlaytest } from "@/components/play/NewPlaytest";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "New playtest" };

export default async function PlayPage({ searchParams }: { searchParams: Promise<{ game?: string; content?: string }> }) {
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect("/signin?next=/play");
  const { db } = getDb();
  // Someone who comes here first (a link) has the samples to play with too.
  await deliverSamples(db, who.userId);
  const { games, documents } = await gameCatalog(db, who.userId);
  const q = await searchParams;
  return (
    <div className="stack">
      <h1>New playtest</h1>
      <p className="muted" style={{ margin: 0 }}>
        Play any game in the browser: people at one screen (hot-seat), against bots, or bots against each other. The playtest is saved as
        seed and moves, so you can reopen it, step through it and share it.
      </p>
      <NewPlaytest games={games} documents={documents} initialGame={q.game} initialContent={q.content} />
    </div>
  );
}
