// Simulation throughput through the PostgreSQL queue with 1 and 2 worker processes: the same
// batch of jobs sent each time, timed from sending to the last result stored (worker start-up
// not included: timing starts once every worker listens). Usage: TEST_POSTGRES_URL=postgresql://…/postgres tsx scripts/sim-throughput.ts
//   [--jobs 6] [--games 200] [--bots mcts:100,random]
// A throwaway database is made on that server for each run and dropped afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createSimulationQueue } from "../lib/db/sim-queue";
import { createSimulationJob } from "../lib/db/sim-jobs";
import { freshTestDb, testUser } from "../lib/db/testing";
import { ROOT, bin } from "./build";

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "6" },
    games: { type: "string", default: "200" },
    bots: { type: "string", default: "mcts:100,random" },
  },
});
if (!process.env.TEST_POSTGRES_URL) {
  console.error("Set TEST_POSTGRES_URL to a PostgreSQL server (postgresql://user@host/postgres).");
  process.exit(2);
}
const jobs = Number(values.jobs);
const games = Number(values.games);
const bots = values.bots!.split(",");
process.env.HEXFOLIO_TEST_GAMES = "1";

interface Measured {
  seconds: number;
  gamesPerSecond: number;
  /** The most jobs seen running at once: the workers really shared the batch. */
  atOnce: number;
}

async function measure(workerCount: number): Promise<Measured> {
  const t = await freshTestDb();
  const queue = createSimulationQueue(t.db, "postgresql", { DATABASE_URL: t.url });
  const children: ChildProcess[] = [];
  try {
    const ids: string[] = [];
    for (let i = 0; i < jobs; i++) {
      // One person per job: a person may have only a few jobs waiting at once.
      const who = await testUser(t.db, `bench${i}`);
      ids.push((await createSimulationJob(t.db, who, { gameId: "test/dice-race", bots, n: games, seed: `bench-${i}` })).id);
    }
    // Workers first, timed from when they are all listening: start-up is not throughput.
    const ready: Promise<void>[] = [];
    for (let w = 0; w < workerCount; w++) {
      const child = spawn(bin("tsx"), [path.join(ROOT, "scripts", "worker.ts")], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: t.url, HEXFOLIO_WORKER_THREADS: "0", HEXFOLIO_WORKER_JOBS: "1" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      children.push(child);
      ready.push(
        new Promise((resolve) => child.stdout!.on("data", (b: Buffer) => b.toString().includes("Simulation worker") && resolve())),
      );
    }
    await Promise.all(ready);
    const started = Date.now();
    for (const id of ids) await queue.enqueue(id);
    let atOnce = 0;
    for (;;) {
      const left = await t.db.simulationJob.count({ where: { status: { in: ["queued", "running"] } } });
      if (left === 0) break;
      atOnce = Math.max(atOnce, await t.db.simulationJob.count({ where: { status: "running" } }));
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (Date.now() - started) / 1000;
    const failed = await t.db.simulationJob.count({ where: { status: { not: "done" } } });
    if (failed) throw new Error(`${failed} jobs did not finish`);
    return { seconds, gamesPerSecond: (jobs * games) / seconds, atOnce };
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once("exit", r)))));
    await queue.close();
    await t.close();
  }
}

console.log(`${jobs} jobs × ${games} games of test/dice-race (${bots.join(" vs ")}), each worker playing in its own thread`);
const results: Record<string, Measured> = {};
for (const w of [1, 2]) {
  results[w] = await measure(w);
  console.log(
    `  ${w} worker${w > 1 ? "s" : ""}: ${results[w].seconds.toFixed(1)} s, ${results[w].gamesPerSecond.toFixed(1)} games/s, ${results[w].atOnce} job(s) running at once`,
  );
}
console.log(
  `  speed-up: ${(results[2].gamesPerSecond / results[1].gamesPerSecond).toFixed(2)}× (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
);
process.exit(0);
