/**
 * What one piece may do now, and what it costs (docs/rules/hulk.md movement table from the ruleset,
 * the Pitfall mission "Special Actions AP Chart", rubble +1). The same list decides legality in `apply`.
 *
 * AP budget: a Marine spends its own AP, then command points; in the Genestealer turn (a
 * reaction) it has only command points. Genestealers and blips spend their own AP.
 */
import type { FacedMovement } from "./input";
import { entryTargets, seenByMarines } from "./blips";
import { bolterOf, flamerOf, frontOf } from "./combat";
import { dirOf, doorClosed, isEmpty, levelOf, neighbourTable, occId, occKind, stepAllowed } from "./geometry";
import { sightLine, squares } from "./sight";
import { BLIP, BOLTER, FLAMER, HOLE, LADDER, MARINE, PITFALL, RUBBLE, STEALER, type HulkAction, type HulkState, type Piece } from "./types";

/** Cost of a step in core-grid direction `d` for a piece facing `f`, or -1 when not allowed. */
export function stepCost(table: FacedMovement, f: number, d: number): number {
  const rel = (d - dirOf(f) + 8) & 7;
  const c =
    rel === 0
      ? table.forward
      : rel === 4
        ? table.backward
        : rel === 2 || rel === 6
          ? table.sideways
          : rel === 1 || rel === 7
            ? table.diagonalForward
            : table.diagonalBackward;
  return c === null ? -1 : c;
}

export const budgetOf = (s: HulkState, p: Piece): number => (p.kind === MARINE ? p.ap + s.cp : p.ap);

const FACINGS = [0, 1, 2, 3];
/** Quarter turns offered, in list order: right, left, about (one list, not one made per piece listed). */
const TURNS = [1, 3, 2];

/** The core-grid direction of a step from `from` to the neighbouring `to` on its level, or -1. */
function directionOf(s: HulkState, from: number, to: number): number {
  const t = neighbourTable(s.board);
  for (let d = 0; d < 8; d++) if (t[from * 8 + d] === to) return d;
  return -1;
}

/**
 * The AP an action of piece `p` costs, or -1 when its movement table forbids it. Listing and
 * `apply` both use it, so what is offered is exactly what is charged.
 */
export function actionCost(s: HulkState, p: Piece, a: HulkAction): number {
  const R = s.board.rules;
  switch (a.type) {
    case "move": {
      const d = directionOf(s, p.cell, a.to);
      const base =
        p.kind === BLIP ? R.movement.blip.step : stepCost(p.kind === MARINE ? R.movement.marine : R.movement.stealer, p.facing, d);
      if (d < 0 || base < 0) return -1;
      return base + (s.terrain[a.to] & RUBBLE ? R.rubble.extraMoveCost : 0);
    }
    case "turn": {
      const table = p.kind === MARINE ? R.movement.marine : R.movement.stealer;
      return ((a.facing - p.facing) & 3) === 2 ? table.turn180 : table.turn90;
    }
    case "door":
      return R.movement.door;
    case "climb":
      return s.terrain[Math.max(a.to, p.cell)] & LADDER ? R.levels.ladderClimb : R.levels.stealerPitfallClimb;
    case "jump":
      return R.levels.jumpFromSpace;
    case "stand":
      return R.levels.standUp;
    case "assault":
      return R.closeAssault.apCost;
    case "overwatch":
      return R.overwatch.apCost;
    case "clear-jam":
      return s.phase === "marines" ? R.overwatch.clearJamAp : R.overwatch.clearJamCp;
    case "fire": {
      const gun = bolterOf(s);
      return p.freeShot && gun.freeWithMove ? 0 : gun.apCost;
    }
    case "flame":
      return flamerOf(s).apCost;
    default:
      return 0;
  }
}

