import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

test("a hot-seat playtest hides each side until it takes the device, saves as seed + log, and replays step by step", async ({ page }) => {
  await signUp(page, "Player", uniqueEmail("player"));
  await page.getByRole("link", { name: "Play" }).click();
  await page.getByRole("combobox", { name: "Game" }).selectOption("test/dice-race");
  await page.getByLabel("Seat 1 player").selectOption("human");
  await page.getByLabel("Seat 2 player").selectOption("human");
  await page.getByLabel("Seed").fill("hotseat-1");
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);

  const playtest = page.getByTestId("playtest");
  for (let round = 0; round < 2; round++) {
    for (const seat of ["Odds", "Evens"]) {
      await expect(page.getByTestId("cover")).toContainText(`Pass the device to ${seat}`);
      await page.getByRole("button", { name: `I am ${seat}: show my side` }).click();
      await playtest
        .getByRole("button", { name: /^die \d$/ })
        .first()
        .click();
    }
  }
  await expect(page.getByTestId("event-log").locator(":scope > li")).toHaveCount(4);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

  // Reopen: the same game comes back from seed + log; step back through it.
  await page.reload();
  await expect(page.getByTestId("step")).toHaveText("step 4 / 4");
  await page.getByRole("button", { name: "Previous step" }).click();
  await page.getByRole("button", { name: "Previous step" }).click();
  await expect(page.getByTestId("step")).toHaveText("step 2 / 4");
  await expect(page.getByTestId("event-log").locator(":scope > li")).toHaveCount(2);
  await page.getByRole("button", { name: "Latest step" }).click();
  await expect(page.getByTestId("step")).toHaveText("step 4 / 4");
});

test("bot against bot plays to the end by itself, or step by step", async ({ page }) => {
  await signUp(page, "Watcher", uniqueEmail("watcher"));
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("test/dice-race");
  await page.getByLabel("Seat 1 player").selectOption("random");
  await page.getByLabel("Seat 2 player").selectOption("greedy");
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//);
  await page.getByLabel("Bots move by themselves").uncheck();
  const before = await page.getByTestId("step").textContent();
  await page.getByRole("button", { name: "Bot move" }).click();
  await expect(page.getByTestId("step")).not.toHaveText(before!);
  await page.getByLabel("Bots move by themselves").check();
  await expect(page.getByTestId("result")).toContainText("Game over", { timeout: 30_000 });
});
