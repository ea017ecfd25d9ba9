/**
 * Board geometry for Lost Patrol: path joins, sight lines, rings and groups, over a board array
 * (laid tiles in ascending key order) and its BoardIndex, which keeps what depends on the tiles
 * alone (neighbours, joins, each tile's sight lines, monster reach). The scans write into
 * reusable buffers instead of building Sets and Maps: simulations run them millions of times.
 */
import { indexOf, type BoardIndex } from "./board-index";
import { hasEdge, opposite, step } from "./keys";
import type { Cell, Soldier } from "./types";

export { hexOf, keyOf, keyDistance, ORIGIN, MAX_DECK_TILES, step, hasEdge, opposite } from "./keys";

/** The tile at `key` (binary search: boards are kept in ascending key order). */
export function findTile(board: readonly Cell[], key: number): Cell | undefined {
  const i = indexOf(board).find(key);
  return i < 0 ? undefined : board[i];
}

/** A board array as a read-only lookup by key (for tests and tools). */
export class BoardLookup {
  constructor(readonly board: readonly Cell[]) {}
  get(key: number): Cell | undefined {
    return findTile(this.board, key);
  }
  has(key: number): boolean {
    return indexOf(this.board).find(key) >= 0;
  }
  values(): readonly Cell[] {
    return this.board;
  }
}

/** Path edges that reach the tile's centre (a dead end stops short of it). */
export const hub = (c: Cell): number => c.paths & ~c.dead;

/** "тропинки": two tiles' paths join where both have a path on the shared edge. */
export const joins = (a: Cell, b: Cell, edge: number): boolean => hasEdge(a.paths, edge) && hasEdge(b.paths, opposite(edge));

/** Joined through both tiles' centres: the links that can close a ring. */
const hubJoins = (a: Cell, b: Cell, edge: number): boolean => hasEdge(hub(a), edge) && hasEdge(hub(b), opposite(edge));

/** "прямые": a path runs from edge to the opposite edge, so sight goes on along that line. */
export const straightAlong = (c: Cell, edge: number): boolean => hasEdge(hub(c), edge) && hasEdge(hub(c), opposite(edge));

/** Edges a soldier may leave its tile by: only its stub's edge when it stands in a dead end. */
export const exitEdges = (soldier: Soldier, c: Cell): number => (soldier.stub >= 0 ? 1 << soldier.stub : hub(c));

/**
 * The board index of the tile a soldier on tile i reaches by walking out across `edge` (given its
 * exit edges), or -1 when it cannot leave that way or the paths do not join.
 */
export function walkTo(board: readonly Cell[], idx: BoardIndex, i: number, exits: number, edge: number): number {
  if (!hasEdge(exits, edge)) return -1;
  const j = idx.next(i, edge);
  return j >= 0 && joins(board[i], board[j], edge) ? j : -1;
}

/** Where a soldier stands after entering `to` across `edge`: the entry stub when it is a dead end, else -1. */
export const stubAfter = (to: Cell, edge: number): number => (hasEdge(to.dead, opposite(edge)) ? opposite(edge) : -1);

/**
 * "Человек, находящийся на гексе, может видеть во всех направлениях, в которых ведут тропинки",
 * and through straight tiles: "за прямым выкладывается следующий гекс". A line stops at the
 * first tile that is not straight along it, or at the first empty position. One buffer is
 * reused by every scan; read it before the next scan into the same buffer.
 */
export class SightBuffer {
  /** seen[i] = 1 when board tile i is in sight (the soldiers' own tiles included); length >= n. */
  seen = new Uint8Array(64);
  n = 0;
  /**
   * Board indices of the last laid tile of every sight line ("окончание тропинки"), the first
   * endCount entries; may repeat. The arrays are reused by every scan (entries past the count are
   * stale): read them before the next scan.
   */
  readonly ends: number[] = [];
  endCount = 0;
  /** Board indices a sight line passes through on to a further laid tile, the first throughCount; may repeat. */
  readonly through: number[] = [];
  throughCount = 0;
  /** Empty positions in sight (to be laid) and, at the same place, the edges facing the soldiers: the first emptyCount. */
  readonly emptyKeys: number[] = [];
  readonly emptyFacing: number[] = [];
  emptyCount = 0;

