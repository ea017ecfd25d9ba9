// Campaign lint. What the derivation could not apply becomes a diagnostic at the
// entry's field, so a hand-edited or imported ledger shows its problems in place.
import { deriveCampaign, type LedgerProblem } from "../content/campaign/derive";
import { authorizeEntry } from "../content/campaign/validate-entry";
import type { CampaignBody } from "../content/kinds/campaign";
import type { ProblemCode } from "../content/campaign/problems";
import { CAMPAIGN_SYSTEMS } from "../content/campaign/systems";
import { runRules, type Diagnostic, type LintRule } from "./diagnostic";

// Several rules read the same derivation; derive each body once.
const derived = new WeakMap<CampaignBody, LedgerProblem[]>();
function problemsOf(body: CampaignBody): LedgerProblem[] {
  let problems = derived.get(body);
  if (!problems) {
    problems = deriveCampaign(body).problems;
    derived.set(body, problems);
  }
  return problems;
}

const at = (p: Pick<LedgerProblem, "entryId" | "index" | "path">) => ({ entry: p.entryId, path: `ledger.${p.index}.${p.path}` });

function fromProblems(
  id: string,
  severity: LintRule<CampaignBody>["severity"],
  description: string,
  codes: ProblemCode[],
): LintRule<CampaignBody> {
  return {
    id,
    severity,
    description,
    check: (body) =>
      problemsOf(body)
        .filter((p) => codes.includes(p.code))
        .map((p) => ({ message: p.message, location: at(p) })),
  };
}

export const CAMPAIGN_RULES: readonly LintRule<CampaignBody>[] = [
  fromProblems("unknown-character", "error", "Ledger entries name characters of the roster that are still active.", [
    "unknown-character",
    "retired-character",
  ]),
  fromProblems("correction-target", "error", "A correction supersedes an earlier entry, with a replacement of the same type.", [
    "unknown-entry",
    "replacement-type",
  ]),
  fromProblems("invalid-battle", "error", "A battle's defeats, deaths and casualties name its own participants.", ["invalid-battle"]),
  fromProblems(
    "illegal-choice",
    "error",
    "Improvements and advancements follow the rules at their point in the ledger.",
    CAMPAIGN_SYSTEMS.flatMap((s) => s.entries.map((e) => e.problemCode)),
  ),
  fromProblems("duplicate-entry-id", "warning", "Each entry id is recorded once (repeats are ignored).", ["duplicate-id"]),
  {
    id: "entry-author",
    severity: "warning",
    description: "Each entry was posted by a member allowed to post it (the GM records results; players choose for their own characters).",
    check: (body) =>
      body.ledger.flatMap((entry, index) =>
        authorizeEntry(body, entry, entry.by).map((i) => ({
          message: i.message,
          location: at({ entryId: entry.id, index, path: i.path }),
        })),
      ),
  },
  {
    id: "no-game-master",
    severity: "warning",
    description: "The campaign has a game master among its members.",
    check: (body) =>
      body.members.some((m) => m.role === "gm")
        ? []
        : [{ message: "No member is the game master; only a GM can record battles.", location: { path: "members" } }],
  },
  {
    id: "owner-not-member",
    severity: "warning",
    description: "A character's owner is a member of the campaign.",
    check: (body) =>
      body.characters.flatMap((c, i) =>
        c.ownerId !== null && !body.members.some((m) => m.userId === c.ownerId)
          ? [
              {
                message: `${c.name}'s owner "${c.ownerId}" is not a member of the campaign.`,
                location: { character: c.id, path: `characters.${i}.ownerId` },
              },
            ]
          : [],
      ),
  },
];

export function lintCampaign(body: CampaignBody): Diagnostic[] {
  return runRules(CAMPAIGN_RULES, body);
}
