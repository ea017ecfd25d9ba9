// The document repository: every authored thing (tile set, book, mission, campaign, …) is a
// versioned JSON document with immutable revisions. Each function takes the principal making the
// request and asks lib/auth/policy before touching a row.
//
// What a reader gets depends on the role the policy grants: people a document is shared with see
// its current version and who it is shared with; a public reader (it is published) sees only the
// published revision and the owner's display name; a playtest still in progress shows its seed
// and moves only to those who may edit it (the policy's playtest.replay).
//
// A kind may keep an append-only list of its body as rows of their own (a campaign's ledger, see
// DocumentKind.log): the list reads as the entries stored in the body (those from before rows were
// kept) followed by the rows in order; posting an entry writes only its row; a save need not send
// the list, and what it sends may only add entries.
//
// Every write is sized: each kind's stored body has a cap, and what a user's documents take is
// counted against their quota in the same transaction as the write (lib/db/storage.ts).
import {
  authorize,
  decide,
  denialError,
  listableDocuments,
  roleOf,
  type DocumentAction,
  type DocumentFacts,
  type Principal,
  type Role,
  type ShareRole,
  type SignedIn,
} from "../auth/policy";
import { getKind, validateBody, KIND_IDS, type DocumentKind } from "../content/registry";
import type {
  CreateDocumentInput,
  DocumentFull,
  DocumentPage,
  DocumentSummary,
  RevisionPage,
  RevisionSummary,
  UpdateDocumentInput,
} from "../content/api";
import { AppError, conflict, invalid, notFound, tooLarge } from "../errors";
import type { FieldIssue } from "../content/issues";
import { loadModule } from "../games/registry";
import { samplesOf } from "../content/library-samples";
import { testGamesEnabled } from "../games/catalog";
import { playtestFinished } from "../games/finished";
import { charge, DOCUMENT_OVERHEAD_BYTES, REVISION_OVERHEAD_BYTES } from "./storage";
import { inlinePictures, internPictures, linkAssets } from "./assets";
import { providerOf, type Db } from "./client";
import { decodeCursor, encodeCursor, pageSize } from "./pages";

export type { DocumentSummary, DocumentFull, RevisionSummary } from "../content/api";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const withAccess = { shares: true, owner: { select: { name: true } } } as const;

type Row = NonNullable<Awaited<ReturnType<typeof loadRow>>>;

async function loadRow(db: Db, id: string) {
  return db.document.findUnique({
    where: { id },
    include: { shares: { include: { user: { select: { email: true, name: true } } } }, owner: { select: { name: true } } },
  });
}

/** The policy's facts about a row: the version a public reader sees is the published one. */
function facts<R extends { ownerId: string; published: boolean; deletedAt: Date | null; shares: { userId: string; role: string }[] }>(
  row: R & { version: number; publishedVersion: number | null },
): DocumentFacts {
  return { ...row, publicVersion: row.publishedVersion ?? row.version };
}

