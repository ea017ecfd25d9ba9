// The document repository: every authored thing (tile set, book, mission, campaign, …) is a
// versioned JSON document with immutable revisions. Each function takes the principal making the
// request and asks lib/auth/policy before touching a row.
import {
  authorize,
  listableDocuments,
  roleOf,
  type DocumentAction,
  type Principal,
  type Role,
  type ShareRole,
  type SignedIn,
} from "../auth/policy";
import { getKind, validateBody, KIND_IDS } from "../content/registry";
import type { CreateDocumentInput, DocumentFull, DocumentSummary, RevisionSummary, UpdateDocumentInput } from "../content/api";
import { conflict, invalid, notFound } from "../errors";
import type { FieldIssue } from "../content/issues";
import type { Db } from "./client";

export type { DocumentSummary, DocumentFull, RevisionSummary } from "../content/api";

const withAccess = { shares: true, owner: { select: { name: true } } } as const;

type Row = NonNullable<Awaited<ReturnType<typeof loadRow>>>;

async function loadRow(db: Db, id: string) {
  return db.document.findUnique({
    where: { id },
    include: { shares: { include: { user: { select: { email: true, name: true } } } }, owner: { select: { name: true } } },
  });
}

/** The row, the principal's role on it and the principal signed in, or the policy's refusal thrown. */
function allow(who: Principal, action: DocumentAction, row: Row | null): { actor: SignedIn; role: Role; row: Row } {
  const { actor, role } = authorize(who, action, row);
  // The policy answers 404 for a missing row, so here there is one.
  return { actor, role, row: row as Row };
}

function summary(row: Omit<Row, "shares"> & { shares: { userId: string; role: string }[] }, role: Role, actor: SignedIn): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    version: row.version,
    published: row.published,
    deleted: row.deletedAt !== null,
    ownerId: row.ownerId,
    ownerName: row.owner.name,
    role,
    sharedWithMe: row.shares.some((s) => s.userId === actor.userId),
    sample: row.sampleKey !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function full(row: Row, role: Role, actor: SignedIn): DocumentFull {
  return {
    ...summary(row, role, actor),
    schemaVersion: row.schemaVersion,
    body: JSON.parse(row.body),
    shares: row.shares.map((s) => ({ userId: s.userId, email: s.user.email, name: s.user.name, role: s.role as ShareRole })),
  };
}

function checkedBody(kind: string, body: unknown): unknown {
  const result = validateBody(kind, body);
  if (!result.ok) throw invalid(result.issues);
  return result.value;
}

export async function listDocuments(
  db: Db,
  who: Principal,
  filter: { kind?: string; q?: string; trash?: boolean; includePublished?: boolean } = {},
): Promise<DocumentSummary[]> {
  const { actor } = authorize(who, "document.list");
  const rows = await db.document.findMany({
    where: { ...listableDocuments(actor, filter), ...(filter.kind ? { kind: filter.kind } : {}) },
    include: withAccess,
    orderBy: { updatedAt: "desc" },
    take: 1000,
  });
  // Case-insensitive title search done here: SQLite and PostgreSQL disagree on `mode`.
  const q = filter.q?.trim().toLowerCase();
  return rows
    .filter((row) => !q || row.title.toLowerCase().includes(q))
    .flatMap((row) => {
      const role = roleOf(actor, row);
      return role ? [summary(row, role, actor)] : [];
    });
}

export async function getDocument(db: Db, who: Principal, id: string): Promise<DocumentFull> {
  const { actor, role, row } = allow(who, "document.read", await loadRow(db, id));
  return full(row, role, actor);
}

/** The document as getDocument answers it, for writing to an export file. */
export async function exportDocument(db: Db, who: Principal, id: string): Promise<DocumentFull> {
  const { actor, role, row } = allow(who, "document.export", await loadRow(db, id));
  return full(row, role, actor);
}

