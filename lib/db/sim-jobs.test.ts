// Simulation jobs on whichever database the tests run on: what a request must be, a job played to
// its result, a result stored once, cancelling, and a job's privacy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import lostIsland from "../content/samples/lost.island.json";
import { simulate } from "../sim/runner";
import { createDocument } from "./documents";
import { runSimulationJob } from "./sim-job-run";
import {
  cancelSimulationJob,
  claimSimulationJob,
  createSimulationJob,
  finishSimulationJob,
  getSimulationJob,
  listSimulationJobs,
  MAX_UNFINISHED_JOBS,
  requeueSilentJobs,
} from "./sim-jobs";
import { freshTestDb, rejects, testUser, type TestDb } from "./testing";

let t: TestDb;
let ana: { userId: string };
let ben: { userId: string };
let island: string;

beforeAll(async () => {
  t = await freshTestDb();
  ana = await testUser(t.db, "ana");
  ben = await testUser(t.db, "ben");
  island = (await createDocument(t.db, ana, { kind: "island", title: "Lost island", body: lostIsland.body })).id;
});
afterAll(async () => t?.close());

const paths = (err: { details: Record<string, unknown> }) => (err.details.issues as { path: string }[]).map((i) => i.path);
const islandRun = (over: Record<string, unknown> = {}) => ({
  gameId: "island",
  documents: [{ id: island }],
  bots: ["random", "random", "random"],
  options: { players: 3 },
  n: 12,
  seed: "jobs",
  ...over,
});

describe("simulation jobs", () => {
  it("refuses a request it cannot play, naming the field", async () => {
    expect(paths(await rejects(createSimulationJob(t.db, ana, islandRun({ n: 0 }))))).toEqual(["n"]);
    expect(paths(await rejects(createSimulationJob(t.db, ana, islandRun({ bots: ["random", "clever"] }))))).toEqual(["bots.1"]);
    expect(paths(await rejects(createSimulationJob(t.db, ana, islandRun({ gameId: "chess" }))))).toEqual(["gameId"]);
    expect(paths(await rejects(createSimulationJob(t.db, ana, islandRun({ documents: [{ id: "nope" }] }))))).toEqual(["documents.0.id"]);
    // Ben cannot read Ana's island, so he cannot simulate it either.
    expect(paths(await rejects(createSimulationJob(t.db, ben, islandRun())))).toEqual(["documents.0.id"]);
    expect(paths(await rejects(createSimulationJob(t.db, ana, islandRun({ sweep: "lots" }))))).toEqual(["sweep"]);
    expect(paths(await rejects(createSimulationJob(t.db, ana, islandRun({ extra: 1 }))))).toEqual(["(root)"]);
  });

  it("plays a job to the summary the runner gives, kept with its document, and stores it once", async () => {
    const job = await createSimulationJob(t.db, ana, islandRun());
    expect(job).toMatchObject({ status: "queued", kind: "simulate", documentId: island, progress: { done: 0, total: 12 } });
    expect(await runSimulationJob(t.db, job.id, { simulate, heartbeatMs: 50 })).toBe("done");
    const done = await getSimulationJob(t.db, ana, job.id);
    const direct = await simulate({
      gameId: "island",
      content: lostIsland.body,
      bots: [{ kind: "random" }, { kind: "random" }, { kind: "random" }],
      options: { players: 3 },
      n: 12,
      baseSeed: "jobs",
    });
    expect(done).toMatchObject({ status: "done", attempt: 1, progress: { done: 12, total: 12 } });
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.summary)));
    // Played again (a retried job whose first try had finished): nothing is claimed nor stored.
    expect(await runSimulationJob(t.db, job.id, { simulate })).toBe("skipped");
    expect(await finishSimulationJob(t.db, job.id, { status: "failed", error: "late" })).toBe(false);
    expect((await getSimulationJob(t.db, ana, job.id)).result).toEqual(done.result);
    expect((await listSimulationJobs(t.db, ana, island)).map((j) => j.id)).toContain(job.id);
  });

  it("runs a balance sweep as a job and keeps its report and text", async () => {
    const job = await createSimulationJob(t.db, ana, islandRun({ sweep: "2,3", n: 4 }));
    expect(await runSimulationJob(t.db, job.id, { simulate, heartbeatMs: 50 })).toBe("done");
    const done = await getSimulationJob(t.db, ana, job.id);
    expect(done.kind).toBe("sweep");
    expect(done.progress.done).toBe(8);
    expect((done.result as { text: string }).text).toMatch(/2/);
  });

  it("cancels a queued job at once, and a running one at its next heartbeat", async () => {
    const queued = await createSimulationJob(t.db, ana, islandRun());
    expect((await cancelSimulationJob(t.db, ana, queued.id)).status).toBe("cancelled");
    expect(await runSimulationJob(t.db, queued.id, { simulate })).toBe("skipped");

    const running = await createSimulationJob(t.db, ana, islandRun({ n: 100_000 }));
    const played = runSimulationJob(t.db, running.id, { simulate, heartbeatMs: 50 });
    while ((await getSimulationJob(t.db, ana, running.id)).progress.done === 0) await new Promise((r) => setTimeout(r, 20));
    expect((await cancelSimulationJob(t.db, ana, running.id)).cancelRequested).toBe(true);
    expect(await played).toBe("cancelled");
    const stopped = await getSimulationJob(t.db, ana, running.id);
    expect(stopped.status).toBe("cancelled");
    expect(stopped.progress.done).toBeLessThan(100_000);
  });

  it("hands a job whose try went silent back to the queue once, and a later try wins over the dead one", async () => {
    const job = await createSimulationJob(t.db, ana, islandRun());
    const dead = await claimSimulationJob(t.db, job.id);
    expect(dead?.attempt).toBe(1);
    const later = new Date(Date.now() + 60_000);
    expect(await requeueSilentJobs(t.db, later)).toEqual([job.id]);
    expect(await requeueSilentJobs(t.db, later)).toEqual([]);
    expect(await runSimulationJob(t.db, job.id, { simulate })).toBe("done");
    expect((await getSimulationJob(t.db, ana, job.id)).attempt).toBe(2);
  });

  it("shows a job to its owner only", async () => {
    const job = await createSimulationJob(t.db, ana, islandRun());
    expect((await rejects(getSimulationJob(t.db, ben, job.id))).status).toBe(404);
    expect((await rejects(cancelSimulationJob(t.db, ben, job.id))).status).toBe(404);
    expect(await listSimulationJobs(t.db, ben)).toEqual([]);
  });

  it("keeps a person to a few unfinished jobs at a time; a cancelled one makes room", async () => {
    const mine = await listSimulationJobs(t.db, ana);
    const waiting = mine.filter((j) => j.status === "queued" || j.status === "running");
    const made = [];
    for (let i = waiting.length; i < MAX_UNFINISHED_JOBS; i++) made.push(await createSimulationJob(t.db, ana, islandRun()));
    const refused = await rejects(createSimulationJob(t.db, ana, islandRun()));
    expect([refused.status, refused.message]).toEqual([429, expect.stringContaining("waiting or running")]);
    await cancelSimulationJob(t.db, ana, (made[0] ?? waiting[0]).id);
    expect((await createSimulationJob(t.db, ana, islandRun())).status).toBe("queued");
  });
});
