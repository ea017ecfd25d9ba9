// A campaign's ledger is append-only: a save may add entries after the recorded ones, each legal
// for the one saving it, and may change nothing already recorded (RULES-NOTES §2).
import type { FieldIssue } from "../issues";
import type { CampaignBody } from "../kinds/campaign";
import { appendEntry } from "./ledger";
import { validateEntry } from "./validate-entry";

/** The owner of the campaign document is its game master even before the members list says so. */
export function withOwnerAsGm(body: CampaignBody, ownerId: string): CampaignBody {
  if (body.members.some((m) => m.userId === ownerId)) return body;
  return { ...body, members: [{ userId: ownerId, role: "gm" }, ...body.members] };
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
