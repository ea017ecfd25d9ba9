/**
 * The working copy `apply` mutates (the input state is never touched), and the small mutations
 * every rule shares: placing, moving and removing pieces, events.
 */
import type { GameEvent } from "../core/game";
import { occCode } from "./geometry";
import { BLIP, CHUTE, MARINE, MARINES, STEALERS, type HulkState, type Piece } from "./types";

export type Events = GameEvent[];

function copyPiece(p: Piece): Piece {
  return {
    id: p.id,
    kind: p.kind,
    cell: p.cell,
    facing: p.facing,
    ap: p.ap,
    blip: p.blip,
    slot: p.slot,
    prone: p.prone,
    overwatch: p.overwatch,
    jammed: p.jammed,
    sustain: p.sustain,
    freeShot: p.freeShot,
    turnedFree: p.turnedFree,
    ammo: p.ammo,
  };
}

/**
 * Pieces the working copy of the apply in progress owns (copied or created by it). `apply` is
 * synchronous and never nested, so this is module state rather than part of the plain-data game
 * state. Most actions change one piece of forty: copying only those keeps simulations fast.
 */
const owned: Piece[] = [];
let ownedCount = 0;
let current: HulkState | null = null;
let occOwned = false;

/** The working copy's occupancy array, copied on the first change. */
function occ(s: HulkState): number[] {
  if (!occOwned && s === current) {
    s.occ = s.occ.slice();
    occOwned = true;
  }
  return s.occ;
}

/**
 * The mutable version of `p` in the working copy `s`: every rule that changes a piece calls this
 * first and goes on with the piece it returns (the same object once owned).
 */
export function own(s: HulkState, p: Piece): Piece {
  if (s !== current) throw new Error("hulk: not the working copy of the apply in progress");
  if (inPlace) return p;
  for (let i = 0; i < ownedCount; i++) if (owned[i] === p) return p;
  const i = s.pieces.indexOf(p);
  const copy = copyPiece(p);
  if (i >= 0) s.pieces[i] = copy;
  owned[ownedCount++] = copy;
  return copy;
}

/** The apply in progress changes the given state itself (see `working`). */
let inPlace = false;

/**
 * A copy safe to mutate: arrays are fresh, pieces are copied when first changed (`own`). With
 * `inPlace` (applyInPlace: the caller gives `s` up) it is `s` itself and nothing is copied: `s`
 * came from set-up or an earlier apply, which made its arrays, stats and occupancy its own, and
 * its pieces are shared only with states given up before it.
 */
export function working(s: HulkState, changeInPlace = false): HulkState {
  ownedCount = 0;
  inPlace = changeInPlace;
  occOwned = changeInPlace;
  if (changeInPlace) return (current = s);
  current = {
    board: s.board,
    rng: s.rng,
    turn: s.turn,
    phase: s.phase,
    maxTurns: s.maxTurns,
    terrain: s.terrain,
    doors: s.doors.slice(),
    occ: s.occ,
    pieces: s.pieces.slice(),
    nextId: s.nextId,
    active: s.active,
    acted: s.acted,
    idle: s.idle,
    cp: s.cp,
    counterDeck: s.counterDeck,
    counterCells: s.counterCells,
    toDeploy: s.toDeploy,
    waiting: s.waiting.slice(),
    pool: s.pool,
    unlimited: s.unlimited,
    pending: s.pending.slice(),
    escaped: s.escaped.slice(),
    // Shared with the input state: `kill` replaces them (kills are rare, applies are not).
    squadKills: s.squadKills,
    squadLost: s.squadLost,
    stats: { ...s.stats },
    end: s.end,
  };
  return current;
}

/** Whether piece `id` is still on the map. */
export function onMap(s: HulkState, id: number): boolean {
  for (const p of s.pieces) if (p.id === id) return true;
  return false;
}

export function newPiece(s: HulkState, kind: Piece["kind"], cell: number, facing: number, ap: number): Piece {
  const p: Piece = {
    id: s.nextId++,
    kind,
    cell,
    facing,
    ap,
    blip: 0,
    slot: -1,
    prone: false,
    overwatch: false,
    jammed: false,
    sustain: -1,
    freeShot: false,
    turnedFree: false,
    ammo: 0,
  };
  s.pieces.push(p);
  if (s === current) owned[ownedCount++] = p;
  occ(s)[cell] = occCode(p);
  return p;
}

/** Moves `p` (owned: see `own`) to `to`. */
export function relocate(s: HulkState, p: Piece, to: number): void {
  const o = occ(s);
  if (o[p.cell] === occCode(p)) o[p.cell] = 0;
  p.cell = to;
  o[to] = occCode(p);
}

/** Takes a piece off the map (killed, escaped, or a converted blip). */
export function removePiece(s: HulkState, p: Piece): void {
  if (s.occ[p.cell] === occCode(p)) occ(s)[p.cell] = 0;
  for (let i = 0; i < s.pieces.length; i++) {
    if (s.pieces[i].id !== p.id) continue;
    s.pieces.splice(i, 1);
    break;
  }
  if (s.active === p.id) s.active = -1;
  // Unlimited reinforcements: "Mix all of the Blips not on the map into the box top" (seed).
  if (p.kind === BLIP && s.unlimited) s.pool = [...s.pool, p.blip];
}

/**
 * Removes a killed piece. `by` is the piece that killed it, if any: the event names it (-1 for
 * none) and a Marine killing an enemy is credited in `squadKills` (a Marine burnt or crushed by
 * its own side is lost, but nobody's kill).
 */
export function kill(s: HulkState, p: Piece, events: Events, how: string, by: Piece | null = null): void {
  removePiece(s, p);
  if (p.kind === MARINE) {
    s.stats.marinesKilled++;
    s.squadLost = s.squadLost.map((lost, slot) => lost || slot === p.slot);
  }
  // A blip counts as one: its contents stay hidden from the Marines, who see these statistics.
  else s.stats.stealersKilled++;
  if (by?.kind === MARINE && p.kind !== MARINE) s.squadKills = s.squadKills.map((n, slot) => (slot === by.slot ? n + 1 : n));
  events.push({ type: "killed", piece: p.id, kind: p.kind, how, by: by ? by.id : -1 });
}

export const marinesOnMap = (s: HulkState): number => {
  let n = 0;
  for (const p of s.pieces) if (p.kind === MARINE) n++;
  return n;
};

/**
 * Puts `p` on `to`. A disposal chute space is bottomless: "If a Space Marine or Genestealer
 * enters the bottomless pit space, he is removed from the game" (seed); it counts as escaped for
 * the victory rules. Returns false when the piece left the map.
 */
export function arrive(s: HulkState, p: Piece, to: number, events: Events): boolean {
  relocate(s, p, to);
  if (!(s.terrain[to] & CHUTE)) return true;
  removePiece(s, p);
  s.escaped[p.kind === MARINE ? MARINES : STEALERS]++; // a blip as one piece (contents hidden)
  events.push({ type: "escaped", piece: p.id, kind: p.kind });
  return false;
}
