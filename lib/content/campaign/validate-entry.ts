/**
 * Whether a new ledger entry may be posted : its shape, who may post it, and
 * whether it is legal against the campaign as derived now. The API route and the UI call this
 * before appendEntry; field paths are relative to the posted entry.
 */
import { decide, denialError } from "../../auth/policy";
import { zodIssues, type FieldIssue } from "../issues";
import { ledgerEntrySchema, type CampaignBody, type LedgerEntry } from "../kinds/campaign";
import { deriveCampaign } from "./derive";
import { appendEntry } from "./ledger";

export type EntryValidation =
  | {
      ok: true;
      entry: LedgerEntry;
      /** Already recorded under this id (a retried post): nothing to append. */
      duplicate: boolean;
      /** Accepted, but worth telling: e.g. later entries a correction makes inapplicable. */
      warnings: FieldIssue[];
    }
  | { ok: false; issues: FieldIssue[] };

/**
 * Who may post what (the game master records results, corrections and retirements; a player makes
 * improvement and advancement choices for the characters it owns) is the authorization policy's
 * campaign.entry rule; this gives its refusal as field issues relative to the entry.
 */
export function authorizeEntry(
  campaign: Pick<CampaignBody, "members" | "characters">,
  entry: LedgerEntry,
  actorUserId: string,
): FieldIssue[] {
  const decision = decide({ userId: actorUserId }, "campaign.entry", { members: campaign.members, characters: campaign.characters, entry });
  if (decision.allowed) return [];
  if (decision.status !== 400) throw denialError(decision);
  return [{ path: decision.path, message: decision.message }];
}

const sameContent = (a: LedgerEntry, b: LedgerEntry) => JSON.stringify(a) === JSON.stringify(b);

export function validateEntry(campaign: CampaignBody, input: unknown, actorUserId: string): EntryValidation {
  const parsed = ledgerEntrySchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
  const entry = parsed.data;

  const recorded = campaign.ledger.find((e) => e.id === entry.id);
  if (recorded) {
    const warnings = sameContent(recorded, entry)
      ? []
      : [{ path: "id", message: `An entry with id "${entry.id}" is already recorded with other content; the recorded one stands` }];
    return { ok: true, entry: recorded, duplicate: true, warnings };
  }

  const denied = authorizeEntry(campaign, entry, actorUserId);
  if (denied.length > 0) return { ok: false, issues: denied };

  const before = deriveCampaign(campaign);
  const after = deriveCampaign(appendEntry(campaign, entry));
  const own = after.problems.filter((p) => p.entryId === entry.id);
  if (own.length > 0) return { ok: false, issues: own.map((p) => ({ path: p.path, message: p.message })) };

  // A correction can make later entries inapplicable; the GM is told which, but may proceed.
  const known = new Set(before.problems.map((p) => `${p.entryId} ${p.path} ${p.message}`));
  const warnings = after.problems
    .filter((p) => !known.has(`${p.entryId} ${p.path} ${p.message}`))
    .map((p) => ({ path: `ledger.${p.index}.${p.path}`, message: `Entry "${p.entryId}" no longer applies: ${p.message}` }));
  return { ok: true, entry, duplicate: false, warnings };
}
