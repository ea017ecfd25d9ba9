// Editing operations on a tile set, pure so the designer's undo/redo is just a history of bodies.
import { emptyRichText } from "./rich-text";
import type { Tile, TilesetBody } from "./kinds/tileset";

const rotateEdge = (edge: number, steps: number) => (((edge + steps) % 6) + 6) % 6;

/** Turns the tile's paths, and its picture with them, by `steps` sixths of a turn clockwise. */
export function rotateTile(tile: Tile, steps: number): Tile {
  return {
    ...tile,
    paths: tile.paths.map((e) => rotateEdge(e, steps)).sort((a, b) => a - b),
    deadEnds: tile.deadEnds.map((e) => rotateEdge(e, steps)).sort((a, b) => a - b),
    art: tile.art && { ...tile.art, rotation: rotateEdge(tile.art.rotation, steps) },
  };
}

/** Toggles a path on an edge; removing a path removes its dead-end marker too. */
export function togglePath(tile: Tile, edge: number): Tile {
  if (tile.paths.includes(edge)) {
    return { ...tile, paths: tile.paths.filter((e) => e !== edge), deadEnds: tile.deadEnds.filter((e) => e !== edge) };
  }
  return { ...tile, paths: [...tile.paths, edge].sort((a, b) => a - b) };
}

/** Sets whether the path on `edge` is on; used when dragging across edges paints one state. */
export function setPath(tile: Tile, edge: number, on: boolean): Tile {
  return tile.paths.includes(edge) === on ? tile : togglePath(tile, edge);
}

export function toggleDeadEnd(tile: Tile, edge: number): Tile {
  if (!tile.paths.includes(edge)) return tile;
  const deadEnds = tile.deadEnds.includes(edge) ? tile.deadEnds.filter((e) => e !== edge) : [...tile.deadEnds, edge].sort((a, b) => a - b);
  return { ...tile, deadEnds };
}

export function uniqueTileId(body: TilesetBody, base: string): string {
  const taken = new Set(body.tiles.map((t) => t.id));
  const stem =
    base
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "tile";
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}-${i}`)) return `${stem}-${i}`;
}

export function addTile(body: TilesetBody, kind: string): { body: TilesetBody; id: string } {
  const id = uniqueTileId(body, `${kind}-tile`);
  const tile: Tile = {
    id,
    name: "New tile",
    kind,
    paths: [0, 3],
    deadEnds: [],
    fork: false,
    art: null,
    count: 1,
    notes: emptyRichText(),
    properties: {},
  };
  return { body: { ...body, tiles: [...body.tiles, tile] }, id };
}

export function duplicateTile(body: TilesetBody, id: string): { body: TilesetBody; id: string } {
  const i = body.tiles.findIndex((t) => t.id === id);
  if (i < 0) return { body, id };
  const copyId = uniqueTileId(body, id);
  const copy = { ...body.tiles[i], id: copyId, name: `${body.tiles[i].name} (copy)`.slice(0, 80) };
  return { body: { ...body, tiles: [...body.tiles.slice(0, i + 1), copy, ...body.tiles.slice(i + 1)] }, id: copyId };
}

export function removeTile(body: TilesetBody, id: string): TilesetBody {
  return { ...body, tiles: body.tiles.filter((t) => t.id !== id) };
}

export function updateTile(body: TilesetBody, id: string, change: (t: Tile) => Tile): TilesetBody {
  return { ...body, tiles: body.tiles.map((t) => (t.id === id ? change(t) : t)) };
}

export function deckTotals(body: TilesetBody): { kind: string; label: string; count: number }[] {
  return body.kinds.map((k) => ({
    kind: k.id,
    label: k.label,
    count: body.tiles.filter((t) => t.kind === k.id).reduce((n, t) => n + t.count, 0),
  }));
}

/** Kinds the Lost Patrol rules read by id: they can be renamed and recoloured, not removed. */
export const BUILT_IN_KINDS: readonly string[] = ["start", "ship"];

/** A new author-defined kind (it plays as jungle in Lost Patrol), its id made from its label. */
export function addKind(body: TilesetBody, label: string, color: string): { body: TilesetBody; id: string } {
  const taken = new Set(body.kinds.map((k) => k.id));
  // Kind ids start with a letter: leading digits and dashes go; "kind" when nothing is left.
  const stem =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^[^a-z]+/, "")
      .slice(0, 28)
      .replace(/-+$/, "") || "kind";
  let id = stem;
  for (let i = 2; taken.has(id); i++) id = `${stem}-${i}`;
  return { body: { ...body, kinds: [...body.kinds, { id, label: label.trim().slice(0, 40), color }] }, id };
}

export function updateKind(body: TilesetBody, id: string, change: { label?: string; color?: string }): TilesetBody {
  return { ...body, kinds: body.kinds.map((k) => (k.id === id ? { ...k, ...change } : k)) };
}

/** Why kind `id` cannot be removed now, or null when it can. */
export function kindInUse(body: TilesetBody, id: string): string | null {
  if (BUILT_IN_KINDS.includes(id)) return "the rules need this kind";
  const tiles = body.tiles.filter((t) => t.kind === id).length;
  if (tiles > 0) return `${tiles} tile${tiles === 1 ? "" : "s"} of this kind`;
  if (body.kinds.length === 1) return "a tile set needs at least one kind";
  return null;
}

export function removeKind(body: TilesetBody, id: string): TilesetBody {
  return kindInUse(body, id) ? body : { ...body, kinds: body.kinds.filter((k) => k.id !== id) };
}
