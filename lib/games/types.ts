/**
 * What a game module declares. A game system is one module per layer: its rules in
 * `lib/engine/<game>` (pure), its document schemas in `lib/content`, its module here (how content
 * becomes the engine's input, its rule options, sweeps and tournaments) and its UI
 * parts in `components/games/<game>`. The module is registered in one list (registry.ts); the CLI,
 * the simulation lab, play pages, the API and campaigns iterate that list and never name a game.
 */
import type { z } from "zod";
import type { BotSpec } from "../engine/core/bots";
import type { AnyGame } from "../engine/core/game";
import type { Seed } from "../engine/core/rng";
import type { SimulateOptions, SimResult, SimSummary } from "../engine/core/simulation";

/** How a match of the game is set up from documents. */
export interface ContentSpec {
  /** The document kind every slot holds ("tileset", "book", "mission"). */
  kind: string;
  /** One label per document a match needs (a duel's two books: "Book A (seat 1)", …). */
  slots: string[];
  /** Labels of optional further documents, each adding a seat (a multi-player fight). */
  extraSlots?: string[];
  /** An optional document of another kind the content is played with (a mission's ruleset). */
  companion?: { kind: string; label: string };
  /**
   * The content a match stores, from the chosen documents' bodies (one per slot, in order) and the
   * companion's body (null when none was chosen). Playtests keep this, so replays stay exact.
   */
  combine(bodies: unknown[], companion: unknown): unknown;
  /** Content to play when none is given (the CLI, the bench): built from the studio's samples. */
  sample(): unknown;
  /** The CLI's own name for `--content` ("tileset", "mission", "books"); `multiple` takes several files. */
  cliFlag?: { name: string; multiple?: boolean; help: string };
}

/** A runner the module's sweeps and tournaments play through (Node worker threads, Web Workers, or this thread). */
export type Simulate = (o: SimulateOptions) => Promise<SimResult>;

/** Common settings of a sweep or tournament run. */
export interface RunSettings {
  n: number;
  baseSeed: Seed;
  bots: BotSpec[];
  options?: unknown;
  workers?: number;
  maxSteps?: number;
}

/**
 * A balance sweep: the same content changed along one parameter, `n` games per point. The CLI's
 * `--sweep TEXT` and the lab's sweep tab use it.
 */
export interface SweepSpec<Param = unknown, Report = unknown> {
  /** The lab's tab ("Sweep the jungle size"). */
  label: string;
  /** Lines for the CLI's help, describing what `--sweep TEXT` takes. */
  cliHelp: string[];
  /** The sweep's parameter from text; throws an Error whose message says what was expected. */
  parse(text: string): Param;
  run(simulate: Simulate, content: unknown, param: Param, settings: RunSettings, onProgress?: (text: string) => void): Promise<Report>;
  /** The report as the CLI prints it. */
  format(report: Report): string;
}

/**
 * For games played with several documents of one kind (Lost Worlds books): every pair plays `n`
 * games; the CLI takes the documents as files, the lab as a choice of documents.
 */
export interface TournamentSpec<Report = unknown> {
  run(
    simulate: Simulate,
    bodies: unknown[],
    settings: RunSettings,
    onProgress?: (p: { pair: [number, number]; done: number; total: number }) => void,
  ): Promise<Report>;
  /** The report as the CLI prints it (`names` are the documents' names or files). */
  format(report: Report, names: string[]): string;
}

/**
 * A rule option people set for each match (how many players, which rule set): the new-playtest
 * form and the simulation lab show a field for it, `hexfolio simulate` a flag. Its value goes into
 * the options under `key`, validated by the module's options schema like any other.
 */
export interface SetupOption {
  key: string;
  label: string;
  /** The CLI flag without its dashes ("players"), when the option has one of its own. */
  cliFlag?: string;
  /** One line for the CLI's help. */
  help: string;
  values:
    { kind: "integer"; min: number; max: number } | { kind: "choice"; choices: [value: string, label: string][] } | { kind: "boolean" };
  /** What the studio's forms start with, when it differs from the engine's default (a form for people, not bots). */
  playDefault?: string | number | boolean;
  /** The number of seats is this option's value. */
  seats?: boolean;
}

/** A table a game adds to a simulation's summary, made from its metrics (the win rate per starting character). */
export interface SummaryTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface GameModule<Input = unknown> {
  /** Registry id, stored in playtests and match records. */
  id: string;
  title: string;
  /** A game for the engine's own tests: never offered in the studio's lists. */
  testOnly?: boolean;
  /**
   * The version of the rules as played (1 when absent). Raise it with every rules change that can
   * make an older action log stop replaying (an action no longer legal, different events): new
   * playtests and match records are stamped with it, and one recorded under an older version that
   * stops replaying is opened at its last replayable move with a message saying so (rules-version.ts).
   */
  rulesVersion?: number;
  /** The rules: pure functions over plain state (lib/engine). */
  game: AnyGame;
  /** How a match is set up from documents; null for a game that needs none. */
  content: ContentSpec | null;
  /**
   * The stored content (what `content.combine` made, or null) as the engine's input: validated at
   * this boundary with the content's zod schemas, compiled once. Throws ContentError naming the field.
   */
  parse(content: unknown): Input;
  /** The rule options a caller may set (a partial object of the engine's options), validated with zod. */
  options: z.ZodType;
  /** What each seat is called at the table ("Soldiers", "Monsters"), when the seats differ. */
  seatNames?: string[];
  /** The seats' names when the content names them (a scenario's sides); wins over `seatNames` and document titles. */
  seatNamesFor?(input: Input): string[];
  /** A balance sweep of the game's content, when it has one. */
  // `any`: each game's own parameter and report types.
  sweep?: SweepSpec<any, any>;
  tournament?: TournamentSpec<any>;
  /** Options set per match, shown as fields and CLI flags (the number of players, a rule set). */
  setupOptions?: SetupOption[];
  /** The options `hexfolio bench` plays the sample with, and what its figure is called after the game id. */
  bench?: { options: unknown; label: string };
  /** Tables the game adds to a simulation's summary (the CLI prints them, `--json` adds them, the lab shows them). */
  summaryTables?(summary: SimSummary): SummaryTable[];
}

/** Content a game cannot be set up from, with the field paths of what is wrong. */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(issues.length ? `${message}: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}` : message);
    this.name = "ContentError";
  }
}
