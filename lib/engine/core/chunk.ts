/**
 * Playing simulated games: one game from (spec, index), and a chunk of indices. This module is
 * the part shared by the in-thread runner, the Node worker and the Web Worker, so all three give
 * bit-identical records for the same spec.
 */
import { createBot, type Bot } from "./bots";
import { isGameDataError, type AnyGame, type GameResult, type Seat } from "./game";
import { hashString, type Seed } from "./rng";
import type { GameRecord, SimSpec } from "./simulation";
import { addFailure, addMetric, addOutcome, addRecord, emptyTally, MetricAdder, type Tally } from "./tally";

export type { GameRecord, SimSpec } from "./simulation";

/** The seed of game i: a hash of (baseSeed, i), independent of chunking and worker count. */
export function gameSeed(baseSeed: Seed, index: number): number {
  return hashString(`${typeof baseSeed}:${baseSeed}#${index}`);
}

/** Bots get their own seeds so their choices never consume the game's RNG. */
export function botSeed(seed: number, seat: Seat): string {
  return `${seed}/bot${seat}`;
}

export function playGame(game: AnyGame, spec: SimSpec, index: number): GameRecord {
  const seed = gameSeed(spec.baseSeed, index);
  const run = playOrFail(game, spec, index, seed);
  if ("failure" in run)
    return { index, seed, winners: [], draw: false, truncated: false, failure: run.failure, reason: "failed", length: 0, metrics: {} };
  return recordOf(game, run.state, run.result, index, seed, run.length, run.maxSteps);
}

/**
 * Plays game `index` and adds it to `tally`, as addRecord(tally, playGame(…)) but making no record;
 * `metrics` adds to the same tally (one per chunk: see MetricAdder).
 */
export function tallyGame(game: AnyGame, spec: SimSpec, index: number, tally: Tally, metrics = new MetricAdder(tally)): void {
  const seed = gameSeed(spec.baseSeed, index);
  const run = playOrFail(game, spec, index, seed);
  if ("failure" in run) return addFailure(tally, { game: index, seed, message: run.failure });
  const result = run.result;
  if (result && !result.unfinished) addOutcome(tally, result.winners, !!result.draw, false, run.length, result.reason);
  else addOutcome(tally, [], false, true, run.length, result ? result.reason : stoppedAfter(run.maxSteps));
  if (game.metricsInto) {
    metrics.index = index;
    game.metricsInto(run.state, metrics.add);
  } else if (game.metrics) {
    const metrics = game.metrics(run.state);
    for (const key in metrics) addMetric(tally, key, metrics[key], index);
  }
}

const stoppedAfter = (maxSteps: number) => `stopped after ${maxSteps} actions`;

/**
 * play(), or the message of the data error that stopped the game (see GameDataError): one game
 * whose content cannot be played on is a failed game, and the run goes on. Any other error is
 * the engine's or a bot's fault and stops the run.
 */
function playOrFail(game: AnyGame, spec: SimSpec, index: number, seed: number): ReturnType<typeof play> | { failure: string } {
  try {
    return play(game, spec, index, seed);
  } catch (e) {
    if (isGameDataError(e)) return { failure: e.message };
    throw e;
  }
}

/** Sets up game `index` and plays it out (see playOut). */
function play(game: AnyGame, spec: SimSpec, index: number, seed: number): PlayedOut & { maxSteps: number } {
  const options = spec.options ?? game.defaultOptions;
  const content = spec.content ?? null;
  const seats = game.seatCount(options, content);
  if (spec.bots.length !== seats) throw new Error(`${game.id} needs ${seats} bots, got ${spec.bots.length}`);
  const bots: Bot[] = spec.bots.map((b, seat) => createBot(game, b, botSeed(seed, seat)));
  const maxSteps = spec.maxSteps ?? 10_000;
  const apply = applyOf(game);
  const run = playOut(game, bots, apply, game.setup(content, options, seed), maxSteps);
  if (!run.result && run.length < maxSteps) throw new Error(`${game.id}: no active seat but no result (game ${index}, seed ${seed})`);
  return { state: run.state, result: run.result, length: run.length, maxSteps };
}

/** The last game's apply, bound once rather than once a game (simulations play one game many times). */
let boundGame: AnyGame | null = null,
  boundApply: (state: unknown, action: unknown) => { state: unknown } = () => ({ state: null });

