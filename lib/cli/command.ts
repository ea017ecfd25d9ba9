/**
 * The CLI's command model: each subcommand is a small object in the command table (see
 * commands/index.ts) with its own options, help text and `run`. Exit codes are part of the
 * contract: 0 success, 1 lint found errors, 2 bad usage or bad input, 3 a simulation ran to the
 * end but some of its games failed on an error in their content (the report counts them).
 */
import type { ParseArgsConfig } from "node:util";

export const EXIT_OK = 0;
export const EXIT_LINT_ERRORS = 1;
export const EXIT_USAGE = 2;
/**
 * `simulate` finished every game it could, but some stopped on an error in their content (two
 * books that leave the fighters at different ranges, say): the report counts them and shows the
 * first; the other games' numbers stand.
 */
export const EXIT_GAMES_FAILED = 3;

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars only then). */
  errIsTTY: boolean;
  cwd: string;
}

export type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export interface CommandContext {
  positionals: string[];
  values: Record<string, string | boolean | string[] | boolean[] | undefined>;
  json: boolean;
  io: CliIO;
}

export interface Command {
  name: string;
  summary: string;
  /** Usage line(s) after "hexfolio ", e.g. "simulate <game-id> [options]". */
  usage: string;
  /** Option help lines, shown by --help (worked out when asked for, when they depend on the games installed). */
  details?: string | (() => Promise<string>);
  /** The command's options, or a function giving them (when they depend on the games installed). */
  options: OptionsConfig | (() => Promise<OptionsConfig>);
  run(ctx: CommandContext): Promise<number>;
}

/** Bad usage (unknown option, missing argument): message printed, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Bad input (unreadable file, invalid JSON, wrong field): message printed, exit code 2. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/** Reads an integer option, with a usage error naming the option when it is not one. */
export function intOption(values: CommandContext["values"], name: string, fallback: number, min = 0): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (typeof raw !== "string" || !Number.isInteger(n) || n < min) {
    throw new UsageError(`--${name} expects an integer >= ${min}, got "${String(raw)}"`);
  }
  return n;
}
