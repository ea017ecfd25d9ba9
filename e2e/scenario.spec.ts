import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { createDocument, PASSWORD, uniqueEmail } from "./helpers";

const SAMPLE = new URL("../lib/content/samples/hall.scenario.json", import.meta.url);

/** Signs up; a new library is filled with the samples, which can take a while on a busy machine. */
async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible({ timeout: 60_000 });
}

/** The sample hall, imported as the library's import does: its document id. */
async function sampleHall(page: Page): Promise<string> {
  const imported = await page.request.post("/api/documents/import", { data: JSON.parse(fs.readFileSync(SAMPLE, "utf8")) });
  expect(imported.status()).toBe(201);
  return ((await imported.json()) as { id: string }).id;
}

/** The page position of hex (q, r)'s centre, from the view transform and hex size the map exposes (flat-topped hexes). */
async function hexPoint(page: Page, q: number, r: number) {
  const map = page.getByTestId("scenario-map");
  await map.scrollIntoViewIfNeeded();
  const [vx, vy, scale] = (await map.getAttribute("data-view"))!.split(" ").map(Number);
  const size = Number(await map.getAttribute("data-hex"));
  const box = (await map.locator("canvas").first().boundingBox())!;
  const x = size * 1.5 * q,
    y = size * Math.sqrt(3) * (r + q / 2);
  return { x: box.x + vx + x * scale, y: box.y + vy + y * scale };
}

async function hoverText(page: Page, q: number, r: number): Promise<string> {
  const p = await hexPoint(page, q, r);
  await page.mouse.move(p.x, p.y);
  return (await page.getByTestId("map-hover").textContent()) ?? "";
}

