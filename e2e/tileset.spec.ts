import { expect, test, type Page } from "@playwright/test";
import { createDocument, png, signUp, uniqueEmail } from "./helpers";

test("design a tile set: draw paths on edges, rotate, duplicate, lint as you go, lay tiles in the sandbox", async ({ page }) => {
  await signUp(page, "Tiler", uniqueEmail("tiler"));
  await createDocument(page, "My jungle");
  const lint = page.getByTestId("lint");
  await expect(lint).toContainText("one-start-tile");
  await expect(lint).toContainText("one-ship-tile");

  await page.getByRole("button", { name: "Add tile" }).click();
  await expect(page.getByText("Paths lead east, west")).toBeVisible();

  // Edge 1 is the south-east edge of the pointy-topped tile drawn at (150, 150), radius 52.
  const canvas = page.getByTestId("tile-canvas").locator("canvas").first();
  const box = (await canvas.boundingBox())!;
  const r = 52 * Math.cos(Math.PI / 6);
  await page.mouse.click(box.x + 150 + r * Math.cos(Math.PI / 3), box.y + 150 + r * Math.sin(Math.PI / 3));
  await expect(page.getByText("Paths lead east, south-east, west")).toBeVisible();

  // Drag from the east edge (on) across south-east: painting "off" from an edge that had a path.
  await page.mouse.move(box.x + 150 + r, box.y + 150);
  await page.mouse.down();
  await page.mouse.move(box.x + 150 + r * Math.cos(Math.PI / 3), box.y + 150 + r * Math.sin(Math.PI / 3), { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText("Paths lead west", { exact: false })).toBeVisible();

  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("r");
  await expect(page.getByText("Paths lead north-west")).toBeVisible();
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

/** The colour of the tile editor's canvas at (x, y), as [r, g, b]. */
async function tileCanvasPixel(page: Page, x: number, y: number): Promise<number[]> {
  return page
    .getByTestId("tile-canvas")
    .locator("canvas")
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, [px, py]) => {
        const ratio = canvas.width / canvas.clientWidth;
        return [
          ...canvas
            .getContext("2d")!
            .getImageData(Math.round(px * ratio), Math.round(py * ratio), 1, 1)
            .data.slice(0, 3),
        ];
      },
      [x, y],
    );
}

test(
  "a tile's picture under its paths, its properties and notes, author-defined kinds, the set's description and rule options, kept " +
    "through a reload",
  async ({ page }) => {
    await signUp(page, "Painter", uniqueEmail("painter"));
    const id = await createDocument(page, "Pictured jungle");
    await page.getByRole("button", { name: "Add tile" }).click();
    await expect(page.getByText("Paths lead east, west")).toBeVisible();

    // Opening and looking changes nothing: no revision is saved for it.
    const before = (await (await page.request.get(`/api/documents/${id}`)).json()).version;

    // A red picture, uploaded: drawn inside the hex (north of the centre, away from the east-west path).
    const before0 = await tileCanvasPixel(page, 150, 118);
    await page.getByLabel("or upload").setInputFiles({ name: "red.png", mimeType: "image/png", buffer: png(32, 32, () => [220, 20, 20]) });
    await expect(page.getByLabel("Picture (image URL)")).toHaveValue("(uploaded image)");
    await expect.poll(() => tileCanvasPixel(page, 150, 118)).not.toEqual(before0);
    const [r, g, b] = await tileCanvasPixel(page, 150, 118);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(80);
    // The path is drawn on top of the picture.
    const [pr, pg, pb] = await tileCanvasPixel(page, 150 + 30, 150);
    expect(Math.min(pr, pg, pb)).toBeGreaterThan(150);
    // Turning the tile turns its picture with it.
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("r");
    await expect(page.getByText("Paths lead south-east, north-west")).toBeVisible();

    // Free properties: a name is required and may not repeat; nothing invalid is saved meanwhile.
    const props = page.getByRole("group", { name: "Properties" });
    await props.getByRole("button", { name: "Add property" }).click();
    await expect(props.getByRole("alert")).toHaveText("Give the property a name.");
    await props.getByLabel("Property 1 name").fill("terrain");
    await props.getByLabel("Property 1 value").fill("swamp");
    await props.getByRole("button", { name: "Add property" }).click();
    await props.getByLabel("Property 2 name").fill("terrain");
    await expect(props.getByRole("alert")).toHaveText('"terrain" is already a property of this tile.');
    await props.getByLabel("Property 2 name").fill("leeches");
    await props.getByLabel("Property 2 type").selectOption("number");
    await props.getByLabel("Property 2 value").fill("3");
    await expect(props.getByRole("alert")).toHaveCount(0);

    await page.getByLabel("Tile notes").click();
    await page.keyboard.type("Mud to the knees.");

    // An author-defined kind, given to the tile.
    await page.getByLabel("New kind name").fill("Swamp");
    await page.getByRole("button", { name: "Add kind" }).click();
    await page.getByRole("combobox", { name: "Kind", exact: true }).selectOption({ label: "Swamp" });
    await expect(page.getByTestId("deck-totals")).toContainText("1 swamp");
    await expect(page.getByRole("button", { name: "Remove kind Swamp" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Remove kind Start" })).toBeDisabled();

    await page.getByLabel("Tile set description").click();
    await page.keyboard.type("A wetter jungle.");
    const rules = page.getByRole("group", { name: "Rule options" });
    await rules.getByLabel("New tiles may be turned").selectOption("face-soldiers");
    // A turn cap is a simulation setting, not a rule stored with the deck: the designer has none.
    await expect(rules.getByLabel("Safety cap in turns")).toHaveCount(0);
    await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

    const saved = (await (await page.request.get(`/api/documents/${id}`)).json()) as {
      version: number;
      body: Record<string, unknown> & { tiles: { kind: string; art: { rotation: number }; properties: unknown }[]; rules: unknown };
    };
    expect(saved.version).toBeGreaterThan(before);
    expect(saved.body.tiles[0]).toMatchObject({ kind: "swamp", art: { rotation: 1 }, properties: { terrain: "swamp", leeches: 3 } });
    expect(saved.body.rules).toEqual({ tileRotation: "face-soldiers" });

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Kind", exact: true })).toHaveValue("swamp");
    await expect(page.getByLabel("Property 1 name")).toHaveValue("terrain");
    await expect(page.getByLabel("Tile notes")).toContainText("Mud to the knees.");
    await expect(page.getByLabel("Tile set description")).toContainText("A wetter jungle.");
    await expect(page.getByRole("group", { name: "Rule options" }).getByLabel("New tiles may be turned")).toHaveValue("face-soldiers");
    await expect.poll(async () => (await tileCanvasPixel(page, 150, 118))[0]).toBeGreaterThan(180);
    await page.screenshot({ path: test.info().outputPath("tileset-picture.png"), fullPage: true });
    // Nothing was saved for opening it again.
    await page.waitForTimeout(1500);
    expect((await (await page.request.get(`/api/documents/${id}`)).json()).version).toBe(saved.version);
  },
);
