/**
 * Line of sight and fire arcs.
 *
 * On one level: a Marine sees the 90° arc in front of it (docs/rules/hulk.md base game); the line
 * between cell centres is the core grid's supercover traversal (lib/engine/core/grid.ts
 * `traverse`, corners read as in `lineOfSight`: an exact corner crossing is blocked only when both
 * cells touching the corner block). Walls, closed doors and models (Marines and Genestealers)
 * block; blips are contacts, not models, and do not block (this studio's reading).
 *
 * Between levels (the Pitfall mission, "LOS and Fire Arcs through Ladder Holes and Pitfalls"): a Marine on or
 * next to a hole sees through it to the space directly above or below, and, from a neighbouring
 * space, to the space diagonally (or straight) opposite on the other level ("a Marine below and
 * diagonally adjacent to a pitfall has LOS and fire arc to the pitfall space and the space
 * diagonally opposite to him"); up and down are the same. "A model occupying the upper level of a
 * pitfall/ladder space blocks LOS through the hole. A model at the bottom ... does not." The
 * diagrams' "LOS only" spaces are not modelled: LOS and fire arc are the same set here.
 *
 * Paths depend only on walls, so they are computed once per board and cell pair and cached.
 */
import { traverse } from "../core/grid";
import { doorClosed, isModelCode, levelOf } from "./geometry";
import { HOLE, RUBBLE, type HulkBoard, type HulkState, type Piece } from "./types";

/** Encoded path: c ≥ 0 must be clear; a corner pair is two entries -(a+1), -(b+1), blocked when both block. */
type Path = Int32Array;
const pathCache = new WeakMap<HulkBoard, (Path | null | undefined)[][]>();

function computePath(b: HulkBoard, from: number, to: number): Path | null {
  const level = levelOf(b, from);
  const base = level * b.plane;
  const cellOf = (x: number, y: number) => (x < 0 || y < 0 || x >= b.width || y >= b.height ? -1 : base + y * b.width + x);
  const wall = (c: number) => c < 0 || b.section[c] < 0;
  const fx = (from - base) % b.width,
    fy = Math.floor((from - base) / b.width);
  const tx = (to - base) % b.width,
    ty = Math.floor((to - base) / b.width);
  const steps = traverse({ x: fx, y: fy, level: 0 }, { x: tx, y: ty, level: 0 });
  const out: number[] = [];
  for (let i = 1; i < steps.length; i++) {
    const st = steps[i];
    if (st.corner) {
      const a = cellOf(st.corner[0].x, st.corner[0].y),
        c = cellOf(st.corner[1].x, st.corner[1].y);
      const wa = wall(a),
        wc = wall(c);
      if (wa && wc) return null;
      // Beside a wall the corner is closed by the open cell alone: a pair of that cell twice
      // blocks when it blocks, and, being a corner, counts none of its rubble ("the shot must
      // actually pass through the rubble").
      if (wa) out.push(-(c + 1), -(c + 1));
      else if (wc) out.push(-(a + 1), -(a + 1));
      else out.push(-(a + 1), -(c + 1));
    }
    if (i === steps.length - 1) break;
    const c = cellOf(st.cell.x, st.cell.y);
    if (wall(c)) return null;
    out.push(c);
  }
  return Int32Array.from(out);
}

/**
 * Per board, per starting cell (made when a line first starts there), per target cell: the path,
 * null when walls block it, undefined until computed. Arrays rather than a map keyed by the pair:
 * sight lines are traced at every step of a game, and the lookup by key was most of their cost.
 */
type PathRows = (Path | null | undefined)[][];

/** The last board's caches, found without a WeakMap lookup (a simulation plays one board). */
let lastBoard: HulkBoard | null = null;
let lastRows: PathRows = [];
let lastArcs: (Uint8Array | undefined)[] = [];

