import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { bigMission, dragAndZoom } from "./big-boards";
import { describeFrames, measureFrames } from "./frame-times";
import { signUp, uniqueEmail } from "./helpers";
import { cellPoint, importAndOpen } from "./mission-map";

const pitfall = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/pitfall.mission.json"), "utf8"));

async function hoverCell(page: Page, level: number, x: number, y: number) {
  const p = await cellPoint(page, 27, level, x, y);
  await page.mouse.move(p.x, p.y);
}

test("design a Space Hulk mission: paint, place a pitfall with its shadow, lint and jump, undo, autosave, print", async ({ page }) => {
  await signUp(page, "Designer", uniqueEmail("hulk"));
  const id = await importAndOpen(page, pitfall);

  // Pitfall lints without errors or warnings (only set-up notes).
  await expect(page.getByTestId("lint-summary")).toHaveText(/Lint: 0 errors, 0 warnings/);
  await hoverCell(page, 1, 1, 6);
  await expect(page.getByTestId("map-hover")).toHaveText("Upper · (1, 6) · Upper deployment corridor (corridor)");
  await page.screenshot({ path: test.info().outputPath("mission-designer.png"), fullPage: true });

  // Paint a stroke of three wall cells into the upper spine.
  await page.getByRole("button", { name: "Upper spine west" }).click();
  const from = await cellPoint(page, 27, 1, 10, 10);
  const to = await cellPoint(page, 27, 1, 12, 10);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await hoverCell(page, 1, 11, 10);
  await expect(page.getByTestId("map-hover")).toContainText("Upper spine west (corridor)");

  // A pitfall on the upper level casts its shadow on the lower one.
  await page.keyboard.press("2");
  await page.getByLabel("Pitfall letter").selectOption("A");
  const hole = await cellPoint(page, 27, 1, 10, 8);
  await page.mouse.click(hole.x, hole.y);
  await hoverCell(page, 1, 10, 8);
  await expect(page.getByTestId("map-hover")).toContainText("pitfall A");
  await hoverCell(page, 0, 10, 8);
  await expect(page.getByTestId("map-hover")).toContainText("shadow of pitfall A");
  // The counter pool already holds pitfall A: lint says so.
  await expect(page.getByTestId("lint")).toContainText("pitfall-letter-repeated");

  // Rubble on a wall is an error located on its cell; the lint entry jumps there.
  await page.keyboard.press("1");
  const wall = await cellPoint(page, 27, 1, 3, 3);
  await page.mouse.click(wall.x, wall.y);
  await page.mouse.click(5, 5);
  await expect(page.getByTestId("lint")).toContainText("feature-on-wall");
  await page
    .getByTestId("lint")
    .locator("li", { hasText: "feature-on-wall" })
    .getByRole("button", { name: "go to (3, 3) on Upper" })
    .click();
  await expect(page.getByTestId("map-selected")).toHaveText("Selected: Upper · (3, 3) · wall · rubble");
  await page.screenshot({ path: test.info().outputPath("mission-lint-jump.png"), fullPage: true });

  // Undo takes the rubble away again.
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("lint")).not.toContainText("feature-on-wall");
  await expect(page.getByTestId("map-selected")).toHaveText("Selected: Upper · (3, 3) · wall");

  // Stacked layout: the upper level alone with the lower ghosted.
  await page.keyboard.press("l");
  await expect(page.getByRole("button", { name: "Stacked" })).toHaveAttribute("aria-pressed", "true");
  await page.screenshot({ path: test.info().outputPath("mission-stacked.png"), fullPage: true });
  await page.keyboard.press("l");

  // The forms: the reinforcement schedule reads as the seed does.
  await page.getByRole("tab", { name: "Reinforcements" }).click();
  await expect(page.getByTestId("schedule-summary")).toContainText(
    "2 blip(s) at the start, then 2 per turn from turn 1, then 3 per turn from turn 11",
  );

  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId("mission-map").locator("canvas").first()).toBeVisible();
  await hoverCell(page, 0, 10, 8);
  await expect(page.getByTestId("map-hover")).toContainText("shadow of pitfall A");

  // The print view draws every level and a legend.
  await page.goto(`/documents/${id}/print`);
  await expect(page.getByTestId("print-level")).toHaveCount(2);
  await expect(page.getByRole("img", { name: "Map of Upper" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Legend" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("mission-print.png"), fullPage: true });
});

test("stamp map sections: choose a piece, turn it, carve it as a new section, undo", async ({ page }) => {
  await signUp(page, "Stamper", uniqueEmail("stamp"));
  await importAndOpen(page, pitfall);
  await page.keyboard.press("s");
  await expect(page.getByRole("button", { name: /^Stamp/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Map section").selectOption("corner");
  await page.keyboard.press("r");
  await expect(page.getByRole("button", { name: /Turn/ })).toContainText("90°");
  // The lower level is solid wall east of x = 20 between y = 10 and 14: carve the corner there.
  const at = await cellPoint(page, 27, 0, 22, 11);
  await page.mouse.click(at.x, at.y);
  // Turned once, the corner's cells are (2, 0), (2, 1) and (0..2, 2) from the clicked cell.
  await hoverCell(page, 0, 24, 12);
  await expect(page.getByTestId("map-hover")).toContainText("corner (corridor)");
  await hoverCell(page, 0, 22, 13);
  await expect(page.getByTestId("map-hover")).toContainText("corner (corridor)");
  await page.keyboard.press("Control+z");
  await hoverCell(page, 0, 24, 12);
  await expect(page.getByTestId("map-hover")).not.toContainText("corner");
});

test("a 100×100 two-level map pans and zooms smoothly", async ({ page }) => {
  await signUp(page, "Big", uniqueEmail("bighulk"));
  await importAndOpen(page, bigMission());
  await page.keyboard.press("h");
  const box = (await page.getByTestId("mission-map").boundingBox())!;
  // Frame intervals while dragging the map around and zooming.
  const frames = await measureFrames(page, 1500, () => dragAndZoom(page, box));
  test.info().annotations.push({ type: "frame times", description: describeFrames(frames) });
  console.log(`100×100 two-level map frame times: ${describeFrames(frames)}`);
  expect(frames.frames).toBeGreaterThan(10);
  await page.screenshot({ path: test.info().outputPath("mission-big.png") });
});
