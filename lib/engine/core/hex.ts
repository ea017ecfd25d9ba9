/**
 * Hex-grid geometry on axial coordinates (q, r); the third cube coordinate is s = -q - r.
 * Follows Red Blob Games' "Hexagonal Grids" conventions, with a fixed direction numbering.
 *
 * Directions (and edges: edge i of a hex is the side it shares with its neighbour in direction
 * i) are numbered clockwise *on screen* (y grows downwards):
 *
 *   POINTY-TOPPED (0 = east)              FLAT-TOPPED (0 = south-east)
 *
 *          4 NW   5 NE                              4 N
 *             /\ /\                          3 NW  ____   5 NE
 *            /  \  \                              /    \
 *      3 W  |  hex  |  0 E                        \    /
 *            \  /  /                         2 SW  ‾‾‾‾   0 SE
 *             \/ \/                                 1 S
 *          2 SW   1 SE
 *
 *   index:    0       1       2       3       4       5
 *   (dq,dr): (+1,0)  (0,+1)  (-1,+1) (-1,0)  (0,-1)  (+1,-1)
 *
 * The same axial steps serve both orientations; only the pixel layout differs, which is why the
 * compass names differ. Rotating by one step clockwise maps direction i to i + 1 (mod 6) in both.
 */

export interface Hex {
  q: number;
  r: number;
}

export interface Cube {
  q: number;
  r: number;
  s: number;
}

export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

export const DIRECTIONS: readonly Hex[] = Object.freeze([
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
]);

export const hex = (q: number, r: number): Hex => ({ q, r });
export const sOf = (h: Hex): number => -h.q - h.r;
export const toCube = (h: Hex): Cube => ({ q: h.q, r: h.r, s: -h.q - h.r });
export const hexEquals = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
/** A stable string key for maps and sets. */
export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const hexAdd = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });
export const hexSub = (a: Hex, b: Hex): Hex => ({ q: a.q - b.q, r: a.r - b.r });
export const hexScale = (a: Hex, k: number): Hex => ({ q: a.q * k, r: a.r * k });

/** Normalises any integer to a direction 0..5. */
export const dir = (d: number): Direction => (((d % 6) + 6) % 6) as Direction;

export function neighbor(h: Hex, d: number): Hex {
  const v = DIRECTIONS[dir(d)];
  return { q: h.q + v.q, r: h.r + v.r };
}

export function neighbors(h: Hex): Hex[] {
  return DIRECTIONS.map((v) => ({ q: h.q + v.q, r: h.r + v.r }));
}

/** The direction from a to an adjacent b, or -1 when they are not adjacent. */
export function directionTo(a: Hex, b: Hex): Direction | -1 {
  const dq = b.q - a.q,
    dr = b.r - a.r;
  const i = DIRECTIONS.findIndex((v) => v.q === dq && v.r === dr);
  return i < 0 ? -1 : (i as Direction);
}

export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q,
    dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The hexes at exactly `radius` steps from center, starting at the direction-4 corner, clockwise. */
export function ring(center: Hex, radius: number): Hex[] {
  if (radius === 0) return [{ q: center.q, r: center.r }];
  const out: Hex[] = [];
  // Start `radius` steps in direction 4, then walk each side; side i walks in direction i.
  let h = hexAdd(center, hexScale(DIRECTIONS[4], radius));
  for (let side = 0; side < 6; side++) {
    for (let k = 0; k < radius; k++) {
      out.push(h);
      h = neighbor(h, side);
    }
  }
  return out;
}

/** center, then ring 1, ring 2, … up to `radius` (1 + 3 r (r + 1) hexes). */
export function spiral(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) out.push(...ring(center, k));
  return out;
}

/** Rounds fractional cube coordinates to the nearest hex (fixes the component with most error). */
export function cubeRound(q: number, r: number, s: number = -q - r): Hex {
  let rq = Math.round(q),
    rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q),
    dr = Math.abs(rr - r),
    ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // Normalise -0 so keys and deep equality behave.
  return { q: rq + 0, r: rr + 0 };
}

/**
 * The hexes on the straight line from a to b, both included (distance + 1 hexes). Samples cube
 * coordinates at N + 1 evenly spaced points. The endpoints are nudged by a tiny epsilon so that
 * points exactly on an edge between two hexes always round the same way (the same side for every
 * line), instead of depending on floating-point noise.
 */
export function line(a: Hex, b: Hex): Hex[] {
  const n = distance(a, b);
  const eps = 1e-6;
  const aq = a.q + eps,
    ar = a.r + eps,
    as = -a.q - a.r - 2 * eps;
  const bq = b.q + eps,
    br = b.r + eps,
    bs = -b.q - b.r - 2 * eps;
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(cubeRound(aq + (bq - aq) * t, ar + (br - ar) * t, as + (bs - as) * t));
  }
  return out;
}

/** Rotates h about the origin by `steps` sixths of a turn clockwise (negative: counter-clockwise). */
export function rotate(h: Hex, steps: number): Hex {
  let q = h.q,
    r = h.r;
  const k = dir(steps);
  for (let i = 0; i < k; i++) {
    // (q, r, s) → (-r, -s, -q): one step clockwise on screen (direction i → i + 1).
    const s = -q - r;
    const nq = -r;
    const nr = -s;
    q = nq;
    r = nr;
  }
  return { q: q + 0, r: r + 0 };
}

