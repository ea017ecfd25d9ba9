// What plays simulation jobs, as the studio sees it; the two implementations are chosen in sim-queue.ts.

export interface SimulationQueue {
  /** Which implementation this is (the API reports it, so people know where their job runs). */
  readonly where: "workers" | "studio";
  /** Hands a stored, queued job (lib/db/sim-jobs.ts) to whatever plays it. */
  enqueue(jobId: string): Promise<void>;
  /** Takes a job that was cancelled while queued off the queue (a running one stops on its own flag). */
  withdraw(jobId: string): Promise<void>;
  close(): Promise<void>;
}
