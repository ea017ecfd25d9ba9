import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createDocument, signUp, uniqueEmail } from "./helpers";

const mirim = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/mirim.book.json"), "utf8"));

test("run a campaign: invite a player, add characters, record a duel, the player spends XP under the round-robin rule, see the chart", async ({ browser }) => {
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
  await expect(gm.getByRole("figure", { name: /Mirim: XP and body points/ }).locator("svg").first()).toBeVisible();

  await gmCtx.close();
  await playerCtx.close();
});