  /** The sight of soldiers standing on `origins` (keys; several on one tile see once). */
  scan(board: readonly Cell[], origins: readonly number[]): this {
    const idx = indexOf(board);
    const n = (this.n = idx.n);
    // Locals throughout: a field read in a loop is a load (and a check) per turn of the loop.
    let seen = this.seen;
    if (seen.length < n) seen = this.seen = new Uint8Array(n * 2);
    else for (let i = 0; i < n; i++) seen[i] = 0;
    // Overwritten from the start with counts kept apart: emptying an array (length = 0) would
    // drop its storage, and fresh arrays would be reallocated as they grow, scan after scan.
    const { ends, through, emptyKeys, emptyFacing } = this;
    let endCount = 0,
      throughCount = 0,
      emptyCount = 0;
    const stamp = nextHomeStamp(n);
    const homes = scratch.homes;
    for (let o = 0; o < origins.length; o++) {
      const home = idx.find(origins[o]);
      // Each tile once, however many stand on it (marked by stamp: nothing to clear per scan).
      if (home < 0 || homes[home] === stamp) continue;
      homes[home] = stamp;
      const t = idx.sight(home);
      for (let k = 0; k < t.seen.length; k++) seen[t.seen[k]] = 1;
      for (let k = 0; k < t.ends.length; k++) ends[endCount++] = t.ends[k];
      for (let k = 0; k < t.through.length; k++) through[throughCount++] = t.through[k];
      for (let k = 0; k < t.emptyKeys.length; k++) {
        // An empty position seen from several tiles is listed once, facing all of them.
        const key = t.emptyKeys[k];
        let i = 0;
        while (i < emptyCount && emptyKeys[i] !== key) i++;
        if (i < emptyCount) emptyFacing[i] |= t.emptyFacing[k];
        else {
          emptyKeys[emptyCount] = key;
          emptyFacing[emptyCount++] = t.emptyFacing[k];
        }
      }
    }
    this.endCount = endCount;
    this.throughCount = throughCount;
    this.emptyCount = emptyCount;
    return this;
  }
}

/**
 * Buffers of the scans and searches below, reused (never two at once): sight's origin tiles
 * already scanned (marked with the scan's stamp), union-find parents, group labels and a queue.
 * One constant object: its fields read faster than module-level `let`s, which V8 checks for
 * initialisation at every use.
 */
const scratch = {
  homes: new Int32Array(64),
  homeStamp: 0,
  parent: new Int32Array(64),
  label: new Int32Array(64),
  queue: new Int32Array(64),
};

function nextHomeStamp(n: number): number {
  if (scratch.homes.length < n || scratch.homeStamp === 0x3fffffff) {
    scratch.homes = new Int32Array(Math.max(64, n * 2));
    scratch.homeStamp = 0;
  }
  return ++scratch.homeStamp;
}

/** Label and queue buffers for n tiles. */
function searchBuffers(n: number): void {
  if (scratch.label.length < n) {
    scratch.label = new Int32Array(n * 2);
    scratch.queue = new Int32Array(n * 2);
  }
}

export interface Sight {
  seen: Set<number>;
  empty: Map<number, number>;
  ends: Set<number>;
}

/** The soldiers' sight from `origins` as sets of keys (for tests and tools; the engine reads a SightBuffer). */
export function sightFrom(tiles: BoardLookup | readonly Cell[], origins: Iterable<number>): Sight {
  const board = tiles instanceof BoardLookup ? tiles.board : tiles;
  const b = new SightBuffer().scan(board, [...origins]);
  const seen = new Set<number>();
  for (let i = 0; i < b.n; i++) if (b.seen[i]) seen.add(board[i].key);
  const empty = new Map<number, number>();
  for (let k = 0; k < b.emptyCount; k++) empty.set(b.emptyKeys[k], b.emptyFacing[k]);
  const ends = new Set<number>();
  for (let k = 0; k < b.endCount; k++) ends.add(board[b.ends[k]].key);
  return { seen, empty, ends };
}

