/**
 * A lookup structure for one board array (laid tiles in ascending key order): board index by
 * position in a grid over the board's bounding box (no search), each tile's neighbours across its
 * six edges and its path joins (built with the index), and what else depends only on where the
 * tiles lie and how their paths run, worked out on first use and kept: monster reach, sight
 * lines, the number of groups. Action objects that name positions are shared process-wide by
 * position (keys.ts slotOf), so they outlive the index. Boards only gain or lose tiles as new
 * arrays; `apply` copies an array before replacing a tile in it, and that copy keeps its keys in
 * order, so it shares the index (`shareIndex`). Cells' positions and paths never change in place,
 * so an index stays true for every board that shares it, and a game builds one only when a tile
 * is laid or removed (about once in 30 actions with random bots).
 */
import type { Hex } from "../core/hex";
import { hasEdge, opposite, sharedHex, slotOf, SLOTS, step } from "./keys";
import type { Cell, LostPatrolAction } from "./types";

/** Keys pack q above r (keys.ts): these unpack them, offset (so never negative). */
const SHIFT = 13;
const MASK = (1 << SHIFT) - 1;

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

// Action objects naming one position, made once per position for the whole process (by slotOf)
// and shared by every board and every list that offers them: a board index is built each time
// tiles are laid or removed, and its actions no longer go with it. Positions beyond the slot
// grid (never reached by real decks) get a new object each time.
const creates: ActionSlots = new Array(SLOTS);
const grows: ActionSlots = new Array(SLOTS);
const ambushes: ActionSlots = new Array(SLOTS);
const monsterRetreats: ActionSlots = new Array(SLOTS);
/** moves[soldier][slot]: soldier `soldier` moving (or retreating) to the position. */
const moves: ActionSlots[] = [];
const retreats: ActionSlots[] = [];

export class BoardIndex {
  readonly n: number;
  // Plain arrays of small integers rather than typed arrays: an index is built every time tiles
  // are laid or removed, and V8 allocates small arrays far faster than typed arrays.
  private readonly keys: number[];
  /** Each tile's position slot (keys.ts slotOf), for the process-wide tables of actions. */
  private readonly slots: number[];
  /** Each tile's position as the process-wide shared Hex (keys.ts sharedHex). */
  private readonly hexes: Hex[];
  /** The board the index was built for: its tiles' positions and paths hold for every sharer. */
  private readonly cells: readonly Cell[];
  /**
   * Board index by position over the board's bounding box (packed q and r less their minimum,
   * column-major, -1 empty): a lookup is a subtraction, a bounds check and a load, no search.
   */
  private readonly grid: number[];
  private readonly q0: number;
  private readonly r0: number;
  private readonly width: number;
  private readonly height: number;
  /** Board index of the neighbour of tile i across edge e at [6 i + e]; -1 none. */
  private readonly nbr: number[];
  /** Per tile: the edges whose paths join a laid neighbour's. */
  private readonly joined: number[];
  private reaches: (Reach | undefined)[] | null = null;
  private sights: (TileSight | undefined)[] | null = null;
  private groupCounts = [-1, -1];

