// What the Lost Patrol board offers for the legal actions of the moment: which hex a click on
// takes which action, which hexes select a soldier, a stack or a place to lay, what is
// highlighted, and the actions that have no place on the board (offered as buttons). Pure, so
// the canvas only draws and forwards clicks.
import { placeName } from "./places";
import { hexKey, type Hex } from "@/lib/engine/core/hex";
import type { LostPatrolAction, LostPatrolView, SoldierKind } from "@/lib/engine/lostpatrol";
// From their own files, not the engine's index: the log words reach this file on every playtest
// and campaign page, and the index brings the whole game with it.
import { hexOf } from "@/lib/engine/lostpatrol/keys";
import { sightFrom } from "@/lib/engine/lostpatrol/board";

export type Selection =
  | { kind: "soldier"; id: number }
  | { kind: "stack"; at: string }
  /** A place for the drawn tile, and which of its allowed rotations is shown. */
  | { kind: "lay"; at: string; turn: number }
  | null;

export type Highlight = "move" | "lay" | "create" | "march" | "ambush" | "retreat";

export interface Button {
  label: string;
  action: LostPatrolAction;
}

export interface BoardPlan {
  /** By hexKey: the action a click there takes. */
  clicks: Map<string, LostPatrolAction>;
  /** By hexKey: what a click there selects when it takes no action. */
  selects: Map<string, Selection>;
  highlights: Map<string, Highlight>;
  /** Legal actions no click on the board takes now. */
  buttons: Button[];
  /** The soldier whose sight and moves are shown. */
  soldier: number | null;
  /** The stack whose marches are shown (hexKey). */
  stack: string | null;
  /** The drawn tile at the chosen place and rotation, and the action that lays it so. */
  preview: { at: Hex; paths: number; dead: number; action: LostPatrolAction } | null;
  /** Straight sight lines of the selected soldier: from its tile to the end of each line. */
  sight: { from: Hex; to: Hex }[];
}

export const SOLDIER_NAMES = { sergeant: "Sergeant", grenadier: "Grenadier", infantry: "Infantry" } as const;

const at = (key: number) => hexKey(hexOf(key));
const where = (h: Hex) => placeName(h);

/** "Sergeant", "Grenadier", or "Infantry #3" (the three infantry are told apart by id). */
export function soldierName(id: number, kind: SoldierKind | undefined): string {
  return kind ? `${SOLDIER_NAMES[kind]}${kind === "infantry" ? ` #${id}` : ""}` : `soldier #${id}`;
}

export function soldierLabel(view: LostPatrolView, id: number): string {
  return soldierName(id, view.soldiers.find((s) => s.id === id)?.kind);
}

/** Soldiers standing on each tile (hexKey), in id order. */
export function soldiersByTile(view: LostPatrolView): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const x of view.soldiers) out.set(at(x.at), [...(out.get(at(x.at)) ?? []), x.id]);
  return out;
}

export function describeLostPatrolAction(view: LostPatrolView, a: LostPatrolAction): string {
  switch (a.type) {
    case "shoot":
      return `${soldierLabel(view, a.soldier)} shoots (${view.soldiers.find((x) => x.id === a.soldier)?.kind === "grenadier" ? 6 : 3} dice)`;
    case "stop":
      return `${soldierLabel(view, a.soldier)} stops`;
    case "done":
      return view.phase === "humans"
        ? "End the soldiers' phase"
        : view.phase === "monsters"
          ? "End the monsters' actions"
          : "No more ambushes";
    case "keep-group": {
      const pending = view.pending[0];
      const size = pending?.kind === "keep-group" ? pending.groups[a.group].length : 0;
      return `Keep group ${a.group + 1} (${size} tiles)`;
    }
    case "casualty":
      return `${soldierLabel(view, a.soldier)} dies`;
    case "grow":
      return `Grow the stack at ${where(a.at)} by 2`;
    case "create":
      return `New stack at ${where(a.at)}`;
    case "ambush":
      return `Ambush at ${where(a.at)}`;
    case "move":
      return `${soldierLabel(view, a.soldier)} to ${where(a.to)}`;
    case "retreat":
      return `${soldierLabel(view, a.soldier)} retreats to ${where(a.to)}`;
    case "monster-retreat":
      return `Stack retreats to ${where(a.to)}`;
    case "march":
      return `March ${where(a.from)} → ${where(a.to)}`;
    case "lay":
      return `Lay at ${where(a.at)}, turned ${a.rotation}`;
  }
}

