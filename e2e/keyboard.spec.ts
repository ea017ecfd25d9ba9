import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

// Both games with a canvas table played with the keyboard alone: Tab (or Shift+Tab) to a control
// named in words, Enter to take it. No mouse, no clicks on the canvas.

// The bots think between the player's turns, and the machine running the suite may be busy.
test.describe.configure({ timeout: 240_000 });

const sample = (file: string) => JSON.parse(fs.readFileSync(new URL(`../lib/content/samples/${file}`, import.meta.url), "utf8"));

interface Focused {
  text: string;
  within: string[];
}

/** Presses Tab (Shift+Tab when `back`) until the focused control's text matches `name` (and it sits inside `within`), then Enter. */
async function press(page: Page, name: RegExp, opts: { within?: string; back?: boolean } = {}): Promise<string> {
  for (let i = 0; i < 600; i++) {
    await page.keyboard.press(opts.back ? "Shift+Tab" : "Tab");
    const f: Focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const within: string[] = [];
      for (let p = el; p; p = p.parentElement) if (p.dataset.testid) within.push(p.dataset.testid);
      return { text: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim(), within };
    });
    if (name.test(f.text) && (!opts.within || f.within.includes(opts.within))) {
      await page.keyboard.press("Enter");
      return f.text;
    }
  }
  throw new Error(`no control named ${name} within ${opts.within ?? "the page"} reached by ${opts.back ? "Shift+Tab" : "Tab"}`);
}

