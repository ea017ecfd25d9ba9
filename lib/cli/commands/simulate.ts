/** `hexfolio simulate <game-id>`: Monte Carlo games between bots, with win-rate intervals. */
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { parseBotSpec, type BotSpec } from "../../engine/core/bots";
import { loadGame, UnknownGameError } from "../../engine/core/registry";
import { simulate, type SimSummary } from "../../engine/core/runner-node";
import { EXIT_OK, InputError, intOption, UsageError, type Command } from "../command";
import { parseJsonText, readJsonFile } from "../json-input";
import { simulateLostWorlds } from "./simulate-lostworlds";

/** Content a game is simulated with when --content is not given (games that need content). */
const DEFAULT_CONTENT: Record<string, string> = {
  lostpatrol: fileURLToPath(new URL("../../content/samples/lost-patrol.tileset.json", import.meta.url)),
};

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

export const simulateCommand: Command = {
  name: "simulate",
  summary: "Run bot-vs-bot games and report win rates (95% Wilson intervals) and lengths",
  usage: "simulate <game-id> [--games N] [--seed S] [--workers W] [--bots random,mcts:200] [--json]\n       hexfolio simulate lostpatrol --tileset t.json --games N --seed S [--json]\n       hexfolio simulate lostworlds --books a.json b.json … [--games N] [--bot random|equilibrium] [--seed S] [--json]",
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
    "max-steps": { type: "string" },
    bot: { type: "string" },
    books: { type: "string", multiple: true },
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
    if (typeof values.tileset === "string" && typeof values.content === "string") throw new UsageError("give --tileset or --content, not both");
    const contentFile = typeof values.content === "string" ? values.content : typeof values.tileset === "string" ? values.tileset : DEFAULT_CONTENT[gameId];
    const content = contentFile ? contentOf(await readJsonFile(contentFile, io.cwd)) : null;
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
