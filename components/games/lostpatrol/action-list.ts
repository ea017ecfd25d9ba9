// The Lost Patrol table's actions in words for the keyboard list: grouped by soldier, by stack,
// by place for the drawn tile, and by kind for the monster player's new stacks and ambushes.
import type { LostPatrolAction, LostPatrolView } from "@/lib/engine/lostpatrol";
import { groupActions, type ActionGroup } from "@/components/play/action-groups";
import { describeLostPatrolAction, soldierLabel, type BoardPlan } from "./board-plan";
import { placeName } from "./places";

function groupOf(view: LostPatrolView, a: LostPatrolAction): string {
  switch (a.type) {
    case "move":
    case "shoot":
    case "stop":
    case "retreat":
    case "casualty":
      return soldierLabel(view, a.soldier);
    case "march":
      return `The stack at ${placeName(a.from)}`;
    case "monster-retreat":
      return "The stack's retreat";
    case "lay":
      return `The drawn tile at ${placeName(a.at)}`;
    case "create":
    case "grow":
      return "New stacks";
    case "ambush":
      return "Ambushes";
    case "keep-group":
    case "done":
      return "Choices";
  }
}

/** An action as the list (and the board cursor) names it. */
export function labelOf(view: LostPatrolView, a: LostPatrolAction): string {
  if (a.type === "move") return `${soldierLabel(view, a.soldier)}: move to ${placeName(a.to)}`;
  if (a.type === "lay") return `Lay at ${placeName(a.at)}, turned ${a.rotation}`;
  return describeLostPatrolAction(view, a);
}

/** The legal actions the plan's buttons do not offer, grouped in words. */
export function lostPatrolActionGroups(
  view: LostPatrolView,
  legal: readonly LostPatrolAction[],
  plan: BoardPlan,
): ActionGroup<LostPatrolAction>[] {
  // The buttons include "Lay the tile here" (the previewed lay): each action is offered once.
  const shown = new Set(plan.buttons.map((b) => b.action));
  return groupActions(
    legal,
    shown,
    (a) => groupOf(view, a),
    (a) => labelOf(view, a),
  );
}
