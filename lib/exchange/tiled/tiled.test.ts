import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import pitfall from "../../content/samples/pitfall.mission.json";
import lostPatrol from "../../content/samples/lost-patrol.tileset.json";
import { missionBodySchema } from "../../content/kinds/mission";
import { tilesetBodySchema } from "../../content/kinds/tileset";
import type { TiledLayer, TiledMap } from "../../content/kinds/board";
import { readTiled, type FileSource } from "./read";
import { writeMap, writeTilesetFile } from "./write";
import { exportTiled, importTiled } from "./files";
import { missionToTiled, tiledToMission } from "./mission";
import { tiledToTileset, tilesetToTiled } from "./tileset";

// Fixtures written as Tiled 1.10 writes them (testdata/): a hexagonal map with the same ground in
// every encoding, the same map as TMJ with an external TSJ tileset, an orthogonal map with an
// external TSX, the old per-tile XML data, a group and properties of every type, and an infinite
// map's chunks.
const DIR = join(import.meta.dirname, "testdata");
const text = (name: string) => readFileSync(join(DIR, name), "utf8");
const files: FileSource = (p) => {
  try {
    return new Uint8Array(readFileSync(join(DIR, p)));
  } catch {
    return undefined;
  }
};
const mapOf = (name: string, from: FileSource = files): TiledMap => {
  const r = readTiled(name, text(name), from);
  if (r.kind !== "map") throw new Error(JSON.stringify(r.problems));
  return r.map;
};
const tileLayer = (m: TiledMap, name: string) => {
  const find = (ls: TiledLayer[]): TiledLayer | undefined =>
    ls.flatMap((l) => (l.type === "group" ? [find(l.layers)] : [l])).find((l) => l?.name === name);
  const l = find(m.layers);
  if (l?.type !== "tilelayer") throw new Error(`no tile layer ${name}`);
  return l;
};

const GROUND = [
  1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 3, 1, 1, 1, 1, 2, 3, 4, 3, 2, 1, 1, 1, 1, 2, 3, 3, 2, 2, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1,
];

/** What a map says, without what a writer adds when the file left it out (versions, next ids). */
const content = (m: TiledMap) => ({ ...m, tiledversion: undefined, nextlayerid: undefined, nextobjectid: undefined });

