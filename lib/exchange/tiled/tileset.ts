/**
 * Tile sets ↔ Tiled tilesets. A tile set is written as an image-collection tileset of pointy-top
 * hexes (Tiled's hexagonal maps with stagger axis y): tile i is the set's tile i, its class is the
 * tile's kind, its picture is the tile's picture (or the tile as the studio draws it, as SVG,
 * when it has none), and its properties are the tile's id, name, kind, path edges, dead ends,
 * fork, count, picture turn and free properties, typed as Tiled types them. The set's kinds
 * (with their colours), rules and description ride as tileset properties.
 *
 * Any other Tiled tileset reads as a tile set too: one tile per Tiled tile, kinds from the tiles'
 * classes, properties kept as free properties, pictures from the tile images (an atlas tile is
 * cut out as an SVG that shows its rectangle of the atlas), paths where a tile says `paths`.
 */
import { emptyRichText, richTextSchema } from "../../content/rich-text";
import { tilesetBodySchema, tilesetRulesSchema, tileKindSchema, type Tile, type TilesetBody } from "../../content/kinds/tileset";
import type { TiledImage, TiledProperty, TiledTile } from "../../content/kinds/board";
import { edgeSetFrom, hex, layout } from "../../engine/core/hex";
import { sceneToSvg } from "../draw/scene";
import { tileShapes } from "../draw/tile";
import { z } from "zod";
import type { Problem, TiledTilesetFile } from "./read";
import { imageCollection } from "./picture-tileset";

/** The class that marks a tileset written by the studio. */
export const TILESET_CLASS = "hexfolio-tileset";
/** Pixel size of a written hex tile: pointy top, side 32 (Tiled's hexsidelength). */
export const HEX_SIDE = 32;
export const HEX_W = 56;
export const HEX_H = 64;

const RESERVED = new Set(["id", "name", "kind", "paths", "deadEnds", "fork", "count", "artRotation", "artAlt", "notes"]);

const utf8 = new TextEncoder();
function dataUrl(mime: string, text: string): string {
  const bytes = utf8.encode(text);
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mime};base64,${btoa(s)}`;
}

const EXT: Record<string, string> = { png: "png", jpeg: "jpg", gif: "gif", webp: "webp", "svg+xml": "svg" };

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "tileset";

/** A tile drawn as the studio draws it, as an SVG picture of HEX_W × HEX_H. */
export function tileSvg(tile: Pick<Tile, "paths" | "deadEnds" | "fork">, fill: string): string {
  const lay = layout("pointy", HEX_SIDE, { x: HEX_W / 2, y: HEX_H / 2 });
  const shapes = tileShapes(lay, hex(0, 0), {
    paths: edgeSetFrom(tile.paths),
    deadEnds: edgeSetFrom(tile.deadEnds),
    fork: tile.fork,
    fill,
  });
  return sceneToSvg({ width: HEX_W, height: HEX_H, shapes });
}

const prop = (name: string, value: string | number | boolean, type?: TiledProperty["type"]): TiledProperty => ({
  name,
  type: type ?? (typeof value === "boolean" ? "bool" : typeof value === "number" ? (Number.isInteger(value) ? "int" : "float") : "string"),
  value,
});

export function tilesetToTiled(title: string, set: TilesetBody): { tileset: TiledTilesetFile; problems: Problem[] } {
  const problems: Problem[] = [];
  const folder = `${slug(title)}-tiles`;
  const fillOf = new Map(set.kinds.map((k) => [k.id, k.color]));
  const tiles: TiledTile[] = set.tiles.map((t, i) => {
    const properties: TiledProperty[] = [
      prop("id", t.id),
      prop("name", t.name),
      prop("kind", t.kind),
      prop("paths", t.paths.join(",")),
      prop("deadEnds", t.deadEnds.join(",")),
      prop("fork", t.fork),
      prop("count", t.count),
    ];
    if (t.art) properties.push(prop("artRotation", t.art.rotation), prop("artAlt", t.art.alt));
    if (t.notes.content?.length) properties.push(prop("notes", JSON.stringify(t.notes)));
    for (const [k, v] of Object.entries(t.properties)) {
      if (RESERVED.has(k))
        problems.push({
          path: `tiles.${i}.properties.${k}`,
          message: `written as "property:${k}": "${k}" is one of the tile's own fields`,
        });
      properties.push(prop(RESERVED.has(k) ? `property:${k}` : k, v));
    }
    let image: TiledImage;
    if (t.art) {
      const m = /^data:image\/([a-z+]+);base64,/.exec(t.art.src);
      image = m ? { source: `${folder}/${t.id}.${EXT[m[1]] ?? "png"}`, data: t.art.src } : { source: t.art.src };
      if (!m)
        problems.push({
          path: `tiles.${i}.art`,
          message: "the picture is a web address: Tiled opens pictures from files, so it will show none",
        });
    } else {
      image = {
        source: `${folder}/${t.id}.svg`,
        width: HEX_W,
        height: HEX_H,
        data: dataUrl("image/svg+xml", tileSvg(t, fillOf.get(t.kind) ?? "#888888")),
      };
    }
    return { id: i, class: t.kind, image, properties };
  });
  const properties: TiledProperty[] = [
    prop("kinds", JSON.stringify(set.kinds)),
    prop("rules", JSON.stringify(set.rules)),
    ...(set.description.content?.length ? [prop("description", JSON.stringify(set.description))] : []),
    ...set.kinds.map((k) => prop(`color:${k.id}`, `#ff${k.color.slice(1).toLowerCase()}`, "color")),
  ];
  // `name` and `class` first, as Tiled writes them.
  const { name, ...collection } = imageCollection(title, HEX_W, HEX_H, tiles);
  return {
    tileset: { name, class: TILESET_CLASS, ...collection, properties },
    problems,
  };
}

