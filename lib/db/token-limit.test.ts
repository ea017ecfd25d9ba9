// The limit on a person's live API tokens holds when their requests arrive at the same moment
// through different studio instances: here four database clients on one database, as two server
// processes have. PostgreSQL only (TEST_POSTGRES_URL): SQLite is served by one process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken, MAX_LIVE_TOKENS } from "../auth/tokens";
import { createDb, type Db } from "./client";
import { freshTestDb, testUser, type TestDb } from "./testing";

const PG = process.env.TEST_POSTGRES_URL;

describe.skipIf(!PG)("the live-token limit across instances (PostgreSQL)", () => {
  let t: TestDb;
  let others: Db[];

  beforeAll(async () => {
    t = await freshTestDb();
    others = [0, 1, 2].map(() => createDb({ DATABASE_URL: t.url }).db);
  });
  afterAll(async () => {
    await Promise.all((others ?? []).map((db) => db.$disconnect()));
    await t?.close();
  });

  it("lets exactly the last free place be taken when many requests for it arrive together", async () => {
    const bo = await testUser(t.db, "bo");
    for (let i = 0; i < MAX_LIVE_TOKENS - 1; i++) await createToken(t.db, bo, `machine ${i}`);
    // Each client connects first, so the requests below meet at the database, not in a pool.
    await Promise.all(others.map((db) => db.apiToken.count()));
    const clients = [t.db, ...others];
    const tries = Array.from({ length: 24 }, (_, i) => createToken(clients[i % clients.length], bo, `race ${i}`));
    const settled = await Promise.allSettled(tries);
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(1);
    const refused = settled.flatMap((s) => (s.status === "rejected" ? [(s.reason as { status?: number }).status] : []));
    expect(refused).toEqual(Array(23).fill(400));
    expect(await t.db.apiToken.count({ where: { userId: bo.userId, revokedAt: null } })).toBe(MAX_LIVE_TOKENS);
  });
});
