// What the store keeps true whatever happens to a request (refused, raced, cut off by a crash),
// checked on the database itself by the fuzzer and the crash drill: every document's version has
// its revisions 1..version, its row matches its latest revision, its body (with its ledger rows)
// is valid for its kind, ledger rows are numbered without gaps, and live matches' JSON reads.
import { getKind, validateBody } from "../lib/content/registry";
import type { Db } from "../lib/db/client";

/** Problems found among the documents changed since `since` (all when omitted), and every user and match. */
export async function invariants(db: Db, since?: Date): Promise<string[]> {
  const problems: string[] = [];
  const docs = await db.document.findMany({
    where: since ? { updatedAt: { gte: since } } : {},
    select: { id: true, kind: true, version: true, title: true, body: true },
  });
  for (let i = 0; i < docs.length; i += 200) {
    const chunk = docs.slice(i, i + 200);
    const counts = await db.revision.groupBy({
      by: ["documentId"],
      where: { documentId: { in: chunk.map((d) => d.id) } },
      _count: { _all: true },
      _max: { version: true },
      _min: { version: true },
    });
    const latest = await db.revision.findMany({
      where: { OR: chunk.map((d) => ({ documentId: d.id, version: d.version })) },
      select: { documentId: true, title: true, body: true },
    });
    const byDoc = new Map(counts.map((c) => [c.documentId, c]));
    const lastOf = new Map(latest.map((r) => [r.documentId, r]));
    for (const d of chunk) {
      const c = byDoc.get(d.id);
      if (!c || c._count._all !== d.version || c._max.version !== d.version || c._min.version !== 1) {
        problems.push(
          `document ${d.id}: version ${d.version} but ${c?._count._all ?? 0} revisions (${c?._min.version}..${c?._max.version})`,
        );
      }
      const last = lastOf.get(d.id);
      if (!last || last.body !== d.body || last.title !== d.title)
        problems.push(`document ${d.id}: its row differs from its latest revision`);
      const def = getKind(d.kind);
      if (!def) {
        problems.push(`document ${d.id}: unknown kind ${d.kind}`);
        continue;
      }
      const body = JSON.parse(d.body) as Record<string, unknown>;
      if (def.log) {
        const rows = await db.campaignEntry.findMany({
          where: { documentId: d.id },
          orderBy: { seq: "asc" },
          select: { seq: true, body: true },
        });
        if (rows.some((r, n) => r.seq !== n)) problems.push(`document ${d.id}: ledger rows numbered ${rows.map((r) => r.seq).join(",")}`);
        body[def.log.field] = [...((body[def.log.field] as unknown[]) ?? []), ...rows.map((r) => JSON.parse(r.body) as unknown)];
      }
      const valid = validateBody(d.kind, body);
      if (!valid.ok) {
        problems.push(
          `document ${d.id} (${d.kind}): stored body is invalid: ${valid.issues
            .slice(0, 2)
            .map((x) => `${x.path} ${x.message}`)
            .join("; ")}`,
        );
      }
    }
  }
  const negative = await db.user.count({ where: { storageBytes: { lt: 0n } } });
  if (negative > 0) problems.push(`${negative} users with a negative storage count`);
  const matches = await db.liveMatch.findMany({ select: { id: true, log: true, seats: true, sources: true, content: true } });
  for (const m of matches) {
    try {
      for (const field of [m.log, m.seats, m.sources, m.content]) JSON.parse(field);
    } catch {
      problems.push(`match ${m.id}: unreadable JSON`);
    }
  }
  return problems;
}