// ---------------------------------------------------------------------------------------------

const get = (props: TiledProperty[], name: string) => props.find((p) => p.name === name)?.value;

function edges(value: unknown, path: string, problems: Problem[]): number[] {
  if (value === undefined || value === "") return [];
  const list = String(value)
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (list.some((e) => !Number.isInteger(e) || e < 0 || e > 5)) {
    problems.push({ path, message: `Expected edges 0–5 separated by commas (got "${String(value)}")` });
    return [];
  }
  return [...new Set(list)];
}

const PALETTE = ["#3a7d44", "#5b7fa6", "#c9a227", "#8b5a2b", "#7a4f9a", "#b8443a", "#4a8c8c", "#777777"];

function kindId(raw: string): string {
  const s = raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+|-$/g, "")
    .slice(0, 32);
  return s || "tile";
}

function json<T>(value: unknown, schema: z.ZodType<T>, path: string, problems: Problem[]): T | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
    problems.push(...parsed.error.issues.map((i) => ({ path: [path, ...i.path].join("."), message: i.message })));
  } catch {
    problems.push({ path, message: "Expected JSON text" });
  }
  return undefined;
}

/** A tile's picture: its own image, or its rectangle of the atlas as an SVG that shows just that. */
function artOf(ts: TiledTilesetFile, tile: TiledTile | undefined, id: number): string | null {
  if (tile?.image) return tile.image.data ?? (/^https?:\/\//.test(tile.image.source) ? tile.image.source : null);
  const atlas = ts.image;
  if (!atlas?.data || !atlas.width || !atlas.height || !ts.columns) return null;
  const col = id % ts.columns,
    row = Math.floor(id / ts.columns);
  const sx = ts.margin + col * (ts.tilewidth + ts.spacing),
    sy = ts.margin + row * (ts.tileheight + ts.spacing);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ts.tilewidth}" height="${ts.tileheight}" viewBox="${sx} ${sy} ` +
    `${ts.tilewidth} ${ts.tileheight}"><image href="${atlas.data}" width="${atlas.width}" height="${atlas.height}"/></svg>`;
  return dataUrl("image/svg+xml", svg);
}

