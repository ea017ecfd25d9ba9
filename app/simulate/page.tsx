import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { getDb } from "@/lib/db/client";
import { gameCatalog } from "@/lib/db/game-catalog";
import { deliverSamples } from "@/lib/db/samples";
import { SimulationLab } from "@/components/sim/SimulationLab";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Simulation lab" };

export default async function SimulatePage({ searchParams }: { searchParams: Promise<{ game?: string; content?: string }> }) {
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect("/signin?next=/simulate");
  const { db } = getDb();
  // Someone who comes here first (a link) has the samples to play with too.
  await deliverSamples(db, who.userId);
  const { games, documents } = await gameCatalog(db, who.userId);
  const q = await searchParams;
  return (
    <div className="stack">
      <h1>Simulation lab</h1>
      <p className="muted" style={{ margin: 0 }}>
        Play thousands of games between bots in your browser&apos;s worker threads, or run them on the studio, where they go on when you
        close the page. The same seed gives the same results as
        <code> hexfolio simulate</code>, whatever the number of workers.
      </p>
      <SimulationLab games={games} documents={documents} initialGame={q.game} initialContent={q.content} />
    </div>
  );
}
