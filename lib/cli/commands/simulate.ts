/** `hexfolio simulate <game-id>`: Monte Carlo games between bots, with win-rate intervals. */
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { parseBotSpec, type BotSpec } from "../../engine/core/bots";
import { loadGame, UnknownGameError } from "../../engine/core/registry";
import { simulate, type SimSummary } from "../../engine/core/runner-node";
import { EXIT_OK, InputError, intOption, UsageError, type Command } from "../command";
import { parseJsonText, readJsonFile } from "../json-input";
import { simulateLostWorlds } from "./simulate-lostworlds";
import { runSweep, type Sweep } from "../../engine/lostpatrol/sweep";
import type { LostPatrolContent, LostPatrolOptions } from "../../engine/lostpatrol";
import { resolveContent as resolveHulkContent } from "../../engine/hulk/content";
import type { HulkOptions } from "../../engine/hulk";
import { sweepHulk } from "./simulate-hulk";

/** Content a game is simulated with when --content is not given (games that need content). */
const DEFAULT_CONTENT: Record<string, string> = {
  lostpatrol: fileURLToPath(new URL("../../content/samples/lost-patrol.tileset.json", import.meta.url)),
  hulk: fileURLToPath(new URL("../../content/samples/pitfall.mission.json", import.meta.url)),
};

/** The ruleset a hulk mission is played with (a mission document carries none). */
const HULK_RULESET = fileURLToPath(new URL("../../content/samples/base.ruleset.json", import.meta.url));

