/**
 * `hexfolio import` and `hexfolio export`: thin wrappers over lib/content/registry.ts (owned by
 * the content work), which exports
 *   parseExportFile(json) → { ok: true, value } | { ok: false, issues: { path, message }[] }
 *   toExportFile(doc: { kind, title, schemaVersion, body }) → export file
 * (`doc` instead of `value`, and `exportDocument` instead of `toExportFile`, are accepted too).
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { EXIT_OK, EXIT_USAGE, InputError, UsageError, type Command, type CommandContext } from "../command";
import { readJsonFile } from "../json-input";
import { importOptional } from "../optional-module";

type Issue = { path: string | (string | number)[]; message: string };
export interface ContentRegistryModule {
  parseExportFile?(json: unknown): { ok: true; value?: unknown; doc?: unknown } | { ok: false; issues: Issue[] };
  toExportFile?(doc: never): unknown;
  exportDocument?(doc: unknown): unknown;
}

export let loadContentRegistry = (): Promise<ContentRegistryModule | null> =>
  importOptional<ContentRegistryModule>(new URL("../../content/registry.ts", import.meta.url));

export function setContentRegistryLoader(loader: () => Promise<ContentRegistryModule | null>): void {
  loadContentRegistry = loader;
}

const pathText = (p: Issue["path"]) => (Array.isArray(p) ? p.join(".") || "$" : p || "$");

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
    const json = await readJsonFile(file, ctx.io.cwd);
    const reg = await loadContentRegistry();
    if (!reg?.parseExportFile) {
      ctx.io.out("no content kinds registered\n");
      return EXIT_OK;
    }
    const parsed = reg.parseExportFile(json);
    if (!parsed.ok) {
      if (ctx.json) ctx.io.out(JSON.stringify({ ok: false, file, issues: parsed.issues }, null, 2) + "\n");
      for (const i of parsed.issues) ctx.io.err(`${file}: ${pathText(i.path)}: ${i.message}\n`);
      return EXIT_USAGE;
    }
    await emit(ctx, parsed.value ?? parsed.doc);
    return EXIT_OK;
  },
};

export const exportCommand: Command = {
  name: "export",
  summary: "Convert a stored document into the portable export format",
  usage: "export <doc.json> [--out file.json]",
  options: { out: { type: "string", short: "o" } },
  async run(ctx) {
    const [file] = ctx.positionals;
    if (!file || ctx.positionals.length > 1) throw new UsageError("export needs exactly one file");
    const doc = await readJsonFile(file, ctx.io.cwd);
    const reg = await loadContentRegistry();
    const convert = reg?.toExportFile ?? reg?.exportDocument;
    if (!reg || !convert) {
      ctx.io.out("no content kinds registered\n");
      return EXIT_OK;
    }
    let out: unknown;
    try {
      out = (convert as (d: unknown) => unknown)(doc);
    } catch (e) {
      throw new InputError(`${file}: ${(e as Error).message}`);
    }
    // Never write an export file that would not import again.
    const check = reg.parseExportFile?.(out);
    if (check && !check.ok) {
      for (const i of check.issues) ctx.io.err(`${file}: ${pathText(i.path)}: ${i.message}\n`);
      return EXIT_USAGE;
    }
    await emit(ctx, out);
    return EXIT_OK;
  },
};
