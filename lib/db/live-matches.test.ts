import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import pitfallDoc from "../content/samples/pitfall.mission.json";
import type { LostWorldsView } from "../engine/lostworlds";
import type { HulkView } from "../engine/hulk/game";
import { BLIP, type HulkAction } from "../engine/hulk/types";
import { createDocument, getDocument, shareDocument, updateDocument } from "./documents";
import { actInLiveMatch, createLiveMatch, getLiveMatch, joinLiveMatch, waitLiveMatch } from "./live-matches";
import { SIGNED_OUT } from "../auth/policy";
import { freshTestDb, rejects, testToken, testUser, type TestDb } from "./testing";

let t: TestDb;
let ana: { userId: string };
let ben: { userId: string };
let eve: { userId: string };
/** Ana's book, shared with Ben; Ana's mission, shared with Ben; Eve's book, private. */
let book: string;
let mission: string;
let evesBook: string;

beforeAll(async () => {
  t = await freshTestDb();
  const mk = (name: string) => testUser(t.db, name);
  ana = await mk("ana");
  ben = await mk("ben");
  eve = await mk("eve");
  book = (await createDocument(t.db, ana, { kind: "book", title: "Mirim", body: mirimDoc.body })).id;
  await shareDocument(t.db, ana, book, "ben@example.test", "viewer");
  mission = (await createDocument(t.db, ana, { kind: "mission", title: "Pitfall", body: pitfallDoc.body })).id;
  await shareDocument(t.db, ana, mission, "ben@example.test", "viewer");
  evesBook = (await createDocument(t.db, eve, { kind: "book", title: "Eve's", body: mirimDoc.body })).id;
});
afterAll(async () => t?.close());

const duel = () => ({ gameId: "lostworlds", title: "Mirim vs Mirim", documents: [{ id: book }, { id: book, version: 1 }] });

