/**
 * Scenario terrain ↔ Tiled maps: hexagonal, flat-topped (stagger axis x, odd columns half a hex
 * lower), as the designer draws the terrain.
 *
 * - The map's tileset holds one tile per terrain (floor, wall, steps, pillar) and one per terrain
 *   that is impassable: class = the terrain, properties `terrain` and `impassable`, a picture of
 *   the hex as the studio draws it.
 * - One tile layer per level ("Level 2"), its level in the layer's int property `level`: a space
 *   sits in the layer of its level, so hiding layers in Tiled shows the terrain floor by floor.
 * - What has no place on a map (briefing, objects, sides, figures, victory, turn limit, rule
 *   options) is the map property `hexfolio:scenario`, JSON; the map's class `hexfolio-scenario`
 *   says the map is a scenario and `hexfolio:origin` which grid column and row its first cell is.
 */
import { z } from "zod";
import type { TiledLayer, TiledMap, TiledProperty, TiledTile } from "../../content/kinds/board";
import { scenarioBodySchema, TERRAIN_KINDS, type ScenarioBody } from "../../content/kinds/scenario";
import { axialToOffset, offsetToAxial } from "../../content/island/grid";
import { hexCorners, hex, layout } from "../../engine/core/hex";
import { levelShade } from "../draw/scenario";
import { sceneToSvg, type Shape } from "../draw/scene";
import { KIND_PROPERTY } from "./mission";
import { pictureTileset } from "./picture-tileset";
import type { Problem } from "./read";
import { slug } from "./tileset";

const DATA_PROPERTY = "hexfolio:scenario";
const SCENARIO_CLASS = "hexfolio-scenario";
const ORIGIN_PROPERTY = "hexfolio:origin";
const LEVEL_PROPERTY = "level";
/** Pixel size of a flat-topped hex: side 32, 64 wide, 56 high (√3 × 32, rounded as Tiled keeps whole pixels). */
const HEX_SIDE = 32;
const W = 2 * HEX_SIDE;
const H = 56;
const GID = 0x0fffffff;

const p = (name: string, value: string | number | boolean): TiledProperty => ({
  name,
  type: typeof value === "boolean" ? "bool" : typeof value === "number" ? "int" : "string",
  value,
});
const get = (props: TiledProperty[], name: string) => props.find((q) => q.name === name)?.value;

