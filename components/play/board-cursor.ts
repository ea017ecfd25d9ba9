// The game boards' keyboard cursor, one model for every board: the cursor sits on one of the
// board's cells (a square of a map, a hex of a table), the arrows move it to the nearest cell in
// that direction as the board is drawn, so the same code walks a square grid, a hex table and the
// levels of a map drawn side by side. Enter takes what the cell offers: its only option at once,
// or a small choice when there are several. Pure: the board supplies the cells and the options.

/** A cell the cursor can stand on, by the board's own key, at its centre as drawn (any unit). */
export interface CursorCell {
  key: string;
  x: number;
  y: number;
}

/** The arrows in the order the shortcut set lists them: up, right, down, left. */
export const CURSOR_KEYS = ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"] as const;
const DIRECTION: [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/**
 * The cell the arrow at `index` (of CURSOR_KEYS) moves the cursor to from `from`: the nearest cell
 * within 60° either side of the arrow's direction, sideways distance counting double so a straight
 * step beats a diagonal one. On a hex table, up and down step to the north-west or north-east hex
 * (whichever is straighter, then the nearer). With no cursor yet, or one on a cell that is gone,
 * the cursor starts at `start`. At the board's edge it stays put.
 */
export function stepCursor(cells: readonly CursorCell[], from: string | null, index: number, start: string | null = null): string | null {
  const here = cells.find((c) => c.key === from);
  if (!here) return start ?? cells[0]?.key ?? null;
  const [dx, dy] = DIRECTION[index] ?? [0, 0];
  let best: CursorCell | null = null;
  let bestScore = Infinity;
  for (const c of cells) {
    const vx = c.x - here.x,
      vy = c.y - here.y;
    const along = vx * dx + vy * dy;
    const side = Math.abs(vx * dy - vy * dx);
    // tan 60° ≈ 1.73: a pointy hex's upper neighbours lie 30° off vertical, a square's diagonal 45°.
    if (along <= 0 || side > along * 1.74) continue;
    const score = along + 2 * side;
    if (score < bestScore - 1e-9) {
      best = c;
      bestScore = score;
    }
  }
  return best?.key ?? here.key;
}

/** One thing Enter can do on a cell, named in the player's words. */
export interface CursorOption {
  label: string;
  run(): void;
}

export type CursorEnter =
  { kind: "nothing" } | { kind: "run"; option: CursorOption } | { kind: "choose"; options: readonly CursorOption[] };

/** What Enter does with a cell's options: nothing, the only one, or a choice among several. */
export function enterCell(options: readonly CursorOption[]): CursorEnter {
  if (options.length === 0) return { kind: "nothing" };
  if (options.length === 1) return { kind: "run", option: options[0] };
  return { kind: "choose", options };
}

/** The cursor's cell in words, for the live region: "Cursor: <place>. <what can be done>". */
export function cursorText(place: string, options: readonly CursorOption[]): string {
  if (options.length === 0) return `${place}. Nothing to do here.`;
  if (options.length === 1) return `${place}. Enter: ${options[0].label}.`;
  return `${place}. Enter: choose from ${options.length} actions (${options.map((o) => o.label).join("; ")}).`;
}

/** The square cells of a width × height grid, keyed by `key(x, y)`, skipping those `keep` refuses. */
export function squareCells(
  width: number,
  height: number,
  key: (x: number, y: number) => string,
  keep: (x: number, y: number) => boolean = () => true,
): CursorCell[] {
  const out: CursorCell[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (keep(x, y)) out.push({ key: key(x, y), x, y });
  return out;
}
