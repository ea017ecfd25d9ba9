// A simulation worker: takes jobs from the PostgreSQL queue and plays them (lib/db/sim-job-run.ts).
// Run any number, on any machine that reaches the database (`npm run worker`). A worker that dies
// mid-job stops writing its heartbeat; every worker looks for such silent jobs and hands each back
// to the queue (pg-boss then retries it), so a job is played again from its first game and stored
// once. pg-boss's own expiry (HEXFOLIO_SIM_JOB_TIMEOUT_MINUTES) is the backstop when no worker is
// left to notice.
import type PgBoss from "pg-boss";
import type { Simulate } from "../games/types";
import type { Db } from "./client";
import { DEFAULT_HEARTBEAT_MS, runSimulationJob } from "./sim-job-run";
import { finishSimulationJob, requeueSilentJobs } from "./sim-jobs";
import { SIM_QUEUE, queueSettings, startBoss } from "./sim-queue-pgboss";

export interface WorkerSettings {
  /** Jobs this process plays at once: HEXFOLIO_WORKER_JOBS (default 1). */
  jobs: number;
  /**
   * Worker threads per job: HEXFOLIO_WORKER_THREADS. The default, 0, plays in the worker's own
   * thread (it yields every few milliseconds, so heartbeats keep time): starting threads and loading
   * the engine in them costs seconds per job, more than a typical job's games. Scale with more
   * worker processes, or set threads for a few very large jobs.
   */
  threads: number;
  /** Heartbeat silence after which a running job is taken to be dead: HEXFOLIO_WORKER_SILENT_SECONDS (default 30). */
  silentMs: number;
  heartbeatMs: number;
}

const whole = (text: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export function workerSettings(env: Record<string, string | undefined>): WorkerSettings {
  const silentMs = whole(env.HEXFOLIO_WORKER_SILENT_SECONDS, 30, 2, 3600) * 1000;
  return {
    jobs: whole(env.HEXFOLIO_WORKER_JOBS, 1, 1, 64),
    threads: whole(env.HEXFOLIO_WORKER_THREADS, 0, 0, 64),
    silentMs,
    // Several beats per silence, so one slow write never makes a live job look dead.
    heartbeatMs: Math.min(DEFAULT_HEARTBEAT_MS, Math.floor(silentMs / 4)),
  };
}

export interface SimulationWorker {
  stop(): Promise<void>;
}

export async function startSimulationWorker(
  db: Db,
  url: string,
  simulate: Simulate,
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.log,
): Promise<SimulationWorker> {
  const s = workerSettings(env);
  const q = queueSettings(env);
  const boss: PgBoss = await startBoss(url, true);

  await boss.work<{ jobId: string }>(SIM_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    const started = Date.now();
    log(`job ${job.data.jobId}: started`);
    const result = await runSimulationJob(db, job.data.jobId, { simulate, threads: s.threads, heartbeatMs: s.heartbeatMs });
    log(`job ${job.data.jobId}: ${result} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  // More jobs at once: one more subscription each (pg-boss hands each a job of its own).
  for (let i = 1; i < s.jobs; i++) {
    await boss.work<{ jobId: string }>(SIM_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
      await runSimulationJob(db, job.data.jobId, { simulate, threads: s.threads, heartbeatMs: s.heartbeatMs });
    });
  }

  const sweepSilent = async () => {
    for (const id of await requeueSilentJobs(db, new Date(Date.now() - s.silentMs))) {
      const row = await db.simulationJob.findUnique({ where: { id }, select: { attempt: true } });
      if ((row?.attempt ?? 0) > q.retryLimit) {
        await finishSimulationJob(db, id, { status: "failed", error: `Its worker stopped ${row!.attempt} times: not tried again.` });
        await boss.cancel(SIM_QUEUE, id).catch(() => {});
        continue;
      }
      // Failing the dead try makes pg-boss retry it; a job pg-boss no longer holds active is sent again.
      const held = await boss.getJobById(SIM_QUEUE, id);
      if (held?.state === "active") await boss.fail(SIM_QUEUE, id, { message: "its worker stopped" });
      else if (!held || held.state === "completed" || held.state === "failed" || held.state === "cancelled") {
        await boss.deleteJob(SIM_QUEUE, id).catch(() => {});
        await boss.send(SIM_QUEUE, { jobId: id }, { id, ...q });
      }
      log(`job ${id}: its worker went silent; queued again`);
    }
  };
  let sweeping = false;
  const timer = setInterval(
    () => {
      if (sweeping) return;
      sweeping = true;
      sweepSilent()
        .catch((err) => console.error("looking for silent jobs:", err))
        .finally(() => (sweeping = false));
    },
    Math.max(1000, Math.floor(s.silentMs / 2)),
  );

  return {
    async stop() {
      clearInterval(timer);
      // Jobs in hand finish first (up to a minute); what is left is picked up by another worker.
      await boss.stop({ graceful: true, wait: true, timeout: 60_000 });
    },
  };
}
