/**
 * What a simulation runner takes and gives back (lib/sim runs games in this thread, Node worker
 * threads or Web Workers). The types live here so game modules' sweeps and tournaments can name a
 * runner without depending on one.
 */
import type { BotSpec } from "./bot";
import type { Seed } from "./rng";
import type { Seat } from "./game";
import type { HistogramBin, Interval, Summary } from "./stats";

/** Everything needed to play games i = 0..n-1 anywhere. Plain data (sent to workers). */
export interface SimSpec {
  gameId: string;
  /** Game options; the game's defaultOptions when omitted. */
  options?: unknown;
  /**
   * Content the game is set up with (must be structured-cloneable); null when omitted. The
   * simulation runner sends a game module's stored content and parses it once where the games
   * run; `playGame` and the chunk functions here take it already parsed (the engine's input).
   */
  content?: unknown;
  /** One bot per seat. */
  bots: BotSpec[];
  n: number;
  baseSeed: Seed;
  /** Safety cap on actions per game; a game hitting it is recorded as truncated (unfinished: no win, draw or loss). */
  maxSteps?: number;
}

export interface GameRecord {
  index: number;
  seed: number;
  winners: Seat[];
  draw: boolean;
  /**
   * True when the game is unfinished: it hit maxSteps without a result, or the game's own safety
   * cap stopped it (GameResult.unfinished). It is then not a draw (draw is false) and no seat won.
   */
  truncated: boolean;
  /**
   * Present when the game failed: its content could not be played on (a GameDataError, whose
   * message this is). It is then no win, draw, loss nor unfinished game; its reason is "failed".
   */
  failure?: string;
  reason: string;
  /** Number of actions applied. */
  length: number;
  scores?: number[];
  metrics: Record<string, number>;
}

/** A game that stopped on an error in its content. */
export interface GameFailure {
  /** The game's index in the run (0-based) and its seed: `simulate` with this seed plays it again. */
  game: number;
  seed: number;
  message: string;
}

export interface SeatStats {
  seat: number;
  bot: string;
  wins: number;
  draws: number;
  losses: number;
  /** Games a safety cap stopped (the summary's truncated): not wins, draws nor losses. */
  unfinished: number;
  /** The rates are over the games played: every game but the failed ones (the summary's failed). */
  winRate: Interval;
  drawRate: Interval;
  lossRate: Interval;
}

export interface MetricStats extends Summary {
  /** Games that reported this metric. */
  games: number;
}

export interface SimSummary {
  gameId: string;
  n: number;
  baseSeed: string | number;
  seats: SeatStats[];
  draws: number;
  /** Unfinished games (see GameRecord.truncated), apart from wins, draws and losses. */
  truncated: number;
  /**
   * Games that stopped on an error in their content (see GameRecord.failure): counted in n, in
   * nothing else (rates, lengths, metrics and reasons are over the games played).
   */
  failed: number;
  /** The failed game with the lowest index and its error (the same for any worker count); null when none failed. */
  firstFailure: GameFailure | null;
  length: Summary & { histogram: HistogramBin[] };
  metrics: Record<string, MetricStats>;
  /** How games ended: reason → count, sorted by reason. */
  reasons: Record<string, number>;
}

export interface SimProgress {
  done: number;
  total: number;
}

export interface SimulateOptions {
  gameId: string;
  options?: unknown;
  content?: unknown;
  bots: BotSpec[];
  /** Number of games. */
  n: number;
  baseSeed?: string | number;
  /** 0 = run in the current thread. */
  workers?: number;
  maxSteps?: number;
  /** Games per chunk (default: about 8 chunks per worker, at most 50 games each). */
  chunkSize?: number;
  /** Also return one record per game (costly to copy out of workers; off by default). */
  records?: boolean;
  onProgress?: (p: SimProgress) => void;
  signal?: AbortSignal;
}

export interface SimResult {
  summary: SimSummary;
  /** One record per game, sorted by index; only when `records: true` was asked. */
  records?: GameRecord[];
}
