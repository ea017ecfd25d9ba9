import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, signUp, uniqueEmail } from "./helpers";

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

  // A rectangle by Shift+arrows, painted with the wall brush (W) by Enter as one undo step.
  const selectedText = page.getByTestId("map-selected");
  await page.keyboard.press("w");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(selectedText).toContainText("· rectangle (1, 6) to (3, 6), 3 × 1 cells: Enter paints it");
  await page.screenshot({ path: test.info().outputPath("mission-map-rectangle.png") });
  await page.keyboard.press("Enter");
  await expect(selectedText).toHaveText(/^Selected: Upper · \(3, 6\) · wall$/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(selectedText).toHaveText(/^Selected: Upper · \(1, 6\) · wall$/);
  await page.keyboard.press("Control+z");
  await expect(selectedText).toHaveText("Selected: Upper · (1, 6) · Upper deployment corridor (corridor)");

  // Escape lets a marked rectangle go without painting it.
  await page.keyboard.press("Shift+ArrowDown");
  await expect(selectedText).toContainText("rectangle (1, 6) to (1, 7), 1 × 2 cells");
  await page.keyboard.press("Escape");
  await expect(selectedText).not.toContainText("rectangle");

  // The shortcuts panel lists the map's cursor keys while the map is open.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog");
  await expect(help).toContainText("Mission map cursor");
  await expect(help).toContainText("Mark a rectangle from the cursor's cell");
  await expect(help).toContainText("Shift+Arrows");
  await page.screenshot({ path: test.info().outputPath("mission-map-help.png") });
});

test("the mission map holds its place with a status line until its canvas code arrives, then Tab reaches it", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("keys-map-wait"), 60_000);
  const imported = await page.request.post("/api/documents/import", { data: sample("pitfall.mission.json") });
  expect(imported.status()).toBe(201);
  const path = `/documents/${(await imported.json()).id}`;
  // The scripts the page's HTML names paint it; any other (the canvas and konva) is held back.
  const html = await (await page.request.get(path)).text();
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (!html.includes(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  await page.goto(path);
  const waiting = page.getByRole("status").filter({ hasText: "Loading the mission map…" });
  await expect(waiting).toBeVisible();
  // The placeholder keeps the map's height, so nothing under it moves when the map comes.
  // (Measured again until it holds: hydration may put a new placeholder where the server's stood.)
  const placeholder = page.locator("[data-canvas-loading]");
  await expect.poll(async () => (await placeholder.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(500);
  await page.screenshot({ path: test.info().outputPath("mission-map-loading.png") });
  release();
  await expect(page.getByTestId("mission-map").locator("canvas").first()).toBeVisible();
  await expect(waiting).toHaveCount(0);
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "mission-map")) break;
  }
  await expect(page.getByTestId("mission-map")).toBeFocused();
});

test("a rich-text field opens its editor by keyboard and keeps what is typed while the editor loads", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("keys-rich"), 60_000);
  const created = await page.request.post("/api/documents", { data: { kind: "ruleset", title: "Typed notes" } });
  expect(created.status()).toBe(201);
  await page.goto(`/documents/${(await created.json()).id}`);
  // Until it is focused the field shows its text without the editor's code.
  const notes = page.getByLabel("Notes", { exact: true });
  await expect(notes).toHaveAttribute("data-testid", "rich-text-preview");
  // Keys reach the field only once the page has hydrated (before that nothing listens).
  await hydrated(notes);
  await page.screenshot({ path: test.info().outputPath("ruleset-notes-preview.png") });
  await notes.focus();
  await page.keyboard.type("Marines first.");
  await expect(page.getByLabel("Notes", { exact: true })).toHaveAttribute("contenteditable", "true");
  // The caret goes to the end of the notes the blank ruleset starts with.
  await expect(page.getByLabel("Notes", { exact: true })).toHaveText(/Marines first\.$/);
  await page.screenshot({ path: test.info().outputPath("ruleset-notes-open.png") });
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v2", { timeout: 20_000 });
});

