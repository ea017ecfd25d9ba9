/**
 * Square-grid geometry with levels (floors, decks, terrain heights).
 *
 * Cells are `{ x, y, level }`; x grows east, y grows south (screen order), level grows upwards.
 * Facing uses 8 directions numbered clockwise from north, one step = 45°:
 *
 *        7 NW   0 N   1 NE
 *        6 W     ·    2 E
 *        5 SW   4 S   3 SE
 *
 * Games with orthogonal facing only use the even values 0/2/4/6 (N/E/S/W); `facing4` converts
 * a 0..3 facing to this scheme. Neighbourhoods stay on the cell's level: how levels connect
 * (stairs, ladders, climbing) is a rule of each game.
 */

export interface Cell {
  x: number;
  y: number;
  level: number;
}

export type Facing = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const FACING_VECTORS: readonly { dx: number; dy: number }[] = Object.freeze([
  { dx: 0, dy: -1 },
  { dx: 1, dy: -1 },
  { dx: 1, dy: 0 },
  { dx: 1, dy: 1 },
  { dx: 0, dy: 1 },
  { dx: -1, dy: 1 },
  { dx: -1, dy: 0 },
  { dx: -1, dy: -1 },
]);

export const FACING_NAMES = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;

export const cell = (x: number, y: number, level = 0): Cell => ({ x, y, level });
export const cellKey = (c: Cell): string => `${c.x},${c.y},${c.level}`;
export const cellEquals = (a: Cell, b: Cell): boolean => a.x === b.x && a.y === b.y && a.level === b.level;

/** Normalises any integer to a facing 0..7. */
export const facing = (f: number): Facing => (((f % 8) + 8) % 8) as Facing;
/** Orthogonal facing 0..3 (N, E, S, W) to the 8-direction scheme. */
export const facing4 = (f: number): Facing => facing(2 * f);
/** Turns by `steps` eighths of a turn clockwise (use ±2 per quarter turn in orthogonal games). */
export const turn = (f: number, steps: number): Facing => facing(f + steps);

export function step(c: Cell, f: number, n = 1): Cell {
  const v = FACING_VECTORS[facing(f)];
  return { x: c.x + v.dx * n, y: c.y + v.dy * n, level: c.level };
}

/** The 4 orthogonal neighbours (N, E, S, W) on the same level. */
export function neighbors4(c: Cell): Cell[] {
  return [0, 2, 4, 6].map((f) => step(c, f));
}

/** The 8 neighbours, clockwise from north, on the same level. */
export function neighbors8(c: Cell): Cell[] {
  return [0, 1, 2, 3, 4, 5, 6, 7].map((f) => step(c, f));
}

/** Steps with orthogonal moves only. */
export const manhattan = (a: Cell, b: Cell): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
/** Steps when diagonal moves cost 1 (king moves). */
export const chebyshev = (a: Cell, b: Cell): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The facing closest to the direction from a to b (ties broken clockwise); -1 if a = b. */
export function facingTowards(a: Cell, b: Cell): Facing | -1 {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  if (dx === 0 && dy === 0) return -1;
  // atan2 with north = 0 and clockwise positive (y grows south).
  const angle = Math.atan2(dx, -dy);
  return facing(Math.round((angle / (2 * Math.PI)) * 8 + 1e-9));
}

/**
 * Whether `target` lies in the arc of `halfAngleDeg` degrees either side of `f` as seen from
 * `from` (boundaries included). The default 45° gives a 90° front arc; 90° gives the front half.
 * The cell itself is never in its own arc.
 */
export function inArc(from: Cell, f: number, target: Cell, halfAngleDeg = 45): boolean {
  const dx = target.x - from.x,
    dy = target.y - from.y;
  if (dx === 0 && dy === 0) return false;
  const v = FACING_VECTORS[facing(f)];
  const dot = dx * v.dx + dy * v.dy;
  const cos = dot / (Math.hypot(dx, dy) * Math.hypot(v.dx, v.dy));
  return cos >= Math.cos((halfAngleDeg * Math.PI) / 180) - 1e-9;
}

export const inFrontArc = (from: Cell, f: number, target: Cell): boolean => inArc(from, f, target, 45);

/** A step of a line traversal: the cell entered, and for an exact corner crossing, the two cells
 *  touching that corner (the line passes between them without entering either). */
export interface TraversalStep {
  cell: Cell;
  corner?: [Cell, Cell];
}

/**
 * Supercover traversal of the segment between the centres of a and b: every cell the segment
 * passes through, in order, from a to b inclusive. When the segment goes exactly through a grid
 * corner it moves diagonally and reports the two side cells in `corner`, so callers can choose a
 * rule for "shooting through a corner". Integer arithmetic only, so results are exact.
 * The level of intermediate cells is interpolated along the path and rounded (a to b levels).
 */
export function traverse(a: Cell, b: Cell): TraversalStep[] {
  const nx = Math.abs(b.x - a.x),
    ny = Math.abs(b.y - a.y);
  const sx = Math.sign(b.x - a.x),
    sy = Math.sign(b.y - a.y);
  const total = nx + ny;
  const levelAt = (progress: number) => (total === 0 ? a.level : Math.round(a.level + ((b.level - a.level) * progress) / total));
  let x = a.x,
    y = a.y,
    ix = 0,
    iy = 0;
  const out: TraversalStep[] = [{ cell: { x, y, level: a.level } }];
  while (ix < nx || iy < ny) {
    // Compare where the segment crosses the next vertical vs horizontal grid line.
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      const lv = levelAt(ix + iy + 1);
      const corner: [Cell, Cell] = [
        { x: x + sx, y, level: lv },
        { x, y: y + sy, level: lv },
      ];
      x += sx;
      y += sy;
      ix++;
      iy++;
      out.push({ cell: { x, y, level: levelAt(ix + iy) }, corner });
    } else if (decision < 0) {
      x += sx;
      ix++;
      out.push({ cell: { x, y, level: levelAt(ix + iy) } });
    } else {
      y += sy;
      iy++;
      out.push({ cell: { x, y, level: levelAt(ix + iy) } });
    }
  }
  out[out.length - 1].cell.level = b.level;
  return out;
}

/** The cells of `traverse` without corner information. */
export function lineCells(a: Cell, b: Cell): Cell[] {
  return traverse(a, b).map((s) => s.cell);
}

export interface LosOptions {
  /**
   * Exact corner crossings: "either" (default) lets the line pass when at least one of the two
   * cells touching the corner is clear; "both" blocks it when either of them blocks.
   */
  corners?: "either" | "both";
  /** Whether the end cells themselves can block (default false: a wall you stand in is yours). */
  includeEnds?: boolean;
}

/**
 * Line of sight between cell centres through the cells in between, using a game-provided
 * `blocks(cell)` predicate (walls, smoke, units, terrain higher than the interpolated level…).
 */
export function lineOfSight(a: Cell, b: Cell, blocks: (c: Cell) => boolean, opts: LosOptions = {}): boolean {
  const steps = traverse(a, b);
  const corners = opts.corners ?? "either";
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    if (s.corner) {
      const b0 = blocks(s.corner[0]),
        b1 = blocks(s.corner[1]);
      if (corners === "either" ? b0 && b1 : b0 || b1) return false;
    }
    const isEnd = i === 0 || i === steps.length - 1;
    if (isEnd && !opts.includeEnds) continue;
    if (blocks(s.cell)) return false;
  }
  return true;
}