describe("reading Tiled files", () => {
  it("reads a hexagonal TMX with CSV, base64, zlib and gzip layers to the same cells", () => {
    const m = mapOf("islands.tmx");
    expect(m).toMatchObject({ orientation: "hexagonal", staggeraxis: "y", staggerindex: "odd", hexsidelength: 16, width: 8, height: 6 });
    for (const name of ["Ground CSV", "Ground zlib", "Ground gzip", "Ground base64"]) expect(tileLayer(m, name).data, name).toEqual(GROUND);
    // Flip flags stay in the top bits of the global tile id.
    const features = tileLayer(m, "Features");
    expect(features.data[19]).toBe(4 + 0x80000000);
    expect(features.data[27]).toBe(3 + 0x40000000);
    expect(features.data[36]).toBe(2 + 0x20000000);
    expect(features).toMatchObject({
      opacity: 0.8,
      offsetx: 2,
      offsety: -1,
      properties: [{ name: "kind", type: "string", value: "overlay" }],
    });
    const ts = m.tilesets[0];
    expect(ts).toMatchObject({
      firstgid: 1,
      name: "terrain",
      columns: 4,
      tilecount: 4,
      image: { source: "terrain.png", width: 112, height: 32 },
    });
    expect(ts.image?.data).toMatch(/^data:image\/png;base64,/);
    expect(ts.tiles.map((t) => t.class)).toEqual(["water", "beach", "forest", "mountain"]);
    const objects = m.layers.find((l) => l.type === "objectgroup");
    expect(
      objects?.type === "objectgroup" &&
        objects.objects.map((o) => [o.name, o.ellipse, o.point, o.polygon?.length, o.polyline?.length, o.gid]),
    ).toEqual([
      ["Harbour", undefined, undefined, undefined, undefined, undefined],
      ["Lake", true, undefined, undefined, undefined, undefined],
      ["Start", undefined, true, undefined, undefined, undefined],
      ["Reef", undefined, undefined, 4, undefined, undefined],
      ["Road", undefined, undefined, undefined, 4, undefined],
      ["Label", undefined, undefined, undefined, undefined, undefined],
      ["Tower", undefined, undefined, undefined, undefined, 4],
    ]);
    expect(objects?.type === "objectgroup" && objects.objects[5].text).toMatchObject({
      text: "Île aux Морем",
      bold: true,
      wrap: true,
      pixelsize: 12,
    });
  });

  it("reads the TMJ of the same map with its external TSJ tileset", () => {
    const m = mapOf("islands.tmj");
    expect(tileLayer(m, "Ground CSV").data).toEqual(GROUND);
    expect(tileLayer(m, "Ground gzip").data).toEqual(GROUND);
    expect(tileLayer(m, "Features").data).toEqual(tileLayer(mapOf("islands.tmx"), "Features").data);
    expect(m.tilesets[0]).toMatchObject({ source: "terrain.tsj", name: "terrain", tilecount: 4 });
    expect(m.tilesets[0].tiles[3].properties).toEqual([{ name: "height", type: "float", value: 2.5 }]);
  });

  it("reads per-tile XML data, a group, an external TSX and properties of every type", () => {
    const m = mapOf("dungeon.tmx");
    expect(tileLayer(m, "Floor").data).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 2, 0, 2, 1, 1, 1, 2, 1, 1]);
    expect(m.layers[0]).toMatchObject({ type: "group", name: "Crypt", locked: true });
    expect(m.tilesets[0]).toMatchObject({ source: "dungeon.tsx", columns: 2, properties: [{ name: "style", value: "stone" }] });
    const props = Object.fromEntries(m.properties.map((p) => [p.name, p]));
    expect(props.notes).toMatchObject({ type: "string", value: "first line\nsecond line" });
    expect(props.level).toMatchObject({ type: "int", value: 3 });
    expect(props.gravity).toMatchObject({ type: "float", value: 9.81 });
    expect(props.lit).toMatchObject({ type: "bool", value: true });
    expect(props.tint).toMatchObject({ type: "color", value: "#ff804020" });
    expect(props.music).toMatchObject({ type: "file", value: "music/crypt.ogg" });
    expect(props.boss).toMatchObject({ type: "object", value: 2 });
    expect(props.spawn).toEqual({
      name: "spawn",
      type: "class",
      propertytype: "Spawn",
      value: [
        { name: "count", type: "int", value: 3 },
        { name: "monster", type: "string", value: "rat" },
      ],
    });
    expect(props.loot.value).toEqual([
      { type: "string", value: "gold" },
      { type: "int", value: 5 },
      { type: "list", value: [{ type: "bool", value: true }] },
    ]);
  });

  it("reads an infinite map's chunks as one finite map over their bounds", () => {
    const r = readTiled("crypt-infinite.tmj", text("crypt-infinite.tmj"), files);
    expect(r.problems[0]).toMatchObject({ path: "infinite" });
    const m = r.kind === "map" ? r.map : null;
    expect(m).toMatchObject({ width: 12, height: 8 });
    const chunk = [1, 2, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    const data = tileLayer(m!, "Tiles").data;
    for (let y = 0; y < 4; y++) {
      expect(data.slice(y * 12, y * 12 + 4)).toEqual(chunk.slice(y * 4, y * 4 + 4));
      expect(data.slice((y + 4) * 12 + 8, (y + 4) * 12 + 12)).toEqual(chunk.slice(y * 4, y * 4 + 4));
    }
    // Objects move with the cells: tile x -4 is now column 0.
    expect(m!.layers[1].type === "objectgroup" && m!.layers[1].objects[0]).toMatchObject({ x: 64, y: 0 });
  });

  it("answers damaged or unsupported files with the path of what failed", () => {
    const zstd = text("islands.tmx").replace('compression="zlib">\n   eJxjZGBg', 'compression="zstd">\n   eJxjZGBg');
    expect(readTiled("z.tmx", zstd, files).problems).toContainEqual({ path: "layers.1.data", message: expect.stringContaining("zstd") });
    const broken = text("islands.tmx").replace("eJxjZGBgIISZoJgZirHJg8RZoDSIj0sNTB6XGmzi+DAAHUgASQ==", "eJxjZGBgAAAAAAAA");
    expect(readTiled("b.tmx", broken, files).problems[0]).toMatchObject({ path: "layers.1.data" });
    const short = text("islands.tmx").replace("1,1,1,1,1,1,1,1\n</data>", "1,1,1\n</data>");
    expect(readTiled("s.tmx", short, files).problems[0]).toMatchObject({
      path: "layers.0.data",
      message: "Expected 48 comma-separated tiles, got 43",
    });
    expect(readTiled("x.tmx", "<map", files).kind).toBeNull();
    expect(
      readTiled("x.tmj", '{"type":"map","orientation":"round","width":1,"height":1,"tilewidth":1,"tileheight":1,"layers":[],"tilesets":[]}')
        .problems[0],
    ).toMatchObject({ path: "orientation" });
    const missing = readTiled("dungeon.tmx", text("dungeon.tmx"), () => undefined);
    expect(missing.problems[0]).toMatchObject({ path: "tilesets.0", message: expect.stringContaining("dungeon.tsx") });
  });
});