export async function createDocument(db: Db, who: Principal, input: CreateDocumentInput, note = "Created"): Promise<DocumentFull> {
  const { actor } = authorize(who, "document.create");
  const kind = getKind(input.kind);
  if (!kind) throw invalid([{ path: "kind", message: `Expected one of: ${KIND_IDS.join(", ")} (got "${input.kind}")` }]);
  const body = checkedBody(input.kind, input.body === undefined ? kind.empty() : input.body);
  const text = JSON.stringify(body);
  const row = await db.$transaction(async (tx) => {
    const doc = await tx.document.create({
      data: { kind: kind.id, title: input.title, ownerId: actor.userId, schemaVersion: kind.schemaVersion, body: text, version: 1 },
    });
    await tx.revision.create({ data: { documentId: doc.id, version: 1, title: doc.title, body: text, authorId: actor.userId, note } });
    return doc;
  });
  return getDocument(db, actor, row.id);
}

export async function updateDocument(db: Db, who: Principal, id: string, input: UpdateDocumentInput): Promise<DocumentFull> {
  const { actor, row } = allow(who, input.published === undefined ? "document.edit" : "document.publish", await loadRow(db, id));
  if (row.deletedAt) throw invalid([{ path: "id", message: "Expected a document that is not in the trash; restore it first" }]);
  const next = input.body === undefined ? undefined : checkedBody(row.kind, input.body);
  // A kind may add rules of its own to a save (a campaign's ledger: each new entry legal for the one saving it).
  const guard = getKind(row.kind)?.guardUpdate as ((b: unknown, a: unknown, actor: string, owner: string) => FieldIssue[]) | undefined;
  if (next !== undefined && guard) {
    const issues = guard(JSON.parse(row.body), next, actor.userId, row.ownerId);
    if (issues.length) throw invalid(issues);
  }
  const body = next === undefined ? undefined : JSON.stringify(next);
  if (input.baseVersion !== row.version) throw stale(row);
  const committed = await commitVersion(db, row, actor.userId, {
    title: input.title,
    body,
    published: input.published,
    note: input.note ?? "",
  });
  if (!committed) throw stale((await loadRow(db, id))!);
  return getDocument(db, actor, id);
}

/**
 * Writes the next version of a document and its revision, if the document is still at
 * `row.version` (the version in the WHERE clause makes check and write one atomic step).
 * Authorization is the caller's: every caller has asked lib/auth/policy first.
 */
async function commitVersion(
  db: Db,
  row: Row,
  authorId: string,
  change: { title?: string; body?: string; published?: boolean; note: string },
): Promise<boolean> {
  const version = row.version + 1;
  const title = change.title ?? row.title;
  return db.$transaction(async (tx) => {
    const { count } = await tx.document.updateMany({
      where: { id: row.id, version: row.version },
      data: {
        version,
        title,
        ...(change.body !== undefined ? { body: change.body } : {}),
        ...(change.published !== undefined ? { published: change.published } : {}),
      },
    });
    if (count === 0) return false;
    await tx.revision.create({ data: { documentId: row.id, version, title, body: change.body ?? row.body, authorId, note: change.note } });
    return true;
  });
}

/**
 * For writes of one kind's own (a player posting to a campaign ledger may only view the document):
 * asks the policy for `action`, reads the current body, lets `change` compute the next one, and
 * commits it, retrying when another save got in between.
 */
export async function amendDocument<T>(
  db: Db,
  who: Principal,
  id: string,
  kind: string,
  action: "campaign.post" | "campaign.invite",
  change: (body: unknown, doc: { ownerId: string; actor: SignedIn }) => { body: unknown; note: string; result: T } | { unchanged: T },
): Promise<{ doc: DocumentFull; result: T }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    // Seeing the document comes first, so one of another kind or in the trash answers as it does to a reader.
    const { actor, row } = allow(who, "document.read", await loadRow(db, id));
    if (row.kind !== kind) throw notFound();
    if (row.deletedAt) throw invalid([{ path: "id", message: "Expected a document that is not in the trash" }]);
    authorize(actor, action, row);
    const out = change(JSON.parse(row.body), { ownerId: row.ownerId, actor });
    if ("unchanged" in out) return { doc: await getDocument(db, actor, id), result: out.unchanged };
    const body = JSON.stringify(checkedBody(kind, out.body));
    if (await commitVersion(db, row, actor.userId, { body, note: out.note }))
      return { doc: await getDocument(db, actor, id), result: out.result };
  }
  throw conflict("The document kept changing while saving; try again", {});
}

