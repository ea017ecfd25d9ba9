// Two studio instances on one PostgreSQL database, as behind a load balancer without sticky
// sessions: whatever one instance writes or announces, the other must see. `npm run test:e2e`
// starts the second instance (BASE_URL_2) only on PostgreSQL; SQLite is served by one process.
// Sign-ups wait long: the first pages each fresh instance serves are slow on a busy machine.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { simulate } from "../lib/sim/runner";
import { parseBotSpec } from "../lib/engine/core/bots";
import { createDocument, signUp, uniqueEmail } from "./helpers";

const A = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const B = process.env.BASE_URL_2 ?? "";

test.skip(!B, "needs a second studio instance on the same database: run on PostgreSQL (E2E_DATABASE_URL=postgresql://…)");

const mirim = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/mirim.book.json"), "utf8"));
const maneuver = (page: Page, page_: number, name: string) => page.getByRole("button", { name: new RegExp(`^${page_} ${name} [+-]`) });

/** A browser context whose relative URLs go to `baseURL` (one instance). */
const on = async (browser: Browser, baseURL: string) => (await browser.newContext({ baseURL })).newPage();

test("a live duel across instances: each player's moves reach the other through its event stream, no reload", async ({ browser }) => {
  const a = await on(browser, A);
  const b = await on(browser, B);
  await signUp(a, "Alice", uniqueEmail("alice-a"), 60_000);
  const bobEmail = uniqueEmail("bob-b");
  await signUp(b, "Bob", bobEmail, 60_000);
  const imported = await a.request.post("/api/documents/import", { data: mirim });
  expect(imported.status()).toBe(201);
  const book = (await imported.json()).id as string;
  expect((await a.request.post(`/api/documents/${book}/shares`, { data: { email: bobEmail, role: "viewer" } })).status()).toBe(200);

  await a.goto("/play");
  await a.getByRole("combobox", { name: "Game" }).selectOption("lostworlds");
  await expect(a.getByLabel("Book A (seat 1)")).toBeVisible();
  for (const label of ["Book A (seat 1)", "Book B (seat 2)", "Book C (seat 3)"]) {
    const slot = a.getByLabel(label);
    if ((await slot.count()) > 0) await slot.selectOption(book);
  }
  await a.getByLabel("Live, with someone in another browser").check();
  await a.getByRole("button", { name: "Create live match" }).click();
  await a.waitForURL(/\/live\//);
  await expect(a.getByTestId("turn")).toHaveText("Waiting for the other player to join.");
  const link = new URL((await a.getByTestId("live-link").textContent())!);
  expect(link.origin).toBe(A);

  // Bob follows the same link on the other instance.
  const streams: string[] = [];
  b.on("request", (r) => r.url().includes("/events") && streams.push(r.url()));
  await b.goto(`${B}${link.pathname}`);
  await b.getByRole("button", { name: /^Join as / }).click();
  await expect(b.getByTestId("live-seat-1")).toContainText("you");
  // Alice's page, served by A, learns of a join made through B.
  await expect(a.getByTestId("turn")).toHaveText("Your move.", { timeout: 30_000 });

  await maneuver(a, 50, "Charge").click();
  await expect(a.getByTestId("lw-status")).toContainText("You chose 50");
  await expect(b.getByTestId("lw-status")).toContainText("The other side has chosen", { timeout: 30_000 });
  await expect(b.getByTestId("lw-status")).not.toContainText("50");
  await maneuver(b, 56, "Block and Close").click();
  for (const p of [a, b]) {
    const row = p.getByTestId("lw-exchanges").locator("tbody tr").first();
    await expect(row).toContainText("50 → 17", { timeout: 30_000 });
    await expect(row).toContainText("56 → 39");
  }
  // Bob's page followed the match on B's own stream, never reloading.
  expect(streams.length).toBeGreaterThan(0);
  expect(streams.every((u) => u.startsWith(B))).toBe(true);
  await Promise.all([a.context().close(), b.context().close()]);
});

test("a stale save through one instance after a save through the other answers 409 and shows the conflict dialog", async ({ browser }) => {
  const tab1 = await on(browser, A);
  await signUp(tab1, "Two Instances", uniqueEmail("conflict"), 60_000);
  const id = await createDocument(tab1, "Deck on two instances");
  // The same person's second tab is served by B (the session cookie is good on both).
  const tab2 = await tab1.context().newPage();
  await tab2.goto(`${B}/documents/${id}`);
  await expect(tab2.getByTestId("save-status")).toHaveText("Saved · v1");

  await tab1.getByLabel("Document title").fill("Saved through A");
  await expect(tab1.getByTestId("save-status")).toHaveText("Saved · v2", { timeout: 15_000 });

  const refused = tab2.waitForResponse((r) => r.url().startsWith(`${B}/api/documents/${id}`) && r.request().method() === "PUT");
  await tab2.getByLabel("Document title").fill("Stale on B");
  expect((await refused).status()).toBe(409);
  const dialog = tab2.getByRole("dialog", { name: "Someone else saved this document" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Reload theirs" }).click();
  await expect(tab2.getByLabel("Document title")).toHaveValue("Saved through A");
  await expect(tab2.getByTestId("save-status")).toHaveText("Saved · v2");
  await tab1.context().close();
});

test("a simulation job sent through instance B is played by the worker and its results show on instance A", async ({ browser }) => {
  const b = await on(browser, B);
  await signUp(b, "Jobs", uniqueEmail("jobs"), 60_000);
  await b.goto("/simulate");
  await b.getByRole("combobox", { name: "Game" }).selectOption("test/dice-race");
  await b.getByLabel("Bot for seat 1").selectOption("greedy");
  await b.getByLabel("Games", { exact: true }).fill("200");
  await b.getByLabel("Seed").fill("two-instances");
  const sent = b.waitForResponse((r) => r.url() === `${B}/api/simulations` && r.request().method() === "POST");
  await b.getByRole("button", { name: "Run on the studio" }).click();
  expect((await sent).status()).toBe(201);

  // The same person opens the lab on A at once: A lists the job, follows it to the end, shows its results.
  const a = await b.context().newPage();
  await a.goto(`${A}/simulate`);
  const jobs = a.getByTestId("studio-jobs");
  await expect(jobs).toContainText("Done", { timeout: 60_000 });
  await jobs.getByRole("button", { name: "Show results" }).first().click();
  const node = await simulate({
    gameId: "test/dice-race",
    bots: [parseBotSpec("greedy"), parseBotSpec("random")],
    n: 200,
    baseSeed: "two-instances",
  });
  await expect(a.getByTestId("wins-0")).toHaveText(String(node.summary.seats[0].wins));
  await expect(a.getByTestId("wins-1")).toHaveText(String(node.summary.seats[1].wins));
  await b.context().close();
});

test("signing out on one instance ends the session on the other: the old cookie is refused there", async ({ browser }) => {
  const a = await on(browser, A);
  await signUp(a, "Leaver", uniqueEmail("leaver"), 60_000);
  const cookies = await a.context().cookies();
  expect((await a.request.get(`${A}/api/documents`)).status()).toBe(200);
  expect((await a.request.get(`${B}/api/documents`)).status()).toBe(200);

  await a.goto(`${B}/`);
  await a.getByRole("button", { name: "Sign out" }).click();
  await expect(a.getByRole("link", { name: "Sign in" })).toBeVisible();

  // Someone who kept the cookie from before the sign-out gets nowhere with it on A.
  const kept = await browser.newContext();
  await kept.addCookies(cookies);
  expect((await kept.request.get(`${A}/api/documents`)).status()).toBe(401);
  expect((await kept.request.get(`${B}/api/documents`)).status()).toBe(401);
  await Promise.all([a.context().close(), kept.close()]);
});
