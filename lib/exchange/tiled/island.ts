/**
 * Islands ↔ Tiled maps: hexagonal, flat-topped (stagger axis x, odd columns half a hex lower:
 * the island's own offset grid), side HEX_SIDE.
 *
 * - The map's tileset holds one tile per back first (class `back`, property `kind`: a cell drawn
 *   at random from that back when the game is set up), then one tile per Location tile (class =
 *   its back; properties id, name, kind, fate, campsite, count, steps, text, notes, picture turn
 *   and alt, the free properties), its picture the tile's own or the tile as the studio draws it.
 * - One tile layer per island layout (properties `layout`, `rules`, `minPlayers`, `maxPlayers`),
 *   a cell's turn in Tiled's hexagonal rotation flags; and beside it an object layer of its
 *   Starting Locations (point objects of class `start` at the hexes' centres, in order).
 * - What has no place on a map (title, description, kinds, half-tiles, Characters, Fate cards, the
 *   Monster chart) is the map property `hexfolio:island`, JSON; the map's class `hexfolio-island` says the map is an
 *   island (and `hexfolio:kind` for people reading it) and `hexfolio:origin` which grid column and row the map's first cell is.
 */
import { z } from "zod";
import { fateCardSchema, islandBodySchema, islandCharacterSchema, MONSTER_DIRECTIONS, type IslandBody } from "../../content/kinds/island";
import type { TiledLayer, TiledMap, TiledObject, TiledProperty, TiledTile } from "../../content/kinds/board";
import { tileKindSchema } from "../../content/kinds/tileset";
import { axialToOffset, offsetToAxial } from "../../content/island/grid";
import { richTextSchema } from "../../content/rich-text";
import { hex, layout } from "../../engine/core/hex";
import { backShapes, locationShapes } from "../draw/island";
import { sceneToSvg } from "../draw/scene";
import { KIND_PROPERTY } from "./mission";
import { pictureTileset } from "./picture-tileset";
import type { Problem } from "./read";
import { slug } from "./tileset";

const DATA_PROPERTY = "hexfolio:island";
const ISLAND_CLASS = "hexfolio-island";
const ORIGIN_PROPERTY = "hexfolio:origin";
/** Pixel size of a flat-topped hex: side 32, 64 wide, 56 high (√3 × 32, rounded as Tiled keeps whole pixels). */
export const HEX_SIDE = 32;
const W = 2 * HEX_SIDE;
const H = 56;
/** Where a column starts: a flat-topped column is three quarters of a hex wide. */
const COLUMN = (W + HEX_SIDE) / 2;

// Tiled's flags on a hexagonal map: the anti-diagonal flip turns a tile 60°, this bit 120°, and
// flipping both ways turns it 180°.
const FLIP_H = 0x80000000,
  FLIP_V = 0x40000000,
  TURN_60 = 0x20000000,
  TURN_120 = 0x10000000;
const GID = 0x0fffffff;

const FIELDS = new Set(["id", "name", "kind", "fate", "campsite", "count", "steps", "text", "notes", "artRotation", "artAlt"]);

const p = (name: string, value: string | number | boolean): TiledProperty => ({
  name,
  type: typeof value === "boolean" ? "bool" : typeof value === "number" ? (Number.isInteger(value) ? "int" : "float") : "string",
  value,
});
const get = (props: TiledProperty[], name: string) => props.find((q) => q.name === name)?.value;