describe("writing Tiled files", () => {
  it.each(["islands.tmx", "islands.tmj", "dungeon.tmx", "crypt-infinite.tmj"])("%s comes back the same from TMX and from TMJ", (name) => {
    const m = mapOf(name);
    for (const format of ["xml", "json"] as const) {
      const out = writeMap(m, format, "out/map");
      const side = new Map(out.files.map((f) => [f.path, typeof f.content === "string" ? new TextEncoder().encode(f.content) : f.content]));
      const r = readTiled("out/map", out.text, (p) => side.get(p));
      expect(r.kind, `${name} as ${format}`).toBe("map");
      if (r.kind === "map") expect(content(r.map), `${name} as ${format}`).toEqual(content(m));
    }
  });

  it("writes TMX as Tiled does: CSV rows, one-space indents, external tilesets beside the map", () => {
    const out = writeMap(mapOf("dungeon.tmx"), "xml", "dungeon.tmx");
    expect(out.text).toContain('<map version="1.10" tiledversion="1.10.2" class="crypt" orientation="orthogonal"');
    expect(out.text).toContain(' <tileset firstgid="1" source="dungeon.tsx"/>');
    expect(out.text).toContain('   <data encoding="csv">\n1,1,1,1,1,\n1,2,2,2,1,\n1,2,0,2,1,\n1,1,2,1,1\n</data>');
    expect(out.text).toContain('<property name="notes">first line\nsecond line</property>');
    expect(out.files.map((f) => f.path).sort()).toEqual(["dungeon.png", "dungeon.tsx"]);
  });

  it("writes a tileset file as TSX and TSJ that read back the same", () => {
    const r = readTiled("dungeon.tsx", text("dungeon.tsx"), files);
    if (r.kind !== "tileset") throw new Error("not a tileset");
    for (const format of ["xml", "json"] as const) {
      const out = writeTilesetFile(r.tileset, format, "t");
      const back = readTiled(format === "xml" ? "t.tsx" : "t.tsj", out.text, files);
      expect(back.kind === "tileset" && back.tileset).toEqual(r.tileset);
    }
  });
});