function marineCandidates(s: HulkState, p: Piece, seat: number, out: HulkAction[]): void {
  const id = p.id;
  if (p.prone) {
    // "It costs 2 APs for a prone Marine to get up; the Marine player faces him as he chooses."
    for (const f of FACINGS) out.push({ seat, type: "stand", piece: id, facing: f });
    return;
  }
  const t = neighbourTable(s.board);
  for (let d = 0; d < 8; d++) {
    const to = t[p.cell * 8 + d];
    if (to < 0 || s.occ[to] !== 0 || !stepAllowed(s, p.cell, d, to)) continue;
    out.push({ seat, type: "move", piece: id, to, jump: false, facing: p.facing });
    // "The Marine can also voluntarily jump into the pitfall, simply by announcing that he is
    // doing so as he enters the space"; ladders likewise ("following the rules for pitfalls").
    if (s.terrain[to] & HOLE) out.push({ seat, type: "move", piece: id, to, jump: true, facing: p.facing });
  }
  for (const turn of TURNS) out.push({ seat, type: "turn", piece: id, facing: (p.facing + turn) & 3 });
  doorCandidate(s, p, frontOf(s, p), seat, out);
  levelCandidates(s, p, seat, out);
  const front = frontOf(s, p);
  if (front >= 0 && s.occ[front] !== 0 && occKind(s.occ[front]) === STEALER)
    out.push({ seat, type: "assault", piece: id, target: occId(s.occ[front]) });
  const slot = s.board.squad[p.slot];
  if (slot?.gun === BOLTER) {
    const gun = bolterOf(s);
    if (p.jammed) {
      out.push({ seat, type: "clear-jam", piece: id });
      return;
    }
    for (const q of s.pieces) {
      if (q.kind !== STEALER || (gun.range !== null && squares(s.board, p.cell, q.cell) > gun.range)) continue;
      if (sightLine(s, p, q.cell) >= 0) out.push({ seat, type: "fire", piece: id, target: q.id });
    }
    if (gun.canOverwatch && !p.overwatch) out.push({ seat, type: "overwatch", piece: id });
  } else if (slot?.gun === FLAMER && p.ammo > 0) {
    const f = flamerOf(s);
    const sections: number[] = [];
    for (const q of s.pieces) {
      if (q.kind !== STEALER || squares(s.board, p.cell, q.cell) > f.range) continue;
      const sec = s.board.section[q.cell];
      // Never the Marine's own section: the flamer would burn him too.
      if (sec === s.board.section[p.cell] || sections.includes(sec) || sightLine(s, p, q.cell) < 0) continue;
      sections.push(sec);
      out.push({ seat, type: "flame", piece: id, to: q.cell });
    }
  }
}

/** Opening or closing the door in `at`; a door with something in it cannot close. */
function doorCandidate(s: HulkState, p: Piece, at: number, seat: number, out: HulkAction[]): void {
  if (at < 0 || s.board.doorAt[at] < 0) return;
  if (doorClosed(s, at) || s.occ[at] === 0) out.push({ seat, type: "door", piece: p.id, to: at });
}

/**
 * Ladders (up or down, any facing), Genestealers and blips climbing up a pitfall, and jumping
 * down from inside a hole's space. Marines "cannot climb up through a pitfall"; a Genestealer or
 * blip needs the space below empty, a Marine falls onto whatever is there. A blip may not arrive
 * in a Marine's line of sight.
 */
function levelCandidates(s: HulkState, p: Piece, seat: number, out: HulkAction[]): void {
  const b = s.board;
  const c = p.cell;
  const here = s.terrain[c];
  if (here & HOLE) {
    const below = c - b.plane;
    if (here & LADDER && isEmpty(s, below)) levelMove(s, p, seat, "climb", below, out);
    if (p.kind === MARINE || isEmpty(s, below)) levelMove(s, p, seat, "jump", below, out);
  }
  const above = c + b.plane;
  if (above < b.cells && isEmpty(s, above)) {
    const up = s.terrain[above];
    if (up & LADDER || (up & PITFALL && p.kind !== MARINE)) levelMove(s, p, seat, "climb", above, out);
  }
}

/** A climb or jump to `to`, with every facing for a Genestealer or a climbing Marine. */
function levelMove(s: HulkState, p: Piece, seat: number, type: "climb" | "jump", to: number, out: HulkAction[]): void {
  if (p.kind === BLIP) {
    if (!seenByMarines(s, to))
      out.push(type === "jump" ? { seat, type, piece: p.id, facing: 0 } : { seat, type, piece: p.id, to, facing: 0 });
  } else if (type === "jump" && p.kind === MARINE) out.push({ seat, type, piece: p.id, facing: p.facing });
  else
    for (const f of FACINGS)
      out.push(type === "jump" ? { seat, type, piece: p.id, facing: f } : { seat, type, piece: p.id, to, facing: f });
}

