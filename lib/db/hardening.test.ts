// Regression tests of what probing the studio found, at the repository: each holds on SQLite and,
// with TEST_POSTGRES_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import { lw } from "../content/campaign/testing";
import { emptyCampaign } from "../content/kinds/campaign";
import { emptyTileset } from "../content/kinds/tileset";
import { postCampaignEntry } from "./campaigns";
import {
  createDocument,
  duplicateDocument,
  exportDocument,
  getDocument,
  getRevision,
  listDocuments,
  listRevisions,
  shareDocument,
  updateDocument,
} from "./documents";
import { freshTestDb, rejects, testUser, type TestDb } from "./testing";

let t: TestDb;
let alice: { userId: string };
let bob: { userId: string };
let carol: { userId: string };

beforeAll(async () => {
  t = await freshTestDb();
  alice = await testUser(t.db, "alice");
  bob = await testUser(t.db, "bob");
  carol = await testUser(t.db, "carol");
});
afterAll(async () => t?.close());

describe("publishing shows the published revision and a display name, nothing else", () => {
  it("hides collaborators' emails and the history from public readers, and later edits until published again", async () => {
    const doc = await createDocument(t.db, alice, { kind: "book", title: "Mirim", body: mirimDoc.body });
    await shareDocument(t.db, alice, doc.id, "bob@example.test", "editor");
    const published = await updateDocument(t.db, alice, doc.id, { baseVersion: 1, published: true });
    await updateDocument(t.db, bob, doc.id, { baseVersion: published.version, title: "Mirim, work in progress" });

    const seen = await getDocument(t.db, carol, doc.id);
    expect(seen.role).toBe("public");
    expect(seen.shares).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain("@example.test");
    expect(seen.ownerName).toBe("alice");
    expect([seen.version, seen.title]).toEqual([published.version, "Mirim"]);
    expect((await rejects(listRevisions(t.db, carol, doc.id))).status).toBe(403);
    expect((await rejects(getRevision(t.db, carol, doc.id, 1))).status).toBe(403);
    const listed = (await listDocuments(t.db, carol, { includePublished: true })).documents.find((d) => d.id === doc.id);
    expect([listed?.title, listed?.version]).toEqual(["Mirim", published.version]);
    // A copy is of what the reader sees.
    expect((await duplicateDocument(t.db, carol, doc.id)).title).toBe("Mirim (copy)");

    // The people it is shared with still see everything.
    expect((await getDocument(t.db, bob, doc.id)).title).toBe("Mirim, work in progress");
    expect((await getDocument(t.db, bob, doc.id)).shares[0].email).toBe("bob@example.test");
    // Publishing again shows the latest.
    const current = await getDocument(t.db, alice, doc.id);
    await updateDocument(t.db, alice, doc.id, { baseVersion: current.version, published: true });
    expect((await getDocument(t.db, carol, doc.id)).title).toBe("Mirim, work in progress");
  });
});

