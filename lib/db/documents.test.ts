import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import {
  createDocument,
  deleteDocument,
  duplicateDocument,
  getDocument,
  getRevision,
  listDocuments,
  listRevisions,
  restoreRevision,
  shareDocument,
  undeleteDocument,
  updateDocument,
} from "./documents";
import { freshTestDb, rejects, testUser, type TestDb } from "./testing";
import { emptyTileset } from "../content/kinds/tileset";

let t: TestDb;
let alice: { userId: string };
let bob: { userId: string };
let carol: { userId: string };

beforeAll(async () => {
  t = await freshTestDb();
  const mk = (name: string) => testUser(t.db, name);
  alice = await mk("alice");
  bob = await mk("bob");
  carol = await mk("carol");
});

afterAll(async () => {
  await t?.close();
});

const tile = { id: "straight", name: "Straight", kind: "jungle", paths: [0, 3], count: 2 };

describe(`document service (${process.env.TEST_POSTGRES_URL ? "postgresql" : "sqlite"})`, () => {
  it("creates a document with version 1, a first revision and the kind's empty body", async () => {
    const doc = await createDocument(t.db, alice, { kind: "tileset", title: "Deck" });
    expect(doc.version).toBe(1);
    expect(doc.role).toBe("owner");
    expect(doc.body).toEqual(emptyTileset());
    const revs = (await listRevisions(t.db, alice, doc.id)).revisions;
    expect(revs.map((r) => r.version)).toEqual([1]);
  });

  it("rejects an unknown kind and invalid bodies with every failing field path, writing nothing", async () => {
    const before = (await listDocuments(t.db, alice)).documents.length;
    const unknown = await rejects(createDocument(t.db, alice, { kind: "spaceship", title: "X" }));
    expect(unknown.status).toBe(400);
    expect(unknown.details.issues).toEqual([expect.objectContaining({ path: "kind" })]);

    const bad = await rejects(
      createDocument(t.db, alice, {
        kind: "tileset",
        title: "Bad",
        body: { ...emptyTileset(), tiles: [{ ...tile, paths: [0, 9], count: "two" }] },
      }),
    );
    expect(bad.status).toBe(400);
    const paths = (bad.details.issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(["body.tiles.0.count", "body.tiles.0.paths.1"]);
    expect((await listDocuments(t.db, alice)).documents.length).toBe(before);
  });

  it("bumps the version on each save, keeps immutable revisions and refuses a stale save with 409", async () => {
    const doc = await createDocument(t.db, alice, { kind: "tileset", title: "Versions" });
    const v2 = await updateDocument(t.db, alice, doc.id, { baseVersion: 1, body: { ...emptyTileset(), tiles: [tile] } });
    expect(v2.version).toBe(2);
    const v3 = await updateDocument(t.db, alice, doc.id, { baseVersion: 2, title: "Renamed" });
    expect(v3.title).toBe("Renamed");

    const stale = await rejects(updateDocument(t.db, alice, doc.id, { baseVersion: 2, title: "Other tab" }));
    expect(stale.status).toBe(409);
    expect(stale.details.current).toMatchObject({ version: 3, title: "Renamed" });
    expect((await getDocument(t.db, alice, doc.id)).title).toBe("Renamed");

    const r1 = await getRevision(t.db, alice, doc.id, 1);
    expect(r1.body).toEqual(emptyTileset());
    const restored = await restoreRevision(t.db, alice, doc.id, 1, 3);
    expect(restored.version).toBe(4);
    expect(restored.body).toEqual(emptyTileset());
    expect((await listRevisions(t.db, alice, doc.id)).revisions.map((r) => r.version)).toEqual([4, 3, 2, 1]);
    expect((await getRevision(t.db, alice, doc.id, 2)).body).toMatchObject({ tiles: [expect.objectContaining({ id: "straight" })] });
  });

  it("lets only one of two concurrent saves from the same version win", async () => {
    const doc = await createDocument(t.db, alice, { kind: "tileset", title: "Race" });
    const results = await Promise.allSettled([
      updateDocument(t.db, alice, doc.id, { baseVersion: 1, title: "A" }),
      updateDocument(t.db, alice, doc.id, { baseVersion: 1, title: "B" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((failed.reason as AppError).status).toBe(409);
    expect((await listRevisions(t.db, alice, doc.id)).revisions.length).toBe(2);
  });

  it("answers 404 to users who may not read, 403 to viewers who write, and honours shares and publishing", async () => {
    const doc = await createDocument(t.db, alice, { kind: "tileset", title: "Private" });
    expect((await rejects(getDocument(t.db, bob, doc.id))).status).toBe(404);
    expect((await rejects(updateDocument(t.db, bob, doc.id, { baseVersion: 1, title: "Mine" }))).status).toBe(404);
    expect((await rejects(deleteDocument(t.db, bob, doc.id))).status).toBe(404);
    expect((await rejects(listRevisions(t.db, bob, doc.id))).status).toBe(404);
    expect((await rejects(getDocument(t.db, bob, "no-such-id"))).status).toBe(404);
    expect((await listDocuments(t.db, bob)).documents.map((d) => d.id)).not.toContain(doc.id);

    await shareDocument(t.db, alice, doc.id, "bob@example.test", "viewer");
    expect((await getDocument(t.db, bob, doc.id)).role).toBe("viewer");
    expect((await rejects(updateDocument(t.db, bob, doc.id, { baseVersion: 1, title: "Mine" }))).status).toBe(403);

    await shareDocument(t.db, alice, doc.id, "bob@example.test", "editor");
    const edited = await updateDocument(t.db, bob, doc.id, { baseVersion: 1, title: "Edited by Bob" });
    expect(edited.version).toBe(2);
    expect((await rejects(deleteDocument(t.db, bob, doc.id))).status).toBe(403);
    expect((await rejects(shareDocument(t.db, bob, doc.id, "carol@example.test", "editor"))).status).toBe(403);
    expect((await rejects(updateDocument(t.db, bob, doc.id, { baseVersion: 2, published: true }))).status).toBe(400);

    expect((await rejects(getDocument(t.db, carol, doc.id))).status).toBe(404);
    await updateDocument(t.db, alice, doc.id, { baseVersion: 2, published: true });
    expect((await getDocument(t.db, carol, doc.id)).role).toBe("public");
    expect((await listDocuments(t.db, carol, { includePublished: true })).documents.map((d) => d.id)).toContain(doc.id);
  });

  it("soft-deletes into the owner's trash and restores", async () => {
    const doc = await createDocument(t.db, alice, { kind: "tileset", title: "Trash me" });
    await shareDocument(t.db, alice, doc.id, "bob@example.test", "editor");
    await deleteDocument(t.db, alice, doc.id);
    expect((await listDocuments(t.db, alice)).documents.map((d) => d.id)).not.toContain(doc.id);
    expect((await listDocuments(t.db, alice, { trash: true })).documents.map((d) => d.id)).toContain(doc.id);
    expect((await rejects(getDocument(t.db, bob, doc.id))).status).toBe(404);
    expect((await rejects(updateDocument(t.db, alice, doc.id, { baseVersion: 1, title: "x" }))).status).toBe(400);
    const back = await undeleteDocument(t.db, alice, doc.id);
    expect(back.deleted).toBe(false);
    expect((await getDocument(t.db, bob, doc.id)).role).toBe("editor");
  });

  it("duplicates into a new document owned by the caller and searches titles", async () => {
    const doc = await createDocument(t.db, alice, { kind: "tileset", title: "Jungle Deck", body: { ...emptyTileset(), tiles: [tile] } });
    await shareDocument(t.db, alice, doc.id, "carol@example.test", "viewer");
    const copy = await duplicateDocument(t.db, carol, doc.id);
    expect(copy.ownerId).toBe(carol.userId);
    expect(copy.body).toEqual((await getDocument(t.db, alice, doc.id)).body);
    expect((await listDocuments(t.db, carol, { q: "jungle deck (COPY" })).documents.map((d) => d.id)).toEqual([copy.id]);
  });
});
