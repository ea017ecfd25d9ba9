// The Lost Patrol table for the shared board cursor (components/play/board-cursor.ts): its cells
// are the laid tiles and every highlighted place, where the canvas draws them; a cell is named from
// the start tile (places.ts) with what stands on it; Enter takes what a click there would, except
// that a place for the drawn tile offers each allowed turn of it at once.
import { hexKey, hexToPixel, layout, type Hex } from "@/lib/engine/core/hex";
import type { LostPatrolAction, LostPatrolView } from "@/lib/engine/lostpatrol";
import { hexOf } from "@/lib/engine/lostpatrol/keys";
import type { CursorCell, CursorOption } from "@/components/play/board-cursor";
import { soldierLabel, soldiersByTile, type BoardPlan, type Selection } from "./board-plan";
import { labelOf } from "./action-list";
import { placeName } from "./places";

const hexOfKey = (key: string): Hex => {
  const [q, r] = key.split(",").map(Number);
  return { q, r };
};

/** Pointy-topped like the canvas; the size does not matter to which way a cell lies. */
const LAY = layout("pointy", 1, { x: 0, y: 0 });

export function tableCells(view: LostPatrolView, plan: BoardPlan): CursorCell[] {
  const keys = new Set([...view.board.map((c) => hexKey(hexOf(c.key))), ...plan.highlights.keys()]);
  return [...keys].map((key) => ({ key, ...hexToPixel(LAY, hexOfKey(key)) }));
}

/** Where the cursor starts: the first place a click acts on, or a soldier to pick, or the start. */
export function startCell(plan: BoardPlan, cells: readonly CursorCell[]): string | null {
  return [...plan.clicks.keys()][0] ?? [...plan.highlights.keys()][0] ?? [...plan.selects.keys()][0] ?? cells[0]?.key ?? null;
}

/** "2 tiles east of the start: a laid tile, Sergeant, 3 monsters" or "…: an empty place". */
export function describeCell(view: LostPatrolView, key: string): string {
  const tile = view.board.find((c) => hexKey(hexOf(c.key)) === key);
  const on = [
    tile ? "a laid tile" : "an empty place",
    ...(soldiersByTile(view).get(key) ?? []).map((id) => soldierLabel(view, id)),
    ...(tile && tile.monsters > 0 ? [`${tile.monsters} ${tile.monsters === 1 ? "monster" : "monsters"}`] : []),
  ];
  return `${placeName(hexOfKey(key))}: ${on.join(", ")}`;
}

function selectionLabel(view: LostPatrolView, s: NonNullable<Selection>): string {
  if (s.kind === "soldier") return `Pick ${soldierLabel(view, s.id)}`;
  if (s.kind === "stack") return "Pick the stack here";
  return "Show the drawn tile here";
}

/** What Enter can do on the cell: its lays (one per turn of the tile), or a click's action, or a pick. */
export function cellOptions(
  view: LostPatrolView,
  legal: readonly LostPatrolAction[],
  plan: BoardPlan,
  key: string,
  act: (a: LostPatrolAction) => void,
  select: (s: Selection) => void,
): CursorOption[] {
  const option = (a: LostPatrolAction): CursorOption => ({ label: labelOf(view, a), run: () => act(a) });
  const lays = legal.filter((a) => a.type === "lay" && hexKey(a.at) === key);
  if (lays.length > 0) return lays.map(option);
  const click = plan.clicks.get(key);
  if (click) return [option(click)];
  const pick = plan.selects.get(key);
  return pick ? [{ label: selectionLabel(view, pick), run: () => select(pick) }] : [];
}
