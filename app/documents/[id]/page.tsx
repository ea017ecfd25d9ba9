import { notFound, redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { getKind } from "@/lib/content/registry";
import { getDb } from "@/lib/db/client";
import { getDocument } from "@/lib/db/documents";
import { AppError } from "@/lib/errors";
import { DocumentWorkspace } from "@/components/studio/DocumentWorkspace";
import { capabilities } from "@/lib/exchange/registry";
import type { Metadata } from "next";

export const dynamic = "force-dynamic";

/** "Mirim — Lost Worlds book": the document's title and kind, for the tab and for screen readers. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  const who = await currentPrincipal();
  if (!isSignedIn(who)) return {};
  try {
    const doc = await getDocument(getDb().db, who, id);
    return { title: `${doc.title} — ${getKind(doc.kind)?.label ?? doc.kind}` };
  } catch {
    // The page itself answers a missing or hidden document (404); the title stays the studio's.
    return {};
  }
}

export default async function DocumentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect(`/signin?next=/documents/${encodeURIComponent(id)}`);
  let doc;
  try {
    doc = await getDocument(getDb().db, who, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
  return (
    <DocumentWorkspace initial={doc} kindLabel={getKind(doc.kind)?.label ?? doc.kind} userId={who.userId} offers={capabilities(doc.kind)} />
  );
}
