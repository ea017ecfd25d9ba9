/**
 * Reading Tiled files: maps (TMX, TMJ) and tilesets (TSX, TSJ) into the board model
 * (lib/content/kinds/board.ts). Tile layer data in every encoding Tiled writes is decoded (CSV,
 * base64 plain, zlib or gzip, the old one-element-per-tile XML, infinite maps' chunks); external
 * tilesets and pictures are read from the files given with the map. Every way in is validated by
 * the model's zod schemas, so a bad file answers with the path of the field, never a throw.
 */
import { gunzipSync, unzlibSync } from "fflate";
import { z } from "zod";
import {
  tiledMapSchema,
  tiledTilesetSchema,
  type TiledImage,
  type TiledItem,
  type TiledLayer,
  type TiledMap,
  type TiledObject,
  type TiledProperty,
  type TiledPropertyType,
  type TiledTile,
  type TiledTileset,
} from "../../content/kinds/board";
import { child, childrenNamed, parseXml, type XmlElement } from "./xml";

export interface Problem {
  path: string;
  message: string;
}

/** Other files that came with the one read (external tilesets, pictures), by path relative to it. */
export type FileSource = (path: string) => Uint8Array | undefined;
export const noFiles: FileSource = () => undefined;

/** A tileset as its own file: a map's tileset without the map's firstgid and source. */
export type TiledTilesetFile = Omit<TiledTileset, "firstgid" | "source"> & { tiledversion?: string };

export type TiledRead =
  | { kind: "map"; map: TiledMap; problems: Problem[] }
  | { kind: "tileset"; tileset: TiledTilesetFile; problems: Problem[] }
  | { kind: null; problems: Problem[] };

/** Thrown inside the readers with the path of what could not be read; caught at the top. */
class ReadError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

const decoder = new TextDecoder();
export const fileText = (bytes: Uint8Array) => decoder.decode(bytes);

/** "maps/../tiles/a.tsx" relative to "maps/m.tmx" → "tiles/a.tsx". */
export function resolvePath(from: string, path: string): string {
  if (/^[a-z]+:/i.test(path) || path.startsWith("/")) return path;
  const parts = from.split("/").slice(0, -1);
  for (const p of path.split("/")) {
    if (p === "..") parts.pop();
    else if (p !== "." && p !== "") parts.push(p);
  }
  return parts.join("/");
}

const MIME: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  bmp: "image/bmp",
};

