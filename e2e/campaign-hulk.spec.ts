import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createDocument, signUp, uniqueEmail } from "./helpers";

const PITFALL = JSON.parse(fs.readFileSync(new URL("../lib/content/samples/pitfall.mission.json", import.meta.url), "utf8"));
const SQUAD = "sergeant-martina-s-ad-hoc-squad";

/** A whole Pitfall game between greedy bots, as a playtest body (made by finished-mission.ts). */
function finishedMission(ref: { documentId: string; version: number; title: string }) {
  const script = fileURLToPath(new URL("./finished-mission.ts", import.meta.url));
  return JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", script, JSON.stringify(ref)], { encoding: "utf8", maxBuffer: 1 << 28 }),
  );
}

test(
  "a Space Hulk squad in a campaign: added from a mission, a table game recorded by hand, a recruit, then a playtest recorded in " +
    "one click",
  async ({ page }) => {
    await signUp(page, "Hulk GM", uniqueEmail("hulkgm"));
    const imported = await page.request.post("/api/documents/import", { data: PITFALL });
    expect(imported.status()).toBe(201);
    const mission = await imported.json();
    const campaignId = await createDocument(page, "The Pitfall campaign", "Campaign");

    // The squad comes from the mission's forces, every member alive.
    const add = page.getByRole("region", { name: "Add a character" });
    await add.getByRole("button", { name: "Choose a Space Hulk mission…" }).click();
    await page.getByRole("form", { name: "Add a squad" }).getByRole("button", { name: "Add squad to roster" }).click();
    await expect(page.getByTestId(`squad-${SQUAD}`)).toContainText("5 alive of 5");
    await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

    // A mission played at the table: Brother 3 lost, the sergeant's two kills.
    const byHand = page.getByRole("form", { name: "Record a mission" });
    await byHand.getByLabel("Outcome", { exact: true }).selectOption("marines-win");
    await byHand.getByLabel("Mission title", { exact: true }).fill("Table game");
    await byHand.getByLabel("Kills of Sergeant Martina", { exact: true }).fill("two");
    await byHand.getByRole("button", { name: "Record mission" }).click();
    await expect(page.getByTestId("record-mission-error")).toContainText("Kills of Sergeant Martina: expected a whole number");
    await byHand.getByLabel("Kills of Sergeant Martina", { exact: true }).fill("2");
    await byHand.getByLabel("Lost Brother 3", { exact: true }).check();
    await byHand.getByRole("button", { name: "Record mission" }).click();
    await expect(page.getByTestId("member-status-brother-3")).toHaveText("lost in Table game");
    await expect(page.getByTestId("member-kills-sergeant-martina")).toHaveText("2 kills");
    await expect(page.getByTestId(`squad-${SQUAD}`)).toContainText("4 alive of 5");

    // A recruit fills the gap, so the squad fits the mission's five Marines again.
    const recruit = page.getByRole("form", { name: "Add a recruit" });
    await recruit.getByLabel("Recruit name", { exact: true }).fill("Brother Tancred");
    await recruit.getByRole("button", { name: "Add recruit" }).click();
    await expect(page.getByTestId(`squad-${SQUAD}`)).toContainText("5 alive of 6");
    await expect(page.getByTestId("save-status")).toHaveText(/Saved · v\d+/, { timeout: 15_000 });

    // A finished playtest goes in with one click, its kills and losses credited member by member.
    const body = finishedMission({ documentId: mission.id, version: mission.version, title: mission.title });
    const created = await page.request.post("/api/documents", { data: { kind: "playtest", title: "Pitfall, greedy bots", body } });
    expect(created.status()).toBe(201);
    await page.goto(`/documents/${(await created.json()).id}`);
    await expect(page.getByTestId("result")).toBeVisible();
    const panel = page.getByTestId("record-mission");
    await expect(panel.getByTestId("record-mission-mapping")).toContainText("Brother Tancred");
    await panel.getByTestId("record-mission-submit").dblclick();
    await expect(page.getByTestId("recorded")).toBeVisible();
    await expect(panel.getByTestId("record-mission-submit")).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath("record-mission.png"), fullPage: true });

    await page.getByRole("link", { name: "Open the campaign" }).click();
    await page.waitForURL(new RegExp(campaignId));
    const battles = page.getByTestId("timeline").locator(":scope > li").filter({ hasText: "battle" });
    await expect(battles).toHaveCount(2); // a double click recorded once
    await expect(page.getByTestId("timeline")).toContainText("Mission: ");
    await page.screenshot({ path: test.info().outputPath("campaign-squad.png"), fullPage: true });
  },
);
