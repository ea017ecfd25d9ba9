// Undo and redo by named command, gestures merged into one step, and the keyboard shortcuts
// panel, in the tile, mission and book editors.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createDocument, signUp, uniqueEmail } from "./helpers";
import { cellPoint, importAndOpen } from "./mission-map";

const pitfall = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/pitfall.mission.json"), "utf8"));
const mirim = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/mirim.book.json"), "utf8"));

const undoButton = (page: Page) => page.getByRole("button", { name: "Undo", exact: true });
const redoButton = (page: Page) => page.getByRole("button", { name: "Redo", exact: true });
const shortcutsPanel = (page: Page) => page.getByRole("dialog", { name: "Keyboard shortcuts" });
/** The keys the panel shows for a shortcut, found by its description. */
const shortcutKeys = (page: Page, description: string) =>
  shortcutsPanel(page).getByRole("row").filter({ hasText: description }).getByRole("rowheader");

/** The midpoint of edge `edge` of the tile under edit (pointy-topped, centred at 150, 150, radius 52). */
async function edgePoint(page: Page, edge: number) {
  const box = (await page.getByTestId("tile-canvas").locator("canvas").first().boundingBox())!;
  const r = 52 * Math.cos(Math.PI / 6);
  return { x: box.x + 150 + r * Math.cos((edge * Math.PI) / 3), y: box.y + 150 + r * Math.sin((edge * Math.PI) / 3) };
}

test("tile designer: undo and redo command by command, a drag across edges is one step, the title too", async ({ page }) => {
  await signUp(page, "Commander", uniqueEmail("commands"));
  await createDocument(page, "Command deck");
  await expect(undoButton(page)).toBeDisabled();
  await expect(undoButton(page)).toHaveAttribute("title", "Nothing to undo");

  await page.getByRole("button", { name: "Add tile" }).click();
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Add tile (Ctrl+Z)");
  await expect(page.getByText("Paths lead east, west")).toBeVisible();

  // One drag from the south-east edge round to the north-west one paints three edges: one step.
  const from = await edgePoint(page, 1);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const edge of [2, 3, 4]) {
    const p = await edgePoint(page, edge);
    await page.mouse.move(p.x, p.y, { steps: 4 });
  }
  await page.mouse.up();
  await expect(page.getByText("Paths lead east, south-east, south-west, west, north-west")).toBeVisible();
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Draw path (Ctrl+Z)");
  await page.screenshot({ path: test.info().outputPath("undo-draw-path.png") });

  await page.keyboard.press("Control+z");
  await expect(page.getByText("Paths lead east, west")).toBeVisible();
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Add tile (Ctrl+Z)");
  await expect(redoButton(page)).toHaveAttribute("title", "Redo: Draw path (Ctrl+Shift+Z or Ctrl+Y)");
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByText("Paths lead east, south-east, south-west, west, north-west")).toBeVisible();
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+y");
  await expect(page.getByText("Paths lead east, south-east, south-west, west, north-west")).toBeVisible();

  // Keys of the designer are commands too, each its own step.
  await page.keyboard.press("r");
  await expect(page.getByText("Paths lead south-east, south-west, west, north-west, north-east")).toBeVisible();
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Turn tile clockwise (Ctrl+Z)");
  await page.keyboard.press("2");
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Erase path (Ctrl+Z)");
  await undoButton(page).click();
  await undoButton(page).click();
  await expect(page.getByText("Paths lead east, south-east, south-west, west, north-west")).toBeVisible();

  // Typing in the title is one step, undone at once.
  const title = page.getByLabel("Document title");
  await title.click();
  await title.press("End");
  await title.pressSequentially(" v2");
  await page.getByLabel("Count in the deck").click();
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Rename document (Ctrl+Z)");
  await undoButton(page).click();
  await expect(title).toHaveValue("Command deck");
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Draw path (Ctrl+Z)");

  // Typing a tile's name is one step as well; what was undone is saved like any other change.
  const name = page.getByLabel("Name", { exact: true });
  await name.click();
  await name.press("Control+a");
  await name.pressSequentially("Bend");
  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Rename tile (Ctrl+Z)");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });
});

test("tile designer: the ? panel lists the page's shortcuts, grouped, and Escape closes it", async ({ page }) => {
  await signUp(page, "Reader", uniqueEmail("help"));
  await createDocument(page, "Help deck");
  await page.getByRole("button", { name: "Add tile" }).click();
  await page.locator("body").click({ position: { x: 5, y: 300 } });

  await page.keyboard.press("?");
  const panel = shortcutsPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(["Document", "Tile designer", "Sandbox board"]);
  await expect(shortcutKeys(page, "Undo the last change")).toHaveText("Ctrl+Z");
  await expect(shortcutKeys(page, "Redo the change just undone")).toHaveText("Ctrl+Shift+Z or Ctrl+Y");
  await expect(shortcutKeys(page, "Turn the selected tile clockwise")).toHaveText("R");
  await expect(shortcutKeys(page, "Turn the selected tile anticlockwise")).toHaveText("Shift+R");
  await expect(shortcutKeys(page, "Draw or erase the path on an edge")).toHaveText("1–6");
  await expect(shortcutKeys(page, "Lift the selected laid tile off the board")).toHaveText("Delete or Backspace");
  await page.screenshot({ path: test.info().outputPath("shortcuts-tileset.png") });

  // While the panel is open the designer's keys do nothing; Escape closes it.
  await page.keyboard.press("n");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("listbox", { name: "Tiles" }).getByRole("option")).toHaveCount(1);

  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeFocused();
});