test("a scenario is designed on the hex map and played against a bot", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signUp(page, "Designer", uniqueEmail("scenario"));
  const id = await sampleHall(page);
  await page.goto(`/documents/${id}`);
  await expect(page.getByTestId("scenario-map").locator("canvas").first()).toBeVisible();
  await expect(page.getByTestId("lint-summary")).toContainText("0 errors");

  // Paint: level 2 with the brush, dragged across two floor spaces of the hall.
  expect(await hoverText(page, 2, 2)).toContain("Level 0 floor");
  await page.getByRole("toolbar", { name: "Tools" }).getByRole("button", { name: /Paint/ }).click();
  await page.getByLabel("Palette").getByRole("button", { name: "2 2" }).click();
  const a = await hexPoint(page, 1, 2),
    b = await hexPoint(page, 2, 2);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => hoverText(page, 2, 2)).toContain("Level 2 floor");
  expect(await hoverText(page, 1, 2)).toContain("Level 2 floor");
  await page.screenshot({ path: "e2e/.artifacts/scenario-designer.png" });

  // Undo takes the stroke back in one step.
  await page.keyboard.press("Control+z");
  await expect.poll(() => hoverText(page, 2, 2)).toContain("Level 0 floor");
  expect(await hoverText(page, 1, 2)).toContain("Level 0 floor");

  // A rectangle of steps, then undone as well.
  await page.keyboard.press("r");
  await page.keyboard.press("s");
  const c = await hexPoint(page, -3, 1),
    d = await hexPoint(page, -3, 2);
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(d.x, d.y, { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => hoverText(page, -3, 2)).toContain("Level 0 steps");
  expect(await hoverText(page, -3, 1)).toContain("Level 0 steps");
  await page.keyboard.press("Control+z");
  await expect.poll(() => hoverText(page, -3, 2)).toContain("Level 0 floor");

  // Place a figure on a free floor space and give it a book from the library.
  await page
    .getByRole("toolbar", { name: "Tools" })
    .getByRole("button", { name: /Figure/ })
    .click();
  await page.getByLabel("Side of the new figure").selectOption({ label: "The Raiders" });
  const f = await hexPoint(page, -2, 2);
  await page.mouse.click(f.x, f.y);
  const figure = page.getByRole("group", { name: "Figure Figure" });
  await expect(figure).toBeVisible();
  const bookChoice = figure.getByLabel("Figure book");
  await expect(bookChoice.locator("option")).not.toHaveCount(1);
  const bookId = await bookChoice.locator("option").nth(1).getAttribute("value");
  await bookChoice.selectOption(bookId!);
  await expect(page.getByRole("group", { name: /^Figure (?!Figure$)/ })).toHaveCount(3);
  expect(await hoverText(page, -2, 2)).toContain("Height");
  // Its Battle Zone is drawn with the Select tool's selection; the lint still finds nothing wrong.
  await expect(page.getByTestId("lint-summary")).toContainText("0 errors");
  await page.screenshot({ path: "e2e/.artifacts/scenario-figure.png" });
  // Saved a moment after editing pauses.
  await expect(page.getByText(/Saved · v/).first()).toBeVisible({ timeout: 15_000 });

  // Play it against a bot.
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("scenario");
  await page.getByLabel("Content document").selectOption(id);
  await page.getByLabel("Seat 1 player").selectOption("human");
  await page.getByLabel("Seat 2 player").selectOption("random");
  await page.getByLabel("Seed").fill("hall-1");
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  await expect(page.getByRole("img", { name: "The terrain" })).toBeVisible({ timeout: 30_000 });
  const choices = page.getByLabel("Your choices");
  await expect(choices).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Your turn \(The Valkyrie\)/)).toBeVisible();
  const mp = page.getByTestId("scenario-mp");
  const before = Number(await mp.locator("strong").textContent());
  // A lit destination on the terrain takes a step; the points left drop by its cost.
  const lit = page.locator("[data-destination=true]").first();
  await expect(lit).toBeVisible();
  await lit.click();
  await expect.poll(async () => Number(await mp.locator("strong").textContent())).toBeLessThan(before);
  // A move button too, then end the move naming the Undefended Space.
  const log = page.getByTestId("event-log").locator(":scope > li");
  const moveButton = choices.getByRole("button", { name: /moves/ }).first();
  if ((await moveButton.count()) > 0) await moveButton.click();
  await choices.getByRole("button", { name: /End move, north undefended/ }).click();
  await expect.poll(() => log.count(), { timeout: 30_000 }).toBeGreaterThan(2);
  await expect(page.getByTestId("event-log")).toContainText("ends the move, north undefended");
  await page.screenshot({ path: "e2e/.artifacts/scenario-play.png", fullPage: true });
});

/** A whole game of the sample hall between greedy bots, as a playtest body (made by finished-scenario.ts). */
function finishedScenario(seed: string): { body: { log: unknown[] }; result: { winners: number[]; scores: number[] } } {
  const script = fileURLToPath(new URL("./finished-scenario.ts", import.meta.url));
  return JSON.parse(execFileSync(process.execPath, ["--import", "tsx", script, seed], { encoding: "utf8", maxBuffer: 1 << 28 }));
}