async function startPlaytest(page: Page, game: string, seats: [string, string], seed: string, extra?: (page: Page) => Promise<void>) {
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption(game);
  await extra?.(page);
  await page.getByLabel("Seat 1 player").selectOption(seats[0]);
  await page.getByLabel("Seat 2 player").selectOption(seats[1]);
  await page.getByLabel("Seed").fill(seed);
  await page.getByLabel("Seed").press("Enter");
  await page.waitForURL(/\/documents\//);
}

const grows = async (log: Locator, before: number) => expect.poll(() => log.count()).toBeGreaterThan(before);

test("Lost Patrol by keyboard: set-up, a soldiers' phase and a monsters' phase, hot-seat", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("keys-lp"), 60_000);
  expect((await page.request.post("/api/documents/import", { data: sample("lost-patrol.tileset.json") })).status()).toBe(201);
  await startPlaytest(page, "lostpatrol", ["human", "human"], "lp-keys");
  const phase = page.getByTestId("lp-phase");
  const log = page.getByTestId("event-log").locator(":scope > li");

  // Set-up: the monster player lays six tiles (and any that come into sight), each from the list of
  // places and turns, until the device passes to the soldiers.
  const cover = page.getByTestId("cover");
  await press(page, /^I am Monsters: show my side$/);
  await expect(phase).toContainText("Set-up");
  for (let i = 0; i < 30 && (await cover.count()) === 0; i++) {
    const before = await log.count();
    await press(page, /^Lay at .+, turned \d$/, { within: "lp-actions" });
    await grows(log, before);
  }
  expect(await log.count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId("event-log")).toContainText("Monsters: Lay at");

  // The soldiers: two moves from the list, then the phase's end (a button above the list).
  await press(page, /^I am Soldiers: show my side$/);
  await expect(phase).toContainText("Turn 1 · phase 1");
  for (let i = 0; i < 2; i++) {
    const before = await log.count();
    await press(page, /: move to /, { within: "lp-actions" });
    await grows(log, before);
  }
  await expect(page.getByTestId("event-log")).toContainText("Soldiers: Sergeant to");
  await press(page, /^End the soldiers' phase$/, { back: true });

  // The monsters lay what came into sight, bring a new stack on, and end their actions.
  await press(page, /^I am Monsters: show my side$/);
  while ((await page.getByTestId("lp-drawn").count()) > 0) {
    const before = await log.count();
    await press(page, /^Lay at .+, turned \d$/, { within: "lp-actions" });
    await grows(log, before);
  }
  await expect(phase).toContainText("Turn 1 · phase 4");
  await press(page, /^New stack at /, { within: "lp-actions" });
  await expect(page.getByTestId("event-log")).toContainText("Monsters: New stack at");
  await press(page, /^End the monsters' actions$/, { back: true });
  if (await page.getByRole("button", { name: "No more ambushes" }).isVisible()) await press(page, /^No more ambushes$/, { back: true });

  await press(page, /^I am Soldiers: show my side$/);
  await expect(phase).toContainText("Turn 2 · phase 1");
  await expect(page.getByTestId("lp-board")).toContainText("monster tokens in reserve 16");
});

test("Space Hulk by keyboard: the Marines set up Pitfall and play a turn against a bot", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("keys-hulk"), 60_000);
  expect((await page.request.post("/api/documents/import", { data: sample("pitfall.mission.json") })).status()).toBe(201);
  await startPlaytest(page, "hulk", ["human", "greedy"], "hulk-keys");
  const phase = page.getByTestId("hulk-phase");
  const prompt = page.getByTestId("hulk-prompt");
  const log = page.getByTestId("event-log").locator(":scope > li");

  // Set-up: counters, then each Marine with a facing, every one a button in the list.
  for (let i = 0; i < 40 && !/Marine turn/.test((await phase.textContent()) ?? ""); i++) {
    await expect(prompt).not.toHaveText(/Nothing for this seat/, { timeout: 30_000 });
    if (/Marine turn/.test((await phase.textContent()) ?? "")) break;
    const before = await log.count();
    await press(page, /^(Place a face-down counter|Deploy .+ facing E$)/, { within: "hulk-actions" });
    await grows(log, before);
  }
  await expect(phase).toHaveText("Turn 1 · Marine turn", { timeout: 30_000 });
  await expect(page.getByTestId("event-log")).toContainText("Deploy Sergeant Martina in");

  // A turn: activate a Marine, move him (a Marine boxed in is done and the next one tried).
  const apLeft = async () => Number(/(\d+) AP left/.exec((await page.getByTestId("hulk-ap").textContent()) ?? "")?.[1]);
  let moved = false;
  for (let tries = 0; tries < 5 && !moved; tries++) {
    await press(page, /^Activate /, { within: "hulk-actions" });
    await expect(prompt).toContainText("is active");
    const ap = await apLeft();
    const moves = page.getByTestId("hulk-actions").getByRole("button", { name: /: move / });
    if ((await moves.count()) > 0) {
      await press(page, /: move /, { within: "hulk-actions" });
      await expect.poll(apLeft).toBeLessThan(ap);
      moved = true;
    }
    await press(page, /^Done with/, { within: "hulk-buttons", back: true });
    await expect(prompt).not.toContainText("is active");
  }
  expect(moved, "a Marine with a move").toBe(true);

  // End the turn: the Genestealer bot plays, and the Marines' second turn begins.
  await press(page, /^End the turn$/, { within: "hulk-buttons", back: true });
  const result = page.getByTestId("result");
  await expect
    .poll(async () => ((await result.count()) > 0 ? "over" : await phase.textContent()), { timeout: 150_000 })
    .toMatch(/over|Turn 2 · Marine turn/);
});

test("the mission map paints by keyboard: Tab to the map, arrows move the cursor, Enter paints", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("keys-map"), 60_000);
  const imported = await page.request.post("/api/documents/import", { data: sample("pitfall.mission.json") });
  expect(imported.status()).toBe(201);
  await page.goto(`/documents/${(await imported.json()).id}`);
  await expect(page.getByTestId("mission-map").locator("canvas").first()).toBeVisible();

  // Tab to the map itself (an application region), then up a level and down the deployment corridor.
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "mission-map")) break;
  }
  await expect(page.getByTestId("mission-map")).toBeFocused();
  await page.keyboard.press("]");
  for (const key of ["ArrowRight", "ArrowRight", ...Array(6).fill("ArrowDown")]) await page.keyboard.press(key);
  await expect(page.getByTestId("map-selected")).toHaveText("Selected: Upper · (1, 6) · Upper deployment corridor (corridor)");

  // Rubble (the feature tool's first feature, key 1) painted on the cursor's cell with Enter, undone with Ctrl+Z.
  await page.keyboard.press("1");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("map-selected")).toHaveText("Selected: Upper · (1, 6) · Upper deployment corridor (corridor) · rubble");
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("map-selected")).toHaveText("Selected: Upper · (1, 6) · Upper deployment corridor (corridor)");
});
