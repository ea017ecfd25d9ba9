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
  // The lab's single run chooses the players (2–8) and the rule set from the module's setup options.
  labDefaults: {
    bots: ["greedy", "greedy", "greedy", "greedy"],
    note: "Greedy players (four under the Advanced rules to start): they explore, fight what they can beat and lead Neutrals.",
  },
};
