// The event stream of a live match, against a real database and the game: a move arrives as an
// event, a lost notice is made up for by the beat, and a spectator is told when the match closes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import type { LiveMatchView } from "../content/api";
import { liveMatchStream } from "../http/live-events";
import { createDocument, shareDocument } from "./documents";
import { actInLiveMatch, createLiveMatch, getLiveMatch, joinLiveMatch, liveMatchStamp } from "./live-matches";
import { getMatchBus } from "./match-bus";
import { createMemoryBus, type MatchBus } from "./match-change";
import { freshTestDb, testUser, type TestDb } from "./testing";

let t: TestDb;
let ana: { userId: string };
let ben: { userId: string };
let cid: { userId: string };
let book: string;

beforeAll(async () => {
  t = await freshTestDb();
  ana = await testUser(t.db, "ana");
  ben = await testUser(t.db, "ben");
  cid = await testUser(t.db, "cid");
  book = (await createDocument(t.db, ana, { kind: "book", title: "Mirim", body: mirimDoc.body })).id;
  for (const who of ["ben", "cid"]) await shareDocument(t.db, ana, book, `${who}@example.test`, "viewer");
});
afterAll(async () => t?.close());

const duel = () => ({ gameId: "lostworlds", documents: [{ id: book }, { id: book }] });

interface Sse {
  event: string;
  data: unknown;
}

/** Reads a stream's events one at a time (comments and `retry:` lines are skipped). */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<Sse | null> {
      for (;;) {
        const at = buffer.indexOf("\n\n");
        if (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const lines = block.split("\n");
          const event = lines.find((l) => l.startsWith("event: "))?.slice(7);
          const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
          if (event && data !== undefined) return { event, data: JSON.parse(data) };
          continue;
        }
        const { value, done } = await r.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => r.cancel(),
  };
}

async function follow(who: { userId: string }, id: string, bus: MatchBus, beatMs = 60_000) {
  const first = await getLiveMatch(t.db, who, id);
  return reader(
    liveMatchStream(first, { matchId: id, bus, beatMs, read: () => getLiveMatch(t.db, who, id), stamp: () => liveMatchStamp(t.db, id) }),
  );
}

describe("live match events", () => {
  it("open with the match and send the other side's move when it is made, without its secret", async () => {
    const m = await createLiveMatch(t.db, ana, duel());
    const joined = await joinLiveMatch(t.db, ben, m.id);
    const bens = await follow(ben, m.id, getMatchBus());
    const opening = await bens.next();
    expect(opening?.event).toBe("match");
    expect((opening?.data as LiveMatchView).version).toBe(joined.version);
    await actInLiveMatch(t.db, ana, m.id, { version: joined.version, action: { seat: 0, page: 50 } });
    const moved = await bens.next();
    expect(moved?.event).toBe("match");
    const view = moved?.data as LiveMatchView;
    expect(view.version).toBe(joined.version + 1);
    expect(view.mySeat).toBe(1);
    expect(JSON.stringify(view.lastEvents)).not.toMatch(/page/);
    await bens.cancel();
  });

  it("still send a change whose notice never came, on the next beat", async () => {
    const m = await createLiveMatch(t.db, ana, duel());
    // A bus nobody publishes on: only the beat's stamp check can find the change.
    const deaf = await follow(ana, m.id, createMemoryBus(), 20);
    expect((await deaf.next())?.event).toBe("match");
    const joined = await joinLiveMatch(t.db, ben, m.id);
    const seen = (await deaf.next())?.data as LiveMatchView;
    expect(seen.version).toBe(joined.version);
    expect(seen.started).toBe(true);
    await deaf.cancel();
  });

  it("tell a spectator the match is gone once every seat is taken by others, and end", async () => {
    const m = await createLiveMatch(t.db, ana, duel());
    const cids = await follow(cid, m.id, getMatchBus());
    const invited = (await cids.next())?.data as LiveMatchView;
    expect(invited.mySeat).toBeNull();
    expect(invited.view).toBeNull();
    await joinLiveMatch(t.db, ben, m.id);
    expect(await cids.next()).toEqual({ event: "gone", data: { status: 404 } });
    expect(await cids.next()).toBeNull();
  });
});
