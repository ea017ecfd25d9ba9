/**
 * The Lost Worlds campaign system: characters played from their books, who gain experience from
 * the opponents they defeat, spend it on MOD improvements, advance with defeated body points and
 * start over from the printed sheet when they die (docs/rules/campaigns.md).
 */
import type { CampaignSystem } from "../../campaign/system-contract";
import { applyLostWorldsBattle, checkLostWorldsBattle } from "./battle";
import { advancementEntry, improvementEntry } from "./choices";
import { describeLostWorlds, lostWorldsInWords, type DerivedLostWorldsCharacter } from "./derived";
import { LOST_WORLDS, lostWorldsBattleFields, lostWorldsCharacterSchema } from "./schema";
import { initialState, maxBody, type LostWorldsState } from "./state";

export const lostWorldsCampaign = {
  id: LOST_WORLDS,
  noun: { one: "Lost Worlds character", many: "Lost Worlds characters" },
  character: lostWorldsCharacterSchema,
  participantFields: {},
  battleFields: lostWorldsBattleFields,
  entries: [improvementEntry, advancementEntry],
  initialState,
  // Lost Worlds participants carry nothing of their own: who fell is recorded for the battle.
  checkParticipant() {},
  checkBattle: checkLostWorldsBattle,
  applyBattle: (battle, fighters, states, _entryId, log) => applyLostWorldsBattle(battle, fighters, states, log),
  progress: (s) => ({ xp: s.xp, maxBody: maxBody(s) }),
  describe: describeLostWorlds,
  inWords: lostWorldsInWords,
} as const satisfies CampaignSystem<LostWorldsState, DerivedLostWorldsCharacter>;
