import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { createDocument, errorAlert, signIn, signUp, uniqueEmail } from "./helpers";

test("sign up, create, rename, export and re-import a document, see its history, sign out", async ({ page }) => {
  await signUp(page, "Ada Designer", uniqueEmail("ada"));
  // A new library holds the studio's samples, each marked as one.
  await expect(page.getByTestId("document-row").filter({ hasText: "Pitfall (Space Hulk)" })).toContainText("Sample");

  await createDocument(page, "Jungle deck");
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v1");

  const title = page.getByLabel("Document title");
  await title.fill("Jungle deck, revised");
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v2", { timeout: 15_000 });
  await expect(page.getByTestId("revisions").getByRole("listitem")).toHaveCount(2);

  // Edit the body through the JSON editor: an invalid edit is reported and not saved.
  await page.getByRole("button", { name: "JSON" }).click();
  const json = page.getByLabel("Document JSON");
  const body = JSON.parse(await json.inputValue());
  body.tiles = [{ id: "straight", name: "Straight", kind: "jungle", paths: [0, 3], count: "many" }];
  await json.fill(JSON.stringify(body, null, 2));
  await expect(page.getByText("tiles.0.count")).toBeVisible();
  body.tiles[0].count = 8;
  await json.fill(JSON.stringify(body, null, 2));
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v3", { timeout: 15_000 });

  // Undo the body edit, then look at version 1 in the history.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v4", { timeout: 15_000 });
  await page.getByTestId("revisions").getByRole("button", { name: "v1" }).click();
  await expect(page.getByRole("dialog", { name: "Version 1" })).toContainText("Jungle deck");
  await page.getByRole("button", { name: "Close" }).click();

  // Export from the library and import the file back as a new document.
  await page.goto("/");
  const row = page.getByTestId("document-row").filter({ hasText: "Jungle deck, revised" });
  const downloadPromise = page.waitForEvent("download");
  await row.getByRole("link", { name: "Export" }).click();
  const download = await downloadPromise;
  const file = await download.path();
  const exported = JSON.parse(fs.readFileSync(file!, "utf8"));
  expect(exported).toMatchObject({ kind: "tileset", title: "Jungle deck, revised", schemaVersion: 1 });

  await page
    .getByTestId("import-input")
    .setInputFiles({ name: "deck.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(page.getByTestId("import-format")).toContainText("Hexfolio export");
  await expect(page.getByTestId("import-saved")).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("document-row").filter({ hasText: "Jungle deck, revised" })).toHaveCount(2);

  // A broken import says which field is wrong and creates nothing.
  await page.getByTestId("import-input").setInputFiles({
    name: "bad.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...exported, kind: "starship" })),
  });
  await expect(page.getByTestId("import-problems")).toContainText("kind: Expected one of");
  await expect(page.getByTestId("import-saved")).toHaveCount(0);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("document-row").filter({ hasText: "Jungle deck" })).toHaveCount(2);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin/);
});

test("another user can neither see nor change a document, by UI or by API", async ({ browser }) => {
  const ownerCtx = await browser.newContext();
  const owner = await ownerCtx.newPage();
  await signUp(owner, "Owner", uniqueEmail("owner"));
  const id = await createDocument(owner, "Secret deck");

  const otherCtx = await browser.newContext();
  const other = await otherCtx.newPage();
  await signUp(other, "Other", uniqueEmail("other"));
  await expect(other.getByText("Secret deck")).toHaveCount(0);
  await other.goto(`/documents/${id}`);
  await expect(other.getByRole("heading", { name: "Not found" })).toBeVisible();

  for (const [method, path, data] of [
    ["GET", `/api/documents/${id}`, undefined],
    ["PUT", `/api/documents/${id}`, { baseVersion: 1, title: "Stolen" }],
    ["DELETE", `/api/documents/${id}`, undefined],
    ["GET", `/api/documents/${id}/revisions`, undefined],
    ["GET", `/api/documents/${id}/export`, undefined],
    ["POST", `/api/documents/${id}/restore`, { undelete: true }],
  ] as const) {
    const res = await other.request.fetch(path, { method, data });
    expect(res.status(), `${method} ${path}`).toBe(404);
  }
  const anonymous = await (await browser.newContext()).request.get(new URL(`/api/documents/${id}`, owner.url()).toString());
  expect(anonymous.status()).toBe(401);

  await owner.reload();
  await expect(owner.getByLabel("Document title")).toHaveValue("Secret deck");
  await expect(owner.getByTestId("save-status")).toHaveText("Saved · v1");
  await ownerCtx.close();
  await otherCtx.close();
});