/** The row, the principal's role on it and the principal signed in, or the policy's refusal thrown. */
function allow(who: Principal, action: DocumentAction, row: Row | null): { actor: SignedIn; role: Role; row: Row } {
  const { actor, role } = authorize(who, action, row && facts(row));
  // The policy answers 404 for a missing row, so here there is one.
  return { actor, role, row: row as Row };
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const megabytes = (n: number) => (n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(n / 1024)} KB`);

// ---------------------------------------------------------------------------------------------
// Bodies: validation, caps, and the append-only list kept as rows

function checkedBody(kind: string, body: unknown): unknown {
  const result = validateBody(kind, body);
  if (!result.ok) throw invalid(result.issues);
  return result.value;
}

/** The stored text of a body, refused with 413 past its kind's cap. */
function sized(def: DocumentKind, body: unknown): string {
  const text = JSON.stringify(body);
  const size = bytes(text);
  if (size > def.maxBytes) {
    throw tooLarge(
      "body",
      `A ${def.label.toLowerCase()} may take at most ${megabytes(def.maxBytes)} (this one takes ${megabytes(size)}); split it or ` +
        `leave out what it does not need`,
    );
  }
  return text;
}

/** Test games (the engine's dice race) are the test suite's: a playtest of one is refused elsewhere. */
async function checkGame(def: DocumentKind, body: unknown): Promise<void> {
  const gameId = def.playsGame?.(body);
  if (gameId === undefined) return;
  const mod = await loadModule(gameId).catch(() => null);
  if (!mod || (mod.testOnly && !testGamesEnabled())) {
    throw invalid([{ path: "body.gameId", message: `Expected an installed game (got "${gameId}")` }]);
  }
}

interface LogRows {
  /** Entries kept in the stored body (from before rows were kept, or none). */
  inBody: unknown[];
  /** Entries kept as rows, in order. */
  rows: unknown[];
  /** The highest seq stored, or -1. */
  lastSeq: number;
}

async function logRows(db: Db | Tx, def: DocumentKind, documentId: string, storedBody: unknown, before?: Date): Promise<LogRows | null> {
  if (!def.log) return null;
  const rows = await db.campaignEntry.findMany({
    where: { documentId, ...(before ? { createdAt: { lte: before } } : {}) },
    orderBy: { seq: "asc" },
    select: { seq: true, body: true },
  });
  const inBody = ((storedBody as Record<string, unknown>)[def.log.field] as unknown[] | undefined) ?? [];
  return { inBody, rows: rows.map((r) => JSON.parse(r.body) as unknown), lastSeq: rows.at(-1)?.seq ?? -1 };
}

/** The body as readers see it: the stored body with its list completed from the rows. */
function assembled(def: DocumentKind, storedBody: unknown, log: LogRows | null): unknown {
  if (!def.log || !log) return storedBody;
  return { ...(storedBody as object), [def.log.field]: [...log.inBody, ...log.rows] };
}

/**
 * A validated body to save, split into what the document row keeps and the list entries it adds.
 * Entries already recorded must be sent unchanged or not at all; entries with new ids are
 * appended, in the order sent. `full` is the body as it will read afterwards, for the kind's guard.
 */
function splitForSave(def: DocumentKind, incoming: Record<string, unknown>, log: LogRows | null) {
  if (!def.log || !log) return { stored: incoming, fresh: [] as unknown[], full: incoming };
  const { field, idOf } = def.log;
  const recorded = [...log.inBody, ...log.rows];
  const byId = new Map(recorded.map((e, i) => [idOf(e), i]));
  const sent = incoming[field];
  const fresh: unknown[] = [];
  if (Array.isArray(sent)) {
    const seen = new Set<string>();
    sent.forEach((entry, i) => {
      const id = idOf(entry);
      const at = byId.get(id);
      if (at !== undefined) {
        if (JSON.stringify(recorded[at]) !== JSON.stringify(entry)) {
          throw invalid([
            { path: `body.${field}.${i}`, message: "Expected recorded ledger entries unchanged: correct an entry by adding a correction" },
          ]);
        }
      } else if (!seen.has(id)) fresh.push(entry);
      seen.add(id);
    });
  }
  return {
    stored: { ...incoming, [field]: log.inBody },
    fresh,
    full: { ...incoming, [field]: [...recorded, ...fresh] },
  };
}

/** Writes new list entries as rows after `lastSeq`, charging their size to the owner. */
async function insertEntries(
  tx: Tx,
  def: DocumentKind,
  doc: { id: string; ownerId: string },
  authorId: string,
  entries: unknown[],
  lastSeq: number,
) {
  if (!def.log || entries.length === 0) return;
  const { idOf, maxEntryBytes, field } = def.log;
  const data = entries.map((entry, i) => {
    const text = JSON.stringify(entry);
    if (bytes(text) > maxEntryBytes) {
      throw tooLarge(
        `body.${field}.${i}`,
        `A ${field} entry may take at most ${megabytes(maxEntryBytes)} (this one takes ${megabytes(bytes(text))}); attach a link ` +
          `instead of a large replay`,
      );
    }
    return { documentId: doc.id, seq: lastSeq + 1 + i, entryId: idOf(entry), body: text, authorId };
  });
  await charge(
    tx,
    doc.ownerId,
    data.reduce((n, d) => n + bytes(d.body) + REVISION_OVERHEAD_BYTES, 0),
  );
  await tx.campaignEntry.createMany({ data });
}

// ---------------------------------------------------------------------------------------------
// Answers

function summary(
  row: Omit<Row, "shares"> & { shares: { userId: string; role: string }[] },
  role: Role,
  actor: SignedIn,
  published?: { version: number; title: string; createdAt: Date },
): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: published?.title ?? row.title,
    version: published?.version ?? row.version,
    published: row.published,
    publishedVersion: row.published ? (row.publishedVersion ?? row.version) : null,
    deleted: row.deletedAt !== null,
    ownerId: row.ownerId,
    ownerName: row.owner.name,
    role,
    sharedWithMe: row.shares.some((s) => s.userId === actor.userId),
    sample: row.sampleKey !== null,
    updatedAt: (published?.createdAt ?? row.updatedAt).toISOString(),
  };
}

/** The published revision a public reader sees. */
async function publishedRevision(db: Db, row: Row) {
  const version = row.publishedVersion ?? row.version;
  const rev = await db.revision.findUnique({
    where: { documentId_version: { documentId: row.id, version } },
    select: { version: true, title: true, body: true, createdAt: true },
  });
  // Revisions are never deleted; a published version always has one.
  if (!rev) throw notFound("Revision");
  return rev;
}

/** Whether the principal may see a playtest's seed and moves: always once finished, else only its editors. */
async function mayReplay(actor: SignedIn, row: Row, role: Role, body: unknown): Promise<boolean> {
  if (!getKind(row.kind)?.playsGame) return true;
  if (role === "owner" || role === "editor") return true;
  return decide(actor, "playtest.replay", { doc: facts(row), finished: await playtestFinished(body) }).allowed;
}

const WITHHELD =
  "This playtest is still being played: its seed and moves (a secret pick among them) are shown to viewers once it is finished.";

async function full(db: Db, row: Row, role: Role, actor: SignedIn): Promise<DocumentFull> {
  const def = getKind(row.kind);
  if (role === "public") {
    const rev = await publishedRevision(db, row);
    const stored = JSON.parse(rev.body) as unknown;
    const body = def ? assembled(def, stored, await logRows(db, def, row.id, stored, rev.createdAt)) : stored;
    const base = { ...summary(row, role, actor, rev), schemaVersion: row.schemaVersion, shares: [] };
    return (await mayReplay(actor, row, role, body)) ? { ...base, body } : { ...base, body: null, withheld: WITHHELD };
  }
  const stored = JSON.parse(row.body) as unknown;
  const body = def ? assembled(def, stored, await logRows(db, def, row.id, stored)) : stored;
  const base = {
    ...summary(row, role, actor),
    schemaVersion: row.schemaVersion,
    shares: row.shares.map((s) => ({ userId: s.userId, email: s.user.email, name: s.user.name, role: s.role as ShareRole })),
  };
  return (await mayReplay(actor, row, role, body)) ? { ...base, body } : { ...base, body: null, withheld: WITHHELD };
}

/** The whole document, or 403 when part of it is withheld from this reader (exporting, copying). */
function whole(doc: DocumentFull): DocumentFull {
  if (doc.withheld) throw denialError({ allowed: false, status: 403, message: doc.withheld });
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listDocuments(
  db: Db,
  who: Principal,
  filter: { kind?: string; q?: string; trash?: boolean; includePublished?: boolean; cursor?: string; limit?: number } = {},
): Promise<DocumentPage> {
  const { actor } = authorize(who, "document.list");
  const take = pageSize(filter.limit);
  const after = decodeCursor(filter.cursor, { u: "string", i: "string" });
  const q = filter.q?.trim();
  const rows = await db.document.findMany({
    where: {
      AND: [
        listableDocuments(actor, filter),
        filter.kind ? { kind: filter.kind } : {},
        // SQLite's LIKE ignores ASCII case by itself; PostgreSQL is told to.
        q ? { title: { contains: q, ...(providerOf(db) === "postgresql" ? { mode: "insensitive" as const } : {}) } } : {},
        after ? { OR: [{ updatedAt: { lt: new Date(after.u) } }, { updatedAt: new Date(after.u), id: { lt: after.i } }] } : {},
      ],
    },
    include: withAccess,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: take + 1,
  });
  const page = rows.slice(0, take);
  const last = page.at(-1);
  const documents: DocumentSummary[] = [];
  for (const row of page) {
    const role = roleOf(actor, row);
    if (!role) continue;
    // A public reader lists the published title and version, not the draft's.
    const published =
      role === "public" && row.publishedVersion !== null && row.publishedVersion !== row.version
        ? await db.revision.findUnique({
            where: { documentId_version: { documentId: row.id, version: row.publishedVersion } },
            select: { version: true, title: true, createdAt: true },
          })
        : null;
    documents.push(summary(row, role, actor, published ?? undefined));
  }
  return {
    documents,
    nextCursor: rows.length > take && last ? encodeCursor({ u: last.updatedAt.toISOString(), i: last.id }) : null,
  };
}

export async function getDocument(db: Db, who: Principal, id: string): Promise<DocumentFull> {
  const { actor, role, row } = allow(who, "document.read", await loadRow(db, id));
  return full(db, row, role, actor);
}

/**
 * The document as getDocument answers it, for writing to an export file: its pictures inlined as
 * data: URLs, so the file (and any drawing or print made from it) stands on its own.
 */
export async function exportDocument(db: Db, who: Principal, id: string): Promise<DocumentFull> {
  const { actor, role, row } = allow(who, "document.export", await loadRow(db, id));
  const doc = whole(await full(db, row, role, actor));
  return { ...doc, body: await inlinePictures(db, doc.body) };
}

export async function listRevisions(
  db: Db,
  who: Principal,
  id: string,
  page: { cursor?: string; limit?: number } = {},
): Promise<RevisionPage> {
  allow(who, "revision.list", await loadRow(db, id));
  const take = pageSize(page.limit);
  const after = decodeCursor(page.cursor, { v: "number" });
  const rows = await db.revision.findMany({
    where: { documentId: id, ...(after ? { version: { lt: after.v } } : {}) },
    orderBy: { version: "desc" },
    select: { version: true, title: true, note: true, createdAt: true, author: { select: { name: true } } },
    take: take + 1,
  });
  const revisions: RevisionSummary[] = rows.slice(0, take).map((r) => ({
    version: r.version,
    title: r.title,
    note: r.note,
    authorName: r.author.name,
    createdAt: r.createdAt.toISOString(),
  }));
  return { revisions, nextCursor: rows.length > take ? encodeCursor({ v: revisions.at(-1)!.version }) : null };
}

export async function getRevision(db: Db, who: Principal, id: string, version: number) {
  const { actor, role, row } = allow(who, "revision.read", await loadRow(db, id));
  const rev = await db.revision.findUnique({ where: { documentId_version: { documentId: id, version } } });
  if (!rev) throw notFound("Revision");
  // An earlier version of a playtest in progress holds its seed as much as the latest does.
  if (!(await mayReplay(actor, row, role, JSON.parse(row.body)))) throw denialError({ allowed: false, status: 403, message: WITHHELD });
  return {
    version: rev.version,
    title: rev.title,
    note: rev.note,
    body: JSON.parse(rev.body) as unknown,
    createdAt: rev.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

export async function createDocument(db: Db, who: Principal, input: CreateDocumentInput, note = "Created"): Promise<DocumentFull> {
  const { actor } = authorize(who, "document.create");
  const def = getKind(input.kind);
  if (!def) throw invalid([{ path: "kind", message: `Expected one of: ${KIND_IDS.join(", ")} (got "${input.kind}")` }]);
  if (input.body === undefined && input.template === undefined && def.createdFrom) {
    throw invalid([{ path: "body", message: `Expected a body: a new ${def.label.toLowerCase()} is started from ${def.createdFrom}` }]);
  }
  const template = input.template === undefined ? undefined : samplesOf(input.kind).find((x) => x.key === input.template);
  if (input.template !== undefined && (!template || input.body !== undefined)) {
    const keys = samplesOf(input.kind).map((x) => x.key);
    throw invalid([
      {
        path: "template",
        message:
          input.body !== undefined
            ? "Expected a template or a body, not both"
            : `Expected one of: ${keys.join(", ") || "(none for this kind)"}`,
      },
    ]);
  }
  const start = input.body !== undefined ? input.body : template ? structuredClone(template.file.body) : def.empty();
  const checked = checkedBody(input.kind, start);
  // Pictures sent as data: (an import, an old file) are stored once as assets; the body keeps references.
  const pictures = await internPictures(db, actor, checked, null);
  const body = pictures.body as Record<string, unknown>;
  await checkGame(def, body);
  // A kind's list starts as rows too, so the document row stays small however long the list is.
  const entries = def.log ? ((body[def.log.field] as unknown[]) ?? []) : [];
  const text = sized(def, def.log ? { ...body, [def.log.field]: [] } : body);
  const row = await db.$transaction(async (tx) => {
    await charge(tx, actor.userId, DOCUMENT_OVERHEAD_BYTES + REVISION_OVERHEAD_BYTES + bytes(text) + bytes(input.title));
    const doc = await tx.document.create({
      data: { kind: def.id, title: input.title, ownerId: actor.userId, schemaVersion: def.schemaVersion, body: text, version: 1 },
    });
    await tx.revision.create({ data: { documentId: doc.id, version: 1, title: doc.title, body: text, authorId: actor.userId, note } });
    await linkAssets(tx, doc.id, pictures.assetIds);
    await insertEntries(tx, def, doc, actor.userId, entries, -1);
    return doc;
  });
  return getDocument(db, actor, row.id);
}

/** How often a save that only adds is tried again when another save of the same document wins the race to commit. */
const ADDING_SAVE_TRIES = 4;

export async function updateDocument(db: Db, who: Principal, id: string, input: UpdateDocumentInput): Promise<DocumentFull> {
  // A save that only adds (a playtest's moves) was accepted on a stale version; if another save
  // committed between reading and writing, it is read and checked again on the new version rather
  // than refused, so two saves of one game sent together (leaving the page while one is on its way)
  // both land.
  for (let attempt = 1; ; attempt++) {
    const saved = await updateOnce(db, who, id, input, attempt === ADDING_SAVE_TRIES);
    if (saved !== RACED) return saved;
  }
}

const RACED = Symbol("raced");

async function updateOnce(
  db: Db,
  who: Principal,
  id: string,
  input: UpdateDocumentInput,
  lastTry: boolean,
): Promise<DocumentFull | typeof RACED> {
  const { actor, row } = allow(who, input.published === undefined ? "document.edit" : "document.publish", await loadRow(db, id));
  if (row.deletedAt) throw invalid([{ path: "id", message: "Expected a document that is not in the trash; restore it first" }]);
  const def = getKind(row.kind);
  if (!def) throw notFound();
  let change: { stored: string; fresh: unknown[]; lastSeq: number; assetIds: string[] } | undefined;
  // A stale save may still be written when it only adds to what is stored (the kind says when).
  let onlyAdds = false;
  if (input.body !== undefined) {
    if (typeof input.body !== "object" || input.body === null || Array.isArray(input.body)) {
      throw invalid([{ path: "body", message: `Expected a ${def.label.toLowerCase()} body (an object)` }]);
    }
    const storedBefore = JSON.parse(row.body) as unknown;
    const log = await logRows(db, def, id, storedBefore);
    const incoming = input.body as Record<string, unknown>;
    // A list the save leaves out stays as it is (the studio sends a campaign without its ledger).
    const sent = def.log && incoming[def.log.field] === undefined ? { ...incoming, [def.log.field]: [] } : incoming;
    const pictures = await internPictures(db, actor, checkedBody(row.kind, sent), id);
    const parsed = pictures.body as Record<string, unknown>;
    await checkGame(def, parsed);
    const split = splitForSave(def, parsed, log);
    // A kind may add rules of its own to a save (a campaign's ledger: each new entry legal for the one saving it).
    const guard = def.guardUpdate as ((b: unknown, a: unknown, actor: string, owner: string) => FieldIssue[]) | undefined;
    if (guard) {
      const issues = guard(assembled(def, storedBefore, log), split.full, actor.userId, row.ownerId);
      if (issues.length) throw invalid(issues);
    }
    change = { stored: sized(def, split.stored), fresh: split.fresh, lastSeq: log?.lastSeq ?? -1, assetIds: pictures.assetIds };
    const extendsStored = def.extendsStored as ((stored: unknown, sent: unknown) => boolean) | undefined;
    onlyAdds =
      !!extendsStored &&
      (input.title === undefined || input.title === row.title) &&
      input.published === undefined &&
      extendsStored(storedBefore, parsed);
  }
  if (input.baseVersion !== row.version && !onlyAdds) throw await stale(db, row);
  const committed = await commitVersion(db, row, actor.userId, {
    title: input.title,
    body: change?.stored,
    published: input.published,
    note: input.note ?? "",
    entries: change?.fresh ?? [],
    lastSeq: change?.lastSeq ?? -1,
    assetIds: change?.assetIds ?? [],
  });
  if (!committed) {
    if (onlyAdds && !lastTry) return RACED;
    throw await stale(db, (await loadRow(db, id))!);
  }
  return getDocument(db, actor, id);
}

/**
 * Writes the next version of a document and its revision, if the document is still at
 * `row.version` (the version in the WHERE clause makes check and write one atomic step), with
 * any list entries the save adds. Authorization is the caller's: every caller has asked
 * lib/auth/policy first.
 */
async function commitVersion(
  db: Db,
  row: Row,
  authorId: string,
  change: {
    title?: string;
    body?: string;
    published?: boolean;
    note: string;
    entries?: unknown[];
    lastSeq?: number;
    assetIds?: string[];
  },
): Promise<boolean> {
  const version = row.version + 1;
  const title = change.title ?? row.title;
  const body = change.body ?? row.body;
  const def = getKind(row.kind)!;
  try {
    return await db.$transaction(async (tx) => {
      const { count } = await tx.document.updateMany({
        where: { id: row.id, version: row.version },
        data: {
          version,
          title,
          ...(change.body !== undefined ? { body: change.body } : {}),
          // Publishing pins the version readers see: this one; unpublishing forgets it.
          ...(change.published !== undefined ? { published: change.published, publishedVersion: change.published ? version : null } : {}),
        },
      });
      if (count === 0) return false;
      // Each revision is kept for good: it is what counts against the owner's quota.
      await charge(tx, row.ownerId, REVISION_OVERHEAD_BYTES + bytes(body) + bytes(title));
      await tx.revision.create({ data: { documentId: row.id, version, title, body, authorId, note: change.note } });
      await linkAssets(tx, row.id, change.assetIds ?? []);
      await insertEntries(tx, def, row, authorId, change.entries ?? [], change.lastSeq ?? -1);
      return true;
    });
  } catch (err) {
    // Another save took those entry places first: this one is stale, as a version race is.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  if (err instanceof AppError) return false;
  const code = (err as { code?: unknown })?.code;
  return code === "P2002" || /unique constraint/i.test(err instanceof Error ? err.message : String(err));
}

/**
 * For writes of one kind's own (a game master inviting a player to a campaign): asks the policy
 * for `action`, reads the current body, lets `change` compute the next one, and commits it,
 * retrying when another save got in between.
 */
export async function amendDocument<T>(
  db: Db,
  who: Principal,
  id: string,
  kind: string,
  action: "campaign.invite",
  change: (body: unknown, doc: { ownerId: string; actor: SignedIn }) => { body: unknown; note: string; result: T } | { unchanged: T },
): Promise<{ doc: DocumentFull; result: T }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    // Seeing the document comes first, so one of another kind or in the trash answers as it does to a reader.
    const { actor, row } = allow(who, "document.read", await loadRow(db, id));
    if (row.kind !== kind) throw notFound();
    if (row.deletedAt) throw invalid([{ path: "id", message: "Expected a document that is not in the trash" }]);
    authorize(actor, action, facts(row));
    const def = getKind(kind)!;
    const storedBefore = JSON.parse(row.body) as unknown;
    const log = await logRows(db, def, id, storedBefore);
    const out = change(assembled(def, storedBefore, log), { ownerId: row.ownerId, actor });
    if ("unchanged" in out) return { doc: await getDocument(db, actor, id), result: out.unchanged };
    const next = checkedBody(kind, out.body) as Record<string, unknown>;
    const stored = def.log && log ? { ...next, [def.log.field]: log.inBody } : next;
    if (await commitVersion(db, row, actor.userId, { body: sized(def, stored), note: out.note }))
      return { doc: await getDocument(db, actor, id), result: out.result };
  }
  throw conflict("The document kept changing while saving; try again", {});
}

/**
 * Appends one entry to a kind's list (a campaign's ledger) as a row of its own: the policy is
 * asked for `action` on the document, `check` judges the entry against the list as it stands
 * (null: already recorded), and only that row is written. Two posts racing for the same place
 * are ordered by the row's unique place: the loser judges again against the list with the
 * winner's entry in it.
 */
export async function appendEntry<T>(
  db: Db,
  who: Principal,
  id: string,
  kind: string,
  action: "campaign.post",
  check: (body: unknown, doc: { ownerId: string; actor: SignedIn }) => { entry: unknown; result: T } | { unchanged: T },
): Promise<{ doc: DocumentFull; result: T }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const { actor, row } = allow(who, "document.read", await loadRow(db, id));
    if (row.kind !== kind) throw notFound();
    if (row.deletedAt) throw invalid([{ path: "id", message: "Expected a document that is not in the trash" }]);
    authorize(actor, action, facts(row));
    const def = getKind(kind)!;
    const storedBefore = JSON.parse(row.body) as unknown;
    const log = await logRows(db, def, id, storedBefore);
    const out = check(assembled(def, storedBefore, log), { ownerId: row.ownerId, actor });
    if ("unchanged" in out) return { doc: await getDocument(db, actor, id), result: out.unchanged };
    // An entry may carry pictures too (a battle's replay of illustrated books): stored as assets like a body's.
    const pictures = await internPictures(db, actor, out.entry, id);
    try {
      await db.$transaction(async (tx) => {
        await insertEntries(tx, def, row, actor.userId, [pictures.body], log?.lastSeq ?? -1);
        await linkAssets(tx, id, pictures.assetIds);
        // The document moves up the lists; its version (the roster's) stays.
        await tx.document.update({ where: { id }, data: { updatedAt: new Date() } });
      });
    } catch (err) {
      if (isUniqueViolation(err)) continue;
      throw err;
    }
    return { doc: await getDocument(db, actor, id), result: out.result };
  }
  throw conflict("The ledger kept changing while posting; try again", {});
}

async function stale(db: Db, row: Row) {
  const def = getKind(row.kind);
  const stored = JSON.parse(row.body) as unknown;
  const body = def ? assembled(def, stored, await logRows(db, def, row.id, stored)) : stored;
  return conflict(`This document changed since version you edited; it is now at version ${row.version}`, {
    current: { version: row.version, title: row.title, body, updatedAt: row.updatedAt.toISOString() },
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

/** Restoring a revision is a new save of its content: history only ever grows. */
export async function restoreRevision(db: Db, who: Principal, id: string, version: number, baseVersion: number): Promise<DocumentFull> {
  const { actor } = allow(who, "revision.restore", await loadRow(db, id));
  const rev = await getRevision(db, actor, id, version);
  return updateDocument(db, actor, id, { baseVersion, title: rev.title, body: rev.body, note: `Restored version ${version}` });
}

export async function duplicateDocument(db: Db, who: Principal, id: string): Promise<DocumentFull> {
  const { actor, role, row } = allow(who, "document.duplicate", await loadRow(db, id));
  // A copy holds what the reader sees: a public reader copies the published version.
  const doc = whole(await full(db, row, role, actor));
  return createDocument(
    db,
    actor,
    { kind: row.kind, title: `${doc.title} (copy)`.slice(0, 200), body: doc.body },
    `Duplicated from ${doc.title}`,
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

/** The policy's facts about several documents (the ones a live match is played with), by id. */
export async function documentFacts(db: Db, ids: string[]): Promise<Map<string, DocumentFacts>> {
  const rows = await db.document.findMany({ where: { id: { in: [...new Set(ids)] } }, include: { shares: true } });
  return new Map(rows.map((row) => [row.id, facts(row)]));
}

/**
 * One revision of a document as a match's content, read with the principal's rights: the people it
 * is shared with may use any version, a public reader the published one (the policy's
 * document.use). `version` omitted: the one the principal reads now. Answers 404 like getDocument
 * for a document the principal may not see.
 */
export async function readRevisionForUse(
  db: Db,
  who: Principal,
  id: string,
  version?: number,
): Promise<{ id: string; kind: string; title: string; version: number; body: unknown; ownerName: string }> {
  const row = await loadRow(db, id);
  const role = row ? roleOf(who, facts(row)) : null;
  const pinned = version ?? (row && role === "public" ? (row.publishedVersion ?? row.version) : row?.version) ?? 1;
  authorize(who, "document.use", { doc: row && facts(row), version: pinned });
  const found = row as Row;
  const rev = await db.revision.findUnique({ where: { documentId_version: { documentId: id, version: pinned } } });
  if (!rev) throw notFound("Revision");
  const def = getKind(found.kind);
  const stored = JSON.parse(rev.body) as unknown;
  const body = def ? assembled(def, stored, await logRows(db, def, id, stored, rev.createdAt)) : stored;
  return { id, kind: found.kind, title: rev.title, version: rev.version, body, ownerName: found.owner.name };
}
