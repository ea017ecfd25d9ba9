// Live play, measured: how long a move takes to reach the other browser, and what an idle
// spectator costs. Two people sign up, share a book, and play Lost Worlds duels through the API
// while each follows the match on its event stream (GET /api/live/:id/events), as the live page
// does. A move's latency is from sending it to the other side's stream delivering that version.
// Then a signed-in spectator keeps a match's page open, idle, for a while, and its requests are
// counted.
//
// Usage: tsx scripts/live-latency.ts [--moves N] [--idle-seconds S] [--base URL [--other URL]]
// Without --base it serves a throwaway studio (a production build on its own SQLite database).
// With --other, the second player talks to another server process on the same PostgreSQL
// database: the move then crosses processes through LISTEN/NOTIFY.
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import mirimSample from "../lib/content/samples/mirim.book.json";
import type { LiveMatchView } from "../lib/content/api";
import { actionIds } from "./action-form";
import { Browser, signUp } from "./load-client";
import { withThrowawayStudio } from "./throwaway-studio";
import { chromiumLaunch } from "../e2e/chromium";

const { values } = parseArgs({
  options: {
    moves: { type: "string", default: "40" },
    "idle-seconds": { type: "string", default: "60" },
    base: { type: "string" },
    other: { type: "string" },
  },
});
const MOVES = Number(values.moves);
const IDLE_S = Number(values["idle-seconds"]);

/** A match's event stream, read as it arrives: every `match` event's view, in order. */
class Stream {
  readonly views: LiveMatchView[] = [];
  /** When each view arrived (performance.now()). */
  private readonly arrivals: number[] = [];
  private waiters: { version: number; resolve: (at: number) => void }[] = [];
  private readonly abort = new AbortController();

  constructor(
    private readonly browser: Browser,
    private readonly id: string,
  ) {}

  async open(): Promise<void> {
    const res = await fetch(`${this.browser.base}/api/live/${this.id}/events`, {
      headers: { cookie: this.browser.cookie, accept: "text/event-stream" },
      signal: this.abort.signal,
    });
    if (res.status !== 200 || !res.body) throw new Error(`the event stream answered ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let at: number;
          while ((at = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (!block.startsWith("event: match")) continue;
            const view = JSON.parse(block.slice(block.indexOf("data: ") + 6)) as LiveMatchView;
            const now = performance.now();
            this.views.push(view);
            this.arrivals.push(now);
            this.waiters = this.waiters.filter((w) => (view.version >= w.version ? (w.resolve(now), false) : true));
          }
        }
      } catch {
        /* closed */
      }
    })();
    // The stream opens with the match as it is.
    await this.reach(0);
  }

  /** When the stream delivered (or delivers) `version` or a later one. */
  reach(version: number): Promise<number> {
    const at = this.views.findIndex((v) => v.version >= version);
    if (at >= 0) return Promise.resolve(this.arrivals[at]);
    return new Promise((resolve) => this.waiters.push({ version, resolve }));
  }

  latest(): LiveMatchView {
    return this.views.at(-1)!;
  }

  close(): void {
    this.abort.abort();
  }
}

/** The requests an open live page makes in IDLE_S seconds once loaded (method and path). */
async function idleSpectator(base: string, who: Browser, matchId: string): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext();
    await context.addCookies(
      who.cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${base}/live/${matchId}`);
    await page.getByTestId("live-match").waitFor();
    await page.getByText("connected").first().waitFor();
    const seen: string[] = [];
    page.on("request", (r) => seen.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.waitForTimeout(IDLE_S * 1000);
    return seen;
  } finally {
    await browser.close();
  }
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function post(b: Browser, path: string, json?: unknown) {
  const res = await b.request("POST", path, json === undefined ? {} : { json });
  if (res.status >= 300) throw new Error(`POST ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return JSON.parse(res.text) as LiveMatchView & { id: string };
}

async function measure(base: string, other: string): Promise<number> {
  const signUpAction = actionIds().signUpAction;
  if (!signUpAction) throw new Error("the build has no signUpAction");
  const stamp = Date.now();
  const alice = new Browser(base);
  const bob = new Browser(other);
  const carol = new Browser(base);
  const people = [
    [alice, "alice"],
    [bob, "bob"],
    [carol, "carol"],
  ] as const;
  for (const [b, name] of people)
    await signUp(b, signUpAction, { name, email: `${name}-${stamp}@latency.test`, password: "latency-password-0123" });
  const book = await post(alice, "/api/documents", { kind: "book", title: "Mirim", body: mirimSample.body });
  for (const name of ["bob", "carol"])
    await post(alice, `/api/documents/${book.id}/shares`, { email: `${name}-${stamp}@latency.test`, role: "viewer" });

  // Moves: alternate sides, each timed until the other side's stream has it.
  const latencies: number[] = [];
  /** How long the mover's own POST took, for comparison: what the other side waits beyond it. */
  const posts: number[] = [];
  while (latencies.length < MOVES) {
    const match = await post(alice, "/api/live", { gameId: "lostworlds", documents: [{ id: book.id }, { id: book.id }] });
    await post(bob, `/api/live/${match.id}/join`);
    const streams = [new Stream(alice, match.id), new Stream(bob, match.id)];
    await Promise.all(streams.map((s) => s.open()));
    const players = [alice, bob];
    for (let turn = 0; latencies.length < MOVES; turn++) {
      const seat = turn % 2;
      const mine = streams[seat];
      await mine.reach(Math.max(...streams.map((s) => s.latest().version)));
      const view = mine.latest();
      if (view.result) break;
      if (view.legal.length === 0) continue;
      const action = view.legal[Math.floor(Math.random() * view.legal.length)];
      const sent = performance.now();
      const after = await post(players[seat], `/api/live/${match.id}/actions`, { version: view.version, action });
      posts.push(performance.now() - sent);
      const arrived = await streams[1 - seat].reach(after.version);
      latencies.push(arrived - sent);
    }
    streams.forEach((s) => s.close());
  }

  // An idle spectator: Carol keeps an open match's page in Chromium, and nothing happens for
  // IDLE_S seconds. Every request the page makes after it has loaded is counted.
  const open = await post(alice, "/api/live", { gameId: "lostworlds", documents: [{ id: book.id }, { id: book.id }] });
  const idle = await idleSpectator(base, carol, open.id);
  const round = (x: number) => Math.round(x * 10) / 10;
  console.log(
    JSON.stringify(
      {
        servers: base === other ? 1 : 2,
        moves: latencies.length,
        moverPostMs: { p50: round(percentile(posts, 50)), p95: round(percentile(posts, 95)) },
        latencyMs: { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), max: round(Math.max(...latencies)) },
        // Page prefetches of the links on the page (made once, by Next.js) are listed apart from
        // the API requests that following the match costs.
        idleSpectator: {
          seconds: IDLE_S,
          apiRequestsPerMinute: round((idle.filter((r) => r.includes(" /api/")).length * 60) / IDLE_S),
          requests: idle,
        },
      },
      null,
      2,
    ),
  );
  return 0;
}

const status = values.base
  ? await measure(values.base, values.other ?? values.base)
  : await withThrowawayStudio((base) => measure(base, base));
process.exit(status);
