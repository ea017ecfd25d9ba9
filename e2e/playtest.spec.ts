import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

test("a hot-seat playtest hides each side until it takes the device, saves as seed + log, and replays step by step", async ({ page }) => {
  await signUp(page, "Player", uniqueEmail("player"));
  await page.getByRole("link", { name: "Play", exact: true }).click();
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

test("an unplayable draft gets an explanation with a way to fix it, never a playtest or a crash", async ({ page }) => {
  await signUp(page, "Drafter", uniqueEmail("drafter"));
  const tile = { id: "bend", name: "Bend", kind: "jungle", paths: [0, 2], count: 1 };
  const created = await page.request.post("/api/documents", {
    data: { kind: "tileset", title: "One-tile deck", body: { kinds: DEFAULT_KINDS, tiles: [tile], rules: {} } },
  });
  expect(created.status()).toBe(201);
  const deckId = (await created.json()).id;

  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption("lostpatrol");
  await page.getByLabel("Content document").selectOption(deckId);
  await page.getByRole("button", { name: "Start playtest" }).click();
  const problems = page.getByTestId("play-problems");
  await expect(problems).toContainText("This cannot be played yet");
  await expect(problems).toContainText("One-tile deck:");
  await expect(problems).toContainText(/start tile/i);
  await expect(page).toHaveURL(/\/play$/);
  await problems.getByRole("link", { name: "Open One-tile deck to fix it" }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${deckId}$`));

  // A playtest of such content made some other way (the API) opens with the same kind of answer.
  const playtest = await page.request.post("/api/documents", {
    data: {
      kind: "playtest",
      title: "Broken playtest",
      body: {
        gameId: "lostpatrol",
        seed: "x",
        options: {},
        contentRef: { documentId: deckId, version: 1, title: "One-tile deck" },
        content: { kinds: DEFAULT_KINDS, tiles: [tile], rules: {} },
        seats: [
          { label: "Soldiers", controller: "human" },
          { label: "Monsters", controller: "random" },
        ],
        log: [],
      },
    },
  });
  expect(playtest.status()).toBe(201);
  await page.goto(`/documents/${(await playtest.json()).id}`);
  await expect(page.getByTestId("play-problems")).toContainText("This playtest cannot be played");
  await expect(page.getByTestId("play-problems")).toContainText("expected exactly one start tile, found 0");
  await expect(page.getByRole("link", { name: "Open One-tile deck to fix it" })).toBeVisible();
});

const DEFAULT_KINDS = [
  { id: "start", label: "Start", color: "#c9a227" },
  { id: "jungle", label: "Jungle", color: "#3a7d44" },
  { id: "ship", label: "Ship", color: "#5b7fa6" },
];