function find(parent: Int32Array, i: number): number {
  while (parent[i] !== i) i = parent[i] = parent[parent[i]];
  return i;
}

/**
 * "Если в процессе игры тропинки замкнуться в кольцо": a cycle in the graph of tiles joined by
 * paths through their centres. A dead-end path cannot be part of a ring. Each neighbouring pair
 * is looked at once (edges 0..2 from one side); union-find over board indices.
 */
export function hasRing(tiles: BoardLookup | readonly Cell[]): boolean {
  const board = tiles instanceof BoardLookup ? tiles.board : tiles;
  const idx = indexOf(board);
  if (scratch.parent.length < idx.n) scratch.parent = new Int32Array(idx.n * 2);
  const parent = scratch.parent;
  for (let i = 0; i < idx.n; i++) parent[i] = i;
  for (let i = 0; i < idx.n; i++) {
    for (let e = 0; e < 3; e++) {
      const j = idx.next(i, e);
      if (j < 0 || !hubJoins(board[i], board[j], e)) continue;
      const a = find(parent, i),
        b = find(parent, j);
      if (a === b) return true;
      parent[a] = b;
    }
  }
  return false;
}

/**
 * "джунгли оказываются разделены на две различные группы гексов": connected groups of laid
 * tiles, by touching edges or (splitBy "paths") by joined paths. Groups and their keys are in
 * ascending key order, so the human's choice "group i" is stable.
 */
export function tileGroups(board: readonly Cell[], by: "adjacency" | "paths"): number[][] {
  const count = labelGroups(board, by);
  const groups: number[][] = Array.from({ length: count }, () => []);
  const { label } = scratch;
  for (let i = 0; i < board.length; i++) groups[label[i]].push(board[i].key);
  return groups;
}

/** How many groups tileGroups would make (the same search, without listing the groups). */
export function countTileGroups(board: readonly Cell[], by: "adjacency" | "paths"): number {
  return labelGroups(board, by);
}

/** Labels every tile in `scratch.label` with its group (breadth-first, groups in key order); returns the count. */
function labelGroups(board: readonly Cell[], by: "adjacency" | "paths"): number {
  const idx = indexOf(board);
  const n = idx.n;
  searchBuffers(n);
  const { label, queue } = scratch;
  for (let i = 0; i < n; i++) label[i] = -1;
  let groups = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] >= 0) continue;
    const g = groups++;
    label[start] = g;
    let head = 0,
      tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const i = queue[head++];
      for (let e = 0; e < 6; e++) {
        const j = idx.next(i, e);
        if (j >= 0 && label[j] < 0 && (by === "adjacency" || joins(board[i], board[j], e))) {
          label[j] = g;
          queue[tail++] = j;
        }
      }
    }
  }
  return groups;
}

/** Fewest steps along joined paths from any of `starts` to `goal` (soldiers' walking distance); -1 if none. */
export function pathDistance(board: readonly Cell[], starts: readonly number[], goal: number): number {
  const idx = indexOf(board);
  const n = idx.n;
  searchBuffers(n);
  const { label, queue } = scratch;
  for (let i = 0; i < n; i++) label[i] = -1;
  let tail = 0;
  for (const k of starts) {
    const i = idx.find(k);
    if (i >= 0 && label[i] < 0) {
      label[i] = 0;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    if (board[i].key === goal) return label[i];
    for (let e = 0; e < 6; e++) {
      const j = idx.next(i, e);
      if (j >= 0 && label[j] < 0 && joins(board[i], board[j], e)) {
        label[j] = label[i] + 1;
        queue[tail++] = j;
      }
    }
  }
  return -1;
}
