/**
 * `hexfolio lint <file...>`: reads documents in the export format and runs their kind's lint.
 * Documents of a kind that meets in play (Lost Worlds books) are also linted in every pair, in the
 * order given (the first of a pair is seat A). Exit 1 when any diagnostic is an error.
 */
import { EXIT_LINT_ERRORS, EXIT_OK, UsageError, type Command } from "../command";
import { readJsonFile } from "../json-input";
import { parseExportFile } from "../../content/registry";
import { hasPairLint, lintDocument, lintPair, type Diagnostic } from "../../lint/index";

const where = (d: Diagnostic): string =>
  Object.entries(d.location)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");

export const lintCommand: Command = {
  name: "lint",
  summary: "Lint content documents (JSON in the export format) and report diagnostics",
  usage: "lint <file.json> [more files] [--json | --format json]",
  details: [
    "Documents of a kind played in pairs (Lost Worlds books) are also checked in every pair, the first",
    "of a pair as seat A: whether their pages agree on range, every page either can choose has a matrix",
    "in the other, and the restrictions name what the sheet they are read to has.",
    "Exit 0 when no diagnostic is an error, 1 when one is, 2 when a file cannot be read.",
  ].join("\n"),
  options: { format: { type: "string" } },
  async run({ positionals, values, json, io }) {
    if (positionals.length === 0) throw new UsageError("lint needs at least one file");
    if (values.format !== undefined && values.format !== "json" && values.format !== "text") {
      throw new UsageError(`--format must be json or text (got "${String(values.format)}")`);
    }
    const asJson = json || values.format === "json";
    const docs: { file: string; doc: unknown }[] = [];
    for (const file of positionals) docs.push({ file, doc: await readJsonFile(file, io.cwd) });
    const all: (Diagnostic & { file?: string })[] = [];
    for (const { file, doc } of docs) {
      for (const d of lintDocument(doc).diagnostics) {
        all.push(positionals.length > 1 ? { ...d, file } : d);
        if (!asJson) {
          const loc = where(d);
          io.out(`${file}${loc ? ` (${loc})` : ""}: ${d.severity} ${d.rule}: ${d.message}\n`);
        }
      }
    }
    // Pairs of valid documents of one kind that has a pairing lint.
    const valid = docs.flatMap(({ file, doc }) => {
      const parsed = parseExportFile(doc);
      return parsed.ok && hasPairLint(parsed.value.kind) ? [{ file, kind: parsed.value.kind, body: parsed.value.body }] : [];
    });
    for (let i = 0; i < valid.length; i++) {
      for (let j = i + 1; j < valid.length; j++) {
        const [a, b] = [valid[i], valid[j]];
        if (a.kind !== b.kind) continue;
        for (const d of lintPair(a.kind, a.body, b.body)) {
          all.push({ ...d, file: `${a.file} + ${b.file}` });
          if (!asJson) {
            const loc = where(d);
            io.out(`${a.file} + ${b.file}${loc ? ` (${loc})` : ""}: ${d.severity} ${d.rule}: ${d.message}\n`);
          }
        }
      }
    }
    const errors = all.filter((d) => d.severity === "error").length;
    const warnings = all.filter((d) => d.severity === "warning").length;
    if (asJson) io.out(JSON.stringify({ diagnostics: all, errors, warnings }, null, 2) + "\n");
    else io.out(`${errors} error(s), ${warnings} warning(s) in ${positionals.length} file(s)\n`);
    return errors > 0 ? EXIT_LINT_ERRORS : EXIT_OK;
  },
};
