import { expect, test, type Download, type Page } from "@playwright/test";
import fs from "node:fs";
import { unzipSync } from "fflate";
import { signUp, uniqueEmail } from "./helpers";

// Every download the studio offers, from the samples a new library receives: each file is read
// back and checked for what it must be (a PDF's pages, an SVG, a PNG's size, a Tiled file's
// shape), not only that something arrived.

async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

async function fromMenu(page: Page, item: string | RegExp): Promise<Download> {
  // The menu stays open after a download; a click on its summary would close it.
  if ((await page.locator("details.menu").getAttribute("open")) === null) await page.locator("details.menu > summary").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
  return download;
}

async function printPdf(page: Page, layout?: string): Promise<Buffer> {
  await page.getByRole("button", { name: "Print…" }).click();
  const dialog = page.getByRole("dialog", { name: "Print and play" });
  if (layout) await dialog.getByLabel("Layout").selectOption({ label: layout });
  await dialog.getByLabel("Crop marks").check();
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download PDF" }).click()]);
  return bytesOf(download);
}

/** The page count a PDF declares in its page tree (PDFKit writes it uncompressed). */
function pdfPages(pdf: Buffer): number {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const counts = [...pdf.toString("latin1").matchAll(/\/Type \/Pages[\s\S]*?\/Count (\d+)/g)].map((m) => Number(m[1]));
  return Math.max(0, ...counts);
}

async function openSample(page: Page, title: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("link", { name: title, exact: true }).click();
  await page.waitForURL(/\/documents\/[^/]+$/);
}

test("print and download a tile set, a book and a mission from their editors", async ({ page }) => {
  // Eleven files are made on the server, PDFs of a 64-page book among them.
  test.setTimeout(300_000);
  await signUp(page, "Printer", uniqueEmail("printer"));

  // A tile set: hexes at true size and a deck of cards as PDFs, its sheet as SVG and PNG, a Tiled tileset.
  await openSample(page, "Lost Patrol: Moraz III jungle");
  expect(pdfPages(await printPdf(page, "Tiles at true size"))).toBeGreaterThan(1);
  expect(pdfPages(await printPdf(page, "Deck of cards"))).toBeGreaterThan(2);
  const svg = (await bytesOf(await fromMenu(page, "Download picture (SVG)"))).toString("utf8");
  expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  const png = await bytesOf(await fromMenu(page, "Download picture (PNG)"));
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(png.readUInt32BE(16)).toBeGreaterThan(100);
  const tsj = await fromMenu(page, /For Tiled \(TSJ\)/);
  expect(tsj.suggestedFilename()).toMatch(/\.tsj(\.zip)?$/);
  if (tsj.suggestedFilename().endsWith(".tsj")) {
    const tileset = JSON.parse((await bytesOf(tsj)).toString("utf8"));
    expect(tileset).toMatchObject({ type: "tileset" });
    // Each tile's fields are Tiled properties (its count among them).
    for (const t of tileset.tiles) expect(t.properties.map((q: { name: string }) => q.name)).toContain("count");
  }
  const tsx = await fromMenu(page, /For Tiled \(TSX\)/);
  expect(tsx.suggestedFilename()).toMatch(/\.tsx(\.zip)?$/);

  // A book: a booklet of the sheet and every parchment; the lost-worlds-web character file.
  await openSample(page, "Brannoc, Warden of the Fens");
  expect(pdfPages(await printPdf(page))).toBeGreaterThanOrEqual(8);
  const lww = await fromMenu(page, "As lost-worlds-web character");
  const character = JSON.parse((await bytesOf(lww)).toString("utf8"));
  expect(character.name).toContain("Brannoc");

  // A mission: its levels at true size across pages, and a Tiled map with a layer per level.
  await openSample(page, "Pitfall (Space Hulk)");
  expect(pdfPages(await printPdf(page))).toBeGreaterThan(1);
  const tmx = await fromMenu(page, /For Tiled \(TMX\)/);
  expect(tmx.suggestedFilename()).toMatch(/\.tmx(\.zip)?$/);
  if (tmx.suggestedFilename().endsWith(".tmx")) expect((await bytesOf(tmx)).toString("utf8")).toContain("<map ");
});

