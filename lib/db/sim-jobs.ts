// Simulation jobs: a simulation or balance sweep the studio plays instead of the browser. This file
// is the table's only reader and writer. People create, read and cancel their own jobs; whatever
// plays a job (lib/db/sim-job-run.ts) claims a try, reports progress with a heartbeat, and stores
// the one result. Every write a try makes is conditional on that try still being the current one,
// and the result on the job not being finished yet, so a job retried after its worker died, or
// played twice by accident, is reported once.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { parseBotSpec, type BotSpec } from "../engine/core/bots";
import { loadModule } from "../games/registry";
import { parseOptions } from "../games/parse";
import { testGamesEnabled } from "../games/catalog";
import type { GameModule } from "../games/types";
import { AppError, invalid, notFound, parseInput, tooMany } from "../errors";
import { requireSignedIn, type Principal, type SignedIn } from "../auth/policy";
import type { SimJobView } from "../content/sim-job";
import type { Db } from "./client";
import { contentFromDocuments, installedGame } from "./game-content";
import { charge } from "./storage";

export type { SimJobView } from "../content/sim-job";

const docRef = z.object({ id: z.string().min(1).max(100), version: z.number().int().positive().optional() }).strict();

/** What a person asks for: the same settings as the lab and `hexfolio simulate`, with documents by id. */
export const simJobInput = z
  .object({
    gameId: z.string().min(1).max(100),
    documents: z.array(docRef).max(8).default([]),
    companion: docRef.optional(),
    bots: z
      .array(
        z
          .string()
          .min(1)
          .max(40)
          .superRefine((text, ctx) => {
            try {
              parseBotSpec(text);
            } catch (e) {
              ctx.addIssue({ code: "custom", message: (e as Error).message });
            }
          }),
      )
      .min(1)
      .max(8),
    n: z.number().int().min(1).max(1_000_000),
    seed: z.union([z.string().trim().min(1).max(100), z.number().int()]).default("hexfolio"),
    options: z.record(z.string(), z.unknown()).optional(),
    maxSteps: z.number().int().min(1).max(1_000_000).optional(),
    /** The game's balance sweep, in the words `hexfolio simulate --sweep` takes; a plain run without it. */
    sweep: z.string().trim().min(1).max(500).optional(),
    title: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export type SimJobInput = z.infer<typeof simJobInput>;

/** The request as stored: what the job plays, with the bots parsed. */
export interface StoredRequest {
  bots: BotSpec[];
  botNames: string[];
  n: number;
  seed: string | number;
  options?: Record<string, unknown>;
  maxSteps?: number;
  sweep?: string;
}

type Row = NonNullable<Awaited<ReturnType<Db["simulationJob"]["findUnique"]>>>;

export const FINISHED = ["done", "failed", "cancelled"] as const;
const UNFINISHED = ["queued", "running"];
/** Jobs one person may have waiting or running at once. */
export const MAX_UNFINISHED_JOBS = 5;

function present(row: Row): SimJobView {
  const request = JSON.parse(row.request) as StoredRequest;
  return {
    id: row.id,
    kind: row.kind === "sweep" ? "sweep" : "simulate",
    gameId: row.gameId,
    title: row.title,
    documentId: row.documentId,
    status: row.status as SimJobView["status"],
    cancelRequested: row.cancelRequested,
    attempt: row.attempt,
    progress: { done: row.done, total: row.total, text: row.progressText },
    request: { bots: request.botNames, n: request.n, seed: request.seed, options: request.options ?? {}, sweep: request.sweep ?? null },
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A document for the job, read with its creator's rights; anything else is a 400 naming the field. */
/**
 * Checks a request against its game and stores it as a queued job; the caller then hands the id
 * to the queue. Content is built now, from the revisions the creator can read, so a job plays what
 * was asked for even if the documents change while it waits.
 */
export async function createSimulationJob(db: Db, who: Principal, raw: unknown): Promise<SimJobView> {
  const actor = requireSignedIn(who);
  const input = parseInput(raw, simJobInput);
  const mod = await installedGame(input.gameId);
  const { spec, docs, content } = await contentFromDocuments(db, actor, mod, input.documents, input.companion);

  try {
    parseOptions(mod.options, input.options);
  } catch (err) {
    const issues = (err as { issues?: { path: string; message: string }[] }).issues;
    throw invalid(issues?.length ? issues : [{ path: "options", message: (err as Error).message }]);
  }
  try {
    mod.parse(content);
  } catch (err) {
    throw invalid([{ path: "documents", message: `The game cannot be played with these documents: ${(err as Error).message}` }]);
  }
  if (input.sweep !== undefined) {
    if (!mod.sweep) throw invalid([{ path: "sweep", message: `Expected no sweep: ${mod.title} has none` }]);
    try {
      mod.sweep.parse(input.sweep);
    } catch (err) {
      throw invalid([{ path: "sweep", message: (err as Error).message }]);
    }
  }

  const request: StoredRequest = {
    bots: input.bots.map(parseBotSpec),
    botNames: input.bots,
    n: input.n,
    seed: input.seed,
    ...(input.options ? { options: input.options } : {}),
    ...(input.maxSteps ? { maxSteps: input.maxSteps } : {}),
    ...(input.sweep ? { sweep: input.sweep } : {}),
  };
  const names = docs.map((d) => d.title).join(" vs ");
  const title = input.title ?? `${mod.title}${names ? `: ${names}` : ""}${input.sweep ? ` (${mod.sweep!.label})` : ""}`.slice(0, 200);
  const contentText = JSON.stringify(content ?? null);
  const requestText = JSON.stringify(request);
  const row = await db.$transaction(async (tx) => {
    // A job keeps its content for good, like a live match: it counts against the owner's quota.
    // Charged first: the charge updates the owner's row, which locks it until this transaction
    // ends, so requests of one person (through any instance) count their unfinished jobs one after
    // another. Counted first, simultaneous requests all saw the same count and all passed the limit.
    await charge(tx, actor.userId, Buffer.byteLength(contentText) + Buffer.byteLength(requestText) + 512);
    // Jobs wait their turn in one queue shared by everyone: a few at a time per person.
    const waiting = await tx.simulationJob.count({ where: { ownerId: actor.userId, status: { in: UNFINISHED } } });
    if (waiting >= MAX_UNFINISHED_JOBS) {
      throw tooMany(`You have ${waiting} simulation jobs waiting or running: wait for one to finish, or cancel one`);
    }
    return tx.simulationJob.create({
      data: {
        // A UUID: the queue (pg-boss) keys its job by the same id.
        id: randomUUID(),
        ownerId: actor.userId,
        documentId: docs[0]?.id ?? null,
        kind: input.sweep ? "sweep" : "simulate",
        gameId: mod.id,
        title,
        request: requestText,
        content: contentText,
        total: input.sweep ? 0 : input.n,
      },
    });
  });
  return present(row);
}

async function ownRow(db: Db, who: Principal, id: string): Promise<Row> {
  const actor = requireSignedIn(who);
  const row = await db.simulationJob.findUnique({ where: { id } });
  // Someone else's job is as absent as a job that never was.
  if (!row || row.ownerId !== actor.userId) throw notFound("Simulation job");
  return row;
}

export async function getSimulationJob(db: Db, who: Principal, id: string): Promise<SimJobView> {
  return present(await ownRow(db, who, id));
}

/** The caller's jobs, newest first; only those kept with `documentId` when given. */
export async function listSimulationJobs(db: Db, who: Principal, documentId?: string): Promise<SimJobView[]> {
  const actor = requireSignedIn(who);
  const rows = await db.simulationJob.findMany({
    where: { ownerId: actor.userId, ...(documentId ? { documentId } : {}) },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  return rows.map(present);
}

/**
 * Asks a job to stop. A queued one is cancelled here; a running one is flagged, and its worker,
 * which reads the flag with every heartbeat, stops and records the cancellation.
 */
export async function cancelSimulationJob(db: Db, who: Principal, id: string): Promise<SimJobView> {
  const row = await ownRow(db, who, id);
  if (row.status === "queued") {
    await db.simulationJob.updateMany({
      where: { id, status: "queued" },
      data: { status: "cancelled", cancelRequested: true, finishedAt: new Date() },
    });
  }
  await db.simulationJob.updateMany({ where: { id, status: { in: UNFINISHED } }, data: { cancelRequested: true } });
  return present((await db.simulationJob.findUnique({ where: { id } }))!);
}

// ——— the side that plays jobs ———

export interface ClaimedJob {
  id: string;
  attempt: number;
  kind: "simulate" | "sweep";
  gameId: string;
  request: StoredRequest;
  content: unknown;
}

/**
 * Starts a new try of a job: null when it is finished (or cancelled) already. Two claimers of one
 * job cannot both win: the update is conditional on the try number they read.
 */
export async function claimSimulationJob(db: Db, id: string): Promise<ClaimedJob | null> {
  const row = await db.simulationJob.findUnique({ where: { id } });
  if (!row || !UNFINISHED.includes(row.status)) return null;
  const attempt = row.attempt + 1;
  const { count } = await db.simulationJob.updateMany({
    where: { id, attempt: row.attempt, status: { in: UNFINISHED } },
    data: { status: "running", attempt, heartbeatAt: new Date(), done: 0, progressText: "" },
  });
  if (count === 0) return null;
  return {
    id,
    attempt,
    kind: row.kind === "sweep" ? "sweep" : "simulate",
    gameId: row.gameId,
    request: JSON.parse(row.request) as StoredRequest,
    content: JSON.parse(row.content) as unknown,
  };
}

/** Records a try's progress and that it is alive; says whether its owner asked it to stop, or it lost the job. */
export async function heartbeat(
  db: Db,
  job: { id: string; attempt: number },
  progress: { done: number; total: number; text: string },
): Promise<"go" | "stop"> {
  const { count } = await db.simulationJob.updateMany({
    where: { id: job.id, attempt: job.attempt, status: "running" },
    data: { done: progress.done, total: progress.total, progressText: progress.text.slice(0, 500), heartbeatAt: new Date() },
  });
  if (count === 0) return "stop";
  const row = await db.simulationJob.findUnique({ where: { id: job.id }, select: { cancelRequested: true } });
  return row?.cancelRequested ? "stop" : "go";
}

export type Outcome = { status: "done"; result: unknown } | { status: "failed"; error: string } | { status: "cancelled" };

/**
 * Stores how a job ended, once: true for the call that recorded it, false when the job had ended
 * already (a second try of a job whose first try finished, a cancel that came first).
 */
export async function finishSimulationJob(db: Db, id: string, outcome: Outcome): Promise<boolean> {
  const { count } = await db.simulationJob.updateMany({
    where: { id, status: { in: UNFINISHED } },
    data: {
      status: outcome.status,
      result: outcome.status === "done" ? JSON.stringify(outcome.result) : null,
      error: outcome.status === "failed" ? outcome.error.slice(0, 4000) : null,
      finishedAt: new Date(),
      heartbeatAt: null,
    },
  });
  return count === 1;
}

/**
 * Running jobs whose try has been silent since `before` (its worker died), put back to queued:
 * each is returned to exactly one caller, who then hands it back to the queue.
 */
export async function requeueSilentJobs(db: Db, before: Date): Promise<string[]> {
  const silent = await db.simulationJob.findMany({
    where: { status: "running", heartbeatAt: { lt: before } },
    select: { id: true, attempt: true },
    take: 100,
  });
  const taken: string[] = [];
  for (const j of silent) {
    const { count } = await db.simulationJob.updateMany({
      where: { id: j.id, attempt: j.attempt, status: "running", heartbeatAt: { lt: before } },
      data: { status: "queued", heartbeatAt: null },
    });
    if (count === 1) taken.push(j.id);
  }
  return taken;
}
