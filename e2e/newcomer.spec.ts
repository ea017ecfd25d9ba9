// A newcomer's first hour at a laptop's screen: a new account finds every game's samples in its
// library and plays each one within five clicks, sides named by their role, set-up placed for them,
// the board and its controls on one screen, and a playtest reopened where it was left.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./helpers";

test.use({ viewport: { width: 1366, height: 768 } });

/** Sign-up as in helpers.ts, with time for the first library (every sample is delivered to it). */
async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible({ timeout: 60_000 });
}

/** The library row of a sample, by a piece of its title. */
function sampleRow(page: Page, title: string, not?: string): Locator {
  const rows = page.getByTestId("document-row").filter({ hasText: title });
  return not ? rows.filter({ hasNotText: not }) : rows;
}

/** Whether the element's top edge is on the first screen (no scrolling needed to see it start). */
async function startsOnScreen(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  return !!box && box.y >= 0 && box.y < page.viewportSize()!.height - 150;
}

/** Clicks the centre of hex "q,r" on the Lost Patrol table. */
async function clickHex(page: Page, key: string) {
  const canvas = page.getByTestId("lp-canvas");
  const view = JSON.parse((await canvas.getAttribute("data-view"))!) as { x: number; y: number; scale: number; size: number };
  const [q, r] = key.split(",").map(Number);
  const box = (await canvas.locator("canvas").first().boundingBox())!;
  const unit = view.size * view.scale;
  await page.mouse.click(box.x + view.x + unit * Math.sqrt(3) * (q + r / 2), box.y + view.y + unit * 1.5 * r);
}

/** Clicks the centre of the space "level:x,y" on the Space Hulk map. */
async function clickSpace(page: Page, where: string) {
  const canvas = page.getByTestId("hulk-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const view = JSON.parse((await canvas.getAttribute("data-view"))!) as {
    x: number;
    y: number;
    scale: number;
    cell: number;
    stride: number;
  };
  const [level, x, y] = where.split(/[:,]/).map(Number);
  const box = (await canvas.locator("canvas").first().boundingBox())!;
  await page.mouse.click(
    box.x + view.x + (level * view.stride + (x + 0.5) * view.cell) * view.scale,
    box.y + view.y + (y + 0.5) * view.cell * view.scale,
  );
}

