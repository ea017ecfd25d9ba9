// The match bus: in memory (SQLite, one process) always; over LISTEN/NOTIFY between two buses on
// one PostgreSQL database (two server processes) when TEST_POSTGRES_URL names a server.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryBus, decodeChange, encodeChange, type MatchBus, type MatchChange } from "./match-change";
import { createPostgresBus, MATCH_CHANNEL, type PostgresBus } from "./match-bus-postgres";

/** The next change `bus` delivers for `matchId`. */
function next(bus: MatchBus, matchId: string): Promise<MatchChange> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(matchId, (change) => {
      stop();
      resolve(change);
    });
  });
}

describe("match changes on the wire", () => {
  it("carry a match id and a version, and nothing else is read as one", () => {
    expect(decodeChange(encodeChange({ matchId: "cmabc123", version: 7 }))).toEqual({ matchId: "cmabc123", version: 7 });
    for (const text of ["", "7", "x:abc", "7:", "7:a b", "-1:abc", `1:${"a".repeat(101)}`]) expect(decodeChange(text)).toBeNull();
  });
});

describe("in-process bus (SQLite)", () => {
  it("delivers a change to every listener of that match and to no other", async () => {
    const bus = createMemoryBus();
    const seen: string[] = [];
    const stopA = bus.subscribe("m1", (c) => seen.push(`a${c.version}`));
    bus.subscribe("m1", (c) => seen.push(`b${c.version}`));
    bus.subscribe("m2", (c) => seen.push(`other${c.version}`));
    await bus.publish({ matchId: "m1", version: 3 });
    stopA();
    await bus.publish({ matchId: "m1", version: 4 });
    expect(seen).toEqual(["a3", "b3", "b4"]);
  });
});

const PG = process.env.TEST_POSTGRES_URL;

describe.skipIf(!PG)("LISTEN/NOTIFY bus (PostgreSQL)", () => {
  let url: string;
  let name: string;
  let sender: pg.Client;
  let one: PostgresBus;
  let two: PostgresBus;
  const admin = () => new pg.Client({ connectionString: PG });

  beforeAll(async () => {
    name = `hexfolio_bus_${randomBytes(6).toString("hex")}`;
    const a = admin();
    await a.connect();
    await a.query(`CREATE DATABASE ${name}`);
    await a.end();
    const u = new URL(PG!);
    u.pathname = `/${name}`;
    url = u.toString();
    sender = new pg.Client({ connectionString: url });
    await sender.connect();
    const notify = async (text: string) => {
      await sender.query("SELECT pg_notify($1, $2)", [MATCH_CHANNEL, text]);
    };
    // Two buses on one database: two server processes.
    one = createPostgresBus(url, notify, { retryMs: 50 });
    two = createPostgresBus(url, notify, { retryMs: 50 });
    await Promise.all([one.listening(), two.listening()]);
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await sender?.end();
    const a = admin();
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });

  it("carries a change published through one process to listeners in both", async () => {
    const inTwo = next(two, "match-a");
    const inOne = next(one, "match-a");
    await one.publish({ matchId: "match-a", version: 5 });
    expect(await inTwo).toEqual({ matchId: "match-a", version: 5 });
    expect(await inOne).toEqual({ matchId: "match-a", version: 5 });
  });

  it("ignores payloads on its channel that are not changes", async () => {
    const seen: MatchChange[] = [];
    const stop = two.subscribe("match-b", (c) => seen.push(c));
    await sender.query("SELECT pg_notify($1, $2)", [MATCH_CHANNEL, "match-b"]);
    const after = next(two, "match-b");
    await one.publish({ matchId: "match-b", version: 1 });
    await after;
    stop();
    // Notifications arrive in the order they were sent: the junk one came first and was dropped.
    expect(seen).toEqual([{ matchId: "match-b", version: 1 }]);
  });

  it("reconnects after losing its connection, tells its listeners to read again, and hears changes after", async () => {
    const before = two.connections();
    const resync = next(two, "match-c");
    const a = admin();
    await a.connect();
    // The server ends the listening connection of bus two (what a restart or a network cut does).
    const { rows } = await a.query(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND query ILIKE $2",
      [name, `LISTEN%`],
    );
    await a.end();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(await resync).toEqual({ matchId: "match-c", version: null });
    await two.listening();
    expect(two.connections()).toBeGreaterThan(before);
    const heard = next(two, "match-c");
    await one.listening();
    await one.publish({ matchId: "match-c", version: 2 });
    expect(await heard).toEqual({ matchId: "match-c", version: 2 });
  });
});
