import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

const SAMPLE = new URL("../lib/content/samples/lost-patrol.tileset.json", import.meta.url);

/** Clicks the centre of hex "q,r" on the Lost Patrol table (pointy-topped layout, as the board draws it). */
async function clickHex(page: Page, key: string) {
  const canvas = page.getByTestId("lp-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const view = JSON.parse((await canvas.getAttribute("data-view"))!) as { x: number; y: number; scale: number; size: number };
  const [q, r] = key.split(",").map(Number);
  const box = (await canvas.locator("canvas").first().boundingBox())!;
  const unit = view.size * view.scale;
  await page.mouse.click(box.x + view.x + unit * Math.sqrt(3) * (q + r / 2), box.y + view.y + unit * 1.5 * r);
}

/** The first highlighted hex the board offers for `role` ("move", "march", …). */
async function firstTarget(page: Page, role: string): Promise<string> {
  const text = (await page.getByTestId("lp-targets").getAttribute("data-targets")) ?? "";
  const found = new RegExp(`(-?\\d+,-?\\d+) \\(${role}\\)`).exec(text);
  expect(found, `a "${role}" target in: ${text}`).not.toBeNull();
  return found![1];
}

/**
 * Signs a new person up, imports the sample deck (a new user has no tile sets; the library's
 * import does the same) and starts a playtest of soldiers against `monsters` from /play.
 */
async function startPlaytest(page: Page, who: string, monsters: string, seed: string): Promise<string> {
  await signUp(page, who, uniqueEmail(seed));
  const imported = await page.request.post("/api/documents/import", { data: JSON.parse(fs.readFileSync(SAMPLE, "utf8")) });
  expect(imported.status()).toBe(201);
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("lostpatrol");
  await page.getByLabel("Seat 1 player").selectOption("human");
  await page.getByLabel("Seat 2 player").selectOption(monsters);
  await page.getByLabel("Seed").fill(seed);
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  return page.url();
}

test("Lost Patrol: soldiers (human) against a monster bot, moving by clicks on the table", async ({ page }) => {
  await startPlaytest(page, "Patrol", "random", "lp-e2e");

  // The monster bot lays the first tiles; then it is the soldiers' turn.
  await expect(page.getByTestId("lp-phase")).toContainText("Turn 1 · phase 1", { timeout: 30_000 });
  const log = page.getByTestId("event-log").locator(":scope > li");
  const before = await log.count();

  await clickHex(page, await firstTarget(page, "move"));
  await expect(log).toHaveCount(before + 1);
  await clickHex(page, await firstTarget(page, "move"));
  await expect(log).toHaveCount(before + 2);

  // Ending the phase is not on the table: it is a button beside it. Then the bot plays its phases.
  await page.getByRole("button", { name: "End the soldiers' phase" }).click();
  const phase = page.getByTestId("lp-phase");
  const result = page.getByTestId("result");
  await expect
    .poll(async () => ((await result.count()) > 0 ? "over" : await phase.textContent()), { timeout: 30_000 })
    .toMatch(/over|Turn 2 · phase 1/);
  expect(await log.count()).toBeGreaterThan(before + 3);
  await expect(page.getByTestId("lp-canvas")).toBeVisible();
  await page.screenshot({ path: "e2e/.artifacts/lostpatrol-board.png", fullPage: true });
});

test("balance sweep over the jungle size: points played in Web Workers, plotted, with a clear answer to bad input", async ({ page }) => {
  await signUp(page, "Sweeper", uniqueEmail("sweep"));
  const imported = await page.request.post("/api/documents/import", { data: JSON.parse(fs.readFileSync(SAMPLE, "utf8")) });
  expect(imported.status()).toBe(201);
  const id = (await imported.json()).id;
  // From the tile set: "Balance in the lab" opens the lab on Lost Patrol with this deck chosen.
  await page.goto(`/documents/${id}`);
  await page.getByRole("link", { name: "Balance in the lab" }).click();
  await expect(page.getByRole("combobox", { name: "Game" })).toHaveValue("lostpatrol");
  await expect(page.getByLabel("Content document")).toHaveValue(id);
  await page.getByRole("tab", { name: "Sweep the jungle size" }).click();
  await expect(page.getByLabel("Tile set")).toHaveValue(id);
  await page.getByLabel("Jungle tiles").fill("20, lots");
  await page.getByRole("button", { name: "Run sweep" }).click();
  await expect(page.locator(".error[role=alert]")).toContainText("Jungle tiles: expected numbers separated by commas");

  await page.getByLabel("Jungle tiles").fill("20, 38");
  // A setting for this run only: a safety cap of 5 turns (games it stops are unfinished).
  // The rule options may already be open (the lab opens them when its defaults change one).
  const cap = page.getByLabel("Safety cap in turns");
  if (!(await cap.isVisible())) await page.getByText("Rule options").click();
  await cap.fill("5");
  await page.getByLabel("Games per point").fill("20");
  await page.getByLabel("Workers").fill("2");
  await page.getByRole("button", { name: "Run sweep" }).click();
  await expect(page.getByTestId("sim-progress")).toContainText("40 / 40 games", { timeout: 60_000 });
  const rows = page.getByTestId("sweep-results").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("20");
  await expect(rows.nth(1)).toContainText("38");
  await expect(page.getByTestId("sweep-rules")).toContainText("safety cap 5 turns");
  // Turns (mean), the third column: no game went past the cap chosen for the run.
  for (const row of [rows.nth(0), rows.nth(1)]) expect(Number(await row.locator("td").nth(2).textContent())).toBeLessThanOrEqual(5);
  await expect(page.getByRole("figure", { name: "Soldiers' win rate by jungle size" }).locator("svg").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("lostpatrol-sweep.png"), fullPage: true });
});

