import type { ScenarioAction, ScenarioView } from "@/lib/engine/scenario/types";
import dynamic from "next/dynamic";
import { createElement } from "react";
import { Loading } from "@/components/studio/Loading";
import type { GameUi } from "../types";
import { describeScenarioAction, describeScenarioEvent, scenarioOutcomes } from "./words";

// The table and the result panel are chunks of their own: only a playtest of a scenario loads them.
const ScenarioBoard = dynamic(() => import("./ScenarioBoard").then((m) => m.ScenarioBoard), {
  loading: () => createElement(Loading, { what: "the table" }),
});
const ScenarioResultPanel = dynamic(() => import("./RecordInCampaign").then((m) => m.ScenarioResultPanel), {
  loading: () => createElement(Loading, { what: "the campaign choices" }),
});

export const scenarioUi: GameUi = {
  Board: (props) => createElement(ScenarioBoard, props),
  ResultPanel: (props) => createElement(ScenarioResultPanel, props),
  // Seat −1 is the public view: the log never shows a fighter's pick before the round resolves.
  words: {
    publicSeat: -1,
    action: (a: ScenarioAction, before: ScenarioView) => describeScenarioAction(before, a),
    event: (e, before: ScenarioView, after: ScenarioView) => describeScenarioEvent(e, before, after),
  },
  outcomes: scenarioOutcomes,
  labDefaults: {
    bots: ["greedy", "greedy"],
    note: "Two greedy sides: they close in, fight when they can win and use the heights.",
  },
};
