/**
 * A lookup structure for one board array (laid tiles in ascending key order): binary search by
 * key, each tile's neighbours across its six edges, and everything else that depends only on
 * where the tiles lie and how their paths run, worked out on first use and kept: path joins,
 * monster reach, the number of groups, one shared Hex per tile, and the action objects that name
 * tiles. Boards only gain or lose tiles as new arrays; `apply` copies an array before replacing a
 * tile in it, and that copy keeps its keys in order, so it shares the index (`shareIndex`).
 * Cells' positions and paths never change in place, so an index stays true for every board that
 * shares it, and a game builds one only when a tile is laid or removed (about once in 30 actions
 * with random bots): lists that used to be rebuilt on every call are now built once per index.
 */
import type { Hex } from "../core/hex";
import { hasEdge, opposite, sharedHex, step } from "./keys";
import type { Cell, LostPatrolAction } from "./types";

const UNKNOWN = -2;

/** Breadth-first order of every laid tile from one tile, over touching tiles (monsters' steps). */
export interface Reach {
  /** Board indices in the order a breadth-first search reaches them (the start excluded). */
  readonly tiles: readonly number[];
  /** Steps to tiles[k]; non-decreasing, so the tiles within d steps are a prefix. */
  readonly steps: readonly number[];
  /** The tile tiles[k] was entered from (a stack's "back" after the move). */
  readonly via: readonly number[];
  /** The "march" to tiles[k], at [k], and the list of those within d steps, at lists[d] (see BoardIndex.marches). */
  readonly marches: LostPatrolAction[];
  readonly lists: LostPatrolAction[][];
}

/** What soldiers on one tile see (board.ts SightBuffer): the union over their tiles is the patrol's sight. */
export interface TileSight {
  /** Board indices in sight, the tile itself first, then line by line in edge order. */
  readonly seen: readonly number[];
  /** The last laid tile of each sight line, in edge order. */
  readonly ends: readonly number[];
  /** The empty position at the end of a line, and the edge of it that faces the tile. */
  readonly emptyKeys: readonly number[];
  readonly emptyFacing: readonly number[];
}

let reachMark = new Int32Array(64);
let reachStamp = 0;

type ActionSlots = (LostPatrolAction | undefined)[];

export class BoardIndex {
  readonly n: number;
  // Plain arrays of small integers rather than typed arrays: an index is built every time tiles
  // are laid or removed, and V8 allocates small arrays far faster than typed arrays.
  private readonly keys: number[];
  /** The board the index was built for: its tiles' positions and paths hold for every sharer. */
  private readonly cells: readonly Cell[];
  /** Board index of the neighbour of tile i across edge e at [6 i + e]; -1 none, -2 not looked up. */
  private readonly nbr: number[];
  private readonly hexes: (Hex | undefined)[];
  /** Per tile: the edges whose paths join a laid neighbour's (UNKNOWN until asked). */
  private joined: number[] | null = null;
  private reaches: (Reach | undefined)[] | null = null;
  private sights: (TileSight | undefined)[] | null = null;
  private groupCounts = [-1, -1];
  private creates: ActionSlots | null = null;
  private grows: ActionSlots | null = null;
  private ambushes: ActionSlots | null = null;
  /** moves[soldier][j]: soldier `soldier` moving (or retreating: see below) to tile j. */
  private moves: ActionSlots[] = [];
  private retreats: ActionSlots[] = [];
  private monsterRetreats: ActionSlots | null = null;

  constructor(board: readonly Cell[]) {
    const n = (this.n = board.length);
    this.cells = board;
    const keys = (this.keys = new Array<number>(n));
    for (let i = 0; i < n; i++) keys[i] = board[i].key;
    this.nbr = new Array<number>(n * 6).fill(UNKNOWN);
    this.hexes = new Array(n);
  }

