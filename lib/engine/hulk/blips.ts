/**
 * Blips: the Genestealer pool, reinforcements, entry and conversion.
 *
 * Pool (seed, "Forces"): "the Genestealer player takes any number of Blips totalling eighteen
 * Stealers, shuffles them" — the player's choice of counters is played as a random one: the
 * ruleset's blip mix is shuffled and counters are taken while they fit the total. From the
 * unlimited turn "Mix all of the Blips not on the map into the box top": the pool becomes the whole
 * mix minus the blips on the map or waiting, and blips leaving the map go back into it.
 *
 * Conversion (RULES-NOTES §5): voluntary (0 AP) or forced as soon as a Marine sees the blip; the
 * Genestealers go on the blip's space and the empty spaces around it, through holes too (seed,
 * "Blip Conversion"), with facings the Stealer player chooses. A blip may not end a step, or
 * enter, in a Marine's line of sight.
 */
import type { Rng } from "../core/rng";
import { sees } from "./sight";
import { newPiece, removePiece, type Events } from "./state";
import { BLIP, MARINE, type HulkBoard, type HulkState, type Piece } from "./types";

export function limitedPool(b: HulkBoard, rng: Rng): { pool: number[]; unlimited: boolean } {
  const limit = b.reinforcements.limitedPool?.stealers;
  if (limit === undefined) return { pool: b.blipMix.slice(), unlimited: true };
  const pool: number[] = [];
  let total = 0;
  for (const v of rng.shuffle(b.blipMix)) {
    if (total + v > limit) continue;
    pool.push(v);
    total += v;
    if (total === limit) break;
  }
  return { pool, unlimited: false };
}

/** Blips arriving at the start of a Genestealer turn (the latest arrival step that has begun). */
export function arrivalsFor(b: HulkBoard, turn: number): number {
  let n = 0;
  for (const a of b.reinforcements.arrivals) if (a.fromTurn <= turn) n = a.blipsPerTurn;
  return n;
}

/** Draws `n` blips into the waiting line (fewer when the limited pool runs out). */
export function drawBlips(s: HulkState, n: number, rng: Rng): void {
  const pool = s.pool.slice();
  for (let k = 0; k < n && pool.length > 0; k++) {
    // The limited pool was shuffled at set-up; the unlimited one is drawn from at random.
    const i = s.unlimited ? rng.int(pool.length) : 0;
    s.waiting.push(pool[i]);
    pool.splice(i, 1);
  }
  s.pool = pool;
}

/** "Mix all of the Blips not on the map into the box top" (seed, turn 11 of Pitfall). */
export function goUnlimited(s: HulkState): void {
  const pool = s.board.blipMix.slice();
  const out = [...s.waiting];
  for (const p of s.pieces) if (p.kind === BLIP) out.push(p.blip);
  for (const v of out) {
    const i = pool.indexOf(v);
    if (i >= 0) pool.splice(i, 1);
  }
  s.pool = pool;
  s.unlimited = true;
}

/** Whether any Marine sees cell `c`. */
export function seenByMarines(s: HulkState, c: number): boolean {
  for (const m of s.pieces) if (m.kind === MARINE && sees(s, m, c)) return true;
  return false;
}

/** Entry spaces a waiting blip may be placed on now: active this turn, empty, out of Marine LOS. */
export function entryTargets(s: HulkState, turn: number): number[] {
  const out: number[] = [];
  for (const e of s.board.entryAreas) {
    if (turn < e.from || (e.to !== null && turn > e.to)) continue;
    for (const c of e.cells) if (s.occ[c] === 0 && !out.includes(c) && !seenByMarines(s, c)) out.push(c);
  }
  return out;
}

export function deployBlip(s: HulkState, at: number, ap: number, events: Events): Piece {
  const p = newPiece(s, BLIP, at, 0, ap);
  p.blip = s.waiting.shift()!;
  events.push({ type: "blip-enters", piece: p.id, at });
  return p;
}

/** Turns a blip over; its Genestealers are then placed one by one (pending "place-stealers"). */
export function convertBlip(s: HulkState, blip: Piece, ap: number, events: Events): void {
  removePiece(s, blip);
  s.stats.blipsConverted++;
  events.push({ type: "converted", piece: blip.id, at: blip.cell, stealers: blip.blip });
  if (blip.blip > 0) s.pending.push({ kind: "place-stealers", seat: 1, at: blip.cell, left: blip.blip, first: true, ap });
}

/** Forced conversion of every blip a Marine can see. Returns whether any was converted. */
export function forceConversions(s: HulkState, events: Events): boolean {
  // Most settles convert nothing: the pieces are copied (conversions remove from the list) only
  // when a blip is seen.
  let k = 0;
  const pieces = s.pieces;
  while (k < pieces.length && (pieces[k].kind !== BLIP || !seenByMarines(s, pieces[k].cell))) k++;
  if (k === pieces.length) return false;
  let any = false;
  for (const p of pieces.slice(k)) {
    if (p.kind !== BLIP || !seenByMarines(s, p.cell)) continue;
    // Converted in their own turn, the Genestealers keep the blip's remaining AP.
    convertBlip(s, p, s.phase === "stealers" ? p.ap : 0, events);
    any = true;
  }
  return any;
}
