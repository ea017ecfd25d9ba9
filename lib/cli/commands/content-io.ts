/**
 * `hexfolio import` and `hexfolio export`: documents in and out of the portable export format
 * (top-level kind, title, schemaVersion, body), validated by the kind's schema both ways.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { z } from "zod";
import { EXIT_OK, EXIT_USAGE, InputError, UsageError, type Command, type CommandContext } from "../command";
import { readJsonFile } from "../json-input";
import { getKind, KIND_IDS, parseExportFile, toExportFile, type DocumentKind } from "../../content/registry";
import { exportFileSchema } from "../../content/export-file";
import type { FieldIssue } from "../../content/issues";
import { BOOK_SCHEMA_VERSION, bookBodySchema, type BookBody } from "../../content/kinds/book";
import { importLwText } from "../../games/lostworlds/lw-text";
import { exportLostWorldsWeb, importLostWorldsWeb } from "../../games/lostworlds/lost-worlds-web";
import { lintBody } from "../../lint/index";
import { exportTiled, importTiled } from "../../exchange/tiled/files";

const IMPORT_FORMATS = ["hexfolio", "lw-text", "lost-worlds-web", "tiled"] as const;
const EXPORT_FORMATS = ["hexfolio", "lost-worlds-web", "json-schema", "tiled"] as const;
const TILED_FILE = /\.(tmx|tmj|tsx|tsj)$/i;

function formatOption(value: unknown, name: string, allowed: readonly string[], file?: string): string {
  if (value === undefined) return file && TILED_FILE.test(file) ? "tiled" : "hexfolio";
  if (typeof value !== "string" || !allowed.includes(value))
    throw new UsageError(`--${name} must be one of ${allowed.join(", ")} (got "${String(value)}")`);
  return value;
}

async function readText(file: string, cwd: string): Promise<string> {
  try {
    return await readFile(resolve(cwd, file), "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`${file}: cannot read file${code === "ENOENT" ? " (no such file)" : code ? ` (${code})` : ""}`);
  }
}

/** A converted book as an export file, validated like every other way in. */
function bookFile(
  ctx: CommandContext,
  file: string,
  book: BookBody,
): number | { kind: string; title: string; schemaVersion: number; body: unknown } {
  const doc = { kind: "book", title: book.character.name.trim() || "Untitled book", schemaVersion: BOOK_SCHEMA_VERSION, body: book };
  const parsed = parseExportFile(doc);
  return parsed.ok ? parsed.value : report(ctx, file, parsed.issues);
}

/** An imported document is linted at once: the summary and the first findings go to stderr. */
function lintImported(ctx: CommandContext, file: string, doc: { kind: string; body: unknown }): void {
  const found = lintBody(doc.kind, doc.body);
  const errors = found.filter((d) => d.severity === "error").length;
  const warnings = found.filter((d) => d.severity === "warning").length;
  ctx.io.err(`${file}: lint: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}\n`);
  const shown = [...found.filter((d) => d.severity === "error"), ...found.filter((d) => d.severity !== "error")].slice(0, 20);
  for (const d of shown) ctx.io.err(`${file}: lint ${d.severity} ${d.rule}: ${d.message}\n`);
  if (found.length > shown.length)
    ctx.io.err(`${file}: … and ${found.length - shown.length} more (hexfolio lint on the imported document lists them all)\n`);
}

/** Converter warnings: what could not be read or written, never silently dropped. */
function warn(ctx: CommandContext, file: string, problems: { line?: number; path?: string; message: string }[]): void {
  for (const p of problems) ctx.io.err(`${file}${p.line ? `:${p.line}` : ""}: ${p.path ? `${p.path}: ` : ""}${p.message}\n`);
}

function report(ctx: CommandContext, file: string, issues: FieldIssue[]): number {
  if (ctx.json) ctx.io.out(JSON.stringify({ ok: false, file, issues }, null, 2) + "\n");
  for (const i of issues) ctx.io.err(`${file}: ${i.path}: ${i.message}\n`);
  return EXIT_USAGE;
}

