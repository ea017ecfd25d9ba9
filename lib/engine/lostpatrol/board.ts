/**
 * Board geometry for Lost Patrol: packed position keys, path joins, sight lines, rings and
 * groups. Positions are integers (q and r packed into one number) so the board is a plain record
 * and neighbour lookups are one addition. Edge numbering is hex.ts's (0 = east, clockwise).
 */
import { DIRECTIONS, distance, type Hex } from "../core/hex";
import type { Cell, Soldier } from "./types";

/** Laid tiles by packed key; `values()` in ascending key order. A ReadonlyMap will do. */
export interface Tiles {
  get(key: number): Cell | undefined;
  has(key: number): boolean;
  values(): Iterable<Cell>;
}

export function findTile(board: readonly Cell[], key: number): Cell | undefined {
  for (let i = 0; i < board.length; i++) if (board[i].key === key) return board[i];
  return undefined;
}

/** A board array (ascending keys) as Tiles (a class: no closures made per lookup). */
export class BoardLookup implements Tiles {
  constructor(private readonly board: readonly Cell[]) {}
  get(key: number): Cell | undefined {
    return findTile(this.board, key);
  }
  has(key: number): boolean {
    return findTile(this.board, key) !== undefined;
  }
  values(): readonly Cell[] {
    return this.board;
  }
}

const SPAN = 8192;
const OFFSET = 4096;
/** Keys stay exact for boards within ±4096 of the start tile, far beyond any deck. */
export const MAX_DECK_TILES = 4000;

export const keyOf = (h: Hex): number => (h.q + OFFSET) * SPAN + (h.r + OFFSET);
export const hexOf = (key: number): Hex => ({ q: Math.floor(key / SPAN) - OFFSET, r: (key % SPAN) - OFFSET });
const STEP = DIRECTIONS.map((d) => d.q * SPAN + d.r);
/** The neighbour of `key` across edge `edge`. */
export const step = (key: number, edge: number): number => key + STEP[edge];
export const keyDistance = (a: number, b: number): number => distance(hexOf(a), hexOf(b));
export const ORIGIN = keyOf({ q: 0, r: 0 });

export const hasEdge = (mask: number, edge: number): boolean => ((mask >> edge) & 1) === 1;
export const opposite = (edge: number): number => (edge + 3) % 6;
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
 * The tile a soldier reaches by walking out across `edge`, or null when the paths do not join.
 * Returns the stub the soldier ends in (the entry edge when it is a dead end of the new tile).
 */
export function walk(tiles: Tiles, soldier: Soldier, edge: number): { to: Cell; stub: number } | null {
  const here = tiles.get(soldier.at);
  if (!here || !hasEdge(exitEdges(soldier, here), edge)) return null;
  const to = tiles.get(step(soldier.at, edge));
  if (!to || !joins(here, to, edge)) return null;
  const entry = opposite(edge);
  return { to, stub: hasEdge(to.dead, entry) ? entry : -1 };
}

export interface Sight {
  /** Laid tiles the soldiers see, their own tiles included. */
  seen: Set<number>;
  /** Empty positions in sight (to be laid), with the edges facing the soldiers who see them. */
  empty: Map<number, number>;
  /** The last laid tile of every sight line: "окончание тропинки", where new stacks appear. */
  ends: Set<number>;
}

/**
 * "Человек, находящийся на гексе, может видеть во всех направлениях, в которых ведут тропинки",
 * and through straight tiles: "за прямым выкладывается следующий гекс". A line stops at the
 * first tile that is not straight along it, or at the first empty position.
 */
export function sightFrom(tiles: Tiles, origins: Iterable<number>): Sight {
  const seen = new Set<number>();
  const empty = new Map<number, number>();
  const ends = new Set<number>();
  for (const origin of new Set(origins)) {
    const home = tiles.get(origin);
    if (!home) continue;
    seen.add(origin);
    for (let e = 0; e < 6; e++) {
      if (!hasEdge(home.paths, e)) continue;
      let k = step(origin, e);
      let last = -1;
      for (;;) {
        const c = tiles.get(k);
        if (!c) {
          empty.set(k, (empty.get(k) ?? 0) | (1 << opposite(e)));
          break;
        }
        seen.add(k);
        last = k;
        if (!straightAlong(c, e)) break;
        k = step(k, e);
      }
      if (last >= 0) ends.add(last);
    }
  }
  return { seen, empty, ends };
}

