/**
 * Who acts, what they may do, and carrying it out.
 *
 * In a turn, the side to move activates its pieces one at a time; the active piece is the only
 * one that may act until it says "done" or runs out of AP ("a model must finish its actions
 * before another acts": AP it leaves are lost). A Marine so ended can be activated again to spend
 * command points. Activating first keeps the action lists short (one piece's actions, or one
 * entry per piece) however many Genestealers are on the map.
 * Pending decisions (landing facings, placements, retreats, reactions) come first.
 */
import { IllegalActionError } from "../core/game";
import type { Rng } from "../core/rng";
import { deployBlip } from "./blips";
import { adjacentEmpty, isEmpty, pieceById } from "./geometry";
import { landOnEmpty } from "./falling";
import { activatable, endTurn, reactionDue } from "./flow";
import { marineEnters, applyPieceAction } from "./piece-apply";
import { deployActions, pieceActions } from "./piece-actions";
import { applySetup, setupActions, setupSeat } from "./setup";
import { overwatchFire } from "./combat";
import { sees } from "./sight";
import { arrive, newPiece, onMap, own, relocate, type Events } from "./state";
import { MARINE, MARINES, STEALER, STEALERS, type HulkAction, type HulkState, type Pending } from "./types";

export function activeSeat(s: HulkState): number {
  if (s.end) return -1;
  if (s.pending.length > 0) return s.pending[0].seat;
  if (s.phase === "marines") return MARINES;
  if (s.phase === "stealers") return STEALERS;
  return setupSeat(s);
}

const FACINGS = [0, 1, 2, 3];

/**
 * "done", "end-turn" and "activate" name no cell: one frozen object per seat (and piece) serves
 * every list, instead of new ones at every step of a turn (simulations list millions).
 */
const DONE = [0, 1].map((seat) => Object.freeze({ seat, type: "done" as const }));
const END_TURN = [0, 1].map((seat) => Object.freeze({ seat, type: "end-turn" as const }));
const activations: HulkAction[][] = [[], []];
function activateAction(seat: number, piece: number): HulkAction {
  return (activations[seat][piece] ??= Object.freeze({ seat, type: "activate", piece }));
}

function pendingActions(s: HulkState, p: Pending, out: HulkAction[]): void {
  const seat = p.seat;
  switch (p.kind) {
    case "land-facing":
      for (const f of FACINGS) out.push({ seat, type: "face", facing: f });
      return;
    case "scuttle": {
      // "moves it into any adjacent empty square, keeping the same facing"
      const facing = pieceById(s, p.piece)?.facing ?? 0;
      for (const to of p.options) out.push({ seat, type: "place", to, facing });
      return;
    }
    case "place-faller":
      for (const to of p.options) out.push({ seat, type: "place", to, facing: pieceById(s, p.piece)?.facing ?? 0 });
      return;
    case "place-stealers":
      for (const to of stealerSpaces(s, p)) for (const f of FACINGS) out.push({ seat, type: "place", to, facing: f });
      return;
    case "retreat":
      for (const to of p.options) out.push({ seat, type: "place", to, facing: pieceById(s, p.piece)?.facing ?? 0 });
      out.push({ seat, type: "pass" });
      return;
    case "react":
      for (const m of s.pieces) if (m.kind === MARINE) pieceActions(s, m, seat, out);
      out.push({ seat, type: "pass" });
      return;
  }
}

/**
 * Where the next Genestealer of a converted blip may go: the blip's own space first, then the
 * empty spaces around it. One piece per space, always: the blip's space may have been filled
 * since (by the Genestealers of another blip converted at the same moment), and then the first
 * one goes beside it like the rest.
 */
export function stealerSpaces(s: HulkState, p: Extract<Pending, { kind: "place-stealers" }>): number[] {
  if (p.first && isEmpty(s, p.at)) return [p.at];
  return adjacentEmpty(s, p.at, true);
}

/**
 * The last list handed out and the state it was for: an action picked from it (the same object,
 * as bots and the match layer pass them back) needs no second check. `apply` never mutates a
 * state, so the pair stays valid until an applyInPlace forgets it.
 */
