/**
 * `hexfolio print` (print-and-play PDF) and `hexfolio render` (SVG or PNG picture) of a document
 * in the export format, for every kind the exchange registry gives pages or a picture.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { EXIT_OK, EXIT_USAGE, UsageError, type Command, type CommandContext } from "../command";
import { readJsonFile } from "../json-input";
import { parseExportFile } from "../../content/registry";
import type { FieldIssue } from "../../content/issues";
import { EXCHANGE, capabilities } from "../../exchange/registry";
import { NotAvailable, pictureOptionsSchema, printOptionsSchema, renderPicture, renderPrint } from "../../exchange/output";

function report(ctx: CommandContext, file: string, issues: FieldIssue[]): number {
  for (const i of issues) ctx.io.err(`${file}: ${i.path}: ${i.message}\n`);
  return EXIT_USAGE;
}

async function readDocument(ctx: CommandContext, verb: string) {
  const [file] = ctx.positionals;
  if (!file || ctx.positionals.length > 1) throw new UsageError(`${verb} needs exactly one document`);
  const parsed = parseExportFile(await readJsonFile(file, ctx.io.cwd));
  return { file, parsed };
}

async function write(ctx: CommandContext, out: string, bytes: Uint8Array): Promise<void> {
  const path = resolve(ctx.io.cwd, out);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

const printable = () =>
  Object.keys(EXCHANGE)
    .map((k) => {
      const c = capabilities(k);
      return c.print.length
        ? `${k} (${c.print.join(", ")}${c.size ? `; --size is ${c.size.label}, ${c.size.default} mm by default` : ""})`
        : null;
    })
    .filter(Boolean)
    .join("; ");

export const printCommand: Command = {
  name: "print",
  summary: "Print-and-play PDF of a document: tiles at true size, a deck of cards, a map across pages, a book as a booklet",
  usage: "print <doc.json> -o out.pdf [--paper a4|letter] [--bleed MM] [--crop-marks] [--size MM] [--layout NAME]",
  details: () =>
    Promise.resolve(
      [
        "  --out, -o      the PDF to write (required)",
        "  --paper        a4 (default) or letter",
        "  --bleed MM     picture printed past each cut line (default 0; 3 is usual)",
        "  --crop-marks   marks in the margins where to cut (cards)",
        "  --size MM      the printed size where the kind has one",
        "  --layout NAME  how the kind prints, where it can print more than one way",
        `  Kinds: ${printable()}`,
      ].join("\n"),
    ),
  options: {
    out: { type: "string", short: "o" },
    paper: { type: "string" },
    bleed: { type: "string" },
    "crop-marks": { type: "boolean" },
    size: { type: "string" },
    layout: { type: "string" },
  },
  async run(ctx) {
    const out = ctx.values.out;
    if (typeof out !== "string") throw new UsageError("print needs -o out.pdf");
    const options = printOptionsSchema.safeParse({
      paper: ctx.values.paper,
      bleed: ctx.values.bleed,
      cropMarks: ctx.values["crop-marks"] === true,
      size: ctx.values.size,
      layout: ctx.values.layout,
    });
    if (!options.success)
      throw new UsageError(
        options.error.issues.map((i) => `--${String(i.path[0]).replace("cropMarks", "crop-marks")}: ${i.message}`).join("; "),
      );
    const { file, parsed } = await readDocument(ctx, "print");
    if (!parsed.ok) return report(ctx, file, parsed.issues);
    try {
      const { pdf, pages } = await renderPrint(parsed.value.kind, parsed.value.title, parsed.value.body, options.data);
      await write(ctx, out, pdf);
      if (ctx.json) ctx.io.out(JSON.stringify({ ok: true, file: out, pages, bytes: pdf.length }) + "\n");
      else ctx.io.err(`${out}: ${pages} page${pages === 1 ? "" : "s"}\n`);
      return EXIT_OK;
    } catch (e) {
      if (e instanceof NotAvailable) return report(ctx, file, [{ path: "kind", message: e.message }]);
      throw e;
    }
  },
};

export const renderCommand: Command = {
  name: "render",
  summary: "A picture of a document as SVG or PNG: a tile sheet, a mission's levels, a board",
  usage: "render <doc.json> -o out.svg|out.png [--scale N]",
  details: () =>
    Promise.resolve(
      [
        "  --out, -o   the picture to write; its extension (.svg or .png) says which",
        "  --scale N   times the drawing's own size (default 1)",
        `  Kinds: ${Object.keys(EXCHANGE)
          .filter((k) => capabilities(k).picture)
          .join(", ")}`,
      ].join("\n"),
    ),
  options: { out: { type: "string", short: "o" }, scale: { type: "string" } },
  async run(ctx) {
    const out = ctx.values.out;
    if (typeof out !== "string" || !/\.(svg|png)$/i.test(out)) throw new UsageError("render needs -o out.svg or -o out.png");
    const options = pictureOptionsSchema.safeParse({ format: out.toLowerCase().endsWith(".png") ? "png" : "svg", scale: ctx.values.scale });
    if (!options.success) throw new UsageError(options.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("; "));
    const { file, parsed } = await readDocument(ctx, "render");
    if (!parsed.ok) return report(ctx, file, parsed.issues);
    try {
      const bytes = await renderPicture(parsed.value.kind, parsed.value.title, parsed.value.body, options.data.format, options.data.scale);
      await write(ctx, out, bytes);
      if (ctx.json) ctx.io.out(JSON.stringify({ ok: true, file: out, bytes: bytes.length }) + "\n");
      return EXIT_OK;
    } catch (e) {
      if (e instanceof NotAvailable) return report(ctx, file, [{ path: "kind", message: e.message }]);
      throw e;
    }
  },
};