function stale(row: Row) {
  return conflict(`This document changed since version you edited; it is now at version ${row.version}`, {
    current: { version: row.version, title: row.title, body: JSON.parse(row.body), updatedAt: row.updatedAt.toISOString() },
  });
}

export async function deleteDocument(db: Db, who: Principal, id: string): Promise<void> {
  const { row } = allow(who, "document.delete", await loadRow(db, id));
  if (!row.deletedAt) await db.document.update({ where: { id }, data: { deletedAt: new Date() } });
}

/** Takes a document out of the trash. */
export async function undeleteDocument(db: Db, who: Principal, id: string): Promise<DocumentFull> {
  const { actor, row } = allow(who, "document.restore", await loadRow(db, id));
  if (row.deletedAt) await db.document.update({ where: { id }, data: { deletedAt: null } });
  return getDocument(db, actor, id);
}

export async function listRevisions(db: Db, who: Principal, id: string): Promise<RevisionSummary[]> {
  allow(who, "revision.list", await loadRow(db, id));
  const rows = await db.revision.findMany({
    where: { documentId: id },
    orderBy: { version: "desc" },
    select: { version: true, title: true, note: true, createdAt: true, author: { select: { name: true } } },
  });
  return rows.map((r) => ({
    version: r.version,
    title: r.title,
    note: r.note,
    authorName: r.author.name,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function getRevision(db: Db, who: Principal, id: string, version: number) {
  allow(who, "revision.read", await loadRow(db, id));
  const rev = await db.revision.findUnique({ where: { documentId_version: { documentId: id, version } } });
  if (!rev) throw notFound("Revision");
  return {
    version: rev.version,
    title: rev.title,
    note: rev.note,
    body: JSON.parse(rev.body) as unknown,
    createdAt: rev.createdAt.toISOString(),
  };
}

/** Restoring a revision is a new save of its content: history only ever grows. */
export async function restoreRevision(db: Db, who: Principal, id: string, version: number, baseVersion: number): Promise<DocumentFull> {
  const { actor } = allow(who, "revision.restore", await loadRow(db, id));
  const rev = await getRevision(db, actor, id, version);
  return updateDocument(db, actor, id, { baseVersion, title: rev.title, body: rev.body, note: `Restored version ${version}` });
}

export async function duplicateDocument(db: Db, who: Principal, id: string): Promise<DocumentFull> {
  const { actor, row } = allow(who, "document.duplicate", await loadRow(db, id));
  return createDocument(
    db,
    actor,
    { kind: row.kind, title: `${row.title} (copy)`.slice(0, 200), body: JSON.parse(row.body) },
    `Duplicated from ${row.title}`,
  );
}

export async function shareDocument(db: Db, who: Principal, id: string, email: string, role: ShareRole): Promise<DocumentFull> {
  const { actor } = allow(who, "document.share", await loadRow(db, id));
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user) throw invalid([{ path: "email", message: "Expected the email of a Hexfolio account" }]);
  if (user.id === actor.userId) throw invalid([{ path: "email", message: "Expected someone other than the owner" }]);
  await db.share.upsert({
    where: { documentId_userId: { documentId: id, userId: user.id } },
    create: { documentId: id, userId: user.id, role },
    update: { role },
  });
  return getDocument(db, actor, id);
}

export async function unshareDocument(db: Db, who: Principal, id: string, userId: string): Promise<DocumentFull> {
  const { actor } = allow(who, "document.unshare", await loadRow(db, id));
  await db.share.deleteMany({ where: { documentId: id, userId } });
  return getDocument(db, actor, id);
}
