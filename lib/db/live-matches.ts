// Live matches between browsers. The server keeps seed, content and the whole action log and
// answers each seated player with only their seat's view: a secret choice (a Lost Worlds pick)
// stays on the server until the game resolves it. Each action carries the version it was made
// at, so a double submit or a stale tab is refused (409) instead of applied twice.
import { z } from "zod";
import { actionKeyOf, isSecretUntil, type ActionBase, type GameEvent, type GameResult } from "../engine/core/game";
import { loadModule } from "../games/registry";
import { setUp } from "../games/setup";
import type { GameModule } from "../games/types";
import { AppError, conflict, invalid, parseInput } from "../errors";
import { authorize, requireSignedIn, type Principal } from "../auth/policy";
import type { LiveMatchView } from "../content/api";
import type { Db } from "./client";
import { createDocument, shareDocument } from "./documents";

export const createLiveInput = z.object({
  gameId: z.string().min(1),
  title: z.string().trim().min(1).max(200),
  seed: z.union([z.string().max(200), z.number().int()]),
  options: z.record(z.string(), z.unknown()).default({}),
  content: z.unknown(),
  seats: z
    .array(z.object({ label: z.string().trim().min(1).max(80) }))
    .min(2)
    .max(8),
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

/** The policy's facts about a match: its seats (a missing match is null, and answers 404). */
const facts = (row: Row | null) => (row ? { seats: seatsOf(row) } : null);

/** The match as `who` may see it: a seated player gets that seat's view, anyone else only the table. */
function present(mod: GameModule, row: Row, who: Principal): LiveMatchView {
  const game = mod.game;
  const seats = seatsOf(row);
  const mine = authorize(who, "match.view", { seats }).seat ?? -1;
  const state = replay(mod, row);
  const result = game.result(state);
  const active = result ? [] : game.activeSeats(state);
  return {
    id: row.id,
    gameId: row.gameId,
    gameName: mod.title,
    title: row.title,
    version: row.version,
    seats: seats.map((s, i) => ({ label: s.label, taken: s.userId !== null, mine: i === mine })),
    mySeat: mine >= 0 ? mine : null,
    view: mine >= 0 ? game.view(state, mine) : null,
    legal: mine >= 0 && active.includes(mine) ? game.legalActions(state, mine) : [],
    activeSeats: active,
    result,
    playtestId: row.playtestId,
    lastEvents: (JSON.parse(row.log) as LogEntry[]).at(-1)?.events ?? [],
  };
}

export async function createLiveMatch(db: Db, who: Principal, raw: unknown): Promise<LiveMatchView> {
  const { actor } = authorize(who, "match.create");
  const input = parseInput(raw, createLiveInput);
  const mod = await loadModule(input.gameId).catch(() => {
    throw invalid([{ path: "gameId", message: `Expected an installed game (got "${input.gameId}")` }]);
  });
  const game = mod.game;
  try {
    const seats = game.seatCount(game.defaultOptions, mod.parse(input.content));
    if (input.seats.length !== seats) throw invalid([{ path: "seats", message: `Expected ${seats} seats for ${mod.title}` }]);
    setUp(mod, input.content, input.options, input.seed);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid([
      { path: "content", message: `The game cannot be set up with this content: ${err instanceof Error ? err.message : String(err)}` },
    ]);
  }
  const seats: Seat[] = input.seats.map((s, i) => ({ label: s.label, userId: i === 0 ? actor.userId : null }));
  const row = await db.liveMatch.create({
    data: {
      gameId: input.gameId,
      title: input.title,
      seed: JSON.stringify(input.seed),
      options: JSON.stringify(input.options),
      content: JSON.stringify(input.content ?? null),
      seats: JSON.stringify(seats),
      log: "[]",
      createdById: actor.userId,
    },
  });
  return present(mod, row, actor);
}

export async function getLiveMatch(db: Db, who: Principal, id: string): Promise<LiveMatchView> {
  const found = await load(db, id);
  authorize(who, "match.view", facts(found));
  const row = found as Row;
  return present(await loadModule(row.gameId), row, who);
}

/** Waits (up to `ms`) for the match to move past `version`, then answers as getLiveMatch. */
export async function waitLiveMatch(db: Db, who: Principal, id: string, version: number, ms: number): Promise<LiveMatchView> {
  const until = Date.now() + ms;
  const found = await load(db, id);
  authorize(who, "match.view", facts(found));
  let row = found as Row;
  while (row.version <= version && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 400));
    // Matches are never deleted: the row found once is there on every poll.
    row = (await load(db, id)) as Row;
  }
  return present(await loadModule(row.gameId), row, who);
}

export async function joinLiveMatch(db: Db, who: Principal, id: string): Promise<LiveMatchView> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await load(db, id);
    // The seat the policy grants: the one the caller holds, else the first open one.
    const { actor, seat } = authorize(who, "match.join", facts(found));
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
    if (seats.some((s) => s.userId === null))
      throw invalid([{ path: "action", message: "Expected every seat to be taken before the match starts" }]);
    if (input.version > row.version) throw invalid([{ path: "version", message: `Expected at most the match's version ${row.version}` }]);
    const mod = await loadModule(row.gameId);
    const game = mod.game;
    const log = JSON.parse(row.log) as LogEntry[];
    // What happened since the player looked: only others' secret choices leave the choice valid.
    const unseen = log.findIndex((e) => e.at >= input.version);
    if (unseen >= 0 && !isSecretUntil(log, unseen, log.length)) {
      throw conflict("The match moved on since you chose; look again", { current: present(mod, row, actor) });
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
    if (game.result(out.state)) await keepAsPlaytest(db, { ...row, log: JSON.stringify(next) }, seats);
    return getLiveMatch(db, actor, id);
  }
  throw conflict("The match kept changing; look again", { current: await getLiveMatch(db, actor, id) });
}

/** A finished match becomes a playtest document of its creator, shared with the other players. */
async function keepAsPlaytest(db: Db, row: Row, seats: Seat[]): Promise<void> {
  const owner = { userId: row.createdById };
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
        contentRef: null,
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
