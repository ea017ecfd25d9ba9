import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import lost from "../content/samples/lost.island.json";
import { islandBodySchema, type IslandBody } from "../content/kinds/island";
import type { TiledMap } from "../content/kinds/board";
import { renderPicture, renderPrint } from "./output";
import { islandCharacterCards, islandFateCards, islandLocations } from "./kinds/island";
import { capabilities } from "./registry";
import { exportTiled, importTiled } from "./tiled/files";
import { flagsTurn, islandToTiled, tiledToIsland, turnFlags } from "./tiled/island";

const island = islandBodySchema.parse(lost.body);
/** A one-pixel PNG: a Location tile's picture. */
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const decoder = new TextDecoder("latin1");
const pageCount = (pdf: Uint8Array) => (decoder.decode(pdf).match(/\/Type \/Page\b/g) ?? []).length;

/** The island with two fixed tiles, turned, so the export has Location tiles in its cells too. */
function withFixedTiles(): IslandBody {
  const body = structuredClone(island);
  const beginner = body.layouts[0];
  beginner.cells[0] = { ...beginner.cells[0], tile: "tranquil-beach", kind: "shoreline", rotation: 4 };
  beginner.cells[5] = { ...beginner.cells[5], tile: body.locations.find((t) => t.kind === "inner")!.id, kind: "inner", rotation: 1 };
  body.locations[0].art = { src: PNG, alt: "Sand", rotation: 2 };
  return body;
}

/** The PDF's streams inflated: the Unicode maps of the embedded fonts say which letters were drawn. */
function pdfStreams(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const out: string[] = [];
  for (let at = 0; ;) {
    const start = raw.indexOf("stream", at);
    if (start < 0) break;
    const end = raw.indexOf("endstream", start + 6);
    try {
      out.push(inflateSync(raw.subarray(start + 7, end - 1)).toString("latin1"));
    } catch {
      // Not every stream is deflated.
    }
    at = end + 9;
  }
  return out.join("\n");
}

describe("an island as a Tiled map", () => {
  it("turns cells with Tiled's hexagonal rotation flags, all six ways, and back", () => {
    for (let k = 0; k < 6; k++) expect(flagsTurn(turnFlags(k) + 7)).toEqual({ rotation: k, mirrored: false });
    expect(flagsTurn(0x80000000 + 3).mirrored).toBe(true);
  });

  it("writes a flat-topped hexagonal map: a layer per layout, Starting Locations as points, the tiles as a tileset", () => {
    const body = withFixedTiles();
    const { map, problems } = islandToTiled("Lost", body);
    expect(problems).toEqual([]);
    expect(map).toMatchObject({ orientation: "hexagonal", staggeraxis: "x", staggerindex: "odd", hexsidelength: 32 });
    // The 8 × 8 island and the Starting Locations round it.
    expect(map.width).toBeGreaterThanOrEqual(9);
    const tileLayers = map.layers.filter((l) => l.type === "tilelayer");
    expect(tileLayers.map((l) => l.name)).toEqual(body.layouts.map((l) => l.name));
    // The Beginner island's 16 cells and the 8 × 8 island's 64 each fill their own layer.
    const filled = tileLayers.map((l) => (l.type === "tilelayer" ? l.data.filter((g) => g !== 0).length : 0));
    expect(filled).toEqual(body.layouts.map((l) => l.cells.length));
    const starts = map.layers.filter((l) => l.type === "objectgroup");
    expect(starts.map((l) => (l.type === "objectgroup" ? l.objects.length : 0))).toEqual(body.layouts.map((l) => l.starts.length));
    // Backs first, then one tile per Location tile with its fields as properties.
    const ts = map.tilesets[0];
    expect(ts.tiles.length).toBe(body.kinds.length + body.locations.length);
    expect(ts.tiles[body.kinds.length]).toMatchObject({ class: "shoreline", image: { data: PNG } });
    expect(ts.tiles[body.kinds.length].properties).toEqual(
      expect.arrayContaining([
        { name: "id", type: "string", value: "tranquil-beach" },
        { name: "fate", type: "int", value: 2 },
        { name: "count", type: "int", value: body.locations[0].count },
        { name: "campsite", type: "bool", value: false },
      ]),
    );
  });

  it("an island → map (TMX and TMJ) → the same island, fixed tiles, turns, pictures and cards included", () => {
    const body = withFixedTiles();
    for (const format of ["xml", "json"] as const) {
      const out = exportTiled("island", "Lost", body, format)!;
      expect(out.name).toBe(format === "xml" ? "lost.tmx" : "lost.tmj");
      const side = new Map(out.files.map((f) => [f.path, f.content as Uint8Array]));
      const back = importTiled(out.name, out.text, (path) => side.get(path));
      expect(back.problems).toEqual([]);
      expect(back.file).toMatchObject({ kind: "island", title: "Lost", body });
    }
  });

  it("an island edited in Tiled comes back with the edit: a tile laid and turned", () => {
    const body = withFixedTiles();
    const { map } = islandToTiled("Lost", body);
    const edited = structuredClone(map) as TiledMap;
    const beginner = edited.layers[0];
    if (beginner.type !== "tilelayer") throw new Error("no layer");
    // Cell 1 of the Beginner layer gets the second Location tile, turned 120°.
    const second = body.kinds.length + 2;
    const firstCell = beginner.data.findIndex((g, i) => g !== 0 && i > beginner.data.findIndex((h) => h !== 0));
    beginner.data[firstCell] = second + 0x10000000;
    const back = tiledToIsland(edited);
    expect(back.problems).toEqual([]);
    const cells = back.body!.layouts[0].cells;
    expect(cells.filter((c) => c.tile === body.locations[1].id && c.rotation === 2)).toHaveLength(1);
    expect(cells).toHaveLength(body.layouts[0].cells.length);
  });

  it("refuses a map without the island's cards, naming the property", () => {
    const { map } = islandToTiled("Lost", island);
    map.properties = map.properties.map((q) => (q.name === "hexfolio:island" ? { ...q, value: "{}" } : q));
    const back = tiledToIsland(map);
    expect(back.body).toBeNull();
    expect(back.problems[0].path).toMatch(/^properties\.hexfolio:island\./);
  });
});

