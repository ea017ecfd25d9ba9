/**
 * `hexfolio bench`: throughput figures for the engine's primitives and every registered game.
 * This is where speed is proven (never in unit tests). Each figure runs for a fixed time budget.
 */
import { chebyshev, lineOfSight, type Cell } from "../../engine/core/grid";
import { distance, neighbors, pixelToHex, layout, type Hex } from "../../engine/core/hex";
import { playGame } from "../../engine/core/chunk";
import { loadModules } from "../../games/registry";
import { Rng } from "../../engine/core/rng";
import { EXIT_OK, intOption, type Command } from "../command";
import { benchBookLint } from "./bench-books";
import { measure, type BenchFigure } from "./bench-measure";
import { benchLostWorlds } from "./bench-lostworlds";
import { benchBotTurns, type TurnFigure } from "./bench-bot-turn";
import { benchPeerLostWorlds, PEER_HINT } from "./bench-peer-lostworlds";
import mirim from "../../content/samples/mirim.book.json";
import { bookBodySchema } from "../../content/kinds/book";

/**
 * The random-bot game figures cut games at this many actions here, whatever their rules say, so
 * the games-per-second figures of Lost Patrol and Space Hulk stay comparable when rules change how
 * long games run. Today most games are cut: uncut, Lost Patrol's random games (the bench's first
 * 100 seeds) run 6-11,121 actions, 2,807 the median, and Pitfall's never end (the mission has no
 * turn limit, and two random players rarely finish it: none of 100 had by 20,000 actions), so
 * their figures are about 800 actions a game. A duel ends after its own maximum of exchanges,
 * well below it.
 */
export const BENCH_MAX_STEPS = 800;

/** Accumulates results so the JIT cannot drop the measured work as dead code. */
export let sink = 0;

export async function runBench(budgetMs: number): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const rng = Rng.fromSeed("bench");
  figures.push(
    measure("rng.u32", budgetMs, 10_000, () => {
      for (let i = 0; i < 10_000; i++) sink ^= rng.u32();
    }),
  );
  figures.push(
    measure("rng.d6", budgetMs, 10_000, () => {
      for (let i = 0; i < 10_000; i++) sink += rng.d6();
    }),
  );
  const hexes: Hex[] = Array.from({ length: 1024 }, () => ({ q: rng.int(41) - 20, r: rng.int(41) - 20 }));
  figures.push(
    measure("hex.distance", budgetMs, 1024, () => {
      for (let i = 0; i < 1024; i++) sink += distance(hexes[i], hexes[(i * 7 + 3) & 1023]);
    }),
  );
  figures.push(
    measure("hex.neighbors", budgetMs, 1024, () => {
      for (let i = 0; i < 1024; i++) sink += neighbors(hexes[i]).length;
    }),
  );
  const lay = layout("pointy", 10);
  figures.push(
    measure("hex.pixelToHex", budgetMs, 1024, () => {
      for (let i = 0; i < 1024; i++) sink += pixelToHex(lay, { x: i * 1.7, y: i * 0.9 }).q;
    }),
  );
  const walls = new Set<number>();
  for (let i = 0; i < 300; i++) walls.add(rng.int(40) * 64 + rng.int(40));
  const blocks = (c: Cell) => walls.has(c.x * 64 + c.y);
  const cells: Cell[] = Array.from({ length: 256 }, () => ({ x: rng.int(40), y: rng.int(40), level: 0 }));
  figures.push(
    measure("grid.lineOfSight (40x40)", budgetMs, 256, () => {
      for (let i = 0; i < 256; i++) if (lineOfSight(cells[i], cells[(i * 31 + 5) & 255], blocks)) sink += chebyshev(cells[i], cells[0]);
    }),
  );
  figures.push(...benchBookLint(measure, budgetMs, (n) => (sink += n)));
  // Every game with its sample content (Lost Worlds: Mirim against Mirim), random bots, cut at
  // the bench's own number of actions.
  for (const mod of await loadModules()) {
    const { game, id } = mod;
    const content = mod.parse(mod.content ? mod.content.sample() : null);
    // A game may name the options its figure is measured with (island: four players, Advanced rules).
    const options = mod.bench ? { ...(game.defaultOptions as object), ...(mod.bench.options as object) } : game.defaultOptions;
    const seats = game.seatCount(options, content);
    const bots = Array.from({ length: seats }, () => ({ kind: "random" as const }));
    const spec = { gameId: id, content, options, bots, n: 1, baseSeed: "bench", maxSteps: BENCH_MAX_STEPS };
    let i = 0;
    figures.push(
      measure(
        `${id}: ${mod.bench ? `${mod.bench.label} ` : ""}random-bot games`,
        budgetMs,
        1,
        () => {
          const length = playGame(game, spec, i++).length;
          sink += length;
          return length;
        },
        true,
      ),
    );
  }
  return figures;
}