test("someone who moves to another field while a rich-text editor loads keeps typing there", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("keys-rich-move"), 60_000);
  const created = await page.request.post("/api/documents", { data: { kind: "ruleset", title: "Moved on" } });
  expect(created.status()).toBe(201);
  await page.goto(`/documents/${(await created.json()).id}`);
  await expect(page.getByLabel("Notes", { exact: true })).toHaveAttribute("data-testid", "rich-text-preview");
  await hydrated(page.getByLabel("Notes", { exact: true }));
  // The editor's code is held back until the person has moved on and typed in the title.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Notes", { exact: true }).focus();
  await page.keyboard.type("Marines first.");
  const title = page.getByLabel("Document title");
  await title.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" II");
  await expect(title).toHaveValue("Moved on II");
  release();
  // The notes get what was typed in them; the title keeps the focus and its own keys.
  await expect(page.getByLabel("Notes", { exact: true })).toHaveAttribute("contenteditable", "true");
  await expect(page.getByLabel("Notes", { exact: true })).toHaveText(/Marines first\.$/);
  await expect(title).toBeFocused();
  await page.keyboard.type("!");
  await expect(title).toHaveValue("Moved on II!");
  await expect(page.getByLabel("Notes", { exact: true })).toHaveText(/Marines first\.$/);
});

// The boards themselves by keyboard: Tab to the board, the arrows move its cursor, Enter acts
// (and Enter again on the first of a choice, which takes the focus), through the shared cursor.

/** Presses Tab until the board's cursor frame (by its test id) has the focus. */
async function focusBoard(page: Page, testId: string) {
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((id) => (document.activeElement as HTMLElement | null)?.dataset.testid === id, testId)) return;
  }
  throw new Error(`the board ${testId} was not reached by Tab`);
}

/** Arrows until the cursor's words offer an action (not only a pick), walking the board in rows. */
async function arrowToAction(page: Page, text: Locator) {
  const keys = ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowDown"];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press(keys[Math.floor(i / 8) % keys.length]);
    if (/Enter: (?!Pick)/.test((await text.textContent()) ?? "")) return;
  }
  throw new Error("no space with an action reached by the arrows");
}

test("Lost Patrol on the board cursor: Tab to the table, arrows to a place, Enter lays the drawn tile", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("cursor-lp"), 60_000);
  expect((await page.request.post("/api/documents/import", { data: sample("lost-patrol.tileset.json") })).status()).toBe(201);
  await startPlaytest(page, "lostpatrol", ["human", "human"], "lp-cursor");
  await press(page, /^I am Monsters: show my side$/);
  await expect(page.getByTestId("lp-phase")).toContainText("Set-up");
  const tiles = async () => Number(/(\d+) tiles? on the table/.exec((await page.getByTestId("canvas-summary").textContent()) ?? "")?.[1]);
  const before = await tiles();

  await focusBoard(page, "lp-cursor");
  const text = page.getByTestId("lp-cursor-text");
  await expect(text).toContainText("Press an arrow key");
  await arrowToAction(page, text);
  await expect(text).toContainText(/of the start: an empty place\. Enter: /);
  await page.screenshot({ path: test.info().outputPath("lostpatrol-board-cursor.png") });
  const cursorAt = await page.getByTestId("lp-cursor").getAttribute("data-cursor");
  await page.keyboard.press("Enter");
  // A place takes the tile in several turns: the choice opens with its first turn focused.
  if (await page.getByTestId("lp-cursor-choice").isVisible()) {
    await expect(page.getByTestId("lp-cursor-choice").getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect.poll(tiles).toBe(before + 1);
  await expect(page.getByTestId("event-log")).toContainText("Monsters: Lay at");
  await expect(text).toContainText("Done: Lay at");
  // The tile lies where the cursor stood, and the focus is back on the table.
  await expect(text).toContainText("a laid tile");
  await expect(page.getByTestId("lp-cursor")).toHaveAttribute("data-cursor", cursorAt!);
  await expect(page.getByTestId("lp-cursor")).toBeFocused();
});

