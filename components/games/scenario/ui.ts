import type { ScenarioAction, ScenarioView } from "@/lib/engine/scenario/types";
import type { GameUi } from "../types";
import { ScenarioBoard } from "./ScenarioBoard";
import { describeScenarioAction, describeScenarioEvent, scenarioOutcomes } from "./words";

export const scenarioUi: GameUi = {
  Board: ScenarioBoard,
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
