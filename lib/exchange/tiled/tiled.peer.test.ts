// Tiled's own hexagonal example map (examples/hexagonal-mini.tmx and its picture, read from a git
// directory of Tiled named by TILED_GIT; skipped without one, and never committed here) imported
// as a board and written back out as TMX and TMJ: the same hex geometry and the same cells, and
// flip flags and properties set on it survive both formats. tiled.test.ts covers the same ground
// on maps of our own written as Tiled writes them.
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { TiledMap } from "../../content/kinds/board";
import { mirrorBytes, mirrorFile, mirrorGitDir } from "../mirror";
import { exportTiled, importTiled } from "./files";

const gitDir = mirrorGitDir("TILED_GIT", "/work/.mirror/mapeditor+tiled/repo");

const mapOf = (body: unknown) => (body as { map: TiledMap }).map;
const ground = (m: TiledMap) => {
  const l = m.layers.find((x) => x.name === "Ground");
  if (l?.type !== "tilelayer") throw new Error("no Ground layer");
  return l;
};

/** A written map and its side files, read back as the studio reads an upload. */
function roundTrip(body: unknown, format: "xml" | "json") {
  const out = exportTiled("board", "Hexagonal mini", body, format)!;
  expect(out.name).toBe(format === "xml" ? "hexagonal-mini.tmx" : "hexagonal-mini.tmj");
  const side = new Map(out.files.map((f) => [f.path, typeof f.content === "string" ? new TextEncoder().encode(f.content) : f.content]));
  const back = importTiled(out.name, out.text, (p) => side.get(p));
  expect(back.file?.kind, JSON.stringify(back.problems)).toBe("board");
  return mapOf(back.file!.body);
}

describe.skipIf(!gitDir)("Tiled's hexagonal example", () => {
  const tmx = gitDir ? mirrorFile(gitDir, "examples/hexagonal-mini.tmx") : "";
  const files = (p: string) => (p === "hexmini.png" ? mirrorBytes(gitDir!, "examples/hexmini.png") : undefined);

  it("imports as a board with its hex geometry and every cell of its zlib layer", () => {
    const imported = importTiled("hexagonal-mini.tmx", tmx, files);
    expect(imported.file?.kind).toBe("board");
    const map = mapOf(imported.file!.body);
    expect(map).toMatchObject({
      orientation: "hexagonal",
      staggeraxis: "y",
      staggerindex: "odd",
      hexsidelength: 6,
      width: 20,
      height: 20,
      tilewidth: 14,
      tileheight: 12,
    });
    // The cells as the file holds them, decoded here on their own: base64, zlib, little-endian ids.
    const raw = inflateSync(Buffer.from(/<data[^>]*>\s*([^<]+?)\s*<\/data>/.exec(tmx)![1], "base64"));
    const cells = Array.from({ length: raw.length / 4 }, (_, i) => raw.readUInt32LE(i * 4));
    expect(cells).toHaveLength(400);
    expect(ground(map).data).toEqual(cells);
  });

  it.each(["xml", "json"] as const)("goes out as %s and back cell for cell, flip flags and properties included", (format) => {
    const imported = importTiled("hexagonal-mini.tmx", tmx, files);
    const body = structuredClone(imported.file!.body) as { map: TiledMap };
    const layer = ground(body.map);
    // What an author adds in Tiled: a mirrored and a turned tile, and properties of several types.
    layer.data[0] = layer.data[0] + 0x80000000;
    layer.data[21] = layer.data[21] + 0x40000000 + 0x20000000;
    layer.properties = [
      { name: "level", type: "int", value: 2 },
      { name: "walkable", type: "bool", value: true },
      { name: "note", type: "string", value: "Ground floor" },
    ];
    body.map.properties = [{ name: "terrain", type: "string", value: "hills" }];
    const once = roundTrip(body, format);
    expect(once).toMatchObject({
      orientation: "hexagonal",
      staggeraxis: "y",
      staggerindex: "odd",
      hexsidelength: 6,
      width: 20,
      height: 20,
    });
    expect(ground(once).data).toEqual(layer.data);
    expect(ground(once).data[0] >>> 0).toBe((layer.data[0] & 0x0fffffff) + 0x80000000);
    expect(ground(once).properties).toEqual(layer.properties);
    expect(once.properties).toEqual(body.map.properties);
    expect(once.tilesets).toHaveLength(1);
    // And a second pass changes nothing.
    expect(roundTrip({ ...body, map: once }, format)).toEqual(once);
  });
});
