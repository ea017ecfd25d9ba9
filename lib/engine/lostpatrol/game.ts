/**
 * Lost Patrol (the Lost Patrol rules) as a core `Game`: seat 0 is the patrol (the human player of the seed),
 * seat 1 the monsters, who also lay and turn the jungle tiles. See types.ts for the state,
 * flow.ts for the turn, and docs/rules/lostpatrol.md for how the seed's open points are read.
 */
import { IllegalActionError, type ApplyResult, type Game, type GameResult } from "../core/game";
import type { Hex } from "../core/hex";
import { answerPending, ambush, ambushActions, pendingActions, pendingSeat } from "./ambush";
import { keyOf } from "./board";
import type { LostPatrolContent } from "./content";
import { settle } from "./flow";
import { applyLay, layActions } from "./laying";
import { createStack, growStack, marchStack, monsterActionAt, monsterActions } from "./monsters";
import type { LostPatrolOptions } from "./options";
import { outlookFor } from "./outlook";
import { setupGame } from "./setup";
import { moveSoldier, shoot, soldierActionAt, soldierActions, stopSoldier } from "./soldiers";
import { working, type Events } from "./state";
import { HUMANS, MONSTERS, type LostPatrolAction, type LostPatrolState } from "./types";

/** What a seat sees: everything on the table, but not the order of the deck nor the dice to come. */
export type LostPatrolView = Omit<LostPatrolState, "deck" | "rng"> & {
  seat: number;
  deckSize: number;
  /** Tiles left in the deck by tile id (public: the tile set minus what was drawn). */
  deckContents: Record<string, number>;
};

function activeSeat(s: LostPatrolState): number {
  if (s.end) return -1;
  if (s.pending.length > 0) return pendingSeat(s.pending[0]);
  return s.phase === "humans" ? HUMANS : MONSTERS;
}

function legal(s: LostPatrolState): LostPatrolAction[] {
  if (s.pending.length > 0) return pendingActions(s, s.pending[0]);
  switch (s.phase) {
    case "humans":
      return soldierActions(s);
    case "lay":
      return layActions(s);
    case "monsters":
      return monsterActions(s);
    case "ambush":
      return ambushActions(s);
    default:
      return [];
  }
}

/** legal(s)[pick(n)] (see Game.legalActionAt): the two busiest phases pick without listing. */
function legalAt(s: LostPatrolState, pick: (n: number) => number): LostPatrolAction | undefined {
  if (s.pending.length === 0) {
    if (s.phase === "humans") return soldierActionAt(s, pick);
    if (s.phase === "monsters") return monsterActionAt(s, pick);
  }
  const actions = legal(s);
  return actions.length === 0 ? undefined : actions[pick(actions.length)];
}

function wrong(s: LostPatrolState, a: LostPatrolAction): IllegalActionError {
  return new IllegalActionError(`"${a.type}" is not an action of the ${s.phase} phase`, a);
}

function play(s: LostPatrolState, a: LostPatrolAction, events: Events): void {
  if (s.pending.length > 0) return answerPending(s, a, events);
  // The type is read once: actions come in many shapes, so each read is a megamorphic lookup.
  const type = a.type;
  switch (s.phase) {
    case "humans":
      if (type === "move") return moveSoldier(s, a.soldier, keyOf(a.to), events);
      if (type === "shoot") return shoot(s, a.soldier, events);
      if (type === "stop") return stopSoldier(s, a.soldier);
      if (type !== "done") throw wrong(s, a);
      s.acting = -1;
      s.phase = "removal";
      return;
    case "lay":
      if (type !== "lay") throw wrong(s, a);
      return applyLay(s, a.at, a.rotation, events);
    case "monsters":
      if (type === "create") return createStack(s, keyOf(a.at), events);
      if (type === "grow") return growStack(s, keyOf(a.at), events);
      if (type === "march") return marchStack(s, keyOf(a.from), keyOf(a.to), events);
      if (type !== "done") throw wrong(s, a);
      s.phase = "ambush";
      return;
    case "ambush":
      if (type === "ambush") return ambush(s, keyOf(a.at), events);
      if (type !== "done") throw wrong(s, a);
      s.phase = "extras";
      return;
    default:
      throw wrong(s, a);
  }
}

