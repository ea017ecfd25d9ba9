// Where a simulation job is played, decided in this one place from the database in use. On
// PostgreSQL, jobs go to a queue in the database (pg-boss) that `npm run worker` processes take
// from, on any machine, so a job outlives the studio instance that was asked and any one worker.
// On SQLite (one machine, one studio process) the studio plays them itself, one at a time.
import type { Principal } from "../auth/policy";
import type { DatabaseProvider } from "./config";
import type { Db } from "./client";
import { inProcessQueue } from "./sim-queue-in-process";
import { pgBossQueue } from "./sim-queue-pgboss";
import type { SimulationQueue } from "./sim-queue-types";
import { cancelSimulationJob, createSimulationJob, finishSimulationJob, type SimJobView } from "./sim-jobs";

export type { SimulationQueue } from "./sim-queue-types";

export function createSimulationQueue(
  db: Db,
  provider: DatabaseProvider,
  env: Record<string, string | undefined> = process.env,
): SimulationQueue {
  return provider === "postgresql" ? pgBossQueue(env.DATABASE_URL!, env) : inProcessQueue(db);
}

// One queue per server process, beside its one database client.
const holder = globalThis as unknown as { hexfolioSimQueue?: SimulationQueue };

export function getSimulationQueue(db: Db, provider: DatabaseProvider): SimulationQueue {
  holder.hexfolioSimQueue ??= createSimulationQueue(db, provider);
  return holder.hexfolioSimQueue;
}

/** Stores a job and hands it to the queue; a job the queue would not take is marked failed, not left waiting. */
export async function submitSimulationJob(db: Db, queue: SimulationQueue, who: Principal, raw: unknown): Promise<SimJobView> {
  const job = await createSimulationJob(db, who, raw);
  try {
    await queue.enqueue(job.id);
  } catch (err) {
    await finishSimulationJob(db, job.id, { status: "failed", error: `The job queue refused it: ${(err as Error).message}` });
    throw err;
  }
  return job;
}

/** Cancels a job and, if it was still waiting, takes it off the queue. */
export async function cancelQueuedSimulationJob(db: Db, queue: SimulationQueue, who: Principal, id: string): Promise<SimJobView> {
  const job = await cancelSimulationJob(db, who, id);
  if (job.status === "cancelled") await queue.withdraw(id);
  return job;
}
