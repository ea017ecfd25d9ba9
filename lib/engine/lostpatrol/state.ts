/** Small shared helpers over the state: the working copy `apply` mutates, lookups, deaths, the end. */
import type { GameEvent } from "../core/game";
import type { Hex } from "../core/hex";
import { indexOf, shareIndex, type BoardIndex } from "./board-index";
import { BoardLookup, findTile, SightBuffer } from "./board";
import { sharedHex } from "./keys";
import { HUMANS, MONSTERS, type Cell, type EndReason, type LostPatrolState, type LostPatrolStats, type Pending, type Soldier } from "./types";

export type Events = GameEvent[];

/**
 * The working copy `apply` changes; the input state is never touched. The board, the soldiers,
 * the statistics, the pending decisions and the deck are shared with the input until something
 * changes them, then copied (the board array and each tile or soldier separately), since most
 * actions change one thing or none and
 * simulations apply millions of actions. `apply` is synchronous and never nested, so the copy in
 * progress and what it owns are module state rather than fields of the (plain-data) game state.
 */
let current: LostPatrolState | null = null;
let boardOwned = false;
let soldiersOwned = false;
let statsOwned = false;
let pendingOwned = false;
/**
 * Tiles and soldiers the working copy made (a handful per apply: a list beats a Set). Emptied by
 * resetting the count: setting an array's length is a runtime call, and `apply` empties it every time.
 */
const mine: (Cell | Soldier | null)[] = [];
let mineCount = 0;

function isMine(o: Cell | Soldier): boolean {
  for (let i = 0; i < mineCount; i++) if (mine[i] === o) return true;
  return false;
}

function addMine(o: Cell | Soldier): void {
  mine[mineCount++] = o;
}

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
    pending: s.pending,
    stats: s.stats,
    end: s.end,
  };
  boardOwned = soldiersOwned = statsOwned = pendingOwned = false;
  mineCount = 0;
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
  if (!isMine(c)) {
    c = { key: c.key, type: c.type, paths: c.paths, dead: c.dead, monsters: c.monsters, from: c.from, ambushed: c.ambushed, acts: c.acts };
    board[i] = c;
    addMine(c);
  }
  return c;
}

/** The working copy's queue of pending decisions, ready to change (most actions leave it alone). */
export function ownPending(s: LostPatrolState): Pending[] {
  checkWorking(s);
  if (!pendingOwned) {
    s.pending = s.pending.slice();
    pendingOwned = true;
  }
  return s.pending;
}

/** The working copy's soldiers array, ready for soldiers to be added, removed or replaced. */
export function ownSoldiers(s: LostPatrolState): Soldier[] {
  checkWorking(s);
  sightSoldiers = null;
  occupiedSoldiers = null;
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
  if (!isMine(x)) {
    x = { id: x.id, kind: x.kind, at: x.at, from: x.from, stub: x.stub, acts: x.acts, done: x.done };
    soldiers[i] = x;
    addMine(x);
  }
  return x;
}

/** Every soldier of the working copy, ready to change (one pass instead of one search per soldier). */
export function ownAllSoldiers(s: LostPatrolState): Soldier[] {
  const soldiers = ownSoldiers(s);
  for (let i = 0; i < soldiers.length; i++) {
    const x = soldiers[i];
    if (isMine(x)) continue;
    const copy = { id: x.id, kind: x.kind, at: x.at, from: x.from, stub: x.stub, acts: x.acts, done: x.done };
    soldiers[i] = copy;
    addMine(copy);
  }
  return soldiers;
}

