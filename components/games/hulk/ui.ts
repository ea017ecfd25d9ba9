import type { HulkView } from "@/lib/engine/hulk/game";
import { MARINES, type HulkAction } from "@/lib/engine/hulk/types";
import { createElement } from "react";
import type { GameUi } from "../types";
import { describeHulkAction, describeHulkEvent, hulkOutcomes, namerFrom } from "./events";
import { HulkBoard } from "./HulkBoard";
import { HulkSweep } from "./HulkSweep";
import { hulkCampaignUi } from "./campaign/parts";
import { MissionResultPanel } from "./RecordMission";

export const hulkUi: GameUi = {
  Board: HulkBoard,
  ResultPanel: MissionResultPanel,
  // Read against the Marines' view, which hides nothing but what the blips are: the log is in
  // front of every player (a Genestealer move read against its own side's view told the Marines
  // how many Genestealers a blip held).
  words: {
    publicSeat: MARINES,
    action: (a: HulkAction, before: HulkView) => describeHulkAction(before, a),
    event: (e, before: HulkView, after: HulkView) => describeHulkEvent(e, namerFrom(before, after)),
  },
  outcomes: hulkOutcomes,
  // Random bots run out the 30 turns; greedy ones on both sides finish Pitfall with either side winning.
  labDefaults: { bots: ["greedy", "greedy"], note: "Greedy bots on both sides: games end with either side winning." },
  inSetup: (view: HulkView) => view.phase === "place-counters" || view.phase === "deploy-marines" || view.phase === "deploy-blips",
  Sweep: ({ documents, botChoices }) => createElement(HulkSweep, { missions: documents, botChoices }),
  campaign: hulkCampaignUi,
};
