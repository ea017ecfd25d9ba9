/**
 * A finished Space Hulk mission as a campaign battle entry, with its replay: the squad's casualties
 * and kills per member. Pure, so the studio's one-click recording and tests share it.
 */
import { MARINES, STEALERS, type HulkState } from "../../engine/hulk/types";
import type { PlaytestBody } from "../../content/kinds/playtest";
import { battlePayloadSchema } from "../../content/kinds/campaign";
import type { SquadMemberState } from "../../content/hulk/campaign/state";
import { replayOf, type BattleWithReplay } from "../campaign-replay";

/**
 * The squad members who play a mission's `marines` Marines, slot by slot: the living ones in
 * roster order, when there are exactly that many. Members lost in earlier missions stay lost and
 * cannot be sent again (content/hulk/campaign/mission.ts), so a squad fits again once recruits are added to it.
 */
export function missionMembers(members: readonly SquadMemberState[], marines: number): SquadMemberState[] | null {
  const living = members.filter((m) => m.alive);
  return living.length === marines ? living : null;
}

/** What a finished Space Hulk game says about the squad: its state and its view both fit. */
export type MissionOutcome = Pick<HulkState, "end" | "squadKills" | "squadLost">;

/**
 * The squad is the only participant, on side "a": the Genestealers are not roster characters, so
 * their win is side "b", which no participant is on (kinds/campaign.ts `winningSide`); the
 * schema fills in the fields a mission leaves empty. `memberIds[slot]` is the campaign member
 * who played the Marine of that squad slot (the mission's members in order).
 */
export function battleFromMission(
  playtest: PlaytestBody,
  outcome: MissionOutcome,
  squadId: string,
  memberIds: string[],
  title: string,
): BattleWithReplay {
  if (memberIds.length !== outcome.squadKills.length) {
    throw new Error(`Expected one squad member per Marine of the mission (${outcome.squadKills.length}), got ${memberIds.length}`);
  }
  const winner = outcome.end?.winner ?? -1;
  const kills: Record<string, number> = {};
  memberIds.forEach((id, slot) => {
    if (outcome.squadKills[slot] > 0) kills[id] = outcome.squadKills[slot];
  });
  const battle = battlePayloadSchema.parse({
    type: "battle",
    title: title.slice(0, 200),
    participants: [{ characterId: squadId, side: "a", casualties: memberIds.filter((_, slot) => outcome.squadLost[slot]), kills }],
    winningSide: winner === MARINES ? "a" : winner === STEALERS ? "b" : null,
  });
  return { ...battle, replay: replayOf(playtest) };
}
