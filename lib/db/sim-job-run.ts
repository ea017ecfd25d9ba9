// Plays one simulation job, wherever it is played (a `npm run worker` process, or the studio
// itself on SQLite): claims a try, runs the games through the runner it is given, writes progress
// with a heartbeat every few seconds (which is also when it reads its cancel flag), and stores the
// one result. Seeds depend only on the job's seed and each game's index, so a try that starts over
// after a worker died gives exactly the result the first would have.
import type { Simulate } from "../games/types";
import { loadModule } from "../games/registry";
import { SimulationAbortedError } from "../sim/runner";
import type { Db } from "./client";
import { claimSimulationJob, finishSimulationJob, heartbeat, type ClaimedJob, type Outcome } from "./sim-jobs";

export interface RunJobOptions {
  /** Plays games: Node worker threads in a worker process, this thread in the studio. */
  simulate: Simulate;
  /** How often progress is written and the cancel flag read. */
  heartbeatMs?: number;
  /** Worker threads per job, passed to the runner (ignored by an in-thread runner). */
  threads?: number;
}

/** What became of the call: "skipped" when the job had ended or another try holds it. */
export type RunJobResult = "done" | "failed" | "cancelled" | "skipped";

export const DEFAULT_HEARTBEAT_MS = 2000;

/** The job's games, or its sweep, through `simulate`; reports progress as it goes. */
async function play(
  job: ClaimedJob,
  simulate: Simulate,
  threads: number,
  signal: AbortSignal,
  progress: { done: number; total: number; text: string },
): Promise<unknown> {
  const mod = await loadModule(job.gameId);
  const r = job.request;
  if (job.kind === "sweep") {
    if (!mod.sweep) throw new Error(`${mod.title} has no balance sweep`);
    // A sweep calls the runner once per point: the games done add up across its calls.
    let before = 0;
    const counting: Simulate = (o) => {
      const base = before;
      return simulate({ ...o, signal, onProgress: (p) => (progress.done = base + p.done) }).then((res) => {
        before = base + o.n;
        return res;
      });
    };
    const param = mod.sweep.parse(r.sweep ?? "");
    const report: unknown = await mod.sweep.run(
      counting,
      job.content,
      param,
      { n: r.n, baseSeed: r.seed, bots: r.bots, options: r.options, workers: threads, maxSteps: r.maxSteps },
      (text) => (progress.text = text),
    );
    return { report, text: mod.sweep.format(report) };
  }
  const res = await simulate({
    gameId: job.gameId,
    content: job.content,
    bots: r.bots,
    n: r.n,
    baseSeed: r.seed,
    options: r.options,
    maxSteps: r.maxSteps,
    workers: threads,
    signal,
    onProgress: (p) => (progress.done = p.done),
  });
  return res.summary;
}

export async function runSimulationJob(db: Db, id: string, o: RunJobOptions): Promise<RunJobResult> {
  const job = await claimSimulationJob(db, id);
  if (!job) return "skipped";
  const abort = new AbortController();
  const progress = { done: 0, total: job.kind === "sweep" ? 0 : job.request.n, text: "" };
  let lost = false;
  const beat = async () => {
    if ((await heartbeat(db, job, progress)) === "stop") {
      // Either the owner cancelled, or this try is no longer the job's (it was requeued): stop both ways.
      const row = await db.simulationJob.findUnique({ where: { id }, select: { attempt: true } });
      lost = row?.attempt !== job.attempt;
      abort.abort();
    }
  };
  let beating = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating.then(beat).catch(() => {}); // a missed beat is retried on the next one
  }, o.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
  let outcome: Outcome;
  try {
    const result = await play(job, o.simulate, o.threads ?? 0, abort.signal, progress);
    outcome = { status: "done", result };
  } catch (err) {
    if (err instanceof SimulationAbortedError || abort.signal.aborted) outcome = { status: "cancelled" };
    else outcome = { status: "failed", error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearInterval(timer);
    await beating;
  }
  if (lost) return "skipped";
  if (outcome.status === "done") {
    const total = job.kind === "sweep" ? progress.done : job.request.n;
    await heartbeat(db, job, { done: total, total, text: progress.text });
  }
  return (await finishSimulationJob(db, id, outcome)) ? outcome.status : "skipped";
}
