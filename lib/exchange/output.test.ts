import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import lostPatrol from "../content/samples/lost-patrol.tileset.json";
import pitfall from "../content/samples/pitfall.mission.json";
import mirim from "../content/samples/mirim.book.json";
import { tilesetBodySchema } from "../content/kinds/tileset";
import { emptyPlaytest, type PlaytestBody } from "../content/kinds/playtest";
import { loadModule } from "../games/registry";
import { setUp } from "../games/setup";
import { renderPicture, renderPrint } from "./output";
import { importTiled } from "./tiled/files";
import { renderPdf } from "./print/pdf";
import { CARD, type CardsJob } from "./print/job";
import { capabilities } from "./registry";

const DIR = join(import.meta.dirname, "tiled", "testdata");
const decoder = new TextDecoder("latin1");

/** A PDF's streams inflated (PDFKit deflates content, fonts and their Unicode maps). */
function pdfStreams(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf("stream", at);
    if (start < 0) break;
    const end = raw.indexOf("endstream", start + 6);
    if (end < 0) break;
    try {
      out.push(inflateSync(raw.subarray(start + 7, end - 1)).toString("latin1"));
    } catch {
      // Not every stream is deflated.
    }
    at = end + 9;
  }
  return out.join("\n");
}

const pageCount = (pdf: Uint8Array) => (decoder.decode(pdf).match(/\/Type \/Page\b/g) ?? []).length;

describe("print-and-play PDFs", () => {
  const deck = tilesetBodySchema.parse(lostPatrol.body);
  const copies = deck.tiles.reduce((n, t) => n + t.count, 0);

  it("prints a tile set's hexes at true size, each as many times as its count, with cut lines", async () => {
    const { pdf, pages } = await renderPrint("tileset", lostPatrol.title, lostPatrol.body, {});
    expect(decoder.decode(pdf.subarray(0, 5))).toBe("%PDF-");
    expect(pageCount(pdf)).toBe(pages);
    // 50 mm across the flats on A4: 3 hexes a row, 5 rows; every copy once.
    expect(pages).toBe(Math.ceil(copies / 15));
    expect(decoder.decode(pdf)).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);
    const bigger = await renderPrint("tileset", lostPatrol.title, lostPatrol.body, { size: 80, paper: "letter" });
    expect(bigger.pages).toBeGreaterThan(pages);
  });

  it("prints a tile set as a deck of poker cards, 9 a page, backs on the following pages for duplex", async () => {
    const { pdf, pages } = await renderPrint("tileset", lostPatrol.title, lostPatrol.body, { layout: "cards", cropMarks: true, bleed: 3 });
    expect(pages).toBe(2 * Math.ceil(copies / 9));
    expect(pageCount(pdf)).toBe(pages);
  });

  it("lays a card deck out 3 × 3 with mirrored backs", async () => {
    const drawn: string[] = [];
    const card = (label: string) => ({
      label,
      count: 1,
      draw: () => {
        drawn.push(label);
        return [{ kind: "rect" as const, x: 0, y: 0, w: CARD.width, h: CARD.height, fill: "#eee" }];
      },
    });
    const job: CardsJob = {
      layout: "cards",
      title: "Fate",
      fronts: Array.from({ length: 10 }, (_, i) => card(`f${i}`)),
      back: card("back"),
    };
    const { pages } = await renderPdf(job, { paper: "letter", bleed: 0, cropMarks: true });
    expect(pages).toBe(4);
    // Every front has its back on the page after (and the text of each is looked at once for fonts).
    expect(drawn.filter((d) => d === "back").length).toBeGreaterThanOrEqual(10);
  });

  it("prints a mission's levels at true size across pages with overlap marks", async () => {
    const { pdf, pages } = await renderPrint("mission", pitfall.title, pitfall.body, { size: 30 });
    expect(pages).toBeGreaterThan(pitfall.body.levels.length);
    // The red dashed overlap lines are on the pages.
    expect(pdfStreams(pdf)).toMatch(/0\.8156\d* 0\.1882\d* 0\.1647\d* SCN/);
  });

  it("prints a book as a booklet: the sheet, then all 64 parchments in order, Japanese captions included", async () => {
    const { pdf, pages } = await renderPrint("book", mirim.title, mirim.body, {});
    expect(pages).toBeGreaterThanOrEqual(65);
    // Mirim's captions carry Japanese: the CJK font is embedded beside DejaVu Sans.
    expect(decoder.decode(pdf)).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansJP/);
  });

  it("embeds a font with the Cyrillic of a Russian tile set", async () => {
    const body = structuredClone(lostPatrol.body);
    body.tiles[0].name = "Зона высадки";
    const { pdf } = await renderPrint("tileset", "Затерянный патруль", body, { layout: "cards" });
    // PDFKit maps the embedded glyphs back to Unicode: З is U+0417.
    expect(pdfStreams(pdf)).toMatch(/<0417>/i);
  });

  it("prints a board at true size, and refuses layouts and kinds that have none", async () => {
    const board = importTiled(
      "islands.tmx",
      readFileSync(join(DIR, "islands.tmx"), "utf8"),
      (p) => new Uint8Array(readFileSync(join(DIR, p))),
    );
    const { pages } = await renderPrint("board", "Islands", board.file!.body, { size: 40 });
    expect(pages).toBeGreaterThanOrEqual(1);
    await expect(renderPrint("tileset", "x", lostPatrol.body, { layout: "booklet" })).rejects.toThrow("prints as tiles or cards");
    await expect(renderPrint("campaign", "x", {}, {})).rejects.toThrow("no print-and-play");
  });
});