test(
  "Lost Patrol hot-seat: the monster player lays and turns the set-up tiles and brings on a stack, the soldiers move, the device " +
    "passes between them",
  async ({ page }) => {
    await signUp(page, "Hot seat", uniqueEmail("lp-hotseat"));
    const imported = await page.request.post("/api/documents/import", { data: JSON.parse(fs.readFileSync(SAMPLE, "utf8")) });
    expect(imported.status()).toBe(201);

    // From the tile set itself: its "Playtest this deck" opens a new playtest with the deck chosen.
    await page.goto(`/documents/${(await imported.json()).id}`);
    await page.getByRole("link", { name: "Playtest this deck" }).click();
    await expect(page.getByRole("combobox", { name: "Game" })).toHaveValue("lostpatrol");
    await expect(page.getByLabel("Content document")).toHaveValue((await imported.json()).id);
    await page.getByLabel("Seat 1 player").selectOption("human");
    await page.getByLabel("Seat 2 player").selectOption("human");
    await page.getByLabel("Seed").fill("lp-hotseat");
    await page.getByRole("button", { name: "Start playtest" }).click();
    await page.waitForURL(/\/documents\//);

    const cover = page.getByTestId("cover");
    const phase = page.getByTestId("lp-phase");
    const log = page.getByTestId("event-log").locator(":scope > li");

    /** Lays the drawn tile on the first free place, turned once before it goes down. */
    async function layDrawnTile() {
      const text = (await page.getByTestId("lp-targets").getAttribute("data-targets")) ?? "";
      const place = /Places for the drawn tile: (-?\d+,-?\d+)/.exec(text);
      expect(place, `a place for the drawn tile in: ${text}`).not.toBeNull();
      const before = await log.count();
      await clickHex(page, place![1]);
      const lay = page.getByRole("button", { name: /^Lay the tile here \(turned \d\)$/ });
      const first = await lay.textContent();
      // A second click on the place turns the tile (when it has more than one distinct rotation).
      await clickHex(page, place![1]);
      const second = await lay.textContent();
      if (first !== second) expect(second).toMatch(/turned \d/);
      await lay.click();
      await expect(log).toHaveCount(before + 1);
    }

    // Set-up: the monster player takes the device and lays six tiles around the start, one after
    // another without passing it back.
    await expect(cover).toContainText("Pass the device to Monsters");
    await page.getByRole("button", { name: "I am Monsters: show my side" }).click();
    await expect(phase).toContainText("Set-up");
    for (let i = 0; i < 6; i++) {
      await expect(cover).toHaveCount(0);
      await layDrawnTile();
    }
    await expect(page.getByTestId("event-log")).toContainText("Monsters: Lay at");

    // Turn 1: the soldiers' side, behind the cover until the soldiers' player takes the device.
    await expect(cover).toContainText("Pass the device to Soldiers");
    await page.getByRole("button", { name: "I am Soldiers: show my side" }).click();
    await expect(phase).toContainText("Turn 1 · phase 1");
    await clickHex(page, await firstTarget(page, "move"));
    await expect(page.getByTestId("event-log")).toContainText("Soldiers: Sergeant to");
    await page.getByRole("button", { name: "End the soldiers' phase" }).click();

    // The monsters lay whatever came into sight, then bring a new stack on at the end of a path.
    await expect(cover).toContainText("Pass the device to Monsters");
    await page.getByRole("button", { name: "I am Monsters: show my side" }).click();
    while ((await page.getByTestId("lp-drawn").count()) > 0) await layDrawnTile();
    await expect(phase).toContainText("Turn 1 · phase 4");
    const stackAt = await firstTarget(page, "new stack");
    await clickHex(page, stackAt);
    await expect(page.getByTestId("event-log")).toContainText("Monsters: New stack at");
    await page.getByRole("button", { name: "End the monsters' actions" }).click();
    const noAmbush = page.getByRole("button", { name: "No more ambushes" });
    if (await noAmbush.isVisible()) await noAmbush.click();

    // Turn 2 goes back to the soldiers, who see the stack on the table.
    await expect(cover).toContainText("Pass the device to Soldiers");
    await page.getByRole("button", { name: "I am Soldiers: show my side" }).click();
    await expect(phase).toContainText("Turn 2 · phase 1");
    await expect(page.getByTestId("lp-board")).toContainText("monster tokens in reserve 16");
    await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath("lostpatrol-hotseat.png"), fullPage: true });
  },
);

