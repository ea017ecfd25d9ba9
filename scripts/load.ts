// `npm run load`: many people using the studio at once, against a production build on a database
// of its own, for a set time; then throughput and p50/p95/p99 per operation and overall, and the
// errors. Each client is a person who signed up through the sign-up form and works with its session
// cookie, in pairs: the first of a pair shares its ruleset (to edit) and its Lost Worlds book with
// the second, and the two play live matches against each other. Each client, without pause, picks:
//
//   library   the library page (GET /), as opening the studio
//   list      a page of the document list (GET /api/documents, by kind, by search, the next page)
//   open      a document's page (GET /documents/:id), as opening it from the library
//   save      an autosave of a ruleset (PUT with the version it was based on); a 409 (the partner
//             saved the shared ruleset first) is counted apart, and then saved again over the
//             current version, as "keep mine" does
//   simulate  the simulation lab's page and its book (GET /simulate, GET /api/documents/:id), then
//             a small simulation of that book in this process, as the browser's workers would run it
//   play      the live match's view (GET /api/live/:id) and, when it is this seat's turn, a legal
//             action (POST /api/live/:id/actions); a 409 (the match moved on) is counted apart
//
// It fails (exit 1) on any error: an answer other than 2xx (or those 409s), or a dropped connection.
//
//   npm run load                                   50 clients for 60 s on SQLite
//   npm run load -- --seconds 30 --clients 20
//   npm run load -- --db postgresql                on a private PostgreSQL server started here
//   LOAD_POSTGRES_URL=postgresql://…/postgres npm run load -- --db postgresql   on that server
import { parseArgs } from "node:util";
import mirimSample from "../lib/content/samples/mirim.book.json";
import rulesetSample from "../lib/content/samples/base.ruleset.json";
import { simulate } from "../lib/sim/runner";
import { loadModule } from "../lib/games/registry";
import { actionIds } from "./action-form";
import { ensureBuild } from "./build";
import { Browser, signUp, timed } from "./load-client";
import { LoadStats, formatTable, summarize } from "./load-stats";
import { freePort, postgresServer, startServer, studioDatabase, waitUp, type Provider } from "./studio-process";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    clients: { type: "string", default: "50" },
    db: { type: "string", default: process.env.LOAD_DB ?? "sqlite" },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
if (!(SECONDS > 0) || !Number.isInteger(CLIENTS) || CLIENTS < 2 || CLIENTS % 2 !== 0) {
  console.error("load: --seconds must be positive and --clients an even number of at least 2 (clients play in pairs)");
  process.exit(2);
}
if (args.db !== "sqlite" && args.db !== "postgresql") {
  console.error(`load: --db must be sqlite or postgresql (got ${args.db})`);
  process.exit(2);
}
const PROVIDER = args.db as Provider;

/** How often each operation is picked (out of their sum). */
const MIX: [Op, number][] = [
  ["library", 5],
  ["list", 15],
  ["open", 15],
  ["save", 30],
  ["simulate", 5],
  ["play", 30],
];
type Op = "library" | "list" | "open" | "save" | "simulate" | "play";

interface Pair {
  match: string;
  /** The match the second of the pair has joined. */
  joined: string;
}

