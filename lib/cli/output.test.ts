import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import lostPatrol from "../content/samples/lost-patrol.tileset.json";
import mirim from "../content/samples/mirim.book.json";
import pitfall from "../content/samples/pitfall.mission.json";
import { readTiled } from "../exchange/tiled/read";
import { runCli } from "./main";
import type { CliIO } from "./command";

// The files a person gets from the command line, read back for what they must be: a PDF's page
// count, an SVG, a PNG's size, a Tiled tileset with each tile's fields as properties.
const dir = mkdtempSync(join(tmpdir(), "hexfolio-output-cli-"));
const file = (name: string, doc: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(doc));
  return p;
};

async function run(...argv: string[]) {
  const io: CliIO & { stderr: string } = {
    stderr: "",
    errIsTTY: false,
    cwd: resolve(import.meta.dirname, "../.."),
    out: () => {},
    err: (t: string) => void (io.stderr += t),
  };
  return { code: await runCli(argv, io), stderr: io.stderr };
}

/** The page count a PDF declares in its page tree (PDFKit writes it uncompressed). */
function pdfPages(path: string): number {
  const pdf = readFileSync(path);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return Math.max(0, ...[...pdf.toString("latin1").matchAll(/\/Type \/Pages[\s\S]*?\/Count (\d+)/g)].map((m) => Number(m[1])));
}

const tileset = file("tiles.json", lostPatrol);
const book = file("mirim.json", mirim);
const mission = file("pitfall.json", pitfall);

describe("hexfolio print and render", () => {
  it("prints a tile set's tiles at true size and as a card deck, a book of every parchment, and a mission's map", async () => {
    const out = (n: string) => join(dir, n);
    expect((await run("print", tileset, "-o", out("tiles.pdf"), "--crop-marks", "--bleed", "3")).code).toBe(0);
    expect(pdfPages(out("tiles.pdf"))).toBeGreaterThan(1);
    expect((await run("print", tileset, "-o", out("cards.pdf"), "--layout", "cards")).code).toBe(0);
    // 28 tiles at 9 a page, each page of faces followed by its page of backs.
    expect(pdfPages(out("cards.pdf"))).toBe(8);
    expect((await run("print", book, "-o", out("book.pdf"))).code).toBe(0);
    expect(pdfPages(out("book.pdf"))).toBeGreaterThanOrEqual(65);
    expect((await run("print", mission, "-o", out("map.pdf"), "--paper", "letter")).code).toBe(0);
    expect(pdfPages(out("map.pdf"))).toBeGreaterThan(1);
  });

  it("draws a tile set as SVG and PNG", async () => {
    expect((await run("render", tileset, "-o", join(dir, "tiles.svg"))).code).toBe(0);
    expect(readFileSync(join(dir, "tiles.svg"), "utf8")).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await run("render", tileset, "-o", join(dir, "tiles.png"), "--scale", "2")).code).toBe(0);
    const png = readFileSync(join(dir, "tiles.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThan(100);
  });

  it("writes a tile set as a Tiled tileset, TSX and TSJ, each tile's fields as its properties", async () => {
    for (const ext of ["tsx", "tsj"]) {
      const path = join(dir, `tiles.${ext}`);
      const r = await run("export", "--to", "tiled", tileset, "-o", path);
      expect(r.code, r.stderr).toBe(0);
      const read = readTiled(path, readFileSync(path, "utf8"));
      if (read.kind !== "tileset") throw new Error(JSON.stringify(read.problems));
      const tiles = read.tileset.tiles ?? [];
      expect(tiles).toHaveLength(lostPatrol.body.tiles.length);
      // Every tile carries its count and its path edges as typed properties Tiled shows.
      for (const t of tiles) expect(t.properties?.map((p) => p.name)).toEqual(expect.arrayContaining(["count"]));
    }
  });

  it("exits 2 for a layout the kind has not", async () => {
    const r = await run("print", book, "-o", join(dir, "x.pdf"), "--layout", "cards");
    expect(r.code).toBe(2);
  });
});
