/**
 * Balance sweep over the size of the jungle: the seed's author plays with 38 jungle tiles where
 * the original game has 28. For each jungle count asked for, the tile set's jungle tiles are
 * scaled to that many (keeping their mix; see scaleJungle), N games are played through the
 * runner passed in (Node worker threads for the CLI, Web Workers in the studio, or in-thread), and
 * each point reports the soldiers' win rate with its 95% Wilson interval, the mean game length
 * and how the games ended. Pure: no I/O beyond what the runner does.
 */
import type { BotSpec } from "../../engine/core/bots";
import type { Interval } from "../../engine/core/stats";
import { MAX_DECK_TILES } from "../../engine/lostpatrol/keys";
import type { LostPatrolContent, LostPatrolTile } from "../../engine/lostpatrol/content";
import { resolveRules, type LostPatrolOptions, type LostPatrolRules } from "../../engine/lostpatrol/options";
import { HUMANS, type EndReason } from "../../engine/lostpatrol/types";
import type { SimProgress, SimResult, SimSummary, SimulateOptions } from "../../engine/core/simulation";

/** A tile counts as jungle unless it is the start or the ship (as the engine's compileDeck reads it). */
export const isJungle = (t: LostPatrolTile): boolean => t.kind !== "start" && t.kind !== "ship";

/** Jungle tiles in a tile set (copies, not types). */
export function jungleCount(tileset: LostPatrolContent): number {
  return tileset.tiles.reduce((n, t) => n + (isJungle(t) ? t.count : 0), 0);
}

/**
 * The tile set with `jungle` jungle tiles in the same mix. Method: largest-remainder
 * (Hamilton) apportionment. Each jungle tile type's share of the new total is its count × jungle /
 * (the tile set's jungle count); every type first gets the whole part of its share, and the tiles
 * still missing go one each to the types with the largest fractional parts, ties to the type
 * listed first. The counts add up to exactly `jungle`, no type is more than one tile away from
 * its exact share, a type the tile set does not use stays unused, and the result depends on the
 * tile set and the number only. Start, ship, rules and every other field are kept as they are.
 */
export function scaleJungle(tileset: LostPatrolContent, jungle: number): LostPatrolContent {
  if (!Number.isInteger(jungle) || jungle < 0) throw new RangeError(`jungle tile count: expected a non-negative integer, got ${jungle}`);
  if (jungle + 1 > MAX_DECK_TILES) throw new RangeError(`jungle tile count: at most ${MAX_DECK_TILES - 1}, got ${jungle}`);
  const total = jungleCount(tileset);
  if (total <= 0) throw new RangeError("the tile set has no jungle tiles to scale");
  // Shares as whole part and remainder over `total`, in integers: exact, so ties are real ties.
  const rest = tileset.tiles.map((t) => (isJungle(t) ? (t.count * jungle) % total : 0));
  const counts = tileset.tiles.map((t, i) => (isJungle(t) ? (t.count * jungle - rest[i]) / total : 0));
  let missing = jungle - counts.reduce((x, y) => x + y, 0);
  const byRemainder = tileset.tiles
    .map((t, i) => ({ i, used: isJungle(t) && t.count > 0 }))
    .filter((x) => x.used)
    .sort((x, y) => rest[y.i] - rest[x.i] || x.i - y.i);
  for (let k = 0; missing > 0; k = (k + 1) % byRemainder.length, missing--) counts[byRemainder[k].i]++;
  return { ...tileset, tiles: tileset.tiles.map((t, i) => (isJungle(t) ? { ...t, count: counts[i] } : t)) };
}

/** How games ended, by the engine's end reasons (types.ts EndReason). */
export interface SweepEndings {
  shipReached: number;
  wipedOut: number;
  ringClosed: number;
  lostInSplit: number;
  /** Games a safety cap stopped (the turn cap or the runner's step limit): no result, counted apart. */
  unfinished: number;
}

const ENDING_OF: Record<Exclude<EndReason, "unfinished">, keyof SweepEndings> = {
  "ship reached": "shipReached",
  "wiped out": "wipedOut",
  "ring closed": "ringClosed",
  "lost in a split": "lostInSplit",
};