/** One action and what follows it until the next decision, on a working copy or in place (see state.ts working). */
function step(state: LostPatrolState, action: LostPatrolAction, inPlace: boolean): ApplyResult<LostPatrolState> {
  if (state.end) throw new IllegalActionError("the game is over", action);
  if (action.seat !== activeSeat(state)) throw new IllegalActionError(`seat ${action.seat} is not to act`, action);
  const s = working(state, inPlace);
  const events: Events = [];
  play(s, action, events);
  settle(s, events);
  return { state: s, events };
}

/** activeSeats' answers, shared (frozen: callers must not change them). */
const NO_SEATS: number[] = Object.freeze([]) as unknown as number[];
const SEATS: number[][] = [Object.freeze([HUMANS]) as unknown as number[], Object.freeze([MONSTERS]) as unknown as number[]];

const hexKey = (h: Hex) => `${h.q},${h.r}`;

export const lostPatrol: Game<LostPatrolState, LostPatrolAction, LostPatrolContent | null, LostPatrolOptions, LostPatrolView> = {
  id: "lostpatrol",
  // Empty: the tile set's `rules` record and the defaults in options.ts fill the rest at set-up.
  defaultOptions: {},
  seatCount: () => 2,
  setup: (content, options, seed) => setupGame(content, options, seed),
  activeSeats: (s) => (s.end ? NO_SEATS : SEATS[activeSeat(s)]),
  legalActions: (s, seat) => (seat === activeSeat(s) ? legal(s) : []),
  legalActionAt: (s, seat, pick) => (seat === activeSeat(s) ? legalAt(s, pick) : undefined),

  apply: (state, action) => step(state, action, false),
  applyInPlace: (state, action) => step(state, action, true),

  result(s): GameResult | null {
    if (!s.end) return null;
    // Stopped by the simulation's safety cap: no one won and it is no draw.
    if (s.end.reason === "unfinished") return { winners: [], unfinished: true, reason: s.end.reason };
    return s.end.winner >= 0 ? { winners: [s.end.winner], reason: s.end.reason } : { winners: [], draw: true, reason: s.end.reason };
  },

  view(s, seat) {
    const { deck, rng, ...table } = s;
    void rng;
    const deckContents: Record<string, number> = {};
    for (const t of deck) deckContents[s.types[t].id] = (deckContents[s.types[t].id] ?? 0) + 1;
    return { ...table, seat, deckSize: deck.length, deckContents };
  },

  // Neither side knows the deck order (the ship is known to be last) nor the dice to come.
  determinize(s, _seat, rng) {
    const shipLast = s.deck.length > 0 && s.types[s.deck[s.deck.length - 1]].kind === "ship";
    // Sorted first: the sample must depend on what the seat sees (the deck's contents), not on the real order.
    const rest = (shipLast ? s.deck.slice(0, -1) : s.deck.slice()).sort((a, b) => a - b);
    const deck = rng.shuffle(rest);
    if (shipLast) deck.push(s.deck[s.deck.length - 1]);
    return { ...s, deck, rng: { a: rng.u32(), b: rng.u32(), c: rng.u32(), d: rng.u32() } };
  },

  heuristic: outlookFor,

  metrics(s) {
    const reason = s.end?.reason;
    return {
      turns: s.turn,
      soldiersLeft: s.soldiers.length,
      monstersKilled: s.stats.monstersKilled,
      tilesLaid: s.stats.tilesLaid,
      ambushes: s.stats.ambushes,
      shipReached: reason === "ship reached" ? 1 : 0,
      wipedOut: reason === "wiped out" ? 1 : 0,
      ringClosed: reason === "ring closed" ? 1 : 0,
      lostInSplit: reason === "lost in a split" ? 1 : 0,
      unfinished: reason === "unfinished" ? 1 : 0,
    };
  },

  actionKey(a) {
    switch (a.type) {
      case "lay":
        return `${a.seat}:lay:${hexKey(a.at)}:${a.rotation}`;
      case "move":
      case "retreat":
        return `${a.seat}:${a.type}:${a.soldier}:${hexKey(a.to)}`;
      case "shoot":
      case "stop":
      case "casualty":
        return `${a.seat}:${a.type}:${a.soldier}`;
      case "create":
      case "grow":
      case "ambush":
        return `${a.seat}:${a.type}:${hexKey(a.at)}`;
      case "march":
        return `${a.seat}:march:${hexKey(a.from)}:${hexKey(a.to)}`;
      case "monster-retreat":
        return `${a.seat}:monster-retreat:${hexKey(a.to)}`;
      case "keep-group":
        return `${a.seat}:keep-group:${a.group}`;
      case "done":
        return `${a.seat}:done`;
    }
  },
};
