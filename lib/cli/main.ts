/**
 * hexfolio command-line entry: `hexfolio <command> [options]` (run via `npm run cli --`,
 * `npx hexfolio` or `tsx lib/cli/main.ts`). Dispatches to the command table; every command has
 * --help, and --json for machine output. Exit codes: 0 ok, 1 lint errors, 2 bad usage/input, 3 a
 * simulation in which some games failed on an error in their content.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { EXIT_OK, EXIT_USAGE, InputError, UsageError, type CliIO, type Command } from "./command";
import { commands } from "./commands/index";

async function commandHelp(cmd: Command): Promise<string> {
  const lines = [`usage: hexfolio ${cmd.usage}`, "", cmd.summary];
  const details = typeof cmd.details === "function" ? await cmd.details() : cmd.details;
  if (details) lines.push("", details);
  lines.push("", "  --json      machine-readable output", "  --help, -h  show this help");
  return lines.join("\n") + "\n";
}

function mainHelp(table: Command[]): string {
  const width = Math.max(...table.map((c) => c.name.length));
  return [
    "usage: hexfolio <command> [options]",
    "",
    "commands:",
    ...table.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "run `hexfolio <command> --help` for a command's options",
    "exit codes: 0 success, 1 lint errors, 2 bad usage or bad input,",
    "            3 a simulation whose report counts games that failed on an error in their content",
    "",
  ].join("\n");
}

export const processIO = (): CliIO => ({
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
  errIsTTY: !!process.stderr.isTTY,
  cwd: process.cwd(),
});

/** Runs the CLI and returns the exit code (never calls process.exit, so it is testable). */
export async function runCli(argv: string[], io: CliIO = processIO(), table: Command[] = commands): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    (name === undefined ? io.err : io.out)(mainHelp(table));
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const cmd = table.find((c) => c.name === name);
  if (!cmd) {
    io.err(`hexfolio: unknown command "${name}"\n\n${mainHelp(table)}`);
    return EXIT_USAGE;
  }
  try {
    let parsed;
    const options = typeof cmd.options === "function" ? await cmd.options() : cmd.options;
    try {
      parsed = parseArgs({
        args: rest,
        options: { ...options, json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
        allowPositionals: true,
        strict: true,
      });
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    const values = parsed.values as Record<string, string | boolean | undefined>;
    if (values.help) {
      io.out(await commandHelp(cmd));
      return EXIT_OK;
    }
    return await cmd.run({ positionals: parsed.positionals, values, json: !!values.json, io });
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`hexfolio ${cmd.name}: ${e.message}\nusage: hexfolio ${cmd.usage}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof InputError) {
      io.err(`hexfolio ${cmd.name}: ${e.message}\n`);
      return EXIT_USAGE;
    }
    throw e;
  }
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** Runs with the process's arguments and sets the exit code (used by bin/hexfolio.mjs). */
export async function main(): Promise<void> {
  try {
    process.exitCode = await runCli(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`hexfolio: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 70;
  }
}

if (isEntryPoint()) await main();
