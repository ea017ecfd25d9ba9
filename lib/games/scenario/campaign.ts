/**
 * A finished scenario as a campaign battle entry, with its replay. Figures played by roster
 * characters are the participants, on their scenario sides; the winning side's victory points go
 * with the battle (the Lost Worlds campaign system shares them among the winning team as
 * experience, all to a sole survivor); each figure knocked out or slain is credited to the figure
 * that did it, as a roster character or, for a figure no roster character plays, as an opponent
 * outside the roster with its book's body points; deaths and unconsciousness are recorded.
 */
import { battlePayloadSchema } from "../../content/kinds/campaign";
import type { PlaytestBody } from "../../content/kinds/playtest";
import type { DefeatEntry } from "../../content/lostworlds/campaign/schema";
import type { GameResult } from "../../engine/core/game";
import type { ScenarioSource } from "../../engine/scenario/input";
import type { Condition } from "../../engine/scenario/types";
import { replayOf, type BattleWithReplay } from "../campaign-replay";

export interface ScenarioOutcome {
  result: GameResult;
  /** Each figure's condition at the end. */
  conditions: Condition[];
  /** Per figure, the figures it knocked out or slew. */
  defeated: number[][];
  /** Victory points per seat (side). */
  vp: number[];
}

/** `characterIds[f]`: the roster character playing figure f, or null for a figure nobody on the roster plays. */
export function battleFromScenario(
  playtest: PlaytestBody,
  source: ScenarioSource,
  outcome: ScenarioOutcome,
  characterIds: (string | null)[],
  title: string,
): BattleWithReplay {
  const sideOf = (f: number) => source.figures[f].side;
  const figures = source.figures.map((_, f) => f);
  const onRoster = figures.filter((f) => characterIds[f]);
  const winnerSeat = outcome.result.draw || outcome.result.winners.length === 0 ? null : outcome.result.winners[0];
  const winningSide = winnerSeat === null ? null : source.sides[winnerSeat].id;
  const defeated: DefeatEntry[] = [];
  outcome.defeated.forEach((victims, by) => {
    const victor = characterIds[by];
    if (!victor) return;
    for (const v of victims) {
      const id = characterIds[v];
      if (id) defeated.push({ characterId: id, by: victor });
      else
        defeated.push({
          npc: { name: source.figures[v].name, maxBody: Math.max(1, source.figures[v].book?.character.bodyPoints ?? 1) },
          by: victor,
          killed: outcome.conditions[v] === "dead",
        });
    }
  });
  const battle = battlePayloadSchema.parse({
    type: "battle",
    title: title.slice(0, 200),
    participants: onRoster.map((f) => ({ characterId: characterIds[f], side: sideOf(f) })),
    winningSide,
    victoryPoints: winnerSeat === null ? 0 : outcome.vp[winnerSeat],
    defeated,
    died: onRoster.filter((f) => outcome.conditions[f] === "dead").map((f) => characterIds[f]),
    unconscious: onRoster.filter((f) => outcome.conditions[f] === "unconscious").map((f) => characterIds[f]),
  });
  return { ...battle, replay: replayOf(playtest) };
}
