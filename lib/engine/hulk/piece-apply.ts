/**
 * Carrying out one piece's action (already known to be legal: see piece-actions.ts).
 */
import type { Rng } from "../core/rng";
import { convertBlip } from "./blips";
import { closeAssault, fireBolter, flame, overwatchFire } from "./combat";
import { dropDown, fallThrough } from "./falling";
import { pieceById } from "./geometry";
import { actionCost } from "./piece-actions";
import { arrive, onMap, type Events } from "./state";
import { MARINE, PITFALL, STEALER, type HulkAction, type HulkState, type Piece } from "./types";

/** AP first, then command points (Marines only: "usable in either turn", docs/rules/hulk.md). */
function pay(s: HulkState, p: Piece, cost: number): void {
  const fromAp = Math.min(p.ap, cost);
  p.ap -= fromAp;
  if (cost > fromAp) s.cp -= cost - fromAp;
}

/**
 * A Marine entering a pitfall space: "the Marine player rolls one dice: on a roll of 1, the
 * Marine tumbles to the space directly below" (ladder spaces are safe). `jump` = announced.
 */
export function marineEnters(s: HulkState, m: Piece /* owned */, to: number, jump: boolean, rng: Rng, events: Events): void {
  if (!arrive(s, m, to, events)) return;
  if (jump) return fallThrough(s, m, rng, events);
  if (!(s.terrain[to] & PITFALL)) return;
  const roll = rng.d6();
  const falls = roll <= s.board.rules.levels.marineFallsOnOrBelow;
  events.push({ type: "pitfall-roll", piece: m.id, roll, falls });
  if (!falls) return;
  s.stats.falls++;
  fallThrough(s, m, rng, events);
}

/** Carries out `a` by piece `p` (owned by the working copy: see state.ts `own`). */
export function applyPieceAction(s: HulkState, p: Piece, a: HulkAction, rng: Rng, events: Events): void {
  const cost = actionCost(s, p, a);
  pay(s, p, cost);
  const marine = p.kind === MARINE;
  if (a.type !== "fire") p.sustain = -1;
  // Any action but clearing a jam ends overwatch (the overwatch action sets it again below).
  if (a.type !== "clear-jam") p.overwatch = false;
  p.freeShot = false;
  p.turnedFree = false;
  switch (a.type) {
    case "move":
      if (marine) {
        marineEnters(s, p, a.to, a.jump, rng, events);
        p.freeShot = p.cell === a.to && !p.prone && onMap(s, p.id);
      } else if (arrive(s, p, a.to, events) && a.jump) dropDown(s, p, a.facing, events);
      break;
    case "turn":
      p.facing = a.facing;
      if (marine) p.freeShot = true;
      else p.turnedFree = cost === 0;
      break;
    case "door": {
      const d = s.board.doorAt[a.to];
      s.doors[d] = s.doors[d] ? 0 : 1;
      events.push({ type: "door", at: a.to, open: s.doors[d] === 1 });
      break;
    }
    case "climb":
      if (arrive(s, p, a.to, events)) p.facing = a.facing;
      break;
    case "jump":
      if (marine) fallThrough(s, p, rng, events);
      else dropDown(s, p, a.facing, events);
      break;
    case "fire":
      fireBolter(s, p, pieceById(s, a.target)!, false, rng, events);
      break;
    case "flame":
      flame(s, p, a.to, rng, events);
      break;
    case "assault":
      closeAssault(s, p, pieceById(s, a.target)!, rng, events);
      break;
    case "overwatch":
      p.overwatch = true;
      break;
    case "clear-jam":
      p.jammed = false;
      break;
    case "stand":
      p.prone = false;
      p.facing = a.facing;
      break;
    case "convert":
      convertBlip(s, p, p.ap, events);
      return;
    default:
      throw new Error(`hulk: "${a.type}" is not a piece action`);
  }
  // Overwatch fires "at every Genestealer action in line of sight" (docs/rules/hulk.md); a close
  // assault is resolved as combat instead.
  if (p.kind === STEALER && a.type !== "assault" && onMap(s, p.id)) overwatchFire(s, p, rng, events);
}