/** The JSON Schema of a kind's export files (what a content repository validates against). */
function exportFileJsonSchema(kind: DocumentKind): unknown {
  const fileSchema = exportFileSchema.extend({ kind: z.literal(kind.id), body: kind.schema });
  return z.toJSONSchema(fileSchema, { io: "input" });
}

async function emit(ctx: CommandContext, data: unknown): Promise<void> {
  const text = JSON.stringify(data, null, 2) + "\n";
  const out = ctx.values.out;
  if (typeof out === "string") await writeFile(resolve(ctx.io.cwd, out), text);
  else ctx.io.out(text);
}

export const importCommand: Command = {
  name: "import",
  summary: "Import a document (our export format, lw-text book text, lost-worlds-web JSON, a Tiled map or tileset) as an export file",
  usage: "import [--from hexfolio|lw-text|lost-worlds-web|tiled] <file> [--out doc.json] [--json]",
  details: [
    "  --from FORMAT  hexfolio (default): an export file; lw-text: a Lost Worlds book as text;",
    "                 lost-worlds-web: that player's character JSON; tiled (default for .tmx, .tmj,",
    "                 .tsx, .tsj): a Tiled map (a mission the studio wrote, else a board) or tileset",
    "                 (a tile set), its external tilesets and pictures read beside it.",
    "                 Problems and the imported document's lint go to stderr.",
    "  --out, -o      write the document here instead of stdout",
  ].join("\n"),
  options: { out: { type: "string", short: "o" }, from: { type: "string", short: "f" } },
  async run(ctx) {
    const [file] = ctx.positionals;
    if (!file || ctx.positionals.length > 1) throw new UsageError("import needs exactly one file");
    const from = formatOption(ctx.values.from, "from", IMPORT_FORMATS, file);
    if (from === "tiled") {
      const path = resolve(ctx.io.cwd, file);
      const dir = dirname(path);
      // External tilesets and pictures are read beside the map, as Tiled resolves them.
      const files = (p: string) => {
        const full = resolve(dir, p);
        return existsSync(full) ? new Uint8Array(readFileSync(full)) : undefined;
      };
      const result = importTiled(relative(dir, path), await readText(file, ctx.io.cwd), files);
      if (!result.file) return report(ctx, file, result.problems);
      warn(ctx, file, result.problems);
      lintImported(ctx, file, result.file);
      await emit(ctx, result.file);
      return EXIT_OK;
    }
    if (from === "lw-text") {
      const { book, problems } = importLwText(await readText(file, ctx.io.cwd));
      warn(ctx, file, problems);
      if (Object.keys(book.matrices).length === 0) {
        ctx.io.err(`${file}: nothing to import\n`);
        return EXIT_USAGE;
      }
      const doc = bookFile(ctx, file, book);
      if (typeof doc === "number") return doc;
      lintImported(ctx, file, doc);
      await emit(ctx, doc);
      return EXIT_OK;
    }
    if (from === "lost-worlds-web") {
      const result = importLostWorldsWeb(await readJsonFile(file, ctx.io.cwd));
      if (!result.book) return report(ctx, file, result.problems);
      warn(ctx, file, result.problems);
      const doc = bookFile(ctx, file, result.book);
      if (typeof doc === "number") return doc;
      lintImported(ctx, file, doc);
      await emit(ctx, doc);
      return EXIT_OK;
    }
    const parsed = parseExportFile(await readJsonFile(file, ctx.io.cwd));
    if (!parsed.ok) return report(ctx, file, parsed.issues);
    await emit(ctx, parsed.value);
    return EXIT_OK;
  },
};

