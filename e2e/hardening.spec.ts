// Regression tests of what probing the studio as an attacker and as a careless user found, against
// the production build: each failed on the studio before it was fixed.
import net from "node:net";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PASSWORD, png, signIn, signUp, uniqueEmail } from "./helpers";

const mirim = JSON.parse(fs.readFileSync(path.resolve("lib/content/samples/mirim.book.json"), "utf8"));

async function newBook(req: APIRequestContext, title = "Mirim"): Promise<{ id: string; version: number }> {
  const res = await req.post("/api/documents", { data: { kind: "book", title, body: mirim.body } });
  expect(res.status()).toBe(201);
  return res.json();
}

const issues = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { issues: { path: string; message: string }[] }).issues;

test("1. signing in follows only paths on this studio", async ({ page, baseURL }) => {
  const email = uniqueEmail("redirect");
  await signUp(page, "Redirect", email);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/signin/);
  // Were the browser sent there, it would not leave the machine.
  await page.context().route(
    (url) => url.hostname === "evil.example",
    (route) => route.fulfill({ status: 200, body: "evil" }),
  );
  for (const next of ["/\\evil.example/x", "/\\/evil.example", "//evil.example/x"]) {
    await page.goto(`/signin?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/signin/);
  }
});

test("2, 3. a body nested too deep or with a lone surrogate answers 400 with the field path, not 500", async ({ page }) => {
  await signUp(page, "Nester", uniqueEmail("nester"));
  const book = await newBook(page.request);
  const depth = 800;
  const notes = '{"type":"paragraph","content":['.repeat(depth) + '{"type":"text","text":"x"}' + "]}".repeat(depth);
  const deep = await page.request.put(`/api/documents/${book.id}`, {
    headers: { "content-type": "application/json" },
    data: Buffer.from(`{"baseVersion":1,"body":{"character":{"notes":${notes}}}}`),
  });
  expect(deep.status()).toBe(400);
  expect((await issues(deep))[0]).toMatchObject({
    path: expect.stringMatching(/^body\.character\.notes\.content\.0/),
    message: expect.stringContaining("levels"),
  });

  for (const [field, json] of [
    ["title", '{"baseVersion":1,"title":"\\ud800"}'],
    ["note", '{"baseVersion":1,"title":"ok","note":"\\udfff x"}'],
    [
      "body.character.notes.content.0.text",
      '{"baseVersion":1,"body":{"character":{"notes":{"type":"doc","content":[{"type":"text","text":"\\ud83c"}]}}}}',
    ],
  ]) {
    const res = await page.request.put(`/api/documents/${book.id}`, {
      headers: { "content-type": "application/json" },
      data: Buffer.from(json),
    });
    expect([field, res.status()]).toEqual([field, 400]);
    expect((await issues(res))[0]).toMatchObject({ path: field, message: expect.stringContaining("surrogate") });
  }
  // Nothing was half-written.
  expect((await (await page.request.get(`/api/documents/${book.id}`)).json()).version).toBe(1);
});

test("4. a tile set with a picture opens", async ({ page }) => {
  await signUp(page, "Painter", uniqueEmail("painter"));
  const src = `data:image/png;base64,${png(8, 8, () => [200, 80, 40]).toString("base64")}`;
  const tile = { id: "pic", name: "Pictured", kind: "jungle", paths: [0, 3], count: 1, art: { src, rotation: 0 } };
  const created = await page.request.post("/api/documents", {
    data: { kind: "tileset", title: "Pictured", body: { kinds: [{ id: "jungle", label: "Jungle", color: "#3a7d44" }], tiles: [tile] } },
  });
  expect(created.status()).toBe(201);
  const res = await page.goto(`/documents/${(await created.json()).id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v1/);
});

/**
 * Streams spaces as a chunked body until the server answers; resolves with its status and what
 * was sent by then. On a raw socket, one chunk per turn of the event loop: a server that refuses
 * at the limit answers and closes, and our next writes then meet a reset (EPIPE), so the answer
 * must be read as soon as it arrives, not after a burst of writes, and a write error after it is
 * no failure.
 */
function chunkedUpload(baseURL: string, pathname: string, token: string, total: number): Promise<{ status: number; sent: number }> {
  const url = new URL(pathname, baseURL);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let received = "";
    let status = 0;
    const socket = net.connect(Number(url.port), url.hostname);
    const finish = (err?: Error) => {
      if (status) resolve({ status, sent });
      else reject(err ?? new Error(`the connection closed without an answer after ${sent} bytes`));
      socket.destroy();
    };
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const line = /^HTTP\/1\.1 (\d{3}) /.exec(received);
      if (line && !status) {
        status = Number(line[1]);
        finish();
      }
    });
    socket.on("error", (err) => finish(err));
    socket.on("close", () => finish());
    socket.write(
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n` +
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const chunk = Buffer.concat([Buffer.from(`${(64 * 1024).toString(16)}\r\n`), Buffer.alloc(64 * 1024, 0x20), Buffer.from("\r\n")]);
    const pump = () => {
      if (status || socket.destroyed) return;
      if (sent >= total) return void socket.write("0\r\n\r\n");
      sent += 64 * 1024;
      if (socket.write(chunk)) setImmediate(pump);
      else socket.once("drain", pump);
    };
    pump();
  });
}

test("5. a chunked 300 MB upload is refused with 413 at the limit, not read whole", async ({ page, baseURL }) => {
  await signUp(page, "Uploader", uniqueEmail("uploader"));
  const token = (await (await page.request.post("/api/tokens", { data: { name: "upload" } })).json()).token as string;
  for (const route of ["/api/documents", "/api/documents/import", "/api/tokens"]) {
    const { status, sent } = await chunkedUpload(baseURL!, route, token, 300 * 1024 * 1024);
    expect([route, status]).toEqual([route, 413]);
    // The answer came long before the upload would have ended.
    expect(sent).toBeLessThan(100 * 1024 * 1024);
  }
  const declared = await page.request.post("/api/documents", {
    headers: { "content-type": "application/json" },
    data: Buffer.alloc(6 * 1024 * 1024, 0x20),
  });
  expect(declared.status()).toBe(413);
});

test("6. opening a document never writes, and rich text the editor does not know is kept", async ({ page }) => {
  await signUp(page, "Keeper", uniqueEmail("keeper"));
  const notes = {
    type: "doc",
    content: [
      {
        type: "paragraph",
        content: [
          { type: "text", text: "Known words " },
          { type: "mention", attrs: { id: "u1", label: "Ana" } },
        ],
      },
      { type: "table", content: [{ type: "tableRow", content: [{ type: "tableCell", content: [] }] }] },
    ],
  };
  const body = { ...mirim.body, character: { ...mirim.body.character, notes } };
  const created = await page.request.post("/api/documents", { data: { kind: "book", title: "Kept notes", body } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id;
  await page.goto(`/documents/${id}`);
  await page.getByRole("tab", { name: "Sheet" }).click();
  const editor = page.getByLabel("Character notes");
  await expect(editor).toContainText("Known words");
  // Clicking into the notes loads the editor, whose plugins tidy the document; that is not an edit.
  await editor.click();
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await expect(editor).toContainText("mention");
  await page.waitForTimeout(6000);
  const after = await (await page.request.get(`/api/documents/${id}`)).json();
  expect(after.version).toBe(1);
  expect(after.body.character.notes).toEqual(notes);
  expect((await (await page.request.get(`/api/documents/${id}/revisions`)).json()).revisions).toHaveLength(1);

  // An edit saves, and what the editor does not know is still there.
  await editor.locator("p").first().click();
  await page.keyboard.press("End");
  await page.keyboard.type("!");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved · v2/, { timeout: 15_000 });
  const edited = (await (await page.request.get(`/api/documents/${id}`)).json()).body.character.notes;
  expect(JSON.stringify(edited)).toContain('"type":"mention"');
  expect(edited.content[1]).toEqual(notes.content[1]);
});

async function sessionCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name.includes("session-token"));
}

test("7. signing out ends the session on the server; so does signing out everywhere", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("leaver");
  await signUp(page, "Leaver", email);
  const copied = await sessionCookies(page);
  expect(copied.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/signin/);
  const thief = await browser.newContext({ baseURL });
  await thief.addCookies(copied);
  expect((await thief.request.get("/api/documents")).status()).toBe(401);

  // Two browsers signed in; one signs out everywhere, the other is signed out too.
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signIn(second, email);
  await expect(second.getByRole("heading", { name: "Library" })).toBeVisible();
  expect((await other.request.get("/api/documents")).status()).toBe(200);
  await page.goto("/settings/tokens");
  await expect(page.getByTestId("session-count")).toContainText("2 browsers");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.waitForURL(/\/signin/);
  expect((await other.request.get("/api/documents")).status()).toBe(401);
  await Promise.all([thief.close(), other.close()]);
});

test("8. parallel sign-in attempts cannot pass the limit, and a client's X-Forwarded-For is not believed", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("racer");
  await signUp(page, "Racer", email);
  const ctx = await browser.newContext({ baseURL });
  const { csrfToken } = await (await ctx.request.get("/api/auth/csrf")).json();
  const attempt = (i: number) =>
    ctx.request.post("/api/auth/callback/credentials", {
      form: { email, password: `wrong password ${i}`, csrfToken, callbackUrl: "/" },
      // A client naming a fresh address each time: ignored, every attempt is this machine's.
      headers: { "x-forwarded-for": `198.51.100.${i}` },
      maxRedirects: 0,
    });
  const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => attempt(i)));
  const codes = answers.map((r) => new URL(r.headers().location ?? "", baseURL).searchParams.get("code"));
  expect(codes.filter((c) => c === "credentials").length).toBeLessThanOrEqual(5);
  expect(codes.filter((c) => c === "rate_limited").length).toBeGreaterThanOrEqual(9);
  await ctx.close();
});

test("9. a published document shows its published revision and a display name, nothing else", async ({ page, browser, baseURL }) => {
  const editorEmail = uniqueEmail("coauthor");
  await signUp(page, "Coauthor", editorEmail);
  const reader = await browser.newContext({ baseURL });
  const r = await reader.newPage();
  await signUp(r, "Reader", uniqueEmail("reader"));
  const author = await browser.newContext({ baseURL });
  const a = await author.newPage();
  await signUp(a, "Author", uniqueEmail("author"));
  const book = await newBook(a.request, "Published book");
  expect((await a.request.post(`/api/documents/${book.id}/shares`, { data: { email: editorEmail, role: "editor" } })).status()).toBe(200);
  const published = await (await a.request.put(`/api/documents/${book.id}`, { data: { baseVersion: 1, published: true } })).json();
  await a.request.put(`/api/documents/${book.id}`, { data: { baseVersion: published.version, title: "Draft in progress" } });

  const seen = await (await r.request.get(`/api/documents/${book.id}`)).json();
  expect(seen).toMatchObject({ role: "public", title: "Published book", version: published.version, ownerName: "Author", shares: [] });
  expect(JSON.stringify(seen)).not.toContain("@example.test");
  expect((await r.request.get(`/api/documents/${book.id}/revisions`)).status()).toBe(403);
  expect((await r.request.get(`/api/documents/${book.id}/revisions/1`)).status()).toBe(403);
  await r.goto(`/documents/${book.id}`);
  await expect(r.getByRole("region", { name: "Published" })).toContainText("By Author");
  await expect(r.getByRole("region", { name: "History" })).toHaveCount(0);
  await Promise.all([reader.close(), author.close()]);
});

test("10. a campaign past 5 MB still saves; unknown padding and oversized parts are refused with a clear message", async ({ page }) => {
  await signUp(page, "Chronicler", uniqueEmail("chronicler"));
  const campaign = await (
    await page.request.post("/api/documents", {
      data: {
        kind: "campaign",
        title: "A long campaign",
        body: {
          members: [],
          characters: [
            {
              id: "mirim",
              name: "Mirim",
              system: "lostworlds",
              book: { title: "Mirim" },
              sheet: { maxBody: 12, tacticPoints: 8, mods: [] },
            },
            {
              id: "vesna",
              name: "Vesna",
              system: "lostworlds",
              book: { title: "Mirim" },
              sheet: { maxBody: 12, tacticPoints: 8, mods: [] },
            },
          ],
          ledger: [],
        },
      },
    })
  ).json();
  const by = campaign.ownerId as string;
  // Seven battles with a 0.9 MB replay each: over 6 MB of ledger.
  for (let n = 0; n < 7; n++) {
    const res = await page.request.post(`/api/documents/${campaign.id}/campaign/entries`, {
      data: {
        id: `battle-${n}`,
        at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
        by,
        type: "battle",
        participants: [
          { characterId: "mirim", side: "a" },
          { characterId: "vesna", side: "b" },
        ],
        winningSide: "a",
        replay: { matchJson: "x".repeat(900_000) },
      },
    });
    expect(res.status()).toBe(201);
  }
  // The studio's autosave still saves it: a new title goes out without the ledger it only adds to.
  await page.goto(`/documents/${campaign.id}`);
  await page.getByLabel("Document title").fill("A long campaign, still saving");
  await expect(page.getByTestId("save-status")).toHaveText("Saved · v2", { timeout: 20_000 });
  // So does a save of the roster through the API.
  const full = await (await page.request.get(`/api/documents/${campaign.id}`)).json();
  expect(full.body.ledger).toHaveLength(7);
  const { ledger: _ledger, ...roster } = full.body;
  const saved = await page.request.put(`/api/documents/${campaign.id}`, {
    data: {
      baseVersion: full.version,
      body: {
        ...roster,
        description: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Still saving" }] }] },
      },
    },
  });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).body.ledger).toHaveLength(7);

  const padded = await page.request.put(`/api/documents/${campaign.id}`, {
    data: {
      baseVersion: (await saved.json()).version,
      body: { ...roster, description: { type: "doc", attrs: { pad: "p".repeat(4_000_000) } } },
    },
  });
  expect(padded.status()).toBe(413);
  expect((await issues(padded))[0]).toEqual({ path: "body", message: expect.stringMatching(/campaign may take at most 1 MB/) });
});

test("11. pages carry a nonce CSP, nosniff and frame protection, and the editors run under it", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/.test(msg.text())) violations.push(msg.text());
  });
  await signUp(page, "Headers", uniqueEmail("headers"));
  const res = await page.goto("/");
  const headers = res!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  const api = await page.request.get("/api/health");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");

  // A rich-text editor (tiptap) and a konva canvas, under the policy.
  const book = await newBook(page.request);
  await page.goto(`/documents/${book.id}`);
  await page.getByRole("tab", { name: "Sheet" }).click();
  // The editor loads when the field is focused: its code runs under the policy too.
  await page.getByLabel("Character notes").focus();
  await expect(page.getByLabel("Character notes")).toHaveAttribute("contenteditable", "true");
  await page.goto("/");
  const deck = await page.request.post("/api/documents", { data: { kind: "tileset", title: "Deck" } });
  await page.goto(`/documents/${(await deck.json()).id}`);
  await expect(page.locator("canvas").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("12. every list pages with a cursor, and a new playtest starts from the play page", async ({ page }) => {
  await signUp(page, "Pager", uniqueEmail("pager"));
  for (let i = 0; i < 5; i++) await page.request.post("/api/documents", { data: { kind: "ruleset", title: `Rules ${i}` } });
  const seen: string[] = [];
  let url = "/api/documents?limit=2";
  for (;;) {
    const body = await (await page.request.get(url)).json();
    expect(body.documents.length).toBeLessThanOrEqual(2);
    seen.push(...body.documents.map((d: { id: string }) => d.id));
    if (!body.nextCursor) break;
    url = `/api/documents?limit=2&cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.length).toBeGreaterThanOrEqual(5);
  expect(await (await page.request.get("/api/tokens?limit=1")).json()).toHaveProperty("nextCursor");

  await page.goto("/");
  await page.getByLabel("New document kind").selectOption({ label: "Playtest" });
  await page.getByRole("button", { name: "Set one up…" }).click();
  await page.waitForURL(/\/play$/);
  expect((await page.request.post("/api/documents", { data: { kind: "playtest", title: "Empty" } })).status()).toBe(400);
});