test("mission designer: a stroke is one named step, undone and redone by name; the ? panel lists the designer's keys", async ({ page }) => {
  await signUp(page, "Planner", uniqueEmail("mission-commands"));
  await importAndOpen(page, pitfall);
  // The upper level is the active one: strokes there leave the toolbar (and the map under the mouse) where they are.
  const hover = async (x: number, y: number) => {
    const p = await cellPoint(page, 27, 1, x, y);
    await page.mouse.move(p.x, p.y);
    return page.getByTestId("map-hover");
  };

  // A wall stroke across four cells of the upper north corridor.
  await page.keyboard.press("w");
  const from = await cellPoint(page, 27, 1, 2, 1);
  const to = await cellPoint(page, 27, 1, 5, 1);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(await hover(3, 1)).toContainText("· wall");
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Paint wall (Ctrl+Z)");

  await page.keyboard.press("d");
  const door = await cellPoint(page, 27, 1, 9, 5);
  await page.mouse.click(door.x, door.y);
  await expect(await hover(9, 5)).toContainText("door");
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Add door (Ctrl+Z)");
  await page.screenshot({ path: test.info().outputPath("mission-undo-title.png") });

  await page.keyboard.press("Control+z");
  await expect(await hover(9, 5)).not.toContainText("door");
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Paint wall (Ctrl+Z)");
  await page.keyboard.press("Control+z");
  for (const x of [2, 3, 4, 5]) await expect(await hover(x, 1)).toContainText("Upper north corridor west (corridor)");
  await expect(redoButton(page)).toHaveAttribute("title", "Redo: Paint wall (Ctrl+Shift+Z or Ctrl+Y)");
  await redoButton(page).click();
  await expect(await hover(4, 1)).toContainText("· wall");
  await expect(redoButton(page)).toHaveAttribute("title", "Redo: Add door (Ctrl+Shift+Z or Ctrl+Y)");

  await page.mouse.click(5, 5);
  await page.keyboard.press("?");
  const panel = shortcutsPanel(page);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(["Document", "Mission tools", "Mission map", "Mission map cursor"]);
  await expect(shortcutKeys(page, "Choose the Door tool")).toHaveText("D");
  await expect(shortcutKeys(page, "Turn the stamp a quarter clockwise")).toHaveText("R");
  await expect(shortcutKeys(page, "Feature tool with 1 rubble, 2 pitfall, 3 ladder or 4 chute")).toHaveText("1–4");
  await expect(shortcutKeys(page, "Hold to pan with any tool")).toHaveText("Space");
  await expect(shortcutKeys(page, "Go to the level below")).toHaveText("[ or Page Down");
  await page.screenshot({ path: test.info().outputPath("shortcuts-mission.png") });
  await page.keyboard.press("l");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Side by side" })).toHaveAttribute("aria-pressed", "true");
});

test("book: matrix cells are named steps, undone from the grid with the keyboard; the panel lists the grid's keys", async ({ page }) => {
  await signUp(page, "Scribe", uniqueEmail("book-commands"));
  const imported = await page.request.post("/api/documents/import", { data: mirim });
  const { id } = await imported.json();
  await page.goto(`/documents/${id}`);
  await page.getByRole("tab", { name: "Matrices" }).click();
  const grid = page.getByRole("grid", { name: "Matrix grid" });
  await grid.locator('[data-cell="24:10"]').click();
  await page.keyboard.type("12");
  await page.keyboard.press("Enter");
  await expect(grid.locator('[data-cell="24:10"]')).toHaveText("12");
  await expect(undoButton(page)).toHaveAttribute("title", "Undo: Set cell 24/10 to 12 (Ctrl+Z)");
  await page.keyboard.press("Control+z");
  await expect(grid.locator('[data-cell="24:10"]')).toHaveText("45");

  await page.keyboard.press("?");
  await expect(shortcutsPanel(page).getByRole("heading", { level: 3 })).toHaveText(["Document", "Matrix grid"]);
  await expect(shortcutKeys(page, "Type a picture page")).toHaveText("0–9");
  await expect(shortcutKeys(page, "Paste “N → M” lines into the selected column")).toHaveText("Ctrl+V");
  await page.keyboard.press("Escape");
  // The focus is back in the grid, whose keys work again (Enter had moved it to row 12).
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("cell-info")).toContainText("Matrix 24, row 14");
});