function svgData(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/svg+xml;base64,${btoa(s)}`;
}

/** A terrain tile's picture: the hex in its ink (floor and steps in level 0's stone), crossed out if impassable. */
function tilePicture(terrain: (typeof TERRAIN_KINDS)[number], impassable: boolean): string {
  const points = hexCorners(layout("flat", HEX_SIDE, { x: W / 2, y: H / 2 }), hex(0, 0)).flatMap((c) => [c.x, c.y]);
  const fill = terrain === "wall" ? "#4d4a45" : terrain === "pillar" ? "#3b3833" : levelShade(0);
  const shapes: Shape[] = [{ kind: "poly", points, closed: true, fill, stroke: "#7a6f5c", width: 1 }];
  if (terrain === "steps")
    for (const y of [H / 2 - 9, H / 2, H / 2 + 9])
      shapes.push({ kind: "poly", points: [W / 2 - 14, y, W / 2 + 14, y], closed: false, stroke: "#6b5a3e", width: 2 });
  if (terrain === "pillar") shapes.push({ kind: "circle", cx: W / 2, cy: H / 2, r: 16, fill: "#8c867c" });
  if (impassable)
    shapes.push({
      kind: "path",
      d: `M${W / 2 - 12} ${H / 2 - 12}L${W / 2 + 12} ${H / 2 + 12}M${W / 2 + 12} ${H / 2 - 12}L${W / 2 - 12} ${H / 2 + 12}`,
      stroke: "#b3261e",
      width: 3,
    });
  return svgData(sceneToSvg({ width: W, height: H, shapes }));
}

/** Tile id of a terrain, impassable ones after the four passable. */
const tileId = (terrain: (typeof TERRAIN_KINDS)[number], impassable: boolean) =>
  TERRAIN_KINDS.indexOf(terrain) + (impassable ? TERRAIN_KINDS.length : 0);

export function scenarioToTiled(title: string, body: ScenarioBody): { map: TiledMap; problems: Problem[] } {
  const folder = `${slug(title)}-terrain`;
  const tiles: TiledTile[] = [false, true].flatMap((impassable) =>
    TERRAIN_KINDS.map((terrain) => ({
      id: tileId(terrain, impassable),
      class: terrain,
      image: {
        source: `${folder}/${terrain}${impassable ? "-impassable" : ""}.svg`,
        width: W,
        height: H,
        data: tilePicture(terrain, impassable),
      },
      properties: [p("terrain", terrain), p("impassable", impassable)],
    })),
  );

  // The grid's bounds, the first column kept even so odd columns stay odd.
  const cells = body.spaces.map((s) => ({ s, ...axialToOffset(s.q, s.r) }));
  const minCol = cells.length ? Math.min(...cells.map((c) => c.col)) : 0;
  const col0 = minCol - (((minCol % 2) + 2) % 2);
  const row0 = cells.length ? Math.min(...cells.map((c) => c.row)) : 0;
  const width = cells.length ? Math.max(...cells.map((c) => c.col)) - col0 + 1 : 1;
  const height = cells.length ? Math.max(...cells.map((c) => c.row)) - row0 + 1 : 1;

  const levels = [...new Set(body.spaces.map((s) => s.level))].sort((a, b) => a - b);
  let layerId = 1;
  const layers: TiledLayer[] = levels.map((level) => {
    const data = new Array<number>(width * height).fill(0);
    for (const c of cells) if (c.s.level === level) data[(c.row - row0) * width + (c.col - col0)] = tileId(c.s.terrain, c.s.impassable) + 1;
    return {
      type: "tilelayer",
      id: layerId++,
      name: `Level ${level}`,
      opacity: 1,
      visible: true,
      offsetx: 0,
      offsety: 0,
      properties: [p(LEVEL_PROPERTY, level)],
      width,
      height,
      data,
    };
  });
  const { spaces: _spaces, ...rest } = body;
  void _spaces;
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
      class: SCENARIO_CLASS,
      properties: [
        p(KIND_PROPERTY, "scenario"),
        p(ORIGIN_PROPERTY, `${col0},${row0}`),
        p(DATA_PROPERTY, JSON.stringify({ title, ...rest })),
      ],
      tilesets: [pictureTileset(`${title}: terrain`, W, H, tiles)],
      layers,
      nextlayerid: layerId,
      nextobjectid: 1,
    },
    problems: [],
  };
}

/** The map's class marks a map the studio wrote from a scenario. */
export const isScenarioMap = (map: TiledMap) => map.class === SCENARIO_CLASS;

const restSchema = z.object({ title: z.string().max(200).optional() }).passthrough();

function flatLayers(layers: TiledLayer[]): TiledLayer[] {
  return layers.flatMap((l) => (l.type === "group" ? flatLayers(l.layers) : [l]));
}

/** A scenario map read back, edits made in Tiled included: each cell's terrain from its tile, its level from its layer. */
export function tiledToScenario(map: TiledMap): { body: ScenarioBody | null; title?: string; problems: Problem[] } {
  const problems: Problem[] = [];
  let raw: unknown;
  try {
    raw = JSON.parse(String(get(map.properties, DATA_PROPERTY) ?? ""));
  } catch {
    return { body: null, problems: [{ path: `properties.${DATA_PROPERTY}`, message: "Expected the scenario as JSON text" }] };
  }
  const rest = restSchema.safeParse(raw);
  if (!rest.success)
    return {
      body: null,
      problems: rest.error.issues.map((i) => ({ path: ["properties", DATA_PROPERTY, ...i.path].join("."), message: i.message })),
    };
  if (map.orientation !== "hexagonal" || map.staggeraxis !== "x" || map.staggerindex !== "odd")
    problems.push({ path: "orientation", message: "Expected a hexagonal map staggered on x, odd columns lower: cells read as that grid" });
  const [col0, row0] = String(get(map.properties, ORIGIN_PROPERTY) ?? "0,0")
    .split(",")
    .map((v) => Math.trunc(Number(v)) || 0);
  // Terrain by global id, from the tiles' own properties (so a tile set edited in Tiled still reads).
  const terrainOf = new Map<number, { terrain: string; impassable: boolean }>();
  for (const ts of map.tilesets)
    for (const t of ts.tiles) {
      const terrain = get(t.properties, "terrain") ?? t.class;
      if (terrain !== undefined)
        terrainOf.set(ts.firstgid + t.id, { terrain: String(terrain), impassable: get(t.properties, "impassable") === true });
    }
  const spaces: unknown[] = [];
  map.layers.forEach((top, li) => {
    for (const l of flatLayers([top])) {
      if (l.type !== "tilelayer") continue;
      const level = get(l.properties, LEVEL_PROPERTY);
      if (typeof level !== "number") {
        problems.push({
          path: `layers.${li}.properties`,
          message: `Expected an int property "${LEVEL_PROPERTY}": layer "${l.name}" left out`,
        });
        continue;
      }
      l.data.forEach((gid, i) => {
        if (!gid) return;
        const t = terrainOf.get(gid & GID);
        if (!t) {
          problems.push({ path: `layers.${li}.data.${i}`, message: "a tile that is no terrain: left out" });
          return;
        }
        const { q, r } = offsetToAxial(col0 + (i % l.width), row0 + Math.floor(i / l.width));
        spaces.push({ q, r, level, ...t });
      });
    }
  });
  const { title, ...fields } = rest.data;
  const parsed = scenarioBodySchema.safeParse({ ...fields, spaces });
  if (!parsed.success) {
    // Spaces are numbered as read; every other field keeps its path in the JSON property.
    problems.push(
      ...parsed.error.issues.map((i) => ({
        path: i.path[0] === "spaces" ? i.path.join(".") : ["properties", DATA_PROPERTY, ...i.path].join("."),
        message: i.message,
      })),
    );
    return { body: null, title, problems };
  }
  return { body: parsed.data, title, problems };
}
