// The tile set the map exports write: a collection of images (one picture per tile, each with its
// own properties), the first and only tile set of the map, as Tiled itself writes one.
import type { TiledTile, TiledTileset } from "../../content/kinds/board";

export function pictureTileset(name: string, tilewidth: number, tileheight: number, tiles: TiledTile[]): TiledTileset {
  return {
    firstgid: 1,
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
