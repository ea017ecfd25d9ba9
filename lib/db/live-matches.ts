// Live matches between browsers. The server keeps seed, content and the whole action log and
// answers each seated player with only their seat's view: a secret choice (a Lost Worlds pick)
// stays on the server until the game resolves it. Each action carries the version it was made
// at, so a double submit or a stale tab is refused (409) instead of applied twice.
//
// Fair play from the start:
// - The server draws the seed, and keeps it (with the log, hence every die and card to come) from
//   every seat until the match ends; a seed of one's own is for hot-seat and bot playtests only.
// - The content is built here from documents named by id and pinned to a revision, each read with
//   the creator's rights (and, to join, with the joiner's): never content a browser sends.
// - While a seat is open, anyone with the link sees what would be played (the documents, the rule
//   options, the seats) and nothing of the game itself: no player sees the random set-up before
//   every seat is taken, so nobody can create matches until one deals them a good start.
// - Once every seat is taken, the match is its players' alone: others get 404, as for a document
//   not shared with them.
import { seatLabels, withoutGameName } from "../games/titles";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { actionKeyOf, isSecretUntil, type ActionBase, type GameEvent } from "../engine/core/game";
import { loadModule } from "../games/registry";
import { optionsOf, setUp } from "../games/setup";
import { parseOptions } from "../games/parse";
import { testGamesEnabled } from "../games/catalog";
import type { GameModule } from "../games/types";
import { AppError, conflict, invalid, parseInput } from "../errors";
import { authorize, requireSignedIn, type DocumentFacts, type Principal, type SignedIn } from "../auth/policy";
import type { LiveMatchSource, LiveMatchView } from "../content/api";
import type { Db } from "./client";
import { createDocument, documentFacts, shareDocument } from "./documents";
import { contentFromDocuments, installedGame } from "./game-content";
import { charge } from "./storage";
import { getMatchBus } from "./match-bus";

const documentRef = z.strictObject({
  id: z.string().min(1).max(100),
  /** The revision to play; omitted, the one the creator reads now. */
  version: z.number().int().positive().optional(),
});

export const createLiveInput = z.strictObject({
  gameId: z.string().min(1).max(100),
  /** Omitted: the game and the documents' titles. */
  title: z.string().trim().min(1).max(200).optional(),
  /** One document per content slot of the game (and per optional slot taken: each adds a seat). */
  documents: z.array(documentRef).max(8).default([]),
  /** The optional companion document (a mission's ruleset). */
  companion: documentRef.optional(),
  /** Rule options, checked against the game's schema. */
  options: z.record(z.string(), z.unknown()).default({}),
});

export const actInput = z.object({
  /** The version the player saw when choosing (it counts joins and actions). */
  version: z.number().int().min(0),
  action: z.looseObject({ seat: z.number().int().min(0) }),
});

interface Seat {
  label: string;
  userId: string | null;
}

interface LogEntry {
  action: ActionBase;
  events: GameEvent[];
  /** The match version the action was applied at. */
  at: number;
}

/** A document revision the match is played with, as stored (LiveMatchSource without the reader's view of it). */
interface Source {
  documentId: string;
  version: number;
  kind: string;
  title: string;
  slot: string;
  /** The optional companion (a mission's ruleset), not one of the content slots. */
  companion?: true;
}

export type { LiveMatchView } from "../content/api";

type Row = NonNullable<Awaited<ReturnType<Db["liveMatch"]["findUnique"]>>>;

function replay(mod: GameModule, row: Row): unknown {
  const log = JSON.parse(row.log) as LogEntry[];
  let state = setUp(mod, JSON.parse(row.content), JSON.parse(row.options), seedOf(row));
  for (const entry of log) state = mod.game.apply(state, entry.action).state;
  return state;
}

const seedOf = (row: Row): string | number => JSON.parse(row.seed) as string | number;

async function load(db: Db, id: string): Promise<Row | null> {
  return db.liveMatch.findUnique({ where: { id } });
}

const seatsOf = (row: Row): Seat[] => JSON.parse(row.seats) as Seat[];
const sourcesOf = (row: Row): Source[] => JSON.parse(row.sources) as Source[];
const started = (seats: Seat[]) => seats.every((s) => s.userId !== null);

/** The policy's facts about a match: its seats (a missing match is null, and answers 404). */
const facts = (row: Row | null) => (row ? { seats: seatsOf(row) } : null);

