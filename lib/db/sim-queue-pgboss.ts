// The PostgreSQL queue: jobs are pg-boss jobs in the same database (its own `pgboss` schema), keyed
// by the simulation job's id, taken by `npm run worker` processes (lib/db/sim-worker.ts). A studio
// instance only sends and withdraws; the workers play, retry and keep the queue tidy.
import PgBoss from "pg-boss";
import type { SimulationQueue } from "./sim-queue-types";

export const SIM_QUEUE = "hexfolio-simulation";

export interface QueueSettings {
  /** How long one try may run before pg-boss gives it up (and retries it): HEXFOLIO_SIM_JOB_TIMEOUT_MINUTES. */
  expireInSeconds: number;
  /** Tries after the first, for a try that died or timed out: HEXFOLIO_SIM_JOB_RETRIES. */
  retryLimit: number;
}

const whole = (text: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export function queueSettings(env: Record<string, string | undefined>): QueueSettings {
  // pg-boss refuses an expiry of 24 hours or more.
  return {
    expireInSeconds: whole(env.HEXFOLIO_SIM_JOB_TIMEOUT_MINUTES, 120, 1, 1439) * 60,
    retryLimit: whole(env.HEXFOLIO_SIM_JOB_RETRIES, 3, 0, 100),
  };
}

/** A started pg-boss on `url` with the simulation queue made; `supervise` runs its upkeep (expiry, retention). */
export async function startBoss(url: string, supervise: boolean): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: url, supervise, schedule: false, max: 4 });
  boss.on("error", (err) => console.error("job queue:", err));
  await boss.start();
  await boss.createQueue(SIM_QUEUE);
  return boss;
}

export function pgBossQueue(url: string, env: Record<string, string | undefined>): SimulationQueue {
  const settings = queueSettings(env);
  let started: Promise<PgBoss> | null = null;
  const boss = () => (started ??= startBoss(url, false));
  return {
    where: "workers",
    async enqueue(jobId) {
      await (await boss()).send(SIM_QUEUE, { jobId }, { id: jobId, ...settings });
    },
    async withdraw(jobId) {
      await (await boss()).cancel(SIM_QUEUE, jobId);
    },
    async close() {
      if (started) await (await started).stop({ graceful: false, wait: true });
    },
  };
}
