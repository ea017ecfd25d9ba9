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
import { DIRECTIONS, type Hex } from "../core/hex";
import { hasEdge, opposite, sharedHex, slotOf, SLOTS, step } from "./keys";
import type { Cell, LostPatrolAction } from "./types";

/** Keys pack q above r (keys.ts): these unpack them, offset (so never negative). */
const SHIFT = 13;
const MASK = (1 << SHIFT) - 1;

/**
 * Breadth-first order of the laid tiles from one tile, over touching tiles (monsters' steps),
 * searched only as deep as asked so far (a stack of m tokens moves at most m - 1 steps, and most
 * stacks are small), and taken further on demand.
 */
export interface Reach {
  /** Board indices in the order a breadth-first search reaches them (the start excluded). */
  readonly tiles: number[];
  /** Steps to tiles[k]; non-decreasing, so the tiles within d steps are a prefix. */
  readonly steps: number[];
  /** The tile tiles[k] was entered from (a stack's "back" after the move). */
  readonly via: number[];
  /** Tiles (the start, then tiles[0], tiles[1] …) whose neighbours are listed: all those within `depth - 1` steps. */
  expanded: number;
  /** Every tile within this many steps is listed; ALL_TILES once the search has run out of tiles. */
  depth: number;
  /** The "march" to tiles[k], at [k], made on first use (see BoardIndex.marchCount). */
  readonly marches: LostPatrolAction[];
}

/** Reach.depth of a finished search (an integer, not Infinity: V8 keeps small-integer fields unboxed). */
const ALL_TILES = 0x3fffffff;

/** A soldier's moves from one position before room is checked: where it can walk to, and the "move" to each. */
export interface SoldierMoves {
  /** Position keys (laid tiles), in edge order. */
  readonly targets: readonly number[];
  /** The edge crossed to each. */
  readonly edges: readonly number[];
  readonly actions: readonly LostPatrolAction[];
}

/** What soldiers on one tile see (board.ts SightBuffer): the union over their tiles is the patrol's sight. */
export interface TileSight {
  /** Board indices in sight, the tile itself first, then line by line in edge order. */
  readonly seen: readonly number[];
  /** The last laid tile of each sight line, in edge order. */
  readonly ends: readonly number[];
  /** Tiles a sight line passes through on to another laid tile (seen, but not where the line ends). */
  readonly through: readonly number[];
  /** The empty position at the end of a line, and the edge of it that faces the tile. */
  readonly emptyKeys: readonly number[];
  readonly emptyFacing: readonly number[];
}

/**
 * Marks of the breadth-first searches (reach): tile i is reached when mark[i] === stamp, so no
 * array is allocated or cleared per search. Module state in one constant object: its fields read
 * faster than module-level `let`s, which V8 checks for initialisation at every use.
 */
const search = { mark: new Int32Array(64), stamp: 0 };

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

/** soldierMovesFrom's lists: [soldier][slot] is an array by the edges walked (a 6-bit mask). */
const soldierMoveLists: (SoldierMoves | undefined)[][][] = [];

function moveActionTo(soldier: number, key: number, slot: number, seat: number): LostPatrolAction {
  if (slot < 0) return { seat, type: "move", soldier, to: sharedHex(key) };
  const slots = (moves[soldier] ??= new Array(SLOTS));
  return (slots[slot] ??= { seat, type: "move", soldier, to: sharedHex(key) });
}

/**
 * Soldier `soldier`'s moves from position `key` (slot `slot`) across the edges in `walk`: made
 * once per soldier, position and edges for the whole process.
 */
function soldierMovesFrom(soldier: number, key: number, slot: number, walk: number, seat: number): SoldierMoves {
  let byWalk: (SoldierMoves | undefined)[] | undefined;
  if (slot >= 0) {
    const bySlot = (soldierMoveLists[soldier] ??= new Array(SLOTS));
    byWalk = bySlot[slot] ??= new Array(64);
    const known = byWalk[walk];
    if (known) return known;
  }
  const targets: number[] = [],
    edges: number[] = [],
    actions: LostPatrolAction[] = [];
  for (let e = 0, w = walk; w !== 0; e++, w >>= 1) {
    if ((w & 1) === 0) continue;
    const to = step(key, e);
    targets.push(to);
    edges.push(e);
    actions.push(moveActionTo(soldier, to, slotOf(to), seat));
  }
  const m: SoldierMoves = { targets, edges, actions };
  if (byWalk) byWalk[walk] = m;
  return m;
}

/** A packed array of -1s, sliced for the index's tables (see minusOnes). */
const MINUS_ONES: number[] = [];

/**
 * A new array of n -1s, packed (reads need no check for holes) and allocated at its size in one
 * go: pushed one by one it would be reallocated several times as it grows, for every index.
 */
function minusOnes(n: number): number[] {
  while (MINUS_ONES.length < n) MINUS_ONES.push(-1);
  return MINUS_ONES.slice(0, n);
}

