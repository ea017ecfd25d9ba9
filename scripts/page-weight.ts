// How much JavaScript each kind of page loads before anyone opens a panel: the library, one document
// of every kind and a playtest of every game, each opened in a fresh headless Chromium context (an
// empty cache, so every script it needs is counted). Counted per page: the scripts' bytes as
// served, as the browser received them, and gzipped here at the default level (the figure a budget
// is set in, the same whether or not the server compresses). Apart, the part of it the page's HTML
// names: what the browser loads to paint and hydrate the page as the server rendered it, before
// any part loaded on the client only (a canvas and konva, a game's board) is asked for.
import zlib from "node:zlib";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { KIND_IDS } from "../lib/content/registry";
import config from "../e2e/playwright.config";

export interface ScriptWeight {
  url: string;
  raw: number;
  gzip: number;
  /** What came over the wire (compressed or not, as the server sent it). */
  transferred: number;
  /** Named by the page's HTML: loaded for its first paint, not asked for afterwards. */
  firstPaint: boolean;
}

export interface PageWeight {
  page: string;
  path: string;
  scripts: number;
  raw: number;
  gzip: number;
  transferred: number;
  /** The gzipped scripts the page's HTML names (its first paint). */
  firstPaintGzip: number;
  /** Each script, largest first (for --json): which chunks a page carries. */
  files: { file: string; gzip: number; firstPaint: boolean }[];
}

/** One page's totals from the scripts it loaded. */
export function totalWeight(page: string, path: string, scripts: readonly ScriptWeight[]): PageWeight {
  const sum = (f: (s: ScriptWeight) => number) => scripts.reduce((n, s) => n + f(s), 0);
  return {
    page,
    path,
    scripts: scripts.length,
    raw: sum((s) => s.raw),
    gzip: sum((s) => s.gzip),
    transferred: sum((s) => s.transferred),
    firstPaintGzip: sum((s) => (s.firstPaint ? s.gzip : 0)),
    files: scripts.map((s) => ({ file: new URL(s.url).pathname, gzip: s.gzip, firstPaint: s.firstPaint })).sort((a, b) => b.gzip - a.gzip),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as a table, one page a line, with the pages over `budget` bytes (gzip) marked. */
export function formatWeights(weights: readonly PageWeight[], budget: number): string {
  const width = Math.max(...weights.map((w) => w.page.length), 4);
  const lines = [`${"page".padEnd(width)}  scripts      gzip  first paint       raw  transferred`];
  for (const w of weights) {
    lines.push(
      `${w.page.padEnd(width)}  ${String(w.scripts).padStart(7)}  ${kb(w.gzip).padStart(8)}  ${kb(w.firstPaintGzip).padStart(11)}  ${kb(w.raw).padStart(8)}  ${kb(w.transferred).padStart(11)}` +
        (w.gzip > budget ? `  over ${kb(budget)}` : ""),
    );
  }
  return lines.join("\n");
}

const PASSWORD = "page weight bench password";

async function signUp(page: Page): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Bench");
  await page.getByLabel("Email").fill(`weight-${Date.now()}@example.test`);
  await page.getByLabel("Password (at least 10 characters)").fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Library" }).waitFor({ timeout: 120_000 });
}

/** The scripts a fresh context loads for `path`, once the page has settled. */
async function scriptsOf(browser: Browser, baseURL: string, state: Awaited<ReturnType<BrowserContext["storageState"]>>, path: string) {
  const context = await browser.newContext({ baseURL, storageState: state });
  const page = await context.newPage();
  const pending: Promise<Omit<ScriptWeight, "firstPaint"> | null>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    pending.push(
      (async () => {
        const body = await res.body().catch(() => null);
        if (!body) return null;
        const sizes = await res.request().sizes();
        return { url: res.url(), raw: body.length, gzip: zlib.gzipSync(body).length, transferred: sizes.responseBodySize };
      })(),
    );
  });
  const html = (await (await page.goto(path, { waitUntil: "load" }))?.text()) ?? "";
  await page.locator("h1").first().waitFor({ state: "attached", timeout: 60_000 });
  // Scripts a page asks for after it loads (a canvas, its board) are part of its first view. A busy
  // machine may hydrate after the network has been quiet a while, and only then ask for them: so
  // settle until a quiet network and an idle page bring no new script.
  for (let seen = -1, round = 0; seen !== pending.length && round < 5; round++) {
    seen = pending.length;
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })));
    await page.waitForTimeout(1000);
  }
  // The HTML names a chunk by its path (a script tag, a preload, the server's component payload).
  const scripts = (await Promise.all(pending)).flatMap((s) => (s ? [{ ...s, firstPaint: html.includes(new URL(s.url).pathname) }] : []));
  await context.close();
  return scripts;
}

/** Starts a playtest of `game` from the new-playtest form, with its defaults; the playtest's path. */
async function startPlaytest(page: Page, game: string): Promise<string> {
  await page.goto("/play");
  await page.getByRole("combobox", { name: "Game" }).selectOption(game);
  await page.getByRole("button", { name: "Start playtest" }).click();
  await page.waitForURL(/\/documents\//, { timeout: 60_000 });
  return new URL(page.url()).pathname;
}

/** Measures every kind of page of the studio at `baseURL` (a production build, a fresh database). */
export async function measurePageWeights(baseURL: string): Promise<PageWeight[]> {
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signUp(page);
    const listed = (await (await page.request.get("/api/documents")).json()) as { documents: { id: string; kind: string }[] };
    const byKind = new Map<string, string>();
    for (const d of listed.documents) if (!byKind.has(d.kind)) byKind.set(d.kind, d.id);
    // Kinds no sample stands for get a blank document; a playtest is started per game below.
    for (const kind of KIND_IDS) {
      if (byKind.has(kind) || kind === "playtest") continue;
      const res = await page.request.post("/api/documents", { data: { kind, title: `Blank ${kind}` } });
      if (res.ok()) byKind.set(kind, ((await res.json()) as { id: string }).id);
    }
    await page.goto("/play");
    const games = await page
      .getByRole("combobox", { name: "Game" })
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v && !v.startsWith("test/")));
    const targets: [string, string][] = [["library", "/"]];
    for (const [kind, id] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) targets.push([kind, `/documents/${id}`]);
    for (const game of games) targets.push([`playtest: ${game}`, await startPlaytest(page, game)]);
    const state = await context.storageState();
    await context.close();

    const weights: PageWeight[] = [];
    for (const [name, path] of targets) weights.push(totalWeight(name, path, await scriptsOf(browser, baseURL, state, path)));
    return weights;
  } finally {
    await browser.close();
  }
}