function cachesOf(b: HulkBoard): void {
  if (b === lastBoard) return;
  // Made at full length: an empty array written at scattered places becomes a dictionary in V8,
  // and every lookup in it a hash probe (the arc lookup alone was a twentieth of a game's time).
  let rows = pathCache.get(b);
  if (!rows) pathCache.set(b, (rows = new Array<(Path | null | undefined)[] | undefined>(b.cells).fill(undefined) as PathRows));
  let arcs = arcCache.get(b);
  if (!arcs) arcCache.set(b, (arcs = new Array<Uint8Array | undefined>(b.cells * 4).fill(undefined)));
  lastBoard = b;
  lastRows = rows;
  lastArcs = arcs;
}

/** The wall-only path between two cells of one level (null when walls block it). */
export function pathBetween(b: HulkBoard, from: number, to: number): Path | null {
  cachesOf(b);
  const row = (lastRows[from] ??= new Array<Path | null | undefined>(b.cells).fill(undefined));
  let p = row[to];
  if (p === undefined) p = row[to] = computePath(b, from, to);
  return p;
}

const arcCache = new WeakMap<HulkBoard, (Uint8Array | undefined)[]>();

/**
 * The cells of `cell`'s level that walls alone leave in sight within the front arc of `facing`
 * (1 per cell of the level's plane). Computed once per board, cell and facing: it rejects most
 * targets before the path is walked.
 */
function wallSight(b: HulkBoard, cell: number, facing: number): Uint8Array {
  cachesOf(b);
  const all = lastArcs;
  const key = cell * 4 + facing;
  let seen = all[key];
  if (seen) return seen;
  seen = new Uint8Array(b.plane);
  const base = levelOf(b, cell) * b.plane;
  const vx = (cell - base) % b.width,
    vy = Math.floor((cell - base) / b.width);
  for (let r = 0; r < b.plane; r++) {
    const t = base + r;
    if (t === cell || b.section[t] < 0) continue;
    if (inFront(facing, (r % b.width) - vx, Math.floor(r / b.width) - vy) && computePath(b, cell, t)) seen[r] = 1;
  }
  all[key] = seen;
  return seen;
}

const blocksAt = (s: HulkState, c: number): boolean => isModelCode(s.occ[c]) || doorClosed(s, c);

/** Rubble piles the line passes through, or -1 when something blocks it. */
function clearPath(s: HulkState, from: number, to: number): number {
  const p = pathBetween(s.board, from, to);
  if (!p) return -1;
  let rubble = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c >= 0) {
      if (blocksAt(s, c)) return -1;
      if (s.terrain[c] & RUBBLE) rubble++;
    } else {
      // A corner pair: the line passes between the two cells, so rubble there does not count
      // ("the shot must actually pass through the rubble").
      const a = -c - 1,
        d = -p[++i] - 1;
      if (blocksAt(s, a) && blocksAt(s, d)) return -1;
    }
  }
  return rubble;
}

/** Whether (dx, dy) lies in the 90° front arc of orthogonal facing f (0..3 = N, E, S, W). */
export function inFront(f: number, dx: number, dy: number): boolean {
  switch (f) {
    case 0:
      return dy < 0 && dx <= -dy && -dx <= -dy;
    case 1:
      return dx > 0 && dy <= dx && -dy <= dx;
    case 2:
      return dy > 0 && dx <= dy && -dx <= dy;
    default:
      return dx < 0 && dy <= -dx && -dy <= -dx;
  }
}

/**
 * The Marine `viewer`'s line to cell `t`: -1 when it cannot see it, otherwise the number of rubble
 * piles a shot along it passes through or into (the target's own space included).
 */
