/**
 * Space Hulk missions ↔ Tiled maps (orthogonal, one cell per tile of CELL pixels).
 *
 * - One tile layer per level, bottom first, each with the property `level`; its cells name tiles
 *   of an embedded tileset: tile 0 is wall, then one tile per section (properties level, key,
 *   name, kind; its picture a square in the section's colour). Void is an empty cell.
 * - One object layer per level (`level` property) with doors (class `door`, `open`) and features
 *   (class = the feature's type, `letter`, `of`), each a cell-sized rectangle.
 * - Object layers "Entry areas" and "Deployment": a rectangle per run of cells in a row (class
 *   `entry-area` / `deployment`, with the area's or zone's id and fields as properties); a zone
 *   of whole sections only is one point object.
 * - What has no place on a map (briefing, objectives, notes, forces, reinforcements, victory,
 *   counter pool, turn limit) is the map property `hexfolio:mission`, JSON; `hexfolio:kind` says
 *   the map is a mission. Geometry edited in Tiled comes back on import.
 */
import { z } from "zod";
import {
  counterPoolSchema,
  forcesSchema,
  missionBodySchema,
  reinforcementsSchema,
  victorySchema,
  VOID,
  WALL,
  type MissionBody,
} from "../../content/kinds/mission";
import { richTextSchema } from "../../content/rich-text";
import type { TiledLayer, TiledMap, TiledObject, TiledProperty, TiledTile } from "../../content/kinds/board";
import { CELL, WALL_RGB, rgbCss, sectionRgb } from "../draw/mission-style";
import { sceneToSvg } from "../draw/scene";
import { pictureTileset } from "./picture-tileset";
import type { Problem } from "./read";
import { slug } from "./tileset";

export const KIND_PROPERTY = "hexfolio:kind";
const DATA_PROPERTY = "hexfolio:mission";

const p = (name: string, value: string | number | boolean): TiledProperty => ({
  name,
  type: typeof value === "boolean" ? "bool" : typeof value === "number" ? "int" : "string",
  value,
});
const get = (props: TiledProperty[], name: string) => props.find((q) => q.name === name)?.value;

const utf8 = new TextEncoder();
const svgData = (svg: string) => {
  const bytes = utf8.encode(svg);
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return `data:image/svg+xml;base64,${btoa(s)}`;
};
const square = (fill: string) =>
  svgData(
    sceneToSvg({
      width: CELL,
      height: CELL,
      shapes: [{ kind: "rect", x: 0, y: 0, w: CELL, h: CELL, fill, stroke: "rgba(40,36,30,0.55)", width: 1 }],
    }),
  );

/** Runs of cells along rows: [x, y, length]. */
function runs(cells: { x: number; y: number }[]): [number, number, number][] {
  const sorted = [...cells].sort((a, b) => a.y - b.y || a.x - b.x);
  const out: [number, number, number][] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last && last[1] === c.y && last[0] + last[2] === c.x) last[2]++;
    else out.push([c.x, c.y, 1]);
  }
  return out;
}

