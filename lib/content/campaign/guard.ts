// A campaign's ledger is append-only: a save may add entries after the recorded ones, each legal
// for the one saving it, and may change nothing already recorded (docs/rules/campaigns.md).
import { campaignMembers } from "../../auth/policy";
import type { FieldIssue } from "../issues";
import type { CampaignBody } from "../kinds/campaign";
import { appendEntry } from "./ledger";
import { validateEntry } from "./validate-entry";

/** The body with its members as the authorization policy counts them (the document's owner is the GM). */
export function withOwnerAsGm(body: CampaignBody, ownerId: string): CampaignBody {
  const members = campaignMembers(body.members, ownerId);
  return members === body.members ? body : { ...body, members: [...members] };
}

export function guardCampaignUpdate(before: CampaignBody, after: CampaignBody, actorUserId: string, ownerId: string): FieldIssue[] {
  const old = before.ledger;
  const issues: FieldIssue[] = [];
  for (let i = 0; i < old.length; i++) {
    if (JSON.stringify(after.ledger[i]) !== JSON.stringify(old[i])) {
      issues.push({
        path: `body.ledger.${i}`,
        message: "Expected recorded ledger entries unchanged: correct an entry by adding a correction",
      });
      return issues;
    }
  }
  let current = withOwnerAsGm({ ...after, ledger: old }, ownerId);
  for (let i = old.length; i < after.ledger.length; i++) {
    const result = validateEntry(current, after.ledger[i], actorUserId);
    if (!result.ok) return result.issues.map((x) => ({ path: `body.ledger.${i}.${x.path}`, message: x.message }));
    current = appendEntry(current, result.entry);
  }
  return issues;
}
