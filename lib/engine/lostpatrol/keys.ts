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
const qOf = (key: number): number => Math.floor(key / SPAN) - OFFSET;
const rOf = (key: number): number => (key % SPAN) - OFFSET;
export const hexOf = (key: number): Hex => ({ q: qOf(key), r: rOf(key) });
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
