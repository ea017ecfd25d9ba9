import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/actor";
import { KINDS, KIND_IDS } from "@/lib/content/registry";
import { getDb } from "@/lib/db/client";
import { listDocuments } from "@/lib/db/documents";
import { Library } from "@/components/studio/Library";

export const dynamic = "force-dynamic";

export default async function LibraryPage() {
  const user = await currentUser();
  if (!user) redirect("/signin");
  const { db } = getDb();
  const actor = { userId: user.id };
  const [documents, trash] = await Promise.all([
    listDocuments(db, actor, { includePublished: true }),
    listDocuments(db, actor, { trash: true }),
  ]);
  const kinds = KIND_IDS.map((id) => ({ id, label: KINDS[id].label, plural: KINDS[id].plural, description: KINDS[id].description }));
  return <Library userId={user.id} initialDocuments={documents} initialTrash={trash} kinds={kinds} />;
}
