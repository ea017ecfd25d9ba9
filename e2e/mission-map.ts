// Finding cells of the mission designer's map in the page, for the specs that draw on it.
import { expect, type Page } from "@playwright/test";

const CELL = 24;
const LEVEL_GAP = 48;

/** The page position of a cell's centre, from the view transform the map exposes. */
export async function cellPoint(page: Page, mapWidth: number, level: number, x: number, y: number, layout: "side" | "stacked" = "side") {
  const map = page.getByTestId("mission-map");
  // Mouse events only reach what is inside the viewport.
  await map.scrollIntoViewIfNeeded();
  const [vx, vy, scale] = (await map.getAttribute("data-view"))!.split(" ").map(Number);
  const box = (await map.locator("canvas").first().boundingBox())!;
  const ox = layout === "side" ? level * (mapWidth * CELL + LEVEL_GAP) : 0;
  return { x: box.x + vx + (ox + (x + 0.5) * CELL) * scale, y: box.y + vy + (y + 0.5) * CELL * scale };
}

/** Imports a mission document and opens it in the designer; its id. */
export async function importAndOpen(page: Page, data: unknown): Promise<string> {
  const imported = await page.request.post("/api/documents/import", { data });
  expect(imported.status()).toBe(201);
  const { id } = await imported.json();
  await page.goto(`/documents/${id}`);
  await expect(page.getByTestId("mission-map").locator("canvas").first()).toBeVisible();
  return id;
}
