// The Space Hulk map's actions in words for the keyboard list: grouped by the piece that acts (or
// is activated), and the set-up steps by what they place. Labels are the buttons' own, with costs.
import type { HulkView } from "@/lib/engine/hulk/game";
import type { HulkAction } from "@/lib/engine/hulk/types";
import { groupActions, type ActionGroup } from "@/components/play/action-groups";
import { labelOf, type BoardPlan } from "./board-plan";
import { actorOf, pieceLabel, pieceOf, placeIn } from "./events";

const STEPS: Partial<Record<HulkAction["type"], string>> = {
  "place-counter": "Face-down counters",
  "deploy-marine": "Deployment",
  "deploy-blip": "Blips entering",
  place: "Pieces to place",
};

function groupOf(view: HulkView, a: HulkAction): string {
  const id = actorOf(a) ?? (a.type === "activate" ? a.piece : null);
  const p = pieceOf(view, id);
  if (p) return `${pieceLabel(view, p)} ${placeIn(view, p.cell)}`;
  return STEPS[a.type] ?? "Other actions";
}

/** The legal actions neither the buttons nor an armed space's choices offer, grouped in words. */
export function hulkActionGroups(view: HulkView, legal: readonly HulkAction[], plan: BoardPlan): ActionGroup<HulkAction>[] {
  const shown = new Set([...plan.buttons, ...plan.choices].map((c) => c.action));
  return groupActions(
    legal,
    shown,
    (a) => groupOf(view, a),
    (a) => labelOf(view, a),
  );
}
