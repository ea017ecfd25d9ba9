import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { listDocuments } from "@/lib/db/documents";
import { listGameIds, loadGame } from "@/lib/engine/core/registry";
import { SimulationLab, type GameInfo } from "@/components/sim/SimulationLab";

export const dynamic = "force-dynamic";

export default async function SimulatePage() {
  const user = await currentUser();
  if (!user) redirect("/signin?next=/simulate");
  const games: GameInfo[] = await Promise.all(
    listGameIds().map(async (id) => {
      const game = await loadGame(id);
      return { id, name: game.name ?? id, seats: game.seatCount(game.defaultOptions, undefined), contentKind: game.contentKind ?? null };
    }),
  );
  const kinds = [...new Set(games.flatMap((g) => (g.contentKind ? [g.contentKind] : [])))];
  const { db } = getDb();
  const documents = Object.fromEntries(
    await Promise.all(
      kinds.map(async (kind) => [kind, (await listDocuments(db, { userId: user.id }, { kind, includePublished: true })).map((d) => ({ id: d.id, title: d.title }))] as const),
    ),
  );
  return (
    <div className="stack">
      <h1>Simulation lab</h1>
      <p className="muted" style={{ margin: 0 }}>
        Play thousands of games between bots in your browser&apos;s worker threads. The same seed gives the same results as
        <code> hexfolio simulate</code>, whatever the number of workers.
      </p>
      <SimulationLab games={games} documents={documents} />
    </div>
  );
}