export function planBoard(view: LostPatrolView, legal: readonly LostPatrolAction[], selection: Selection): BoardPlan {
  const plan: BoardPlan = {
    clicks: new Map(),
    selects: new Map(),
    highlights: new Map(),
    buttons: [],
    soldier: null,
    stack: null,
    preview: null,
    sight: [],
  };
  const click = (h: Hex, a: LostPatrolAction, role: Highlight) => {
    plan.clicks.set(hexKey(h), a);
    plan.highlights.set(hexKey(h), role);
  };

  // Soldiers: the selected one, else the one acting, else the first with something to do.
  const actors = [...new Set(legal.flatMap((a) => (a.type === "move" || a.type === "shoot" || a.type === "stop" ? [a.soldier] : [])))];
  const alive = (id: number) => view.soldiers.some((x) => x.id === id);
  plan.soldier =
    selection?.kind === "soldier" && alive(selection.id) ? selection.id : actors.includes(view.acting) ? view.acting : (actors[0] ?? null);
  // A click on a soldiers' tile selects the next soldier there (so several on one tile take turns).
  for (const [key, ids] of soldiersByTile(view)) {
    const i = plan.soldier === null ? -1 : ids.indexOf(plan.soldier);
    plan.selects.set(key, { kind: "soldier", id: ids[(i + 1) % ids.length] });
  }

  const marchFrom = new Set(legal.flatMap((a) => (a.type === "march" ? [hexKey(a.from)] : [])));
  plan.stack = selection?.kind === "stack" && marchFrom.has(selection.at) ? selection.at : null;
  for (const key of marchFrom) plan.selects.set(key, { kind: "stack", at: key });

  // Laying: each free place selects; clicking the chosen place again turns the tile.
  const turnsAt = new Map<string, LostPatrolAction[]>();
  for (const a of legal) if (a.type === "lay") turnsAt.set(hexKey(a.at), [...(turnsAt.get(hexKey(a.at)) ?? []), a]);
  for (const [key, turns] of turnsAt) {
    const chosen = selection?.kind === "lay" && selection.at === key;
    plan.selects.set(key, { kind: "lay", at: key, turn: chosen ? (selection.turn + 1) % turns.length : 0 });
    plan.highlights.set(key, "lay");
    if (chosen && view.drawn >= 0) {
      const a = turns[selection.turn % turns.length];
      const o = a.type === "lay" ? view.types[view.drawn].orientations.find((x) => x.rotation === a.rotation) : undefined;
      if (a.type === "lay" && o) plan.preview = { at: a.at, paths: o.paths, dead: o.dead, action: a };
    }
  }

  for (const a of legal) {
    if (a.type === "move" && a.soldier === plan.soldier) click(a.to, a, "move");
    else if (a.type === "march" && hexKey(a.from) === plan.stack) click(a.to, a, "march");
    else if (a.type === "ambush") click(a.at, a, "ambush");
    else if (a.type === "retreat" || a.type === "monster-retreat") click(a.to, a, "retreat");
  }
  // New stacks appear by a click unless the place already moves the selected stack there.
  for (const a of legal) if (a.type === "create" && !plan.clicks.has(hexKey(a.at))) click(a.at, a, "create");

  const onBoard = new Set(plan.clicks.values());
  // Moves of other soldiers, marches of other stacks and lays are reached by selecting first.
  const bySelecting = (a: LostPatrolAction) => a.type === "move" || a.type === "march" || a.type === "lay";
  for (const a of legal) {
    if (onBoard.has(a) || bySelecting(a)) continue;
    if ((a.type === "shoot" || a.type === "stop") && a.soldier !== plan.soldier) continue;
    plan.buttons.push({ label: describeLostPatrolAction(view, a), action: a });
  }
  if (plan.preview)
    plan.buttons.unshift({
      label: `Lay the tile here (turned ${plan.preview.action.type === "lay" ? plan.preview.action.rotation : 0})`,
      action: plan.preview.action,
    });

  const soldier = view.soldiers.find((x) => x.id === plan.soldier);
  if (soldier) {
    const sight = sightFrom(view.board, [soldier.at]);
    const from = hexOf(soldier.at);
    for (const k of [...sight.ends, ...sight.empty.keys()]) plan.sight.push({ from, to: hexOf(k) });
  }
  return plan;
}
