import { describe, expect, it } from "vitest";
import hall from "../content/samples/hall.scenario.json";
import { scenarioBodySchema } from "../content/kinds/scenario";
import type { TiledMap } from "../content/kinds/board";
import { renderPicture, renderPrint } from "./output";
import { capabilities } from "./registry";
import { exportTiled, importTiled } from "./tiled/files";

// A Lost Worlds scenario out of the studio: its terrain printed at true size and drawn as a
// picture, and as a Tiled map (a layer per level, the level a layer property) that reads back.
const body = scenarioBodySchema.parse(hall.body);

/** A written map and its side files, read back as the studio reads an upload. */
function readBack(out: NonNullable<ReturnType<typeof exportTiled>>) {
  const side = new Map(out.files.map((f) => [f.path, typeof f.content === "string" ? new TextEncoder().encode(f.content) : f.content]));
  return importTiled(out.name, out.text, (p) => side.get(p));
}

describe("scenarios out of the studio", () => {
  it("offers a map print, a picture and a Tiled map", () => {
    expect(capabilities("scenario")).toMatchObject({ tiled: "map", picture: true, print: ["map"], size: { default: 30 } });
  });

  it("prints the terrain at true size across pages, larger hexes on more pages", async () => {
    const small = await renderPrint("scenario", hall.title, hall.body, { size: 20 });
    expect(new TextDecoder("latin1").decode(small.pdf.subarray(0, 5))).toBe("%PDF-");
    expect(small.pages).toBeGreaterThanOrEqual(1);
    const large = await renderPrint("scenario", hall.title, hall.body, { size: 60 });
    expect(large.pages).toBeGreaterThan(small.pages);
  });

  it("draws the terrain as SVG, with each space's level, and as PNG", async () => {
    const svg = new TextDecoder().decode(await renderPicture("scenario", hall.title, hall.body, "svg"));
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain(hall.title);
    const highest = Math.max(...body.spaces.filter((s) => s.terrain !== "wall").map((s) => s.level));
    expect(svg).toContain(`>${highest}</text>`);
    const png = Buffer.from(await renderPicture("scenario", hall.title, hall.body, "png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it.each(["xml", "json"] as const)("goes out as a Tiled map (%s), a layer per level, and comes back the same scenario", (format) => {
    const out = exportTiled("scenario", hall.title, hall.body, format)!;
    expect(out.problems).toEqual([]);
    const back = readBack(out);
    expect(back.problems).toEqual([]);
    expect(back.file).toMatchObject({ kind: "scenario", title: hall.title });
    const got = scenarioBodySchema.parse(back.file!.body);
    const byPlace = (s: { q: number; r: number }[]) => [...s].sort((a, b) => a.q - b.q || a.r - b.r);
    expect(byPlace(got.spaces)).toEqual(byPlace(body.spaces));
    expect({ ...got, spaces: [] }).toEqual({ ...body, spaces: [] });
  });

  it("writes each level as a layer with its level as a property, and reads a cell moved to another layer at that level", () => {
    const out = exportTiled("scenario", hall.title, hall.body, "json")!;
    const map = JSON.parse(out.text) as TiledMap & {
      layers: { name: string; data: number[]; properties: { name: string; value: unknown }[] }[];
    };
    const levels = [...new Set(body.spaces.map((s) => s.level))].sort((a, b) => a - b);
    expect(map).toMatchObject({ orientation: "hexagonal", staggeraxis: "x", staggerindex: "odd", class: "hexfolio-scenario" });
    expect(map.layers.map((l) => l.name)).toEqual(levels.map((l) => `Level ${l}`));
    expect(map.layers.map((l) => l.properties)).toEqual(levels.map((l) => [{ name: "level", type: "int", value: l }]));
    // An edit in Tiled: one cell of the lowest level moved to the highest level's layer.
    const low = map.layers[0],
      high = map.layers[map.layers.length - 1];
    const i = low.data.findIndex((g) => g !== 0);
    high.data[i] = low.data[i];
    low.data[i] = 0;
    const back = readBack({ ...out, text: JSON.stringify(map) });
    const got = scenarioBodySchema.parse(back.file!.body);
    const moved = got.spaces.filter((s) => s.level === levels[levels.length - 1]).length;
    expect(moved).toBe(body.spaces.filter((s) => s.level === levels[levels.length - 1]).length + 1);
    expect(got.spaces).toHaveLength(body.spaces.length);
  });

  it("names what it cannot read: a layer without a level, a tile that is no terrain, the same place twice", () => {
    const out = exportTiled("scenario", hall.title, hall.body, "json")!;
    const map = JSON.parse(out.text);
    map.layers[0].properties = [];
    const noLevel = readBack({ ...out, text: JSON.stringify(map) });
    expect(noLevel.problems).toContainEqual({ path: "layers.0.properties", message: expect.stringContaining('"level"') });
    const twice = JSON.parse(out.text);
    const i = twice.layers[0].data.findIndex((g: number) => g !== 0);
    twice.layers[1].data[i] = twice.layers[0].data[i];
    const dup = readBack({ ...out, text: JSON.stringify(twice) });
    expect(dup.file).toBeNull();
    expect(dup.problems.some((p) => p.path.startsWith("spaces.") && p.message.includes("one space per place"))).toBe(true);
    const stray = JSON.parse(out.text);
    stray.layers[0].data[stray.layers[0].data.findIndex((g: number) => g !== 0)] = 99;
    expect(readBack({ ...out, text: JSON.stringify(stray) }).problems.some((p) => p.message.includes("no terrain"))).toBe(true);
  });
});