test("a stale save in a second tab gets the conflict dialog and loses nothing", async ({ browser }) => {
  const ctx = await browser.newContext();
  const tab1 = await ctx.newPage();
  await signUp(tab1, "Two Tabs", uniqueEmail("tabs"));
  const id = await createDocument(tab1, "Shared deck");
  const tab2 = await ctx.newPage();
  await tab2.goto(`/documents/${id}`);
  await expect(tab2.getByTestId("save-status")).toHaveText("Saved · v1");

  await tab1.getByLabel("Document title").fill("Title from tab one");
  await expect(tab1.getByTestId("save-status")).toHaveText("Saved · v2", { timeout: 15_000 });

  await tab2.getByLabel("Document title").fill("Title from tab two");
  const dialog = tab2.getByRole("dialog", { name: "Someone else saved this document" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Keep mine as a new revision" }).click();
  await expect(tab2.getByTestId("save-status")).toHaveText("Saved · v3", { timeout: 15_000 });
  await expect(tab2.getByTestId("revisions").getByRole("listitem")).toHaveCount(3);

  // Tab one is now stale in turn; it chooses to reload the other version.
  await tab1.getByLabel("Document title").fill("Another idea");
  const dialog1 = tab1.getByRole("dialog", { name: "Someone else saved this document" });
  await expect(dialog1).toBeVisible({ timeout: 15_000 });
  await dialog1.getByRole("button", { name: "Reload theirs" }).click();
  await expect(tab1.getByLabel("Document title")).toHaveValue("Title from tab two");
  await expect(tab1.getByTestId("save-status")).toHaveText("Saved · v3");
  await ctx.close();
});

test("wrong passwords are refused and then rate-limited", async ({ page }) => {
  const email = uniqueEmail("locked");
  await signUp(page, "Locked", email);
  await page.getByRole("button", { name: "Sign out" }).click();
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, "wrong password!");
    await expect(errorAlert(page)).toHaveText("That email and password do not match an account.");
  }
  await signIn(page, email);
  await expect(errorAlert(page)).toContainText("Too many failed sign-ins");
});

test("work whose save never arrived is taken back on reopening, or offered when the document moved on", async ({ page }) => {
  await signUp(page, "Left Behind", uniqueEmail("unsent"));
  const id = await createDocument(page, "Left behind");
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v1");
  // What a page keeps in the browser when it is left with a save that never arrived (the
  // network dropped it, the tab closed first): its draft and the version it was edited on.
  const leftUnsent = async (title: string, base: number) => {
    const body = await (await page.request.get(`/api/documents/${id}`)).json().then((d: { body: unknown }) => d.body);
    await page.evaluate(([key, work]) => localStorage.setItem(key, JSON.stringify(work)), [
      `hexfolio:unsent:${id}`,
      { base, title, body, at: Date.now() },
    ] as const);
  };

  // Nobody saved since: the work is this browser's, and comes back at once as an undoable step.
  await leftUnsent("Kept in the browser", 1);
  await page.goto(`/documents/${id}`);
  await expect(page.getByLabel("Document title")).toHaveValue("Kept in the browser");
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v2", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Undo" })).toHaveAttribute("title", /Restore unsaved work/);

  // Saved elsewhere meanwhile: the person chooses.
  await leftUnsent("Mine, unsent", 2);
  const elsewhere = await page.request.put(`/api/documents/${id}`, { data: { baseVersion: 2, title: "Saved elsewhere" } });
  expect(elsewhere.status()).toBe(200);
  await page.goto(`/documents/${id}`);
  const offer = page.getByTestId("unsent-work");
  await expect(offer).toContainText("did not reach the server");
  await expect(page.getByLabel("Document title")).toHaveValue("Saved elsewhere");
  await offer.getByRole("button", { name: "Restore my changes" }).click();
  await expect(page.getByLabel("Document title")).toHaveValue("Mine, unsent");
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v4", { timeout: 15_000 });
  // Taken care of: not offered again.
  await page.reload();
  await expect(page.getByLabel("Document title")).toHaveValue("Mine, unsent");
  await expect(page.getByTestId("unsent-work")).toHaveCount(0);
});