const NOTHING_LISTED: { state: HulkState | null; actions: HulkAction[] } = { state: null, actions: [] };
let lastListed = NOTHING_LISTED;

export function wasListed(s: HulkState, a: HulkAction, inPlace = false): boolean {
  const listed = lastListed.state === s && lastListed.actions.includes(a);
  // applyInPlace is about to change `s` itself, after which the same object is another state.
  if (inPlace) lastListed = NOTHING_LISTED;
  return listed;
}

export function legalActions(s: HulkState, seat: number): HulkAction[] {
  const out = listActions(s, seat);
  lastListed = { state: s, actions: out };
  return out;
}

function listActions(s: HulkState, seat: number): HulkAction[] {
  const out: HulkAction[] = [];
  if (seat !== activeSeat(s)) return out;
  if (s.pending.length > 0) {
    pendingActions(s, s.pending[0], out);
    return out;
  }
  if (s.phase === "marines" || s.phase === "stealers") {
    const acting = s.active >= 0 ? pieceById(s, s.active) : undefined;
    if (acting) {
      pieceActions(s, acting, seat, out);
      out.push(DONE[seat], END_TURN[seat]);
      return out;
    }
    if (seat === STEALERS) deployActions(s, seat, out);
    for (const p of s.pieces) if (activatable(s, p)) out.push(activateAction(seat, p.id));
    out.push(END_TURN[seat]);
    return out;
  }
  setupActions(s, seat, out);
  return out;
}

export function actionKey(a: HulkAction): string {
  switch (a.type) {
    case "place-counter":
    case "deploy-blip":
      return `${a.seat}:${a.type}:${a.to}`;
    case "deploy-marine":
    case "place":
      return `${a.seat}:${a.type}:${a.to}:${a.facing}`;
    case "move":
      return `${a.seat}:move:${a.piece}:${a.to}:${a.jump ? "j" : ""}${a.jump ? a.facing : ""}`;
    case "turn":
    case "stand":
    case "jump":
      return `${a.seat}:${a.type}:${a.piece}:${a.facing}`;
    case "climb":
      return `${a.seat}:climb:${a.piece}:${a.to}:${a.facing}`;
    case "door":
    case "flame":
      return `${a.seat}:${a.type}:${a.piece}:${a.to}`;
    case "fire":
    case "assault":
      return `${a.seat}:${a.type}:${a.piece}:${a.target}`;
    case "overwatch":
    case "clear-jam":
    case "convert":
    case "activate":
      return `${a.seat}:${a.type}:${a.piece}`;
    case "face":
      return `${a.seat}:face:${a.facing}`;
    case "pass":
    case "done":
    case "end-turn":
      return `${a.seat}:${a.type}`;
  }
}

/** The legal actions that could match `a` (one piece's, when it names one), to check it against. */
function candidates(s: HulkState, a: HulkAction): HulkAction[] {
  if (s.pending.length > 0 && s.pending[0].kind !== "react") return listActions(s, a.seat);
  const inTurn = s.phase === "marines" || s.phase === "stealers";
  if (inTurn && s.pending.length === 0 && (a.type === "end-turn" || a.type === "done")) {
    return a.type === "end-turn" || s.active >= 0 ? [a] : [];
  }
  if (inTurn && s.pending.length === 0 && a.type === "deploy-blip") {
    const out: HulkAction[] = [];
    if (s.active < 0 && a.seat === STEALERS) deployActions(s, a.seat, out);
    return out;
  }
  if (inTurn && s.pending.length === 0 && a.type === "activate") {
    const p = pieceById(s, a.piece);
    return s.active < 0 && p && activatable(s, p) ? [a] : [];
  }
  if ("piece" in a && inTurn) {
    const p = pieceById(s, a.piece);
    if (s.pending.length === 0 && s.active !== a.piece) return [];
    const out: HulkAction[] = [];
    if (p) pieceActions(s, p, a.seat, out);
    return out;
  }
  return listActions(s, a.seat);
}

function checkLegal(s: HulkState, a: HulkAction): void {
  if (a.seat !== activeSeat(s)) throw new IllegalActionError(`seat ${a.seat} is not to act`, a);
  const key = actionKey(a);
  for (const c of candidates(s, a)) if (actionKey(c) === key) return;
  throw new IllegalActionError(`"${a.type}" is not legal now`, a);
}

