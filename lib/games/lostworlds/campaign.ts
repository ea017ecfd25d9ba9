/**
 * A finished duel or fight as a campaign battle entry, with its replay: who won, whether a loser
 * fell unconscious (body ≤ 0) or died (body ≤ −5). Pure, so the studio's one-click recording and
 * tests share it.
 */
import type { GameResult } from "../../engine/core/game";
import { battlePayloadSchema } from "../../content/kinds/campaign";
import type { DefeatEntry } from "../../content/lostworlds/campaign/schema";
import type { PlaytestBody } from "../../content/kinds/playtest";
import { replayOf, type BattleWithReplay } from "../campaign-replay";

/** Body points at which a Lost Worlds character is dead rather than unconscious. */
const DEAD_AT = -5;

export interface DuelOutcome {
  result: GameResult;
  /** Each seat's body points at the end. */
  bodies: number[];
}

/**
 * Seat 0 is side "a"; every other seat is side "b" (in a multi-player fight the opponents fight
 * together against the solo character). When the solo character
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
  let defeated: DefeatEntry[] = [];
  if (winningSide === "a") defeated = opponents.filter(fell).map((i) => ({ characterId: characterIds[i], by: characterIds[0] }));
  if (winningSide === "b" && fell(0)) {
    const victor = opponents.find((i) => !fell(i)) ?? opponents[0];
    defeated = [{ characterId: characterIds[0], by: characterIds[victor] }];
  }
  // The schema fills in the fields a duel leaves empty (no victory points).
  const battle = battlePayloadSchema.parse({
    type: "battle",
    title: title.slice(0, 200),
    participants: characterIds.map((characterId, i) => ({ characterId, side: sideOf(i) })),
    winningSide,
    defeated,
    died,
    unconscious,
  });
  return { ...battle, replay: replayOf(playtest) };
}