describe("live matches", () => {
  it("validates what it is given, naming the field", async () => {
    const paths = (err: { details: Record<string, unknown> }) => (err.details.issues as { path: string }[]).map((i) => i.path);
    const oneBook = await rejects(createLiveMatch(t.db, ana, { ...duel(), documents: [{ id: book }] }));
    expect([oneBook.status, paths(oneBook)]).toEqual([400, ["documents"]]);
    expect(paths(await rejects(createLiveMatch(t.db, ana, { ...duel(), documents: [{ id: book }, { id: mission }] })))).toEqual([
      "documents.1.id",
    ]);
    expect(paths(await rejects(createLiveMatch(t.db, ana, { ...duel(), documents: [{ id: book }, { id: book, version: 9 }] })))).toEqual([
      "documents.1.id",
    ]);
    expect(paths(await rejects(createLiveMatch(t.db, ana, { ...duel(), options: { noSuchOption: 1, maxExchanges: "many" } })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^options/)]),
    );
    expect(paths(await rejects(createLiveMatch(t.db, ana, { ...duel(), gameId: "test/dice-race", documents: [] })))).toEqual(["gameId"]);
  });

  it("takes no seed nor content from the creator: the server draws one and builds the other from readable documents", async () => {
    const seeded = await rejects(createLiveMatch(t.db, ana, { ...duel(), seed: 42 }));
    expect(seeded.details.issues).toEqual([{ path: "seed", message: expect.stringContaining("the server draws") }]);
    const sent = await rejects(createLiveMatch(t.db, ana, { ...duel(), content: { books: [{ ...mirimDoc.body }] } }));
    expect(sent.details.issues).toEqual([expect.objectContaining({ path: "content" })]);
    // A book the creator cannot read is no book of theirs to play.
    const notMine = await rejects(createLiveMatch(t.db, ana, { ...duel(), documents: [{ id: book }, { id: evesBook }] }));
    expect(notMine.details.issues).toEqual([expect.objectContaining({ path: "documents.1.id" })]);

    const a = await createLiveMatch(t.db, ana, duel());
    const b = await createLiveMatch(t.db, ana, duel());
    const seeds = await t.db.liveMatch.findMany({ where: { id: { in: [a.id, b.id] } }, select: { seed: true } });
    expect(new Set(seeds.map((r) => r.seed)).size).toBe(2);
    // Nothing of the game is shown before every seat is taken; the seed never is.
    expect([a.started, a.view, a.legal, a.lastEvents]).toEqual([false, null, [], []]);
    expect(JSON.stringify(a)).not.toContain(JSON.parse(seeds[0].seed));
    // The joiner sees what would be played first: the books, pinned to the versions read, and the rule options.
    const invitation = await getLiveMatch(t.db, ben, a.id);
    expect(invitation.sources).toEqual([
      { slot: "Book A (seat 1)", kind: "book", documentId: book, version: 1, title: "Mirim", readable: true },
      { slot: "Book B (seat 2)", kind: "book", documentId: book, version: 1, title: "Mirim", readable: true },
    ]);
    expect(Object.keys(invitation.options).length).toBeGreaterThan(0);
    // Someone who cannot read the books sees that there are some, not what they are, and cannot join.
    const stranger = await getLiveMatch(t.db, eve, a.id);
    expect(stranger.sources.map((s) => [s.readable, s.title])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect((await rejects(joinLiveMatch(t.db, eve, a.id))).status).toBe(403);
    // A later edit of the book does not change the match: it is pinned to the version read.
    await updateDocument(t.db, ana, book, { baseVersion: 1, title: "Mirim (revised)" });
    expect((await joinLiveMatch(t.db, ben, a.id)).sources[0]).toMatchObject({ version: 1, title: "Mirim" });
  });

  it("keeps each side's pick secret until both have chosen, then resolves; finished, it is a playtest", async () => {
    const created = await createLiveMatch(t.db, ana, duel());
    expect(created.mySeat).toBe(0);
    // Nobody plays before every seat is taken.
    expect((await rejects(actInLiveMatch(t.db, ana, created.id, { version: created.version, action: { seat: 0, page: 50 } }))).status).toBe(
      400,
    );

    const joined = await joinLiveMatch(t.db, ben, created.id);
    expect(joined.mySeat).toBe(1);
    expect((await joinLiveMatch(t.db, ben, created.id)).mySeat).toBe(1); // a reload keeps the seat
    // Full, the match is its players' alone: to anyone else it is not there.
    expect((await rejects(joinLiveMatch(t.db, eve, created.id))).status).toBe(404);
    expect((await rejects(getLiveMatch(t.db, eve, created.id))).status).toBe(404);
    expect((await rejects(waitLiveMatch(t.db, eve, created.id, 0, 10))).status).toBe(404);

    // Ben's poll from before Ana's pick answers once she picks, without her page.
    const poll = waitLiveMatch(t.db, ben, created.id, joined.version, 5_000);
    const afterAna = await actInLiveMatch(t.db, ana, created.id, { version: joined.version, action: { seat: 0, page: 50 } });
    const seenByBen = await poll;
    expect(seenByBen.version).toBe(afterAna.version);
    expect((seenByBen.view as LostWorldsView).pending.mine).toBeNull();
    expect(JSON.stringify(seenByBen.lastEvents)).not.toMatch(/page/);
    expect((seenByBen.view as LostWorldsView).pending.submitted).toEqual([true, false]);
    // Ben chose from the version he saw before Ana's secret pick: still valid.
    const after = await actInLiveMatch(t.db, ben, created.id, { version: joined.version, action: { seat: 1, page: 56 } });
    const log = (after.view as LostWorldsView).log;
    expect(log).toHaveLength(1);
    // The worked opening of docs/rules/lostworlds.md.
    expect(log[0].strikes.map((s) => [s.page, s.picture])).toEqual([
      [50, 17],
      [56, 39],
    ]);
    // A choice made before that exchange resolved is stale now.
    expect((await rejects(actInLiveMatch(t.db, ana, created.id, { version: joined.version, action: { seat: 0, page: 24 } }))).status).toBe(
      409,
    );
    // Not your seat, not a legal page.
    expect((await rejects(actInLiveMatch(t.db, ana, created.id, { version: after.version, action: { seat: 1, page: 24 } }))).status).toBe(
      400,
    );
    expect((await rejects(actInLiveMatch(t.db, eve, created.id, { version: after.version, action: { seat: 0, page: 24 } }))).status).toBe(
      404,
    );

    // Play it out with the first legal page each side has; the end makes a shared playtest.
    let view = after;
    for (let i = 0; i < 400 && !view.result; i++) {
      for (const who of [ana, ben]) {
        const mine = await getLiveMatch(t.db, who, created.id);
        if (mine.result || mine.legal.length === 0) continue;
        view = await actInLiveMatch(t.db, who, created.id, { version: mine.version, action: mine.legal[0] });
      }
    }
    expect(view.result).not.toBeNull();
    expect(view.playtestId).toBeTruthy();
    const replay = await getDocument(t.db, ben, view.playtestId!);
    expect(replay.kind).toBe("playtest");
    // Over, the seed is no secret: the replay has it.
    const { seed } = (await t.db.liveMatch.findUnique({ where: { id: created.id } }))!;
    expect((replay.body as { seed: string }).seed).toBe(JSON.parse(seed));
    expect((replay.body as { log: unknown[] }).log.length).toBeGreaterThan(2);
    expect((await rejects(getDocument(t.db, eve, view.playtestId!))).status).toBe(404);
  });

  it("tells the Marines nothing of what a Space Hulk blip holds, while the Genestealers see it", async () => {
    const created = await createLiveMatch(t.db, ana, { gameId: "hulk", documents: [{ id: mission }] });
    expect(created.seats.map((s) => s.label)).toEqual(["Marines", "Genestealers"]);
    await joinLiveMatch(t.db, ben, created.id);
    const blipsOf = (v: unknown) => (v as HulkView).pieces.filter((p) => p.kind === BLIP);
    // Set up, and end the Marines' turn at once, until blips stand on the map.
    for (let i = 0; i < 200; i++) {
      const seen = await getLiveMatch(t.db, ben, created.id);
      if (blipsOf(seen.view).length > 0) break;
      const who = seen.activeSeats[0] === 0 ? ana : ben;
      const mine = who === ben ? seen : await getLiveMatch(t.db, ana, created.id);
      const action = mine.legal.find((a) => (a as HulkAction).type === "end-turn") ?? mine.legal[0];
      await actInLiveMatch(t.db, who, created.id, { version: mine.version, action });
    }
    const stealers = await getLiveMatch(t.db, ben, created.id);
    const marines = await getLiveMatch(t.db, ana, created.id);
    expect(blipsOf(stealers.view).length).toBeGreaterThan(0);
    expect(blipsOf(stealers.view).every((b) => b.blip >= 0)).toBe(true);
    expect(blipsOf(marines.view).map((b) => b.id)).toEqual(blipsOf(stealers.view).map((b) => b.id));
    expect(blipsOf(marines.view).every((b) => b.blip === -1)).toBe(true);
    expect((marines.view as HulkView).waiting).toBeNull();
    expect((marines.view as HulkView).pool).toBeNull();
    expect(marines.legal).toEqual([]); // the Genestealers' turn: nothing for the Marines to do
    expect(JSON.stringify(marines.lastEvents)).not.toMatch(/"blip"/);
  });

  it("answers 404 for an unknown match", async () => {
    expect((await rejects(getLiveMatch(t.db, ana, "nope"))).status).toBe(404);
    expect((await rejects(joinLiveMatch(t.db, ana, "nope"))).status).toBe(404);
    expect((await rejects(actInLiveMatch(t.db, ana, "nope", { version: 0, action: { seat: 0 } }))).status).toBe(404);
  });

  it("seats and plays a token as its user, and answers 401 to nobody signed in", async () => {
    const anaToken = await testToken(t.db, ana);
    const created = await createLiveMatch(t.db, anaToken, duel());
    expect(created.mySeat).toBe(0);
    expect((await getLiveMatch(t.db, ana, created.id)).mySeat).toBe(0);
    const joined = await joinLiveMatch(t.db, await testToken(t.db, ben), created.id);
    expect(joined.mySeat).toBe(1);
    const wrongSeat = await rejects(actInLiveMatch(t.db, anaToken, created.id, { version: joined.version, action: { seat: 1, page: 56 } }));
    expect(wrongSeat.details.issues).toEqual([expect.objectContaining({ path: "action.seat" })]);
    const played = await actInLiveMatch(t.db, anaToken, created.id, { version: joined.version, action: { seat: 0, page: 50 } });
    expect(played.version).toBe(joined.version + 1);

    expect((await rejects(createLiveMatch(t.db, SIGNED_OUT, duel()))).status).toBe(401);
    expect((await rejects(getLiveMatch(t.db, SIGNED_OUT, created.id))).status).toBe(401);
    expect((await rejects(joinLiveMatch(t.db, SIGNED_OUT, created.id))).status).toBe(401);
    expect((await rejects(actInLiveMatch(t.db, SIGNED_OUT, created.id, { version: 0, action: { seat: 0 } }))).status).toBe(401);
  });
});
