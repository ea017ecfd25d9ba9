import type { LostPatrolAction, LostPatrolView } from "@/lib/engine/lostpatrol";
import type { TilesetRules } from "@/lib/content/kinds/tileset";
import { createElement } from "react";
import type { GameUi } from "../types";
import { describeLostPatrolAction } from "./board-plan";
import { describeLostPatrolEvent } from "./events";
import { JungleSweep } from "./JungleSweep";
import { LostPatrolBoard } from "./LostPatrolBoard";
import { RulesOverride } from "./RulesOverride";

export const lostPatrolUi: GameUi = {
  Board: LostPatrolBoard,
  // Both Lost Patrol seats see the same table: the soldiers' view is as public as any.
  words: {
    publicSeat: 0,
    action: (a: LostPatrolAction, before: LostPatrolView) => describeLostPatrolAction(before, a),
    event: (e, before: LostPatrolView) => describeLostPatrolEvent(e, before),
  },
  RuleOptions: ({ value, onChange }) => createElement(RulesOverride, { rules: value as TilesetRules, onChange }),
  Sweep: ({ documents, initialId, botChoices, rules, onRulesChange }) =>
    createElement(JungleSweep, { tilesets: documents, initialId, botChoices, rules: rules as TilesetRules, onRulesChange }),
};
