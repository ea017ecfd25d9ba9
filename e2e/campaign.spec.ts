import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createBot, playOut } from "../lib/engine/core/bots";
import { lostWorlds } from "../lib/engine/lostworlds";
import { createDocument, signUp, uniqueEmail } from "./helpers";

const mirim = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/mirim.book.json"), "utf8"));

test("run a campaign: invite a player, add characters, record a duel, spend XP by the round-robin rule, see the chart", async ({
  browser,
}) => {
  const playerCtx = await browser.newContext();
  const player = await playerCtx.newPage();
  const playerEmail = uniqueEmail("player");
  await signUp(player, "Pia Player", playerEmail);

  const gmCtx = await browser.newContext();
  const gm = await gmCtx.newPage();
  await signUp(gm, "Gil GM", uniqueEmail("gm"));
  expect((await gm.request.post("/api/documents/import", { data: mirim })).status()).toBe(201);
  const id = await createDocument(gm, "Valley of Blades", "Campaign");

  await gm.getByLabel("Player email").fill(playerEmail);
  await gm.getByRole("button", { name: "Invite player" }).click();
  await expect(gm.getByLabel("Players")).toContainText("Pia Player · player");

  await gm.getByRole("button", { name: "Choose a Lost Worlds book…" }).click();
  await gm.getByLabel("Character name").fill("Mirim");
  await gm.getByLabel("Player", { exact: true }).selectOption({ label: "Pia Player" });
  await gm.getByRole("button", { name: "Add to roster" }).click();
  await expect(gm.getByTestId("roster").locator("tbody tr")).toHaveCount(1);
  await gm.getByLabel("Character name").fill("Vesna");
  await gm.getByLabel("Player", { exact: true }).selectOption({ label: "the game master" });
  await gm.getByRole("button", { name: "Add to roster" }).click();
  await expect(gm.getByTestId("roster").locator("tbody tr")).toHaveCount(2);
  await expect(gm.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

  // The duel: Mirim knocks Vesna unconscious and earns Vesna's 12 body points as XP.
  const duel = gm.getByRole("form", { name: "Record a duel" });
  await duel.getByLabel("Side A").selectOption({ label: "Mirim" });
  await duel.getByLabel("Side B").selectOption({ label: "Vesna" });
  await duel.getByRole("button", { name: "Record" }).click();
  await expect(gm.getByTestId("xp-mirim")).toHaveText("12");
  await expect(gm.getByTestId("timeline")).toContainText("battle");

  // The player sees the campaign, and may raise any MOD once (round robin) with 12 XP.
  await player.goto(`/documents/${id}`);
  const row = player.getByTestId("char-mirim");
  await expect(row.getByRole("button", { name: /^p\.24/ })).toBeVisible();
  await expect(player.getByTestId("char-vesna").getByRole("button", { name: /^p\./ })).toHaveCount(0);
  await row.getByRole("button", { name: /^p\.24/ }).click();
  await expect(player.getByTestId("xp-mirim")).toHaveText("0");
  await expect(player.getByTestId("improve-reason-mirim")).toContainText("needs 12 XP");

  // Back at the GM's: the improvement is in the timeline, and the chart draws Mirim's progress.
  await gm.reload();
  await expect(gm.getByTestId("timeline")).toContainText("improvement");
  await gm.getByTestId("char-mirim").getByRole("button", { name: "Mirim" }).click();
  await expect(
    gm
      .getByRole("figure", { name: /Mirim: XP and body points/ })
      .locator("svg")
      .first(),
  ).toBeVisible();

  await gmCtx.close();
  await playerCtx.close();
});

/** A whole Mirim-vs-Mirim duel between random bots, as a playtest body (seed + log). */
function finishedDuel(refs: { documentId: string; version: number; title: string }[]) {
  const content = { books: [mirim.body, mirim.body] };
  const bots = [createBot(lostWorlds, { kind: "random" }, "duel-a"), createBot(lostWorlds, { kind: "random" }, "duel-b")];
  const { state, log } = playOut(lostWorlds, lostWorlds.setup(content, lostWorlds.defaultOptions, 1), bots);
  const body = {
    gameId: "lostworlds",
    seed: 1,
    options: {},
    contentRef: refs,
    content,
    seats: [
      { label: "Mirim", controller: "human" },
      { label: "Vesna", controller: "human" },
    ],
    log,
  };
  return { body, result: lostWorlds.result(state)! };
}

test("a duel finished in a playtest goes into a campaign in one click, with its replay", async ({ page }) => {
  await signUp(page, "Gwen GM", uniqueEmail("gm2"));
  const imported = await page.request.post("/api/documents/import", { data: mirim });
  const book = await imported.json();
  const campaignId = await createDocument(page, "Duels of the valley", "Campaign");
  await page.getByRole("button", { name: "Choose a Lost Worlds book…" }).click();
  for (const [i, name] of ["Mirim", "Vesna"].entries()) {
    await page.getByLabel("Character name").fill(name);
    await page.getByRole("button", { name: "Add to roster" }).click();
    await expect(page.getByTestId("roster").locator("tbody tr")).toHaveCount(i + 1);
  }
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

  const { body, result } = finishedDuel([
    { documentId: book.id, version: book.version, title: book.title },
    { documentId: book.id, version: book.version, title: book.title },
  ]);
  const created = await page.request.post("/api/documents", { data: { kind: "playtest", title: "Mirim vs Vesna", body } });
  expect(created.status()).toBe(201);
  await page.goto(`/documents/${(await created.json()).id}`);
  await expect(page.getByTestId("result")).toBeVisible();
  const panel = page.getByRole("region", { name: "Record in a campaign" });
  await expect(panel.getByLabel("Campaign")).toHaveValue(campaignId);
  await panel.getByLabel("Character for seat 2").selectOption({ label: "Vesna" });
  await panel.getByRole("button", { name: "Record in campaign" }).click();
  await expect(page.getByTestId("recorded")).toBeVisible();
  // Recorded once: the button is spent.
  await expect(panel.getByRole("button", { name: "Record in campaign" })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath("record-duel.png"), fullPage: true });

  await page.getByRole("link", { name: "Open the campaign" }).click();
  await expect(page.getByTestId("timeline")).toContainText("battle · Duel: Mirim vs Vesna");
  const winner = result.draw ? null : result.winners[0] === 0 ? "mirim" : "vesna";
  if (winner) await expect(page.getByTestId(`xp-${winner}`)).not.toHaveText("0");

  await page.getByTestId("timeline").getByRole("button", { name: "open the replay" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith(campaignId));
  await expect(page.getByTestId("step")).toHaveText(`step ${body.log.length} / ${body.log.length}`);

  // A duel launched from the campaign plays the characters' improved books and names them.
  await page.goto(`/documents/${campaignId}`);
  const launch = page.getByRole("form", { name: "Play a duel" });
  await launch.getByLabel("Duel side B").selectOption({ label: "Vesna" });
  await launch.getByLabel("Side B is played by").selectOption("equilibrium");
  await launch.getByRole("button", { name: "Start the duel" }).click();
  await page.waitForURL((url) => !url.pathname.endsWith(campaignId));
  await expect(page.getByTestId("lw-side-0")).toContainText("Mirim (you)");
  await expect(page.getByTestId("lw-side-1")).toContainText("Vesna");
  const duelId = page.url().split("/").pop();
  const launched = await (await page.request.get(`/api/documents/${duelId}`)).json();
  expect(launched.body.campaignRef).toEqual({ documentId: campaignId, characterIds: ["mirim", "vesna"] });
  expect(launched.body.content.books[0].character.bodyPoints).toBe(12);
});
