/** Small shared helpers over the state: the working copy `apply` mutates, lookups, deaths, the end. */
import type { GameEvent } from "../core/game";
import type { Hex } from "../core/hex";
import { indexOf, shareIndex, type BoardIndex } from "./board-index";
import { BoardLookup, findTile, SightBuffer } from "./board";
import { sharedHex } from "./keys";
import {
  HUMANS,
  MONSTERS,
  type Cell,
  type EndReason,
  type LostPatrolAction,
  type LostPatrolState,
  type LostPatrolStats,
  type Pending,
  type Soldier,
} from "./types";

export type Events = GameEvent[];

/**
 * The working copy `apply` changes; the input state is never touched. The board, the soldiers,
 * the statistics, the pending decisions and the deck are shared with the input until something
 * changes them, then copied (the board array and each tile or soldier separately), since most
 * actions change one thing or none and simulations apply millions of actions. `apply` is
 * synchronous and never nested, so the copy in progress and what it owns are module state rather
 * than fields of the (plain-data) game state.
 *
 * Which tiles and soldiers this apply has copied already is kept by place, not by object: each
 * apply gets a new stamp, and `cells[i]` (`soldiers[n]`) holds it once board tile i (soldier n)
 * of the working copy is this apply's own. Numbers, not references: storing a new object into a
 * long-lived array costs a write barrier each time, and these are written several times per apply.
 * The few operations that move tiles or soldiers to other places (laying, removing, a death)
 * move their marks along.
 *
 * `applyInPlace` (simulations, whose caller gives each state up) works on the state itself: it
 * owns everything from the start and nothing is copied. Copy-on-write is then pure overhead, and
 * a costly one: the copies are most of what a simulated game allocates.
 */
interface Work {
  /** The working copy of the apply in progress. */
  state: LostPatrolState | null;
  stamp: number;
  boardOwned: boolean;
  soldiersOwned: boolean;
  statsOwned: boolean;
  pendingOwned: boolean;
  cells: Int32Array;
  soldiers: Int32Array;
  /** The apply in progress changes the given state itself (see applyInPlace): nothing is copied. */
  inPlace: boolean;
}

const work: Work = {
  state: null,
  stamp: 0,
  boardOwned: false,
  soldiersOwned: false,
  statsOwned: false,
  pendingOwned: false,
  cells: new Int32Array(64),
  soldiers: new Int32Array(16),
  inPlace: false,
};

/** Room for marks at places 0..n-1, keeping the marks already made. */
function roomFor(marks: Int32Array, n: number): Int32Array {
  if (marks.length >= n) return marks;
  const grown = new Int32Array(n * 2);
  grown.set(marks);
  return grown;
}

