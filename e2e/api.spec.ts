import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

test("health answers with the database in use", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true, db: process.env.E2E_DB_PROVIDER ?? "sqlite", version: expect.any(String) });
});

test("bad input gets 400 with every failing field path, and nothing is written", async ({ page }) => {
  await signUp(page, "Validator", uniqueEmail("validator"));
  const req = page.request;
  const count = async () => ((await (await req.get("/api/documents")).json()).documents as unknown[]).length;
  const before = await count();

  const malformed = await req.post("/api/documents", {
    headers: { "content-type": "application/json" },
    data: Buffer.from('{"kind": "tileset", "title": '),
  });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).issues[0]).toMatchObject({ path: "(body)", message: expect.stringContaining("Expected valid JSON") });

  const wrongTypes = await req.post("/api/documents", { data: { kind: 7, title: ["x"] } });
  expect(wrongTypes.status()).toBe(400);
  expect((await wrongTypes.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual(["kind", "title"]);

  const unknownKind = await req.post("/api/documents", { data: { kind: "starship", title: "X" } });
  expect(unknownKind.status()).toBe(400);
  expect((await unknownKind.json()).issues).toEqual([{ path: "kind", message: expect.stringContaining("Expected one of") }]);

  const badBody = await req.post("/api/documents", {
    data: {
      kind: "tileset",
      title: "Bad",
      body: { kinds: [], tiles: [{ id: "Bad Id!", name: "", kind: "jungle", paths: [7], count: -1 }] },
    },
  });
  expect(badBody.status()).toBe(400);
  const paths = (await badBody.json()).issues.map((i: { path: string }) => i.path);
  expect(paths).toEqual(
    expect.arrayContaining(["body.kinds", "body.tiles.0.id", "body.tiles.0.name", "body.tiles.0.paths.0", "body.tiles.0.count"]),
  );

  const huge = await req.post("/api/documents", {
    headers: { "content-type": "application/json" },
    data: Buffer.from(JSON.stringify({ kind: "tileset", title: "x".repeat(6 * 1024 * 1024) })),
  });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).issues[0]).toMatchObject({ path: "(body)", message: expect.stringContaining("5 MB") });

  const badImport = await req.post("/api/documents/import", { data: { kind: "tileset", title: "", schemaVersion: 99, body: {} } });
  expect(badImport.status()).toBe(400);

  const created = await (await req.post("/api/documents", { data: { kind: "tileset", title: "Good" } })).json();
  const staleOrBad = await req.put(`/api/documents/${created.id}`, { data: { baseVersion: "one" } });
  expect(staleOrBad.status()).toBe(400);
  expect((await staleOrBad.json()).issues.map((i: { path: string }) => i.path)).toContain("baseVersion");
  const stale = await req.put(`/api/documents/${created.id}`, { data: { baseVersion: 1, title: "v2" } });
  expect(stale.status()).toBe(200);
  const conflict = await req.put(`/api/documents/${created.id}`, { data: { baseVersion: 1, title: "late" } });
  expect(conflict.status()).toBe(409);
  expect((await conflict.json()).current).toMatchObject({ version: 2, title: "v2" });

  expect(await count()).toBe(before + 1);
});

test("cross-site writes with the session cookie are refused", async ({ page }) => {
  await signUp(page, "Csrf", uniqueEmail("csrf"));
  const res = await page.request.post("/api/documents", {
    data: { kind: "tileset", title: "Forged" },
    headers: { origin: "https://evil.example" },
  });
  expect(res.status()).toBe(403);
  const listed = await (await page.request.get("/api/documents")).json();
  expect(listed.documents.map((d: { title: string }) => d.title)).not.toContain("Forged");
});

test("personal API tokens: create, use as a bearer, list, revoke", async ({ page, playwright, baseURL }) => {
  await signUp(page, "Scripter", uniqueEmail("scripter"));
  await page.getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByText("No API tokens")).toBeVisible();
  await page.getByLabel("Token name").fill("laptop CLI");
  await page.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  expect(token).toMatch(/^hxf_/);
  await expect(page.getByRole("cell", { name: "laptop CLI" })).toBeVisible();

  // A cookie-less client with only the token.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const created = await api.post("/api/documents", { data: { kind: "tileset", title: "From a script" } });
  expect(created.status()).toBe(201);
  expect((await (await api.get("/api/documents")).json()).documents.map((d: { title: string }) => d.title)).toContain("From a script");
  const listed = await (await api.get("/api/tokens")).json();
  expect(listed.tokens).toEqual([expect.objectContaining({ name: "laptop CLI", prefix: token.slice(0, 10) })]);
  expect(JSON.stringify(listed)).not.toContain(token);
  // A token may not mint a successor that would outlive its own revocation.
  const minted = await api.post("/api/tokens", { data: { name: "successor" } });
  expect(minted.status()).toBe(403);
  expect((await (await api.get("/api/tokens")).json()).tokens).toHaveLength(1);

  await page.reload();
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("No API tokens")).toBeVisible();
  expect((await api.get("/api/documents")).status()).toBe(401);
  const forged = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: "Bearer hxf_not-a-real-token" } });
  expect((await forged.get("/api/documents")).status()).toBe(401);
  await api.dispose();
  await forged.dispose();
});