test("a new account plays each game from its samples within five clicks, and a playtest reopens where it was left", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Newcomer", uniqueEmail("newcomer"));
  const log = page.getByTestId("event-log").locator(":scope > li");

  // Lost Patrol. Click 1: "Play Lost Patrol" on the sample deck; click 2: Start playtest.
  await sampleRow(page, "Moraz III jungle", "38 tiles").getByRole("link", { name: "Play Lost Patrol" }).click();
  await expect(page.getByLabel("Seat 1 player")).toHaveValue("human");
  await expect(page.getByLabel("Seat 2 player")).toHaveValue("random");
  // A known deal (typing, not a click): the set-up the Lost Patrol spec plays too.
  await page.getByLabel("Seed").fill("lp-e2e");
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  // The game is named once in the title; the sides by their role, and whose turn it is in words.
  await expect(page.getByLabel("Document title")).toHaveValue(/^Lost Patrol: Moraz III jungle \(/);
  await expect(page.getByTestId("turn")).toHaveText("Your turn (Soldiers).", { timeout: 30_000 });
  await expect(page.getByTestId("lp-targets")).toContainText("to move to (yellow)");
  await expect(page.getByTestId("lp-targets")).not.toContainText(/-?\d+,-?\d+/);
  expect(await startsOnScreen(page, page.getByTestId("lp-canvas"))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("lostpatrol-1366.png") });
  // Click 3: a soldier moves.
  const before = await log.count();
  const targets = (await page.getByTestId("lp-targets").getAttribute("data-targets")) ?? "";
  await clickHex(page, /(-?\d+,-?\d+) \(move\)/.exec(targets)![1]);
  await expect(log).toHaveCount(before + 1);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });
  // Reopened, the same position.
  const step = await page.getByTestId("step").textContent();
  await page.reload();
  await expect(page.getByTestId("step")).toHaveText(step!);
  await expect(page.getByTestId("turn")).toHaveText("Your turn (Soldiers).");

  // Space Hulk. Click 1: Play; click 2: Start; click 3: Place for me; clicks 4 and 5: a Marine moves.
  await page.goto("/");
  await sampleRow(page, "Pitfall").getByRole("link", { name: "Play Space Hulk" }).click();
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  await expect(page.getByLabel("Document title")).toHaveValue(/^Space Hulk: Pitfall \(/);
  await page.getByRole("button", { name: "Place for me" }).click();
  await expect(page.getByTestId("hulk-phase")).toHaveText("Turn 1 · Marine turn", { timeout: 30_000 });
  await expect(page.getByTestId("turn")).toHaveText("Your turn (Marines).");
  await expect(page.getByTestId("hulk-targets")).toContainText("highlighted");
  expect(await startsOnScreen(page, page.getByTestId("hulk-canvas"))).toBe(true);
  await page.screenshot({ path: test.info().outputPath("hulk-1366.png") });
  const target = async (type: string) =>
    new RegExp(`(\\d+:\\d+,\\d+) \\([a-z/-]*\\b${type}\\b[a-z/-]*\\)`).exec(
      (await page.getByTestId("hulk-targets").getAttribute("data-targets")) ?? "",
    )?.[1] ?? null;
  await clickSpace(page, (await target("activate"))!);
  await expect(page.getByTestId("hulk-prompt")).toContainText("is active");

  // Lost Worlds. Click 1: Play on a book; click 2: Start; a duel of two different characters.
  await page.goto("/");
  await sampleRow(page, "Mirim").getByRole("link", { name: "Play Lost Worlds" }).click();
  const a = await page.getByLabel("Book A (seat 1)").inputValue();
  await expect(page.getByLabel("Book B (seat 2)")).not.toHaveValue(a);
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  await expect(page.getByLabel("Document title")).toHaveValue(/^Lost Worlds: .*Mirim vs Brannoc/);
  await expect(page.getByLabel("Document title")).not.toHaveValue(/\(Lost Worlds\)/);
  await expect(page.getByTestId("turn")).toContainText("Your turn (");
  // Click 3: a maneuver.
  await page.getByRole("region", { name: "Your maneuvers" }).getByRole("button").and(page.locator(":enabled")).first().click();
  await expect(page.getByTestId("lw-exchanges").locator("tbody tr")).toHaveCount(1, { timeout: 30_000 });
  // Every maneuver is on the first screen, the last row (Extended Range) included.
  await page.evaluate(() => window.scrollTo(0, 0));
  const last = (await page.getByRole("region", { name: "Your maneuvers" }).getByRole("button").last().boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(768);
  await page.screenshot({ path: test.info().outputPath("lostworlds-1366.png") });
});

test("the lab speaks of sides and outcomes, and its first run finishes games", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Labrat", uniqueEmail("lab"));
  await page.goto("/simulate");
  await page.getByRole("combobox", { name: "Game" }).selectOption("lostpatrol");
  await expect(page.getByText("Play with: tile set")).toBeVisible();
  await expect(page.getByLabel("Bot for seat 1")).toHaveValue("greedy");
  await page.getByLabel("Games", { exact: true }).fill("20");
  await page.getByRole("button", { name: "Run simulation" }).click();
  const results = page.getByTestId("sim-results");
  await expect(results).toContainText("Soldiers", { timeout: 60_000 });
  await expect(results).toContainText("Monsters");
  const outcomes = page.getByRole("region", { name: "Results" });
  await expect(outcomes).not.toContainText("turnLimit");
  await expect(outcomes).not.toContainText("lostInSplit");
});

test("a ruleset is a form of labelled numbers, and an import is saved at once", async ({ page }) => {
  await signUp(page, "Rules", uniqueEmail("rules"));
  await sampleRow(page, "Space Hulk base rules").getByRole("link").first().click();
  await expect(page.getByLabel("Marine action points")).toHaveValue("4");
  await expect(page.getByText("Pitfall supplement").first()).toBeVisible();
  await expect(page.locator("body")).not.toContainText('"type": "doc"');
  await page.getByLabel("Marine action points").fill("5");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v2/, { timeout: 15_000 });
});

test("a new book starts from a copy of a sample, with nothing to fix", async ({ page }) => {
  await signUp(page, "Author", uniqueEmail("author"));
  await page.getByLabel("New document kind").selectOption({ label: "Lost Worlds book" });
  await page.getByLabel("Start from").selectOption({ label: "A copy of Brannoc, Warden of the Fens" });
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL(/\/documents\/[^/]+$/);
  await expect(page.getByLabel("Document title")).toHaveValue("New Lost Worlds book");
  await expect(page.getByText("Lint (0 errors")).toBeVisible();
});
