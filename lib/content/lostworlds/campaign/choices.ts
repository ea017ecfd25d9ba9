/**
 * The two choices only Lost Worlds characters make, as ledger entry types: raising one MOD by 1
 * for experience (improvement) and adding 1 to a point category earned by defeated body points
 * (advancement). The game master or the character's owner posts them.
 */
import type { CampaignEntryType, EffectNotes, Report } from "../../campaign/system-contract";
import { advancementOptions, hasCategory, improvementProblems } from "./rules";
import {
  ADVANCEMENT_LABELS,
  advancementPayloadSchema,
  improvementPayloadSchema,
  type AdvancementPayload,
  type ImprovementPayload,
} from "./schema";
import { maxBody, type LostWorldsState } from "./state";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export const improvementEntry = {
  schema: improvementPayloadSchema,
  problemCode: "illegal-improvement",
  what: "raising a MOD",
  playerChoice: true,
  check(s: LostWorldsState, payload: ImprovementPayload, report: Report) {
    for (const p of improvementProblems(s, payload.page)) report(p.field, p.message);
  },
  apply(s: LostWorldsState, payload: ImprovementPayload, log: EffectNotes) {
    const cost = maxBody(s);
    const mod = s.character.sheet.mods.find((m) => m.page === payload.page)!;
    const before = mod.mod + (s.improvements[payload.page] ?? 0);
    log.note(s, "");
    s.xp -= cost;
    s.xpSpent += cost;
    s.improvements[payload.page] = (s.improvements[payload.page] ?? 0) + 1;
    log.note(s, `raised ${mod.name} (p.${mod.page}) MOD ${signed(before)} → ${signed(before + 1)}: −${cost} XP`);
  },
} satisfies CampaignEntryType;

export const advancementEntry = {
  schema: advancementPayloadSchema,
  problemCode: "illegal-advancement",
  what: "advancement",
  playerChoice: true,
  check(s: LostWorldsState, payload: AdvancementPayload, report: Report) {
    const options = advancementOptions(s);
    if (options.available === 0) report("characterId", `${s.character.name} has no advancement to take: ${options.reason}`);
    if (!hasCategory(s, payload.category)) {
      report(
        "category",
        `${s.character.name}'s printed sheet has no ${ADVANCEMENT_LABELS[payload.category]} points, and advancement may not add a category`,
      );
    }
  },
  apply(s: LostWorldsState, payload: AdvancementPayload, log: EffectNotes) {
    log.note(s, "");
    s.advancements[payload.category] += 1;
    log.note(s, `advanced: +1 ${ADVANCEMENT_LABELS[payload.category]} points`);
  },
} satisfies CampaignEntryType;
