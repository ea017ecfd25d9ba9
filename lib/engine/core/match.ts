/**
 * A match is a seed, options and the log of actions (with the events each produced). State is
 * never stored: it is recomputed by replaying the log, which is how undo, "jump to step n" and
 * divergence checks (did the rules change under this saved game?) all work.
 */
import { actionKeyOf, canonicalJson, IllegalActionError, type ActionBase, type Game, type GameEvent, type GameResult } from "./game";
import type { Seed } from "./rng";

export const MATCH_FORMAT = "hexfolio.match/1";

export interface MatchLogEntry<A> {
  action: A;
  events: GameEvent[];
}

/** The persistent, JSON-serializable record of a match. */
export interface MatchRecord<A = unknown, O = unknown> {
  format: typeof MATCH_FORMAT;
  gameId: string;
  seed: Seed;
  /**
   * The version of the game's rules the log was recorded under (absent: the oldest, 1). A rules
   * fix may make an older log stop replaying; the version tells that apart from a damaged record.
   */
  rulesVersion?: number;
  options: O;
  /** Where the content came from (document id@revision, file path…), for humans and loaders. */
  contentRef?: string;
  /** Inline content, when the match should replay without any loader. */
  content?: unknown;
  log: MatchLogEntry<A>[];
}

/** A record plus its current state: what a live UI or a bot harness works with. */
export interface LiveMatch<S, A, O = unknown> {
  record: MatchRecord<A, O>;
  state: S;
}

/** Thrown when replaying a log does not give the recorded events (or an action became illegal). */
export class ReplayDivergenceError extends Error {
  constructor(
    /** 0-based index of the first log entry that did not replay as recorded. */
    readonly step: number,
    readonly detail: string,
  ) {
    super(`replay diverged at step ${step}: ${detail}`);
    this.name = "ReplayDivergenceError";
  }
}

export interface CreateMatchInit<O> {
  seed: Seed;
  options?: O;
  contentRef?: string;
  /** Store the content inside the record (for self-contained exports and tests). */
  embedContent?: boolean;
  /** The version of the game's rules to stamp the record with (its game module's). */
  rulesVersion?: number;
}

export function createMatch<S, A extends ActionBase, C, O, V>(
  game: Game<S, A, C, O, V>,
  content: C,
  init: CreateMatchInit<O>,
): LiveMatch<S, A, O> {
  const options = init.options ?? game.defaultOptions;
  const record: MatchRecord<A, O> = { format: MATCH_FORMAT, gameId: game.id, seed: init.seed, options, log: [] };
  if (init.contentRef !== undefined) record.contentRef = init.contentRef;
  if (init.embedContent) record.content = content;
  if (init.rulesVersion !== undefined) record.rulesVersion = init.rulesVersion;
  return { record, state: game.setup(content, options, init.seed) };
}

/** Checks that `action` is among the legal actions of its seat (compared by action key). */
export function isLegal<S, A extends ActionBase>(game: Game<S, A, any, any, any>, state: S, action: A): boolean {
  if (!game.activeSeats(state).includes(action.seat)) return false;
  const key = actionKeyOf(game, action);
  return game.legalActions(state, action.seat).some((a) => actionKeyOf(game, a) === key);
}

/** Plays one action: validates it, applies it and appends it to the log. Returns a new LiveMatch. */
export function play<S, A extends ActionBase, O>(
  game: Game<S, A, any, O, any>,
  match: LiveMatch<S, A, O>,
  action: A,
): LiveMatch<S, A, O> & { events: GameEvent[] } {
  if (game.result(match.state)) throw new IllegalActionError("the game is over", action);
  if (!isLegal(game, match.state, action)) {
    throw new IllegalActionError(`illegal action for seat ${action.seat}: ${actionKeyOf(game, action)}`, action);
  }
  const { state, events } = game.apply(match.state, action);
  return { record: { ...match.record, log: [...match.record.log, { action, events }] }, state, events };
}

/**
 * Replays the first `step` log entries (all when omitted) from the seed and returns the state.
 * Every entry's action must be legal and must produce exactly the recorded events, otherwise a
 * ReplayDivergenceError names the first step that differs.
 */
