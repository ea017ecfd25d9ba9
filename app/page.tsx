import { redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { KINDS, KIND_IDS, type DocumentKind } from "@/lib/content/registry";
import { SAMPLES } from "@/lib/content/library-samples";
import { getDb } from "@/lib/db/client";
import { listDocuments } from "@/lib/db/documents";
import { deliverSamples } from "@/lib/db/samples";
import { playableGames } from "@/lib/games/catalog";
import { Library } from "@/components/studio/Library";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

// The root segment defines the title template, which applies only below it: this title is whole.
export const metadata: Metadata = { title: { absolute: "Library — Hexfolio" } };

export default async function LibraryPage() {
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect("/signin");
  const { db } = getDb();
  // A new library starts with every sample; one added in a later release arrives here once.
  await deliverSamples(db, who.userId);
  const [documents, trash] = await Promise.all([
    listDocuments(db, who, { includePublished: true }),
    listDocuments(db, who, { trash: true }),
  ]);
  const kinds = KIND_IDS.map((id) => {
    const kind: DocumentKind = KINDS[id];
    return {
      id,
      label: kind.label,
      plural: kind.plural,
      description: kind.description,
      createdFrom: kind.createdFrom ?? null,
      templates: SAMPLES[id].map((x) => ({ key: x.key, title: x.file.title })),
    };
  });
  // Each kind a game is played with gets a "Play" button on its rows (a tile set: Lost Patrol).
  const games = (await playableGames()).flatMap((g) => (g.contentKind ? [{ id: g.id, name: g.name, kind: g.contentKind }] : []));
  return <Library userId={who.userId} initialDocuments={documents} initialTrash={trash} kinds={kinds} games={games} />;
}
