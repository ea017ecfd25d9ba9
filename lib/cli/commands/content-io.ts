/**
 * `hexfolio import` and `hexfolio export`: documents in and out of the portable export format
 * (top-level kind, title, schemaVersion, body), validated by the kind's schema both ways.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { EXIT_OK, EXIT_USAGE, UsageError, type Command, type CommandContext } from "../command";
import { readJsonFile } from "../json-input";
import { parseExportFile, toExportFile } from "../../content/registry";
import type { FieldIssue } from "../../content/issues";

function report(ctx: CommandContext, file: string, issues: FieldIssue[]): number {
  if (ctx.json) ctx.io.out(JSON.stringify({ ok: false, file, issues }, null, 2) + "\n");
  for (const i of issues) ctx.io.err(`${file}: ${i.path}: ${i.message}\n`);
  return EXIT_USAGE;
}

async function emit(ctx: CommandContext, data: unknown): Promise<void> {
  const text = JSON.stringify(data, null, 2) + "\n";
  const out = ctx.values.out;
  if (typeof out === "string") await writeFile(resolve(ctx.io.cwd, out), text);
  else ctx.io.out(text);
}

export const importCommand: Command = {
  name: "import",
  summary: "Validate an export file and print (or write) the document it contains",
  usage: "import <file.json> [--out doc.json] [--json]",
  options: { out: { type: "string", short: "o" } },
  async run(ctx) {
    const [file] = ctx.positionals;
    if (!file || ctx.positionals.length > 1) throw new UsageError("import needs exactly one file");
    const parsed = parseExportFile(await readJsonFile(file, ctx.io.cwd));
    if (!parsed.ok) return report(ctx, file, parsed.issues);
    await emit(ctx, parsed.value);
    return EXIT_OK;
  },
};

export const exportCommand: Command = {
  name: "export",
  summary: "Write a document (an export file or an API document answer) in the export format",
  usage: "export <doc.json> [--out file.json]",
  options: { out: { type: "string", short: "o" } },
  async run(ctx) {
    const [file] = ctx.positionals;
    if (!file || ctx.positionals.length > 1) throw new UsageError("export needs exactly one file");
    const doc = (await readJsonFile(file, ctx.io.cwd)) as Record<string, unknown>;
    // Never write an export file that would not import again.
    const parsed = parseExportFile(typeof doc === "object" && doc !== null ? toExportFile(doc as Parameters<typeof toExportFile>[0]) : doc);
    if (!parsed.ok) return report(ctx, file, parsed.issues);
    await emit(ctx, parsed.value);
    return EXIT_OK;
  },
};
