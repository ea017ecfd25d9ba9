/**
 * Pure edits of one island layout for the layout board: each returns a new layout, or the same
 * one when the edit changes nothing. A place (q, r) holds a tile of some back, a Starting Location
 * half-tile, or nothing; the edits keep that so (a Starting Location is never on a tile), and the
 * editor still checks the result against the layout schema before it becomes a command.
 */
import type { IslandBody, IslandLayout, LayoutCellDoc } from "../kinds/island";

export interface Place {
  q: number;
  r: number;
}

/** The most Starting Locations a layout holds (the schema's limit). */
export const MAX_STARTS = 20;
/** The most tiles a layout holds (the schema's limit). */
export const MAX_CELLS = 400;

const same = (a: Place, b: Place) => a.q === b.q && a.r === b.r;

export function cellAt(l: IslandLayout, p: Place): LayoutCellDoc | undefined {
  return l.cells.find((c) => same(c, p));
}

export function isStart(l: IslandLayout, p: Place): boolean {
  return l.starts.some((s) => same(s, p));
}

/**
 * Lays a tile of back `kind` at the place, or clears it of its tile or Starting Location (null). A tile named for the place keeps
 * its name only while the back still matches; a Starting Location there gives way to the tile.
 */
export function paintCell(l: IslandLayout, p: Place, kind: string | null): IslandLayout {
  const here = cellAt(l, p);
  if (kind === null) {
    if (here) return { ...l, cells: l.cells.filter((c) => c !== here) };
    return isStart(l, p) ? { ...l, starts: l.starts.filter((s) => !same(s, p)) } : l;
  }
  if (here?.kind === kind) return l;
  if (here) return { ...l, cells: l.cells.map((c) => (c === here ? { ...c, kind, tile: null } : c)) };
  if (l.cells.length >= MAX_CELLS) return l;
  return {
    ...l,
    cells: [...l.cells, { q: p.q, r: p.r, kind, tile: null, rotation: 0 }],
    starts: l.starts.filter((s) => !same(s, p)),
  };
}

/** Puts a Starting Location half-tile on an empty place, or takes the one there away; a tile's place is refused. */
export function toggleStart(l: IslandLayout, p: Place): IslandLayout {
  if (isStart(l, p)) return { ...l, starts: l.starts.filter((s) => !same(s, p)) };
  if (cellAt(l, p) || l.starts.length >= MAX_STARTS) return l;
  return { ...l, starts: [...l.starts, { q: p.q, r: p.r }] };
}

/** Turns the tile at the place a sixth of a turn clockwise. */
export function rotateCell(l: IslandLayout, p: Place): IslandLayout {
  const here = cellAt(l, p);
  if (!here) return l;
  return { ...l, cells: l.cells.map((c) => (c === here ? { ...c, rotation: (c.rotation + 1) % 6 } : c)) };
}

/**
 * Names the Location tile laid at the place (its back becomes the tile's), or leaves it to a
 * random draw of its back (null). An unknown tile id changes nothing.
 */
export function assignTile(body: IslandBody, l: IslandLayout, p: Place, tile: string | null): IslandLayout {
  const here = cellAt(l, p);
  if (!here) return l;
  if (tile === null) return here.tile === null ? l : { ...l, cells: l.cells.map((c) => (c === here ? { ...c, tile: null } : c)) };
  const t = body.locations.find((x) => x.id === tile);
  if (!t) return l;
  return { ...l, cells: l.cells.map((c) => (c === here ? { ...c, tile: t.id, kind: t.kind } : c)) };
}

/** Moves what stands on `from` (a tile or a Starting Location) to `to`, and what stood on `to` back to `from`. */
export function movePlace(l: IslandLayout, from: Place, to: Place): IslandLayout {
  if (same(from, to)) return l;
  const swap = (p: Place): Place => (same(p, from) ? { q: to.q, r: to.r } : same(p, to) ? { q: from.q, r: from.r } : p);
  const moved = l.cells.some((c) => same(c, from) || same(c, to)) || l.starts.some((s) => same(s, from) || same(s, to));
  if (!moved) return l;
  return {
    ...l,
    cells: l.cells.map((c) => (same(c, from) || same(c, to) ? { ...c, ...swap(c) } : c)),
    starts: l.starts.map((s) => (same(s, from) || same(s, to) ? swap(s) : s)),
  };
}

/** Every tile left to a random draw of its back: the layout as the rulebook's random set-up reads it. */
export function allRandom(l: IslandLayout): IslandLayout {
  if (l.cells.every((c) => c.tile === null)) return l;
  return { ...l, cells: l.cells.map((c) => ({ ...c, tile: null })) };
}

export interface BackCount {
  kind: string;
  label: string;
  /** Tiles of this back the layout lays (named ones included). */
  laid: number;
  /** Tiles of this back the island's deck holds. */
  deck: number;
}

/** The layout's tiles by back beside the deck's, and its Starting Locations beside what its players need. */
export function layoutCounts(
  body: IslandBody,
  l: IslandLayout,
): {
  backs: BackCount[];
  starts: number;
  /** One Starting Location per player: the most players the layout is for. */
  startsNeeded: number;
  halfTiles: number;
} {
  const backs = body.kinds.map((k) => ({
    kind: k.id,
    label: k.label,
    laid: l.cells.filter((c) => c.kind === k.id).length,
    deck: body.locations.filter((t) => t.kind === k.id).reduce((n, t) => n + t.count, 0),
  }));
  return { backs, starts: l.starts.length, startsNeeded: l.maxPlayers, halfTiles: body.halfTiles.count };
}

/** The places the board draws: every tile and Starting Location, and a margin of empty places round them. */
export function boardPlaces(l: IslandLayout, margin = 2): Place[] {
  const all = [...l.cells, ...l.starts];
  // Offset columns and rows (odd columns half a hex lower), so the margin is a rectangle on screen.
  const offs = all.map((p) => ({ col: p.q, row: p.r + (p.q - (p.q & 1)) / 2 }));
  const cols = offs.map((o) => o.col),
    rows = offs.map((o) => o.row);
  const c0 = (offs.length ? Math.min(...cols) : 0) - margin,
    c1 = (offs.length ? Math.max(...cols) : 3) + margin;
  const r0 = (offs.length ? Math.min(...rows) : 0) - margin,
    r1 = (offs.length ? Math.max(...rows) : 3) + margin;
  const out: Place[] = [];
  for (let col = Math.max(-50, c0); col <= Math.min(50, c1); col++) {
    for (let row = r0; row <= r1; row++) {
      const r = row - (col - (col & 1)) / 2;
      if (r >= -50 && r <= 50) out.push({ q: col, r });
    }
  }
  return out;
}
