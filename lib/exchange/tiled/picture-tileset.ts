// The image-collection tile set Tiled writes (one picture per tile, each with its own properties):
// the shape of a tile set file, and, as the first and only tile set, of every map export.
import type { TiledTile, TiledTileset } from "../../content/kinds/board";

/** A tile set that is a collection of images, without a map's `firstgid`. */
export function imageCollection(name: string, tilewidth: number, tileheight: number, tiles: TiledTile[]): Omit<TiledTileset, "firstgid"> {
  return {
    name,
    tilewidth,
    tileheight,
    tilecount: tiles.length,
    columns: 0,
    spacing: 0,
    margin: 0,
    grid: { orientation: "orthogonal", width: 1, height: 1 },
    tiles,
    properties: [],
  };
}

/** The tile set the map exports write: the map's first and only one. */
export function pictureTileset(name: string, tilewidth: number, tileheight: number, tiles: TiledTile[]): TiledTileset {
  return { firstgid: 1, ...imageCollection(name, tilewidth, tileheight, tiles) };
}