/** Rotates h about `center` by `steps` sixths of a turn clockwise. */
export function rotateAround(h: Hex, center: Hex, steps: number): Hex {
  return hexAdd(center, rotate(hexSub(h, center), steps));
}

/** Mirror across the q axis (swaps r and s); useful for flipping tiles. */
export function reflectQ(h: Hex): Hex {
  return { q: h.q, r: -h.q - h.r };
}

// ---------------------------------------------------------------------------------------------
// Edge sets: six bits, bit i set when edge i (the side towards direction i) is in the set.
// Used for rivers, roads, walls and tile connectivity; a number 0..63 fits tile data compactly.

export type EdgeSet = number;

export const EDGE_NONE: EdgeSet = 0;
export const EDGE_ALL: EdgeSet = 63;

export const edgeBit = (edge: number): EdgeSet => 1 << dir(edge);
export const edgeHas = (set: EdgeSet, edge: number): boolean => (set & edgeBit(edge)) !== 0;
export const edgeAdd = (set: EdgeSet, edge: number): EdgeSet => set | edgeBit(edge);
export const edgeRemove = (set: EdgeSet, edge: number): EdgeSet => set & ~edgeBit(edge) & 63;
export const edgeToggle = (set: EdgeSet, edge: number): EdgeSet => (set ^ edgeBit(edge)) & 63;
/** The edge on the neighbouring hex that touches edge `edge` of this hex. */
export const oppositeEdge = (edge: number): Direction => dir(edge + 3);

export function edgeSetFrom(edges: Iterable<number>): EdgeSet {
  let s = 0;
  for (const e of edges) s |= edgeBit(e);
  return s;
}

export function edgeList(set: EdgeSet): Direction[] {
  const out: Direction[] = [];
  for (let i = 0; i < 6; i++) if (set & (1 << i)) out.push(i as Direction);
  return out;
}

export function edgeCount(set: EdgeSet): number {
  let n = 0;
  for (let i = 0; i < 6; i++) if (set & (1 << i)) n++;
  return n;
}

/** Rotates an edge set clockwise by `steps` (edge i becomes edge i + steps), matching `rotate`. */
export function rotateEdges(set: EdgeSet, steps: number): EdgeSet {
  const k = dir(steps);
  const s = set & 63;
  return ((s << k) | (s >>> (6 - k))) & 63;
}

// ---------------------------------------------------------------------------------------------
// Pixel layout (screen coordinates, y down).

export type Orientation = "pointy" | "flat";

export interface Layout {
  orientation: Orientation;
  /** Hex "radius": centre to corner, per axis (use equal x and y for regular hexagons). */
  size: { x: number; y: number };
  /** Pixel position of hex (0, 0)'s centre. */
  origin: { x: number; y: number };
}

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

// Forward (f) and inverse (b) matrices and the first corner's angle in sixths of a turn.
const ORIENTATIONS = {
  pointy: { f: [SQRT3, SQRT3 / 2, 0, 3 / 2], b: [SQRT3 / 3, -1 / 3, 0, 2 / 3], startAngle: 0.5 },
  flat: { f: [3 / 2, 0, SQRT3 / 2, SQRT3], b: [2 / 3, 0, -1 / 3, SQRT3 / 3], startAngle: 0 },
} as const;

export function layout(orientation: Orientation, size: number | Point = 1, origin: Point = { x: 0, y: 0 }): Layout {
  const sz = typeof size === "number" ? { x: size, y: size } : size;
  return { orientation, size: sz, origin };
}

export function hexToPixel(lay: Layout, h: Hex): Point {
  const m = ORIENTATIONS[lay.orientation].f;
  return {
    x: (m[0] * h.q + m[1] * h.r) * lay.size.x + lay.origin.x,
    y: (m[2] * h.q + m[3] * h.r) * lay.size.y + lay.origin.y,
  };
}

/** Fractional axial coordinates of a pixel (before rounding). */
export function pixelToFractionalHex(lay: Layout, p: Point): { q: number; r: number } {
  const m = ORIENTATIONS[lay.orientation].b;
  const px = (p.x - lay.origin.x) / lay.size.x;
  const py = (p.y - lay.origin.y) / lay.size.y;
  return { q: m[0] * px + m[1] * py, r: m[2] * px + m[3] * py };
}

/** Hit-testing: the hex containing pixel p. */
export function pixelToHex(lay: Layout, p: Point): Hex {
  const f = pixelToFractionalHex(lay, p);
  return cubeRound(f.q, f.r);
}

/**
 * The six corner points of a hex, clockwise on screen. Flat-topped: corner 0 is due east and
 * edge i runs from corner i to corner i + 1. Pointy-topped: corner 0 is 30° below east and edge i
 * runs from corner (i + 5) % 6 to corner i.
 */
export function hexCorners(lay: Layout, h: Hex): Point[] {
  const c = hexToPixel(lay, h);
  const start = ORIENTATIONS[lay.orientation].startAngle;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (2 * Math.PI * (start + i)) / 6;
    out.push({ x: c.x + lay.size.x * Math.cos(angle), y: c.y + lay.size.y * Math.sin(angle) });
  }
  return out;
}

/** Midpoint of edge `edge` of hex h (where a road or river crosses to the neighbour). */
export function edgeMidpoint(lay: Layout, h: Hex, edge: number): Point {
  const a = hexToPixel(lay, h);
  const b = hexToPixel(lay, neighbor(h, edge));
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