export function replayTo<S, A extends ActionBase, C, O>(
  game: Game<S, A, C, O, any>,
  content: C,
  record: MatchRecord<A, O>,
  step: number = record.log.length,
): S {
  if (record.gameId !== game.id) throw new Error(`match is for game "${record.gameId}", not "${game.id}"`);
  if (!Number.isInteger(step) || step < 0 || step > record.log.length) {
    throw new RangeError(`step must be an integer in 0..${record.log.length}, got ${step}`);
  }
  let state = game.setup(content, record.options, record.seed);
  for (let i = 0; i < step; i++) {
    const entry = record.log[i];
    if (game.result(state)) throw new ReplayDivergenceError(i, "the game was already over");
    if (!isLegal(game, state, entry.action)) {
      throw new ReplayDivergenceError(i, `action is not legal: ${actionKeyOf(game, entry.action)}`);
    }
    let out;
    try {
      out = game.apply(state, entry.action);
    } catch (e) {
      throw new ReplayDivergenceError(i, `apply failed: ${(e as Error).message}`);
    }
    const got = canonicalJson(out.events);
    const want = canonicalJson(entry.events);
    if (got !== want) throw new ReplayDivergenceError(i, `events differ: recorded ${want}, replayed ${got}`);
    state = out.state;
  }
  return state;
}

/** Replays a whole record into a LiveMatch (verifying it) and reports the result, if any. */
export function loadMatch<S, A extends ActionBase, C, O>(
  game: Game<S, A, C, O, any>,
  content: C,
  record: MatchRecord<A, O>,
): LiveMatch<S, A, O> & { result: GameResult | null } {
  const state = replayTo(game, content, record);
  return { record, state, result: game.result(state) };
}

/** Drops the last `count` actions and recomputes the state by replay. */
export function undo<S, A extends ActionBase, C, O>(
  game: Game<S, A, C, O, any>,
  content: C,
  match: LiveMatch<S, A, O>,
  count = 1,
): LiveMatch<S, A, O> {
  const keep = Math.max(0, match.record.log.length - count);
  const record = { ...match.record, log: match.record.log.slice(0, keep) };
  return { record, state: replayTo(game, content, record) };
}

export function matchToJSON(record: MatchRecord<unknown, unknown>, pretty = true): string {
  return JSON.stringify(record, null, pretty ? 2 : undefined);
}

/** Thrown by matchFromJSON/parseMatchRecord; `path` names the offending field. */
export class MatchFormatError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = "MatchFormatError";
  }
}

/** Validates the shape of a parsed match record (not its replay; use replayTo for that). */
export function parseMatchRecord(data: unknown): MatchRecord {
  const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  if (!isObj(data)) throw new MatchFormatError("$", "expected an object");
  if (data.format !== MATCH_FORMAT) throw new MatchFormatError("format", `expected "${MATCH_FORMAT}"`);
  if (typeof data.gameId !== "string" || !data.gameId) throw new MatchFormatError("gameId", "expected a non-empty string");
  if (typeof data.seed !== "string" && typeof data.seed !== "number") throw new MatchFormatError("seed", "expected a string or number");
  if (!Array.isArray(data.log)) throw new MatchFormatError("log", "expected an array");
  data.log.forEach((e, i) => {
    if (!isObj(e)) throw new MatchFormatError(`log[${i}]`, "expected an object");
    if (!isObj(e.action) || typeof e.action.seat !== "number") throw new MatchFormatError(`log[${i}].action.seat`, "expected a number");
    if (!Array.isArray(e.events)) throw new MatchFormatError(`log[${i}].events`, "expected an array");
  });
  if (data.contentRef !== undefined && typeof data.contentRef !== "string") throw new MatchFormatError("contentRef", "expected a string");
  if (data.rulesVersion !== undefined && !(Number.isInteger(data.rulesVersion) && (data.rulesVersion as number) >= 1))
    throw new MatchFormatError("rulesVersion", "expected a whole number from 1");
  return data as unknown as MatchRecord;
}

export function matchFromJSON(text: string): MatchRecord {
  return parseMatchRecord(JSON.parse(text));
}