  /** The board index of `key`, or -1. */
  find(key: number): number {
    const keys = this.keys;
    let lo = 0,
      hi = this.n - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = keys[mid];
      if (k === key) return mid;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  key(i: number): number {
    return this.keys[i];
  }

  /** The board index of tile i's neighbour across `edge`, or -1 when that position is empty. */
  next(i: number, edge: number): number {
    const slot = i * 6 + edge;
    let j = this.nbr[slot];
    if (j === UNKNOWN) this.nbr[slot] = j = this.find(step(this.keys[i], edge));
    return j;
  }

  /** Tile i's position as a Hex, the same (frozen) object every time (keys.ts sharedHex). */
  hex(i: number): Hex {
    return (this.hexes[i] ??= sharedHex(this.keys[i]));
  }

  /**
   * "тропинки": the edges of tile i whose path joins a path of the laid neighbour across them
   * (both tiles have a path on the shared edge). Soldiers walk these.
   */
  joinedEdges(i: number): number {
    const joined = (this.joined ??= new Array<number>(this.n).fill(UNKNOWN));
    let mask = joined[i];
    if (mask === UNKNOWN) {
      mask = 0;
      const paths = this.cells[i].paths;
      for (let e = 0; e < 6; e++) {
        if (!hasEdge(paths, e)) continue;
        const j = this.next(i, e);
        if (j >= 0 && hasEdge(this.cells[j].paths, opposite(e))) mask |= 1 << e;
      }
      joined[i] = mask;
    }
    return mask;
  }

  /**
   * Every laid tile in breadth-first order from tile `from` over touching tiles, directions in
   * edge order, so ties are stable. A search cut at d steps reaches exactly the prefix with
   * steps <= d, each tile entered from the same tile.
   */
  reach(from: number): Reach {
    const reaches = (this.reaches ??= new Array(this.n));
    let r = reaches[from];
    if (!r) {
      const tiles: number[] = [],
        steps: number[] = [],
        via: number[] = [];
      // Marks by stamp in a shared buffer: no array to allocate and clear per search.
      if (reachMark.length < this.n || reachStamp === 0x3fffffff) {
        reachMark = new Int32Array(Math.max(64, this.n * 2));
        reachStamp = 0;
      }
      const stamp = ++reachStamp;
      reachMark[from] = stamp;
      let frontier = from,
        d = 0;
      for (let head = 0; ; ) {
        for (let e = 0; e < 6; e++) {
          const j = this.next(frontier, e);
          if (j < 0 || reachMark[j] === stamp) continue;
          reachMark[j] = stamp;
          tiles.push(j);
          steps.push(d + 1);
          via.push(frontier);
        }
        if (head >= tiles.length) break;
        frontier = tiles[head];
        d = steps[head];
        head++;
      }
      r = reaches[from] = { tiles, steps, via, marches: [], lists: [] };
    }
    return r;
  }

  /**
   * "Человек, находящийся на гексе, может видеть во всех направлениях, в которых ведут тропинки",
   * and on through tiles straight along the line ("за прямым выкладывается следующий гекс"): a
   * line stops at the first tile that is not straight along it (it is seen, and is the line's
   * end) or at the first empty position (to be laid).
   */
  sight(i: number): TileSight {
    const sights = (this.sights ??= new Array(this.n));
    let t = sights[i];
    if (!t) {
      const seen = [i],
        ends: number[] = [],
        emptyKeys: number[] = [],
        emptyFacing: number[] = [];
      const cells = this.cells;
      for (let e = 0; e < 6; e++) {
        if (!hasEdge(cells[i].paths, e)) continue;
        const back = opposite(e);
        let at = i,
          last = -1;
        for (;;) {
          const j = this.next(at, e);
          if (j < 0) {
            emptyKeys.push(step(this.keys[at], e));
            emptyFacing.push(1 << back);
            break;
          }
          seen.push(j);
          last = at = j;
          // Straight along the line: paths through the centre on this edge and the opposite one.
          const hub = cells[j].paths & ~cells[j].dead;
          if (!hasEdge(hub, e) || !hasEdge(hub, back)) break;
        }
        if (last >= 0) ends.push(last);
      }
      t = sights[i] = { seen, ends, emptyKeys, emptyFacing };
    }
    return t;
  }

  /** Groups of tiles (see board.ts tileGroups) by mode (0 adjacency, 1 paths), counted once. */
  groupCount(mode: 0 | 1, count: () => number): number {
    let c = this.groupCounts[mode];
    if (c < 0) c = this.groupCounts[mode] = count();
    return c;
  }

  // Action objects naming tiles, made once per index and shared by every list that offers them
  // (not frozen: freezing is a runtime call per object, and there are a few hundred per game).
  // Actions are values: callers must not change them. legalActions lists them without allocating.

  /**
   * The monster player's "march"es from tile `from` (whose reach is `r`) to every tile within
   * `maxSteps`, in breadth-first order: one list per distance, made on first use.
   */
  marches(from: number, r: Reach, maxSteps: number, seat: number): readonly LostPatrolAction[] {
    const d = Math.min(maxSteps, r.steps.length ? r.steps[r.steps.length - 1] : 0);
    let list = r.lists[d];
    if (!list) {
      list = [];
      for (let k = 0; k < r.tiles.length && r.steps[k] <= d; k++) {
        // One action per destination, shared by every list that has it.
        if (k === r.marches.length) r.marches.push({ seat, type: "march", from: this.hex(from), to: this.hex(r.tiles[k]) });
        list.push(r.marches[k]);
      }
      r.lists[d] = list;
    }
    return list;
  }

  createAction(i: number, seat: number): LostPatrolAction {
    const slots = (this.creates ??= new Array(this.n));
    return (slots[i] ??= { seat, type: "create", at: this.hex(i) });
  }

  growAction(i: number, seat: number): LostPatrolAction {
    const slots = (this.grows ??= new Array(this.n));
    return (slots[i] ??= { seat, type: "grow", at: this.hex(i) });
  }

  ambushAction(i: number, seat: number): LostPatrolAction {
    const slots = (this.ambushes ??= new Array(this.n));
    return (slots[i] ??= { seat, type: "ambush", at: this.hex(i) });
  }

  moveAction(soldier: number, j: number, seat: number): LostPatrolAction {
    const slots = (this.moves[soldier] ??= new Array(this.n));
    return (slots[j] ??= { seat, type: "move", soldier, to: this.hex(j) });
  }

  retreatAction(soldier: number, j: number, seat: number): LostPatrolAction {
    const slots = (this.retreats[soldier] ??= new Array(this.n));
    return (slots[j] ??= { seat, type: "retreat", soldier, to: this.hex(j) });
  }

  monsterRetreatAction(j: number, seat: number): LostPatrolAction {
    const slots = (this.monsterRetreats ??= new Array(this.n));
    return (slots[j] ??= { seat, type: "monster-retreat", to: this.hex(j) });
  }
}

/**
 * The indexes of the boards used most recently. A game touches one board at a time and bots
 * return to a few (the state they search from), so a short list beats a WeakMap, whose entries
 * cost far more to add and to collect.
 */
const RECENT = 8;
const boards: (readonly Cell[] | null)[] = new Array(RECENT).fill(null);
const indexes: (BoardIndex | null)[] = new Array(RECENT).fill(null);
let next = 0;

function remember(board: readonly Cell[], idx: BoardIndex): BoardIndex {
  next = next === 0 ? RECENT - 1 : next - 1;
  boards[next] = board;
  indexes[next] = idx;
  return idx;
}

export function indexOf(board: readonly Cell[]): BoardIndex {
  // The board of the last lookup is by far the most common.
  if (boards[next] === board) return indexes[next]!;
  for (let k = 1, i = next + 1; k < RECENT; k++, i++) {
    if (i === RECENT) i = 0;
    if (boards[i] === board) return indexes[i]!;
  }
  return remember(board, new BoardIndex(board));
}

/** `copy` holds the same positions and paths as `board`, in the same order. */
export function shareIndex(board: readonly Cell[], copy: readonly Cell[]): void {
  remember(copy, indexOf(board));
}
