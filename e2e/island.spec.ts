import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

const SAMPLE = new URL("../lib/content/samples/lost.island.json", import.meta.url);

/** The sample island, imported as the library's import does: its document id. */
async function sampleIsland(page: Page): Promise<string> {
  const imported = await page.request.post("/api/documents/import", { data: JSON.parse(fs.readFileSync(SAMPLE, "utf8")) });
  expect(imported.status()).toBe(201);
  return ((await imported.json()) as { id: string }).id;
}

async function startIsland(page: Page, id: string, players: number, rules: "beginner" | "advanced", bot: string) {
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("island");
  await page.getByLabel("Content document").selectOption(id);
  await page.getByLabel("Players", { exact: true }).fill(String(players));
  await page.getByLabel("Rules", { exact: true }).selectOption(rules);
  for (let i = 2; i <= players; i++) await page.getByLabel(`Seat ${i} player`).selectOption(bot);
  await expect(page.getByLabel(`Seat ${players + 1} player`)).toHaveCount(0);
  await page.getByLabel("Seat 1 player").selectOption("human");
  await page.getByLabel("Seed").fill(`island-${players}`);
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
}

test("Lost: The Board Game, 2 seats: a person against a greedy bot on the sample island", async ({ page }) => {
  await signUp(page, "Castaway", uniqueEmail("island"));
  await startIsland(page, await sampleIsland(page), 2, "beginner", "greedy");
  await expect(page.getByRole("img", { name: "The island" })).toBeVisible({ timeout: 30_000 });
  const choices = page.getByLabel("Your choices");
  await expect(choices).toBeVisible({ timeout: 30_000 });
  // The first choice is the Starting Character: the two dealt Characters are shown beside the board.
  await expect(page.getByText("Dealt to you")).toBeVisible();
  const log = page.getByTestId("event-log").locator(":scope > li");
  const before = await log.count();
  await choices.getByRole("button").first().click();
  await expect.poll(() => log.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  // Play on: take the first choice offered each time, a dozen times, unless the game ends or the
  // person's last Character is led away or killed (the bot then plays on alone).
  const state = async () =>
    (await page.getByTestId("result").count()) > 0
      ? "over"
      : (await page.getByTestId("island-mine").getAttribute("data-count")) === "0" && (await page.getByText("Dealt to you").count()) === 0
        ? "out"
        : (await choices.count()) > 0
          ? "choose"
          : "wait";
  for (let k = 0; k < 12; k++) {
    await expect.poll(state, { timeout: 30_000 }).not.toBe("wait");
    if ((await state()) !== "choose") break;
    const n = await log.count();
    await choices.getByRole("button").first().click();
    await expect.poll(() => log.count(), { timeout: 30_000 }).toBeGreaterThan(n);
  }
  await expect(page.getByText("Your Characters")).toBeVisible();
  await page.screenshot({ path: "e2e/.artifacts/island-board.png", fullPage: true });
});

test("Lost: The Board Game, 8 seats: seven random bots draft round the person", async ({ page }) => {
  await signUp(page, "Eight", uniqueEmail("island8"));
  await startIsland(page, await sampleIsland(page), 8, "advanced", "random");
  const svg = page.getByRole("img", { name: "The island" });
  await expect(svg).toBeVisible({ timeout: 30_000 });
  // 64 tiles and 8 Starting Locations on the 8 × 8 island.
  await expect(svg.locator("[data-loc]")).toHaveCount(72);
  await expect(page.getByLabel("Your choices")).toBeVisible({ timeout: 60_000 });
});

test("the island editor changes a Character's Power and keeps it", async ({ page }) => {
  await signUp(page, "Designer", uniqueEmail("island-ed"));
  const id = await sampleIsland(page);
  await page.goto(`/documents/${id}`);
  await page.getByRole("tab", { name: "Characters" }).click();
  const power = page.getByLabel("Power", { exact: true }).first();
  await expect(power).toHaveValue("4");
  await power.fill("6");
  await expect(page.getByLabel("Totals")).toContainText("Characters: 17");
  // Saved a moment after editing pauses: a reload shows it.
  await expect
    .poll(
      async () => {
        const doc = await (await page.request.get(`/api/documents/${id}`)).json();
        return doc.body?.characters?.[0]?.power;
      },
      { timeout: 30_000 },
    )
    .toBe(6);
  await page.reload();
  await page.getByRole("tab", { name: "Characters" }).click();
  await expect(page.getByLabel("Power", { exact: true }).first()).toHaveValue("6");
});

/** The page position of place (q, r)'s centre on the layout board (flat-topped hexes). */
async function placePoint(page: Page, q: number, r: number) {
  const board = page.getByTestId("island-layout-board");
  await board.scrollIntoViewIfNeeded();
  const [vx, vy, scale] = (await board.getAttribute("data-view"))!.split(" ").map(Number);
  const size = Number(await board.getAttribute("data-hex"));
  const box = (await board.locator("canvas").first().boundingBox())!;
  return { x: box.x + vx + size * 1.5 * q * scale, y: box.y + vy + size * Math.sqrt(3) * (r + q / 2) * scale };
}

test("the island layout board paints by mouse and keyboard, undoes, counts and keeps it", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signUp(page, "Designer", uniqueEmail("island-layout"));
  const id = await sampleIsland(page);
  await page.goto(`/documents/${id}`);
  await page.getByRole("tab", { name: "Layouts & Monster" }).click();
  const board = page.getByTestId("island-layout-board");
  await expect(board.locator("canvas").first()).toBeVisible();
  await expect(page.getByLabel("Layout on the board")).toHaveValue("0");
  const counts = page.getByTestId("island-layout-counts");
  const laid = (back: RegExp) => counts.getByRole("row", { name: back }).locator("td").first();
  await expect(laid(/^Shoreline/)).toHaveText("12");
  await expect(laid(/^Inner Island/)).toHaveText("4");
  await expect(laid(/^Starting Locations/)).toHaveText("8");

  // By mouse: the Inner Island back dragged across two Shoreline tiles of the top row (one command).
  await page
    .getByRole("toolbar", { name: "Layout tools" })
    .getByRole("button", { name: /^Inner Island back/ })
    .click();
  const a = await placePoint(page, 1, 0),
    b = await placePoint(page, 2, -1);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await expect(laid(/^Shoreline/)).toHaveText("10");
  await expect(laid(/^Inner Island/)).toHaveText("6");
  await expect(page.getByTestId("island-layout-cursor")).toContainText("Cursor: column 2, row 1: Inner Island tile, random");
  // Undo takes the stroke back in one step.
  await page.keyboard.press("Control+z");
  await expect(laid(/^Shoreline/)).toHaveText("12");
  await expect(laid(/^Inner Island/)).toHaveText("4");

  // By keyboard: Tab from the toolbar reaches the board; the arrow moves the cursor down to an
  // Inner Island tile, 1 lays a Shoreline tile there, R turns it, 0 clears it and T puts a
  // Starting Location there.
  await page.getByRole("toolbar", { name: "Layout tools" }).getByRole("button", { name: "Select" }).focus();
  await page.keyboard.press("Tab");
  await expect(board).toBeFocused();
  const cursor = page.getByTestId("island-layout-cursor");
  await expect(cursor).toContainText("Cursor: column 2, row 1: Shoreline tile, random");
  await page.keyboard.press("ArrowDown");
  await expect(cursor).toContainText("Cursor: column 2, row 2: Inner Island tile, random");
  await page.keyboard.press("1");
  await expect(laid(/^Shoreline/)).toHaveText("13");
  await expect(laid(/^Inner Island/)).toHaveText("3");
  await page.keyboard.press("r");
  await expect(cursor).toContainText("turned 1/6");
  await page.keyboard.press("0");
  await expect(laid(/^Shoreline/)).toHaveText("12");
  await page.keyboard.press("t");
  await expect(laid(/^Starting Locations/)).toHaveText("9");
  await expect(cursor).toContainText("column 2, row 2: Starting Location");
  // A Location tile named for a place: the select beside the board, for the cursor's tile.
  await page.keyboard.press("ArrowUp");
  await expect(cursor).toContainText("Cursor: column 2, row 1: Shoreline tile, random");
  const tileSelect = page.getByLabel("Location tile at the cursor");
  const shoreName = (await tileSelect.locator("optgroup[label='Shoreline'] option").first().textContent())!;
  await tileSelect.selectOption({ label: shoreName });
  await expect(cursor).toContainText(`"${shoreName}"`);
  await page.screenshot({ path: test.info().outputPath("island-layout-board.png") });
  // The table under the board edits a layout's players; fewer most players than least is refused.
  const layouts = page.getByRole("table", { name: "Layouts" });
  await layouts.getByLabel("Least players").nth(1).fill("5");
  await expect(page.getByRole("alert").filter({ hasText: "Expected at least the minimum number of players" })).toBeVisible();
  await expect(layouts.getByLabel("Least players").nth(1)).toHaveValue("2");

  // Saved a moment after editing pauses: a reload shows the layout as left.
  await expect
    .poll(
      async () => {
        const doc = await (await page.request.get(`/api/documents/${id}`)).json();
        const l = doc.body?.layouts?.[0];
        return l ? [l.cells.length, l.starts.length, l.cells.filter((c: { tile: string | null }) => c.tile).length] : null;
      },
      { timeout: 30_000 },
    )
    .toEqual([15, 9, 1]);
  await page.reload();
  await page.getByRole("tab", { name: "Layouts & Monster" }).click();
  await expect(laid(/^Shoreline/)).toHaveText("12");
  await expect(laid(/^Inner Island/)).toHaveText("3");
  await expect(laid(/^Starting Locations/)).toHaveText("9");

  // A new island of 4 × 3 tiles: its border Shoreline, its inside Inner Island, shown on the board.
  const made = page.getByRole("form", { name: "New layout" });
  await made.getByLabel("New layout columns").fill("4");
  await made.getByLabel("New layout rows").fill("3");
  await made.getByRole("button", { name: "Add layout" }).click();
  await expect(page.getByLabel("Layout on the board").locator("option:checked")).toHaveText("Island 4 × 3");
  await expect(laid(/^Shoreline/)).toHaveText("10");
  await expect(laid(/^Inner Island/)).toHaveText("2");
  await expect(laid(/^Starting Locations/)).toHaveText("8");
});

