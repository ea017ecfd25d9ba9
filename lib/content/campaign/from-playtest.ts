/**
 * A finished Lost Worlds playtest as a campaign battle entry: who won, whether the loser fell
 * unconscious (body ≤ 0) or died (body ≤ −5, seed 003), with the playtest's match record attached
 * as the replay. Pure, so the studio's one-click recording and tests share it.
 */
import { MATCH_FORMAT, matchToJSON, type MatchRecord } from "../../engine/core/match";
import type { GameResult } from "../../engine/core/game";
import type { PlaytestBody } from "../kinds/playtest";
import type { BattlePayload } from "../kinds/campaign";

/** Body points at which a Lost Worlds character is dead rather than unconscious. */
const DEAD_AT = -5;

export interface DuelOutcome {
  result: GameResult;
  /** Each seat's body points at the end. */
  bodies: [number, number];
}

export function battleFromDuel(playtest: PlaytestBody, outcome: DuelOutcome, characterIds: [string, string], title: string): Omit<BattlePayload, "replay"> & { replay: { matchJson: string } } {
  const record: MatchRecord = {
    format: MATCH_FORMAT,
    gameId: playtest.gameId,
    seed: playtest.seed,
    options: playtest.options,
    content: playtest.content,
    log: playtest.log.map((e) => ({ action: e.action, events: e.events })) as MatchRecord["log"],
  };
  const sides = ["a", "b"] as const;
  const fell = outcome.bodies.map((b) => b <= 0);
  const died = characterIds.filter((_, i) => outcome.bodies[i] <= DEAD_AT);
  const unconscious = characterIds.filter((_, i) => fell[i] && outcome.bodies[i] > DEAD_AT);
  const winner = outcome.result.draw || outcome.result.winners.length !== 1 ? null : outcome.result.winners[0];
  return {
    type: "battle",
    title: title.slice(0, 200),
    participants: characterIds.map((characterId, i) => ({ characterId, side: sides[i], casualties: [], kills: {} })),
    winningSide: winner === null ? null : sides[winner],
    defeated: winner === null ? [] : fell[1 - winner] ? [{ characterId: characterIds[1 - winner], by: characterIds[winner] }] : [],
    died,
    unconscious,
    victoryPoints: 0,
    replay: { matchJson: matchToJSON(record, false) },
  };
}