function stealerCandidates(s: HulkState, p: Piece, seat: number, out: HulkAction[]): void {
  const t = neighbourTable(s.board);
  const blip = p.kind === BLIP;
  const b = s.board;
  for (let d = 0; d < 8; d++) {
    const to = t[p.cell * 8 + d];
    if (to < 0 || s.occ[to] !== 0 || !stepAllowed(s, p.cell, d, to) || (blip && seenByMarines(s, to))) continue;
    out.push({ seat, type: "move", piece: p.id, to, jump: false, facing: p.facing });
    // Jumping down as it enters the space costs nothing more (seed, AP chart "0/1*").
    const below = to - b.plane;
    if (s.terrain[to] & HOLE && isEmpty(s, below) && !(blip && seenByMarines(s, below))) {
      if (blip) out.push({ seat, type: "move", piece: p.id, to, jump: true, facing: 0 });
      else for (const f of FACINGS) out.push({ seat, type: "move", piece: p.id, to, jump: true, facing: f });
    }
  }
  if (blip) {
    // A blip has no facing: it works any door next to it.
    for (let d = 0; d < 8; d += 2) doorCandidate(s, p, t[p.cell * 8 + d], seat, out);
    levelCandidates(s, p, seat, out);
    return;
  }
  // A free 90° turn may not follow another free turn (else turning would never end).
  const M = b.rules.movement.stealer;
  for (const turn of TURNS) {
    if (p.turnedFree && (turn === 2 ? M.turn180 : M.turn90) === 0) continue;
    out.push({ seat, type: "turn", piece: p.id, facing: (p.facing + turn) & 3 });
  }
  const front = frontOf(s, p);
  doorCandidate(s, p, front, seat, out);
  levelCandidates(s, p, seat, out);
  if (front >= 0 && s.occ[front] !== 0 && occKind(s.occ[front]) === MARINE)
    out.push({ seat, type: "assault", piece: p.id, target: occId(s.occ[front]) });
  // "A Genestealer can close assault up or down through a pitfall or ladder space; its target
  // must be in the space directly above or below it."
  const above = p.cell + b.plane,
    below = p.cell - b.plane;
  if (above < b.cells && s.terrain[above] & HOLE && s.occ[above] !== 0 && occKind(s.occ[above]) === MARINE)
    out.push({ seat, type: "assault", piece: p.id, target: occId(s.occ[above]) });
  if (levelOf(b, p.cell) > 0 && s.terrain[p.cell] & HOLE && s.occ[below] !== 0 && occKind(s.occ[below]) === MARINE)
    out.push({ seat, type: "assault", piece: p.id, target: occId(s.occ[below]) });
}

/** Everything piece `p` may do now within its AP budget (nothing when its side cannot act). */
export function pieceActions(s: HulkState, p: Piece, seat: number, out: HulkAction[]): void {
  if ((p.kind === MARINE) !== (seat === 0)) return;
  const budget = budgetOf(s, p);
  // A blip converts for nothing, whatever its AP (docs/rules/hulk.md: "or by choice").
  if (p.kind === BLIP) out.push({ seat, type: "convert", piece: p.id });
  if (budget <= 0 && !(p.kind === MARINE && p.freeShot)) return;
  const from = out.length;
  if (p.kind === MARINE) marineCandidates(s, p, seat, out);
  else stealerCandidates(s, p, seat, out);
  let n = from;
  for (let i = from; i < out.length; i++) {
    const c = actionCost(s, p, out[i]);
    if (c >= 0 && c <= budget) out[n++] = out[i];
  }
  // Shortened only when something was dropped: setting an array's length is a call into V8's runtime.
  if (n !== out.length) out.length = n;
}

/** Waiting blips entering during the Genestealer turn. */
export function deployActions(s: HulkState, seat: number, out: HulkAction[]): void {
  if (s.waiting.length === 0) return;
  for (const c of entryTargets(s, s.turn)) out.push({ seat, type: "deploy-blip", to: c });
}
