// What the Space Hulk board offers for the legal actions of the moment: which cell a click on
// takes which action(s), which piece a click selects, what is highlighted, the actions that have
// no place on the map (buttons), and what the looked-at piece sees. Everything comes from the
// view and `legal`: the rules stay in the engine (its own queries answer costs and sight).
import type { HulkView } from "@/lib/engine/hulk/game";
import { actionCost } from "@/lib/engine/hulk/piece-actions";
import { inFront, sightLine, squares } from "@/lib/engine/hulk/sight";
import { BLIP, FLAMER, MARINE, type HulkAction, type HulkState } from "@/lib/engine/hulk/types";
import { actorOf, describeHulkAction, pieceOf } from "./events";

export type Role = "counter" | "deploy" | "activate" | "move" | "door" | "level" | "fire" | "assault" | "place" | "actor";

/** What the player picked: a piece to look at (or to act with in a reaction), a cell with several choices. */
export interface Selection {
  piece: number | null;
  cell: number | null;
}
export const NO_SELECTION: Selection = { piece: null, cell: null };

export interface Choice {
  label: string;
  action: HulkAction;
}

export interface BoardPlan {
  /** The piece whose actions are offered on the map. */
  focus: number | null;
  /** The piece whose sight the LOS overlay shows. */
  viewer: number | null;
  clicks: Map<number, HulkAction[]>;
  highlights: Map<number, Role>;
  /** Cell → the piece a click there selects (when it takes no action). */
  selects: Map<number, number>;
  /** A clicked cell with several actions; they are offered as `choices`. */
  armed: number | null;
  choices: Choice[];
  /** Legal actions no click on the map takes (turns, overwatch, done, pass…). */
  buttons: Choice[];
  activations: Choice[];
}

/**
 * The view as the state the engine's queries take. The parts a view hides (dice to come, hidden
 * counters and blips) are never read by the queries used here: sight and action costs.
 */
export function tableOf(view: HulkView): HulkState {
  return {
    ...view,
    rng: { a: 0, b: 0, c: 0, d: 0 },
    counterDeck: view.counterDeck ?? [],
    waiting: view.waiting ?? [],
    pool: view.pool ?? [],
  };
}

/** The cell a click on takes `a`, or null for actions with no place on the map. */
export function targetCell(view: HulkView, a: HulkAction): number | null {
  switch (a.type) {
    case "place-counter":
    case "deploy-marine":
    case "deploy-blip":
    case "move":
    case "door":
    case "climb":
    case "flame":
    case "place":
      return a.to;
    case "fire":
    case "assault":
      return pieceOf(view, a.target)?.cell ?? null;
    case "jump": {
      // A jump has no target in the action: the piece lands on the space directly below.
      const p = pieceOf(view, a.piece);
      return p ? p.cell - view.board.plane : null;
    }
    case "activate":
      return pieceOf(view, a.piece)?.cell ?? null;
    default:
      return null;
  }
}

const ROLES: Partial<Record<HulkAction["type"], Role>> = {
  "place-counter": "counter",
  "deploy-marine": "deploy",
  "deploy-blip": "deploy",
  activate: "activate",
  move: "move",
  door: "door",
  climb: "level",
  jump: "level",
  fire: "fire",
  flame: "fire",
  assault: "assault",
  place: "place",
};

function cost(view: HulkView, a: HulkAction): string {
  const p = pieceOf(view, actorOf(a));
  if (!p) return "";
  const c = actionCost(tableOf(view), p, a);
  if (c > 0) return ` (${c} AP)`;
  return c === 0 && (a.type === "fire" || a.type === "turn" || a.type === "move") ? " (free)" : "";
}

/** An action's button label, with what it costs the acting piece. */
export const labelOf = (view: HulkView, a: HulkAction): string => describeHulkAction(view, a) + cost(view, a);