describe("an island's pictures and print-and-play pages", () => {
  it("offers a Tiled map, a picture and three print layouts", () => {
    expect(capabilities("island")).toMatchObject({ tiled: "map", picture: true, print: ["tiles", "characters", "fate"] });
  });

  it("draws every layout as SVG and PNG, fixed tiles by name and random cells by their back", async () => {
    const svg = new TextDecoder().decode(await renderPicture("island", "Lost", withFixedTiles(), "svg"));
    const hexes = island.layouts.reduce((n, l) => n + l.cells.length, 0);
    expect((svg.match(/<polygon /g) ?? []).length).toBeGreaterThanOrEqual(2 * hexes);
    expect(svg).toContain(">Tranquil</text>");
    for (const l of island.layouts) expect(svg).toContain(l.name);
    const png = await renderPicture("island", "Lost", island, "png", 1);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });

  it("prints the Location tiles at true size, each as many times as its count", async () => {
    const copies = island.locations.reduce((n, t) => n + t.count, 0);
    const job = islandLocations("Lost", island, { paper: "a4", bleed: 0, cropMarks: false });
    expect(job.pieces.map((p) => [p.label, p.count])).toEqual(island.locations.map((t) => [t.name, t.count]));
    const { pdf, pages } = await renderPrint("island", "Lost", island, { layout: "tiles" });
    // 50 mm across the flats on A4: 3 hexes a row, 5 rows.
    expect(pages).toBe(Math.ceil(copies / 15));
    expect(pageCount(pdf)).toBe(pages);
  });

  it("prints the Characters and the Fate deck as poker cards, 9 a page, with backs for duplex", async () => {
    const chars = islandCharacterCards("Lost", island);
    expect(chars.fronts.map((c) => c.label)).toEqual(island.characters.map((c) => c.name));
    // A Character's card carries its Power in the corner and its Special Ability in words.
    const jack = chars.fronts[0].draw(0).flatMap((s) => (s.kind === "text" ? [s.text] : []));
    expect(jack).toEqual(expect.arrayContaining(["Jack", "4"]));
    expect(jack.join(" ")).toContain("Special Ability:");
    const c = await renderPrint("island", "Lost", island, { layout: "characters", cropMarks: true, bleed: 2 });
    expect(c.pages).toBe(2 * Math.ceil(island.characters.length / 9));
    expect(pageCount(c.pdf)).toBe(c.pages);

    const deck = island.fate.reduce((n, f) => n + f.count, 0);
    const fate = islandFateCards("Lost", island);
    expect(fate.fronts.reduce((n, f) => n + f.count, 0)).toBe(deck);
    const f = await renderPrint("island", "Lost", island, { layout: "fate", paper: "letter" });
    expect(f.pages).toBe(2 * Math.ceil(deck / 9));
    // The deck's words are drawn with the embedded font: B (U+0042) of "Bugs" is among its glyphs.
    expect(pdfStreams(f.pdf)).toMatch(/<0042>/i);
  });
});
