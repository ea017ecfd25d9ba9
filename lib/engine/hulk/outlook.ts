/**
 * How good a position looks (for the greedy bot and cut-off MCTS playouts): escapes, Marines
 * alive, how far they still are from a disposal chute, and the Genestealers on the map.
 */
import { levelOf, neighbourTable } from "./geometry";
import { squares } from "./sight";
import { CHUTE, HOLE, LADDER, MARINE, MARINES, type HulkState } from "./types";

const distanceCache = new WeakMap<number[], Int32Array>();

/**
 * Steps from each cell to the nearest chute for a Marine (down any hole, up ladders only: "A
 * Marine on the lower level cannot climb up through a pitfall"); doors count as passable.
 * -1 = no way. Cached per terrain array (it changes only when the counters are revealed).
 */
export function chuteDistance(s: HulkState): Int32Array {
  let dist = distanceCache.get(s.terrain);
  if (dist) return dist;
  const b = s.board;
  const t = neighbourTable(b);
  dist = new Int32Array(b.cells).fill(-1);
  const queue: number[] = [];
  for (let c = 0; c < b.cells; c++) if (s.terrain[c] & CHUTE) ((dist[c] = 0), queue.push(c));
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head];
    const next = dist[c] + 1;
    const visit = (p: number) => {
      if (p >= 0 && p < b.cells && b.section[p] >= 0 && dist![p] < 0) ((dist![p] = next), queue.push(p));
    };
    for (let d = 0; d < 8; d++) visit(t[c * 8 + d]);
    // Reverse edges between levels: from the hole above down to here; up a ladder from below.
    if (c + b.plane < b.cells && s.terrain[c + b.plane] & HOLE) visit(c + b.plane);
    if (s.terrain[c] & LADDER && c >= b.plane) visit(c - b.plane);
  }
  distanceCache.set(s.terrain, dist);
  return dist;
}

/**
 * Marines: +10 per escape, +4 per Marine on the map, less 0.15 per step it still has to go (and a
 * little when prone). Genestealers: a little per piece, and more the closer they are to a Marine.
 * AP not yet spent count for a hair, so a one-ply search does not end a turn it could still use.
 */
export function outlook(s: HulkState, seat: number): number {
  const dist = chuteDistance(s);
  const b = s.board;
  let score = 10 * s.escaped[MARINES];
  let unspent = 0;
  for (const p of s.pieces) {
    if (p.kind === MARINE) {
      const d = dist[p.cell];
      score += 4 - 0.15 * (d < 0 ? 40 : d) - (p.prone ? 0.5 : 0);
      unspent += p.ap;
      continue;
    }
    let near = 20;
    for (const m of s.pieces)
      if (m.kind === MARINE) near = Math.min(near, squares(b, p.cell, m.cell) + Math.abs(levelOf(b, p.cell) - levelOf(b, m.cell)) * 4);
    score -= 0.3 + 0.03 * (20 - near);
    unspent -= p.ap;
  }
  if (s.phase === "marines") score += 0.01 * (unspent + s.cp);
  else if (s.phase === "stealers") score += 0.01 * unspent;
  return seat === MARINES ? score : -score;
}
