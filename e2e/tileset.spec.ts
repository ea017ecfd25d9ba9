import { expect, test } from "@playwright/test";
import { createDocument, signUp, uniqueEmail } from "./helpers";

test("design a tile set: draw paths on edges, rotate, duplicate, lint as you go, lay tiles in the sandbox", async ({ page }) => {
  await signUp(page, "Tiler", uniqueEmail("tiler"));
  await createDocument(page, "My jungle");
  const lint = page.getByTestId("lint");
  await expect(lint).toContainText("one-start-tile");
  await expect(lint).toContainText("one-ship-tile");

  await page.getByRole("button", { name: "Add tile" }).click();
  await expect(page.getByText("paths on edges 0, 3")).toBeVisible();

  // Edge 1 is the south-east edge of the pointy-topped tile drawn at (150, 150), radius 52.
  const canvas = page.getByTestId("tile-canvas").locator("canvas").first();
  const box = (await canvas.boundingBox())!;
  const r = 52 * Math.cos(Math.PI / 6);
  await page.mouse.click(box.x + 150 + r * Math.cos(Math.PI / 3), box.y + 150 + r * Math.sin(Math.PI / 3));
  await expect(page.getByText("paths on edges 0, 1, 3")).toBeVisible();

  // Drag from the east edge (on) across south-east: painting "off" from an edge that had a path.
  await page.mouse.move(box.x + 150 + r, box.y + 150);
  await page.mouse.down();
  await page.mouse.move(box.x + 150 + r * Math.cos(Math.PI / 3), box.y + 150 + r * Math.sin(Math.PI / 3), { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText("paths on edges 3", { exact: false })).toBeVisible();

  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("r");
  await expect(page.getByText("paths on edges 4")).toBeVisible();
  await page.keyboard.press("d");
  await expect(page.getByRole("listbox", { name: "Tiles" }).getByRole("option")).toHaveCount(2);
  await expect(page.getByTestId("deck-totals")).toContainText("2 jungle");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

  // Undo the duplicate with the workspace's undo.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("listbox", { name: "Tiles" }).getByRole("option")).toHaveCount(1);

  // The sandbox: lay a big board, zoom and pan it, and read the join analysis.
  await page.getByRole("button", { name: "2,000 tiles" }).click();
  await expect(page.getByTestId("sandbox-status")).toContainText("2000 tiles");
  const board = page.getByLabel("Sandbox board").locator("canvas").first();
  const b = (await board.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 200);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2 + 150, b.y + b.height / 2 + 60, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId("sandbox-status")).toContainText("blocked path ends");
});