test("Space Hulk on the board cursor: Tab to the map, arrows to a shaded space, Enter places a counter", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("cursor-hulk"), 60_000);
  expect((await page.request.post("/api/documents/import", { data: sample("pitfall.mission.json") })).status()).toBe(201);
  await startPlaytest(page, "hulk", ["human", "greedy"], "hulk-cursor");
  const prompt = page.getByTestId("hulk-prompt");
  await expect(prompt).toContainText("to place a face-down counter (0 placed)", { timeout: 30_000 });

  await focusBoard(page, "hulk-cursor");
  const text = page.getByTestId("hulk-cursor-text");
  await arrowToAction(page, text);
  await expect(text).toContainText(/square \d+ of \d+: empty\. Enter: Place a face-down counter/);
  await page.screenshot({ path: test.info().outputPath("hulk-board-cursor.png") });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("event-log")).toContainText("Place a face-down counter");
  await expect(text).toContainText("Done: Place a face-down counter");
  await expect(prompt).not.toContainText("(0 placed)");
  await expect(page.getByTestId("hulk-cursor")).toBeFocused();

  // The shortcuts help lists the board cursor's keys while the board is on the page.
  await page.keyboard.press("?");
  await expect(page.getByRole("heading", { name: "Board cursor" })).toBeVisible();
});

test("the island on the board cursor: a Starting Character from the list, then a move by arrows and Enter", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("cursor-island"), 60_000);
  const imported = await page.request.post("/api/documents/import", { data: sample("lost.island.json") });
  expect(imported.status()).toBe(201);
  const islandId = ((await imported.json()) as { id: string }).id;
  await startPlaytest(page, "island", ["human", "greedy"], "island-keys", async (p) => {
    await p.getByLabel("Content document").selectOption(islandId);
    await p.getByLabel("Players", { exact: true }).fill("2");
  });
  const turn = page.getByTestId("island-turn");
  const log = page.getByTestId("event-log");

  // The draft is a choice of Characters, not a place: it is taken from the list of choices.
  await expect(page.getByTestId("island-choices")).toBeVisible({ timeout: 30_000 });
  await press(page, /^(Start with|Keep both, )/, { within: "island-choices" });
  await expect(log).toContainText("Player 1 starts with");
  await expect(turn).toHaveText("Round 1 · Player 1's turn", { timeout: 60_000 });

  // The move: Tab to the island, the arrows to a Location a Character may go to, Enter.
  await focusBoard(page, "island-cursor");
  const text = page.getByTestId("island-cursor-text");
  await expect(text).toContainText("Press an arrow key");
  await arrowToAction(page, text);
  await expect(text).toContainText(/Enter: (Move .+ to|choose from \d+ actions \(Move )/);
  await page.screenshot({ path: test.info().outputPath("island-board-cursor.png") });
  const cursorAt = await page.getByTestId("island-cursor").getAttribute("data-cursor");
  await page.keyboard.press("Enter");
  // Two Characters may go there: the choice opens with the first focused.
  if (await page.getByTestId("island-cursor-choice").isVisible()) {
    await expect(page.getByTestId("island-cursor-choice").getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect(log).toContainText(/Move .+ to .+ moves to /);
  await expect(text).toContainText("Done: Move");
  // The Character stands where the cursor stood, and the focus is back on the island.
  await expect(page.getByTestId("island-cursor")).toHaveAttribute("data-cursor", cursorAt!);
  await expect(page.getByTestId("island-cursor")).toBeFocused();
  await page.screenshot({ path: test.info().outputPath("island-board-moved.png") });

  // The island is taller than the window: walking the cursor to its far shore scrolls the page
  // with it, so the ring stays in sight.
  for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("island-cursor-ring")).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("island-cursor-far-shore.png") });

  // The rest of the turn (what the Location holds, a Power Check) from the list, until the bot's turn.
  for (let i = 0; i < 20 && /Player 1's turn/.test((await turn.textContent()) ?? ""); i++) {
    if ((await page.getByTestId("island-choices").count()) === 0) break;
    const before = await log.locator(":scope > li").count();
    await press(page, /^(?!Leave the game$|Propose a shared win|Claim ).+/, { within: "island-choices" });
    await grows(log.locator(":scope > li"), before);
  }
  await expect(turn).not.toHaveText("Round 1 · Player 1's turn", { timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath("island-turn-over.png"), fullPage: true });
});