test("the lab sweeps the sample island over the number of players, plotted", async ({ page }) => {
  await signUp(page, "Surveyor", uniqueEmail("island-sweep"));
  const id = await sampleIsland(page);
  await page.goto("/simulate");
  await page.getByRole("combobox", { name: "Game" }).selectOption("island");
  await page.getByRole("tab", { name: "Sweep the number of players" }).click();
  const form = page.getByRole("form", { name: "Sweep settings" });
  await form.getByLabel("Island").selectOption(id);
  // Nine players is more than the game seats: the answer says so, and nothing runs.
  await form.getByLabel("Player counts").fill("2, 9");
  await form.getByRole("button", { name: /Run/ }).click();
  await expect(page.locator(".error[role=alert]")).toHaveText("Players: at most 8");

  await form.getByLabel("Player counts").fill("2, 4");
  await form.getByLabel("Games per point").fill("4");
  await form.getByLabel("Workers").fill("1");
  await form.getByRole("button", { name: /Run/ }).click();
  const rows = page.getByTestId("sweep-results").locator("tbody tr");
  await expect(rows).toHaveCount(2, { timeout: 120_000 });
  await expect(rows.nth(0).locator("td").first()).toHaveText("2");
  await expect(rows.nth(1).locator("td").first()).toHaveText("4");
  await expect(page.getByRole("figure", { name: "Seat 1's win rate by number of players" }).locator("svg").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("island-sweep.png"), fullPage: true });
});