  constructor(board: readonly Cell[]) {
    const n = (this.n = board.length);
    this.cells = board;
    const keys: number[] = (this.keys = []);
    const slots: number[] = (this.slots = []);
    const hexes: Hex[] = (this.hexes = []);
    let qMin = 0x7fffffff,
      qMax = -1,
      rMin = 0x7fffffff,
      rMax = -1;
    for (let i = 0; i < n; i++) {
      const k = board[i].key;
      keys.push(k);
      slots.push(slotOf(k));
      hexes.push(sharedHex(k));
      const q = k >> SHIFT,
        r = k & MASK;
      if (q < qMin) qMin = q;
      if (q > qMax) qMax = q;
      if (r < rMin) rMin = r;
      if (r > rMax) rMax = r;
    }
    const w = (this.width = n ? qMax - qMin + 1 : 0),
      h = (this.height = n ? rMax - rMin + 1 : 0);
    this.q0 = qMin;
    this.r0 = rMin;
    const grid: number[] = (this.grid = new Array<number>(w * h).fill(-1));
    for (let i = 0; i < n; i++) grid[((keys[i] >> SHIFT) - qMin) * h + ((keys[i] & MASK) - rMin)] = i;
    // Neighbours and joins for every tile up front: with the grid both are a few loads per tile.
    const nbr: number[] = (this.nbr = []);
    const joined: number[] = (this.joined = []);
    for (let i = 0; i < n; i++) {
      const paths = board[i].paths;
      let mask = 0;
      for (let e = 0; e < 6; e++) {
        const j = this.find(step(keys[i], e));
        nbr.push(j);
        if (j >= 0 && hasEdge(paths, e) && hasEdge(board[j].paths, opposite(e))) mask |= 1 << e;
      }
      joined.push(mask);
    }
  }

  /** The board index of `key`, or -1. */
  find(key: number): number {
    const q = (key >> SHIFT) - this.q0,
      r = (key & MASK) - this.r0;
    if (q < 0 || q >= this.width || r < 0 || r >= this.height) return -1;
    return this.grid[q * this.height + r];
  }

  key(i: number): number {
    return this.keys[i];
  }

  /** The board index of tile i's neighbour across `edge`, or -1 when that position is empty. */
  next(i: number, edge: number): number {
    return this.nbr[i * 6 + edge];
  }

  /** Tile i's position as a Hex, the same (frozen) object every time (keys.ts sharedHex). */
  hex(i: number): Hex {
    return this.hexes[i];
  }

  /**
   * "тропинки": the edges of tile i whose path joins a path of the laid neighbour across them
   * (both tiles have a path on the shared edge). Soldiers walk these.
   */
  joinedEdges(i: number): number {
    return this.joined[i];
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
      const nbr = this.nbr;
      let frontier = from,
        d = 0;
      for (let head = 0; ; ) {
        for (let e = 0, at = frontier * 6; e < 6; e++) {
          const j = nbr[at + e];
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
    const slot = this.slots[i];
    if (slot < 0) return { seat, type: "create", at: this.hex(i) };
    return (creates[slot] ??= { seat, type: "create", at: this.hex(i) });
  }

  growAction(i: number, seat: number): LostPatrolAction {
    const slot = this.slots[i];
    if (slot < 0) return { seat, type: "grow", at: this.hex(i) };
    return (grows[slot] ??= { seat, type: "grow", at: this.hex(i) });
  }

  ambushAction(i: number, seat: number): LostPatrolAction {
    const slot = this.slots[i];
    if (slot < 0) return { seat, type: "ambush", at: this.hex(i) };
    return (ambushes[slot] ??= { seat, type: "ambush", at: this.hex(i) });
  }

  moveAction(soldier: number, j: number, seat: number): LostPatrolAction {
    const slot = this.slots[j];
    if (slot < 0) return { seat, type: "move", soldier, to: this.hex(j) };
    const slots = (moves[soldier] ??= new Array(SLOTS));
    return (slots[slot] ??= { seat, type: "move", soldier, to: this.hex(j) });
  }

  retreatAction(soldier: number, j: number, seat: number): LostPatrolAction {
    const slot = this.slots[j];
    if (slot < 0) return { seat, type: "retreat", soldier, to: this.hex(j) };
    const slots = (retreats[soldier] ??= new Array(SLOTS));
    return (slots[slot] ??= { seat, type: "retreat", soldier, to: this.hex(j) });
  }

  monsterRetreatAction(j: number, seat: number): LostPatrolAction {
    const slot = this.slots[j];
    if (slot < 0) return { seat, type: "monster-retreat", to: this.hex(j) };
    return (monsterRetreats[slot] ??= { seat, type: "monster-retreat", to: this.hex(j) });
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