interface Client {
  n: number;
  browser: Browser;
  email: string;
  ruleset: { id: string; version: number };
  /** The first of the pair's ruleset, shared with the second to edit (the first's own for the first). */
  shared: { id: string; version: number };
  book: string;
  documents: string[];
  pair: Pair;
  first: boolean;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

function pickOp(): Op {
  const total = MIX.reduce((n, [, w]) => n + w, 0);
  let r = Math.random() * total;
  for (const [op, w] of MIX) if ((r -= w) < 0) return op;
  return MIX[0][0];
}

const json = <T>(text: string) => JSON.parse(text) as T;

/** Everything set up before the clock starts: the account, the documents, the pair's match. */
async function setUpClient(base: string, actionId: string, n: number, pair: Pair): Promise<Client> {
  const browser = new Browser(base);
  const email = `load${n}-${Date.now()}@load.test`;
  await signUp(browser, actionId, { name: `Load ${n}`, email, password: "load-password-0123" });
  // Its own book and ruleset, made through the API (opening the library, which copies every sample
  // into a new library, is left to the clock: a first visit is part of the mix).
  const made: { id: string; version: number }[] = [];
  for (const [kind, title, body] of [
    ["book", `Load ${n} book`, mirimSample.body],
    ["ruleset", `Load ${n} ruleset`, rulesetSample.body],
  ] as const) {
    const res = await browser.request("POST", "/api/documents", { json: { kind, title, body } });
    if (res.status !== 201) throw new Error(`client ${n}: creating a ${kind} answered ${res.status}: ${res.text.slice(0, 200)}`);
    made.push(json<{ id: string; version: number }>(res.text));
  }
  const [book, ruleset] = made;
  return {
    n,
    browser,
    email,
    ruleset: { id: ruleset.id, version: ruleset.version },
    shared: { id: ruleset.id, version: ruleset.version },
    book: book.id,
    documents: [book.id, ruleset.id],
    pair,
    first: n % 2 === 0,
  };
}

/** The first of a pair shares its ruleset and book with the second and starts their first match. */
async function pairUp(a: Client, b: Client): Promise<void> {
  for (const [id, role] of [
    [a.ruleset.id, "editor"],
    [a.book, "viewer"],
  ] as const) {
    const res = await a.browser.request("POST", `/api/documents/${id}/shares`, { json: { email: b.email, role } });
    if (res.status >= 300) throw new Error(`client ${a.n}: sharing answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  b.shared = { ...a.ruleset };
  b.documents.push(a.ruleset.id, a.book);
  b.book = a.book;
  await newMatch(a, null);
}

async function newMatch(a: Client, stats: LoadStats | null): Promise<void> {
  const send = () =>
    a.browser.request("POST", "/api/live", { json: { gameId: "lostworlds", documents: [{ id: a.book }, { id: a.book }] } });
  const res = stats ? await timed(stats, "play", send) : await send();
  if (!res) return;
  if (res.status !== 201) {
    if (!stats) throw new Error(`client ${a.n}: creating a match answered ${res.status}: ${res.text.slice(0, 200)}`);
    return;
  }
  a.pair.match = json<{ id: string }>(res.text).id;
}

/** A new note in the ruleset's notes each save, as typing would make. */
function editedRuleset(c: Client, i: number) {
  const text = `Edited by client ${c.n}, change ${i}`;
  return { ...rulesetSample.body, notes: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] } };
}

interface LiveView {
  id: string;
  version: number;
  mySeat: number | null;
  started: boolean;
  legal: { seat: number }[];
  result: unknown;
}

async function step(c: Client, op: Op, stats: LoadStats, i: number): Promise<void> {
  const b = c.browser;
  switch (op) {
    case "library":
      await timed(stats, op, () => b.request("GET", "/"));
      return;
    case "list": {
      const query = pick(["", "?kind=book", "?kind=ruleset", "?q=Load", "?limit=5"]);
      const first = await timed(stats, op, () => b.request("GET", `/api/documents${query}`));
      if (first?.status !== 200) return;
      const page = json<{ documents: { id: string }[]; nextCursor: string | null }>(first.text);
      // What the list shows can be opened next (the samples, once the library has delivered them).
      for (const d of page.documents) if (!c.documents.includes(d.id)) c.documents.push(d.id);
      const cursor = page.nextCursor;
      if (cursor) await timed(stats, op, () => b.request("GET", `/api/documents${query || "?"}&cursor=${encodeURIComponent(cursor)}`));
      return;
    }
    case "open":
      await timed(stats, op, () => b.request("GET", `/documents/${pick(c.documents)}`));
      return;
    case "save": {
      // Mostly one's own ruleset; the second of a pair also edits the first's, so the two meet.
      const doc = !c.first && Math.random() < 0.5 ? c.shared : c.ruleset;
      for (let attempt = 0; attempt < 3; attempt++) {
        const res = await timed(
          stats,
          op,
          () => b.request("PUT", `/api/documents/${doc.id}`, { json: { baseVersion: doc.version, body: editedRuleset(c, i) } }),
          true,
        );
        if (res?.status === 200) doc.version = json<{ version: number }>(res.text).version;
        // "Keep mine": save again over the version the 409 names.
        else if (res?.status === 409) {
          doc.version = json<{ current: { version: number } }>(res.text).current.version;
          continue;
        }
        return;
      }
      return;
    }
    case "simulate": {
      const page = await timed(stats, op, () => b.request("GET", `/simulate?game=lostworlds&content=${c.book}`));
      const book = await timed(stats, op, () => b.request("GET", `/api/documents/${c.book}`));
      if (page?.status !== 200 || book?.status !== 200) return;
      const mod = await loadModule("lostworlds");
      const body = json<{ body: unknown }>(book.text).body;
      const { summary } = await simulate({
        gameId: "lostworlds",
        content: mod.content!.combine([body, body], null),
        bots: [{ kind: "random" }, { kind: "random" }],
        n: 4,
        baseSeed: i,
      });
      if (summary.n !== 4) stats.error(op, `the simulation played ${summary.n} games of 4`);
      return;
    }
    case "play": {
      const match = c.pair.match;
      if (!c.first && c.pair.joined !== match) {
        const joined = await timed(stats, op, () => b.request("POST", `/api/live/${match}/join`));
        if (joined?.status === 200) c.pair.joined = match;
        return;
      }
      const res = await timed(stats, op, () => b.request("GET", `/api/live/${match}`));
      if (res?.status !== 200) return;
      const view = json<LiveView>(res.text);
      if (view.result) {
        // Over: the first of the pair starts the next one (the second joins it on its next turn).
        if (c.first && c.pair.match === match) await newMatch(c, stats);
        return;
      }
      if (view.legal.length === 0) return;
      await timed(
        stats,
        op,
        () => b.request("POST", `/api/live/${match}/actions`, { json: { version: view.version, action: pick(view.legal) } }),
        true,
      );
      return;
    }
  }
}

async function main(): Promise<number> {
  ensureBuild();
  const pg = PROVIDER === "postgresql" ? await postgresServer(process.env.LOAD_POSTGRES_URL) : null;
  if (PROVIDER === "postgresql" && !pg) {
    console.error("load: no PostgreSQL server programs here (apt-get install postgresql) and no LOAD_POSTGRES_URL");
    return 1;
  }
  const database = await studioDatabase(PROVIDER, pg, "load");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(database.env, port);
  const stats = new LoadStats();
  try {
    await waitUp(base);
    const actionId = actionIds().signUpAction;
    if (!actionId) throw new Error("the build has no signUpAction");

    console.log(`load: signing up ${CLIENTS} people on ${PROVIDER}…`);
    const pairs: Pair[] = Array.from({ length: CLIENTS / 2 }, () => ({ match: "", joined: "" }));
    const clients: Client[] = [];
    // Ten sign-ups at a time: each hashes a password (scrypt), which is slow on purpose.
    for (let n = 0; n < CLIENTS; n += 10) {
      const batch = Array.from({ length: Math.min(10, CLIENTS - n) }, (_, k) => n + k);
      clients.push(...(await Promise.all(batch.map((m) => setUpClient(base, actionId, m, pairs[Math.floor(m / 2)])))));
    }
    for (let n = 0; n < CLIENTS; n += 2) await pairUp(clients[n], clients[n + 1]);

    console.log(`load: ${CLIENTS} clients for ${SECONDS} s…`);
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      clients.map(async (c) => {
        for (let i = 0; performance.now() < until; i++) {
          const op = pickOp();
          try {
            await step(c, op, stats, i);
          } catch (err) {
            stats.error(op, `the client failed: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = summarize(stats, seconds);
    const all = rows[rows.length - 1];
    console.log(
      `\nload: ${CLIENTS} clients, ${seconds.toFixed(1)} s, ${PROVIDER}: ${all.count} requests, ${all.perSecond.toFixed(1)} per second\n`,
    );
    console.log(formatTable(rows));
    for (const [kind, example] of stats.examples) console.log(`\n  ${kind}\n    e.g. ${example}`);
  } catch (err) {
    console.error(`load: ${err instanceof Error ? err.message : String(err)}`);
    console.error("--- studio server log ---\n" + server.log());
    return 1;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    database.remove();
    pg?.stop();
  }
  if (stats.errors > 0) {
    console.error(`\nload: ${stats.errors} errors`);
    console.error("--- studio server log (end) ---\n" + server.log().slice(-3000));
    return 1;
  }
  console.log("\nload: no errors");
  return 0;
}

process.exit(await main());