export function tiledToTileset(ts: TiledTilesetFile): { body: TilesetBody | null; title: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const ours = ts.class === TILESET_CLASS;
  const kinds = json(get(ts.properties, "kinds"), z.array(tileKindSchema).min(1), "properties.kinds", problems);
  const rules = json(get(ts.properties, "rules"), tilesetRulesSchema, "properties.rules", problems) ?? {};
  const description = json(get(ts.properties, "description"), richTextSchema, "properties.description", problems) ?? emptyRichText();
  const byId = new Map(ts.tiles.map((t) => [t.id, t]));
  const ids = ts.columns > 0 || ts.tiles.length === 0 ? Array.from({ length: ts.tilecount }, (_, i) => i) : ts.tiles.map((t) => t.id);
  const foundKinds = new Map<string, string>();
  let bigArt = 0;
  const tiles = ids.map((id, i): Record<string, unknown> => {
    const t = byId.get(id);
    const props = t?.properties ?? [];
    const at = `tiles.${i}`;
    const kind = kindId(String(get(props, "kind") ?? t?.class ?? "tile"));
    if (!foundKinds.has(kind)) foundKinds.set(kind, String(get(props, "kind") ?? t?.class ?? "Tile"));
    const paths = edges(get(props, "paths"), `${at}.properties.paths`, problems);
    const deadEnds = edges(get(props, "deadEnds"), `${at}.properties.deadEnds`, problems).filter((e) => paths.includes(e));
    const properties: Record<string, string | number | boolean> = {};
    for (const p of props) {
      if (RESERVED.has(p.name)) continue;
      const name = p.name.replace(/^property:/, "").slice(0, 40);
      if (!name) continue;
      if (typeof p.value === "string" || typeof p.value === "number" || typeof p.value === "boolean") properties[name] = p.value;
      else {
        properties[name] = JSON.stringify(p.value);
        problems.push({ path: `${at}.properties.${p.name}`, message: `a ${p.type} property: kept as its JSON text` });
      }
    }
    // A studio tile without a picture is written with its drawing as the image: that is no picture.
    let art = ours && get(props, "artRotation") === undefined ? null : artOf(ts, t, id);
    if (art && art.length > 2_000_000) {
      bigArt++;
      art = null;
    }
    const rotation = Number(get(props, "artRotation") ?? 0);
    const notes = json(get(props, "notes"), richTextSchema, `${at}.properties.notes`, problems);
    const count = get(props, "count");
    return {
      id: String(get(props, "id") ?? `t${id}`).slice(0, 48),
      name: String(get(props, "name") ?? `Tile ${id}`).slice(0, 80) || `Tile ${id}`,
      kind,
      paths,
      deadEnds,
      fork: get(props, "fork") === true,
      count: typeof count === "number" ? count : 1,
      properties,
      art: art
        ? { src: art, alt: String(get(props, "artAlt") ?? ""), rotation: Number.isInteger(rotation) ? ((rotation % 6) + 6) % 6 : 0 }
        : null,
      ...(notes ? { notes } : {}),
    };
  });
  if (bigArt) problems.push({ path: "tiles", message: `${bigArt} tile picture${bigArt === 1 ? " is" : "s are"} over 1.5 MB: left out` });
  if (!ours && ts.tiles.length === 0 && !ts.image?.data && ts.image)
    problems.push({ path: "image", message: `the tileset picture "${ts.image.source}" did not come with it: tiles have no pictures` });
  const kindList =
    kinds ?? [...foundKinds].map(([id, label], i) => ({ id, label: label.slice(0, 40) || id, color: PALETTE[i % PALETTE.length] }));
  const body = { description, kinds: kindList, tiles, rules };
  const parsed = tilesetBodySchema.safeParse(body);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((i) => ({ path: i.path.join(".") || "(tileset)", message: i.message })));
    return { body: null, title: ts.name, problems };
  }
  return { body: parsed.data, title: ts.name || "Imported tile set", problems };
}