test("a Lost Worlds scenario on the board cursor: a step by arrows and Enter, then the move ended from the list", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("cursor-scenario"), 60_000);
  const imported = await page.request.post("/api/documents/import", { data: sample("hall.scenario.json") });
  expect(imported.status()).toBe(201);
  const hallId = ((await imported.json()) as { id: string }).id;
  await startPlaytest(page, "scenario", ["human", "random"], "hall-1", async (p) => {
    await p.getByLabel("Content document").selectOption(hallId);
  });
  await expect(page.getByText(/Your turn \(The Valkyrie\)/)).toBeVisible({ timeout: 30_000 });
  const mp = async () => Number(await page.getByTestId("scenario-mp").locator("strong").textContent());
  const before = await mp();

  await focusBoard(page, "scenario-cursor");
  const text = page.getByTestId("scenario-cursor-text");
  await expect(text).toContainText("Press an arrow key");
  await arrowToAction(page, text);
  await expect(text).toContainText(/Enter: .*(moves|crawls|jumps|leaps)/);
  await page.screenshot({ path: test.info().outputPath("scenario-board-cursor.png") });
  const cursorAt = await page.getByTestId("scenario-cursor").getAttribute("data-cursor");
  await page.keyboard.press("Enter");
  if (await page.getByTestId("scenario-cursor-choice").isVisible()) {
    await expect(page.getByTestId("scenario-cursor-choice").getByRole("button").first()).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect.poll(mp).toBeLessThan(before);
  await expect(text).toContainText("Done: ");
  // Mirim (the Valkyrie's figure) stands on the cursor's space, and the focus is back on the terrain.
  await expect(page.getByTestId("scenario-cursor")).toHaveAttribute("data-cursor", cursorAt!);
  await expect(text).toContainText(": Mirim");
  await expect(page.getByTestId("scenario-cursor")).toBeFocused();

  // The move ends from the list beside the terrain, naming the space left undefended.
  await press(page, /^End move, north undefended$/);
  await expect(page.getByTestId("event-log")).toContainText("ends the move, north undefended", { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath("scenario-board-moved.png"), fullPage: true });
});

test("the scenario's terrain map edits by keyboard: Tab to the map, arrows move the cursor, Enter uses the tool", async ({ page }) => {
  await signUp(page, "Keys", uniqueEmail("keys-terrain"), 60_000);
  const imported = await page.request.post("/api/documents/import", { data: sample("hall.scenario.json") });
  expect(imported.status()).toBe(201);
  await page.goto(`/documents/${(await imported.json()).id}`);
  const map = page.getByTestId("scenario-map");
  await expect(map.locator("canvas").first()).toBeVisible();
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "scenario-map")) break;
  }
  await expect(map).toBeFocused();
  const cursor = page.getByTestId("map-cursor");

  // The cursor starts on the first figure; one step up is an empty space of the hall.
  await page.keyboard.press("ArrowUp");
  await expect(cursor).toContainText("Mirim (The Valkyrie)");
  await page.keyboard.press("ArrowUp");
  const empty = (await cursor.textContent())!;
  expect(empty).toMatch(/^Cursor: Level \d+ /);
  expect(empty).not.toContain("Mirim");

  // The wall brush (W) painted there with Enter, undone with Ctrl+Z.
  await page.keyboard.press("w");
  await page.keyboard.press("Enter");
  await expect(cursor).toHaveText("Cursor: Wall");
  await page.keyboard.press("Control+z");
  await expect(cursor).toHaveText(empty);

  // The Select tool (M): Enter on Mirim selects her, Enter on the empty space moves her there.
  await page.keyboard.press("m");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(cursor).toContainText("Mirim (The Valkyrie)");
  await page.keyboard.press("ArrowDown");
  await expect(cursor).not.toContainText("Mirim");

  // A rectangle: Enter marks a corner, Escape lets it go, Enter on the opposite corner paints it.
  await page.keyboard.press("r");
  await page.keyboard.press("Enter");
  await expect(cursor).toContainText("corner marked");
  await page.keyboard.press("Escape");
  await expect(cursor).not.toContainText("corner marked");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(cursor).toHaveText("Cursor: Wall");
  await page.keyboard.press("Control+z");
  await expect(cursor).not.toHaveText("Cursor: Wall");
  await page.screenshot({ path: test.info().outputPath("terrain-keyboard.png") });

  await page.keyboard.press("?");
  await expect(page.getByRole("dialog")).toContainText("Terrain map cursor");
});