describe("lists come a page at a time, with a cursor", () => {
  it("pages through more documents than a page holds, each once, in order", async () => {
    const owner = await testUser(t.db, "lister");
    const ids = new Set<string>();
    for (let i = 0; i < 7; i++) ids.add((await createDocument(t.db, owner, { kind: "ruleset", title: `Rules ${i}` })).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listDocuments(t.db, owner, { limit: 3, cursor });
      expect(page.documents.length).toBeLessThanOrEqual(3);
      seen.push(...page.documents.map((d) => d.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());
    expect((await rejects(listDocuments(t.db, owner, { cursor: "not-a-cursor" }))).status).toBe(400);
  });

  it("pages through revisions", async () => {
    const doc = await createDocument(t.db, alice, { kind: "ruleset", title: "v1" });
    for (let v = 1; v < 5; v++) await updateDocument(t.db, alice, doc.id, { baseVersion: v, title: `v${v + 1}` });
    const first = await listRevisions(t.db, alice, doc.id, { limit: 2 });
    const second = await listRevisions(t.db, alice, doc.id, { limit: 2, cursor: first.nextCursor! });
    const third = await listRevisions(t.db, alice, doc.id, { limit: 2, cursor: second.nextCursor! });
    expect([...first.revisions, ...second.revisions, ...third.revisions].map((r) => r.version)).toEqual([5, 4, 3, 2, 1]);
    expect(third.nextCursor).toBeNull();
  });
});

describe("test fixtures stay out of a studio that does not ask for them", () => {
  it("refuses a playtest of the engine's test game, and a playtest without a body", async () => {
    const dice = {
      gameId: "test/dice-race",
      seed: 1,
      content: null,
      seats: [
        { label: "Odds", controller: "human" },
        { label: "Evens", controller: "random" },
      ],
      log: [],
    };
    const saved = process.env.HEXFOLIO_TEST_GAMES;
    delete process.env.HEXFOLIO_TEST_GAMES;
    try {
      const err = await rejects(createDocument(t.db, alice, { kind: "playtest", title: "Dice", body: dice }));
      expect(err.details.issues).toEqual([expect.objectContaining({ path: "body.gameId" })]);
      const empty = await rejects(createDocument(t.db, alice, { kind: "playtest", title: "Empty" }));
      expect(empty.details.issues).toEqual([expect.objectContaining({ path: "body", message: expect.stringContaining("/play") })]);
    } finally {
      if (saved !== undefined) process.env.HEXFOLIO_TEST_GAMES = saved;
    }
  });
});

describe("a playtest still being played keeps its secrets from viewers", () => {
  it("shows seed and moves only to its editors until the game is over", async () => {
    // A duel where seat 0 has picked and seat 1 not yet: the pick is in the log, unrevealed.
    const body = {
      gameId: "lostworlds",
      seed: "s",
      content: { books: [mirimDoc.body, mirimDoc.body] },
      seats: [
        { label: "A", controller: "human" },
        { label: "B", controller: "human" },
      ],
      log: [{ action: { seat: 0, page: 50 }, events: [] }],
    };
    const doc = await createDocument(t.db, alice, { kind: "playtest", title: "In progress", body });
    await shareDocument(t.db, alice, doc.id, "bob@example.test", "viewer");
    const seen = await getDocument(t.db, bob, doc.id);
    expect(seen.body).toBeNull();
    expect(seen.withheld).toMatch(/still being played/);
    expect(JSON.stringify(seen)).not.toMatch(/"page":50/);
    expect((await rejects(getRevision(t.db, bob, doc.id, 1))).status).toBe(403);
    expect((await rejects(exportDocument(t.db, bob, doc.id))).status).toBe(403);
    expect((await rejects(duplicateDocument(t.db, bob, doc.id))).status).toBe(403);
    expect((await getDocument(t.db, alice, doc.id)).body).toMatchObject({ seed: "s" });
  });
});

describe("campaigns grow entry by entry, and every kind has a size", () => {
  it("keeps ledger entries as rows: a save without the ledger keeps it, a save may only add to it", async () => {
    const body = { ...emptyCampaign(), characters: [lw("mirim"), lw("vesna")] };
    const doc = await createDocument(t.db, alice, { kind: "campaign", title: "Long campaign", body });
    const battle = (n: number) => ({
      id: `b${n}`,
      at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      by: alice.userId,
      type: "battle",
      participants: [
        { characterId: "mirim", side: "a" },
        { characterId: "vesna", side: "b" },
      ],
      winningSide: "a",
    });
    for (let n = 0; n < 3; n++) await postCampaignEntry(t.db, alice, doc.id, battle(n));
    const stored = await t.db.document.findUnique({ where: { id: doc.id } });
    expect(JSON.parse(stored!.body).ledger).toEqual([]);
    // A save of the roster alone, as the studio sends it.
    const current = await getDocument(t.db, alice, doc.id);
    const { ledger: _ledger, ...roster } = current.body as Record<string, unknown>;
    const saved = await updateDocument(t.db, alice, doc.id, { baseVersion: current.version, body: { ...roster, members: [] } });
    expect((saved.body as { ledger: { id: string }[] }).ledger.map((e) => e.id)).toEqual(["b0", "b1", "b2"]);
    // A save with the ledger may add an entry after the recorded ones...
    const more = await updateDocument(t.db, alice, doc.id, {
      baseVersion: saved.version,
      body: { ...roster, ledger: [...(saved.body as { ledger: unknown[] }).ledger, battle(3)] },
    });
    expect((more.body as { ledger: unknown[] }).ledger).toHaveLength(4);
    // ...but not change one.
    const edited = structuredClone(more.body) as { ledger: { winningSide: string }[] };
    edited.ledger[1].winningSide = "b";
    const refused = await rejects(updateDocument(t.db, alice, doc.id, { baseVersion: more.version, body: edited }));
    expect(refused.details.issues).toEqual([expect.objectContaining({ path: "body.ledger.1" })]);
  });

  it("refuses a body over its kind's size with 413 and a message saying how much, and strips fields no kind has", async () => {
    const pad = "x".repeat(4 * 1024 * 1024);
    const big = { ...emptyCampaign(), description: { type: "doc", attrs: { pad } } };
    const err = await rejects(createDocument(t.db, alice, { kind: "campaign", title: "Padded", body: big }));
    expect(err.status).toBe(413);
    expect(err.details.issues).toEqual([{ path: "body", message: expect.stringMatching(/at most 1 MB \(this one takes 4 MB\)/) }]);
    const stripped = await createDocument(t.db, alice, { kind: "tileset", title: "Extra", body: { ...emptyTileset(), pad: "y" } });
    expect(stripped.body).not.toHaveProperty("pad");
  });

  it("counts what a user keeps against a quota, refusing the write that would pass it", async () => {
    const saved = process.env.HEXFOLIO_QUOTA_MB;
    process.env.HEXFOLIO_QUOTA_MB = "0.035";
    try {
      const frugal = await testUser(t.db, "frugal");
      const doc = await createDocument(t.db, frugal, { kind: "book", title: "Book", body: mirimDoc.body });
      const err = await rejects(updateDocument(t.db, frugal, doc.id, { baseVersion: 1, title: "Again" }));
      expect([err.status, err.code]).toEqual([413, "quota_exceeded"]);
      // Nothing of the refused save was written.
      expect((await getDocument(t.db, frugal, doc.id)).version).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.HEXFOLIO_QUOTA_MB;
      else process.env.HEXFOLIO_QUOTA_MB = saved;
    }
  });
});

describe("a playtest's last moves, sent as its page closes, are kept", () => {
  it("writes a stale save that only adds moves, and still refuses one that changes or drops any", async () => {
    const move = (seat: number, page: number) => ({ action: { seat, page }, events: [] });
    const body = {
      gameId: "lostworlds",
      seed: "closing",
      content: { books: [mirimDoc.body, mirimDoc.body] },
      seats: [
        { label: "A", controller: "human" },
        { label: "B", controller: "human" },
      ],
      log: [move(0, 50)],
    };
    const doc = await createDocument(t.db, alice, { kind: "playtest", title: "Closing", body });
    // The save on its way when the page closed: version 2.
    await updateDocument(t.db, alice, doc.id, { baseVersion: 1, title: "Closing", body: { ...body, log: [move(0, 50), move(1, 56)] } });
    // The page's last save, sent at once on the version it knew: it holds every move, so it is written.
    const all = [move(0, 50), move(1, 56), move(0, 24), move(1, 28)];
    const last = await updateDocument(t.db, alice, doc.id, { baseVersion: 1, title: "Closing", body: { ...body, log: all } });
    expect(last.version).toBe(3);
    expect((last.body as { log: unknown[] }).log).toHaveLength(4);
    // Anything else on a stale version is still a conflict: other moves, a changed seed, a new title, fewer moves.
    const stale = [
      { ...body, log: [move(0, 50), move(1, 2)] },
      { ...body, seed: "other", log: [...all, move(0, 8)] },
      { ...body, log: all.slice(0, 3) },
    ];
    for (const sent of stale)
      expect((await rejects(updateDocument(t.db, alice, doc.id, { baseVersion: 2, title: "Closing", body: sent }))).status).toBe(409);
    expect(
      (
        await rejects(
          updateDocument(t.db, alice, doc.id, { baseVersion: 2, title: "Renamed", body: { ...body, log: [...all, move(0, 8)] } }),
        )
      ).status,
    ).toBe(409);
    // Other kinds have no such rule: every stale save is a conflict.
    const set = await createDocument(t.db, alice, { kind: "tileset", title: "Tiles", body: emptyTileset() });
    await updateDocument(t.db, alice, set.id, { baseVersion: 1, title: "Tiles v2" });
    expect((await rejects(updateDocument(t.db, alice, set.id, { baseVersion: 1, title: "Tiles", body: emptyTileset() }))).status).toBe(409);
  });

  it("keeps the fuller save when it races the one on its way to the same version", async () => {
    const move = (seat: number, page: number) => ({ action: { seat, page }, events: [] });
    const body = {
      gameId: "lostworlds",
      seed: "race",
      content: { books: [mirimDoc.body, mirimDoc.body] },
      seats: [
        { label: "A", controller: "human" },
        { label: "B", controller: "human" },
      ],
      log: [move(0, 50)],
    };
    const all = [move(0, 50), move(1, 56), move(0, 24), move(1, 28)];
    // Both saves start from version 1, as a page's save on its way and its last one sent on leaving do;
    // whichever commits first, the one holding every move must be written, never refused as stale.
    for (let round = 0; round < 6; round++) {
      const doc = await createDocument(t.db, alice, { kind: "playtest", title: "Race", body });
      const [, last] = await Promise.allSettled([
        updateDocument(t.db, alice, doc.id, { baseVersion: 1, title: "Race", body: { ...body, log: all.slice(0, 2) } }),
        updateDocument(t.db, alice, doc.id, { baseVersion: 1, title: "Race", body: { ...body, log: all } }),
      ]);
      expect(last.status).toBe("fulfilled");
      expect(((await getDocument(t.db, alice, doc.id)).body as { log: unknown[] }).log).toHaveLength(4);
    }
  });
});
