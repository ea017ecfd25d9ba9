/**
 * The bench's bot-turn figures: how long a greedy bot's whole turn takes in a playtest, as the
 * playtest player plays it (every action of the bot's seat in a row, `playBotTurn`, then the
 * replay of those moves that the page shows), on each game's sample content with greedy bots on
 * every seat. Reported in milliseconds per turn, by the clock and by CPU time (a busy machine
 * slows the first, not the second), with the slowest turn seen.
 */
import { performance } from "node:perf_hooks";
import { playBotTurn } from "../../games/bot-turn";
import { replayPlaytest, type Timeline } from "../../games/playtest-replay";
import type { GameModule } from "../../games/types";
import type { BenchFigure } from "./bench-measure";

/** Games are cut here (a bot-only game that never ends must not hold the bench). */
const MAX_TURNS = 400;

export interface TurnFigure extends BenchFigure {
  /** Mean milliseconds per bot turn by the clock, by CPU time, and the slowest turn by the clock. */
  msPerTurn: number;
  cpuMsPerTurn: number;
  worstMs: number;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Plays greedy-bot playtests of `mod`'s sample turn by turn for `budgetMs` (after one game to warm
 * up) and times each turn. `sink` receives a number from each turn so no work is dropped.
 */
export function benchBotTurns(mod: GameModule, budgetMs: number, sink: (n: number) => void): TurnFigure {
  const game = mod.game;
  const content = mod.content ? mod.content.sample() : null;
  const options = mod.bench ? (mod.bench.options as Record<string, unknown>) : {};
  const seats = game.seatCount({ ...(game.defaultOptions as object), ...options }, mod.parse(content));
  let turns = 0,
    wall = 0,
    cpu = 0,
    worst = 0;
  const playOne = (g: number, timed: boolean) => {
    const body = {
      gameId: mod.id,
      seed: `bench-turn-${g}`,
      options,
      content,
      seats: Array.from({ length: seats }, () => ({ controller: "greedy" })),
      log: [] as { action: unknown; events: unknown[] }[],
    };
    let timeline: Timeline = replayPlaytest(mod, body);
    for (let t = 0; t < MAX_TURNS; t++) {
      const state = timeline.states[timeline.states.length - 1];
      const w0 = performance.now(),
        c0 = cpuMs();
      const { entries } = playBotTurn(game, body, state, body.log.length);
      if (entries.length === 0) break;
      body.log = [...body.log, ...entries];
      timeline = replayPlaytest(mod, body, timeline);
      const w = performance.now() - w0,
        c = cpuMs() - c0;
      sink(timeline.states.length);
      if (timed) {
        turns++;
        wall += w;
        cpu += c;
        worst = Math.max(worst, w);
      }
    }
  };
  playOne(0, false);
  const start = performance.now();
  for (let g = 1; turns === 0 || performance.now() - start < budgetMs; g++) playOne(g, true);
  return {
    name: `${mod.id} greedy turn (ms per bot turn in a playtest, sample content)`,
    opsPerSec: (turns / wall) * 1000,
    ops: turns,
    ms: wall,
    msPerTurn: wall / turns,
    cpuMsPerTurn: cpu / turns,
    worstMs: worst,
  };
}