export function missionToTiled(title: string, m: MissionBody): TiledMap {
  const folder = `${slug(title)}-tiles`;
  const tiles: TiledTile[] = [
    {
      id: 0,
      class: "wall",
      image: { source: `${folder}/wall.svg`, width: CELL, height: CELL, data: square(rgbCss(WALL_RGB)) },
      properties: [],
    },
  ];
  const gidOf = new Map<string, number>();
  m.levels.forEach((lv, li) =>
    lv.sections.forEach((s, si) => {
      const id = tiles.length;
      gidOf.set(`${li}:${s.key}`, id + 1);
      tiles.push({
        id,
        class: s.kind,
        image: { source: `${folder}/level${li}-${si}.svg`, width: CELL, height: CELL, data: square(rgbCss(sectionRgb(s, si))) },
        properties: [p("level", li), p("key", s.key), p("name", s.name), p("kind", s.kind)],
      });
    }),
  );
  let objectId = 1;
  let layerId = 1;
  const rect = (type: string, name: string, x: number, y: number, w: number, props: TiledProperty[]): TiledObject => ({
    id: objectId++,
    name,
    type,
    x: x * CELL,
    y: y * CELL,
    width: w * CELL,
    height: CELL,
    rotation: 0,
    visible: true,
    properties: props,
  });
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
  m.levels.forEach((lv, li) => {
    const data: number[] = [];
    lv.rows.forEach((row) => {
      for (const ch of row) data.push(ch === VOID ? 0 : ch === WALL ? 1 : (gidOf.get(`${li}:${ch}`) ?? 1));
    });
    layers.push({ type: "tilelayer", ...common(lv.name, [p("level", li)]), width: m.width, height: m.height, data });
    const objects: TiledObject[] = [
      ...m.doors.filter((d) => d.level === li).map((d) => rect("door", "", d.x, d.y, 1, [p("open", d.open)])),
      ...m.features
        .filter((f) => f.level === li)
        .map((f) =>
          rect(f.type, "", f.x, f.y, 1, [
            ...("letter" in f && f.letter ? [p("letter", f.letter)] : []),
            ...(f.type === "shadow" ? [p("of", f.of)] : []),
          ]),
        ),
    ];
    layers.push({ type: "objectgroup", ...common(`${lv.name}: doors and features`, [p("level", li)]), draworder: "topdown", objects });
  });
  const entry: TiledObject[] = m.entryAreas.flatMap((e) =>
    runs(e.cells).map(([x, y, w]) =>
      rect("entry-area", e.name, x, y, w, [
        p("id", e.id),
        p("side", e.side),
        p("level", e.level),
        p("from", e.turns.from),
        p("to", e.turns.to ?? 0),
      ]),
    ),
  );
  layers.push({ type: "objectgroup", ...common("Entry areas", []), draworder: "topdown", objects: entry });
  const deployment: TiledObject[] = m.deployment.flatMap((z) => {
    const props = (level: number) => [p("id", z.id), p("side", z.side), p("level", level), p("sections", JSON.stringify(z.sections))];
    const byLevel = new Map<number, { x: number; y: number }[]>();
    for (const c of z.cells) byLevel.set(c.level, [...(byLevel.get(c.level) ?? []), c]);
    const objs = [...byLevel].flatMap(([level, cells]) => runs(cells).map(([x, y, w]) => rect("deployment", z.id, x, y, w, props(level))));
    if (objs.length) return objs;
    return [{ ...rect("deployment", z.id, 0, 0, 0, props(0)), width: 0, height: 0, point: true }];
  });
  layers.push({ type: "objectgroup", ...common("Deployment", []), draworder: "topdown", objects: deployment });
  const rest = {
    briefing: m.briefing,
    objectives: m.objectives,
    notes: m.notes,
    counterPool: m.counterPool,
    forces: m.forces,
    reinforcements: m.reinforcements,
    victory: m.victory,
    turnLimit: m.turnLimit,
  };
  return {
    orientation: "orthogonal",
    renderorder: "right-down",
    width: m.width,
    height: m.height,
    tilewidth: CELL,
    tileheight: CELL,
    class: "hexfolio-mission",
    properties: [p(KIND_PROPERTY, "mission"), p(DATA_PROPERTY, JSON.stringify(rest))],
    tilesets: [pictureTileset(`${title}: sections`, CELL, CELL, tiles)],
    layers,
    nextlayerid: layerId,
    nextobjectid: objectId,
  };
}

export const isMissionMap = (map: TiledMap) => get(map.properties, KIND_PROPERTY) === "mission";

const restSchema = z.object({
  briefing: richTextSchema,
  objectives: richTextSchema,
  notes: richTextSchema,
  counterPool: counterPoolSchema.nullable(),
  forces: forcesSchema,
  reinforcements: reinforcementsSchema,
  victory: victorySchema,
  turnLimit: z.number().int().min(1).nullable(),
});

function flatLayers(layers: TiledLayer[]): TiledLayer[] {
  return layers.flatMap((l) => (l.type === "group" ? flatLayers(l.layers) : [l]));
}

const int = (v: unknown) => (typeof v === "number" ? v : Number(v));