/** Neighbour offsets in q and r across edges 0..5 (hex.ts DIRECTIONS). */
const DQ = DIRECTIONS.map((d) => d.q);
const DR = DIRECTIONS.map((d) => d.r);

export class BoardIndex {
  // Every field is `declare`d and set in the constructor, numbers first seen as numbers: a class
  // field without an initializer would start as `undefined`, and V8 would then treat the field as
  // holding anything, checking its type at every read (find() reads four of them).
  declare readonly n: number;
  // Plain arrays of small integers rather than typed arrays: an index is built every time tiles
  // are laid or removed, and V8 allocates small arrays far faster than typed arrays.
  declare private readonly keys: number[];
  /** The board the index was built for: its tiles' positions and paths hold for every sharer. */
  declare private readonly cells: readonly Cell[];
  /**
   * Board index by position over the board's bounding box (packed q and r less their minimum,
   * column-major, -1 empty): a lookup is a subtraction, a bounds check and a load, no search.
   */
  declare private readonly grid: number[];
  declare private readonly q0: number;
  declare private readonly r0: number;
  declare private readonly width: number;
  declare private readonly height: number;
  /** Board index of the neighbour of tile i across edge e at [6 i + e]; -1 none. */
  declare private readonly nbr: number[];
  /** Per tile: the edges whose paths join a laid neighbour's. */
  declare private readonly joined: number[];
  /** Each tile's position slot (keys.ts slotOf), for the process-wide tables of actions. */
  declare private readonly slots: number[];
  /** Each tile's position as the process-wide shared Hex (keys.ts sharedHex), looked up on first use. */
  declare private readonly hexes: (Hex | undefined)[];
  /** Worked out on first use, by tile (see reach, sight, soldierMoves). */
  declare private readonly reaches: (Reach | undefined)[];
  declare private readonly sights: (TileSight | undefined)[];
  /** Number of groups by mode (see groupCount); -1 until counted. */
  declare private readonly groupCounts: number[];

  constructor(board: readonly Cell[]) {
    const n = board.length;
    const keys: number[] = [];
    const slots: number[] = [];
    let qMin = 0x7fffffff,
      qMax = -1,
      rMin = 0x7fffffff,
      rMax = -1;
    for (let i = 0; i < n; i++) {
      const k = board[i].key;
      keys.push(k);
      slots.push(slotOf(k));
      const q = k >> SHIFT,
        r = k & MASK;
      if (q < qMin) qMin = q;
      if (q > qMax) qMax = q;
      if (r < rMin) rMin = r;
      if (r > rMax) rMax = r;
    }
    const w = n ? qMax - qMin + 1 : 0,
      h = n ? rMax - rMin + 1 : 0;
    const grid = minusOnes(w * h);
    for (let i = 0; i < n; i++) grid[((keys[i] >> SHIFT) - qMin) * h + ((keys[i] & MASK) - rMin)] = i;
    // Neighbours and joins for every tile up front, read off the grid: a few loads per tile.
    const nbr = minusOnes(6 * n);
    const joined: number[] = [];
    for (let i = 0; i < n; i++) {
      const q = (keys[i] >> SHIFT) - qMin,
        r = (keys[i] & MASK) - rMin;
      const paths = board[i].paths;
      let mask = 0;
      for (let e = 0; e < 6; e++) {
        const nq = q + DQ[e],
          nr = r + DR[e];
        const j = nq >= 0 && nq < w && nr >= 0 && nr < h ? grid[nq * h + nr] : -1;
        nbr[i * 6 + e] = j;
        if (j >= 0 && hasEdge(paths, e) && hasEdge(board[j].paths, opposite(e))) mask |= 1 << e;
      }
      joined.push(mask);
    }
    this.n = n;
    this.q0 = qMin;
    this.r0 = rMin;
    this.width = w;
    this.height = h;
    this.keys = keys;
    this.cells = board;
    this.grid = grid;
    this.nbr = nbr;
    this.joined = joined;
    this.slots = slots;
    this.hexes = new Array(n);
    this.reaches = new Array(n);
    this.sights = new Array(n);
    this.groupCounts = [-1, -1];
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
    return (this.hexes[i] ??= sharedHex(this.keys[i]));
  }

  /**
   * "тропинки": the edges of tile i whose path joins a path of the laid neighbour across them
   * (both tiles have a path on the shared edge). Soldiers walk these.
   */
  joinedEdges(i: number): number {
    return this.joined[i];
  }

  /**
   * The laid tiles in breadth-first order from tile `from` over touching tiles, directions in
   * edge order, so ties are stable, listed at least to `depth` steps (all of them by default). A
   * search cut at d steps reaches exactly the prefix with steps <= d, each tile entered from the
   * same tile, so a search taken further only appends.
   */
  reach(from: number, depth = ALL_TILES): Reach {
    const reaches = this.reaches;
    let r = reaches[from];
    if (!r) r = reaches[from] = { tiles: [], steps: [], via: [], expanded: 0, depth: 0, marches: [] };
    if (r.depth < depth) this.search(from, r, depth);
    return r;
  }

