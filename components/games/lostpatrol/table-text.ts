// The Lost Patrol table in words: the text alternative of its canvas, read with it and announced
// as it changes. Places are named from the start tile, as everywhere the players read.
import type { LostPatrolView } from "@/lib/engine/lostpatrol";
import { hexOf } from "@/lib/engine/lostpatrol/keys";
import { soldierLabel } from "./board-plan";
import { placeName } from "./places";

const where = (key: number) => placeName(hexOf(key));

export function tableSummary(view: LostPatrolView): string {
  const tiles = view.board.length;
  const parts = [`${tiles} ${tiles === 1 ? "tile" : "tiles"} on the table.`];
  if (view.soldiers.length > 0)
    parts.push(`Soldiers: ${view.soldiers.map((s) => `${soldierLabel(view, s.id)} on ${where(s.at)}`).join("; ")}.`);
  else parts.push("No soldiers left.");
  const stacks = view.board.filter((c) => c.monsters > 0);
  parts.push(
    stacks.length > 0 ? `Monster stacks: ${stacks.map((c) => `${c.monsters} on ${where(c.key)}`).join("; ")}.` : "No monster stacks.",
  );
  return parts.join(" ");
}