test("a finished scenario's victory points go into a campaign from its result panel", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Scenario GM", uniqueEmail("scengm"));
  const mirim = JSON.parse(fs.readFileSync(new URL("../lib/content/samples/mirim.book.json", import.meta.url), "utf8"));
  const imported = await page.request.post("/api/documents/import", { data: mirim });
  expect(imported.status()).toBe(201);
  const book = (await imported.json()) as { id: string };
  const campaignId = await createDocument(page, "The Fens", "Campaign");
  await page.getByRole("button", { name: "Choose a Lost Worlds book…" }).click();
  await page.getByLabel("Book", { exact: true }).selectOption(book.id);
  await page.getByLabel("Character name").fill("Mirim");
  await page.getByRole("button", { name: "Add to roster" }).click();
  await expect(page.getByTestId("roster").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

  // The Valkyrie (Mirim) defeats Brannoc, a figure nobody on the roster plays, for 10 points.
  const { body, result } = finishedScenario("a");
  expect(result.winners).toEqual([0]);
  const created = await page.request.post("/api/documents", { data: { kind: "playtest", title: "The hall, played", body } });
  expect(created.status()).toBe(201);
  await page.goto(`/documents/${((await created.json()) as { id: string }).id}`);
  await expect(page.getByTestId("result")).toBeVisible({ timeout: 30_000 });
  const panel = page.getByRole("region", { name: "Record in a campaign" });
  await expect(panel.getByLabel("Campaign")).toHaveValue(campaignId);
  await expect(panel).toContainText("10 victory points");
  // Mirim's figure is preselected from its book; Brannoc is nobody's.
  await expect(panel.getByLabel("Character for Mirim")).toHaveValue("mirim");
  await expect(panel.getByLabel("Character for Brannoc")).toHaveValue("");
  await panel.getByRole("button", { name: "Record in campaign" }).click();
  await expect(page.getByTestId("recorded")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Record in campaign" })).toBeDisabled();

  // A sole survivor of the winning side takes all the victory points, plus Brannoc's 14 body points for defeating him.
  await page.getByRole("link", { name: "Open the campaign" }).click();
  await expect(page.getByTestId("timeline")).toContainText("battle · Scenario: The Valkyrie vs The Raiders");
  await expect(page.getByTestId("xp-mirim")).toHaveText("24");
});

test("two browsers play a scenario live to a result", async ({ browser }) => {
  test.setTimeout(300_000);
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const a = await alice.newPage();
  const b = await bob.newPage();
  await signUp(a, "Alice", uniqueEmail("scenalice"));
  const bobEmail = uniqueEmail("scenbob");
  await signUp(b, "Bob", bobEmail);
  const id = await sampleHall(a);
  expect((await a.request.post(`/api/documents/${id}/shares`, { data: { email: bobEmail, role: "viewer" } })).status()).toBe(200);

  await a.goto("/play");
  await a.getByRole("combobox", { name: "Game" }).selectOption("scenario");
  await a.getByLabel("Content document").selectOption(id);
  await a.getByLabel("Live, with someone in another browser").check();
  await a.getByRole("button", { name: "Create live match" }).click();
  await a.waitForURL(/\/live\//);
  const link = (await a.getByTestId("live-link").textContent())!;
  await b.goto(link);
  await b.getByRole("button", { name: /^Join as / }).click();
  await expect(b.getByTestId("live-seat-1")).toContainText("you");
  for (const p of [a, b]) await expect(p.getByRole("img", { name: "The terrain" })).toBeVisible({ timeout: 30_000 });

  // Nobody moves: each side ends its figure's move where it stands, turn after turn, in whichever
  // order initiative gives, until the turn limit; the Raiders' survival is then the only points.
  const endMove = (p: Page) => p.getByLabel("Your choices").getByRole("button", { name: "End move, north undefended" });
  for (let step = 0; ; step++) {
    expect(step).toBeLessThan(40);
    let mover: Page | null = null;
    await expect
      .poll(
        async () => {
          if (await a.getByTestId("result").isVisible()) return "over";
          for (const p of [a, b]) {
            if (await endMove(p).isVisible()) {
              mover = p;
              return "move";
            }
          }
          return "waiting";
        },
        { timeout: 30_000 },
      )
      .not.toBe("waiting");
    if (!mover) break;
    const p: Page = mover;
    // The move is in once this page shows a newer version of the match (initiative may give the
    // same side the next move, so the button need not go away).
    const version = Number(await p.getByTestId("live-match").getAttribute("data-version"));
    await endMove(p).click();
    await expect
      .poll(async () => Number(await p.getByTestId("live-match").getAttribute("data-version")), { timeout: 30_000 })
      .toBeGreaterThan(version);
  }
  for (const p of [a, b]) await expect(p.getByTestId("result")).toContainText("The Raiders won", { timeout: 30_000 });
  await a.screenshot({ path: test.info().outputPath("scenario-live.png"), fullPage: true });
  await Promise.all([alice.close(), bob.close()]);
});
