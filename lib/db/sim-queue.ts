// Where a simulation job is played, decided in this one place from the database in use. On
// PostgreSQL, jobs go to a queue in the database (pg-boss) that `npm run worker` processes take
// from, on any machine, so a job outlives the studio instance that was asked and any one worker.
// On SQLite (one machine, one studio process) the studio plays them itself, one at a time.
import type { DatabaseProvider } from "./config";
import type { Db } from "./client";
import { inProcessQueue } from "./sim-queue-in-process";
import { pgBossQueue } from "./sim-queue-pgboss";

export interface SimulationQueue {
  /** Which implementation this is (the API reports it, so people know where their job runs). */
  readonly where: "workers" | "studio";
  /** Hands a stored, queued job (lib/db/sim-jobs.ts) to whatever plays it. */
  enqueue(jobId: string): Promise<void>;
  /** Takes a job that was cancelled while queued off the queue (a running one stops on its own flag). */
  withdraw(jobId: string): Promise<void>;
  close(): Promise<void>;
}

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
