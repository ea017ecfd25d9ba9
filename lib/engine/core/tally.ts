/**
 * A simulation's running totals. Workers tally their own chunk of games and send one small tally
 * back instead of one record per game, so the main thread only merges a handful of objects: with
 * per-game records (Lost Worlds reports a metric per maneuver) copying and aggregating them kept
 * the main thread busy and workers did not scale. Every total is an integer count or an exact
 * integer sum, so merging chunks in any grouping gives the same summary for any worker count.
 */
import type { BotSpec } from "./bot";
import type { GameFailure, GameRecord, MetricStats, SeatStats, SimSpec, SimSummary } from "./simulation";
import {
  addValue,
  emptyMoments,
  histogramOfCounts,
  mergeMoments,
  summaryOf,
  wilson,
  type HistogramBin,
  type Interval,
  type Moments,
  type Summary,
} from "./stats";

export type { MetricStats, SeatStats, SimSummary } from "./simulation";

/** Plain, structured-cloneable totals over some games. */
export interface Tally {
  n: number;
  /** Per seat: games it won, and drawn games it did not win. */
  wins: number[];
  seatDraws: number[];
  draws: number;
  truncated: number;
  /** Games that stopped on a data error, and the one of them with the lowest index. */
  failed: number;
  firstFailure: GameFailure | null;
  length: Moments;
  /** Game length → number of games, for the histogram. */
  lengths: Map<number, number>;
  metrics: Map<string, Moments>;
  reasons: Map<string, number>;
}

export function emptyTally(seats: number): Tally {
  return {
    n: 0,
    wins: new Array<number>(seats).fill(0),
    seatDraws: new Array<number>(seats).fill(0),
    draws: 0,
    truncated: 0,
    failed: 0,
    firstFailure: null,
    length: emptyMoments(),
    lengths: new Map(),
    metrics: new Map(),
    reasons: new Map(),
  };
}

const increment = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

export function addRecord(t: Tally, r: GameRecord): void {
  if (r.failure !== undefined) return addFailure(t, { game: r.index, seed: r.seed, message: r.failure });
  addOutcome(t, r.winners, r.draw, r.truncated, r.length, r.reason);
  for (const key in r.metrics) addMetric(t, key, r.metrics[key], r.index);
}

/** `addRecord` without its metrics, from the parts of a record (simulations make none). */
export function addOutcome(t: Tally, winners: readonly number[], draw: boolean, truncated: boolean, length: number, reason: string): void {
  t.n++;
  // An unfinished game is no one's win, draw or loss: it is counted apart.
  if (truncated) t.truncated++;
  else {
    for (let seat = 0; seat < t.wins.length; seat++) {
      if (winners.includes(seat)) t.wins[seat]++;
      else if (draw) t.seatDraws[seat]++;
    }
    if (draw) t.draws++;
  }
  addValue(t.length, length);
  increment(t.lengths, length);
  increment(t.reasons, reason);
}

/**
 * A game that stopped on an error in its content: counted, and kept if it is the earliest, but no
 * part of the lengths, metrics or reasons (it has no ending, and its state is cut short).
 */
export function addFailure(t: Tally, f: GameFailure): void {
  t.n++;
  t.failed++;
  if (!t.firstFailure || f.game < t.firstFailure.game) t.firstFailure = f;
}

/**
 * What a chunk hands a game's metricsInto: adds each metric to `t` as game `index`'s (set it
 * before each game), keeping the totals of keys the game gave a slot by slot, so each is looked
 * up by name once per chunk.
 */
export class MetricAdder {
  index = 0;
  private readonly slots: (Moments | undefined)[] = [];
  constructor(private readonly t: Tally) {}
  readonly add = (key: string, value: number, slot?: number): void => {
    if (slot === undefined) return addMetric(this.t, key, value, this.index);
    if (!Number.isSafeInteger(value)) return addMetric(this.t, key, value, this.index);
    let m = this.slots[slot];
    if (m === undefined) {
      m = this.t.metrics.get(key);
      if (!m) this.t.metrics.set(key, (m = emptyMoments()));
      this.slots[slot] = m;
    }
    addValue(m, value);
  };
}

/** One metric of game `index` (for the error message). */
export function addMetric(t: Tally, key: string, v: number, index: number): void {
  // The exact-sum promise above: a fractional metric would make the summary depend on chunking.
  if (!Number.isSafeInteger(v)) throw new Error(`metric "${key}" of game ${index} is ${v}; game metrics must be integer counts`);
  let m = t.metrics.get(key);
  if (!m) t.metrics.set(key, (m = emptyMoments()));
  addValue(m, v);
}

/** Adds `b` into `a`. */
export function mergeTally(a: Tally, b: Tally): void {
  a.n += b.n;
  for (let seat = 0; seat < a.wins.length; seat++) {
    a.wins[seat] += b.wins[seat];
    a.seatDraws[seat] += b.seatDraws[seat];
  }
  a.draws += b.draws;
  a.truncated += b.truncated;
  a.failed += b.failed;
  // The lowest index, not the first to arrive: the summary must not depend on which worker was quicker.
  if (b.firstFailure && (!a.firstFailure || b.firstFailure.game < a.firstFailure.game)) a.firstFailure = b.firstFailure;
  mergeMoments(a.length, b.length);
  for (const [len, c] of b.lengths) increment(a.lengths, len, c);
  for (const [key, m] of b.metrics) {
    const mine = a.metrics.get(key);
    if (mine) mergeMoments(mine, m);
    else a.metrics.set(key, { ...m });
  }
  for (const [reason, c] of b.reasons) increment(a.reasons, reason, c);
}

const botLabel = (b: BotSpec): string => (b.kind === "mcts" && b.iterations ? `mcts:${b.iterations}` : b.kind);
const byKey = <V>(entries: Iterable<[string, V]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export function summaryOfTally(spec: SimSpec, t: Tally): SimSummary {
  const n = t.n;
  // Rates are over the games played: a failed game says something about the content, nothing about the bots.
  const played = n - t.failed;
  const seats: SeatStats[] = spec.bots.map((bot, seat) => {
    const wins = t.wins[seat] ?? 0,
      draws = t.seatDraws[seat] ?? 0,
      losses = played - wins - draws - t.truncated;
    return {
      seat,
      bot: botLabel(bot),
      wins,
      draws,
      losses,
      unfinished: t.truncated,
      winRate: wilson(wins, played),
      drawRate: wilson(draws, played),
      lossRate: wilson(losses, played),
    };
  });
  const metrics: Record<string, MetricStats> = {};
  for (const [k, m] of byKey(t.metrics)) metrics[k] = { ...summaryOf(m), games: m.count };
  return {
    gameId: spec.gameId,
    n,
    baseSeed: spec.baseSeed,
    seats,
    draws: t.draws,
    truncated: t.truncated,
    failed: t.failed,
    firstFailure: t.firstFailure,
    length: { ...summaryOf(t.length), histogram: histogramOfCounts(t.lengths) },
    metrics,
    reasons: Object.fromEntries(byKey(t.reasons)),
  };
}