test("print and download an island: Location tiles, Fate cards, its picture and a Tiled map", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Castaway", uniqueEmail("castaway"));
  await openSample(page, "Lost: The Board Game (sample island)");
  expect(pdfPages(await printPdf(page, "Tiles at true size"))).toBeGreaterThan(1);
  expect(pdfPages(await printPdf(page, "Fate cards"))).toBeGreaterThan(2);
  const svg = (await bytesOf(await fromMenu(page, "Download picture (SVG)"))).toString("utf8");
  expect(svg).toContain("Beginner island");
  const tmj = await fromMenu(page, /For Tiled \(TMJ\)/);
  expect(tmj.suggestedFilename()).toMatch(/\.tmj(\.zip)?$/);
  if (tmj.suggestedFilename().endsWith(".tmj"))
    expect(JSON.parse((await bytesOf(tmj)).toString("utf8"))).toMatchObject({ orientation: "hexagonal", staggeraxis: "x" });
});

test("print and download a scenario: its terrain as a map, a picture and a Tiled map with a layer per level", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Surveyor", uniqueEmail("surveyor"));
  await openSample(page, "The Hall of the Dais (sample scenario)");
  expect(pdfPages(await printPdf(page))).toBeGreaterThanOrEqual(1);
  const svg = (await bytesOf(await fromMenu(page, "Download picture (SVG)"))).toString("utf8");
  expect(svg).toContain("The Hall of the Dais");
  const png = await bytesOf(await fromMenu(page, "Download picture (PNG)"));
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  // The map comes zipped with its terrain tiles' pictures beside it.
  const zip = await fromMenu(page, /For Tiled \(TMJ\)/);
  expect(zip.suggestedFilename()).toMatch(/\.tmj\.zip$/);
  const files = unzipSync(new Uint8Array(await bytesOf(zip)));
  const main = Object.keys(files).find((f) => f.endsWith(".tmj"))!;
  expect(Object.keys(files).filter((f) => f.endsWith(".svg"))).toHaveLength(8);
  const map = JSON.parse(new TextDecoder().decode(files[main]));
  expect(map).toMatchObject({ orientation: "hexagonal", class: "hexfolio-scenario" });
  expect(map.layers[0].properties).toEqual([{ name: "level", type: "int", value: 0 }]);
});

test("a Tiled map picked with its tileset imports as a board", async ({ page }) => {
  await signUp(page, "Mapper", uniqueEmail("mapper"));
  const tsj = JSON.stringify({
    type: "tileset",
    name: "ground",
    tilewidth: 16,
    tileheight: 16,
    tilecount: 2,
    columns: 0,
    tiles: [
      { id: 0, type: "grass" },
      { id: 1, type: "water" },
    ],
  });
  const tmj = JSON.stringify({
    type: "map",
    orientation: "hexagonal",
    staggeraxis: "y",
    staggerindex: "odd",
    hexsidelength: 8,
    width: 3,
    height: 2,
    tilewidth: 16,
    tileheight: 16,
    infinite: false,
    layers: [
      { type: "tilelayer", id: 1, name: "Ground", width: 3, height: 2, x: 0, y: 0, opacity: 1, visible: true, data: [1, 2, 1, 2, 1, 2] },
    ],
    tilesets: [{ firstgid: 1, source: "ground.tsj" }],
  });
  await page.getByTestId("import-input").setInputFiles([
    { name: "meadow.tmj", mimeType: "application/json", buffer: Buffer.from(tmj) },
    { name: "ground.tsj", mimeType: "application/json", buffer: Buffer.from(tsj) },
  ]);
  // The import is saved as soon as it is read (older studios asked first with "Save to library").
  const save = page.getByRole("button", { name: "Save to library" });
  const saved = page.getByTestId("import-saved");
  await expect(save.or(saved).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("import-format")).toContainText(/Tiled/);
  if (await save.isVisible()) await save.click();
  else await page.getByRole("button", { name: "Done" }).click();
  const listed = page.getByRole("link", { name: "meadow", exact: true });
  await page.goto("/");
  await listed.click();
  await page.waitForURL(/\/documents\/[^/]+$/);
  await expect(page.getByText("Board", { exact: true }).first()).toBeVisible();
});
