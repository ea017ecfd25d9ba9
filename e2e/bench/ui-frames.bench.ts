// `npm run bench` (not the test suite): frame times of the big boards, written to BENCH_OUT.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { bigMission, dragAndZoom } from "../big-boards";
import { describeFrames, measureFrames, type FrameTimes } from "../frame-times";
import { png, signUp, uniqueEmail } from "../helpers";

const results: Record<string, FrameTimes> = {};
test.afterAll(() => {
  if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
});

async function importAndOpen(page: Page, data: unknown): Promise<void> {
  const imported = await page.request.post("/api/documents/import", { data });
  expect(imported.status()).toBe(201);
  await page.goto(`/documents/${(await imported.json()).id}`);
}

const sample = () => JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/lost-patrol.tileset.json"), "utf8"));

/** Deals 2,000 tiles in the open tile set's sandbox and measures frames while panning and zooming it. */
async function sandboxFrames(page: Page): Promise<FrameTimes> {
  await page.getByRole("button", { name: "2,000 tiles" }).click();
  await expect(page.getByTestId("sandbox-status")).toContainText("2000 tiles");
  const board = page.getByLabel("Sandbox board").locator("canvas").first();
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  return measureFrames(page, 2000, () => dragAndZoom(page, box));
}

test("tile sandbox with 2,000 tiles", async ({ page }) => {
  await signUp(page, "Bench", uniqueEmail("bench-tiles"));
  await importAndOpen(page, sample());
  results.tileSandbox2000 = await sandboxFrames(page);
  console.log(`tile sandbox, 2,000 tiles: ${describeFrames(results.tileSandbox2000)}`);
});

test("tile sandbox with 2,000 tiles, every tile with a picture", async ({ page }) => {
  await signUp(page, "Bench", uniqueEmail("bench-pictures"));
  const set = sample();
  set.body.tiles.forEach((tile: { art: unknown }, i: number) => {
    const picture = png(128, 128, (x, y) => [(x * 2 + i * 40) % 256, (y * 2) % 256, (i * 70) % 256]);
    tile.art = { src: `data:image/png;base64,${picture.toString("base64")}`, alt: "", rotation: 0 };
  });
  await importAndOpen(page, set);
  results.tileSandbox2000Pictures = await sandboxFrames(page);
  console.log(`tile sandbox, 2,000 pictured tiles: ${describeFrames(results.tileSandbox2000Pictures)}`);
});

test("mission designer, 100×100 two levels", async ({ page }) => {
  await signUp(page, "Bench", uniqueEmail("bench-hulk"));
  await importAndOpen(page, bigMission());
  await page.keyboard.press("h");
  const map = page.getByTestId("mission-map");
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  results.missionMap100x100 = await measureFrames(page, 2000, () => dragAndZoom(page, box));
  console.log(`mission map, 100×100 × 2 levels: ${describeFrames(results.missionMap100x100)}`);
});
