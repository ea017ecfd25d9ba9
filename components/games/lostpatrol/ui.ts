import type { LostPatrolAction, LostPatrolView } from "@/lib/engine/lostpatrol";
import type { TilesetRules } from "@/lib/content/kinds/tileset";
import dynamic from "next/dynamic";
import { createElement } from "react";
import { Loading } from "@/components/studio/Loading";
import type { GameUi } from "../types";
import { describeLostPatrolAction } from "./board-plan";
import { describeLostPatrolEvent, lostPatrolOutcomes } from "./events";

// The table and the sweep (with its charts) are chunks of their own: only a playtest loads the one,
// only the lab the other; so are the lab's rule fields, which a playtest or a campaign never shows.
const LostPatrolBoard = dynamic(() => import("./LostPatrolBoard").then((m) => m.LostPatrolBoard), {
  loading: () => createElement(Loading, { what: "the table" }),
});
const RulesOverride = dynamic(() => import("./RulesOverride").then((m) => m.RulesOverride), {
  loading: () => createElement(Loading, { what: "the rule options" }),
});
const JungleSweep = dynamic(() => import("./JungleSweep").then((m) => m.JungleSweep), {
  loading: () => createElement(Loading, { what: "the sweep" }),
});

export const lostPatrolUi: GameUi = {
  Board: (props) => createElement(LostPatrolBoard, props),
  // Both Lost Patrol seats see the same table: the soldiers' view is as public as any.
  words: {
    publicSeat: 0,
    action: (a: LostPatrolAction, before: LostPatrolView) => describeLostPatrolAction(before, a),
    event: (e, before: LostPatrolView) => describeLostPatrolEvent(e, before),
  },
  outcomes: lostPatrolOutcomes,
  // Turn 0 is the set-up: the monster player lays six tiles around the start.
  inSetup: (view: LostPatrolView) => view.turn === 0,
  // Greedy monsters can close a ring around the start while laying the first six tiles, ending a
  // newcomer's game before the soldiers move: a first playtest is against random monsters.
  playtestBot: "random",
  // Greedy monsters win nearly every game against soldiers who may be surprised by any tile; with
  // new tiles laid facing the soldiers, greedy bots on both sides give the soldiers a chance.
  labDefaults: {
    bots: ["greedy", "greedy"],
    rules: { tileRotation: "face-soldiers" },
    note:
      "Greedy bots on both sides, with new tiles laid facing the soldiers. The rules have no turn limit; a run may set a safety " +
      "cap, and games it stops are shown as unfinished.",
  },
  RuleOptions: ({ value, onChange }) => createElement(RulesOverride, { rules: value as TilesetRules, onChange }),
  Sweep: ({ documents, initialId, botChoices, rules, onRulesChange }) =>
    createElement(JungleSweep, { tilesets: documents, initialId, botChoices, rules: rules as TilesetRules, onRulesChange }),
};
