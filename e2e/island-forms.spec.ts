import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

// What the engine runs of a Location, a Character or a Fate card is edited as forms in words:
// kinds, amounts and choices from lists; a step is applied once it is complete, undone as one edit.
test("the island editor's instructions, abilities and Win Conditions are forms, applied when complete and undone", async ({ page }) => {
  await signUp(page, "Scribe", uniqueEmail("island-forms"));
  const sample = JSON.parse(fs.readFileSync(new URL("../lib/content/samples/lost.island.json", import.meta.url), "utf8"));
  const imported = await page.request.post("/api/documents/import", { data: sample });
  expect(imported.status()).toBe(201);
  const id = ((await imported.json()) as { id: string }).id;
  const saved = async () => (await (await page.request.get(`/api/documents/${id}`)).json()).body;
  await page.goto(`/documents/${id}`);

  // Tranquil Beach (the first Location) runs nothing yet: a Power modifier of -2 for everyone there, this round.
  const steps = page.getByRole("group", { name: "Instructions the engine runs (in order)" });
  await expect(steps).toContainText("None.");
  await steps.getByLabel("Kind of step to add").selectOption({ label: "Power modifier" });
  await steps.getByRole("button", { name: "Add step" }).click();
  await steps.getByLabel("Step 1 power").fill("-2");
  await steps.getByLabel("Step 1 who").selectOption({ label: "everyone at the Location" });
  await steps.getByLabel("Step 1 lasts").selectOption({ label: "this round" });
  // Words the table carries out are applied only once written.
  await steps.getByLabel("Kind of step to add").selectOption({ label: "Words the table carries out" });
  await steps.getByRole("button", { name: "Add step" }).click();
  await expect(steps.getByRole("alert")).toContainText("Step 2, Words:");
  await steps.getByLabel("Step 2 words").fill("Shout for help.");
  await expect(steps.getByRole("alert")).toHaveCount(0);
  // The words first: moved up.
  await steps.getByRole("button", { name: "Move step 2 up" }).click();
  await expect
    .poll(async () => (await saved()).locations[0].steps, { timeout: 30_000 })
    .toEqual([
      { kind: "text", text: "Shout for help." },
      { kind: "power", amount: -2, target: "here", duration: "round" },
    ]);

  // Undo takes back the move, as one edit.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(steps.getByLabel("Step 1", { exact: true })).toHaveValue("power");

  // Jack: a Win Condition of controlling 4 Characters becomes reaching the Tide Pools.
  await page.getByRole("tab", { name: "Characters" }).click();
  const win = page.getByRole("group", { name: "The Win Condition the engine checks" });
  await expect(win.getByLabel("Condition 1", { exact: true })).toHaveValue("control");
  await win.getByLabel("Condition 1", { exact: true }).selectOption({ label: "Reach a Location" });
  await win.getByLabel("Condition 1 location").selectOption({ label: "Tide Pools" });
  await expect
    .poll(async () => (await saved()).characters[0].win, { timeout: 30_000 })
    .toEqual({ kind: "reach", location: sample.body.locations.find((l: { name: string }) => l.name === "Tide Pools").id });
  await win.getByRole("button", { name: "Remove condition 1" }).click();
  await expect(win).toContainText("None.");
  await expect.poll(async () => (await saved()).characters[0].win, { timeout: 30_000 }).toBeNull();
  await page.screenshot({ path: test.info().outputPath("island-forms.png"), fullPage: true });

  // The Fate cards as cards: the Snake chosen from the grid opens in the form beside.
  await page.getByRole("tab", { name: "Fate cards" }).click();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Cards" }).click();
  const grid = page.getByRole("list", { name: "Fate cards" });
  await grid.getByRole("button", { name: /^Snake, encounter, Power \d+, \d+ in the deck$/ }).click();
  await expect(grid.getByRole("button", { pressed: true })).toHaveAccessibleName(/^Snake/);
  await expect(page.getByRole("group", { name: "When defeated" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("island-cards.png"), fullPage: true });
});