export const exportCommand: Command = {
  name: "export",
  summary: "Write a document in the export format, as lost-worlds-web JSON, as a Tiled map or tileset, or its kind's JSON Schema",
  usage:
    "export [--to hexfolio|lost-worlds-web|tiled|json-schema] <doc.json> [--out file.json]\n       hexfolio export --to json-schema --kind <kind> [--out file.json]",
  details: [
    "  --to FORMAT  hexfolio (default): the export format; lost-worlds-web: a book as that player's",
    "               character JSON (what it cannot hold goes to stderr); tiled: a tile set as a Tiled",
    "               tileset, a mission or board as a Tiled map, XML for -o *.tmx|*.tsx, else JSON",
    "               (tilesets and pictures are written beside it); json-schema: the JSON Schema",
    "               of export files of the document's kind",
    "  --kind KIND  with --to json-schema and no document: the JSON Schema of that kind's files",
    "  --out, -o    write here instead of stdout",
  ].join("\n"),
  options: { out: { type: "string", short: "o" }, to: { type: "string", short: "t" }, kind: { type: "string", short: "k" } },
  async run(ctx) {
    const kindName = ctx.values.kind;
    if (kindName !== undefined) {
      if (ctx.values.to !== "json-schema") throw new UsageError("--kind goes with --to json-schema");
      if (ctx.positionals.length > 0) throw new UsageError("--kind replaces the document: give one or the other");
      const kind = getKind(String(kindName));
      if (!kind) throw new UsageError(`--kind must be one of ${KIND_IDS.join(", ")} (got "${String(kindName)}")`);
      await emit(ctx, exportFileJsonSchema(kind));
      return EXIT_OK;
    }
    const [file] = ctx.positionals;
    if (!file || ctx.positionals.length > 1) throw new UsageError("export needs exactly one file");
    const to = formatOption(ctx.values.to, "to", EXPORT_FORMATS);
    const doc = (await readJsonFile(file, ctx.io.cwd)) as Record<string, unknown>;
    // Never write an export file that would not import again.
    const parsed = parseExportFile(typeof doc === "object" && doc !== null ? toExportFile(doc as Parameters<typeof toExportFile>[0]) : doc);
    if (!parsed.ok) return report(ctx, file, parsed.issues);
    if (to === "json-schema") {
      await emit(ctx, exportFileJsonSchema(getKind(parsed.value.kind)!));
      return EXIT_OK;
    }
    if (to === "tiled") {
      const out = ctx.values.out;
      const format = typeof out === "string" && /\.(tmx|tsx)$/i.test(out) ? "xml" : "json";
      const written = exportTiled(parsed.value.kind, parsed.value.title, parsed.value.body, format);
      if (!written)
        return report(ctx, file, [{ path: "kind", message: `Expected a kind Tiled can hold (a ${parsed.value.kind} has no Tiled form)` }]);
      warn(ctx, file, written.problems);
      if (typeof out !== "string") {
        if (written.files.length)
          throw new UsageError(
            `this ${parsed.value.kind} comes with ${written.files.length} more files (tilesets, pictures): give -o file.tmj|.tmx|.tsj|.tsx`,
          );
        ctx.io.out(written.text);
        return EXIT_OK;
      }
      const main = resolve(ctx.io.cwd, out);
      await mkdir(dirname(main), { recursive: true });
      await writeFile(main, written.text);
      for (const f of written.files) {
        const path = resolve(dirname(main), f.path);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, f.content);
      }
      if (written.files.length) ctx.io.err(`${out}: and ${written.files.length} files beside it (tilesets, pictures)\n`);
      return EXIT_OK;
    }
    if (to === "lost-worlds-web") {
      if (parsed.value.kind !== "book")
        return report(ctx, file, [{ path: "kind", message: `Expected a book to export as lost-worlds-web (got "${parsed.value.kind}")` }]);
      const { data, problems } = exportLostWorldsWeb(bookBodySchema.parse(parsed.value.body));
      warn(ctx, file, problems);
      await emit(ctx, data);
      return EXIT_OK;
    }
    await emit(ctx, parsed.value);
    return EXIT_OK;
  },
};
