/**
 * `hexfolio lint <file...>`: reads JSON documents and runs `lintDocument` from lib/lint/index.ts
 * (owned by the content/lint work). Exit 1 when any diagnostic is an error.
 */
import { EXIT_LINT_ERRORS, EXIT_OK, UsageError, type Command } from "../command";
import { readJsonFile } from "../json-input";
import { importOptional } from "../optional-module";

/** The shape we expect lint diagnostics to have; unknown fields are passed through to --json. */
export interface LintDiagnostic {
  ruleId?: string;
  rule?: string;
  severity?: "error" | "warning" | "info" | string;
  message?: string;
  path?: string | (string | number)[];
  [key: string]: unknown;
}

export interface LintModule {
  lintDocument(doc: unknown): { diagnostics: LintDiagnostic[] } | Promise<{ diagnostics: LintDiagnostic[] }>;
}

/** Test seam: replaces the lint module lookup. */
export let loadLintModule = (): Promise<LintModule | null> =>
  importOptional<LintModule>(new URL("../../lint/index.ts", import.meta.url));

export function setLintModuleLoader(loader: () => Promise<LintModule | null>): void {
  loadLintModule = loader;
}

const where = (d: LintDiagnostic): string =>
  d.path === undefined ? "" : Array.isArray(d.path) ? d.path.join(".") : String(d.path);

export const lintCommand: Command = {
  name: "lint",
  summary: "Lint content documents (JSON) and report diagnostics",
  usage: "lint <file.json> [more files] [--json]",
  options: {},
  async run({ positionals, json, io }) {
    if (positionals.length === 0) throw new UsageError("lint needs at least one file");
    const docs: { file: string; doc: unknown }[] = [];
    for (const file of positionals) docs.push({ file, doc: await readJsonFile(file, io.cwd) });
    const mod = await loadLintModule();
    if (!mod || typeof mod.lintDocument !== "function") {
      if (json) io.out(JSON.stringify({ files: positionals, diagnostics: [], note: "no lint rules registered" }) + "\n");
      else io.out("no lint rules registered\n");
      return EXIT_OK;
    }
    let errors = 0,
      warnings = 0;
    const all: (LintDiagnostic & { file: string })[] = [];
    for (const { file, doc } of docs) {
      const { diagnostics } = await mod.lintDocument(doc);
      for (const d of diagnostics) {
        all.push({ ...d, file });
        if (d.severity === "error") errors++;
        else if (d.severity === "warning") warnings++;
        if (!json) {
          const loc = where(d);
          io.out(`${file}${loc ? ` ${loc}` : ""}: ${d.severity ?? "info"} ${d.ruleId ?? d.rule ?? ""}: ${d.message ?? ""}\n`);
        }
      }
    }
    if (json) io.out(JSON.stringify({ files: positionals, errors, warnings, diagnostics: all }, null, 2) + "\n");
    else io.out(`${errors} error(s), ${warnings} warning(s) in ${positionals.length} file(s)\n`);
    return errors > 0 ? EXIT_LINT_ERRORS : EXIT_OK;
  },
};
