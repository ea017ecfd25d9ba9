import { createElement } from "react";
import { notFound, redirect } from "next/navigation";
import { currentPrincipal } from "@/lib/auth/actor";
import { isSignedIn } from "@/lib/auth/policy";
import { getDb } from "@/lib/db/client";
import { getDocument } from "@/lib/db/documents";
import { AppError } from "@/lib/errors";
import { printViewFor } from "@/components/editors/registry";

export const dynamic = "force-dynamic";

/** A document's print view, for the kinds that have one (components/editors/registry.tsx). */
export default async function PrintPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const who = await currentPrincipal();
  if (!isSignedIn(who)) redirect(`/signin?next=/documents/${encodeURIComponent(id)}/print`);
  let doc;
  try {
    doc = await getDocument(getDb().db, who, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
  const view = printViewFor(doc.kind);
  if (!view) notFound();
  return createElement(view, { title: doc.title, body: doc.body });
}
