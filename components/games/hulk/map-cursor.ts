// The Space Hulk map for the shared board cursor (components/play/board-cursor.ts): its cells are
// the floor squares of every level, placed as the canvas draws the levels side by side; a square is
// named by its section (as the log names places) and its place in it, with the piece on it; Enter
// takes what a click there would: the square's action, a choice of its several, or a pick.
import type { HulkView } from "@/lib/engine/hulk/game";
import type { HulkAction } from "@/lib/engine/hulk/types";
import type { CursorCell, CursorOption } from "@/components/play/board-cursor";
import { CELL, LEVEL_GAP } from "@/components/editors/mission/map-style";
import { labelOf, type BoardPlan } from "./board-plan";
import { pieceLabel, where } from "./events";

const WORD_FACING = ["north", "east", "south", "west"];

/** Floor squares (and any square an action or a piece is on), in map order. */
export function mapCells(view: HulkView, plan: BoardPlan): CursorCell[] {
  const b = view.board;
  const gap = LEVEL_GAP / CELL;
  const taken = new Set(view.pieces.map((p) => p.cell));
  const out: CursorCell[] = [];
  for (let c = 0; c < b.cells; c++) {
    if (b.section[c] < 0 && !plan.clicks.has(c) && !taken.has(c)) continue;
    const level = Math.floor(c / b.plane),
      rest = c - level * b.plane;
    out.push({ key: String(c), x: level * (b.width + gap) + (rest % b.width), y: Math.floor(rest / b.width) });
  }
  return out;
}

/** Where the cursor starts: the first square a click acts on, or else the first piece that may act. */
export function startCell(plan: BoardPlan, cells: readonly CursorCell[]): string | null {
  const first = [...plan.clicks.keys()][0] ?? [...plan.highlights.keys()][0];
  return first !== undefined ? String(first) : (cells[0]?.key ?? null);
}

/** "Upper spine west, square 3 of 7: Sergeant Martina facing north" (level and square outside every section). */
export function describeSquare(view: HulkView, cell: number): string {
  const b = view.board;
  const s = b.section[cell];
  let place = `level ${Math.floor(cell / b.plane)}, square ${where(view, cell).split(":")[1]}`;
  if (s >= 0 && b.sectionNames[s]) {
    const squares = b.section.flatMap((x, c) => (x === s ? [c] : []));
    place = `${b.sectionNames[s]}, square ${squares.indexOf(cell) + 1} of ${squares.length}`;
  }
  const p = view.pieces.find((q) => q.cell === cell);
  const door = b.doorAt[cell] >= 0 ? ", a door" : "";
  const who = p ? `${pieceLabel(view, p)} facing ${WORD_FACING[p.facing]}${p.prone ? ", prone" : ""}` : "empty";
  return `${place}${door}: ${who}`;
}

/** What Enter can do on the square: each action a click there offers, or picking the piece on it. */
export function squareOptions(
  view: HulkView,
  plan: BoardPlan,
  cell: number,
  act: (a: HulkAction) => void,
  pick: (piece: number) => void,
): CursorOption[] {
  const actions = plan.clicks.get(cell);
  if (actions) return actions.map((a) => ({ label: labelOf(view, a), run: () => act(a) }));
  const piece = plan.selects.get(cell);
  if (piece === undefined) return [];
  return [
    {
      label: `Pick ${pieceLabel(
        view,
        view.pieces.find((p) => p.id === piece),
      )}`,
      run: () => pick(piece),
    },
  ];
}
