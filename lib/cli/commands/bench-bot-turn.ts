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
 * Plays greedy-bot playtests of `mod`'s sample turn by turn, game after game, and times each turn:
 * half of `budgetMs` warming up, then `budgetMs` timed (at least one turn each). `sink` receives a
 * number from each turn so no work is dropped.
 */
export function benchBotTurns(mod: GameModule, budgetMs: number, sink: (n: number) => void): TurnFigure {
  const game = mod.game;
  const content = mod.content ? mod.content.sample() : null;
  const options = mod.bench ? (mod.bench.options as Record<string, unknown>) : {};
  const seats = game.seatCount({ ...(game.defaultOptions as object), ...options }, mod.parse(content));
  let g = 0;
  let body = newGame();
  let timeline: Timeline = replayPlaytest(mod, body);
  let turnsThisGame = 0;
  function newGame() {
    return {
      gameId: mod.id,
      seed: `bench-turn-${g++}`,
      options,
      content,
      seats: Array.from({ length: seats }, () => ({ controller: "greedy" })),
      log: [] as { action: unknown; events: unknown[] }[],
    };
  }
  /** One bot turn, timed: by the clock and by CPU time. */
  const turn = (): { wall: number; cpu: number } => {
    for (;;) {
      const state = timeline.states[timeline.states.length - 1];
      const w0 = performance.now(),
        c0 = cpuMs();
      const { entries } = turnsThisGame < MAX_TURNS ? playBotTurn(game, body, state, body.log.length) : { entries: [] };
      if (entries.length > 0) {
        body.log = [...body.log, ...entries];
        timeline = replayPlaytest(mod, body, timeline);
        const wall = performance.now() - w0,
          cpu = cpuMs() - c0;
        turnsThisGame++;
        sink(timeline.states.length);
        return { wall, cpu };
      }
      // The game is over (or cut): the next one.
      body = newGame();
      timeline = replayPlaytest(mod, body);
      turnsThisGame = 0;
    }
  };
  const warmUntil = performance.now() + budgetMs / 2;
  do turn();
  while (performance.now() < warmUntil);
  let turns = 0,
    wall = 0,
    cpu = 0,
    worst = 0;
  const start = performance.now();
  do {
    const t = turn();
    turns++;
    wall += t.wall;
    cpu += t.cpu;
    worst = Math.max(worst, t.wall);
  } while (performance.now() - start < budgetMs);
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
