import { createElement } from "react";
import type { IslandAction } from "@/lib/engine/island/types";
import type { IslandView } from "@/lib/engine/island/view";
import type { GameUi } from "../types";
import { IslandBoard } from "./IslandBoard";
import { IslandResult } from "./IslandResult";
import { PlayerCountSweep } from "./PlayerCountSweep";
import { describeIslandAction, describeIslandEvent, islandOutcomes } from "./words";

export const islandUi: GameUi = {
  Board: IslandBoard,
  ResultPanel: IslandResult,
  // Seat -1 sees what every player sees: no hand, no face-down tile, no Equipment kept face down.
  words: {
    publicSeat: -1,
    action: (a: IslandAction, before: IslandView) => describeIslandAction(before, a),
    event: (e, _before: IslandView, after: IslandView) => describeIslandEvent(e, after),
  },
  outcomes: islandOutcomes,
  Sweep: PlayerCountSweep,
  // The lab's single run plays four seats; the rule set is chosen here (player counts: the sweep tab).
  RuleOptions: ({ value, onChange }) =>
    createElement(
      "label",
      null,
      "Rules ",
      createElement(
        "select",
        {
          "aria-label": "Rule set",
          value: String(value.rules ?? "advanced"),
          onChange: (e: { target: { value: string } }) => onChange({ ...value, rules: e.target.value }),
        },
        createElement("option", { value: "advanced" }, "Advanced"),
        createElement("option", { value: "beginner" }, "Beginner"),
      ),
    ),
  labDefaults: {
    bots: ["greedy", "greedy", "greedy", "greedy"],
    note: "Four greedy players under the Advanced rules: they explore, fight what they can beat and lead Neutrals.",
  },
};
