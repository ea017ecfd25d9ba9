/**
 * The `board` kind: a map laid out of tiles on a square or hex grid, with object layers and custom
 * properties, as the Tiled map editor models one. It is how a Tiled map (TMX or TMJ) that is not a
 * Hexfolio mission comes into the studio, and it goes back out cell for cell: the model follows
 * Tiled's JSON map format with tile data decoded to global tile ids (flip flags kept in the high
 * bits), and each tileset either embedded or named by its external file with its content read in.
 * Pictures of tiles are kept by the file names the map used, and as data: URLs when the files were
 * given with the import, so the studio can draw and print the board.
 */
import { z } from "zod";
import { isPictureSource } from "../assets";
import { emptyRichText, richTextSchema } from "../rich-text";

export const BOARD_SCHEMA_VERSION = 1;
/** Cells per layer; a 1000×1000 map is the most the studio keeps. */
export const MAX_BOARD_CELLS = 1_000_000;

const num = z.number().finite();
const int = z.number().int();
const name = z.string().max(500);

export type TiledPropertyType = "string" | "int" | "float" | "bool" | "color" | "file" | "object" | "class" | "list";
/** A value of a custom property: class members are properties, list items are typed values. */
export type TiledValue = string | number | boolean | TiledProperty[] | TiledItem[];
export interface TiledItem {
  type: TiledPropertyType;
  propertytype?: string;
  value: TiledValue;
}
export interface TiledProperty extends TiledItem {
  name: string;
}

const propertyTypeSchema = z.enum(["string", "int", "float", "bool", "color", "file", "object", "class", "list"]);
const valueSchema: z.ZodType<TiledValue> = z.lazy(() =>
  z.union([z.string().max(2_000_000), num, z.boolean(), z.array(z.union([tiledPropertySchema, tiledItemSchema])).max(1000)]),
) as z.ZodType<TiledValue>;
export const tiledItemSchema: z.ZodType<TiledItem> = z.lazy(() =>
  z.object({ type: propertyTypeSchema, propertytype: name.optional(), value: valueSchema }),
);
export const tiledPropertySchema: z.ZodType<TiledProperty> = z.lazy(() =>
  z.object({ name, type: propertyTypeSchema, propertytype: name.optional(), value: valueSchema }),
);
const properties = z.array(tiledPropertySchema).max(1000).default([]);

/** An image a tileset or tile names: the file as written, its size, and its content when given. */
export const tiledImageSchema = z.object({
  source: z.string().max(2000),
  width: int.min(0).optional(),
  height: int.min(0).optional(),
  transparentcolor: z.string().max(20).optional(),
  /**
   * The picture itself, for drawing and printing: a stored asset ("asset:<sha256>"), or as read
   * from the file at import a data: URL (saving turns it into an asset).
   */
  data: z
    .string()
    .max(8_000_000)
    .refine((s) => !/^https?:/.test(s) && isPictureSource(s, ["png", "jpeg", "gif", "webp", "svg+xml", "bmp"]), {
      message: "Expected an uploaded picture (asset:…) or a data:image URL",
    })
    .optional(),
});

export const tiledTileSchema = z.object({
  id: int.min(0),
  class: name.optional(),
  probability: num.optional(),
  image: tiledImageSchema.optional(),
  properties,
});

export const tiledTilesetSchema = z.object({
  firstgid: int.min(1),
  /** The external tileset file (TSX or TSJ) the map referred to; absent for an embedded tileset. */
  source: z.string().max(2000).optional(),
  name,
  class: name.optional(),
  tilewidth: int.min(0),
  tileheight: int.min(0),
  tilecount: int.min(0),
  columns: int.min(0),
  spacing: int.min(0).default(0),
  margin: int.min(0).default(0),
  objectalignment: name.optional(),
  tileoffset: z.object({ x: int, y: int }).optional(),
  grid: z.object({ orientation: z.enum(["orthogonal", "isometric"]), width: int, height: int }).optional(),
  image: tiledImageSchema.optional(),
  tiles: z.array(tiledTileSchema).max(20_000).default([]),
  properties,
});

const layerCommon = {
  id: int.min(0),
  name,
  class: name.optional(),
  opacity: num.min(0).max(1).default(1),
  visible: z.boolean().default(true),
  locked: z.boolean().optional(),
  offsetx: num.default(0),
  offsety: num.default(0),
  tintcolor: z.string().max(20).optional(),
  properties,
};

