/**
 * `hexfolio campaign derive <campaign.json>`: every character's state derived from a campaign's
 * ledger, each in its campaign system's words. Exit 2 when the file is not a valid campaign; exit 1
 * when it is, but some ledger entries could not be applied (they are listed, like lint errors); 0
 * otherwise.
 */
import { EXIT_LINT_ERRORS, EXIT_OK, EXIT_USAGE, UsageError, type Command, type CommandContext } from "../command";
import { readJsonFile } from "../json-input";
import { parseExportFile } from "../../content/registry";
import { campaignBodySchema } from "../../content/kinds/campaign";
import { deriveCampaign } from "../../content/campaign/derive";
import { campaignSystem } from "../../content/campaign/systems";
import type { FieldIssue } from "../../content/issues";

function report(ctx: CommandContext, file: string, issues: FieldIssue[]): number {
  if (ctx.json) ctx.io.out(JSON.stringify({ ok: false, file, issues }, null, 2) + "\n");
  for (const i of issues) ctx.io.err(`${file}: ${i.path}: ${i.message}\n`);
  return EXIT_USAGE;
}

async function derive(ctx: CommandContext): Promise<number> {
  const [, file] = ctx.positionals;
  if (!file || ctx.positionals.length > 2) throw new UsageError("campaign derive needs exactly one file");
  const parsed = parseExportFile(await readJsonFile(file, ctx.io.cwd));
  if (!parsed.ok) return report(ctx, file, parsed.issues);
  if (parsed.value.kind !== "campaign")
    return report(ctx, file, [{ path: "kind", message: `Expected a campaign (got "${parsed.value.kind}")` }]);
  const derived = deriveCampaign(campaignBodySchema.parse(parsed.value.body));
  if (ctx.json) {
    const { characters, problems, voided, overruled } = derived;
    ctx.io.out(
      JSON.stringify({ ok: problems.length === 0, file, title: parsed.value.title, characters, problems, voided, overruled }, null, 2) +
        "\n",
    );
  } else {
    ctx.io.out(derived.characters.map((c) => campaignSystem(c.system).inWords(c)).join("\n") + "\n");
  }
  for (const p of derived.problems) ctx.io.err(`${file}: ledger.${p.index}.${p.path}: ${p.message} (entry "${p.entryId}" not applied)\n`);
  return derived.problems.length > 0 ? EXIT_LINT_ERRORS : EXIT_OK;
}

export const campaignCommand: Command = {
  name: "campaign",
  summary: "Work with campaign files: derive every character's state from the ledger",
  usage: "campaign derive <campaign.json> [--json]",
  details: [
    "  derive   print each character's XP, MODs, points, record and next choices;",
    "           exit 1 when some ledger entries cannot be applied (listed on stderr)",
  ].join("\n"),
  options: {},
  async run(ctx) {
    const [sub] = ctx.positionals;
    if (sub === "derive") return derive(ctx);
    throw new UsageError(sub ? `unknown subcommand "${sub}" (expected derive)` : "missing subcommand (expected derive)");
  },
};
