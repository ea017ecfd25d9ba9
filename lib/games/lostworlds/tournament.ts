/**
 * Balance across a set of books: every pair duels N times with the chosen bots (one book alone
 * duels itself). Runs on either runner (Node worker threads for the CLI, Web Workers in the
 * studio), so both report the same numbers for the same seed. Per pair: win rates with 95%
 * Wilson intervals, draws, mean exchanges, and use and damage per maneuver.
 */
import type { BotSpec } from "../../engine/core/bots";
import type { Interval } from "../../engine/core/stats";
import type { BookSource, LostWorldsOptions } from "../../engine/lostworlds/types";
import type { GameFailure, SimProgress, SimResult, SimSummary, SimulateOptions } from "../../engine/core/simulation";

export interface Matchup {
  a: number;
  b: number;
  /** Win rate of book a (seat 0) and of book b (seat 1). */
  winA: Interval;
  winB: Interval;
  draws: number;
  meanExchanges: number;
  /** Duels of this pair that stopped on an error in the books (a range mismatch, a missing page): no part of the rates. */
  failed: number;
  summary: SimSummary;
}

export interface ManeuverUse {
  page: number;
  name: string;
  /** Times chosen per duel, on average. */
  usePerDuel: number;
  /** Damage dealt per time chosen. */
  damagePerUse: number;
}

export interface Tournament {
  books: { name: string }[];
  games: number;
  baseSeed: string | number;
  bots: string[];
  matchups: Matchup[];
  /** table[i][j]: win rate of book i against book j; null where they did not meet. */
  table: (number | null)[][];
  /** Per book, over every duel it played: how often each maneuver was chosen and what it dealt. */
  maneuvers: ManeuverUse[][];
  /** Failed duels over every pair, and the first of them (of the first pair that had one). */
  failed: number;
  firstFailure: (GameFailure & { pair: [number, number] }) | null;
}

export interface TournamentSpec {
  books: BookSource[];
  bots: BotSpec[];
  n: number;
  baseSeed: string | number;
  workers?: number;
  maxSteps?: number;
  options?: Partial<LostWorldsOptions>;
  signal?: AbortSignal;
  /** Progress over all pairs together. */
  onProgress?(p: SimProgress & { pair: [number, number] }): void;
}

export function pairsOf(count: number): [number, number][] {
  if (count === 1) return [[0, 0]];
  const pairs: [number, number][] = [];
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) pairs.push([a, b]);
  return pairs;
}

export async function runTournament(simulate: (o: SimulateOptions) => Promise<SimResult>, spec: TournamentSpec): Promise<Tournament> {
  const { books } = spec;
  if (books.length === 0) throw new Error("choose at least one book");
  if (spec.bots.length !== 1 && spec.bots.length !== 2) throw new Error("lostworlds has 2 seats: give one bot or two");
  const bots = spec.bots.length === 1 ? [spec.bots[0], spec.bots[0]] : spec.bots;
  const pairs = pairsOf(books.length);
  const total = pairs.length * spec.n;
  const matchups: Matchup[] = [];
  for (const [k, [a, b]] of pairs.entries()) {
    const { summary } = await simulate({
      gameId: "lostworlds",
      options: { ...spec.options, maneuverStats: true },
      content: { books: [books[a], books[b]] },
      bots,
      n: spec.n,
      baseSeed: spec.baseSeed,
      workers: spec.workers,
      maxSteps: spec.maxSteps,
      signal: spec.signal,
      onProgress: spec.onProgress ? (p) => spec.onProgress!({ done: k * spec.n + p.done, total, pair: [a, b] }) : undefined,
    });
    matchups.push({
      a,
      b,
      winA: summary.seats[0].winRate,
      winB: summary.seats[1].winRate,
      draws: summary.draws,
      meanExchanges: summary.metrics.exchanges?.mean ?? 0,
      failed: summary.failed,
      summary,
    });
  }
  const table: (number | null)[][] = books.map(() => books.map(() => null));
  for (const m of matchups) {
    table[m.a][m.b] = m.winA.p;
    table[m.b][m.a] = m.a === m.b ? m.winA.p : m.winB.p;
  }
  return {
    books: books.map((b) => ({ name: b.character.name })),
    games: spec.n,
    baseSeed: spec.baseSeed,
    bots: bots.map((b) => b.kind),
    matchups,
    table,
    maneuvers: maneuverUse(books, matchups),
    failed: matchups.reduce((sum, m) => sum + m.failed, 0),
    firstFailure: firstFailureOf(matchups),
  };
}

function firstFailureOf(matchups: Matchup[]): Tournament["firstFailure"] {
  const m = matchups.find((x) => x.summary.firstFailure);
  return m ? { ...m.summary.firstFailure!, pair: [m.a, m.b] } : null;
}

/** Use and damage per maneuver per book, from the `use.S.P` / `dealt.S.P` metrics (per-duel means). */
function maneuverUse(books: BookSource[], matchups: Matchup[]): ManeuverUse[][] {
  return books.map((book, i) => {
    let duels = 0;
    const use = new Map<number, number>(),
      dealt = new Map<number, number>();
    for (const m of matchups) {
      for (const seat of [0, 1]) {
        if ((seat === 0 ? m.a : m.b) !== i) continue;
        // Failed duels report no metrics: the means are over the duels played.
        duels += m.summary.n - m.summary.failed;
        for (const [key, stat] of Object.entries(m.summary.metrics)) {
          const [kind, s, p] = key.split(".");
          if (Number(s) !== seat || (kind !== "use" && kind !== "dealt")) continue;
          // Metrics absent from a duel count as 0; the mean is over the duels that reported them.
          const sum = stat.mean * stat.games;
          const into = kind === "use" ? use : dealt;
          into.set(Number(p), (into.get(Number(p)) ?? 0) + sum);
        }
      }
    }
    return book.sheet.groups.flatMap((g) =>
      g.maneuvers.map((mv) => {
        const times = use.get(mv.page) ?? 0;
        return {
          page: mv.page,
          name: `${g.name}: ${mv.name}`,
          usePerDuel: duels ? times / duels : 0,
          damagePerUse: times ? (dealt.get(mv.page) ?? 0) / times : 0,
        };
      }),
    );
  });
}