  /** Takes the breadth-first search of `r` (from tile `from`) on until every tile within `depth` steps is listed. */
  private search(from: number, r: Reach, depth: number): void {
    const { tiles, steps, via } = r;
    // Marks by stamp in a shared buffer: no array to allocate and clear per search. The tiles
    // listed so far are marked again when a search is taken further.
    if (search.mark.length < this.n || search.stamp === 0x3fffffff) {
      search.mark = new Int32Array(Math.max(64, this.n * 2));
      search.stamp = 0;
    }
    const stamp = ++search.stamp;
    const mark = search.mark;
    mark[from] = stamp;
    for (let k = 0; k < tiles.length; k++) mark[tiles[k]] = stamp;
    const nbr = this.nbr;
    // Expanding the tiles within depth - 1 steps lists every tile within depth steps.
    let k = r.expanded;
    for (;;) {
      // Tile k of the expansion order: the start (k = 0), then tiles[k - 1].
      if (k > tiles.length) {
        r.depth = ALL_TILES;
        break;
      }
      const frontier = k === 0 ? from : tiles[k - 1];
      const d = k === 0 ? 0 : steps[k - 1];
      if (d >= depth) {
        r.depth = depth;
        break;
      }
      for (let e = 0, at = frontier * 6; e < 6; e++) {
        const j = nbr[at + e];
        if (j < 0 || mark[j] === stamp) continue;
        mark[j] = stamp;
        tiles.push(j);
        steps.push(d + 1);
        via.push(frontier);
      }
      k++;
    }
    r.expanded = k;
  }

  /**
   * "Человек, находящийся на гексе, может видеть во всех направлениях, в которых ведут тропинки",
   * and on through tiles straight along the line ("за прямым выкладывается следующий гекс"): a
   * line stops at the first tile that is not straight along it (it is seen, and is the line's
   * end) or at the first empty position (to be laid).
   */
  sight(i: number): TileSight {
    const sights = this.sights;
    let t = sights[i];
    if (!t) {
      const seen = [i],
        ends: number[] = [],
        through: number[] = [],
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
          if (at !== i) through.push(at);
          seen.push(j);
          last = at = j;
          // Straight along the line: paths through the centre on this edge and the opposite one.
          const hub = cells[j].paths & ~cells[j].dead;
          if (!hasEdge(hub, e) || !hasEdge(hub, back)) break;
        }
        if (last >= 0) ends.push(last);
      }
      t = sights[i] = { seen, ends, through, emptyKeys, emptyFacing };
    }
    return t;
  }

  /**
   * The moves of soldier `soldier` standing on tile i, in the dead-end stub at edge `stub` (-1
   * when not in one): across every edge it may leave by (only the stub's when in one, else the
   * paths through the tile's centre) whose path joins the neighbour's, in edge order. Those edges
   * and the position say it all, so the lists are kept for the whole process by soldier,
   * position and edges (see soldierMovesFrom), not rebuilt with every index; room is the caller's
   * check.
   */
  soldierMoves(soldier: number, i: number, stub: number, seat: number): SoldierMoves {
    const c = this.cells[i];
    const exits = stub >= 0 ? 1 << stub : c.paths & ~c.dead;
    return soldierMovesFrom(soldier, this.keys[i], this.slots[i], exits & this.joined[i], seat);
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
   * The number of the monster player's "march"es from tile `from` to every tile within
   * `maxSteps`: the first that many of its reach (breadth-first order), each made on first use
   * and shared by every list that offers it (actions are values: callers must not change them).
   * Read them with march(from, k).
   */
  marchCount(from: number, maxSteps: number, seat: number): number {
    const r = this.reach(from, maxSteps);
    const { tiles, steps, marches } = r;
    // Steps are non-decreasing: the tiles within maxSteps are a prefix, and short.
    let n = 0;
    while (n < tiles.length && steps[n] <= maxSteps) n++;
    for (let k = marches.length; k < n; k++) marches.push({ seat, type: "march", from: this.hex(from), to: this.hex(tiles[k]) });
    return n;
  }

  /** The k-th march from tile `from` (k below a marchCount(from, …) asked before). */
  march(from: number, k: number): LostPatrolAction {
    return this.reaches[from]!.marches[k];
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
 * cost far more to add and to collect. Kept in one constant object (see `search`).
 */
const RECENT = 8;
const recent = {
  boards: new Array<readonly Cell[] | null>(RECENT).fill(null),
  indexes: new Array<BoardIndex | null>(RECENT).fill(null),
  /** Where the last one went: the list is filled backwards, round and round. */
  next: 0,
};

function remember(board: readonly Cell[], idx: BoardIndex): BoardIndex {
  const next = (recent.next = recent.next === 0 ? RECENT - 1 : recent.next - 1);
  recent.boards[next] = board;
  recent.indexes[next] = idx;
  return idx;
}

export function indexOf(board: readonly Cell[]): BoardIndex {
  const { boards, indexes, next } = recent;
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