/** The state `apply` changes: a working copy of `s`, or `s` itself when `inPlace` (the caller gives `s` up). */
export function working(s: LostPatrolState, inPlace = false): LostPatrolState {
  if (inPlace) {
    work.state = s;
    work.boardOwned = work.soldiersOwned = work.statsOwned = work.pendingOwned = work.inPlace = true;
    return s;
  }
  work.inPlace = false;
  // Field by field rather than a spread: one object shape, and several times faster in V8.
  const w: LostPatrolState = {
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
  work.state = w;
  work.boardOwned = work.soldiersOwned = work.statsOwned = work.pendingOwned = false;
  if (++work.stamp === 0x3fffffff) {
    // Stamps wrap (after a billion applies): no old mark may equal a new stamp.
    work.cells.fill(0);
    work.soldiers.fill(0);
    work.stamp = 1;
  }
  return w;
}

function checkWorking(s: LostPatrolState): void {
  if (s !== work.state) throw new Error("not the working copy of the apply in progress");
}

/** The working copy's board array, ready for tiles to be replaced in place. */
function ownBoard(s: LostPatrolState): Cell[] {
  checkWorking(s);
  if (!work.boardOwned) {
    const copy = s.board.slice();
    shareIndex(s.board, copy);
    s.board = copy;
    work.boardOwned = true;
  }
  return s.board;
}

/** The tile at `key` in the working copy, ready to change. */
export function own(s: LostPatrolState, key: number): Cell {
  const board = ownBoard(s);
  const i = indexOf(board).find(key);
  if (i < 0) throw new Error(`own(): no tile at ${key}`);
  const marks = (work.cells = roomFor(work.cells, board.length));
  let c = board[i];
  // Copied field by field (not spread) so every tile object has one shape: property reads stay monomorphic.
  if (marks[i] !== work.stamp && !work.inPlace) {
    c = { key: c.key, type: c.type, paths: c.paths, dead: c.dead, monsters: c.monsters, from: c.from, ambushed: c.ambushed, acts: c.acts };
    board[i] = c;
    marks[i] = work.stamp;
  }
  return c;
}

/** The working copy's queue of pending decisions, ready to change (most actions leave it alone). */
export function ownPending(s: LostPatrolState): Pending[] {
  checkWorking(s);
  if (!work.pendingOwned) {
    s.pending = s.pending.slice();
    work.pendingOwned = true;
  }
  return s.pending;
}

/** The working copy's soldiers array, ready for soldiers to be added, removed or replaced. */
export function ownSoldiers(s: LostPatrolState): Soldier[] {
  checkWorking(s);
  sight.soldiers = null;
  if (!work.soldiersOwned) {
    s.soldiers = s.soldiers.slice();
    work.soldiersOwned = true;
  }
  return s.soldiers;
}

/** Soldier `id` in the working copy, ready to change; undefined when it is dead. */
export function ownSoldier(s: LostPatrolState, id: number): Soldier | undefined {
  const soldiers = s.soldiers;
  let n = 0;
  while (n < soldiers.length && soldiers[n].id !== id) n++;
  return n === soldiers.length ? undefined : ownSoldierAt(s, n);
}

/** The soldier at place `n` of the soldiers array in the working copy, ready to change. */
export function ownSoldierAt(s: LostPatrolState, n: number): Soldier {
  const soldiers = ownSoldiers(s);
  const marks = (work.soldiers = roomFor(work.soldiers, soldiers.length));
  let x = soldiers[n];
  if (marks[n] !== work.stamp && !work.inPlace) {
    x = { id: x.id, kind: x.kind, at: x.at, from: x.from, stub: x.stub, acts: x.acts, done: x.done };
    soldiers[n] = x;
    marks[n] = work.stamp;
  }
  return x;
}

/** Adds to one of the game's statistics (copied on the first change of an apply). */
export function count(s: LostPatrolState, stat: keyof LostPatrolStats, n: number): void {
  checkWorking(s);
  if (!work.statsOwned) {
    const t = s.stats;
    s.stats = {
      monstersKilled: t.monstersKilled,
      soldiersLost: t.soldiersLost,
      tilesLaid: t.tilesLaid,
      tilesRemoved: t.tilesRemoved,
      ambushes: t.ambushes,
    };
    work.statsOwned = true;
  }
  // Each field by name: `stats[stat]` with a different name each time is a slow generic lookup.
  const t = s.stats;
  switch (stat) {
    case "monstersKilled":
      t.monstersKilled += n;
      return;
    case "soldiersLost":
      t.soldiersLost += n;
      return;
    case "tilesLaid":
      t.tilesLaid += n;
      return;
    case "tilesRemoved":
      t.tilesRemoved += n;
      return;
    case "ambushes":
      t.ambushes += n;
      return;
  }
}

/** The board as a lookup by key. */
export const tilesOf = (s: LostPatrolState): BoardLookup => new BoardLookup(s.board);
export const tileAt = (s: LostPatrolState, key: number): Cell | undefined => findTile(s.board, key);

export const soldierKeys = (s: LostPatrolState): number[] => s.soldiers.map((x) => x.at);
export const soldiersOn = (s: LostPatrolState, key: number): Soldier[] => s.soldiers.filter((x) => x.at === key);
export function countSoldiersOn(s: LostPatrolState, key: number): number {
  return soldiersAt(s.soldiers, key);
}

/**
 * How many of `soldiers` stand on tile `key`. A patrol is a handful of soldiers, so counting
 * them where needed beats keeping a count per tile up to date.
 */
export function soldiersAt(soldiers: readonly Soldier[], key: number): number {
  let n = 0;
  for (let k = 0; k < soldiers.length; k++) if (soldiers[k].at === key) n++;
  return n;
}

export const soldierById = (s: LostPatrolState, id: number): Soldier | undefined => s.soldiers.find((x) => x.id === id);
export function capacityOf(s: LostPatrolState, c: Cell): number {
  return s.types[c.type].capacity;
}
export function isShip(s: LostPatrolState, c: Cell): boolean {
  return s.types[c.type].kind === "ship";
}

/**
 * What the soldiers see now. Sight depends only on the laid tiles and where the soldiers stand,
 * and most actions change neither, so the last scan is kept and reused while both are the same.
 * The buffer is shared: read it before anything moves a soldier or lays or removes a tile.
 */
interface KeptSight {
  readonly buffer: SightBuffer;
  /** The board index the sight was scanned for. */
  index: BoardIndex | null;
  /**
   * The soldiers array the sight was last checked for, while no soldier has been handed out for
   * change since (ownSoldiers clears it): then the positions cannot have changed and the check is
   * one comparison. Change a soldier right after owning it, before reading sight.
   */
  soldiers: readonly Soldier[] | null;
  /** Where the soldiers stood for the scan. */
  readonly from: number[];
  /** The spawnAt rule the spawn sites were worked out for (another game may share a board index). */
  spawnAt: string;
  /** Board indices where a stack may appear when empty (see spawnSites). */
  spawnable: number[];
  /** The "create" for each of them, at the same place. */
  creates: LostPatrolAction[];
  /** Scratch for spawnSitesOf: marks by board index (LINE_END, INSIDE). */
  lineEnd: Uint8Array;
}

const sight: KeptSight = {
  buffer: new SightBuffer(),
  index: null,
  soldiers: null,
  from: [],
  spawnAt: "",
  spawnable: [],
  creates: [],
  lineEnd: new Uint8Array(64),
};

export function sightOf(s: LostPatrolState): SightBuffer {
  const idx = indexOf(s.board);
  const soldiers = s.soldiers;
  const kept = sight;
  const spawnAt = s.rules.spawnAt;
  if (soldiers === kept.soldiers && idx === kept.index && spawnAt === kept.spawnAt) return kept.buffer;
  const from = kept.from;
  let same = idx === kept.index && spawnAt === kept.spawnAt && from.length === soldiers.length;
  for (let i = 0; same && i < soldiers.length; i++) same = from[i] === soldiers[i].at;
  if (!same) {
    from.length = soldiers.length;
    for (let i = 0; i < soldiers.length; i++) from[i] = soldiers[i].at;
    kept.buffer.scan(s.board, from);
    kept.index = idx;
    kept.spawnAt = spawnAt;
    const sites = (kept.spawnable = spawnSitesOf(s, kept.buffer));
    const creates: LostPatrolAction[] = [];
    for (let k = 0; k < sites.length; k++) creates.push(idx.createAction(sites[k], MONSTERS));
    kept.creates = creates;
  }
  kept.soldiers = soldiers;
  return kept.buffer;
}

/**
 * "на окончание любой тропинки (нетупиковый гекс на краю поля зрения людей)" and "всегда … на
 * гексе корабля": the tiles (board indices, ascending) where a new stack may appear if no stack is
 * there yet. By default (spawnAt "sight-edge") the edge of the field of view: a tile where a sight
 * line ends, not all dead ends, with no soldier on it and no other line seeing past it; with
 * "line-ends", the end of any line. They depend on sight and the tiles alone, so they are worked
 * out with the sight and kept with it.
 */
export function spawnSites(s: LostPatrolState): readonly number[] {
  sightOf(s);
  return sight.spawnable;
}

/** The "create" actions for spawnSites(s), at the same places (call right after spawnSites). */
export function spawnCreates(): readonly LostPatrolAction[] {
  return sight.creates;
}

/** Marks in spawnSitesOf's scratch: the end of a line, and not at the edge (a soldier or a line passing through). */
const LINE_END = 1,
  INSIDE = 2;

function spawnSitesOf(s: LostPatrolState, seen: SightBuffer): number[] {
  const board = s.board;
  const n = board.length;
  let mark = sight.lineEnd;
  if (mark.length < n) mark = sight.lineEnd = new Uint8Array(n * 2);
  else for (let i = 0; i < n; i++) mark[i] = 0;
  const ends = seen.ends;
  for (let k = 0; k < seen.endCount; k++) mark[ends[k]] = LINE_END;
  if (s.rules.spawnAt === "sight-edge") {
    // Inside the field of view, not on its edge: where soldiers stand, and where a line sees on.
    const idx = indexOf(board);
    for (let k = 0; k < s.soldiers.length; k++) {
      const i = idx.find(s.soldiers[k].at);
      if (i >= 0) mark[i] |= INSIDE;
    }
    const through = seen.through;
    for (let k = 0; k < seen.throughCount; k++) mark[through[k]] |= INSIDE;
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = board[i];
    if (isShip(s, c) || ((c.paths & ~c.dead) !== 0 && mark[i] === LINE_END)) out.push(i);
  }
  return out;
}

/**
 * A position for events and actions: the process-wide shared Hex of `key` (keys.ts sharedHex),
 * the very object the board index hands out for a laid tile, so no lookup is needed.
 */
export const at = (_s: LostPatrolState, key: number): Hex => sharedHex(key);

export function endGame(s: LostPatrolState, reason: EndReason, events: Events): void {
  if (s.end) return;
  const winner = reason === "ship reached" ? HUMANS : reason === "unfinished" ? -1 : MONSTERS;
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
  // The soldiers after it move up one place, and their marks with them.
  const marks = (work.soldiers = roomFor(work.soldiers, soldiers.length));
  marks.copyWithin(i, i + 1, soldiers.length);
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
  const at = i;
  board.push(cell);
  for (; i < old.length; i++) board.push(old[i]);
  s.board = board;
  work.boardOwned = true;
  // The tiles after the new one move up one place, and their marks with them; the new one is ours.
  const marks = (work.cells = roomFor(work.cells, board.length));
  marks.copyWithin(at + 1, at, old.length);
  marks[at] = work.stamp;
}

/** Removes tiles from play with any monsters on them ("все находящиеся на нём монстры исчезают"). */
export function removeTiles(s: LostPatrolState, keys: ReadonlySet<number>): void {
  checkWorking(s);
  const old = s.board;
  const marks = (work.cells = roomFor(work.cells, old.length));
  const board: Cell[] = [];
  // The tiles kept move down to their new places, and their marks with them.
  for (let i = 0; i < old.length; i++) {
    if (keys.has(old[i].key)) continue;
    marks[board.length] = marks[i];
    board.push(old[i]);
  }
  s.board = board;
  work.boardOwned = true;
  count(s, "tilesRemoved", keys.size);
}
