import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

// axe (WCAG 2 A and AA) on every kind of page: the library, the lab, a new playtest, a document
// of every kind (the samples a new library receives, a campaign among them) and a playtest of
// every game. A serious or critical violation fails; every finding is attached to the report.
test.describe.configure({ timeout: 600_000 });

async function check(page: Page, what: string) {
  // The page's own heading and title first: every page names itself.
  // Soft: one run reports every page's findings.
  await expect.soft(page.locator("h1"), `one h1 on ${what}`).toHaveCount(1, { timeout: 30_000 });
  await expect.soft(page, `the title of ${what}`).toHaveTitle(/ — Hexfolio$/);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const found = violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(" ")}`);
  if (found.length > 0) {
    test.info().annotations.push({ type: `axe on ${what}`, description: found.join("\n") });
    console.log(`axe on ${what}:\n  ${found.join("\n  ")}`);
  }
  expect
    .soft(
      violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `serious or critical violations on ${what}`,
    )
    .toEqual([]);
}

test("axe finds no serious or critical violation on any kind of page", async ({ page }) => {
  await signUp(page, "Axe", uniqueEmail("axe"), 60_000);
  await check(page, "the library");
  await page.goto("/simulate");
  await check(page, "the simulation lab");
  await page.goto("/settings/tokens");
  await check(page, "API tokens");

  const { documents } = (await (await page.request.get("/api/documents")).json()) as { documents: { id: string; kind: string }[] };
  const byKind = new Map(documents.map((d) => [d.kind, d.id]));
  expect(byKind.size).toBeGreaterThanOrEqual(5);
  for (const [kind, id] of byKind) {
    await page.goto(`/documents/${id}`);
    await check(page, `a ${kind} document`);
  }

  // A rich-text field once its editor has loaded (until then it is a plain text box).
  await page.goto(`/documents/${byKind.get("book")}`);
  await page.getByRole("tab", { name: "Sheet" }).click();
  await page.getByLabel("Character notes").focus();
  await expect(page.getByLabel("Character notes")).toHaveAttribute("contenteditable", "true");
  await check(page, "a book with its notes' editor open");
  // The shortcuts panel over the mission map, listing the map's cursor keys.
  await page.goto(`/documents/${byKind.get("mission")}`);
  await page.getByTestId("mission-map").focus();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog")).toContainText("Mission map cursor");
  await check(page, "the shortcuts panel on a mission");

  await page.goto("/play");
  await check(page, "a new playtest");
  const games = await page
    .getByRole("combobox", { name: "Game" })
    .locator("option")
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v && !v.startsWith("test/")));
  expect(games.length).toBeGreaterThanOrEqual(4);
  for (const game of games) {
    await page.goto("/play");
    await page.getByRole("combobox", { name: "Game" }).selectOption(game);
    await page.getByLabel("Seat 1 player").selectOption("human");
    await page.getByRole("button", { name: "Start playtest" }).click();
    await page.waitForURL(/\/documents\//, { timeout: 60_000 });
    await check(page, `a ${game} playtest`);
  }
});