/** What joining needs to know: the seats, and each document revision the match is played with. */
async function joinFacts(db: Db, row: Row | null) {
  if (!row) return null;
  const sources = sourcesOf(row);
  const docs = await documentFacts(
    db,
    sources.map((s) => s.documentId),
  );
  return { seats: seatsOf(row), sources: sources.map((s) => ({ doc: docs.get(s.documentId) ?? null, version: s.version })) };
}

/** The documents as this reader may know them: a title only where they may read that revision. */
async function sourcesFor(db: Db, who: SignedIn, row: Row): Promise<LiveMatchSource[]> {
  const sources = sourcesOf(row);
  const docs = await documentFacts(
    db,
    sources.map((s) => s.documentId),
  );
  return sources.map((s) => {
    const doc: DocumentFacts | null = docs.get(s.documentId) ?? null;
    let readable = false;
    try {
      authorize(who, "document.use", { doc, version: s.version });
      readable = true;
    } catch {
      readable = false;
    }
    return readable
      ? { slot: s.slot, kind: s.kind, documentId: s.documentId, version: s.version, title: s.title, readable }
      : { slot: s.slot, kind: s.kind, documentId: null, version: null, title: null, readable };
  });
}

/**
 * The match as `who` may see it: a seated player gets that seat's view once the match has
 * started; before that, and to anyone invited by the link, only what would be played.
 */
async function present(db: Db, mod: GameModule, row: Row, who: Principal): Promise<LiveMatchView> {
  const game = mod.game;
  const seats = seatsOf(row);
  const { actor, seat } = authorize(who, "match.view", { seats });
  const mine = seat ?? -1;
  const on = started(seats);
  const state = on ? replay(mod, row) : null;
  const result = state === null ? null : game.result(state);
  const active = state === null || result ? [] : game.activeSeats(state);
  return {
    id: row.id,
    gameId: row.gameId,
    gameName: mod.title,
    title: row.title,
    version: row.version,
    seats: seats.map((s, i) => ({ label: s.label, taken: s.userId !== null, mine: i === mine })),
    mySeat: mine >= 0 ? mine : null,
    started: on,
    sources: await sourcesFor(db, actor, row),
    options: optionsOf(mod, JSON.parse(row.options)) as Record<string, unknown>,
    view: state !== null && mine >= 0 ? game.view(state, mine) : null,
    legal: state !== null && mine >= 0 && active.includes(mine) ? game.legalActions(state, mine) : [],
    activeSeats: active,
    result,
    playtestId: row.playtestId,
    lastEvents: on ? ((JSON.parse(row.log) as LogEntry[]).at(-1)?.events ?? []) : [],
  };
}

/** A request naming something a live match no longer takes, answered with what to do instead. */
function refuseOldFields(raw: unknown): void {
  if (typeof raw !== "object" || raw === null) return;
  const issues = [];
  if ("seed" in raw) {
    issues.push({
      path: "seed",
      message:
        "Expected no seed: the server draws a live match's seed and keeps it secret until the end (a seed of your own is for hot-seat " +
        "and bot playtests)",
    });
  }
  if ("content" in raw) {
    issues.push({
      path: "content",
      message: "Expected documents: [{ id, version }] instead of content (the server builds the match from them)",
    });
  }
  if (issues.length) throw invalid(issues);
}

