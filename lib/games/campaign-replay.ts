/** A finished playtest kept in a campaign battle entry as its match record (seed + action log). */
import { MATCH_FORMAT, matchToJSON, type MatchRecord } from "../engine/core/match";
import type { BattlePayload } from "../content/kinds/campaign";
import type { PlaytestBody } from "../content/kinds/playtest";

/** A battle entry's content with the replay always attached. */
export type BattleWithReplay = Omit<BattlePayload, "replay"> & { replay: { matchJson: string } };

/** The playtest as a match record (seed + action log), compact: what a campaign stores. */
export function replayOf(playtest: PlaytestBody): BattleWithReplay["replay"] {
  const record: MatchRecord = {
    format: MATCH_FORMAT,
    gameId: playtest.gameId,
    seed: playtest.seed,
    ...(playtest.rulesVersion === undefined ? {} : { rulesVersion: playtest.rulesVersion }),
    options: playtest.options,
    content: playtest.content,
    log: playtest.log.map((e) => ({ action: e.action, events: e.events })) as MatchRecord["log"],
  };
  return { matchJson: matchToJSON(record, false) };
}