function base64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function base64ToBytes(text: string): Uint8Array {
  const bin = atob(text.replace(/\s+/g, ""));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

interface Ctx {
  /** The path of the file being read, for relative references. */
  file: string;
  files: FileSource;
  problems: Problem[];
}

/** An image by its file name, with its content as a data: URL when the file came along. */
function imageOf(ctx: Ctx, source: string, width?: number, height?: number, trans?: string): TiledImage {
  const img: TiledImage = { source };
  if (width !== undefined) img.width = width;
  if (height !== undefined) img.height = height;
  if (trans) img.transparentcolor = trans;
  const mime = MIME[source.split(".").pop()?.toLowerCase() ?? ""];
  const bytes = mime && !/^[a-z]+:/i.test(source) ? ctx.files(resolvePath(ctx.file, source)) : undefined;
  if (bytes) img.data = `data:${mime};base64,${base64(bytes)}`;
  return img;
}

// ---------------------------------------------------------------------------------------------
// Tile data

const FLIPS = 0xe0000000;

function gidsFromBytes(bytes: Uint8Array, count: number, path: string): number[] {
  if (bytes.length !== count * 4) throw new ReadError(path, `Expected ${count} tiles (${count * 4} bytes), got ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: count }, (_, i) => view.getUint32(i * 4, true));
}

function decodeData(text: string, encoding: string | undefined, compression: string | undefined, count: number, path: string): number[] {
  if (encoding === "csv") {
    const cells = text
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
    if (cells.length !== count) throw new ReadError(path, `Expected ${count} comma-separated tiles, got ${cells.length}`);
    return cells.map((s, i) => {
      const n = Number(s);
      if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new ReadError(path, `Expected a tile id at cell ${i} (got "${s}")`);
      return n;
    });
  }
  if (encoding !== "base64") throw new ReadError(path, `Expected the encoding csv or base64 (got "${encoding}")`);
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(text);
  } catch {
    throw new ReadError(path, "Expected base64 tile data");
  }
  try {
    if (compression === "zlib") bytes = unzlibSync(bytes);
    else if (compression === "gzip") bytes = gunzipSync(bytes);
    else if (compression === "zstd")
      throw new ReadError(path, "zstd-compressed tile data cannot be read here: save the map with CSV, base64, zlib or gzip in Tiled");
    else if (compression) throw new ReadError(path, `Expected the compression zlib or gzip (got "${compression}")`);
  } catch (e) {
    if (e instanceof ReadError) throw e;
    throw new ReadError(path, `The ${compression} tile data is damaged (${e instanceof Error ? e.message : String(e)})`);
  }
  return gidsFromBytes(bytes, count, path);
}

interface Chunk {
  x: number;
  y: number;
  width: number;
  height: number;
  data: number[];
}

/** An infinite map's chunks as one finite grid over their bounds. */
function fromChunks(chunks: Chunk[], bounds: { x: number; y: number; width: number; height: number }): number[] {
  const data = new Array<number>(bounds.width * bounds.height).fill(0);
  for (const c of chunks)
    for (let y = 0; y < c.height; y++)
      for (let x = 0; x < c.width; x++) {
        const gx = c.x + x - bounds.x,
          gy = c.y + y - bounds.y;
        if (gx >= 0 && gy >= 0 && gx < bounds.width && gy < bounds.height) data[gy * bounds.width + gx] = c.data[y * c.width + x];
      }
  return data;
}

// ---------------------------------------------------------------------------------------------
// Properties

const PROPERTY_TYPES = new Set<TiledPropertyType>(["string", "int", "float", "bool", "color", "file", "object", "class", "list"]);

function typed(type: string | undefined, raw: string, path: string): string | number | boolean {
  switch (type ?? "string") {
    case "int":
    case "object": {
      const n = Number(raw || 0);
      if (!Number.isInteger(n)) throw new ReadError(path, `Expected a whole number (got "${raw}")`);
      return n;
    }
    case "float": {
      const n = Number(raw || 0);
      if (!Number.isFinite(n)) throw new ReadError(path, `Expected a number (got "${raw}")`);
      return n;
    }
    case "bool":
      if (raw !== "true" && raw !== "false" && raw !== "") throw new ReadError(path, `Expected true or false (got "${raw}")`);
      return raw === "true";
    default:
      return raw;
  }
}

function xmlItem(e: XmlElement, path: string): TiledItem {
  const type = (e.attrs.type ?? "string") as TiledPropertyType;
  if (!PROPERTY_TYPES.has(type)) throw new ReadError(`${path}.type`, `Expected a Tiled property type (got "${type}")`);
  const item: TiledItem = { type, value: "" };
  if (e.attrs.propertytype) item.propertytype = e.attrs.propertytype;
  if (type === "class") item.value = xmlProperties(child(e, "properties"), `${path}.value`);
  else if (type === "list") item.value = childrenNamed(e, "item").map((c, i) => xmlItem(c, `${path}.value.${i}`));
  else item.value = typed(type, e.attrs.value ?? e.text, `${path}.value`);
  return item;
}

function xmlProperties(e: XmlElement | undefined, path: string): TiledProperty[] {
  return e ? childrenNamed(e, "property").map((p, i) => ({ name: p.attrs.name ?? "", ...xmlItem(p, `${path}.${i}`) })) : [];
}

function jsonItem(p: Record<string, unknown>, path: string): TiledItem {
  const type = (p.type ?? "string") as TiledPropertyType;
  if (!PROPERTY_TYPES.has(type)) throw new ReadError(`${path}.type`, `Expected a Tiled property type (got "${String(p.type)}")`);
  const item: TiledItem = { type, value: "" };
  if (typeof p.propertytype === "string" && p.propertytype) item.propertytype = p.propertytype;
  if (type === "class") item.value = classMembers(p.value, `${path}.value`);
  else if (type === "list")
    item.value = (Array.isArray(p.value) ? p.value : []).map((v, i) => jsonItem(v as Record<string, unknown>, `${path}.value.${i}`));
  else {
    const v = p.value ?? "";
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean")
      throw new ReadError(`${path}.value`, "Expected a string, number or boolean");
    item.value = v;
  }
  return item;
}

/** A class value in JSON is a plain object of set members; their types follow from the values. */
function classMembers(value: unknown, path: string): TiledProperty[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== "object" || Array.isArray(value)) throw new ReadError(path, "Expected an object of class members");
  return Object.entries(value).map(([name, v]) => {
    if (typeof v === "boolean") return { name, type: "bool", value: v };
    if (typeof v === "number") return { name, type: Number.isInteger(v) ? "int" : "float", value: v };
    if (typeof v === "string") return { name, type: "string", value: v };
    return { name, type: "class", value: classMembers(v, `${path}.${name}`) };
  });
}

function jsonProperties(list: unknown, path: string): TiledProperty[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new ReadError(path, "Expected an array of properties");
  return list.map((p, i) => ({
    name: String((p as { name?: unknown }).name ?? ""),
    ...jsonItem(p as Record<string, unknown>, `${path}.${i}`),
  }));
}

// ---------------------------------------------------------------------------------------------
// XML (TMX, TSX)

const num = (s: string | undefined, fallback = 0) => (s === undefined || s === "" ? fallback : Number(s));
const opt = (s: string | undefined) => (s === undefined ? undefined : Number(s));
const flag = (s: string | undefined, fallback: boolean) => (s === undefined ? fallback : s !== "0" && s !== "false");

function xmlTilesetBody(ctx: Ctx, e: XmlElement, path: string): TiledTilesetFile {
  const a = e.attrs;
  const img = child(e, "image");
  const offset = child(e, "tileoffset");
  const grid = child(e, "grid");
  const tiles: TiledTile[] = childrenNamed(e, "tile").map((t, i) => {
    const tile: TiledTile = { id: num(t.attrs.id), properties: xmlProperties(child(t, "properties"), `${path}.tiles.${i}.properties`) };
    const cls = t.attrs.class ?? t.attrs.type;
    if (cls) tile.class = cls;
    if (t.attrs.probability !== undefined) tile.probability = Number(t.attrs.probability);
    const ti = child(t, "image");
    if (ti) tile.image = imageOf(ctx, ti.attrs.source ?? "", opt(ti.attrs.width), opt(ti.attrs.height), ti.attrs.trans);
    return tile;
  });
  const out: TiledTilesetFile = {
    name: a.name ?? "",
    tilewidth: num(a.tilewidth),
    tileheight: num(a.tileheight),
    tilecount: num(a.tilecount, tiles.length),
    columns: num(a.columns),
    spacing: num(a.spacing),
    margin: num(a.margin),
    tiles,
    properties: xmlProperties(child(e, "properties"), `${path}.properties`),
  };
  if (a.class) out.class = a.class;
  if (a.objectalignment) out.objectalignment = a.objectalignment;
  if (a.tiledversion) out.tiledversion = a.tiledversion;
  if (offset) out.tileoffset = { x: num(offset.attrs.x), y: num(offset.attrs.y) };
  if (grid)
    out.grid = {
      orientation: (grid.attrs.orientation ?? "orthogonal") as "orthogonal" | "isometric",
      width: num(grid.attrs.width),
      height: num(grid.attrs.height),
    };
  if (img) out.image = imageOf(ctx, img.attrs.source ?? "", opt(img.attrs.width), opt(img.attrs.height), img.attrs.trans);
  return withGrid(out);
}

/** Columns and tile count of an atlas, as Tiled works them out when an old file leaves them out. */
function withGrid<T extends TiledTilesetFile>(t: T): T {
  if (t.image?.width && t.image.height && t.tilewidth > 0 && t.tileheight > 0) {
    const cols = Math.floor((t.image.width - 2 * t.margin + t.spacing) / (t.tilewidth + t.spacing));
    const rows = Math.floor((t.image.height - 2 * t.margin + t.spacing) / (t.tileheight + t.spacing));
    if (!t.columns) t.columns = Math.max(cols, 0);
    if (!t.tilecount) t.tilecount = Math.max(cols * rows, 0);
  }
  return t;
}

function xmlLayerCommon(e: XmlElement, path: string) {
  const a = e.attrs;
  const common = {
    id: num(a.id),
    name: a.name ?? "",
    opacity: num(a.opacity, 1),
    visible: flag(a.visible, true),
    offsetx: num(a.offsetx),
    offsety: num(a.offsety),
    properties: xmlProperties(child(e, "properties"), `${path}.properties`),
  } as Omit<Extract<TiledLayer, { type: "group" }>, "type" | "layers">;
  if (a.class) common.class = a.class;
  if (a.locked !== undefined) common.locked = flag(a.locked, false);
  if (a.tintcolor) common.tintcolor = a.tintcolor;
  return common;
}

function points(s: string | undefined): { x: number; y: number }[] {
  return (s ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => {
      const [x, y] = p.split(",").map(Number);
      return { x, y };
    });
}

function xmlObject(e: XmlElement, path: string): TiledObject {
  const a = e.attrs;
  const o: TiledObject = {
    id: num(a.id),
    name: a.name ?? "",
    type: a.type ?? a.class ?? "",
    x: num(a.x),
    y: num(a.y),
    width: num(a.width),
    height: num(a.height),
    rotation: num(a.rotation),
    visible: flag(a.visible, true),
    properties: xmlProperties(child(e, "properties"), `${path}.properties`),
  };
  if (a.gid !== undefined) o.gid = Number(a.gid);
  if (a.template) o.template = a.template;
  if (child(e, "ellipse")) o.ellipse = true;
  if (child(e, "point")) o.point = true;
  const poly = child(e, "polygon");
  if (poly) o.polygon = points(poly.attrs.points);
  const line = child(e, "polyline");
  if (line) o.polyline = points(line.attrs.points);
  const text = child(e, "text");
  if (text) {
    const t: Record<string, unknown> = { text: text.text };
    for (const [k, v] of Object.entries(text.attrs))
      t[k] = ["wrap", "bold", "italic", "underline", "strikeout", "kerning"].includes(k)
        ? flag(v, false)
        : k === "pixelsize"
          ? Number(v)
          : v;
    o.text = t as TiledObject["text"];
  }
  return o;
}

interface Infinite {
  bounds: { x: number; y: number; width: number; height: number } | null;
}

function xmlLayers(ctx: Ctx, e: XmlElement, path: string, map: { width: number; height: number }, inf: Infinite): TiledLayer[] {
  const out: TiledLayer[] = [];
  for (const c of e.children) {
    const at = `${path}.${out.length}`;
    if (c.name === "layer") {
      const width = num(c.attrs.width, map.width),
        height = num(c.attrs.height, map.height);
      const data = child(c, "data");
      let cells: number[];
      if (!data) cells = new Array(width * height).fill(0);
      else if (childrenNamed(data, "chunk").length) {
        const chunks = childrenNamed(data, "chunk").map((ch, i) => {
          const w = num(ch.attrs.width),
            h = num(ch.attrs.height);
          const tiles = childrenNamed(ch, "tile");
          return {
            x: num(ch.attrs.x),
            y: num(ch.attrs.y),
            width: w,
            height: h,
            data:
              data.attrs.encoding === undefined
                ? tiles.map((t) => num(t.attrs.gid))
                : decodeData(ch.text, data.attrs.encoding, data.attrs.compression, w * h, `${at}.data.chunks.${i}`),
          };
        });
        cells = fromChunks(chunks, inf.bounds!);
      } else if (data.attrs.encoding === undefined) {
        cells = childrenNamed(data, "tile").map((t) => num(t.attrs.gid));
        if (cells.length !== width * height) throw new ReadError(`${at}.data`, `Expected ${width * height} tiles, got ${cells.length}`);
      } else cells = decodeData(data.text, data.attrs.encoding, data.attrs.compression, width * height, `${at}.data`);
      const [w, h] = inf.bounds ? [inf.bounds.width, inf.bounds.height] : [width, height];
      out.push({ type: "tilelayer", ...xmlLayerCommon(c, at), width: w, height: h, data: cells });
    } else if (c.name === "objectgroup") {
      const layer: TiledLayer = {
        type: "objectgroup",
        ...xmlLayerCommon(c, at),
        objects: childrenNamed(c, "object").map((o, i) => xmlObject(o, `${at}.objects.${i}`)),
      };
      // Top-down is the default, which TMX leaves out and TMJ writes: kept only when it is "index".
      if (c.attrs.draworder === "index") layer.draworder = "index";
      if (c.attrs.color) layer.color = c.attrs.color;
      out.push(layer);
    } else if (c.name === "imagelayer") {
      const img = child(c, "image");
      const layer: TiledLayer = { type: "imagelayer", ...xmlLayerCommon(c, at) };
      if (img) layer.image = imageOf(ctx, img.attrs.source ?? "", opt(img.attrs.width), opt(img.attrs.height), img.attrs.trans);
      if (c.attrs.repeatx !== undefined) layer.repeatx = flag(c.attrs.repeatx, false);
      if (c.attrs.repeaty !== undefined) layer.repeaty = flag(c.attrs.repeaty, false);
      out.push(layer);
    } else if (c.name === "group") {
      out.push({ type: "group", ...xmlLayerCommon(c, at), layers: xmlLayers(ctx, c, `${at}.layers`, map, inf) });
    }
  }
  return out;
}

/** The bounds of every chunk of an infinite map, in tiles. */
function chunkBounds(root: XmlElement | unknown[], json: boolean) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const visit = (c: { x: number; y: number; width: number; height: number }) => {
    x0 = Math.min(x0, c.x);
    y0 = Math.min(y0, c.y);
    x1 = Math.max(x1, c.x + c.width);
    y1 = Math.max(y1, c.y + c.height);
  };
  if (json) {
    const walk = (layers: unknown[]) =>
      layers.forEach((l) => {
        const layer = l as { chunks?: { x: number; y: number; width: number; height: number }[]; layers?: unknown[] };
        layer.chunks?.forEach(visit);
        if (layer.layers) walk(layer.layers);
      });
    walk(root as unknown[]);
  } else {
    const walk = (e: XmlElement) => {
      for (const c of e.children) {
        if (c.name === "chunk") visit({ x: num(c.attrs.x), y: num(c.attrs.y), width: num(c.attrs.width), height: num(c.attrs.height) });
        else walk(c);
      }
    };
    walk(root as XmlElement);
  }
  return x0 === Infinity ? { x: 0, y: 0, width: 1, height: 1 } : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function externalTileset(ctx: Ctx, source: string, firstgid: number, path: string): TiledTileset {
  const file = resolvePath(ctx.file, source);
  const bytes = ctx.files(file);
  if (!bytes) {
    ctx.problems.push({
      path,
      message: `the tileset file "${source}" did not come with the map: its cells keep their tile ids, drawn as plain cells until it is given`,
    });
    return {
      firstgid,
      source,
      name: source.replace(/^.*\//, "").replace(/\.[^.]+$/, ""),
      tilewidth: 0,
      tileheight: 0,
      tilecount: 0,
      columns: 0,
      spacing: 0,
      margin: 0,
      tiles: [],
      properties: [],
    };
  }
  const inner: Ctx = { file, files: ctx.files, problems: ctx.problems };
  const text = fileText(bytes);
  const body = text.trimStart().startsWith("<")
    ? xmlTilesetFile(inner, parseXml(text), path)
    : jsonTilesetBody(inner, JSON.parse(text), path);
  // The version belongs to the tileset file, not to the map's reference to it.
  const rest = { ...body };
  delete rest.tiledversion;
  return { firstgid, source, ...rest };
}

function xmlTilesetFile(ctx: Ctx, root: XmlElement, path: string): TiledTilesetFile {
  if (root.name !== "tileset") throw new ReadError(path, `Expected a <tileset> file (got <${root.name}>)`);
  return xmlTilesetBody(ctx, root, path);
}

function xmlMap(ctx: Ctx, root: XmlElement): unknown {
  const a = root.attrs;
  const infinite = flag(a.infinite, false);
  const bounds = infinite ? chunkBounds(root, false) : null;
  if (infinite)
    ctx.problems.push({
      path: "infinite",
      message: `an infinite map: its chunks are kept as one ${bounds!.width}×${bounds!.height} map from tile (${bounds!.x}, ${bounds!.y}), written back as a finite map`,
    });
  const size = { width: bounds?.width ?? num(a.width), height: bounds?.height ?? num(a.height) };
  const tilesets = childrenNamed(root, "tileset").map((t, i) =>
    t.attrs.source
      ? externalTileset(ctx, t.attrs.source, num(t.attrs.firstgid), `tilesets.${i}`)
      : { firstgid: num(t.attrs.firstgid), ...withoutVersion(xmlTilesetBody(ctx, t, `tilesets.${i}`)) },
  );
  const map: Record<string, unknown> = {
    orientation: a.orientation,
    renderorder: a.renderorder ?? "right-down",
    ...size,
    tilewidth: num(a.tilewidth),
    tileheight: num(a.tileheight),
    properties: xmlProperties(child(root, "properties"), "properties"),
    tilesets,
    layers: xmlLayers(ctx, root, "layers", size, { bounds }),
  };
  for (const k of ["hexsidelength", "nextlayerid", "nextobjectid"]) if (a[k] !== undefined) map[k] = Number(a[k]);
  for (const k of ["staggeraxis", "staggerindex", "class", "backgroundcolor", "tiledversion"]) if (a[k] !== undefined) map[k] = a[k];
  if (bounds) shiftObjects(map.layers as TiledLayer[], -bounds.x * num(a.tilewidth), -bounds.y * num(a.tileheight));
  return map;
}

function withoutVersion(t: TiledTilesetFile): Omit<TiledTilesetFile, "tiledversion"> {
  const rest = { ...t };
  delete rest.tiledversion;
  return rest;
}

function shiftObjects(layers: TiledLayer[], dx: number, dy: number): void {
  for (const l of layers) {
    if (l.type === "objectgroup")
      for (const o of l.objects) {
        o.x += dx;
        o.y += dy;
      }
    if (l.type === "group") shiftObjects(l.layers, dx, dy);
  }
}

// ---------------------------------------------------------------------------------------------
// JSON (TMJ, TSJ)

type Json = Record<string, unknown>;

function jsonImage(ctx: Ctx, source: unknown, width: unknown, height: unknown, trans: unknown): TiledImage | undefined {
  if (typeof source !== "string" || !source) return undefined;
  return imageOf(
    ctx,
    source,
    typeof width === "number" ? width : undefined,
    typeof height === "number" ? height : undefined,
    typeof trans === "string" ? trans : undefined,
  );
}

function jsonTilesetBody(ctx: Ctx, t: Json, path: string): TiledTilesetFile {
  const tiles = (Array.isArray(t.tiles) ? (t.tiles as Json[]) : []).map((tile, i) => {
    const out: TiledTile = { id: Number(tile.id ?? 0), properties: jsonProperties(tile.properties, `${path}.tiles.${i}.properties`) };
    const cls = tile.type ?? tile.class;
    if (typeof cls === "string" && cls) out.class = cls;
    if (typeof tile.probability === "number") out.probability = tile.probability;
    const img = jsonImage(ctx, tile.image, tile.imagewidth, tile.imageheight, undefined);
    if (img) out.image = img;
    return out;
  });
  const out: Json = {
    name: t.name ?? "",
    tilewidth: t.tilewidth ?? 0,
    tileheight: t.tileheight ?? 0,
    tilecount: t.tilecount ?? tiles.length,
    columns: t.columns ?? 0,
    spacing: t.spacing ?? 0,
    margin: t.margin ?? 0,
    tiles,
    properties: jsonProperties(t.properties, `${path}.properties`),
  };
  for (const k of ["class", "objectalignment", "tileoffset", "grid", "tiledversion"]) if (t[k] !== undefined && t[k] !== "") out[k] = t[k];
  const img = jsonImage(ctx, t.image, t.imagewidth, t.imageheight, t.transparentcolor);
  if (img) out.image = img;
  return withGrid(out as TiledTilesetFile);
}

function jsonLayers(ctx: Ctx, list: unknown, path: string, inf: Infinite): TiledLayer[] {
  if (!Array.isArray(list)) throw new ReadError(path, "Expected an array of layers");
  return list.map((raw, i) => {
    const l = raw as Json;
    const at = `${path}.${i}`;
    const common: Json = {
      id: l.id ?? 0,
      name: l.name ?? "",
      opacity: l.opacity ?? 1,
      visible: l.visible ?? true,
      offsetx: l.offsetx ?? 0,
      offsety: l.offsety ?? 0,
      properties: jsonProperties(l.properties, `${at}.properties`),
    };
    for (const k of ["class", "locked", "tintcolor"]) if (l[k] !== undefined && l[k] !== "") common[k] = l[k];
    switch (l.type) {
      case "tilelayer": {
        const width = Number(l.width ?? 0),
          height = Number(l.height ?? 0);
        let data: number[];
        if (Array.isArray(l.chunks)) {
          const chunks = (l.chunks as Json[]).map((c, ci) => {
            const w = Number(c.width),
              h = Number(c.height);
            return {
              x: Number(c.x),
              y: Number(c.y),
              width: w,
              height: h,
              data: Array.isArray(c.data)
                ? (c.data as number[])
                : decodeData(String(c.data ?? ""), "base64", l.compression as string | undefined, w * h, `${at}.chunks.${ci}.data`),
            };
          });
          data = fromChunks(chunks, inf.bounds!);
          return { type: "tilelayer", ...common, width: inf.bounds!.width, height: inf.bounds!.height, data } as TiledLayer;
        }
        if (Array.isArray(l.data)) data = l.data as number[];
        else if (typeof l.data === "string")
          data = decodeData(l.data, "base64", (l.compression as string) || undefined, width * height, `${at}.data`);
        else throw new ReadError(`${at}.data`, "Expected the layer's tiles as an array or base64 text");
        return { type: "tilelayer", ...common, width, height, data } as TiledLayer;
      }
      case "objectgroup": {
        const objects = (Array.isArray(l.objects) ? (l.objects as Json[]) : []).map((o, oi) => {
          const obj: Json = {
            id: o.id ?? 0,
            name: o.name ?? "",
            type: o.type ?? o.class ?? "",
            x: o.x ?? 0,
            y: o.y ?? 0,
            width: o.width ?? 0,
            height: o.height ?? 0,
            rotation: o.rotation ?? 0,
            visible: o.visible ?? true,
            properties: jsonProperties(o.properties, `${at}.objects.${oi}.properties`),
          };
          for (const k of ["gid", "ellipse", "point", "polygon", "polyline", "text", "template"]) if (o[k] !== undefined) obj[k] = o[k];
          return obj;
        });
        const out: Json = { type: "objectgroup", ...common, objects };
        if (l.draworder === "index") out.draworder = "index";
        if (l.color) out.color = l.color;
        return out as TiledLayer;
      }
      case "imagelayer": {
        const out: Json = { type: "imagelayer", ...common };
        const img = jsonImage(ctx, l.image, l.imagewidth, l.imageheight, l.transparentcolor);
        if (img) out.image = img;
        if (l.repeatx !== undefined) out.repeatx = l.repeatx;
        if (l.repeaty !== undefined) out.repeaty = l.repeaty;
        return out as TiledLayer;
      }
      case "group":
        return { type: "group", ...common, layers: jsonLayers(ctx, l.layers, `${at}.layers`, inf) } as TiledLayer;
      default:
        throw new ReadError(`${at}.type`, `Expected tilelayer, objectgroup, imagelayer or group (got "${String(l.type)}")`);
    }
  });
}

function jsonMap(ctx: Ctx, m: Json): unknown {
  const infinite = m.infinite === true;
  const bounds = infinite ? chunkBounds((m.layers as unknown[]) ?? [], true) : null;
  if (infinite)
    ctx.problems.push({
      path: "infinite",
      message: `an infinite map: its chunks are kept as one ${bounds!.width}×${bounds!.height} map from tile (${bounds!.x}, ${bounds!.y}), written back as a finite map`,
    });
  const tilesets = (Array.isArray(m.tilesets) ? (m.tilesets as Json[]) : []).map((t, i) =>
    typeof t.source === "string"
      ? externalTileset(ctx, t.source, Number(t.firstgid ?? 1), `tilesets.${i}`)
      : { firstgid: t.firstgid, ...withoutVersion(jsonTilesetBody(ctx, t, `tilesets.${i}`)) },
  );
  const map: Json = {
    orientation: m.orientation,
    renderorder: m.renderorder ?? "right-down",
    width: bounds?.width ?? m.width,
    height: bounds?.height ?? m.height,
    tilewidth: m.tilewidth,
    tileheight: m.tileheight,
    properties: jsonProperties(m.properties, "properties"),
    tilesets,
    layers: jsonLayers(ctx, m.layers, "layers", { bounds }),
  };
  for (const k of [
    "hexsidelength",
    "staggeraxis",
    "staggerindex",
    "class",
    "backgroundcolor",
    "nextlayerid",
    "nextobjectid",
    "tiledversion",
  ])
    if (m[k] !== undefined && m[k] !== "") map[k] = m[k];
  if (bounds) shiftObjects(map.layers as TiledLayer[], -bounds.x * Number(m.tilewidth), -bounds.y * Number(m.tileheight));
  return map;
}

// ---------------------------------------------------------------------------------------------

const fileTilesetSchema = tiledTilesetSchema.omit({ firstgid: true, source: true }).extend({ tiledversion: z.string().max(40).optional() });

const issues = (error: z.ZodError): Problem[] => error.issues.map((i) => ({ path: i.path.join(".") || "(root)", message: i.message }));

/**
 * Reads one Tiled file (`name` is its path, which relative references are resolved against) into
 * the board model: a map or a tileset, with what could not be read.
 */
export function readTiled(name: string, text: string, files: FileSource = noFiles): TiledRead {
  const ctx: Ctx = { file: name, files, problems: [] };
  try {
    const trimmed = text.trimStart();
    let raw: unknown;
    let kind: "map" | "tileset";
    if (trimmed.startsWith("<")) {
      let root: XmlElement;
      try {
        root = parseXml(text);
      } catch (e) {
        return {
          kind: null,
          problems: [{ path: "(file)", message: `Expected a TMX or TSX file: ${e instanceof Error ? e.message : String(e)}` }],
        };
      }
      if (root.name === "map") {
        kind = "map";
        raw = xmlMap(ctx, root);
      } else if (root.name === "tileset") {
        kind = "tileset";
        raw = xmlTilesetFile(ctx, root, "(tileset)");
      } else return { kind: null, problems: [{ path: "(file)", message: `Expected a <map> or <tileset> (got <${root.name}>)` }] };
    } else {
      let json: Json;
      try {
        json = JSON.parse(text) as Json;
      } catch (e) {
        return {
          kind: null,
          problems: [{ path: "(file)", message: `Expected a TMJ or TSJ file: ${e instanceof Error ? e.message : String(e)}` }],
        };
      }
      if (typeof json !== "object" || json === null)
        return { kind: null, problems: [{ path: "(file)", message: "Expected a JSON object" }] };
      if (json.type === "tileset" || (json.type === undefined && "tilecount" in json && !("layers" in json))) {
        kind = "tileset";
        raw = jsonTilesetBody(ctx, json, "(tileset)");
      } else {
        kind = "map";
        raw = jsonMap(ctx, json);
      }
    }
    if (kind === "map") {
      const parsed = tiledMapSchema.safeParse(raw);
      return parsed.success
        ? { kind, map: parsed.data, problems: ctx.problems }
        : { kind: null, problems: [...ctx.problems, ...issues(parsed.error)] };
    }
    const parsed = fileTilesetSchema.safeParse(raw);
    return parsed.success
      ? { kind, tileset: parsed.data, problems: ctx.problems }
      : { kind: null, problems: [...ctx.problems, ...issues(parsed.error)] };
  } catch (e) {
    if (e instanceof ReadError) return { kind: null, problems: [...ctx.problems, { path: e.path, message: e.message }] };
    return { kind: null, problems: [...ctx.problems, { path: "(file)", message: e instanceof Error ? e.message : String(e) }] };
  }
}

/** Whether a file name is one of Tiled's. */
export const isTiledFile = (name: string) => /\.(tmx|tmj|tsx|tsj)$/i.test(name) || /\.json$/i.test(name);

export { FLIPS };