/** A mission from a map the studio wrote (and perhaps Tiled edited since). */
export function tiledToMission(map: TiledMap): { body: MissionBody | null; problems: Problem[] } {
  const problems: Problem[] = [];
  let rest: z.infer<typeof restSchema> | null = null;
  try {
    const parsed = restSchema.safeParse(JSON.parse(String(get(map.properties, DATA_PROPERTY) ?? "")));
    if (parsed.success) rest = parsed.data;
    else
      problems.push(...parsed.error.issues.map((i) => ({ path: ["properties", DATA_PROPERTY, ...i.path].join("."), message: i.message })));
  } catch {
    problems.push({ path: `properties.${DATA_PROPERTY}`, message: "Expected the mission's JSON text" });
  }
  if (!rest) return { body: null, problems };
  const tileByGid = new Map<number, TiledTile>();
  for (const ts of map.tilesets) for (const t of ts.tiles) tileByGid.set(ts.firstgid + t.id, t);
  const layers = flatLayers(map.layers);
  const levelOf = (l: TiledLayer) => int(get(l.properties, "level"));
  const tileLayers = layers.filter(
    (l): l is Extract<TiledLayer, { type: "tilelayer" }> => l.type === "tilelayer" && Number.isInteger(levelOf(l)),
  );
  tileLayers.sort((a, b) => levelOf(a) - levelOf(b));
  const levels = tileLayers.map((l, li) => {
    // The level's sections in the tileset's order (which is the mission's), cells or none.
    const sections: MissionBody["levels"][number]["sections"] = [];
    const keyOf = new Map<number, string>();
    for (const [gid, t] of [...tileByGid].sort((a, b) => a[0] - b[0])) {
      const k = get(t.properties, "key");
      if (int(get(t.properties, "level")) !== levelOf(l) || typeof k !== "string" || t.class === "wall") continue;
      keyOf.set(gid, k);
      sections.push({ key: k, name: String(get(t.properties, "name") ?? k), kind: t.class === "room" ? "room" : "corridor" });
    }
    const rows: string[] = [];
    for (let y = 0; y < l.height; y++) {
      let row = "";
      for (let x = 0; x < l.width; x++) {
        const gid = l.data[y * l.width + x] & 0x0fffffff;
        if (gid === 0) {
          row += VOID;
          continue;
        }
        let key = keyOf.get(gid);
        if (key === undefined) {
          const t = tileByGid.get(gid);
          key = WALL;
          keyOf.set(gid, key);
          if (t && t.class !== "wall")
            problems.push({ path: `layers.${layers.indexOf(l)}.data`, message: `tile ${gid} is a section of another level: read as wall` });
          if (!t)
            problems.push({
              path: `layers.${layers.indexOf(l)}.data`,
              message: `tile ${gid} is no tile of the map's tilesets: read as wall`,
            });
        }
        row += key;
      }
      rows.push(row);
    }
    return { name: l.name, sections, rows, _li: li };
  });
  const doors: MissionBody["doors"] = [];
  const features: unknown[] = [];
  const entry = new Map<string, MissionBody["entryAreas"][number]>();
  const zones = new Map<string, MissionBody["deployment"][number]>();
  for (const l of layers) {
    if (l.type !== "objectgroup") continue;
    const layerLevel = levelOf(l);
    for (const o of l.objects) {
      const props = o.properties;
      const level = Number.isInteger(int(get(props, "level"))) ? int(get(props, "level")) : layerLevel;
      const x = Math.round(o.x / map.tilewidth),
        y = Math.round(o.y / map.tileheight),
        w = Math.max(1, Math.round(o.width / map.tilewidth));
      const cells = o.point ? [] : Array.from({ length: w }, (_, i) => ({ x: x + i, y }));
      if (o.type === "door") doors.push({ level, x, y, open: get(props, "open") === true });
      else if (["rubble", "pitfall", "ladder", "shadow", "chute"].includes(o.type)) {
        const f: Record<string, unknown> = { type: o.type, level, x, y };
        if (get(props, "letter") !== undefined) f.letter = get(props, "letter");
        if (get(props, "of") !== undefined) f.of = get(props, "of");
        features.push(f);
      } else if (o.type === "entry-area") {
        const id = String(get(props, "id") ?? o.name);
        const to = int(get(props, "to"));
        const area = entry.get(id) ?? {
          id,
          name: o.name || id,
          side: get(props, "side") === "marines" ? "marines" : "stealers",
          level,
          cells: [],
          turns: { from: int(get(props, "from")) || 1, to: to > 0 ? to : null },
        };
        area.cells.push(...cells);
        entry.set(id, area);
      } else if (o.type === "deployment") {
        const id = String(get(props, "id") ?? o.name);
        let sections: string[] = [];
        try {
          sections = z.array(z.string()).parse(JSON.parse(String(get(props, "sections") ?? "[]")));
        } catch {
          problems.push({ path: `objects.${o.id}.properties.sections`, message: "Expected a JSON list of section names" });
        }
        const zone = zones.get(id) ?? { id, side: get(props, "side") === "stealers" ? "stealers" : "marines", sections, cells: [] };
        zone.cells.push(...cells.map((c) => ({ level, ...c })));
        zones.set(id, zone);
      }
    }
  }
  const body = {
    ...rest,
    width: map.width,
    height: map.height,
    levels: levels.map(({ name, sections, rows }) => ({ name, sections, rows })),
    doors,
    features,
    entryAreas: [...entry.values()],
    deployment: [...zones.values()],
  };
  const parsed = missionBodySchema.safeParse(body);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((i) => ({ path: i.path.join(".") || "(map)", message: i.message })));
    return { body: null, problems };
  }
  return { body: parsed.data, problems };
}
