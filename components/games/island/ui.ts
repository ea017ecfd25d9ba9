import type { IslandAction } from "@/lib/engine/island/types";
import type { IslandView } from "@/lib/engine/island/view";
import dynamic from "next/dynamic";
import { createElement } from "react";
import { Loading } from "@/components/studio/Loading";
import type { GameUi } from "../types";
import { describeIslandAction, describeIslandEvent, islandOutcomes } from "./words";

// The table, the sweep (with its charts) and the result are chunks of their own, loaded where they are shown.
const IslandBoard = dynamic(() => import("./IslandBoard").then((m) => m.IslandBoard), {
  loading: () => createElement(Loading, { what: "the table" }),
});
const IslandResult = dynamic(() => import("./IslandResult").then((m) => m.IslandResult), {
  loading: () => createElement(Loading, { what: "the result" }),
});
const PlayerCountSweep = dynamic(() => import("./PlayerCountSweep").then((m) => m.PlayerCountSweep), {
  loading: () => createElement(Loading, { what: "the sweep" }),
});

export const islandUi: GameUi = {
  Board: (props) => createElement(IslandBoard, props),
  ResultPanel: (props) => createElement(IslandResult, props),
  // Seat -1 sees what every player sees: no hand, no face-down tile, no Equipment kept face down.
  words: {
    publicSeat: -1,
    action: (a: IslandAction, before: IslandView) => describeIslandAction(before, a),
    event: (e, _before: IslandView, after: IslandView) => describeIslandEvent(e, after),
  },
  outcomes: islandOutcomes,
  Sweep: PlayerCountSweep,
  // The lab's single run chooses the players (2–8) and the rule set from the module's setup options.
  labDefaults: {
    bots: ["greedy", "greedy", "greedy", "greedy"],
    note: "Greedy players (four under the Advanced rules to start): they explore, fight what they can beat and lead Neutrals.",
  },
};
