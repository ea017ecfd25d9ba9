/**
 * `hexfolio simulate <game-id>`: Monte Carlo games between bots, with win-rate intervals. Every
 * game comes from the registry of game modules: its content flag (`--tileset`, `--mission`,
 * `--books`), its sample content when none is given, its balance sweep (`--sweep`) and, for games
 * played with several documents of one kind, a tournament between them.
 */
import { unwrapExport } from "../../content/export-file";
import { availableParallelism } from "node:os";
import { parseBotSpec, type BotSpec } from "../../engine/core/bots";
import { loadModule, loadModules, UnknownGameError } from "../../games/registry";
import { parseOptions } from "../../games/parse";
import { ContentError, type GameModule, type RunSettings, type SummaryTable } from "../../games/types";
import { simulate, type SimSummary } from "../../sim/runner-node";
import type { GameFailure, SimResult, SimulateOptions } from "../../engine/core/simulation";
import {
  EXIT_GAMES_FAILED,
  EXIT_OK,
  InputError,
  intOption,
  UsageError,
  type Command,
  type CommandContext,
  type OptionsConfig,
} from "../command";
import { parseJsonText, readJsonFile } from "../json-input";

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function formatSummary(s: SimSummary): string {
  const lines: string[] = [];
  lines.push(`${s.gameId}: ${s.n} games, base seed ${JSON.stringify(s.baseSeed)}`);
  for (const seat of s.seats) {
    lines.push(
      `  seat ${seat.seat} (${seat.bot}): win ${pct(seat.winRate.p)} [${pct(seat.winRate.low)}, ${pct(seat.winRate.high)}]` +
        `  draw ${pct(seat.drawRate.p)}  loss ${pct(seat.lossRate.p)}` +
        (s.truncated ? `  unfinished ${pct(seat.unfinished / Math.max(1, s.n))}` : ""),
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
  if (s.truncated) lines.push(`  ${s.truncated} game(s) unfinished: a safety cap stopped them (no win, draw or loss)`);
  for (const [reason, count] of Object.entries(s.reasons)) lines.push(`  ended "${reason}": ${count}`);
  if (s.failed) lines.push(failureLine(s.failed, s.firstFailure));
  return lines.join("\n") + "\n";
}

/** Failed games in words: how many, and the first one's error (which names the content at fault). */
export function failureLine(failed: number, first: GameFailure | null): string {
  const which = first ? `; the first, game ${first.game + 1} (seed ${first.seed}): ${first.message}` : "";
  return `  ${failed} game(s) failed on an error in their content (not counted in the rates)${which}`;
}

/**
 * The Node runner, adding up the failed games of every run it makes: a tournament or a sweep makes
 * several, and the exit status says whether any game of any of them failed.
 */
function failureCounter(): { run: (o: SimulateOptions) => Promise<SimResult>; failed: () => number; first: () => GameFailure | null } {
  let failed = 0,
    first: GameFailure | null = null;
  return {
    async run(o) {
      const r = await simulate(o);
      failed += r.summary.failed;
      first ??= r.summary.firstFailure;
      return r;
    },
    failed: () => failed,
    first: () => first,
  };
}

/** A game's own table under the summary, in aligned columns. */
export function formatTable(t: SummaryTable): string {
  const cells = [t.columns, ...t.rows.map((r) => r.map(String))];
  const widths = t.columns.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => "    " + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return `  ${t.title}:\n` + cells.map(line).join("\n") + "\n";
}

/** A document in the export format (`{ kind, body, … }`) plays as its body. */
function bodyOf(doc: unknown): unknown {
  return unwrapExport(doc).body;
}

/** Each game's content flag, by flag name: which games take it. */
async function contentFlags(): Promise<Map<string, { multiple: boolean; help: string; games: string[] }>> {
  const flags = new Map<string, { multiple: boolean; help: string; games: string[] }>();
  for (const m of await loadModules()) {
    const flag = m.content?.cliFlag;
    if (!flag) continue;
    const entry = flags.get(flag.name) ?? { multiple: !!flag.multiple, help: `${m.id}: ${flag.help}`, games: [] };
    entry.games.push(m.id);
    flags.set(flag.name, entry);
  }
  return flags;
}

/** Each game's own option flags (`--players`, `--rules`), by flag name: which games take it. */
async function setupFlags(): Promise<Map<string, { help: string; games: string[]; boolean: boolean }>> {
  const flags = new Map<string, { help: string; games: string[]; boolean: boolean }>();
  for (const m of await loadModules()) {
    for (const o of m.setupOptions ?? []) {
      if (!o.cliFlag) continue;
      const entry = flags.get(o.cliFlag) ?? { help: `${m.id}: ${o.help}`, games: [], boolean: o.values.kind === "boolean" };
      entry.games.push(m.id);
      flags.set(o.cliFlag, entry);
    }
  }
  return flags;
}

/** The module's option flags given on the command line, as rule options (checked by the module's schema afterwards). */
async function setupOptionValues(values: CommandContext["values"], mod: GameModule): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, flag] of await setupFlags()) {
    if (values[name] !== undefined && !flag.games.includes(mod.id)) throw new UsageError(`--${name} is for ${flag.games.join(", ")}`);
  }
  for (const o of mod.setupOptions ?? []) {
    const raw = o.cliFlag ? values[o.cliFlag] : undefined;
    if (raw === undefined) continue;
    const text = String(raw);
    if (o.values.kind === "integer") {
      const v = Number(text);
      if (!/^-?\d+$/.test(text) || v < o.values.min || v > o.values.max)
        throw new UsageError(`--${o.cliFlag}: expected a whole number from ${o.values.min} to ${o.values.max} (got "${text}")`);
      out[o.key] = v;
    } else if (o.values.kind === "choice") {
      const known = o.values.choices.map(([v]) => v);
      if (!known.includes(text)) throw new UsageError(`--${o.cliFlag}: expected one of ${known.join(", ")} (got "${text}")`);
      out[o.key] = text;
    } else out[o.key] = raw === true || text === "true";
  }
  return out;
}