/** Union-find over position keys (small boards: a Map is plenty). */
class Groups {
  private parent = new Map<number, number>();
  find(k: number): number {
    let p = this.parent.get(k) ?? k;
    while (p !== k) {
      const up = this.parent.get(p) ?? p;
      this.parent.set(k, up);
      k = p;
      p = up;
    }
    return k;
  }
  /** false when a and b were already in one group. */
  union(a: number, b: number): boolean {
    const ra = this.find(a),
      rb = this.find(b);
    if (ra === rb) return false;
    this.parent.set(ra, rb);
    return true;
  }
}

/**
 * "Если в процессе игры тропинки замкнуться в кольцо": a cycle in the graph of tiles joined by
 * paths through their centres. A dead-end path cannot be part of a ring. Each neighbouring pair
 * is looked at once (edges 0..2 from one side).
 */
export function hasRing(tiles: Tiles): boolean {
  const g = new Groups();
  for (const c of tiles.values()) {
    for (let e = 0; e < 3; e++) {
      const n = tiles.get(step(c.key, e));
      if (n && hubJoins(c, n, e) && !g.union(c.key, n.key)) return true;
    }
  }
  return false;
}

/**
 * "джунгли оказываются разделены на две различные группы гексов": connected groups of laid
 * tiles, by touching edges or (splitBy "paths") by joined paths. Groups and their keys are in
 * ascending key order, so the human's choice "group i" is stable.
 */
export function tileGroups(tiles: Tiles, by: "adjacency" | "paths"): number[][] {
  const g = new Groups();
  const cells = [...tiles.values()];
  for (const c of cells) {
    for (let e = 0; e < 3; e++) {
      const n = tiles.get(step(c.key, e));
      if (n && (by === "adjacency" || joins(c, n, e))) g.union(c.key, n.key);
    }
  }
  const byRoot = new Map<number, number[]>();
  for (const c of cells.map((x) => x.key).sort((a, b) => a - b)) {
    const r = g.find(c);
    const list = byRoot.get(r);
    if (list) list.push(c);
    else byRoot.set(r, [c]);
  }
  return [...byRoot.values()].sort((a, b) => a[0] - b[0]);
}

/**
 * Monsters "просто перемещаются с одного гекса на другой": steps between touching laid tiles,
 * paths or not. Breadth-first from `from` up to `maxSteps`; for every reached tile, its distance
 * and the tile it was entered from (the stack's "back"). Directions in order, so ties are stable.
 */
export function monsterReach(tiles: Tiles, from: number, maxSteps: number): Map<number, { steps: number; via: number }> {
  const out = new Map<number, { steps: number; via: number }>([[from, { steps: 0, via: -1 }]]);
  let frontier = [from];
  for (let d = 1; d <= maxSteps && frontier.length; d++) {
    const next: number[] = [];
    for (const k of frontier) {
      for (let e = 0; e < 6; e++) {
        const n = step(k, e);
        if (tiles.has(n) && !out.has(n)) {
          out.set(n, { steps: d, via: k });
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  out.delete(from);
  return out;
}

/** Fewest steps along joined paths from any of `starts` to `goal` (soldiers' walking distance); -1 if none. */
export function pathDistance(tiles: Tiles, starts: Iterable<number>, goal: number): number {
  const seen = new Set<number>(starts);
  let frontier = [...seen];
  for (let d = 0; frontier.length; d++) {
    const next: number[] = [];
    for (const k of frontier) {
      if (k === goal) return d;
      const c = tiles.get(k);
      for (let e = 0; c && e < 6; e++) {
        const n = step(k, e);
        const nc = tiles.get(n);
        if (nc && !seen.has(n) && joins(c, nc, e)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return -1;
}