/** Every game's greedy bot turn in a playtest (bench-bot-turn.ts). */
async function runBotTurnBench(budgetMs: number): Promise<TurnFigure[]> {
  const out: TurnFigure[] = [];
  for (const mod of await loadModules()) if (!mod.testOnly) out.push(benchBotTurns(mod, budgetMs, (n) => (sink += n)));
  return out;
}

const fmt = (x: number) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k` : x.toFixed(1));

export const benchCommand: Command = {
  name: "bench",
  summary: "Measure engine throughput (RNG, geometry, line of sight, games per second)",
  usage: "bench [--time MS] [--peer-lost-worlds DIR] [--json]",
  details:
    "  --time MS                 time budget per figure in milliseconds (default 1000), after half as long warming up\n" +
    "  --peer-lost-worlds DIR    also time lost-worlds-web's engine from a checkout in DIR against ours, in one run",
  options: { time: { type: "string", short: "t" }, "peer-lost-worlds": { type: "string" } },
  async run({ values, json, io }) {
    const budget = intOption(values, "time", 1000, 1);
    const peerDir = typeof values["peer-lost-worlds"] === "string" ? values["peer-lost-worlds"] : null;
    const figures = await runBench(budget);
    const turns = await runBotTurnBench(budget);
    const lostworlds = await benchLostWorlds(budget);
    figures.push(...lostworlds.figures);
    // The peer comparison: its own budget of three alternating rounds (see bench-peer-lostworlds.ts).
    const peer = peerDir ? await benchPeerLostWorlds(peerDir, bookBodySchema.parse(mirim.body), 3 * budget) : null;
    if (json) {
      // Lost Patrol's figure under its own key too (`lostpatrol.gamesPerSecond`), which its goal is set on.
      const lostpatrol = figures.find((f) => f.name === "lostpatrol: random-bot games");
      // Space Hulk's likewise (`hulk.gamesPerSecond`: random-bot games of the Pitfall sample).
      const hulk = figures.find((f) => f.name === "hulk: random-bot games");
      const capped = (f: BenchFigure) => ({ gamesPerSecond: f.opsPerSec, actionsPerSecond: f.stepsPerSec ?? 0, maxSteps: BENCH_MAX_STEPS });
      const extra = {
        ...(lostpatrol ? { lostpatrol: capped(lostpatrol) } : {}),
        ...(hulk ? { hulk: capped(hulk) } : {}),
        lostworlds: { ...lostworlds.summary, peer: peer ?? { hint: PEER_HINT } },
      };
      io.out(JSON.stringify({ node: process.version, budgetMs: budget, figures, botTurns: turns, ...extra }, null, 2) + "\n");
    } else {
      const width = Math.max(...figures.map((f) => f.name.length));
      for (const f of figures) {
        const steps = f.stepsPerSec ? `  ${fmt(f.stepsPerSec).padStart(10)} actions/s` : "";
        io.out(`${f.name.padEnd(width)}  ${fmt(f.opsPerSec).padStart(10)} ops/s${steps}\n`);
      }
      for (const t of turns)
        io.out(
          `${t.name}: ${t.msPerTurn.toFixed(1)} ms (CPU ${t.cpuMsPerTurn.toFixed(1)} ms), slowest ${t.worstMs.toFixed(0)} ms, over ${t.ops} turns\n`,
        );
      if (peer) {
        io.out(
          `lostworlds vs lost-worlds-web (1 core, Mirim vs Mirim, random legal duels): ` +
            `theirs ${fmt(peer.peerExchangesPerSecond)} exchanges/s, ours through \`simulate lostworlds\` ` +
            `${fmt(peer.oursExchangesPerSecond)} exchanges/s, ` +
            `${peer.ratio.toFixed(1)}x (by CPU time: ${fmt(peer.cpuPeerExchangesPerSecond)} and ` +
            `${fmt(peer.cpuOursExchangesPerSecond)}, ${peer.cpuRatio.toFixed(1)}x)\n`,
        );
      } else io.out(`${PEER_HINT}\n`);
    }
    return EXIT_OK;
  },
};