describe("pictures", () => {
  it("draws a tile set's sheet as SVG and as PNG", async () => {
    const svg = new TextDecoder().decode(await renderPicture("tileset", lostPatrol.title, lostPatrol.body, "svg"));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((svg.match(/<polygon /g) ?? []).length).toBeGreaterThanOrEqual(2 * lostPatrol.body.tiles.length);
    const png = await renderPicture("tileset", lostPatrol.title, lostPatrol.body, "png", 2);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const view = new DataView(png.buffer, png.byteOffset);
    const width = Number(/width="([\d.]+)"/.exec(svg)![1]);
    expect(view.getUint32(16)).toBe(Math.round(width * 2));
  });

  it("draws a mission, a board with its atlas, and a playtest where its game stands", async () => {
    expect((await renderPicture("mission", pitfall.title, pitfall.body, "png")).length).toBeGreaterThan(1000);
    const board = importTiled(
      "islands.tmx",
      readFileSync(join(DIR, "islands.tmx"), "utf8"),
      (p) => new Uint8Array(readFileSync(join(DIR, p))),
    );
    const svg = new TextDecoder().decode(await renderPicture("board", "Islands", board.file!.body, "svg"));
    expect(svg).toContain('<image id="a1" href="data:image/png;base64,');
    expect((svg.match(/<use href="#a1"\/>/g) ?? []).length).toBeGreaterThanOrEqual(48);

    // A duel two exchanges in: both sides' current pages.
    const mod = await loadModule("lostworlds");
    const content = { books: [mirim.body, mirim.body] };
    const duel: PlaytestBody = {
      ...emptyPlaytest(),
      gameId: "lostworlds",
      seed: 7,
      content,
      seats: [
        { label: "A", controller: "human" },
        { label: "B", controller: "human" },
      ],
      log: [],
    };
    let state = setUp(mod, content, {}, 7);
    for (let i = 0; i < 4; i++) {
      const seat = mod.game.activeSeats(state as never)[0];
      const action = mod.game.legalActions(state as never, seat)[0];
      duel.log.push({ action: action as PlaytestBody["log"][number]["action"], events: [] });
      state = mod.game.apply(state as never, action as never).state;
    }
    const duelSvg = new TextDecoder().decode(await renderPicture("playtest", "Duel", duel, "svg"));
    expect(duelSvg).toContain("Tell opponent:");
    expect(duelSvg).toContain("Ultra-Vibration Valkyrie Mirim");
    await expect(renderPicture("playtest", "Dice", { ...emptyPlaytest(), gameId: "test/dice-race" }, "svg")).rejects.toThrow(
      "has no picture",
    );
  });

  it("says per kind what it offers", () => {
    expect(capabilities("tileset")).toMatchObject({ tiled: "tileset", picture: true, print: ["tiles", "cards"], size: { default: 50 } });
    expect(capabilities("mission")).toMatchObject({ tiled: "map", picture: true, print: ["map"] });
    expect(capabilities("book")).toMatchObject({ tiled: null, print: ["booklet"], files: [{ id: "lost-worlds-web" }] });
    expect(capabilities("campaign")).toEqual({ tiled: null, picture: false, print: [], size: null, files: [] });
  });
});