export async function createLiveMatch(db: Db, who: Principal, raw: unknown): Promise<LiveMatchView> {
  const { actor } = authorize(who, "match.create");
  refuseOldFields(raw);
  const input = parseInput(raw, createLiveInput);
  const mod = await installedGame(input.gameId);
  const { spec, slots, docs, companion, content } = await contentFromDocuments(db, actor, mod, input.documents, input.companion);

  let options: Record<string, unknown>;
  let seatCount: number;
  let named: string[] | undefined;
  try {
    options = parseOptions(mod.options, input.options);
    const parsed = mod.parse(content);
    seatCount = mod.game.seatCount(optionsOf(mod, options), parsed);
    named = mod.seatNamesFor?.(parsed);
    // The game's own set-up, with a seed that is then thrown away: content it refuses makes no match.
    setUp(mod, content, options, randomBytes(16).toString("base64url"));
  } catch (err) {
    if (err instanceof AppError) throw err;
    const issues = (err as { issues?: { path: string; message: string }[] }).issues;
    const message = err instanceof Error ? err.message : String(err);
    throw invalid(
      issues?.length
        ? issues.map((i) => ({ path: i.path.startsWith("options") ? i.path : `documents (${i.path})`, message: i.message }))
        : [{ path: "documents", message: `The game cannot be set up with these documents: ${message}` }],
      "The match cannot be set up",
    );
  }

  const titles = docs.map((d) => d.title);
  const labels = named
    ? Array.from({ length: seatCount }, (_, i) => named[i] ?? `Seat ${i + 1}`)
    : seatLabels(mod.title, seatCount, titles, mod.seatNames ?? []);
  const seats: Seat[] = Array.from({ length: seatCount }, (_, i) => ({ label: labels[i], userId: i === 0 ? actor.userId : null }));
  const sources: Source[] = [
    ...docs.map((d, i) => ({ documentId: d.id, version: d.version, kind: d.kind, title: d.title, slot: slots[i] })),
    ...(companion
      ? [
          {
            documentId: companion.id,
            version: companion.version,
            kind: companion.kind,
            title: companion.title,
            slot: spec!.companion!.label,
            companion: true as const,
          },
        ]
      : []),
  ];
  const title = (
    input.title ?? `${mod.title}${titles.length ? `: ${titles.map((t) => withoutGameName(t, mod.title)).join(" vs ")}` : ""}`
  ).slice(0, 200);
  // Drawn here, never sent by a browser, and shown to nobody until the match is over.
  const seed = randomBytes(18).toString("base64url");
  const contentText = JSON.stringify(content ?? null);
  const row = await db.$transaction(async (tx) => {
    await charge(tx, actor.userId, Buffer.byteLength(contentText) + 1024);
    return tx.liveMatch.create({
      data: {
        gameId: mod.id,
        title,
        seed: JSON.stringify(seed),
        options: JSON.stringify(options),
        content: contentText,
        sources: JSON.stringify(sources),
        seats: JSON.stringify(seats),
        log: "[]",
        createdById: actor.userId,
      },
    });
  });
  return present(db, mod, row, actor);
}

export async function getLiveMatch(db: Db, who: Principal, id: string): Promise<LiveMatchView> {
  const found = await load(db, id);
  authorize(who, "match.view", facts(found));
  const row = found as Row;
  return present(db, await loadModule(row.gameId), row, who);
}

/**
 * Tells every server process that the match changed (after the change is committed). A lost
 * notice is not a lost move: the database has it, and every stream reads the match again within
 * its check interval; so a failure to publish is logged, never the caller's error.
 */
async function announce(id: string, version: number): Promise<void> {
  try {
    await getMatchBus().publish({ matchId: id, version });
  } catch (err) {
    console.error(`Live play: could not announce version ${version} of match ${id}`, err);
  }
}

/**
 * Waits (up to `ms`) for the match to move past `version`, then answers as getLiveMatch. It waits
 * on the match bus, reading the match again only when a change is announced.
 */
export async function waitLiveMatch(db: Db, who: Principal, id: string, version: number, ms: number): Promise<LiveMatchView> {
  const until = Date.now() + ms;
  let wake: () => void = () => {};
  let changed = false;
  // Listening before the first read: a change between the read and the wait is not missed.
  const stop = getMatchBus().subscribe(id, () => {
    changed = true;
    wake();
  });
  try {
    const found = await load(db, id);
    authorize(who, "match.view", facts(found));
    let row = found as Row;
    while (row.version <= version && Date.now() < until) {
      if (!changed) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, until - Date.now());
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      changed = false;
      // Matches are never deleted: the row found once is there on every read.
      row = (await load(db, id)) as Row;
    }
    return present(db, await loadModule(row.gameId), row, who);
  } finally {
    stop();
  }
}

export async function joinLiveMatch(db: Db, who: Principal, id: string): Promise<LiveMatchView> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await load(db, id);
    // The seat the policy grants: the one the caller holds, else the first open one (if they can
    // read every document the match is played with).
    const { actor, seat } = authorize(who, "match.join", await joinFacts(db, found));
    const row = found as Row;
    const seats = seatsOf(row);
    if (seats[seat].userId === null) {
      seats[seat] = { ...seats[seat], userId: actor.userId };
      // The seats JSON in the WHERE clause makes "still open" and "take it" one step.
      const { count } = await db.liveMatch.updateMany({
        where: { id, seats: row.seats },
        data: { seats: JSON.stringify(seats), version: { increment: 1 } },
      });
      if (count === 0) continue;
      await announce(id, row.version + 1);
    }
    return getLiveMatch(db, actor, id);
  }
  throw conflict("Seats kept changing; try again", {});
}