export function planBoard(view: HulkView, legal: readonly HulkAction[], sel: Selection): BoardPlan {
  const actors = [...new Set(legal.flatMap((a) => (actorOf(a) === null ? [] : [actorOf(a)!])))];
  const picked = sel.piece !== null && actors.includes(sel.piece) ? sel.piece : null;
  const focus = picked ?? (actors.includes(view.active) ? view.active : actors.length === 1 ? actors[0] : null);
  const pendingPiece = view.pending[0] && "piece" in view.pending[0] ? view.pending[0].piece : null;
  const looked = pieceOf(view, sel.piece) ? sel.piece : null;
  const plan: BoardPlan = {
    focus,
    viewer: looked ?? focus ?? (pieceOf(view, pendingPiece) ? pendingPiece : null),
    clicks: new Map(),
    highlights: new Map(),
    selects: new Map(view.pieces.map((p) => [p.cell, p.id])),
    armed: null,
    choices: [],
    buttons: [],
    activations: [],
  };
  for (const a of legal) {
    const by = actorOf(a);
    // Other pieces' actions (a reaction offers every Marine's) show once that piece is picked.
    if (by !== null && by !== focus) continue;
    const choice = { label: labelOf(view, a), action: a };
    if (a.type === "activate") plan.activations.push(choice);
    const cell = targetCell(view, a);
    if (cell === null) {
      plan.buttons.push(choice);
      continue;
    }
    plan.clicks.set(cell, [...(plan.clicks.get(cell) ?? []), a]);
    if (!plan.highlights.has(cell)) plan.highlights.set(cell, ROLES[a.type] ?? "place");
  }
  const mark = (id: number | null) => {
    const p = pieceOf(view, id);
    if (p && !plan.highlights.has(p.cell)) plan.highlights.set(p.cell, "actor");
  };
  actors.forEach(mark);
  mark(pendingPiece);
  const armed = sel.cell !== null ? plan.clicks.get(sel.cell) : undefined;
  if (armed && armed.length > 1) {
    plan.armed = sel.cell;
    plan.choices = armed.map((a) => ({ label: labelOf(view, a), action: a }));
  }
  return plan;
}

export type ClickResult =
  { kind: "act"; action: HulkAction } | { kind: "arm"; cell: number } | { kind: "select"; piece: number } | { kind: "clear" };

/** What a click on `cell` does: take its only action, offer its several, or pick the piece there. */
export function clickCell(plan: BoardPlan, cell: number): ClickResult {
  const actions = plan.clicks.get(cell);
  if (actions?.length === 1) return { kind: "act", action: actions[0] };
  if (actions && actions.length > 1) return { kind: "arm", cell };
  const piece = plan.selects.get(cell);
  return piece === undefined ? { kind: "clear" } : { kind: "select", piece };
}

/** The armed cell's choice with facing `f` (arrow keys pick a facing), if there is one. */
export function choiceFacing(plan: BoardPlan, f: number): HulkAction | null {
  return plan.choices.find((c) => "facing" in c.action && c.action.facing === f)?.action ?? null;
}

export interface Sight {
  /** Cells the piece has a line of sight to (engine's sightLine), on its level and through holes. */
  seen: Set<number>;
  /** A Marine's 90° front arc on its level within its gun's range, walls aside (empty for others). */
  arc: Set<number>;
}

/** What piece `id` sees; null for blips (contacts have no facing) and unknown pieces. */
export function sightOf(view: HulkView, id: number | null): Sight | null {
  const p = pieceOf(view, id);
  if (!p || p.kind === BLIP) return null;
  const s = tableOf(view);
  const b = view.board;
  const level = Math.floor(p.cell / b.plane);
  const seen = new Set<number>();
  const arc = new Set<number>();
  const from = Math.max(0, level - 1) * b.plane,
    to = Math.min(b.cells, (level + 2) * b.plane);
  for (let c = from; c < to; c++) if (b.section[c] >= 0 && sightLine(s, p, c) >= 0) seen.add(c);
  if (p.kind === MARINE && !p.prone) {
    const gun =
      b.squad[p.slot]?.gun === FLAMER ? b.rules.weapons.find((w) => w.kind === "flamer") : b.rules.weapons.find((w) => w.kind === "ranged");
    const range = (gun && "range" in gun ? gun.range : null) ?? Infinity;
    const base = level * b.plane,
      px = (p.cell - base) % b.width,
      py = Math.floor((p.cell - base) / b.width);
    for (let r = 0; r < b.plane; r++) {
      const c = base + r;
      if (b.section[c] >= 0 && inFront(p.facing, (r % b.width) - px, Math.floor(r / b.width) - py) && squares(b, p.cell, c) <= range)
        arc.add(c);
    }
  }
  return { seen, arc };
}
