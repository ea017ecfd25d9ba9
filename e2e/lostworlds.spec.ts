import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

const mirim = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/mirim.book.json"), "utf8"));

async function importMirim(page: Page): Promise<string> {
  const imported = await page.request.post("/api/documents/import", { data: mirim });
  expect(imported.status()).toBe(201);
  return (await imported.json()).id;
}

/** Every book slot set to Book A's choice (the form offers a different book per slot; these duels are Mirim's). */
async function sameBookEverywhere(page: Page) {
  const first = await page.getByLabel("Book A (seat 1)").inputValue();
  for (const label of ["Book B (seat 2)", "Book C (seat 3)"]) {
    const slot = page.getByLabel(label);
    if ((await slot.count()) > 0) await slot.selectOption(first);
  }
}

async function newDuel(page: Page, seat2: string, where: "here" | "live" = "here") {
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("lostworlds");
  await expect(page.getByLabel("Book A (seat 1)")).toBeVisible();
  await sameBookEverywhere(page);
  if (where === "live") {
    await page.getByLabel("Live, with someone in another browser").check();
    await page.getByRole("button", { name: "Create live match" }).click();
    await page.waitForURL(/\/live\//);
    return;
  }
  await page.getByLabel("Seat 1 player").selectOption("human");
  await page.getByLabel("Seat 2 player").selectOption(seat2);
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
}

// A maneuver's button reads "24 Strong +4": its page, its name, then its MOD.
const maneuver = (page: Page, page_: number, name: string) => page.getByRole("button", { name: new RegExp(`^${page_} ${name} [+-]`) });

test("hot-seat duel: picks stay hidden until both chose, the worked opening comes out, replay steps back", async ({ page }) => {
  await signUp(page, "Duelist", uniqueEmail("duel"));
  await importMirim(page);
  await newDuel(page, "human");

  await page.getByRole("button", { name: /: show my side$/ }).click();
  // At p.57 only Extended Range is legal; the rest say which restriction forbids them.
  await expect(maneuver(page, 24, "Strong")).toBeDisabled();
  await expect(page.getByTestId("lw-board")).toContainText('"Do only Extended Range next turn." from page 57');
  await maneuver(page, 50, "Charge").click();
  await expect(page.getByTestId("event-log")).toContainText("chose in secret");
  await expect(page.getByTestId("event-log")).not.toContainText("page 50");

  await page.getByRole("button", { name: /: show my side$/ }).click();
  await expect(page.getByTestId("lw-status")).toContainText("The other side has chosen");
  await maneuver(page, 56, "Block and Close").click();
  await expect(page.getByTestId("event-log")).toContainText("page 50");

  // docs/rules/lostworlds.md: A turns to 17, B to 39; B tells A "Do no Green or Yellow next turn."
  await page.getByRole("button", { name: /: show my side$/ }).click();
  const row = page.getByTestId("lw-exchanges").locator("tbody tr").first();
  await expect(row).toContainText("50 → 17");
  await expect(row).toContainText("56 → 39");
  await expect(page.getByTestId("lw-side-0")).toContainText("Do no Green or Yellow next turn.");
  await page.screenshot({ path: test.info().outputPath("lostworlds-hotseat.png"), fullPage: true });
  await maneuver(page, 24, "Strong").click();
  await page.getByRole("button", { name: /: show my side$/ }).click();
  await maneuver(page, 2, "Low").click();
  await page.getByRole("button", { name: /: show my side$/ }).click();
  const second = page.getByTestId("lw-exchanges").locator("tbody tr").nth(1);
  await expect(second).toContainText("24 → 53");
  await expect(second).toContainText("2 → 13");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

  await page.reload();
  await expect(page.getByTestId("step")).toHaveText("step 4 / 4");
  await page.getByRole("button", { name: "Previous step" }).click();
  await page.getByRole("button", { name: "Previous step" }).click();
  await expect(page.getByTestId("lw-exchanges").locator("tbody tr")).toHaveCount(1);
});

test("a duel against the equilibrium bot, and bot against bot step by step", async ({ page }) => {
  await signUp(page, "Botfighter", uniqueEmail("botfight"));
  await importMirim(page);
  await newDuel(page, "equilibrium");
  await maneuver(page, 56, "Block and Close").click();
  await expect(page.getByTestId("lw-exchanges").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("lw-status")).toContainText("Choose a maneuver");

  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("lostworlds");
  await page.getByLabel("Seat 1 player").selectOption("random");
  await page.getByLabel("Seat 2 player").selectOption("equilibrium");
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  await page.getByLabel("Bots move by themselves").uncheck();
  const before = await page.getByTestId("step").textContent();
  await page.getByRole("button", { name: "Bot move" }).click();
  await expect(page.getByTestId("step")).not.toHaveText(before!);
});

test("two browsers: a shared link, secret picks resolved by the server, a reload keeps the seat", async ({ browser }) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const a = await alice.newPage();
  const b = await bob.newPage();
  await signUp(a, "Alice", uniqueEmail("alice"));
  const book = await importMirim(a);
  await newDuel(a, "human", "live");
  await expect(a.getByTestId("turn")).toHaveText("Waiting for the other player to join.");
  // Nothing of the game is dealt or shown before every seat is taken, and no seed was asked for.
  await expect(a.getByTestId("lw-board")).toHaveCount(0);
  const link = (await a.getByTestId("live-link").textContent())!;

  // Bob sees what would be played before joining; he joins only once he can read the books.
  const bobEmail = uniqueEmail("bob");
  await signUp(b, "Bob", bobEmail);
  await b.goto(link);
  await expect(b.getByTestId("live-source")).toHaveCount(2);
  await expect(b.getByTestId("live-terms")).toContainText("a book you cannot read");
  await expect(b.getByRole("button", { name: /^Join as / })).toBeDisabled();
  expect((await a.request.post(`/api/documents/${book}/shares`, { data: { email: bobEmail, role: "viewer" } })).status()).toBe(200);
  await b.reload();
  await expect(b.getByTestId("live-source").first()).toContainText(/^Book A \(seat 1\): .*Mirim.*\(version 1\)$/);
  await expect(b.getByTestId("live-options")).toBeVisible();
  await b.getByRole("button", { name: /^Join as / }).click();
  await expect(b.getByTestId("live-seat-1")).toContainText("you");
  // Alice's page learns that Bob joined without a reload.
  await expect(a.getByTestId("turn")).toHaveText("Your move.", { timeout: 30_000 });

  await maneuver(a, 50, "Charge").click();
  await expect(a.getByTestId("lw-status")).toContainText("You chose 50");
  await expect(b.getByTestId("lw-status")).toContainText("The other side has chosen", { timeout: 30_000 });
  await expect(b.getByTestId("lw-status")).not.toContainText("50");

  // Bob reloads (a lost connection): same seat, same duel.
  await b.reload();
  await expect(b.getByTestId("live-seat-1")).toContainText("you");
  await maneuver(b, 56, "Block and Close").click();
  for (const p of [a, b]) {
    const row = p.getByTestId("lw-exchanges").locator("tbody tr").first();
    await expect(row).toContainText("50 → 17", { timeout: 30_000 });
    await expect(row).toContainText("56 → 39");
  }
  await a.screenshot({ path: test.info().outputPath("lostworlds-live-alice.png"), fullPage: true });
  await b.screenshot({ path: test.info().outputPath("lostworlds-live-bob.png"), fullPage: true });

  // Once every seat is taken, a third person with the link finds nothing: not the seats, not the moves.
  const carol = await browser.newContext();
  const c = await carol.newPage();
  await signUp(c, "Carol", uniqueEmail("carol"));
  const res = await c.goto(link);
  expect(res?.status()).toBe(404);
  await expect(c.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(c.getByTestId("lw-board")).toHaveCount(0);
  expect((await c.request.get(`/api/live/${link.split("/").pop()}`)).status()).toBe(404);
  await Promise.all([alice.close(), bob.close(), carol.close()]);
});

test("balance: a tournament between books in Web Workers, with a heat map and maneuver charts", async ({ page }) => {
  await signUp(page, "Balancer", uniqueEmail("balance"));
  await importMirim(page);
  await importMirim(page);
  await page.goto("/simulate");
  await page.getByRole("combobox", { name: "Game" }).selectOption("lostworlds");
  await page.getByLabel("Duels per pair").fill("60");
  await page.getByLabel("Workers").fill("2");
  await page.getByRole("button", { name: "Run tournament" }).click();
  await expect(page.getByTestId("sim-progress")).toHaveText("60 / 60 duels", { timeout: 60_000 });
  await expect(page.getByTestId("heatmap").locator("tbody tr")).toHaveCount(2);
  await expect(page.getByTestId("matchups").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("matchups")).toContainText("%");
  await expect(page.getByRole("figure", { name: /^Maneuvers of 1\./ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("lostworlds-tournament.png"), fullPage: true });

  // Bad input gets a clear answer, not a run.
  await page.getByLabel("Duels per pair").fill("lots");
  await page.getByRole("button", { name: "Run tournament" }).click();
  await expect(page.locator(".error[role=alert]")).toContainText("Duels per pair: expected a number");
});

test("one against two: the solo side picks once for every book, each opponent resolves its own pairing", async ({ page }) => {
  await signUp(page, "Solo", uniqueEmail("solo"));
  await importMirim(page);
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("lostworlds");
  await page.getByRole("button", { name: "Add an opponent" }).click();
  await expect(page.getByLabel("Book C (seat 3)")).toBeVisible();
  await sameBookEverywhere(page);
  await page.getByLabel("Seat 1 player").selectOption("human");
  await page.getByLabel("Seat 2 player").selectOption("random");
  await page.getByLabel("Seat 3 player").selectOption("random");
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  await expect(page.getByTestId("lw-side-2")).toBeVisible();
  await maneuver(page, 50, "Charge").click();
  const rows = page.getByTestId("lw-exchanges").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("A vs B");
  await expect(rows.nth(1)).toContainText("A vs C");
  await expect(page.getByTestId("event-log")).toContainText(/Exchange 1: A 50 → p\.\d+/);
  await page.screenshot({ path: test.info().outputPath("lostworlds-one-against-two.png"), fullPage: true });
});