export async function actInLiveMatch(db: Db, who: Principal, id: string, raw: unknown): Promise<LiveMatchView> {
  const actor = requireSignedIn(who);
  const input = parseInput(raw, actInput);
  // Another seat's secret choice landing first must not refuse mine: retry on a lost race.
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await load(db, id);
    const seats = found ? seatsOf(found) : [];
    // Only once seated, and only for one's own seat.
    const { seat: mine } = authorize(actor, "match.act", found && { seats, seat: input.action.seat });
    const row = found as Row;
    if (!started(seats)) throw invalid([{ path: "action", message: "Expected every seat to be taken before the match starts" }]);
    if (input.version > row.version) throw invalid([{ path: "version", message: `Expected at most the match's version ${row.version}` }]);
    const mod = await loadModule(row.gameId);
    const game = mod.game;
    const log = JSON.parse(row.log) as LogEntry[];
    // What happened since the player looked: only others' secret choices leave the choice valid.
    const unseen = log.findIndex((e) => e.at >= input.version);
    if (unseen >= 0 && !isSecretUntil(log, unseen, log.length)) {
      throw conflict("The match moved on since you chose; look again", { current: await present(db, mod, row, actor) });
    }
    const state = replay(mod, row);
    if (game.result(state)) throw invalid([{ path: "action", message: "The match is over" }]);
    const action = input.action as ActionBase;
    const key = actionKeyOf(game, action);
    if (!game.activeSeats(state).includes(mine) || !game.legalActions(state, mine).some((a) => actionKeyOf(game, a) === key)) {
      throw invalid([{ path: "action", message: "Expected one of your legal actions now" }]);
    }
    const out = game.apply(state, action);
    const next = [...log, { action, events: out.events, at: row.version }];
    const { count } = await db.liveMatch.updateMany({
      where: { id, version: row.version },
      data: { log: JSON.stringify(next), version: row.version + 1 },
    });
    if (count === 0) continue;
    // A finished match is announced once its replay is kept, so the last notice carries both.
    if (game.result(out.state)) await keepAsPlaytest(db, { ...row, log: JSON.stringify(next) }, seats);
    await announce(id, row.version + 1);
    return getLiveMatch(db, actor, id);
  }
  throw conflict("The match kept changing; look again", { current: await getLiveMatch(db, actor, id) });
}

/** A finished match becomes a playtest document of its creator, shared with the other players. */
async function keepAsPlaytest(db: Db, row: Row, seats: Seat[]): Promise<void> {
  const owner = { userId: row.createdById };
  const refs = sourcesOf(row)
    .filter((s) => !s.companion)
    .map((s) => ({ documentId: s.documentId, version: s.version, title: s.title }));
  const doc = await createDocument(
    db,
    owner,
    {
      kind: "playtest",
      title: row.title,
      body: {
        gameId: row.gameId,
        seed: seedOf(row),
        options: JSON.parse(row.options),
        contentRef: refs.length === 0 ? null : refs.length === 1 ? refs[0] : refs,
        content: JSON.parse(row.content),
        seats: seats.map((s) => ({ label: s.label, controller: "human" })),
        log: (JSON.parse(row.log) as LogEntry[]).map(({ action, events }) => ({ action, events })),
      },
    },
    "Played live",
  );
  for (const s of seats) {
    if (!s.userId || s.userId === row.createdById) continue;
    const user = await db.user.findUnique({ where: { id: s.userId } });
    if (user) await shareDocument(db, owner, doc.id, user.email, "viewer");
  }
  await db.liveMatch.update({ where: { id: row.id }, data: { playtestId: doc.id } });
}

/**
 * What changes whenever a match does (its version, and the replay kept when it ends), read without
 * the log: how a waiting stream checks cheaply that it has missed nothing. Null: no such match.
 */
export async function liveMatchStamp(db: Db, id: string): Promise<string | null> {
  const row = await db.liveMatch.findUnique({ where: { id }, select: { version: true, playtestId: true } });
  return row ? `${row.version} ${row.playtestId ?? ""}` : null;
}
