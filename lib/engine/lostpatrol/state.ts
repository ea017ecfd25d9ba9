/** Small shared helpers over the state: the working copy `apply` mutates, lookups, deaths, the end. */
import type { GameEvent } from "../core/game";
import type { Hex } from "../core/hex";
import { indexOf, shareIndex } from "./board-index";
import { BoardLookup, findTile, hexOf, SightBuffer } from "./board";
import { HUMANS, MONSTERS, type Cell, type EndReason, type LostPatrolState, type LostPatrolStats, type Soldier } from "./types";

export type Events = GameEvent[];

/**
 * The working copy `apply` changes; the input state is never touched. The board, the soldiers,
 * the statistics and the deck are shared with the input until something changes them, then copied (the board
 * array and each tile or soldier separately), since most actions change one thing or none and
 * simulations apply millions of actions. `apply` is synchronous and never nested, so the copy in
 * progress and what it owns are module state rather than fields of the (plain-data) game state.
 */
let current: LostPatrolState | null = null;
let boardOwned = false;
let soldiersOwned = false;
let statsOwned = false;
/** Tiles and soldiers the working copy made (a handful per apply: a list beats a Set). */
const mine: (Cell | Soldier)[] = [];

export function working(s: LostPatrolState): LostPatrolState {
  // Field by field rather than a spread: one object shape, and several times faster in V8.
  current = {
    rules: s.rules,
    types: s.types,
    rng: s.rng,
    deck: s.deck,
    drawn: s.drawn,
    board: s.board,
    soldiers: s.soldiers,
    turn: s.turn,
    phase: s.phase,
    setupLeft: s.setupLeft,
    acting: s.acting,
    monsterActs: s.monsterActs,
    frozen: s.frozen,
    pending: s.pending.slice(),
    stats: s.stats,
    end: s.end,
  };
  boardOwned = soldiersOwned = statsOwned = false;
  mine.length = 0;
  return current;
}

function checkWorking(s: LostPatrolState): void {
  if (s !== current) throw new Error("not the working copy of the apply in progress");
}

/** The working copy's board array, ready for tiles to be replaced in place. */
function ownBoard(s: LostPatrolState): Cell[] {
  checkWorking(s);
  if (!boardOwned) {
    const copy = s.board.slice();
    shareIndex(s.board, copy);
    s.board = copy;
    boardOwned = true;
  }
  return s.board;
}

/** The tile at `key` in the working copy, ready to change. */
export function own(s: LostPatrolState, key: number): Cell {
  const board = ownBoard(s);
  const i = indexOf(board).find(key);
  if (i < 0) throw new Error(`own(): no tile at ${key}`);
  let c = board[i];
  // Copied field by field (not spread) so every tile object has one shape: property reads stay monomorphic.
  if (!mine.includes(c)) {
    c = { key: c.key, type: c.type, paths: c.paths, dead: c.dead, monsters: c.monsters, from: c.from, ambushed: c.ambushed, acts: c.acts };
    board[i] = c;
    mine.push(c);
  }
  return c;
}

/** The working copy's soldiers array, ready for soldiers to be added, removed or replaced. */
export function ownSoldiers(s: LostPatrolState): Soldier[] {
  checkWorking(s);
  if (!soldiersOwned) {
    s.soldiers = s.soldiers.slice();
    soldiersOwned = true;
  }
  return s.soldiers;
}

/** Soldier `id` in the working copy, ready to change; undefined when it is dead. */
export function ownSoldier(s: LostPatrolState, id: number): Soldier | undefined {
  const soldiers = ownSoldiers(s);
  let i = 0;
  while (i < soldiers.length && soldiers[i].id !== id) i++;
  if (i === soldiers.length) return undefined;
  let x = soldiers[i];
  if (!mine.includes(x)) {
    x = { id: x.id, kind: x.kind, at: x.at, from: x.from, stub: x.stub, acts: x.acts, done: x.done };
    soldiers[i] = x;
    mine.push(x);
  }
  return x;
}

