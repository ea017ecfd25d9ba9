/**
 * Paths across laid hex tiles. Each tile has a 6-bit set of path edges; two adjacent tiles are
 * joined when both have a path on their shared edge. Within a tile, every path that is not a
 * dead end meets the others at the centre, so a tile is one node of the path graph and a join
 * is an edge of it. A *ring* is a cycle of that graph; the laid tiles *split* when they form
 * more than one group of adjacent tiles.
 */
import { edgeHas, hexKey, neighbor, oppositeEdge, type EdgeSet, type Hex } from "./hex";

export interface LaidTile {
  hex: Hex;
  /** Path edges after rotation. */
  paths: EdgeSet;
  /** Path edges that end inside the tile (they join nothing through the centre). */
  deadEnds?: EdgeSet;
}

export type JoinState = "joined" | "blocked" | "open";

/** For edge `edge` of the tile at `key`: joined, blocked (a neighbour without a path there) or open (no neighbour). */
export function edgeJoin(tiles: ReadonlyMap<string, LaidTile>, tile: LaidTile, edge: number): JoinState {
  const other = tiles.get(hexKey(neighbor(tile.hex, edge)));
  if (!other) return "open";
  return edgeHas(other.paths, oppositeEdge(edge)) ? "joined" : "blocked";
}

export function indexTiles(tiles: Iterable<LaidTile>): Map<string, LaidTile> {
  const map = new Map<string, LaidTile>();
  for (const t of tiles) map.set(hexKey(t.hex), t);
  return map;
}

class UnionFind {
  private parent = new Map<string, string>();
  find(x: string): string {
    let p = this.parent.get(x) ?? x;
    if (p !== x) {
      p = this.find(p);
      this.parent.set(x, p);
    }
    return p;
  }
  /** False when a and b were already connected. */
  union(a: string, b: string): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent.set(ra, rb);
    return true;
  }
}

const through = (t: LaidTile, edge: number) => edgeHas(t.paths, edge) && !edgeHas(t.deadEnds ?? 0, edge);

/** Whether the joined paths close a ring, and one join on it (to highlight). */
export function findRing(tiles: ReadonlyMap<string, LaidTile>): { ring: boolean; closingJoin: [Hex, number] | null } {
  const uf = new UnionFind();
  for (const [key, t] of tiles) {
    // Each join is seen from both sides; take it once, from the lower-numbered edges 0..2.
    for (let edge = 0; edge < 3; edge++) {
      if (!through(t, edge)) continue;
      const nb = neighbor(t.hex, edge);
      const other = tiles.get(hexKey(nb));
      if (!other || !through(other, oppositeEdge(edge))) continue;
      if (!uf.union(key, hexKey(nb))) return { ring: true, closingJoin: [t.hex, edge] };
    }
  }
  return { ring: false, closingJoin: null };
}

/** Groups of laid tiles that touch (adjacency, whatever the paths). */
export function tileGroups(tiles: ReadonlyMap<string, LaidTile>): Hex[][] {
  const uf = new UnionFind();
  for (const [key, t] of tiles) {
    for (let edge = 0; edge < 6; edge++) {
      const k = hexKey(neighbor(t.hex, edge));
      if (tiles.has(k)) uf.union(key, k);
    }
  }
  const groups = new Map<string, Hex[]>();
  for (const [key, t] of tiles) {
    const root = uf.find(key);
    groups.set(root, [...(groups.get(root) ?? []), t.hex]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length);
}
