/**
 * Packed board positions: q and r in one integer, so a position is a number (no objects on the
 * hot path) and a neighbour is one addition. Edge numbering is hex.ts's (0 = east, clockwise).
 */
import { DIRECTIONS, type Hex } from "../core/hex";

const SPAN = 8192;
const OFFSET = 4096;
/** Keys stay exact for boards within ±4096 of the start tile, far beyond any deck. */
export const MAX_DECK_TILES = 4000;

export const keyOf = (h: Hex): number => (h.q + OFFSET) * SPAN + (h.r + OFFSET);
// Keys are non-negative and below 2^26, so bit operations unpack them (SPAN is 2^13).
const SHIFT = 13;
export const qOf = (key: number): number => (key >> SHIFT) - OFFSET;
export const rOf = (key: number): number => (key & (SPAN - 1)) - OFFSET;
export const hexOf = (key: number): Hex => ({ q: qOf(key), r: rOf(key) });
/** Shared Hexes by position, for positions within ±HALF of the start tile (beyond: a new one each time). */
const HALF = 64;
const sharedHexes: (Hex | undefined)[] = new Array(4 * HALF * HALF);

/**
 * The position `key` as a frozen Hex that every action and event naming it shares: made once
 * per position for the whole process rather than once per board or per call.
 */
export function sharedHex(key: number): Hex {
  const q = qOf(key),
    r = rOf(key);
  if (q < -HALF || q >= HALF || r < -HALF || r >= HALF) return Object.freeze({ q, r });
  return (sharedHexes[(q + HALF) * 2 * HALF + (r + HALF)] ??= Object.freeze({ q, r }));
}

/** Positions with a slot (see slotOf): the size of a table indexed by slot. */
export const SLOTS = 4 * HALF * HALF;

/**
 * The position `key` as a small integer (its place in a fixed grid of ±HALF around the start
 * tile), for process-wide tables by position (shared Hexes, action objects); -1 beyond the grid.
 */
export function slotOf(key: number): number {
  const q = qOf(key) + HALF,
    r = rOf(key) + HALF;
  return q < 0 || q >= 2 * HALF || r < 0 || r >= 2 * HALF ? -1 : q * 2 * HALF + r;
}

const STEP = DIRECTIONS.map((d) => d.q * SPAN + d.r);
/** The neighbour of `key` across edge `edge`. */
export const step = (key: number, edge: number): number => key + STEP[edge];
export const ORIGIN = keyOf({ q: 0, r: 0 });

/** Hex distance between packed keys, without unpacking into objects. */
export function keyDistance(a: number, b: number): number {
  const dq = qOf(a) - qOf(b),
    dr = rOf(a) - rOf(b);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export const hasEdge = (mask: number, edge: number): boolean => ((mask >> edge) & 1) === 1;
export const opposite = (edge: number): number => (edge + 3) % 6;