/** Adds to one of the game's statistics (copied on the first change of an apply). */
export function count(s: LostPatrolState, stat: keyof LostPatrolStats, n: number): void {
  checkWorking(s);
  if (!statsOwned) {
    s.stats = { ...s.stats };
    statsOwned = true;
  }
  s.stats[stat] += n;
}

/** The board as a lookup by key. */
export const tilesOf = (s: LostPatrolState): BoardLookup => new BoardLookup(s.board);
export const tileAt = (s: LostPatrolState, key: number): Cell | undefined => findTile(s.board, key);

export const soldierKeys = (s: LostPatrolState): number[] => s.soldiers.map((x) => x.at);
export const soldiersOn = (s: LostPatrolState, key: number): Soldier[] => s.soldiers.filter((x) => x.at === key);
export function countSoldiersOn(s: LostPatrolState, key: number): number {
  let n = 0;
  for (const x of s.soldiers) if (x.at === key) n++;
  return n;
}
export const soldierById = (s: LostPatrolState, id: number): Soldier | undefined => s.soldiers.find((x) => x.id === id);
export const capacityOf = (s: LostPatrolState, c: Cell): number => s.types[c.type].capacity;
export const isShip = (s: LostPatrolState, c: Cell): boolean => s.types[c.type].kind === "ship";

/**
 * What the soldiers see now. Sight depends only on the laid tiles and where the soldiers stand,
 * and most actions change neither, so the last scan is kept and reused while both are the same.
 * The buffer is shared: read it before anything moves a soldier or lays or removes a tile.
 */
const soldierSight = new SightBuffer();
let sightIndex: unknown = null;
const sightFrom: number[] = [];

export function sightOf(s: LostPatrolState): SightBuffer {
  const idx = indexOf(s.board);
  let same = idx === sightIndex && sightFrom.length === s.soldiers.length;
  for (let i = 0; same && i < s.soldiers.length; i++) same = sightFrom[i] === s.soldiers[i].at;
  if (!same) {
    sightFrom.length = 0;
    for (const x of s.soldiers) sightFrom.push(x.at);
    soldierSight.scan(s.board, sightFrom);
    sightIndex = idx;
  }
  return soldierSight;
}

/** A position for events and actions (shared per tile: actions name tiles far more often than they change). */
export const at = (s: LostPatrolState, key: number): Hex => {
  const idx = indexOf(s.board);
  const i = idx.find(key);
  return i >= 0 ? idx.hex(i) : hexOf(key);
};

export function endGame(s: LostPatrolState, reason: EndReason, events: Events): void {
  if (s.end) return;
  const winner = reason === "ship reached" ? HUMANS : reason === "turn limit" ? -1 : MONSTERS;
  s.end = { reason, winner };
  s.pending = [];
  events.push({ type: "end", reason, winner });
}

/** Removes a soldier from play; the game ends when the last one dies. */
export function killSoldier(s: LostPatrolState, id: number, cause: string, events: Events, reason: EndReason = "wiped out"): void {
  const soldiers = ownSoldiers(s);
  const i = soldiers.findIndex((x) => x.id === id);
  if (i < 0) return;
  const [dead] = soldiers.splice(i, 1);
  count(s, "soldiersLost", 1);
  if (s.acting === id) s.acting = -1;
  events.push({ type: "soldier-killed", soldier: id, kind: dead.kind, cause, at: at(s, dead.at) });
  if (soldiers.length === 0) endGame(s, reason, events);
}

/** Lays a tile (the board stays in ascending key order). */
export function placeTile(s: LostPatrolState, cell: Cell): void {
  checkWorking(s);
  const i = s.board.findIndex((c) => c.key > cell.key);
  s.board = i < 0 ? [...s.board, cell] : [...s.board.slice(0, i), cell, ...s.board.slice(i)];
  boardOwned = true;
  mine.push(cell);
}

/** Removes tiles from play with any monsters on them ("все находящиеся на нём монстры исчезают"). */
export function removeTiles(s: LostPatrolState, keys: ReadonlySet<number>): void {
  checkWorking(s);
  s.board = s.board.filter((c) => !keys.has(c.key));
  boardOwned = true;
  count(s, "tilesRemoved", keys.size);
}