describe("documents as Tiled files", () => {
  const deck = tilesetBodySchema.parse(lostPatrol.body);
  const mission = missionBodySchema.parse(pitfall.body);

  it("a tile set → tileset (TSX and TSJ) → the same tile set, each tile's fields as Tiled properties", () => {
    const { tileset } = tilesetToTiled(lostPatrol.title, deck);
    expect(tileset.tiles[2]).toMatchObject({ id: 2, class: "jungle", image: { source: expect.stringMatching(/-tiles\/straight\.svg$/) } });
    expect(tileset.tiles[2].properties.slice(0, 7)).toEqual([
      { name: "id", type: "string", value: deck.tiles[2].id },
      { name: "name", type: "string", value: deck.tiles[2].name },
      { name: "kind", type: "string", value: "jungle" },
      { name: "paths", type: "string", value: deck.tiles[2].paths.join(",") },
      { name: "deadEnds", type: "string", value: deck.tiles[2].deadEnds.join(",") },
      { name: "fork", type: "bool", value: deck.tiles[2].fork },
      { name: "count", type: "int", value: deck.tiles[2].count },
    ]);
    for (const format of ["xml", "json"] as const) {
      const out = exportTiled("tileset", lostPatrol.title, deck, format)!;
      const side = new Map(out.files.map((f) => [f.path, f.content as Uint8Array]));
      const back = importTiled(out.name, out.text, (p) => side.get(p));
      expect(back.problems).toEqual([]);
      expect(back.file).toMatchObject({ kind: "tileset", title: lostPatrol.title, body: deck });
    }
  });

  it("any Tiled tileset reads as a tile set: kinds from classes, properties kept, atlas tiles cut out", () => {
    const r = readTiled("dungeon.tsx", text("dungeon.tsx"), files);
    if (r.kind !== "tileset") throw new Error("not a tileset");
    const { body, problems } = tiledToTileset(r.tileset);
    expect(problems).toEqual([]);
    expect(body!.kinds.map((k) => k.id)).toEqual(["wall", "floor"]);
    expect(body!.tiles[1]).toMatchObject({ id: "t1", kind: "floor", paths: [0, 3], count: 4, properties: { cost: 1.5 } });
    expect(body!.tiles[0].properties).toEqual({ solid: true });
    expect(body!.tiles[0].art?.src).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it("a mission → map (TMX and TMJ) → the same mission, a layer per level", () => {
    const map = missionToTiled(pitfall.title, mission);
    expect(map.layers.filter((l) => l.type === "tilelayer").map((l) => [l.name, l.properties])).toEqual(
      mission.levels.map((lv, i) => [lv.name, [{ name: "level", type: "int", value: i }]]),
    );
    for (const format of ["xml", "json"] as const) {
      const out = exportTiled("mission", pitfall.title, mission, format)!;
      const side = new Map(out.files.map((f) => [f.path, f.content as Uint8Array]));
      const back = importTiled(out.name, out.text, (p) => side.get(p));
      expect(back.problems).toEqual([]);
      expect(back.file).toMatchObject({ kind: "mission", body: mission });
    }
  });

  it("a mission map edited in Tiled comes back with the edit", () => {
    const map = missionToTiled(pitfall.title, mission);
    const doors = map.layers.find((l) => l.type === "objectgroup" && l.objects.some((o) => o.type === "door"));
    if (doors?.type !== "objectgroup") throw new Error("no doors");
    doors.objects = doors.objects.filter((o) => o.type !== "door");
    const back = tiledToMission(map);
    expect(back.body!.doors.length).toBe(mission.doors.filter((d) => d.level !== Number(doors.properties[0].value)).length);
  });

  it("any other map reads as a board, and goes back out cell for cell", () => {
    const imported = importTiled("islands.tmx", text("islands.tmx"), files);
    expect(imported.file?.kind).toBe("board");
    const out = exportTiled("board", "Islands", imported.file!.body, "xml")!;
    expect(out.name).toBe("islands.tmx");
    const side = new Map(out.files.map((f) => [f.path, f.content as Uint8Array]));
    const again = importTiled(out.name, out.text, (p) => side.get(p));
    expect(content((again.file!.body as { map: TiledMap }).map)).toEqual(content((imported.file!.body as { map: TiledMap }).map));
  });
});