/** Adds to one of the game's statistics (copied on the first change of an apply). */
export function count(s: LostPatrolState, stat: keyof LostPatrolStats, n: number): void {
  checkWorking(s);
  if (!statsOwned) {
    const t = s.stats;
    s.stats = { monstersKilled: t.monstersKilled, soldiersLost: t.soldiersLost, tilesLaid: t.tilesLaid, tilesRemoved: t.tilesRemoved, ambushes: t.ambushes };
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
let perTile = new Int32Array(64);

/** Soldiers per board index (a shared buffer: read it before the next call). */
export function soldiersPerTile(s: LostPatrolState, idx: BoardIndex): Int32Array {
  const n = idx.n;
  if (perTile.length < n) perTile = new Int32Array(n * 2);
  else for (let i = 0; i < n; i++) perTile[i] = 0;
  for (const x of s.soldiers) {
    const i = idx.find(x.at);
    if (i >= 0) perTile[i]++;
  }
  return perTile;
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
/**
 * The soldiers array the sight was last checked for, while no soldier has been handed out for
 * change since (ownSoldier and friends clear it): then the positions cannot have changed and the
 * check is one comparison. Change a soldier right after owning it, before reading sight.
 */
let sightSoldiers: readonly Soldier[] | null = null;
const sightFrom: number[] = [];
/** Board indices where a stack may appear when empty (see spawnSites), for the sight kept above. */
let spawnable: number[] = [];

/** Soldiers per board index (see occupancy), and the soldiers array and index it was counted for. */
let occupied = new Int32Array(64);
let occupiedSoldiers: readonly Soldier[] | null = null;
let occupiedIndex: BoardIndex | null = null;

/**
 * Soldiers per board index now: a shared buffer, kept while the soldiers array and the board
 * index are the same and no soldier was handed out for change (like the sight, see sightSoldiers:
 * read it before anything moves a soldier or lays or removes a tile, and not between owning a
 * soldier and moving it).
 */
export function occupancy(s: LostPatrolState): Int32Array {
  const idx = indexOf(s.board);
  const soldiers = s.soldiers;
  if (soldiers === occupiedSoldiers && idx === occupiedIndex) return occupied;
  const n = idx.n;
  if (occupied.length < n) occupied = new Int32Array(n * 2);
  // A loop, not fill(): fill is a runtime call, slower than a loop over a dozen entries.
  else for (let i = 0; i < n; i++) occupied[i] = 0;
  for (let k = 0; k < soldiers.length; k++) {
    const i = idx.find(soldiers[k].at);
    if (i >= 0) occupied[i]++;
  }
  occupiedSoldiers = soldiers;
  occupiedIndex = idx;
  return occupied;
}

export function sightOf(s: LostPatrolState): SightBuffer {
  const idx = indexOf(s.board);
  const soldiers = s.soldiers;
  if (soldiers === sightSoldiers && idx === sightIndex) return soldierSight;
  let same = idx === sightIndex && sightFrom.length === soldiers.length;
  for (let i = 0; same && i < soldiers.length; i++) same = sightFrom[i] === soldiers[i].at;
  if (!same) {
    sightFrom.length = soldiers.length;
    for (let i = 0; i < soldiers.length; i++) sightFrom[i] = soldiers[i].at;
    soldierSight.scan(s.board, sightFrom);
    sightIndex = idx;
    spawnable = spawnSitesOf(s, soldierSight);
  }
  sightSoldiers = soldiers;
  return soldierSight;
}

/**
 * "на окончание любой тропинки (нетупиковый гекс на краю поля зрения людей)" — the last tile of
 * a sight line, unless its paths all end in dead ends — and "всегда … на гексе корабля": the
 * tiles (board indices, ascending) where a new stack may appear if no stack is there yet. They
 * depend on sight and the tiles alone, so they are worked out with the sight and kept with it.
 */
export function spawnSites(s: LostPatrolState): readonly number[] {
  sightOf(s);
  return spawnable;
}

let lineEnd = new Uint8Array(64);

function spawnSitesOf(s: LostPatrolState, sight: SightBuffer): number[] {
  const board = s.board;
  const n = board.length;
  if (lineEnd.length < n) lineEnd = new Uint8Array(n * 2);
  else for (let i = 0; i < n; i++) lineEnd[i] = 0;
  for (let k = 0; k < sight.ends.length; k++) lineEnd[sight.ends[k]] = 1;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = board[i];
    if (isShip(s, c) || ((c.paths & ~c.dead) !== 0 && lineEnd[i] === 1)) out.push(i);
  }
  return out;
}

/** A position for events and actions (shared per tile: actions name tiles far more often than they change). */
export const at = (s: LostPatrolState, key: number): Hex => {
  const idx = indexOf(s.board);
  const i = idx.find(key);
  return i >= 0 ? idx.hex(i) : sharedHex(key);
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
  let i = 0;
  while (i < soldiers.length && soldiers[i].id !== id) i++;
  if (i === soldiers.length) return;
  const [dead] = soldiers.splice(i, 1);
  count(s, "soldiersLost", 1);
  if (s.acting === id) s.acting = -1;
  events.push({ type: "soldier-killed", soldier: id, kind: dead.kind, cause, at: at(s, dead.at) });
  if (soldiers.length === 0) endGame(s, reason, events);
}

/** Lays a tile (the board stays in ascending key order). */
export function placeTile(s: LostPatrolState, cell: Cell): void {
  checkWorking(s);
  const old = s.board;
  // Pushed one by one: the array stays packed (a pre-sized one would stay holey for good).
  const board: Cell[] = [];
  let i = 0;
  for (; i < old.length && old[i].key < cell.key; i++) board.push(old[i]);
  board.push(cell);
  for (; i < old.length; i++) board.push(old[i]);
  s.board = board;
  boardOwned = true;
  addMine(cell);
}

/** Removes tiles from play with any monsters on them ("все находящиеся на нём монстры исчезают"). */
export function removeTiles(s: LostPatrolState, keys: ReadonlySet<number>): void {
  checkWorking(s);
  s.board = s.board.filter((c) => !keys.has(c.key));
  boardOwned = true;
  count(s, "tilesRemoved", keys.size);
}
