// The limit on a person's unfinished simulation jobs holds when their requests arrive at the same
// moment through different studio instances: here two database clients on one database, as two
// server processes have. PostgreSQL only (TEST_POSTGRES_URL): SQLite is served by one process, and
// two clients on one SQLite file only wait on each other's locks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import lostIsland from "../content/samples/lost.island.json";
import { createDb, type Db } from "./client";
import { createDocument } from "./documents";
import { createSimulationJob, MAX_UNFINISHED_JOBS } from "./sim-jobs";
import { freshTestDb, testUser, type TestDb } from "./testing";

const PG = process.env.TEST_POSTGRES_URL;

describe.skipIf(!PG)("the unfinished-jobs limit across instances (PostgreSQL)", () => {
  let t: TestDb;
  let second: Db;
  let ana: { userId: string };
  let island: string;

  beforeAll(async () => {
    t = await freshTestDb();
    second = createDb({ DATABASE_URL: t.url }).db;
    ana = await testUser(t.db, "ana");
    island = (await createDocument(t.db, ana, { kind: "island", title: "Lost island", body: lostIsland.body })).id;
  });
  afterAll(async () => {
    await second?.$disconnect();
    await t?.close();
  });

  it(`lets exactly ${MAX_UNFINISHED_JOBS} of many simultaneous job requests through two clients pass`, async () => {
    const run = {
      gameId: "island",
      documents: [{ id: island }],
      bots: ["random", "random", "random"],
      options: { players: 3 },
      n: 4,
      seed: "race",
    };
    const tries = Array.from({ length: 3 * MAX_UNFINISHED_JOBS }, (_, i) => createSimulationJob(i % 2 ? second : t.db, ana, run));
    const settled = await Promise.allSettled(tries);
    const refused = settled.filter((s) => s.status === "rejected").map((s) => (s as PromiseRejectedResult).reason as { status?: number });
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(MAX_UNFINISHED_JOBS);
    expect(refused.map((r) => r.status)).toEqual(Array(2 * MAX_UNFINISHED_JOBS).fill(429));
    expect(await t.db.simulationJob.count({ where: { ownerId: ana.userId } })).toBe(MAX_UNFINISHED_JOBS);
  });
});