const utf8 = new TextEncoder();
function svgData(svg: string): string {
  const bytes = utf8.encode(svg);
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/svg+xml;base64,${btoa(s)}`;
}
const EXT: Record<string, string> = { png: "png", jpeg: "jpg", gif: "gif", webp: "webp", "svg+xml": "svg" };

/** A cell's turn (sixths, clockwise) as Tiled's flags, and back. */
export function turnFlags(rotation: number): number {
  const half = rotation >= 3;
  const rest = half ? rotation - 3 : rotation;
  // Unsigned: the top bit is a flag, not a sign.
  return ((half ? FLIP_H + FLIP_V : 0) + (rest & 1 ? TURN_60 : 0) + (rest & 2 ? TURN_120 : 0)) >>> 0;
}

export function flagsTurn(gid: number): { rotation: number; mirrored: boolean } {
  const h = (gid & FLIP_H) !== 0,
    v = (gid & FLIP_V) !== 0;
  const sixths = (h && v ? 3 : 0) + (gid & TURN_60 ? 1 : 0) + (gid & TURN_120 ? 2 : 0);
  return { rotation: sixths % 6, mirrored: h !== v };
}

/** The centre of grid cell (col, row) on the map, in pixels. */
const centre = (col: number, row: number) => ({ x: col * COLUMN + W / 2, y: row * H + H / 2 + (col & 1 ? H / 2 : 0) });
function cellAt(x: number, y: number): { col: number; row: number } {
  const col = Math.round((x - W / 2) / COLUMN);
  return { col, row: Math.round((y - H / 2 - (col & 1 ? H / 2 : 0)) / H) };
}

const tileImage = (shapes: ReturnType<typeof backShapes>) => svgData(sceneToSvg({ width: W, height: H, shapes }));
const flat = () => layout("flat", HEX_SIDE, { x: W / 2, y: H / 2 });

export function islandToTiled(title: string, island: IslandBody): { map: TiledMap; problems: Problem[] } {
  const problems: Problem[] = [];
  const folder = `${slug(title)}-tiles`;
  const tiles: TiledTile[] = island.kinds.map((k, i) => ({
    id: i,
    class: "back",
    image: { source: `${folder}/back-${k.id}.svg`, width: W, height: H, data: tileImage(backShapes(flat(), hex(0, 0), island, k.id)) },
    properties: [p("kind", k.id)],
  }));
  const backGid = new Map(island.kinds.map((k, i) => [k.id, i + 1]));
  const tileGid = new Map<string, number>();
  island.locations.forEach((t, i) => {
    const id = tiles.length;
    tileGid.set(t.id, id + 1);
    const properties = [
      p("id", t.id),
      p("name", t.name),
      p("kind", t.kind),
      p("fate", t.fate),
      p("campsite", t.campsite),
      p("count", t.count),
      p("steps", JSON.stringify(t.steps)),
      p("text", JSON.stringify(t.text)),
    ];
    if (t.notes.content?.length) properties.push(p("notes", JSON.stringify(t.notes)));
    if (t.art) properties.push(p("artRotation", t.art.rotation), p("artAlt", t.art.alt));
    for (const [k, v] of Object.entries(t.properties)) {
      if (FIELDS.has(k))
        problems.push({
          path: `locations.${i}.properties.${k}`,
          message: `written as "property:${k}": "${k}" is one of the tile's own fields`,
        });
      properties.push(p(FIELDS.has(k) ? `property:${k}` : k, v));
    }
    const m = t.art && /^data:image\/([a-z+]+);base64,/.exec(t.art.src);
    if (t.art && !m)
      problems.push({
        path: `locations.${i}.art`,
        message: "the picture is a web address: Tiled opens pictures from files, so it shows the drawn tile",
      });
    const image =
      t.art && m
        ? { source: `${folder}/${t.id}.${EXT[m[1]] ?? "png"}`, data: t.art.src }
        : { source: `${folder}/${t.id}.svg`, width: W, height: H, data: tileImage(locationShapes(flat(), hex(0, 0), island, t)) };
    tiles.push({ id, class: t.kind, image, properties });
  });

  // The grid's bounds over every layout, the first column kept even so odd columns stay odd.
  const all = island.layouts.flatMap((l) => [...l.cells, ...l.starts]).map((c) => axialToOffset(c.q, c.r));
  const minCol = all.length ? Math.min(...all.map((c) => c.col)) : 0;
  const col0 = minCol - (((minCol % 2) + 2) % 2);
  const row0 = all.length ? Math.min(...all.map((c) => c.row)) : 0;
  const width = all.length ? Math.max(...all.map((c) => c.col)) - col0 + 1 : 1;
  const height = all.length ? Math.max(...all.map((c) => c.row)) - row0 + 1 : 1;

  let layerId = 1,
    objectId = 1;
  const common = (name: string, props: TiledProperty[]) => ({
    id: layerId++,
    name,
    opacity: 1,
    visible: true,
    offsetx: 0,
    offsety: 0,
    properties: props,
  });
  const layers: TiledLayer[] = [];
  for (const l of island.layouts) {
    const data = new Array<number>(width * height).fill(0);
    for (const c of l.cells) {
      const { col, row } = axialToOffset(c.q, c.r);
      const gid = (c.tile ? tileGid.get(c.tile) : undefined) ?? backGid.get(c.kind) ?? 0;
      data[(row - row0) * width + (col - col0)] = gid ? gid + turnFlags(c.rotation) : 0;
    }
    const props = [p("layout", l.id), p("rules", l.rules), p("minPlayers", l.minPlayers), p("maxPlayers", l.maxPlayers)];
    layers.push({ type: "tilelayer", ...common(l.name, props), width, height, data });
    const objects: TiledObject[] = l.starts.map((s, i) => {
      const { col, row } = axialToOffset(s.q, s.r);
      const at = centre(col - col0, row - row0);
      return {
        id: objectId++,
        name: `Starting Location ${i + 1}`,
        type: "start",
        ...at,
        width: 0,
        height: 0,
        rotation: 0,
        visible: true,
        point: true,
        properties: [],
      };
    });
    layers.push({ type: "objectgroup", ...common(`${l.name}: Starting Locations`, [p("layout", l.id)]), draworder: "index", objects });
  }
  const rest = {
    title,
    description: island.description,
    kinds: island.kinds,
    halfTiles: island.halfTiles,
    characters: island.characters,
    fate: island.fate,
    monster: island.monster,
  };
  return {
    map: {
      orientation: "hexagonal",
      renderorder: "right-down",
      width,
      height,
      tilewidth: W,
      tileheight: H,
      hexsidelength: HEX_SIDE,
      staggeraxis: "x",
      staggerindex: "odd",
      class: ISLAND_CLASS,
      properties: [p(KIND_PROPERTY, "island"), p(ORIGIN_PROPERTY, `${col0},${row0}`), p(DATA_PROPERTY, JSON.stringify(rest))],
      tilesets: [pictureTileset(`${title}: Location tiles`, W, H, tiles)],
      layers,
      nextlayerid: layerId,
      nextobjectid: objectId,
    },
    problems,
  };
}

