/**
 * Marines falling or jumping through a hole (the Pitfall mission, "Marines Jumping or Falling into a
 * Pitfall"), and Genestealers and blips dropping down. The numbers are the ruleset's `levels`.
 */
import type { Rng } from "../core/rng";
import { adjacentEmpty, occId, occKind, pieceById } from "./geometry";
import { arrive, kill, own, type Events } from "./state";
import { MARINE, type HulkState, type Piece } from "./types";

/** Whatever a Marine was doing with its gun stops when it leaves its feet. */
function dropStance(m: Piece): void {
  m.overwatch = false;
  m.freeShot = false;
  m.sustain = -1;
}

/** "If the Space is Empty": 1-4 prone, 5-6 upright "with any facing the Marine player wishes". */
export function landOnEmpty(s: HulkState, faller: Piece, below: number, rng: Rng, events: Events): void {
  const m = own(s, faller);
  if (!arrive(s, m, below, events)) return;
  const roll = rng.d6();
  if (roll >= s.board.rules.levels.landUprightOn) {
    m.prone = false;
    s.pending.push({ kind: "land-facing", seat: 0, piece: m.id });
  } else m.prone = true;
  events.push({ type: "landed", piece: m.id, roll, prone: m.prone });
}

/** Lands Marine `m` (standing in a hole's upper space) on the space directly below. */
export function fallThrough(s: HulkState, faller: Piece, rng: Rng, events: Events): void {
  const m = own(s, faller);
  const L = s.board.rules.levels;
  const below = m.cell - s.board.plane;
  dropStance(m);
  const code = s.occ[below];
  if (code === 0) return landOnEmpty(s, m, below, rng, events);
  const other = own(s, pieceById(s, occId(code))!);
  if (occKind(code) !== MARINE) {
    // "If the Space is Occupied by a Stealer" (a blip is treated as the Stealers it stands for).
    const roll = rng.d6();
    const options = roll >= L.stealerScuttlesOn ? adjacentEmpty(s, below, false) : [];
    events.push({ type: "landing-on-stealer", piece: m.id, under: other.id, roll, scuttles: options.length > 0 });
    if (options.length > 0) {
      s.pending.push({ kind: "scuttle", seat: 1, piece: other.id, faller: m.id, options });
      return;
    }
    kill(s, other, events, "crushed", m);
    if (arrive(s, m, below, events)) m.prone = true;
    return;
  }
  // "If the Space is Occupied by Another Marine".
  const roll = rng.d6();
  const options = roll > L.marineBelowDiesOnOrBelow ? adjacentEmpty(s, below, false) : [];
  events.push({ type: "landing-on-marine", piece: m.id, under: other.id, roll });
  if (options.length > 0) {
    other.prone = true;
    dropStance(other);
    s.pending.push({ kind: "place-faller", seat: 1, piece: m.id, options });
    return;
  }
  // On 1-3, or when no adjacent space is free to put the falling Marine in (not covered by the
  // seed; this studio's reading), the Marine below is killed and the falling one lies there.
  kill(s, other, events, "crushed", m);
  if (arrive(s, m, below, events)) m.prone = true;
}

/** A Genestealer or blip drops to the (empty) space below, with the facing the player gives it. */
export function dropDown(s: HulkState, piece: Piece, facing: number, events: Events): void {
  const p = own(s, piece);
  const below = p.cell - s.board.plane;
  if (arrive(s, p, below, events)) p.facing = facing;
}