/** A document in the export format (`{ kind, body, … }`) plays as its body. */
function contentOf(doc: unknown): unknown {
  const isExport = !!doc && typeof doc === "object" && "kind" in doc && "body" in doc;
  return isExport ? (doc as { body: unknown }).body : doc;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function formatSummary(s: SimSummary): string {
  const lines: string[] = [];
  lines.push(`${s.gameId}: ${s.n} games, base seed ${JSON.stringify(s.baseSeed)}`);
  for (const seat of s.seats) {
    lines.push(
      `  seat ${seat.seat} (${seat.bot}): win ${pct(seat.winRate.p)} [${pct(seat.winRate.low)}, ${pct(seat.winRate.high)}]` +
        `  draw ${pct(seat.drawRate.p)}  loss ${pct(seat.lossRate.p)}`,
    );
  }
  const L = s.length;
  lines.push(`  length (actions): min ${L.min}  mean ${L.mean.toFixed(2)}  max ${L.max}  sd ${L.stdev.toFixed(2)}`);
  const peak = Math.max(1, ...L.histogram.map((b) => b.count));
  for (const b of L.histogram) {
    const label = b.from === b.to ? `${b.from}` : `${b.from}-${b.to}`;
    lines.push(`    ${label.padStart(9)} | ${"#".repeat(Math.round((30 * b.count) / peak))} ${b.count}`);
  }
  for (const [k, m] of Object.entries(s.metrics)) {
    lines.push(`  ${k}: mean ${m.mean.toFixed(2)}  min ${m.min}  max ${m.max}`);
  }
  if (s.truncated) lines.push(`  ${s.truncated} game(s) stopped at the step limit`);
  for (const [reason, count] of Object.entries(s.reasons)) lines.push(`  ended "${reason}": ${count}`);
  return lines.join("\n") + "\n";
}

/** `--sweep 20,28,38,48`: non-negative integers, comma-separated. */
export function parseSweep(text: string): number[] {
  const parts = text.split(",").map((p) => p.trim());
  const counts = parts.map(Number);
  const bad = parts.find((p, i) => p === "" || !Number.isInteger(counts[i]) || counts[i] < 0);
  if (bad !== undefined) throw new UsageError(`--sweep: expected jungle tile counts such as 20,28,38,48, got "${bad}" in "${text}"`);
  return counts;
}

export function formatSweep(sw: Sweep): string {
  const lines = [
    `lostpatrol sweep over jungle tiles: ${sw.games} games per point, bots ${sw.bots.join(" vs ")}, base seed ${JSON.stringify(sw.baseSeed)} ` +
      `(the tile set has ${sw.baseJungle} jungle tiles)`,
    `  rules: ${Object.entries(sw.rules)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  ];
  const head = [
    "jungle",
    "soldiers win [95%]",
    "length",
    "turns",
    "ship reached",
    "wiped out",
    "ring closed",
    "lost in split",
    "turn limit",
  ];
  const rows = sw.points.map((p) => [
    String(p.jungle),
    `${pct(p.soldiersWin.p)} [${pct(p.soldiersWin.low)}, ${pct(p.soldiersWin.high)}]`,
    p.meanLength.toFixed(1),
    p.meanTurns.toFixed(1),
    ...[p.endings.shipReached, p.endings.wipedOut, p.endings.ringClosed, p.endings.lostInSplit, p.endings.turnLimit].map(String),
  ]);
  const width = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => "  " + cells.map((x, c) => (c === 1 ? x.padEnd(width[c]) : x.padStart(width[c]))).join("  ");
  lines.push(line(head), ...rows.map(line));
  for (const p of sw.points) {
    if (p.endings.truncated) lines.push(`  ${p.jungle}: ${p.endings.truncated} game(s) stopped at the step limit`);
  }
  lines.push("  decks:");
  for (const p of sw.points)
    lines.push(
      `    ${String(p.jungle).padStart(width[0])}: ${Object.entries(p.deck)
        .map(([id, c]) => `${id} ${c}`)
        .join(", ")}`,
    );
  return lines.join("\n") + "\n";
}

export const simulateCommand: Command = {
  name: "simulate",
  summary: "Run bot-vs-bot games and report win rates (95% Wilson intervals) and lengths",
  usage:
    "simulate <game-id> [--games N] [--seed S] [--workers W] [--bots random,mcts:200] [--json]\n       hexfolio simulate lostpatrol --tileset t.json --games N --seed S [--json]\n       hexfolio simulate lostpatrol --tileset t.json --sweep 20,28,38,48 --games N --seed S [--json]\n       hexfolio simulate hulk --mission m.json --games N --seed S [--json]\n       hexfolio simulate hulk --mission m.json --sweep reinforcements=1,2,3 --games N --seed S [--json]\n       hexfolio simulate lostworlds --books a.json b.json … [--games N] [--bot random|equilibrium] [--seed S] [--json]",
  details: [
    "  --games, -n N        number of games (default 100)",
    "  --seed S             base seed; game i uses a seed derived from (S, i) (default 1)",
    "  --workers W          worker threads, 0 = this thread (default: cores - 1)",
    "  --bots LIST          one bot per seat, or one for all: random, greedy, equilibrium, mcts, mcts:<iterations>",
    "  --bot B              same as --bots with one bot",
    "  --books FILES…       lostworlds: the books (every pair duels; default Mirim vs Mirim)",
    "  --options JSON       game options as JSON (merged over the game's defaults)",
    "  --content FILE       content document (JSON, or an exported document: its body) the game is set up with",
    "                       (default for lostpatrol: the sample tile set)",
    "  --tileset FILE       lostpatrol: the tile set to play (same as --content)",
    "  --mission FILE       hulk: the mission to play (default: the Pitfall sample), with the base ruleset",
    "  --sweep LIST         lostpatrol: balance sweep over the number of jungle tiles (e.g. 20,28,38,48): the tile",
    "                       set's jungle tiles scaled to each count in the same mix, --games games per count",
    "  --sweep P=LIST       hulk: balance sweep over one change to the mission, --games games per value:",
    "                         reinforcements=1,2,3  blips per turn of the first arrival step (later steps",
    "                                               keep their difference from it)",
    "                         flamers=0,1,2         heavy flamers in the squad (troopers swap storm bolters",
    "                                               for flamers in listed order, the sergeant last)",
    "                         marines=3,4,5         squad size (the first Marines listed stay)",
    "                       each point: Marine win/draw/loss with 95% intervals, lengths, and the end reasons",
    "  --max-steps N        stop a game after N actions (default 10000)",
    "  --json               print the summary as JSON",
  ].join("\n"),
  options: {
    games: { type: "string", short: "n" },
    seed: { type: "string" },
    workers: { type: "string", short: "w" },
    bots: { type: "string" },
    options: { type: "string" },
    content: { type: "string" },
    tileset: { type: "string" },
    mission: { type: "string" },
    "max-steps": { type: "string" },
    bot: { type: "string" },
    books: { type: "string", multiple: true },
    sweep: { type: "string" },
  },
  async run({ positionals, values, json, io }) {
    const [gameId] = positionals;
    // `--books a.json b.json`: the files after the first one arrive as positionals.
    const bookFiles = Array.isArray(values.books) ? [...(values.books as string[]), ...positionals.slice(1)] : [];
    if (!gameId || (positionals.length > 1 && !bookFiles.length)) throw new UsageError("simulate needs exactly one game id");
    if (bookFiles.length && gameId !== "lostworlds") throw new UsageError("--books is for lostworlds");
    let game;
    try {
      game = await loadGame(gameId);
    } catch (e) {
      if (e instanceof UnknownGameError) throw new UsageError(e.message);
      throw e;
    }
    const n = intOption(values, "games", 100, 1);
    const workers = intOption(values, "workers", Math.max(0, Math.min(8, availableParallelism() - 1)), 0);
    const maxSteps = intOption(values, "max-steps", 10_000, 1);
    const seedRaw = typeof values.seed === "string" ? values.seed : "1";
    const baseSeed = /^-?\d+$/.test(seedRaw) ? Number(seedRaw) : seedRaw;
    let options: unknown = game.defaultOptions;
    if (typeof values.options === "string") {
      const parsed = parseJsonText(values.options, "--options");
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new InputError("--options: expected a JSON object");
      options = { ...(game.defaultOptions as object), ...(parsed as object) };
    }
    const botsText = typeof values.bots === "string" ? values.bots : typeof values.bot === "string" ? values.bot : "random";
    if (gameId === "lostworlds") {
      let specs: BotSpec[];
      try {
        specs = botsText.split(",").map((b) => parseBotSpec(b.trim()));
      } catch (e) {
        throw new UsageError(`--bots: ${(e as Error).message}`);
      }
      return simulateLostWorlds({ files: bookFiles, n, workers, maxSteps, baseSeed, options, bots: specs, json, io });
    }
    if (typeof values.tileset === "string" && gameId !== "lostpatrol") throw new UsageError("--tileset is for lostpatrol (use --content)");
    if (typeof values.tileset === "string" && typeof values.content === "string")
      throw new UsageError("give --tileset or --content, not both");
    if (typeof values.mission === "string" && gameId !== "hulk") throw new UsageError("--mission is for hulk (use --content)");
    if (typeof values.mission === "string" && typeof values.content === "string")
      throw new UsageError("give --mission or --content, not both");
    const contentFile =
      typeof values.content === "string"
        ? values.content
        : typeof values.tileset === "string"
          ? values.tileset
          : typeof values.mission === "string"
            ? values.mission
            : DEFAULT_CONTENT[gameId];
    let content = contentFile ? contentOf(await readJsonFile(contentFile, io.cwd)) : null;
    if (gameId === "hulk") {
      // A bare mission plays with the base ruleset; `{ mission, ruleset }` content is taken as is.
      if (content && typeof content === "object" && !("mission" in content))
        content = { mission: content, ruleset: contentOf(await readJsonFile(HULK_RULESET, io.cwd)) };
      try {
        resolveHulkContent(content);
      } catch (e) {
        throw new InputError(`${contentFile}: ${(e as Error).message}`);
      }
    }
    if (typeof values.sweep === "string") {
      if (gameId !== "lostpatrol" && gameId !== "hulk") throw new UsageError("--sweep is for lostpatrol and hulk");
      let specs: BotSpec[];
      try {
        specs = botsText.split(",").map((b) => parseBotSpec(b.trim()));
      } catch (e) {
        throw new UsageError(`--bots: ${(e as Error).message}`);
      }
      if (specs.length !== 1 && specs.length !== 2) throw new UsageError(`--bots: ${gameId} has 2 seats: give one bot or two`);
      if (gameId === "hulk")
        return sweepHulk({
          text: values.sweep,
          content,
          n,
          baseSeed,
          bots: specs,
          options: options as HulkOptions,
          workers,
          maxSteps,
          json,
          io,
        });
      const jungleCounts = parseSweep(values.sweep);
      const tiles = (content as { tiles?: unknown } | null)?.tiles;
      if (!Array.isArray(tiles)) throw new InputError("--sweep: expected a tile set with a `tiles` array (--tileset FILE)");
      const showProgress = io.errIsTTY && !json;
      let sweep: Sweep;
      try {
        sweep = await runSweep(simulate, {
          tileset: content as LostPatrolContent,
          jungleCounts,
          n,
          baseSeed,
          bots: specs,
          options: options as LostPatrolOptions,
          workers,
          maxSteps,
          onProgress: showProgress ? (p) => io.err(`\r${p.jungle} jungle tiles: ${p.done}/${p.total}`) : undefined,
        });
      } catch (e) {
        if (e instanceof RangeError || /jungle tiles to scale/.test((e as Error).message))
          throw new InputError(`--sweep: ${(e as Error).message}`);
        throw e;
      }
      if (showProgress) io.err("\r\x1b[K");
      io.out(json ? JSON.stringify(sweep, null, 2) + "\n" : formatSweep(sweep));
      return EXIT_OK;
    }
    const seats = game.seatCount(options, content);
    let bots: BotSpec[];
    try {
      const list = botsText.split(",").map((b) => parseBotSpec(b.trim()));
      if (list.length === 1) bots = Array.from({ length: seats }, () => list[0]);
      else if (list.length === seats) bots = list;
      else throw new Error(`${gameId} has ${seats} seats: give one bot or ${seats}, got ${list.length}`);
    } catch (e) {
      throw new UsageError(`--bots: ${(e as Error).message}`);
    }
    const showProgress = io.errIsTTY && !json;
    const { summary } = await simulate({
      gameId,
      options,
      content,
      bots,
      n,
      baseSeed,
      workers,
      maxSteps,
      onProgress: showProgress ? (p) => io.err(`\rsimulating ${p.done}/${p.total}`) : undefined,
    });
    if (showProgress) io.err("\r\x1b[K");
    io.out(json ? JSON.stringify(summary, null, 2) + "\n" : formatSummary(summary));
    return EXIT_OK;
  },
};
