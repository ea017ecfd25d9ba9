/**
 * Cells, neighbours and occupancy on the compiled board. Neighbour tables are computed once per
 * board (module cache keyed by the board object, which is never changed) as typed arrays.
 */
import { FACING_VECTORS } from "../core/grid";
import { BLIP, CHUTE, HOLE, type HulkBoard, type HulkState, type Piece, type PieceKind } from "./types";

const neighbourCache = new WeakMap<HulkBoard, Int32Array>();

/** The neighbour of each cell in each of the 8 core-grid directions (0 = N, clockwise); -1 = none or wall. */
export function neighbourTable(b: HulkBoard): Int32Array {
  let t = neighbourCache.get(b);
  if (t) return t;
  t = new Int32Array(b.cells * 8).fill(-1);
  for (let c = 0; c < b.cells; c++) {
    if (b.section[c] < 0) continue;
    const level = Math.floor(c / b.plane);
    const rest = c - level * b.plane;
    const x = rest % b.width,
      y = (rest - x) / b.width;
    for (let d = 0; d < 8; d++) {
      const v = FACING_VECTORS[d];
      const nx = x + v.dx,
        ny = y + v.dy;
      if (nx < 0 || ny < 0 || nx >= b.width || ny >= b.height) continue;
      const n = c + v.dy * b.width + v.dx;
      if (b.section[n] >= 0) t[c * 8 + d] = n;
    }
  }
  neighbourCache.set(b, t);
  return t;
}

export const levelOf = (b: HulkBoard, c: number): number => Math.floor(c / b.plane);

/** Orthogonal facing 0..3 → core grid direction 0..7. */
export const dirOf = (facing: number): number => facing * 2;

/** Occupancy code: (id + 1) * 4 + kind, so LOS can tell models from blips without a lookup. */
export const occCode = (p: Piece): number => (p.id + 1) * 4 + p.kind;
export const occId = (code: number): number => (code >> 2) - 1;
export const occKind = (code: number): PieceKind => (code & 3) as PieceKind;
/** A Marine or Genestealer (blips are not models: they do not block LOS, see sight.ts). */
export const isModelCode = (code: number): boolean => code !== 0 && (code & 3) !== BLIP;

export function pieceById(s: HulkState, id: number): Piece | undefined {
  const ps = s.pieces;
  for (let i = 0; i < ps.length; i++) if (ps[i].id === id) return ps[i];
  return undefined;
}

export const doorClosed = (s: HulkState, c: number): boolean => {
  const d = s.board.doorAt[c];
  return d >= 0 && s.doors[d] === 0;
};

/** Floor that nothing stands on and no closed door fills. */
export const isEmpty = (s: HulkState, c: number): boolean => c >= 0 && s.board.section[c] >= 0 && s.occ[c] === 0 && !doorClosed(s, c);

/**
 * Whether a step from `from` in direction `d` may be taken (the target's occupancy aside): no
 * squeezing diagonally between two walls, and no diagonal steps into or out of a door space
 * (doors are passed straight through).
 */
export function stepAllowed(s: HulkState, from: number, d: number, to: number): boolean {
  if (to < 0 || doorClosed(s, to)) return false;
  if ((d & 1) === 0) return true;
  const b = s.board;
  if (b.doorAt[from] >= 0 || b.doorAt[to] >= 0) return false;
  const t = neighbourTable(b);
  return t[from * 8 + ((d + 7) & 7)] >= 0 || t[from * 8 + ((d + 1) & 7)] >= 0;
}

/**
 * The empty spaces around `c` (8 neighbours on its level, steps a piece could take) plus, through
 * a hole, the space directly above or below: conversion and scuttling use it (seed, "Blip
 * Conversion": "the space above or below them is considered adjacent"). Chute spaces are left
 * out: a piece placed there would leave the game by someone else's choice.
 */
export function adjacentEmpty(s: HulkState, c: number, throughHoles: boolean): number[] {
  const b = s.board;
  const t = neighbourTable(b);
  const out: number[] = [];
  for (let d = 0; d < 8; d++) {
    const n = t[c * 8 + d];
    if (n >= 0 && isEmpty(s, n) && !(s.terrain[n] & CHUTE) && stepAllowed(s, c, d, n)) out.push(n);
  }
  if (throughHoles) {
    const above = c + b.plane,
      below = c - b.plane;
    if (above < b.cells && s.terrain[above] & HOLE && isEmpty(s, above) && !(s.terrain[above] & CHUTE)) out.push(above);
    if (below >= 0 && s.terrain[c] & HOLE && isEmpty(s, below) && !(s.terrain[below] & CHUTE)) out.push(below);
  }
  return out;
}
