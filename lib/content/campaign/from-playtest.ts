/**
 * A finished playtest as a campaign battle entry, with the playtest's match record attached as
 * the replay. Lost Worlds: who won, whether the loser fell unconscious (body ≤ 0) or died
 * (body ≤ −5, seed 003). Space Hulk: the squad's casualties and kills per member. Pure, so the
 * studio's one-click recording and tests share it.
 */
import { MATCH_FORMAT, matchToJSON, type MatchRecord } from "../../engine/core/match";
import type { GameResult } from "../../engine/core/game";
import { MARINES, STEALERS, type HulkState } from "../../engine/hulk/types";
import type { PlaytestBody } from "../kinds/playtest";
import type { BattlePayload } from "../kinds/campaign";
import type { SquadMemberState } from "./state";

/** A battle entry's content with the replay always attached. */
export type BattleWithReplay = Omit<BattlePayload, "replay"> & { replay: { matchJson: string } };

/** The playtest as a match record (seed + action log), compact: what a campaign stores. */
function replayOf(playtest: PlaytestBody): BattleWithReplay["replay"] {
  const record: MatchRecord = {
    format: MATCH_FORMAT,
    gameId: playtest.gameId,
    seed: playtest.seed,
    options: playtest.options,
    content: playtest.content,
    log: playtest.log.map((e) => ({ action: e.action, events: e.events })) as MatchRecord["log"],
  };
  return { matchJson: matchToJSON(record, false) };
}

/** Body points at which a Lost Worlds character is dead rather than unconscious. */
const DEAD_AT = -5;

export interface DuelOutcome {
  result: GameResult;
  /** Each seat's body points at the end. */
  bodies: number[];
}

/**
 * Seat 0 is side "a"; every other seat is side "b" (in a multi-player fight the opponents fight
 * together against the solo character, seed 003 MULTI-PLAYER RULES). When the solo character
 * falls to several opponents, the first opponent still standing is credited with the defeat (the
 * printed rules give the XP to "the opponent you defeat" and do not split it).
 */
export function battleFromDuel(playtest: PlaytestBody, outcome: DuelOutcome, characterIds: string[], title: string): BattleWithReplay {
  const sideOf = (seat: number) => (seat === 0 ? "a" : "b");
  const fell = (seat: number) => outcome.bodies[seat] <= 0;
  const seats = characterIds.map((_, i) => i);
  const died = seats.filter((i) => outcome.bodies[i] <= DEAD_AT).map((i) => characterIds[i]);
  const unconscious = seats.filter((i) => fell(i) && outcome.bodies[i] > DEAD_AT).map((i) => characterIds[i]);
  const winners = outcome.result.draw ? [] : outcome.result.winners;
  const winningSide = winners.length === 0 ? null : sideOf(winners[0]);
  const opponents = seats.filter((i) => i > 0);
  let defeated: BattlePayload["defeated"] = [];
  if (winningSide === "a") defeated = opponents.filter(fell).map((i) => ({ characterId: characterIds[i], by: characterIds[0] }));
  if (winningSide === "b" && fell(0)) {
    const victor = opponents.find((i) => !fell(i)) ?? opponents[0];
    defeated = [{ characterId: characterIds[0], by: characterIds[victor] }];
  }
  return {
    type: "battle",
    title: title.slice(0, 200),
    participants: characterIds.map((characterId, i) => ({ characterId, side: sideOf(i), casualties: [], kills: {} })),
    winningSide,
    defeated,
    died,
    unconscious,
    victoryPoints: 0,
    replay: replayOf(playtest),
  };
}

/**
 * The squad members who play a mission's `marines` Marines, slot by slot: the living ones in
 * roster order, when there are exactly that many. Members lost in earlier missions stay lost and
 * cannot be sent again (check-entry.ts), so a squad fits again once recruits are added to it.
 */
export function missionMembers(members: readonly SquadMemberState[], marines: number): SquadMemberState[] | null {
  const living = members.filter((m) => m.alive);
  return living.length === marines ? living : null;
}

/** What a finished Space Hulk game says about the squad: its state and its view both fit. */
export type MissionOutcome = Pick<HulkState, "end" | "squadKills" | "squadLost">;

/**
 * The squad is the only participant, on side "a": the Genestealers are not roster characters, so
 * their win is side "b", which no participant is on (campaign.ts `winningSide`). A Space Hulk
 * mission records no defeated/died/unconscious (check-entry.ts); `memberIds[slot]` is the
 * campaign member who played the Marine of that squad slot (the mission's members in order).
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
  return {
    type: "battle",
    title: title.slice(0, 200),
    participants: [{ characterId: squadId, side: "a", casualties: memberIds.filter((_, slot) => outcome.squadLost[slot]), kills }],
    winningSide: winner === MARINES ? "a" : winner === STEALERS ? "b" : null,
    defeated: [],
    died: [],
    unconscious: [],
    victoryPoints: 0,
    replay: replayOf(playtest),
  };
}