test("a playtest keeps every move: leaving at once, inside the studio or by closing the tab, loses nothing", async ({ page, context }) => {
  const url = await startPlaytest(page, "Keeper", "greedy", "lp-keep");
  await expect(page.getByTestId("lp-phase")).toContainText("Turn 1 · phase 1", { timeout: 30_000 });

  // Two moves in quick succession, then straight to the library by the header's link.
  const log = page.getByTestId("event-log").locator(":scope > li");
  const before = await log.count();
  await clickHex(page, await firstTarget(page, "move"));
  await expect(log).toHaveCount(before + 1);
  await clickHex(page, await firstTarget(page, "move"));
  await expect(log).toHaveCount(before + 2);
  const played = await page.getByTestId("step").textContent();
  await page.getByRole("link", { name: "Library" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  await page.goto(url);
  await expect(page.getByTestId("step")).toHaveText(played!);

  // The soldiers end their phase and the bot plays on; the tab is closed at once.
  await page.getByRole("button", { name: "End the soldiers' phase" }).click();
  await expect(page.getByTestId("lp-phase")).toContainText(/Turn 2 · phase 1|Game over/, { timeout: 30_000 });
  const later = await page.getByTestId("step").textContent();
  await page.close();
  const again = await context.newPage();
  await again.goto(url);
  await expect(again.getByTestId("step")).toHaveText(later!);
  // Every save is a revision in the history, not only "Created".
  await expect(again.getByRole("button", { name: /^v([2-9]|\d\d+)$/ }).first()).toBeVisible();
});

test("a page requested while the last save was on its way shows that save once it has landed", async ({ page }) => {
  const url = await startPlaytest(page, "Racer", "greedy", "lp-keep");
  await expect(page.getByTestId("lp-phase")).toContainText("Turn 1 · phase 1", { timeout: 30_000 });
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

  // The order that loses a move: the next page reads the document, then the save sent on leaving
  // lands and is answered, and only then does the next page arrive. Held here by routes so it
  // happens every time, not only on a busy machine.
  let pageRead!: () => void;
  const read = new Promise<void>((resolve) => (pageRead = resolve));
  let saveAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (saveAnswered = resolve));
  await page.route(/\/api\/documents\/[^/]+$/, async (route) => {
    if (route.request().method() !== "PUT") return route.continue();
    await read;
    const response = await route.fetch();
    await route.fulfill({ response });
    saveAnswered();
  });
  await page.route(url, async (route) => {
    const response = await route.fetch();
    pageRead();
    await answered;
    // Let the old page take in the answer before the new one replaces it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ response });
  });

  const log = page.getByTestId("event-log").locator(":scope > li");
  const before = await log.count();
  await clickHex(page, await firstTarget(page, "move"));
  await expect(log).toHaveCount(before + 1);
  const played = await page.getByTestId("step").textContent();
  await page.getByRole("link", { name: "Library" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  await page.goto(url);
  // The page as first served holds the older version; it reads the document again.
  await expect(page.getByTestId("step")).toHaveText(played!);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