test("13, 14, 15. live matches: the server deals and builds them, joiners see the terms, others see nothing", async ({
  page,
  browser,
  baseURL,
}) => {
  const joinerEmail = uniqueEmail("joiner");
  const joinerCtx = await browser.newContext({ baseURL });
  const j = await joinerCtx.newPage();
  await signUp(j, "Joiner", joinerEmail);
  await signUp(page, "Creator", uniqueEmail("creator"));
  const book = await newBook(page.request);

  // 13: a typed seed and sent content are refused.
  const seeded = await page.request.post("/api/live", {
    data: { gameId: "lostworlds", seed: 1, documents: [{ id: book.id }, { id: book.id }] },
  });
  expect(seeded.status()).toBe(400);
  expect((await issues(seeded))[0]).toMatchObject({ path: "seed" });
  const content = await page.request.post("/api/live", {
    data: { gameId: "lostworlds", content: { books: [mirim.body, { ...mirim.body, character: { ...mirim.body.character, body: 200 } }] } },
  });
  expect(content.status()).toBe(400);
  expect((await issues(content)).map((i) => i.path)).toContain("content");

  // 14: built from documents pinned to a version; the joiner sees them and the options first.
  const created = await page.request.post("/api/live", {
    data: { gameId: "lostworlds", documents: [{ id: book.id, version: 1 }, { id: book.id }] },
  });
  expect(created.status()).toBe(201);
  const match = await created.json();
  expect(match).toMatchObject({ started: false, view: null, legal: [] });
  expect(JSON.stringify(match)).not.toMatch(/"seed"/);
  const invitation = await (await j.request.get(`/api/live/${match.id}`)).json();
  expect(invitation.sources.map((s: { readable: boolean }) => s.readable)).toEqual([false, false]);
  expect((await j.request.post(`/api/live/${match.id}/join`)).status()).toBe(403);
  await page.request.post(`/api/documents/${book.id}/shares`, { data: { email: joinerEmail, role: "viewer" } });
  const terms = await (await j.request.get(`/api/live/${match.id}`)).json();
  expect(terms.sources).toMatchObject([
    { title: "Mirim", version: 1, readable: true },
    { title: "Mirim", version: 1, readable: true },
  ]);
  expect(Object.keys(terms.options).length).toBeGreaterThan(0);
  expect((await j.request.post(`/api/live/${match.id}/join`)).status()).toBe(200);

  // 15: full, the match is not there for anyone else.
  const outsider = await browser.newContext({ baseURL });
  const o = await outsider.newPage();
  await signUp(o, "Outsider", uniqueEmail("outsider"));
  expect((await o.request.get(`/api/live/${match.id}`)).status()).toBe(404);
  expect((await o.request.get(`/api/live/${match.id}?since=0`)).status()).toBe(404);

  // 15: a shared playtest in progress shows a viewer no seed and no moves.
  const playtest = await page.request.post("/api/documents", {
    data: {
      kind: "playtest",
      title: "Half a duel",
      body: {
        gameId: "lostworlds",
        seed: "secret-seed",
        content: { books: [mirim.body, mirim.body] },
        seats: [
          { label: "A", controller: "human" },
          { label: "B", controller: "human" },
        ],
        log: [{ action: { seat: 0, page: 50 }, events: [] }],
      },
    },
  });
  const ptId = (await playtest.json()).id;
  await page.request.post(`/api/documents/${ptId}/shares`, { data: { email: joinerEmail, role: "viewer" } });
  const shown = await (await j.request.get(`/api/documents/${ptId}`)).json();
  expect(shown.body).toBeNull();
  expect(JSON.stringify(shown)).not.toContain("secret-seed");
  expect((await j.request.get(`/api/documents/${ptId}/revisions/1`)).status()).toBe(403);
  await j.goto(`/documents/${ptId}`);
  await expect(j.getByTestId("withheld")).toContainText("still being played");
  await Promise.all([joinerCtx.close(), outsider.close()]);
});