export const tiledObjectSchema = z.object({
  id: int.min(0),
  name: z.string().max(500).default(""),
  /** The object's class (saved as `type` by Tiled before 1.9 and since 1.10). */
  type: z.string().max(500).default(""),
  x: num,
  y: num,
  width: num.default(0),
  height: num.default(0),
  rotation: num.default(0),
  visible: z.boolean().default(true),
  gid: int.min(0).optional(),
  ellipse: z.boolean().optional(),
  point: z.boolean().optional(),
  polygon: z
    .array(z.object({ x: num, y: num }))
    .max(10_000)
    .optional(),
  polyline: z
    .array(z.object({ x: num, y: num }))
    .max(10_000)
    .optional(),
  text: z.looseObject({ text: z.string().max(20_000) }).optional(),
  template: z.string().max(2000).optional(),
  properties,
});

export type TiledLayer =
  | ({ type: "tilelayer"; width: number; height: number; data: number[] } & LayerCommon)
  | ({ type: "objectgroup"; draworder?: "topdown" | "index"; color?: string; objects: TiledObject[] } & LayerCommon)
  | ({ type: "imagelayer"; image?: z.infer<typeof tiledImageSchema>; repeatx?: boolean; repeaty?: boolean } & LayerCommon)
  | ({ type: "group"; layers: TiledLayer[] } & LayerCommon);
type LayerCommon = z.infer<z.ZodObject<typeof layerCommon>>;

export const tiledLayerSchema: z.ZodType<TiledLayer> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z
      .object({
        type: z.literal("tilelayer"),
        ...layerCommon,
        width: int.min(0),
        height: int.min(0),
        /** Global tile ids, row by row (0 = empty); the top bits are Tiled's flip flags. */
        data: z.array(int.min(0).max(0xffffffff)).max(MAX_BOARD_CELLS),
      })
      .refine((l) => l.data.length === l.width * l.height, { message: "Expected width × height cells", path: ["data"] }),
    z.object({
      type: z.literal("objectgroup"),
      ...layerCommon,
      draworder: z.enum(["topdown", "index"]).optional(),
      color: z.string().max(20).optional(),
      objects: z.array(tiledObjectSchema).max(100_000),
    }),
    z.object({
      type: z.literal("imagelayer"),
      ...layerCommon,
      image: tiledImageSchema.optional(),
      repeatx: z.boolean().optional(),
      repeaty: z.boolean().optional(),
    }),
    z.object({ type: z.literal("group"), ...layerCommon, layers: z.array(tiledLayerSchema).max(1000) }),
  ]),
) as z.ZodType<TiledLayer>;

export const tiledMapSchema = z.object({
  orientation: z.enum(["orthogonal", "isometric", "staggered", "hexagonal"]),
  renderorder: z.enum(["right-down", "right-up", "left-down", "left-up"]).default("right-down"),
  width: int.min(1).max(1000),
  height: int.min(1).max(1000),
  tilewidth: int.min(1),
  tileheight: int.min(1),
  hexsidelength: int.min(0).optional(),
  staggeraxis: z.enum(["x", "y"]).optional(),
  staggerindex: z.enum(["odd", "even"]).optional(),
  class: name.optional(),
  backgroundcolor: z.string().max(20).optional(),
  nextlayerid: int.min(1).optional(),
  nextobjectid: int.min(1).optional(),
  /** The version of Tiled that saved the file, kept so a re-export says the same. */
  tiledversion: z.string().max(40).optional(),
  properties,
  tilesets: z.array(tiledTilesetSchema).max(200),
  layers: z.array(tiledLayerSchema).max(1000),
});

export type TiledImage = z.infer<typeof tiledImageSchema>;
export type TiledTile = z.infer<typeof tiledTileSchema>;
export type TiledTileset = z.infer<typeof tiledTilesetSchema>;
export type TiledObject = z.infer<typeof tiledObjectSchema>;
export type TiledMap = z.infer<typeof tiledMapSchema>;

export const boardBodySchema = z.object({
  description: richTextSchema.default(emptyRichText),
  map: tiledMapSchema,
});
export type BoardBody = z.infer<typeof boardBodySchema>;

/** A blank 10×8 hex board (pointy tops, as the tile designer draws tiles) with one empty layer. */
export function emptyBoard(): BoardBody {
  return {
    description: emptyRichText(),
    map: {
      orientation: "hexagonal",
      renderorder: "right-down",
      width: 10,
      height: 8,
      tilewidth: 56,
      tileheight: 64,
      hexsidelength: 32,
      staggeraxis: "y",
      staggerindex: "odd",
      properties: [],
      tilesets: [],
      layers: [
        {
          type: "tilelayer",
          id: 1,
          name: "Tiles",
          width: 10,
          height: 8,
          data: new Array(80).fill(0),
          opacity: 1,
          visible: true,
          offsetx: 0,
          offsety: 0,
          properties: [],
        },
      ],
      nextlayerid: 2,
      nextobjectid: 1,
    },
  };
}
