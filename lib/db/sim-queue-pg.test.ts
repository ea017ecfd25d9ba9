// The PostgreSQL queue end to end: jobs sent through pg-boss and played by real `npm run worker`
// processes, one of which is killed mid-job. Needs a server (TEST_POSTGRES_URL), like the other
// PostgreSQL tests.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PgBoss from "pg-boss";
import { simulate } from "../sim/runner";
import { createSimulationQueue, type SimulationQueue } from "./sim-queue";
import { SIM_QUEUE } from "./sim-queue-pgboss";
import { cancelSimulationJob, createSimulationJob, finishSimulationJob, getSimulationJob } from "./sim-jobs";
import { freshTestDb, testUser, type TestDb } from "./testing";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const pgUrl = process.env.TEST_POSTGRES_URL;

let t: TestDb;
let queue: SimulationQueue;
let ana: { userId: string };
const workers: ChildProcess[] = [];

/** A real worker process on the test database; its output is kept for the failure message. */
function startWorker(): ChildProcess & { output: string[] } {
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/worker.ts"], {
    cwd: ROOT,
    // Its own process group, so killing it kills tsx's node child too, as a crash would.
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: t.url,
      HEXFOLIO_TEST_GAMES: "1",
      HEXFOLIO_WORKER_SILENT_SECONDS: "2",
      HEXFOLIO_WORKER_THREADS: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout!.on("data", (b: Buffer) => child.output.push(b.toString()));
  child.stderr!.on("data", (b: Buffer) => child.output.push(b.toString()));
  workers.push(child);
  return child;
}

const kill = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
};
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Enough games that the first worker is surely killed mid-job (workers play a few dozen a second). */
const KILLED_JOB_GAMES = 800;

const race = (over: Record<string, unknown> = {}) => ({
  gameId: "test/dice-race",
  bots: ["mcts:100", "random"],
  n: KILLED_JOB_GAMES,
  seed: "queue",
  ...over,
});

describe.skipIf(!pgUrl)("simulation jobs on the PostgreSQL queue", () => {
  beforeAll(async () => {
    process.env.HEXFOLIO_TEST_GAMES = "1";
    t = await freshTestDb();
    queue = createSimulationQueue(t.db, "postgresql", { DATABASE_URL: t.url });
    ana = await testUser(t.db, "ana");
  });
  afterAll(async () => {
    for (const w of workers) kill(w, "SIGKILL");
    await Promise.all(workers.map(exited));
    await queue?.close();
    await t?.close();
  });

  it("plays a job sent from the studio in a worker process; a worker killed mid-job has it played again and stored once", async () => {
    const job = await createSimulationJob(t.db, ana, race());
    await queue.enqueue(job.id);
    const first = startWorker();
    // Killed (SIGKILL: no goodbye) once it has played some games.
    await until("the first worker's progress", async () => (await getSimulationJob(t.db, ana, job.id)).progress.done > 0);
    kill(first, "SIGKILL");
    await exited(first);
    const halfway = await getSimulationJob(t.db, ana, job.id);
    expect(halfway).toMatchObject({ status: "running", attempt: 1 });
    expect(halfway.progress.done).toBeLessThan(KILLED_JOB_GAMES);

    const second = startWorker();
    const done = await until(`the job to finish (worker output: ${second.output.join("")})`, async () => {
      const j = await getSimulationJob(t.db, ana, job.id);
      return j.status === "done" ? j : null;
    });
    expect(done.attempt).toBe(2);
    expect(done.progress).toMatchObject({ done: KILLED_JOB_GAMES, total: KILLED_JOB_GAMES });
    const direct = await simulate({
      gameId: "test/dice-race",
      bots: [{ kind: "mcts", iterations: 100 }, { kind: "random" }],
      n: KILLED_JOB_GAMES,
      baseSeed: "queue",
    });
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.summary)));
    // The result was stored by the one try that finished: storing again changes nothing.
    expect(await finishSimulationJob(t.db, job.id, { status: "failed", error: "again" })).toBe(false);
    // pg-boss holds the job as completed, retried once (the failed first try).
    const boss = new PgBoss({ connectionString: t.url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    const held = await until("pg-boss to complete the job", async () => {
      const h = await boss.getJobById(SIM_QUEUE, job.id);
      return h?.state === "completed" ? h : null;
    });
    expect(held.retryCount).toBe(1);
    await boss.stop({ graceful: false, wait: true });
    expect(second.output.join("")).toMatch(new RegExp(`job ${job.id}: done`));
  }, 180_000);

  it("stops a running job when its owner cancels from any instance", async () => {
    const job = await createSimulationJob(t.db, ana, race({ n: 100_000 }));
    await queue.enqueue(job.id);
    if (workers.every((w) => w.exitCode !== null || w.signalCode !== null)) startWorker();
    await until("progress", async () => (await getSimulationJob(t.db, ana, job.id)).progress.done > 0);
    await cancelSimulationJob(t.db, ana, job.id);
    const stopped = await until("the cancellation", async () => {
      const j = await getSimulationJob(t.db, ana, job.id);
      return j.status === "cancelled" ? j : null;
    });
    expect(stopped.progress.done).toBeLessThan(100_000);
    expect(stopped.result).toBeNull();
  }, 120_000);

  it("withdraws a job cancelled while queued, so no worker plays it", async () => {
    for (const w of workers) kill(w, "SIGTERM");
    await Promise.all(workers.map(exited));
    const job = await createSimulationJob(t.db, ana, race({ n: 5 }));
    await queue.enqueue(job.id);
    await cancelSimulationJob(t.db, ana, job.id);
    await queue.withdraw(job.id);
    const boss = new PgBoss({ connectionString: t.url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    expect((await boss.getJobById(SIM_QUEUE, job.id))?.state).toBe("cancelled");
    await boss.stop({ graceful: false, wait: true });
    expect((await getSimulationJob(t.db, ana, job.id)).status).toBe("cancelled");
  }, 60_000);
});
