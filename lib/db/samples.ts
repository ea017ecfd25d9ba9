// Samples in every library: each sample of lib/content/registry.ts is copied into a library once.
// A receipt per (user, sample) records the delivery and outlives the document, so a sample the
// person deleted is not added again, and a sample added in a later release reaches every existing
// library once (on its next visit to the library, the play page or the lab).
import { getKind } from "../content/registry";
import { allSamples, type Sample } from "../content/library-samples";
import type { Db } from "./client";

/** Whether a write failed on a unique constraint (another request delivered the same sample first). */
function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "P2002";
}

async function deliver(db: Db, userId: string, sample: Sample): Promise<void> {
  const kind = getKind(sample.file.kind);
  if (!kind) throw new Error(`Sample ${sample.key} is of an unknown kind "${sample.file.kind}"`);
  const parsed = kind.schema.safeParse(sample.file.body);
  if (!parsed.success) throw new Error(`Sample ${sample.key} does not match its kind's schema`);
  const text = JSON.stringify(parsed.data);
  await db.$transaction(async (tx) => {
    // The receipt first: its unique key makes a second, concurrent delivery fail here, before it
    // writes a document.
    await tx.sampleReceipt.create({ data: { userId, sampleKey: sample.key } });
    // Libraries from before samples were delivered this way (the demo account's) already hold
    // the sample under its title: that copy counts as delivered.
    const existing = await tx.document.findFirst({ where: { ownerId: userId, kind: kind.id, title: sample.file.title } });
    if (existing) {
      const first = await tx.revision.findUnique({ where: { documentId_version: { documentId: existing.id, version: 1 } } });
      if (first?.note === "Sample" && existing.sampleKey === null)
        await tx.document.update({ where: { id: existing.id }, data: { sampleKey: sample.key } });
      return;
    }
    const doc = await tx.document.create({
      data: {
        kind: kind.id,
        title: sample.file.title,
        ownerId: userId,
        schemaVersion: kind.schemaVersion,
        body: text,
        version: 1,
        sampleKey: sample.key,
      },
    });
    await tx.revision.create({ data: { documentId: doc.id, version: 1, title: doc.title, body: text, authorId: userId, note: "Sample" } });
  });
}

/**
 * Copies into the user's library every sample it has not received yet; answers the keys
 * delivered now. Cheap when there is nothing new (one query), so pages call it on every visit.
 */
export async function deliverSamples(db: Db, userId: string, samples: readonly Sample[] = allSamples()): Promise<string[]> {
  const received = new Set((await db.sampleReceipt.findMany({ where: { userId }, select: { sampleKey: true } })).map((r) => r.sampleKey));
  const delivered: string[] = [];
  // Newest first in the library, so delivering in reverse lists the samples in the kinds' order.
  for (const sample of [...samples].reverse()) {
    if (received.has(sample.key)) continue;
    try {
      await deliver(db, userId, sample);
      delivered.push(sample.key);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return delivered;
}