function answerPending(s: HulkState, a: HulkAction, rng: Rng, events: Events): void {
  const p = s.pending[0];
  if (p.kind === "react") {
    s.pending.shift();
    if (a.type === "pass" || !("piece" in a)) return;
    applyPieceAction(s, own(s, pieceById(s, a.piece)!), a, rng, events);
    // Decisions the reaction caused (a landing facing…) come before the window goes on.
    s.pending.push(p);
    return;
  }
  s.pending.shift();
  switch (p.kind) {
    case "land-facing":
      if (a.type === "face") own(s, pieceById(s, p.piece)!).facing = a.facing;
      return;
    case "scuttle": {
      if (a.type !== "place") return;
      const stealer = own(s, pieceById(s, p.piece)!);
      const below = stealer.cell;
      relocate(s, stealer, a.to);
      const faller = own(s, pieceById(s, p.faller)!);
      return landOnEmpty(s, faller, below, rng, events);
    }
    case "place-faller": {
      if (a.type !== "place") return;
      const m = own(s, pieceById(s, p.piece)!);
      if (arrive(s, m, a.to, events)) m.prone = true;
      return;
    }
    case "place-stealers": {
      if (a.type !== "place") return;
      newPiece(s, STEALER, a.to, a.facing, p.ap);
      const next = { ...p, left: p.left - 1, first: false };
      // Base rules: Genestealers that find no room when a blip is converted are lost.
      if (next.left > 0 && stealerSpaces(s, next).length > 0) s.pending.unshift(next);
      return;
    }
    case "retreat": {
      const stealer = pieceById(s, p.stealer);
      if (a.type === "place") {
        // The retreat is a move like any other: Marines on overwatch that it gives a line of
        // sight to the Genestealer fire at once (the rules' own example), and then the Marine
        // player may answer with command points.
        const sawIt = stealer ? s.pieces.filter((m) => m.kind === MARINE && sees(s, m, stealer.cell)).map((m) => m.id) : [];
        marineEnters(s, own(s, pieceById(s, p.piece)!), a.to, false, rng, events);
        if (stealer && onMap(s, stealer.id)) overwatchFire(s, stealer, rng, events, sawIt);
      }
      if (stealer && s.pending.length === 0 && onMap(s, stealer.id) && reactionDue(s, stealer.id))
        s.pending.push({ kind: "react", seat: 0 });
      return;
    }
  }
}

/** Carries out `a`; `checked`: it is known to be legal (see `wasListed`). */
export function play(s: HulkState, a: HulkAction, rng: Rng, events: Events, checked = false): void {
  if (!checked) checkLegal(s, a);
  // The storm bolter's free shot belongs to the action right after its Marine's move or turn:
  // any other piece's action, a pass or a choice in between (a reaction window) forfeits it.
  const actor = "piece" in a ? a.piece : -1;
  for (const p of s.pieces) if (p.freeShot && p.id !== actor) own(s, p).freeShot = false;
  if (s.pending.length > 0) return answerPending(s, a, rng, events);
  if (s.phase !== "marines" && s.phase !== "stealers") return applySetup(s, a, events);
  if (a.type === "end-turn") return endTurn(s, rng, events);
  if (a.type === "done") {
    const p = pieceById(s, s.active);
    if (p) {
      const mine = own(s, p);
      mine.ap = 0;
      mine.freeShot = false;
    }
    if (!s.acted) s.idle = [...s.idle, s.active];
    s.active = -1;
    return;
  }
  if (a.type === "deploy-blip") {
    deployBlip(s, a.to, s.board.rules.actionPoints.blip, events);
    return;
  }
  if (!("piece" in a)) throw new IllegalActionError(`"${a.type}" is not an action of a turn`, a);
  if (a.type === "activate") {
    s.active = a.piece;
    s.acted = false;
    return;
  }
  const p = own(s, pieceById(s, a.piece)!);
  s.acted = true;
  applyPieceAction(s, p, a, rng, events);
  if (p.kind !== MARINE && a.type !== "convert" && s.pending.length === 0 && reactionDue(s, p.id))
    s.pending.push({ kind: "react", seat: 0 });
}
