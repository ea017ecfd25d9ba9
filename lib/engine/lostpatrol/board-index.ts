/**
 * A lookup structure for one board array (laid tiles in ascending key order): binary search by
 * key, each tile's neighbours across its six edges (filled on first use), and one shared Hex per
 * tile for actions and events. Boards only gain or lose tiles as new arrays; `apply` copies an
 * array before replacing a tile in it, and that copy keeps its keys in order, so it shares the
 * index (`shareIndex`). Cells' positions and paths never change in place, so an index stays true.
 */
import type { Hex } from "../core/hex";
import { hexOf, step } from "./keys";
import type { Cell } from "./types";

const UNKNOWN = -2;

export class BoardIndex {
  readonly n: number;
  // Plain arrays of small integers rather than typed arrays: an index is built every time tiles
  // are laid or removed, and V8 allocates small arrays far faster than typed arrays.
  private readonly keys: number[];
  /** Board index of the neighbour of tile i across edge e at [6 i + e]; -1 none, -2 not looked up. */
  private readonly nbr: number[];
  private readonly hexes: (Hex | undefined)[];

  constructor(board: readonly Cell[]) {
    this.n = board.length;
    this.keys = board.map((c) => c.key);
    this.nbr = new Array<number>(this.n * 6).fill(UNKNOWN);
    this.hexes = new Array(this.n);
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

  /** Tile i's position as a Hex, the same (frozen) object every time. */
  hex(i: number): Hex {
    return (this.hexes[i] ??= Object.freeze(hexOf(this.keys[i])));
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
  next = (next + RECENT - 1) % RECENT;
  boards[next] = board;
  indexes[next] = idx;
  return idx;
}

export function indexOf(board: readonly Cell[]): BoardIndex {
  for (let k = 0, i = next; k < RECENT; k++, i = (i + 1) % RECENT) if (boards[i] === board) return indexes[i]!;
  return remember(board, new BoardIndex(board));
}

/** `copy` holds the same positions and paths as `board`, in the same order. */
export function shareIndex(board: readonly Cell[], copy: readonly Cell[]): void {
  remember(copy, indexOf(board));
}