test("two browsers play the island live: each is dealt its own Characters, and every choice reaches both", async ({ browser }) => {
  test.setTimeout(240_000);
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const a = await alice.newPage();
  const b = await bob.newPage();
  await signUp(a, "Alice", uniqueEmail("isl-alice"));
  const bobEmail = uniqueEmail("isl-bob");
  await signUp(b, "Bob", bobEmail);
  const id = await sampleIsland(a);
  expect((await a.request.post(`/api/documents/${id}/shares`, { data: { email: bobEmail, role: "viewer" } })).status()).toBe(200);

  await a.goto("/play");
  await a.getByRole("combobox", { name: "Game" }).selectOption("island");
  await a.getByLabel("Content document").selectOption(id);
  await a.getByLabel("Players", { exact: true }).fill("2");
  await a.getByLabel("Rules", { exact: true }).selectOption("beginner");
  await a.getByLabel("Live, with someone in another browser").check();
  await a.getByRole("button", { name: "Create live match" }).click();
  await a.waitForURL(/\/live\//);
  const link = (await a.getByTestId("live-link").textContent())!;
  await b.goto(link);
  await b.getByRole("button", { name: /^Join as / }).click();
  await expect(b.getByTestId("live-seat-1")).toContainText("you");
  for (const p of [a, b]) await expect(p.getByRole("img", { name: "The island" })).toBeVisible({ timeout: 30_000 });

  // Whoever has a choice takes the first one offered; the other browser sees the same log grow.
  const version = (p: Page) => p.getByTestId("live-match").getAttribute("data-version").then(Number);
  const choices = (p: Page) => p.getByLabel("Your choices");
  let moves = 0;
  let draftSeen = 0;
  for (let step = 0; step < 10; step++) {
    let mover: Page | null = null;
    await expect
      .poll(
        async () => {
          if (await a.getByTestId("result").isVisible()) return "over";
          for (const p of [a, b])
            if (await choices(p).isVisible()) {
              mover = p;
              return "choose";
            }
          return "waiting";
        },
        { timeout: 30_000 },
      )
      .not.toBe("waiting");
    if (!mover) break;
    const p: Page = mover;
    const other = p === a ? b : a;
    // A Starting Character draft is dealt face down to the one choosing: the other browser never sees it.
    if (await p.getByText("Dealt to you").isVisible()) {
      draftSeen++;
      await expect(other.getByText("Dealt to you")).toHaveCount(0);
    }
    const v = await version(p);
    await choices(p).getByRole("button").first().click();
    await expect.poll(() => version(p), { timeout: 30_000 }).toBeGreaterThan(v);
    await expect.poll(() => version(other), { timeout: 30_000 }).toBeGreaterThan(v);
    moves++;
  }
  expect(moves).toBeGreaterThan(3);
  expect(draftSeen).toBeGreaterThan(0);
  const logA = await a.getByTestId("event-log").locator(":scope > li").allTextContents();
  await expect.poll(() => b.getByTestId("event-log").locator(":scope > li").allTextContents()).toEqual(logA);
  await a.screenshot({ path: test.info().outputPath("island-live.png"), fullPage: true });
  await Promise.all([alice.close(), bob.close()]);
});