export function sightLine(s: HulkState, viewer: Piece, t: number): number {
  if (viewer.prone) return -1; // seed: "A prone Marine has no LOS."
  const b = s.board;
  const v = viewer.cell;
  if (v === t) return -1;
  const plane = b.plane,
    w = b.width;
  const lv = Math.floor(v / plane),
    lt = Math.floor(t / plane);
  const tr = t - lt * plane;
  // One level (most lines): the walls-only arc rejects most targets before anything else is
  // worked out (the divisions below cost more than the lookup).
  if (lv === lt) {
    if (!wallSight(b, v, viewer.facing)[tr]) return -1;
    const r = clearPath(s, v, t);
    return r < 0 ? -1 : r + (s.terrain[t] & RUBBLE ? 1 : 0);
  }
  if (lv - lt !== 1 && lt - lv !== 1) return -1;
  const upper = lv > lt ? lv : lt;
  if (!holeAround(s, v, upper)) return -1;
  const vr = v - lv * plane;
  const vx = vr % w,
    vy = (vr - vx) / w;
  const tx = tr % w,
    ty = (tr - tx) / w;
  const own = s.terrain[t] & RUBBLE ? 1 : 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const hx = vx + dx,
        hy = vy + dy;
      if (hx < 0 || hy < 0 || hx >= w || hy >= b.height) continue;
      const hole = upper * plane + hy * w + hx;
      if (!(s.terrain[hole] & HOLE)) continue;
      const column = tx === hx && ty === hy;
      const opposite = (dx !== 0 || dy !== 0) && tx === hx + dx && ty === hy + dy;
      if (!column && !opposite) continue;
      // The model in the hole's upper space blocks, unless it is the viewer or the target.
      if (hole !== v && hole !== t && isModelCode(s.occ[hole])) continue;
      let rubble = own;
      if (dx !== 0 || dy !== 0) {
        if (!inFront(viewer.facing, dx, dy)) continue;
        const near = lv * plane + hy * w + hx;
        if (clearPath(s, v, near) < 0) continue;
        if (s.terrain[near] & RUBBLE) rubble++;
      }
      if (opposite && s.terrain[lt * plane + hy * w + hx] & RUBBLE) rubble++;
      return rubble;
    }
  }
  return -1;
}

/**
 * Per terrain array, per viewer cell and whether the holes looked through are on its own level
 * (0) or the one above (1): 0 not yet known, 1 no hole in the 3x3 around it, 2 some. Most lines
 * to the other level start where no hole is near, and need not look. The terrain array is only
 * ever replaced, never changed (the counters are revealed into a copy), so it keys the answers.
 */
const holesNear = new WeakMap<number[], Uint8Array>();
let lastTerrain: HulkState["terrain"] | null = null;
let lastHoles: Uint8Array = new Uint8Array(0);

function holeAround(s: HulkState, v: number, upper: number): boolean {
  const b = s.board;
  if (s.terrain !== lastTerrain) {
    let known = holesNear.get(s.terrain);
    if (!known) holesNear.set(s.terrain, (known = new Uint8Array(b.cells * 2)));
    lastTerrain = s.terrain;
    lastHoles = known;
  }
  const lv = Math.floor(v / b.plane);
  const k = v * 2 + (upper === lv ? 0 : 1);
  let known = lastHoles[k];
  if (known === 0) {
    const w = b.width,
      vr = v - lv * b.plane;
    const vx = vr % w,
      vy = (vr - vx) / w;
    known = 1;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const hx = vx + dx,
          hy = vy + dy;
        if (hx < 0 || hy < 0 || hx >= w || hy >= b.height) continue;
        if (s.terrain[upper * b.plane + hy * w + hx] & HOLE) known = 2;
      }
    lastHoles[k] = known;
  }
  return known === 2;
}

export const sees = (s: HulkState, viewer: Piece, t: number): boolean => sightLine(s, viewer, t) >= 0;

/** Squares between two cells for ranges (Chebyshev on the map, levels ignored). */
export function squares(b: HulkBoard, a: number, c: number): number {
  const ar = a % b.plane,
    cr = c % b.plane;
  const dx = (ar % b.width) - (cr % b.width),
    dy = Math.floor(ar / b.width) - Math.floor(cr / b.width);
  return Math.max(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
}