/** Every state is given up once the next is made (bots keep none), so the game may change it in place. */
function applyOf(game: AnyGame): (state: unknown, action: unknown) => { state: unknown } {
  if (boundGame !== game) {
    boundApply = game.applyInPlace ? game.applyInPlace.bind(game) : game.apply.bind(game);
    boundGame = game;
  }
  return boundApply;
}

/** Where playOut stopped. */
interface PlayedOut {
  state: unknown;
  result: GameResult | null;
  length: number;
}

/**
 * Plays from `state` until the game ends, maxSteps actions are applied, or no seat is active.
 * The step loop has a function of its own, apart from the once-a-game work around it (set-up,
 * metrics, the record): with both in one function, V8 fell in some runs into deoptimising it at
 * the end of every game (in the game's metrics, inlined into it) and compiling the whole loop
 * again each time (seen with Lost Patrol's random games in 10 of 17 runs, in none of 22 since the split).
 */
function playOut(
  game: AnyGame,
  bots: Bot[],
  apply: (state: unknown, action: unknown) => { state: unknown },
  state: unknown,
  maxSteps: number,
): PlayedOut {
  let length = 0;
  let result = game.result(state);
  while (!result && length < maxSteps) {
    const active = game.activeSeats(state);
    if (active.length === 0) break;
    if (active.length === 1) {
      // One seat to act (most steps of most games): no list of choices to make.
      state = apply(state, bots[active[0]].choose(state, active[0])).state;
      length++;
      result = game.result(state);
      continue;
    }
    // Simultaneous steps: every active seat's bot chooses from the same state, before any of
    // the choices is applied, so no bot can peek at another's submission.
    if (active.length === 2) {
      // Two seats (a duel's every exchange): the same, without a list of the choices.
      const first = bots[active[0]].choose(state, active[0]),
        second = bots[active[1]].choose(state, active[1]);
      state = apply(state, first).state;
      length++;
      result = game.result(state);
      if (result || length >= maxSteps) continue;
      state = apply(state, second).state;
      length++;
      result = game.result(state);
      continue;
    }
    const choices = active.map((seat) => bots[seat].choose(state, seat));
    for (const action of choices) {
      if (result || length >= maxSteps) break;
      state = apply(state, action).state;
      length++;
      result = game.result(state);
    }
  }
  return { state, result, length };
}

/**
 * The record of a game that has ended (result), or was stopped by the game's own safety cap (an unfinished result) or after maxSteps
 * actions (null).
 */
function recordOf(
  game: AnyGame,
  state: unknown,
  result: GameResult | null,
  index: number,
  seed: number,
  length: number,
  maxSteps: number,
): GameRecord {
  const metrics = game.metrics ? game.metrics(state) : {};
  if (!result || result.unfinished) {
    return {
      index,
      seed,
      winners: [],
      draw: false,
      truncated: true,
      reason: result ? result.reason : stoppedAfter(maxSteps),
      length,
      metrics,
    };
  }
  const rec: GameRecord = {
    index,
    seed,
    winners: result.winners.slice(),
    draw: !!result.draw,
    truncated: false,
    reason: result.reason,
    length,
    metrics,
  };
  if (result.scores) rec.scores = result.scores.slice();
  return rec;
}

/** What a chunk sends back: its tally, and its records only when the caller asked for them. */
export interface ChunkResult {
  tally: Tally;
  records?: GameRecord[];
}

/** Plays the games with these indices and tallies them where they ran (see tally.ts); `spec.content` is the engine's input. */
export function runChunkTally(game: AnyGame, spec: SimSpec, indices: readonly number[], keepRecords = false): ChunkResult {
  const tally = emptyTally(spec.bots.length);
  if (!keepRecords) {
    const metrics = new MetricAdder(tally);
    for (const i of indices) tallyGame(game, spec, i, tally, metrics);
    return { tally };
  }
  const records: GameRecord[] = [];
  for (const i of indices) {
    const r = playGame(game, spec, i);
    addRecord(tally, r);
    records.push(r);
  }
  return { tally, records };
}

/** Splits 0..n-1 into consecutive chunks of at most `size` indices. */
export function chunkIndices(n: number, size: number): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < n; start += size) {
    const chunk: number[] = [];
    for (let i = start; i < Math.min(n, start + size); i++) chunk.push(i);
    out.push(chunk);
  }
  return out;
}
