/**
 * The Space Hulk campaign system: squads whose members are lost mission by mission and whose
 * kills add up, per member and per squad. Squads have no experience, improvement or advancement.
 */
import type { CampaignSystem } from "../../campaign/system-contract";
import { describeSquad, squadInWords, type DerivedSquad } from "./derived";
import { applyMission, checkSquadParticipant } from "./mission";
import { HULK, hulkSquadCharacterSchema, squadParticipantFields } from "./schema";
import { initialSquadState, type SquadState } from "./state";

export const hulkCampaign = {
  id: HULK,
  noun: { one: "Space Hulk squad", many: "Space Hulk squads" },
  character: hulkSquadCharacterSchema,
  participantFields: squadParticipantFields,
  battleFields: {},
  entries: [],
  initialState: initialSquadState,
  checkParticipant: checkSquadParticipant,
  // Every check is per squad: a mission's participants are checked one by one.
  checkBattle() {},
  applyBattle: (battle, _fighters, states, entryId, log) => applyMission(battle, states, entryId, log),
  progress: () => ({ xp: 0, maxBody: null }),
  describe: describeSquad,
  inWords: squadInWords,
} as const satisfies CampaignSystem<SquadState, DerivedSquad>;
