import { expect, test } from "@playwright/test";
import { simulate } from "../lib/sim/runner";
import { parseBotSpec } from "../lib/engine/core/bots";
import { signUp, uniqueEmail } from "./helpers";

test("the test game runs through the runner in browser Web Workers with the same results as Node", async ({ page }) => {
  await signUp(page, "Sim", uniqueEmail("sim"));
  await page.getByRole("link", { name: "Simulate" }).click();
  await page.getByRole("combobox", { name: "Game" }).selectOption("test/dice-race");
  await page.getByLabel("Bot for seat 1").selectOption("greedy");
  await page.getByLabel("Games", { exact: true }).fill("300");
  await page.getByLabel("Seed").fill("e2e-seed");
  await page.getByLabel("Workers").fill("2");

  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByTestId("sim-progress")).toHaveText("300 / 300 games", { timeout: 60_000 });
  await expect(page.getByTestId("sim-results")).toBeVisible();
  expect(workers.length).toBe(2);

  const node = await simulate({
    gameId: "test/dice-race",
    bots: [parseBotSpec("greedy"), parseBotSpec("random")],
    n: 300,
    baseSeed: "e2e-seed",
    workers: 0,
  });
  await expect(page.getByTestId("wins-0")).toHaveText(String(node.summary.seats[0].wins));
  await expect(page.getByTestId("wins-1")).toHaveText(String(node.summary.seats[1].wins));
  await expect(page.getByRole("figure", { name: "Win rate per seat with 95% intervals" }).locator("svg").first()).toBeVisible();

  // Bad settings are answered, not run.
  await page.getByLabel("Games", { exact: true }).fill("zero");
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.locator(".error[role=alert]")).toContainText("Games: expected");
});

test("a run on the studio is a job: its progress and results come from the server, the same as Node's", async ({ page }) => {
  await signUp(page, "Studio sim", uniqueEmail("studio-sim"));
  await page.goto("/simulate");
  await page.getByRole("combobox", { name: "Game" }).selectOption("test/dice-race");
  await page.getByLabel("Bot for seat 1").selectOption("greedy");
  await page.getByLabel("Games", { exact: true }).fill("200");
  await page.getByLabel("Seed").fill("studio-seed");

  const sent = page.waitForResponse((r) => r.url().endsWith("/api/simulations") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Run on the studio" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId("sim-progress")).toHaveText("200 / 200 games", { timeout: 60_000 });
  await expect(page.getByTestId("sim-results")).toBeVisible();

  const node = await simulate({
    gameId: "test/dice-race",
    bots: [parseBotSpec("greedy"), parseBotSpec("random")],
    n: 200,
    baseSeed: "studio-seed",
  });
  await expect(page.getByTestId("wins-0")).toHaveText(String(node.summary.seats[0].wins));
  await expect(page.getByTestId("wins-1")).toHaveText(String(node.summary.seats[1].wins));

  // The job is kept: the lab lists it, and so does the API, done, with the same summary.
  await expect(page.getByTestId("studio-jobs")).toContainText("Done");
  const jobs = (await (await page.request.get("/api/simulations")).json()) as { status: string; result: { seats: { wins: number }[] } }[];
  expect(jobs[0].status).toBe("done");
  expect(jobs[0].result.seats.map((s) => s.wins)).toEqual(node.summary.seats.map((s) => s.wins));
});