/** The map's class marks a map the studio wrote from an island. */
export const isIslandMap = (map: TiledMap) => map.class === ISLAND_CLASS;

const restSchema = z.object({
  title: z.string().max(200).optional(),
  description: richTextSchema,
  kinds: z.array(tileKindSchema).min(1),
  halfTiles: z.object({ count: z.number().int(), art: z.unknown() }),
  characters: z.array(islandCharacterSchema),
  fate: z.array(fateCardSchema),
  monster: z.object({ chart: z.array(z.enum(MONSTER_DIRECTIONS)) }),
});

function json(value: unknown, path: string, problems: Problem[]): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    problems.push({ path, message: "Expected JSON text" });
    return undefined;
  }
}

function flatLayers(layers: TiledLayer[]): TiledLayer[] {
  return layers.flatMap((l) => (l.type === "group" ? flatLayers(l.layers) : [l]));
}

/** A Location tile from a tileset tile the studio wrote (its fields as properties). */
function locationOf(t: TiledTile, at: string, problems: Problem[]): Record<string, unknown> {
  const props = t.properties;
  const properties: Record<string, string | number | boolean> = {};
  for (const q of props) {
    if (FIELDS.has(q.name)) continue;
    const name = q.name.replace(/^property:/, "").slice(0, 40);
    if (typeof q.value === "string" || typeof q.value === "number" || typeof q.value === "boolean") properties[name] = q.value;
  }
  const rotation = get(props, "artRotation");
  const src = t.image?.data ?? (t.image && /^https?:\/\//.test(t.image.source) ? t.image.source : null);
  const loc: Record<string, unknown> = {
    id: get(props, "id"),
    name: get(props, "name"),
    kind: get(props, "kind") ?? t.class,
    fate: get(props, "fate"),
    campsite: get(props, "campsite") === true,
    count: get(props, "count"),
    steps: json(get(props, "steps"), `${at}.properties.steps`, problems) ?? [],
    text: json(get(props, "text"), `${at}.properties.text`, problems),
    notes: json(get(props, "notes"), `${at}.properties.notes`, problems),
    properties,
    // A tile without a picture is written with its drawing as the image: that is no picture.
    art: rotation !== undefined && src ? { src, alt: String(get(props, "artAlt") ?? ""), rotation: Number(rotation) } : null,
  };
  return loc;
}

/** An island from a map the studio wrote (and perhaps Tiled edited since). */
export function tiledToIsland(map: TiledMap): { body: IslandBody | null; title?: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const restRaw = json(get(map.properties, DATA_PROPERTY), `properties.${DATA_PROPERTY}`, problems);
  const rest = restSchema.safeParse(restRaw);
  if (!rest.success) {
    problems.push(...rest.error.issues.map((i) => ({ path: ["properties", DATA_PROPERTY, ...i.path].join("."), message: i.message })));
    return { body: null, problems };
  }
  if (map.orientation !== "hexagonal" || map.staggeraxis !== "x" || map.staggerindex !== "odd")
    problems.push({ path: "orientation", message: "Expected a hexagonal map staggered on x, odd columns lower: cells read as that grid" });
  const [col0, row0] = String(get(map.properties, ORIGIN_PROPERTY) ?? "0,0")
    .split(",")
    .map((v) => Math.trunc(Number(v)) || 0);
  // Tiles by global id: backs by their kind, Location tiles by their fields.
  const backs = new Map<number, string>();
  const tileIds = new Map<number, { id: string; kind: string }>();
  const locations: Record<string, unknown>[] = [];
  for (const ts of map.tilesets)
    for (const t of ts.tiles) {
      const gid = ts.firstgid + t.id;
      if (t.class === "back") backs.set(gid, String(get(t.properties, "kind") ?? ""));
      else if (get(t.properties, "id") !== undefined) {
        const loc = locationOf(t, `tilesets.${map.tilesets.indexOf(ts)}.tiles.${t.id}`, problems);
        tileIds.set(gid, { id: String(loc.id), kind: String(loc.kind) });
        locations.push(loc);
      }
    }
  const layers = flatLayers(map.layers);
  const starts = new Map<string, { q: number; r: number }[]>();
  for (const l of layers) {
    if (l.type !== "objectgroup") continue;
    const id = String(get(l.properties, "layout") ?? "");
    for (const o of l.objects.filter((o) => o.type === "start")) {
      const { col, row } = cellAt(o.x, o.y);
      starts.set(id, [...(starts.get(id) ?? []), offsetToAxial(col + col0, row + row0)]);
    }
  }
  const layouts = layers.flatMap((l, li) => {
    if (l.type !== "tilelayer" || get(l.properties, "layout") === undefined) return [];
    const id = String(get(l.properties, "layout"));
    const cells: { q: number; r: number; kind: string; tile: string | null; rotation: number }[] = [];
    l.data.forEach((raw, i) => {
      const gid = raw & GID;
      if (gid === 0) return;
      const { q, r } = offsetToAxial((i % l.width) + col0, Math.floor(i / l.width) + row0);
      const turn = flagsTurn(raw);
      if (turn.mirrored) problems.push({ path: `layers.${li}.data.${i}`, message: "a mirrored tile: read turned, not mirrored" });
      const loc = tileIds.get(gid);
      const back = backs.get(gid);
      if (loc) cells.push({ q, r, kind: loc.kind, tile: loc.id, rotation: turn.rotation });
      else if (back) cells.push({ q, r, kind: back, tile: null, rotation: turn.rotation });
      else problems.push({ path: `layers.${li}.data.${i}`, message: `tile ${gid} is neither a back nor a Location tile: left empty` });
    });
    return [
      {
        id,
        name: l.name,
        rules: get(l.properties, "rules"),
        minPlayers: get(l.properties, "minPlayers"),
        maxPlayers: get(l.properties, "maxPlayers"),
        cells,
        starts: starts.get(id) ?? [],
      },
    ];
  });
  const { title, ...fields } = rest.data;
  const parsed = islandBodySchema.safeParse({ ...fields, locations, layouts });
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((i) => ({ path: i.path.join(".") || "(map)", message: i.message })));
    return { body: null, problems };
  }
  return { body: parsed.data, title, problems };
}
