/**
 * `hexfolio lint <file...>`: reads documents in the export format and runs their kind's lint.
 * Exit 1 when any diagnostic is an error.
 */
import { EXIT_LINT_ERRORS, EXIT_OK, UsageError, type Command } from "../command";
import { readJsonFile } from "../json-input";
import { lintDocument, type Diagnostic } from "../../lint/index";

const where = (d: Diagnostic): string =>
  Object.entries(d.location)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");

export const lintCommand: Command = {
  name: "lint",
  summary: "Lint content documents (JSON in the export format) and report diagnostics",
  usage: "lint <file.json> [more files] [--json | --format json]",
  details: "Exit 0 when no diagnostic is an error, 1 when one is, 2 when a file cannot be read.",
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
    const errors = all.filter((d) => d.severity === "error").length;
    const warnings = all.filter((d) => d.severity === "warning").length;
    if (asJson) io.out(JSON.stringify({ diagnostics: all, errors, warnings }, null, 2) + "\n");
    else io.out(`${errors} error(s), ${warnings} warning(s) in ${positionals.length} file(s)\n`);
    return errors > 0 ? EXIT_LINT_ERRORS : EXIT_OK;
  },
};