function botsOf(text: string): BotSpec[] {
  try {
    return text.split(",").map((b) => parseBotSpec(b.trim()));
  } catch (e) {
    throw new UsageError(`--bots: ${(e as Error).message}`);
  }
}

/** The content files given for the game: `--content` or its own flag (the first file may be followed by more as positionals). */
async function contentFiles({ positionals, values }: CommandContext, mod: GameModule): Promise<string[]> {
  const own = mod.content?.cliFlag;
  for (const [name, flag] of await contentFlags()) {
    if (values[name] !== undefined && !flag.games.includes(mod.id)) throw new UsageError(`--${name} is for ${flag.games.join(", ")}`);
  }
  const listed = (name: string) => {
    const v = values[name];
    return v === undefined ? [] : (Array.isArray(v) ? v : [v]).map(String);
  };
  const given = [...listed("content"), ...(own ? listed(own.name) : [])];
  if (own && listed("content").length && listed(own.name).length) throw new UsageError(`give --${own.name} or --content, not both`);
  // `--books a.json b.json`: the files after the first one arrive as positionals.
  const extra = positionals.slice(1);
  if (extra.length && !(given.length && own?.multiple)) throw new UsageError("simulate needs exactly one game id");
  return [...given, ...extra];
}

export const simulateCommand: Command = {
  name: "simulate",
  summary: "Run bot-vs-bot games and report win rates (95% Wilson intervals) and lengths",
  usage: "simulate <game-id> [--games N] [--seed S] [--workers W] [--bots random,mcts:200] [--content FILE] [--sweep TEXT] [--json]",
  async details() {
    const modules = await loadModules();
    const lines = [
      "  --games, -n N        number of games (default 100)",
      "  --seed S             base seed; game i uses a seed derived from (S, i) (default 1)",
      "  --workers W          worker threads, 0 = this thread (default: cores - 1)",
      "  --bots LIST          one bot per seat, or one for all: random, greedy, equilibrium, mcts, mcts:<iterations>",
      "  --bot B              same as --bots with one bot",
      "  --options JSON       the game's rule options as JSON (merged over its defaults)",
      "  --content FILE       content document (JSON, or an exported document: its body) the game is set up with",
      "                       (default: the game's sample)",
    ];
    for (const [name, flag] of await contentFlags()) lines.push(`  --${name} FILE${flag.multiple ? "S…" : ""}`.padEnd(23) + flag.help);
    for (const [name, flag] of await setupFlags()) lines.push(`  --${name}${flag.boolean ? "" : " VALUE"}`.padEnd(23) + flag.help);
    for (const m of modules.filter((x) => x.sweep)) lines.push(`  ${m.id}:`, ...m.sweep!.cliHelp.map((l) => `    ${l}`));
    lines.push(
      "  --max-steps N        stop a game after N actions (default 10000)",
      "  --json               print the summary as JSON",
      "A game that stops on an error in its content (two books that leave the fighters at different ranges)",
      'is one failed game: the run goes on, the report counts failed games ("failed", "firstFailure" in',
      "JSON) with the first one's error, and the exit status is 3 (0 when every game finished).",
    );
    return lines.join("\n");
  },
  async options() {
    const options: OptionsConfig = {
      games: { type: "string", short: "n" },
      seed: { type: "string" },
      workers: { type: "string", short: "w" },
      bots: { type: "string" },
      bot: { type: "string" },
      options: { type: "string" },
      content: { type: "string", multiple: true },
      "max-steps": { type: "string" },
      sweep: { type: "string" },
    };
    for (const [name, flag] of await contentFlags()) options[name] = { type: "string", multiple: flag.multiple };
    for (const [name, flag] of await setupFlags()) options[name] = { type: flag.boolean ? "boolean" : "string" };
    return options;
  },
  async run(ctx) {
    const { positionals, values, json, io } = ctx;
    const [gameId] = positionals;
    if (!gameId) throw new UsageError("simulate needs exactly one game id");
    let mod: GameModule;
    try {
      mod = await loadModule(gameId);
    } catch (e) {
      if (e instanceof UnknownGameError) throw new UsageError(e.message);
      throw e;
    }
    const game = mod.game;
    const files = await contentFiles(ctx, mod);
    const n = intOption(values, "games", 100, 1);
    const workers = intOption(values, "workers", Math.max(0, Math.min(8, availableParallelism() - 1)), 0);
    const maxSteps = intOption(values, "max-steps", 10_000, 1);
    const seedRaw = typeof values.seed === "string" ? values.seed : "1";
    const baseSeed = /^-?\d+$/.test(seedRaw) ? Number(seedRaw) : seedRaw;
    let options: Record<string, unknown> = {};
    if (typeof values.options === "string") {
      const parsed = parseJsonText(values.options, "--options");
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new InputError("--options: expected a JSON object");
      options = parsed as Record<string, unknown>;
    }
    options = { ...options, ...(await setupOptionValues(values, mod)) };
    try {
      options = parseOptions(mod.options, options);
    } catch (e) {
      if (e instanceof ContentError) throw new InputError(`--options: ${e.message}`);
      throw e;
    }
    const bots = botsOf(typeof values.bots === "string" ? values.bots : typeof values.bot === "string" ? values.bot : "random");
    const bodies: unknown[] = [];
    for (const file of files) bodies.push(bodyOf(await readJsonFile(file, io.cwd)));
    const settings: RunSettings = { n, baseSeed, bots, options, workers, maxSteps };
    const counter = failureCounter();
    const exitCode = () => (counter.failed() ? EXIT_GAMES_FAILED : EXIT_OK);
    const showProgress = io.errIsTTY && !json;
    const progress = showProgress ? (text: string) => io.err(`\r${text}`) : undefined;
    const done = () => showProgress && io.err("\r\x1b[K");
    // Which file a content problem is in: the one given, or the game's sample.
    const checked = <T>(what: string, f: () => T): T => {
      try {
        return f();
      } catch (e) {
        if (e instanceof ContentError) throw new InputError(`${what}: ${e.message}`);
        throw e;
      }
    };

    // Several documents of one kind (Lost Worlds books): every pair plays.
    if (mod.tournament && (files.length !== 1 || !mod.content || mod.content.slots.length > 1)) {
      if (bots.length !== 1 && bots.length !== 2) throw new UsageError(`${gameId} has 2 seats: give one bot or two`);
      const sample = mod.content?.sample() as { books?: unknown[] } | undefined;
      const list = bodies.length ? bodies : (sample?.books ?? []);
      if (list.length < 2 && bodies.length) throw new UsageError(`--${mod.content?.cliFlag?.name ?? "content"}: give at least two`);
      const report = await checked(files.join(", ") || "sample", () =>
        mod.tournament!.run(
          counter.run,
          list,
          settings,
          progress && ((p) => progress(`pair ${p.pair[0] + 1}-${p.pair[1] + 1}: ${p.done}/${p.total}`)),
        ),
      );
      done();
      const names = (report as { books: { name: string }[] }).books.map((b) => b.name);
      const fileNames = files.length ? files : names.map(() => "sample");
      if (json) {
        const r = report as Record<string, unknown>;
        const out = { game: gameId, games: n, seed: baseSeed, bots: r.bots, books: fileNames.map((file, i) => ({ file, name: names[i] })) };
        const failures = { failed: counter.failed(), firstFailure: r.firstFailure ?? counter.first() };
        io.out(JSON.stringify({ ...out, ...failures, matchups: r.matchups, table: r.table, maneuvers: r.maneuvers }, null, 2) + "\n");
      } else io.out(mod.tournament.format(report as never, names));
      return exitCode();
    }

    if (files.length > 1) throw new UsageError(`${gameId} is played with one ${mod.content?.kind ?? "document"}`);
    const content = mod.content ? (files.length ? mod.content.combine(bodies, null) : mod.content.sample()) : null;
    checked(files[0] ?? "sample", () => mod.parse(content));

    if (typeof values.sweep === "string") {
      const sweep = mod.sweep;
      if (!sweep)
        throw new UsageError(
          `--sweep is for ${(await loadModules())
            .filter((m) => m.sweep)
            .map((m) => m.id)
            .join(" and ")}`,
        );
      if (bots.length !== 1 && bots.length !== 2) throw new UsageError(`--bots: ${gameId} has 2 seats: give one bot or two`);
      let param: unknown;
      try {
        param = sweep.parse(values.sweep);
      } catch (e) {
        throw new UsageError(`--sweep: ${(e as Error).message}`);
      }
      let report: unknown;
      try {
        report = await sweep.run(counter.run, content, param as never, settings, progress);
      } catch (e) {
        // Values the content cannot be changed to (more flamers than guns, no jungle to scale) are bad input.
        if (e instanceof RangeError || e instanceof ContentError) throw new InputError(`--sweep: ${e.message}`);
        throw e;
      }
      done();
      // A sweep's own report is the game's; the failed games of all its runs are added here.
      const failures = { failed: counter.failed(), firstFailure: counter.first() };
      if (json) io.out(JSON.stringify({ ...(report as object), ...failures }, null, 2) + "\n");
      else io.out(sweep.format(report as never) + (failures.failed ? failureLine(failures.failed, failures.firstFailure) + "\n" : ""));
      return exitCode();
    }

    const seats = game.seatCount({ ...(game.defaultOptions as object), ...options }, null);
    if (bots.length !== 1 && bots.length !== seats)
      throw new UsageError(`--bots: ${gameId} has ${seats} seats: give one bot or ${seats}, got ${bots.length}`);
    const { summary } = await counter.run({
      gameId,
      options,
      content,
      bots: bots.length === 1 ? Array.from({ length: seats }, () => bots[0]) : bots,
      n,
      baseSeed,
      workers,
      maxSteps,
      onProgress: progress && ((p) => progress(`simulating ${p.done}/${p.total}`)),
    });
    done();
    const tables = mod.summaryTables?.(summary) ?? [];
    io.out(
      json
        ? JSON.stringify(tables.length ? { ...summary, tables } : summary, null, 2) + "\n"
        : formatSummary(summary) + tables.map(formatTable).join(""),
    );
    return exitCode();
  },
};
