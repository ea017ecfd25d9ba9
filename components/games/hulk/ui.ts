import type { HulkView } from "@/lib/engine/hulk/game";
import { MARINES, type HulkAction } from "@/lib/engine/hulk/types";
import dynamic from "next/dynamic";
import { createElement } from "react";
import { Loading } from "@/components/studio/Loading";
import type { GameUi } from "../types";
import { describeHulkAction, describeHulkEvent, hulkOutcomes, namerFrom } from "./events";
import { hulkCampaignUi } from "./campaign/parts";

// The table, the sweep (with its charts) and the result panel are chunks of their own, loaded where they are shown.
const HulkBoard = dynamic(() => import("./HulkBoard").then((m) => m.HulkBoard), {
  loading: () => createElement(Loading, { what: "the table" }),
});
const HulkSweep = dynamic(() => import("./HulkSweep").then((m) => m.HulkSweep), {
  loading: () => createElement(Loading, { what: "the sweep" }),
});
const MissionResultPanel = dynamic(() => import("./RecordMission").then((m) => m.MissionResultPanel), {
  loading: () => createElement(Loading, { what: "the campaign choices" }),
});

export const hulkUi: GameUi = {
  Board: (props) => createElement(HulkBoard, props),
  ResultPanel: (props) => createElement(MissionResultPanel, props),
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
