/**
 * Writing the board model as Tiled files, the way Tiled itself writes them: TMX/TSX with CSV tile
 * data and one-space indents, TMJ/TSJ with alphabetical keys. A map's external tilesets and the
 * pictures that came with it are written beside it (their paths as the map names them), so the
 * folder opens in Tiled as it was.
 */
import type {
  TiledImage,
  TiledItem,
  TiledLayer,
  TiledMap,
  TiledObject,
  TiledProperty,
  TiledTile,
  TiledTileset,
} from "../../content/kinds/board";
import { base64ToBytes, resolvePath, type TiledTilesetFile } from "./read";
import { buildXml, type XmlOut } from "./xml";

export type TiledFormat = "json" | "xml";

/** A file written beside the main one: path relative to it, and its content. */
export interface SideFile {
  path: string;
  content: string | Uint8Array;
}

export interface Written {
  text: string;
  files: SideFile[];
}

/** The format version written (Tiled 1.10's), and the editor version when the document has none. */
export const TILED_FORMAT_VERSION = "1.10";
export const TILED_VERSION = "1.10.2";

/** Keys sorted, as Tiled's JSON writer sorts them. */
function sorted(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

// ---------------------------------------------------------------------------------------------
// Properties

function jsonValue(item: TiledItem): unknown {
  if (item.type === "class") return Object.fromEntries((item.value as TiledProperty[]).map((m) => [m.name, jsonValue(m)]));
  if (item.type === "list")
    return (item.value as TiledItem[]).map((i) => sorted({ type: i.type, propertytype: i.propertytype, value: jsonValue(i) }));
  return item.value;
}

const jsonProperties = (props: TiledProperty[]) =>
  props.length ? props.map((p) => sorted({ name: p.name, type: p.type, propertytype: p.propertytype, value: jsonValue(p) })) : undefined;

function xmlItem(tag: "property" | "item", p: TiledItem & { name?: string }): XmlOut {
  const attrs: XmlOut["attrs"] = { name: p.name, type: p.type === "string" ? undefined : p.type, propertytype: p.propertytype };
  if (p.type === "class") {
    const members = p.value as TiledProperty[];
    return { name: tag, attrs, children: members.length ? [xmlProperties(members)!] : [] };
  }
  if (p.type === "list") return { name: tag, attrs, children: (p.value as TiledItem[]).map((i) => xmlItem("item", i)) };
  const value = String(p.value);
  if (value.includes("\n")) return { name: tag, attrs, text: value };
  return { name: tag, attrs: { ...attrs, value } };
}

const xmlProperties = (props: TiledProperty[]): XmlOut | undefined =>
  props.length ? { name: "properties", children: props.map((p) => xmlItem("property", p)) } : undefined;

// ---------------------------------------------------------------------------------------------
// Tilesets

/** The picture files that came with the document, written back under the names it uses. */
function pictureFiles(images: (TiledImage | undefined)[], from: string, files: SideFile[]): void {
  for (const img of images) {
    if (!img?.data || /^[a-z]+:/i.test(img.source) || img.source.startsWith("/")) continue;
    const path = resolvePath(from, img.source);
    if (files.some((f) => f.path === path)) continue;
    files.push({ path, content: base64ToBytes(img.data.slice(img.data.indexOf(",") + 1)) });
  }
}

const tilesetImages = (t: Pick<TiledTileset, "image" | "tiles">) => [t.image, ...t.tiles.map((tile) => tile.image)];

function jsonTile(t: TiledTile): Record<string, unknown> {
  return sorted({
    id: t.id,
    image: t.image?.source,
    imagewidth: t.image?.width,
    imageheight: t.image?.height,
    probability: t.probability,
    properties: jsonProperties(t.properties),
    type: t.class,
  });
}

function jsonTileset(t: Omit<TiledTileset, "firstgid" | "source">, extra: Record<string, unknown>): Record<string, unknown> {
  return sorted({
    ...extra,
    class: t.class,
    columns: t.columns,
    grid: t.grid,
    image: t.image?.source,
    imagewidth: t.image?.width,
    imageheight: t.image?.height,
    transparentcolor: t.image?.transparentcolor,
    margin: t.margin,
    name: t.name,
    objectalignment: t.objectalignment,
    properties: jsonProperties(t.properties),
    spacing: t.spacing,
    tilecount: t.tilecount,
    tileheight: t.tileheight,
    tileoffset: t.tileoffset,
    tiles: t.tiles.length ? t.tiles.map(jsonTile) : undefined,
    tilewidth: t.tilewidth,
  });
}

const xmlImage = (img: TiledImage): XmlOut => ({
  name: "image",
  attrs: { source: img.source, trans: img.transparentcolor?.replace(/^#/, ""), width: img.width, height: img.height },
});

function xmlTileset(t: Omit<TiledTileset, "firstgid" | "source">, head: XmlOut["attrs"]): XmlOut {
  const children: XmlOut[] = [];
  if (t.tileoffset) children.push({ name: "tileoffset", attrs: { x: t.tileoffset.x, y: t.tileoffset.y } });
  if (t.grid) children.push({ name: "grid", attrs: { orientation: t.grid.orientation, width: t.grid.width, height: t.grid.height } });
  const props = xmlProperties(t.properties);
  if (props) children.push(props);
  if (t.image) children.push(xmlImage(t.image));
  for (const tile of t.tiles) {
    const kids: XmlOut[] = [];
    const tp = xmlProperties(tile.properties);
    if (tp) kids.push(tp);
    if (tile.image) kids.push(xmlImage(tile.image));
    children.push({ name: "tile", attrs: { id: tile.id, type: tile.class, probability: tile.probability }, children: kids });
  }
  return {
    name: "tileset",
    attrs: {
      ...head,
      name: t.name,
      class: t.class,
      tilewidth: t.tilewidth,
      tileheight: t.tileheight,
      spacing: t.spacing || undefined,
      margin: t.margin || undefined,
      tilecount: t.tilecount,
      columns: t.columns,
      objectalignment: t.objectalignment,
    },
    children,
  };
}

/** A tileset as its own file (TSJ or TSX), with the pictures that came with it beside it. */
export function writeTilesetFile(t: TiledTilesetFile, format: TiledFormat, path = "tileset"): Written {
  const files: SideFile[] = [];
  pictureFiles(tilesetImages(t), path, files);
  const version = t.tiledversion ?? TILED_VERSION;
  const text =
    format === "json"
      ? JSON.stringify(jsonTileset(t, { type: "tileset", version: TILED_FORMAT_VERSION, tiledversion: version }), null, 1) + "\n"
      : buildXml(xmlTileset(t, { version: TILED_FORMAT_VERSION, tiledversion: version })) + "\n";
  return { text, files };
}

// ---------------------------------------------------------------------------------------------
// Layers

function jsonObject(o: TiledObject): Record<string, unknown> {
  return sorted({
    id: o.id,
    name: o.name,
    type: o.type,
    x: o.x,
    y: o.y,
    width: o.width,
    height: o.height,
    rotation: o.rotation,
    visible: o.visible,
    gid: o.gid,
    ellipse: o.ellipse,
    point: o.point,
    polygon: o.polygon,
    polyline: o.polyline,
    text: o.text,
    template: o.template,
    properties: jsonProperties(o.properties),
  });
}

function jsonLayer(l: TiledLayer): Record<string, unknown> {
  const common = {
    id: l.id,
    name: l.name,
    class: l.class,
    opacity: l.opacity,
    visible: l.visible,
    locked: l.locked,
    tintcolor: l.tintcolor,
    offsetx: l.offsetx || undefined,
    offsety: l.offsety || undefined,
    properties: jsonProperties(l.properties),
    type: l.type,
  };
  switch (l.type) {
    case "tilelayer":
      return sorted({ ...common, data: l.data, width: l.width, height: l.height, x: 0, y: 0 });
    case "objectgroup":
      return sorted({ ...common, draworder: l.draworder ?? "topdown", color: l.color, objects: l.objects.map(jsonObject), x: 0, y: 0 });
    case "imagelayer":
      return sorted({
        ...common,
        image: l.image?.source ?? "",
        imagewidth: l.image?.width,
        imageheight: l.image?.height,
        transparentcolor: l.image?.transparentcolor,
        repeatx: l.repeatx,
        repeaty: l.repeaty,
        x: 0,
        y: 0,
      });
    case "group":
      return sorted({ ...common, layers: l.layers.map(jsonLayer), x: 0, y: 0 });
  }
}

/** CSV as Tiled writes it: a row per line, every row but the last ending in a comma. */
function csv(data: number[], width: number): string {
  const rows: string[] = [];
  for (let i = 0; i < data.length; i += width) rows.push(data.slice(i, i + width).join(","));
  return `\n${rows.join(",\n")}\n`;
}

function xmlObject(o: TiledObject): XmlOut {
  const children: XmlOut[] = [];
  const props = xmlProperties(o.properties);
  if (props) children.push(props);
  if (o.ellipse) children.push({ name: "ellipse" });
  if (o.point) children.push({ name: "point" });
  const pts = (ps: { x: number; y: number }[]) => ps.map((p) => `${p.x},${p.y}`).join(" ");
  if (o.polygon) children.push({ name: "polygon", attrs: { points: pts(o.polygon) } });
  if (o.polyline) children.push({ name: "polyline", attrs: { points: pts(o.polyline) } });
  if (o.text) {
    const { text, ...attrs } = o.text;
    const out: Record<string, string | number | undefined> = {};
    for (const [k, v] of Object.entries(attrs)) out[k] = typeof v === "boolean" ? (v ? 1 : 0) : (v as string | number);
    children.push({ name: "text", attrs: out, text });
  }
  return {
    name: "object",
    attrs: {
      id: o.id,
      name: o.name || undefined,
      type: o.type || undefined,
      template: o.template,
      gid: o.gid,
      x: o.x,
      y: o.y,
      width: o.width || undefined,
      height: o.height || undefined,
      rotation: o.rotation || undefined,
      visible: o.visible ? undefined : 0,
    },
    children,
  };
}

function xmlLayer(l: TiledLayer): XmlOut {
  const attrs: XmlOut["attrs"] = {
    id: l.id,
    name: l.name,
    class: l.class,
    ...(l.type === "tilelayer" ? { width: l.width, height: l.height } : {}),
    ...(l.type === "objectgroup" ? { color: l.color } : {}),
    visible: l.visible ? undefined : 0,
    locked: l.locked ? 1 : undefined,
    opacity: l.opacity === 1 ? undefined : l.opacity,
    tintcolor: l.tintcolor,
    offsetx: l.offsetx || undefined,
    offsety: l.offsety || undefined,
    ...(l.type === "objectgroup" ? { draworder: l.draworder === "index" ? "index" : undefined } : {}),
    ...(l.type === "imagelayer" ? { repeatx: l.repeatx ? 1 : undefined, repeaty: l.repeaty ? 1 : undefined } : {}),
  };
  const children: XmlOut[] = [];
  const props = xmlProperties(l.properties);
  if (props) children.push(props);
  switch (l.type) {
    case "tilelayer":
      children.push({ name: "data", attrs: { encoding: "csv" }, text: csv(l.data, l.width) });
      return { name: "layer", attrs, children };
    case "objectgroup":
      children.push(...l.objects.map(xmlObject));
      return { name: "objectgroup", attrs, children };
    case "imagelayer":
      if (l.image) children.push(xmlImage(l.image));
      return { name: "imagelayer", attrs, children };
    case "group":
      children.push(...l.layers.map(xmlLayer));
      return { name: "group", attrs, children };
  }
}

function layerImages(layers: TiledLayer[]): (TiledImage | undefined)[] {
  return layers.flatMap((l) => (l.type === "imagelayer" ? [l.image] : l.type === "group" ? layerImages(l.layers) : []));
}

// ---------------------------------------------------------------------------------------------
// Maps

const formatOfFile = (source: string): TiledFormat => (/\.tsx$/i.test(source) ? "xml" : "json");

/** A map as TMJ or TMX; external tilesets and the pictures that came with it go beside it. */
export function writeMap(map: TiledMap, format: TiledFormat, path = "map"): Written {
  const files: SideFile[] = [];
  for (const t of map.tilesets) {
    if (t.source) {
      const tilesetPath = resolvePath(path, t.source);
      // A tileset that did not come with the map is referred to, not written (it would be empty).
      if (t.tilecount > 0 || t.tiles.length > 0 || t.image) {
        const rest: TiledTilesetFile = { ...t };
        delete (rest as Partial<TiledTileset>).firstgid;
        delete (rest as Partial<TiledTileset>).source;
        const written = writeTilesetFile(rest, formatOfFile(t.source), tilesetPath);
        files.push({ path: tilesetPath, content: written.text }, ...written.files.filter((f) => !files.some((g) => g.path === f.path)));
      }
    } else pictureFiles(tilesetImages(t), path, files);
  }
  pictureFiles(layerImages(map.layers), path, files);
  const version = map.tiledversion ?? TILED_VERSION;
  const nextlayerid = map.nextlayerid ?? maxLayerId(map.layers) + 1;
  const nextobjectid = map.nextobjectid ?? maxObjectId(map.layers) + 1;
  if (format === "json") {
    const json = sorted({
      backgroundcolor: map.backgroundcolor,
      class: map.class,
      compressionlevel: -1,
      height: map.height,
      hexsidelength: map.hexsidelength,
      infinite: false,
      layers: map.layers.map(jsonLayer),
      nextlayerid,
      nextobjectid,
      orientation: map.orientation,
      properties: jsonProperties(map.properties),
      renderorder: map.renderorder,
      staggeraxis: map.staggeraxis,
      staggerindex: map.staggerindex,
      tiledversion: version,
      tileheight: map.tileheight,
      tilesets: map.tilesets.map((t) => (t.source ? { firstgid: t.firstgid, source: t.source } : jsonTileset(t, { firstgid: t.firstgid }))),
      tilewidth: map.tilewidth,
      type: "map",
      version: TILED_FORMAT_VERSION,
      width: map.width,
    });
    return { text: JSON.stringify(json, null, 1) + "\n", files };
  }
  const children: XmlOut[] = [];
  const props = xmlProperties(map.properties);
  if (props) children.push(props);
  for (const t of map.tilesets)
    children.push(
      t.source ? { name: "tileset", attrs: { firstgid: t.firstgid, source: t.source } } : xmlTileset(t, { firstgid: t.firstgid }),
    );
  children.push(...map.layers.map(xmlLayer));
  const root: XmlOut = {
    name: "map",
    attrs: {
      version: TILED_FORMAT_VERSION,
      tiledversion: version,
      class: map.class,
      orientation: map.orientation,
      renderorder: map.renderorder,
      width: map.width,
      height: map.height,
      tilewidth: map.tilewidth,
      tileheight: map.tileheight,
      hexsidelength: map.hexsidelength,
      staggeraxis: map.staggeraxis,
      staggerindex: map.staggerindex,
      infinite: 0,
      backgroundcolor: map.backgroundcolor,
      nextlayerid,
      nextobjectid,
    },
    children,
  };
  return { text: buildXml(root) + "\n", files };
}

function maxLayerId(layers: TiledLayer[]): number {
  return layers.reduce((m, l) => Math.max(m, l.id, l.type === "group" ? maxLayerId(l.layers) : 0), 0);
}
function maxObjectId(layers: TiledLayer[]): number {
  return layers.reduce(
    (m, l) =>
      Math.max(
        m,
        l.type === "objectgroup" ? l.objects.reduce((n, o) => Math.max(n, o.id), 0) : l.type === "group" ? maxObjectId(l.layers) : 0,
      ),
    0,
  );
}
