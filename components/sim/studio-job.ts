// Running a simulation on the studio's side instead of in this browser: the job is stored, played
// by the studio's workers (or the studio itself on a one-machine install), and followed here by
// polling, so the page can be closed, reloaded or opened on another instance and the job goes on.
import { api } from "@/components/studio/api";
import type { SimJobView } from "@/lib/content/sim-job";

const POLL_MS = 1000;

export class JobEndedError extends Error {}

/**
 * Sends the request, then reports the job's progress until it ends: resolves with the finished
 * job, throws JobEndedError with a sentence when it failed or was cancelled. Aborting the signal
 * asks the studio to cancel it (the worker stops at its next heartbeat).
 */
export async function runOnStudio(
  request: Record<string, unknown>,
  onProgress: (job: SimJobView) => void,
  signal: AbortSignal,
): Promise<SimJobView> {
  let job = await api<SimJobView>("/api/simulations", { method: "POST", json: request });
  let cancelSent = false;
  for (;;) {
    onProgress(job);
    if (job.status === "done") return job;
    if (job.status === "failed") throw new JobEndedError(job.error ?? "The job failed.");
    if (job.status === "cancelled") throw new JobEndedError("Cancelled.");
    if (signal.aborted && !cancelSent) {
      cancelSent = true;
      job = await api<SimJobView>(`/api/simulations/${job.id}/cancel`, { method: "POST" });
      continue;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
    job = await api<SimJobView>(`/api/simulations/${job.id}`);
  }
}

/** The line under the progress bar: where the job stands, and a hint when it waits for a worker. */
export function jobNote(job: SimJobView): string {
  if (job.status === "queued") return " (waiting for a worker)";
  if (job.attempt > 1) return ` (try ${job.attempt}: a worker stopped, another took over)`;
  return "";
}