export interface SweepPoint {
  /** Jungle tiles in the deck of this point. */
  jungle: number;
  /** Jungle tile counts by tile id (what scaleJungle made). */
  deck: Record<string, number>;
  games: number;
  /** The soldiers' (seat 0) win rate with its 95% Wilson interval. */
  soldiersWin: Interval;
  /** Mean actions per game, and mean turns per game. */
  meanLength: number;
  meanTurns: number;
  /** Counts of games per ending; they add up to `games`. */
  endings: SweepEndings;
  /** The runner's full summary of the point. */
  summary: SimSummary;
}

export interface Sweep {
  game: "lostpatrol";
  /** Jungle tiles in the tile set as given. */
  baseJungle: number;
  games: number;
  baseSeed: string | number;
  bots: string[];
  /** The rules every point was played with: the tile set's, then the sweep's options, then the defaults. */
  rules: LostPatrolRules;
  points: SweepPoint[];
}

export interface SweepSpec {
  tileset: LostPatrolContent;
  /** The jungle tile counts to play, in the order given (e.g. [20, 28, 38, 48]). */
  jungleCounts: number[];
  /** Games per point. */
  n: number;
  /** Every point plays games 0..n-1 from this base seed, so points differ by the deck alone. */
  baseSeed: string | number;
  /** One bot for both seats or one per seat; default random. */
  bots?: BotSpec[];
  options?: LostPatrolOptions;
  workers?: number;
  maxSteps?: number;
  signal?: AbortSignal;
  /** Progress over all points together. */
  onProgress?(p: SimProgress & { jungle: number }): void;
}

/** Plays every point of the sweep through `simulate` (any runner with the core runner's signature). */
export async function runSweep(simulate: (o: SimulateOptions) => Promise<SimResult>, spec: SweepSpec): Promise<Sweep> {
  if (spec.jungleCounts.length === 0) throw new Error("choose at least one jungle tile count");
  if (!Number.isInteger(spec.n) || spec.n < 1) throw new RangeError(`games per point: expected a positive integer, got ${spec.n}`);
  const given = spec.bots ?? [{ kind: "random" }];
  if (given.length !== 1 && given.length !== 2) throw new Error("lostpatrol has 2 seats: give one bot or two");
  const bots = given.length === 1 ? [given[0], given[0]] : given;
  // Resolved once up front: a bad option fails here with its name, before any game is played.
  const rules = resolveRules(spec.tileset.rules, spec.options);
  const decks = spec.jungleCounts.map((jungle) => scaleJungle(spec.tileset, jungle));
  const total = decks.length * spec.n;
  const points: SweepPoint[] = [];
  for (const [k, content] of decks.entries()) {
    const jungle = spec.jungleCounts[k];
    const { summary } = await simulate({
      gameId: "lostpatrol",
      options: spec.options ?? {},
      content,
      bots,
      n: spec.n,
      baseSeed: spec.baseSeed,
      workers: spec.workers,
      maxSteps: spec.maxSteps,
      signal: spec.signal,
      onProgress: spec.onProgress ? (p) => spec.onProgress!({ done: k * spec.n + p.done, total, jungle }) : undefined,
    });
    points.push(pointOf(jungle, content, summary));
  }
  return {
    game: "lostpatrol",
    baseJungle: jungleCount(spec.tileset),
    games: spec.n,
    baseSeed: spec.baseSeed,
    bots: bots.map((b) => b.kind),
    rules,
    points,
  };
}

function pointOf(jungle: number, content: LostPatrolContent, summary: SimSummary): SweepPoint {
  // Unfinished games, whatever stopped them, are the summary's truncated count.
  const endings: SweepEndings = { shipReached: 0, wipedOut: 0, ringClosed: 0, lostInSplit: 0, unfinished: summary.truncated };
  for (const [reason, count] of Object.entries(summary.reasons)) {
    const key = ENDING_OF[reason as Exclude<EndReason, "unfinished">];
    if (key) endings[key] += count;
  }
  const deck: Record<string, number> = {};
  for (const t of content.tiles) if (isJungle(t)) deck[t.id] = (deck[t.id] ?? 0) + t.count;
  return {
    jungle,
    deck,
    games: summary.n,
    soldiersWin: summary.seats[HUMANS].winRate,
    meanLength: summary.length.mean,
    meanTurns: summary.metrics.turns?.mean ?? 0,
    endings,
    summary,
  };
}
