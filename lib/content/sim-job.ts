// A simulation job as the API answers it and the lab shows it: what was asked, how far it got, and
// its result once done (a simulation's summary, or a sweep's report with its text).

export type SimJobStatus = "queued" | "running" | "done" | "failed" | "cancelled";

export interface SimJobView {
  id: string;
  kind: "simulate" | "sweep";
  gameId: string;
  title: string;
  /** The content document the job is kept with (its first document), if it plays one. */
  documentId: string | null;
  status: SimJobStatus;
  cancelRequested: boolean;
  /** How many tries it took: more than one when a worker died and the job was played again. */
  attempt: number;
  /** Games played of the total (a sweep's total is unknown until it ends: 0), and a sweep's line of progress. */
  progress: { done: number; total: number; text: string };
  request: { bots: string[]; n: number; seed: string | number; options: Record<string, unknown>; sweep: string | null };
  /** A simulation's SimSummary, or a sweep's { report, text }. */
  result: unknown;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}
