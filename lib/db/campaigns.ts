// Campaign writes that are not plain document saves: posting a ledger entry (the game master or
// a player for their own characters, who may only view the document) and inviting a player.
import { withOwnerAsGm } from "../content/campaign/guard";
import { validateEntry } from "../content/campaign/validate-entry";
import type { FieldIssue } from "../content/issues";
import type { CampaignBody } from "../content/kinds/campaign";
import { invalid } from "../errors";
import type { Principal } from "../auth/policy";
import type { Db } from "./client";
import { amendDocument, appendEntry, shareDocument, type DocumentFull } from "./documents";
import { findUserByEmail } from "./users";

export interface PostedEntry {
  doc: DocumentFull;
  /** The entry was already recorded under its id (a retried post): nothing was added. */
  duplicate: boolean;
  warnings: FieldIssue[];
}

/**
 * Who may post which entry is the policy's campaign.entry rule, which validateEntry asks. The entry
 * is written as a row of its own (the ledger is never rewritten), without a new document version.
 */
export async function postCampaignEntry(db: Db, who: Principal, id: string, entry: unknown): Promise<PostedEntry> {
  const { doc, result } = await appendEntry<{ duplicate: boolean; warnings: FieldIssue[] }>(
    db,
    who,
    id,
    "campaign",
    "campaign.post",
    (body, { ownerId, actor }) => {
      const campaign = withOwnerAsGm(body as CampaignBody, ownerId);
      const checked = validateEntry(campaign, entry, actor.userId);
      if (!checked.ok)
        throw invalid(
          checked.issues.map((i) => ({ path: `entry.${i.path}`, message: i.message })),
          "The entry cannot be recorded",
        );
      if (checked.duplicate) return { unchanged: { duplicate: true, warnings: checked.warnings } };
      return { entry: checked.entry, result: { duplicate: false, warnings: checked.warnings } };
    },
  );
  return { doc, ...result };
}

/** The game master invites a player: read access to the campaign and a place in its members. */
export async function invitePlayer(db: Db, who: Principal, id: string, email: string): Promise<DocumentFull> {
  const user = await findUserByEmail(db, email);
  if (!user) throw invalid([{ path: "email", message: "Expected the email of a Hexfolio account" }]);
  const { doc } = await amendDocument(db, who, id, "campaign", "campaign.invite", (body, { ownerId }) => {
    const campaign = body as CampaignBody;
    if (user.id === ownerId || campaign.members.some((m) => m.userId === user.id)) return { unchanged: null };
    return {
      body: { ...campaign, members: [...campaign.members, { userId: user.id, role: "player" as const }] },
      note: `Invited ${user.name}`,
      result: null,
    };
  });
  if (doc.shares.some((s) => s.userId === user.id) || user.id === doc.ownerId) return doc;
  return shareDocument(db, who, id, user.email, "viewer");
}
