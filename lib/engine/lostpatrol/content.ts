/**
 * The tile set as the engine reads it: the subset of the tile-set document body (lib/content's
 * `tileset` kind) that the rules need. The engine does not import lib/content; any object of this
 * shape works, and a full tile-set body is one.
 */
import { edgeSetFrom, rotateEdges } from "../core/hex";
import { MAX_DECK_TILES } from "./board";
import { SOLDIER_CAPACITY, START_CAPACITY, type Orientation, type TileType } from "./types";

export interface LostPatrolTile {
  id: string;
  /** "start", "ship", or anything else (a jungle tile; author-defined kinds play as jungle). */
  kind: string;
  paths: number[];
  deadEnds?: number[];
  count: number;
  /** `capacity` (a number) overrides how many soldiers fit on the tile. */
  properties?: Record<string, string | number | boolean>;
}

export interface LostPatrolContent {
  tiles: LostPatrolTile[];
  /** Rule options stored with the deck (see options.ts). */
  rules?: Record<string, string | number | boolean>;
}

/**
 * The deck used when no content is given (benchmarks, quick simulations): the seed's counts, 28
 * jungle tiles plus start and ship, with the same path mix as the studio's sample tile set.
 */
export const STANDARD_DECK: LostPatrolContent = {
  tiles: [
    { id: "start", kind: "start", paths: [0, 1, 2, 3, 4, 5], count: 1, properties: { capacity: START_CAPACITY } },
    { id: "ship", kind: "ship", paths: [0, 2, 4], count: 1 },
    { id: "straight", kind: "jungle", paths: [0, 3], count: 8 },
    { id: "wide-bend", kind: "jungle", paths: [0, 2], count: 6 },
    { id: "sharp-bend", kind: "jungle", paths: [0, 1], count: 3 },
    { id: "y-fork", kind: "jungle", paths: [0, 2, 4], count: 4 },
    { id: "t-junction", kind: "jungle", paths: [0, 1, 3], count: 4 },
    { id: "dead-end", kind: "jungle", paths: [0], deadEnds: [0], count: 3 },
  ],
};

/** A tile's distinct rotations (a straight tile has 3, a six-way tile 1), clockwise from 0. */
export function orientationsOf(paths: number, dead: number): Orientation[] {
  const out: Orientation[] = [];
  for (let rotation = 0; rotation < 6; rotation++) {
    const p = rotateEdges(paths, rotation),
      d = rotateEdges(dead, rotation);
    if (!out.some((o) => o.paths === p && o.dead === d)) out.push({ rotation, paths: p, dead: d });
  }
  return out;
}

export interface CompiledDeck {
  types: TileType[];
  start: number;
  ship: number;
  /** Jungle tile types, one entry per copy, in tile-set order (shuffled at set-up). */
  jungle: number[];
}

/** Reads the tile set; throws a message naming the problem when it cannot be played. */
export function compileDeck(content: LostPatrolContent): CompiledDeck {
  if (!content || !Array.isArray(content.tiles)) throw new Error("Lost Patrol content: expected a tile set with a `tiles` array");
  const types: TileType[] = content.tiles.map((t) => {
    const capacity =
      typeof t.properties?.capacity === "number" ? t.properties.capacity : t.kind === "start" ? START_CAPACITY : SOLDIER_CAPACITY;
    const paths = edgeSetFrom(t.paths),
      dead = edgeSetFrom(t.deadEnds ?? []);
    return { id: t.id, kind: t.kind, paths, dead, capacity, orientations: orientationsOf(paths, dead) };
  });
  const only = (kind: string): number => {
    const found = content.tiles.map((t, i) => ({ t, i })).filter(({ t }) => t.kind === kind && t.count > 0);
    const total = found.reduce((n, f) => n + f.t.count, 0);
    if (total !== 1) throw new Error(`Lost Patrol content: expected exactly one ${kind} tile, found ${total}`);
    return found[0].i;
  };
  const start = only("start");
  const ship = only("ship");
  const jungle: number[] = [];
  content.tiles.forEach((t, i) => {
    if (t.kind === "start" || t.kind === "ship") return;
    for (let n = 0; n < t.count; n++) jungle.push(i);
  });
  if (jungle.length + 1 > MAX_DECK_TILES)
    throw new Error(`Lost Patrol content: at most ${MAX_DECK_TILES} tiles in the deck, got ${jungle.length + 1}`);
  return { types, start, ship, jungle };
}
