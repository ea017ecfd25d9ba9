// The SQLite queue: the studio process plays its jobs itself, one at a time, on its own thread
// (the runner yields to the event loop every few milliseconds, so requests are still answered).
// There is one studio process on SQLite, so nothing else could take a job; a restart loses the
// jobs that were waiting or running, and the next start marks them failed to say so.
import { simulate } from "../sim/runner";
import type { Db } from "./client";
import { runSimulationJob } from "./sim-job-run";
import { finishSimulationJob } from "./sim-jobs";
import type { SimulationQueue } from "./sim-queue-types";

export function inProcessQueue(db: Db): SimulationQueue {
  let chain: Promise<unknown> = forgetInterrupted(db, new Date()).catch(() => {});
  return {
    where: "studio",
    async enqueue(jobId) {
      chain = chain.then(() => runSimulationJob(db, jobId, { simulate })).catch((err) => console.error(`simulation job ${jobId}:`, err));
    },
    async withdraw() {
      // The job is marked cancelled already; when its turn comes, claiming it finds nothing to do.
    },
    async close() {
      await chain;
    },
  };
}

/** Jobs made before this queue (by a previous studio process) and left unfinished: nobody will play them now. */
async function forgetInterrupted(db: Db, before: Date): Promise<void> {
  const left = await db.simulationJob.findMany({
    where: { status: { in: ["queued", "running"] }, createdAt: { lt: before } },
    select: { id: true },
  });
  for (const j of left) {
    await finishSimulationJob(db, j.id, { status: "failed", error: "The studio restarted before this job finished: run it again." });
  }
}
