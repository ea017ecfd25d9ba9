// `npm run drill:crash`: many clients save while the studio is killed with SIGKILL at random
// moments and started again, on SQLite and then on PostgreSQL. Every save the studio acknowledged
// (a 200 or 201 it sent) is then looked for in the database, and the database is checked whole:
// SQLite's integrity and foreign-key checks or PostgreSQL's amcheck, and the store's own invariants
// (every version has its revisions, rows match their latest revision, bodies are valid, ledger
// entries numbered without gaps). It fails if anything acknowledged is missing or anything is broken.
//
//   npm run drill:crash                               both databases (PostgreSQL: a private
//                                                     server started here, or DRILL_POSTGRES_URL)
//   npm run drill:crash -- --db sqlite --kills 10 --clients 24
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import rulesetDoc from "../lib/content/samples/base.ruleset.json";
import { emptyCampaign } from "../lib/content/kinds/campaign";
import { createToken } from "../lib/auth/tokens";
import { createDb, type Db } from "../lib/db/client";
import { createUser } from "../lib/db/users";
import { ensureBuild } from "./build";
import { invariants } from "./invariants";
import { postgresBin, type PostgresServer } from "./pg-cluster";
import { freePort, postgresServer, startServer, studioDatabase, waitUp, type Provider } from "./studio-process";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    kills: { type: "string", default: "20" },
    clients: { type: "string", default: "16" },
  },
});
const KILLS = Number(args.kills);
const CLIENTS = Number(args.clients);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Acked {
  saves: { documentId: string; version: number; title: string; notes: string }[];
  creates: { documentId: string; title: string }[];
  entries: { documentId: string; entryId: string }[];
}

interface Client {
  token: string;
  userId: string;
  ruleset: string;
  campaign: string;
  version: number;
}

/** One client: saves its ruleset (a new title and notes each time), creates documents, posts ledger entries. */
async function clientLoop(base: string, c: Client, n: number, acked: Acked, stop: () => boolean, counts: { sent: number; failed: number }) {
  const auth = { authorization: `Bearer ${c.token}`, "content-type": "application/json" };
  let i = 0;
  while (!stop()) {
    i++;
    const kind = i % 10;
    try {
      if (kind < 7) {
        const title = `client ${n} save ${i}`;
        const notes = `saved by client ${n}, save ${i}`;
        const body = {
          ...rulesetDoc.body,
          notes: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: notes }] }] },
        };
        counts.sent++;
        const res = await fetch(`${base}/api/documents/${c.ruleset}`, {
          method: "PUT",
          headers: auth,
          body: JSON.stringify({ baseVersion: c.version, title, body }),
        });
        if (res.status === 200) {
          const doc = (await res.json()) as { version: number };
          c.version = doc.version;
          acked.saves.push({ documentId: c.ruleset, version: doc.version, title, notes });
        } else if (res.status === 409) {
          // A save that reached the database before a crash and was never answered: start from it.
          c.version = ((await res.json()) as { current: { version: number } }).current.version;
        } else throw new Error(`save answered ${res.status}: ${await res.text()}`);
      } else if (kind < 9) {
        const title = `client ${n} new ${i}`;
        counts.sent++;
        const res = await fetch(`${base}/api/documents`, {
          method: "POST",
          headers: auth,
          body: JSON.stringify({ kind: "ruleset", title }),
        });
        if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
        acked.creates.push({ documentId: ((await res.json()) as { id: string }).id, title });
      } else {
        const entryId = `c${n}-e${i}`;
        counts.sent++;
        const res = await fetch(`${base}/api/documents/${c.campaign}/campaign/entries`, {
          method: "POST",
          headers: auth,
          body: JSON.stringify({
            id: entryId,
            at: new Date().toISOString(),
            by: c.userId,
            type: "battle",
            participants: [
              { characterId: "mirim", side: "a" },
              { characterId: "vesna", side: "b" },
            ],
            winningSide: "a",
          }),
        });
        if (res.status !== 201 && res.status !== 200) throw new Error(`entry answered ${res.status}: ${await res.text()}`);
        acked.entries.push({ documentId: c.campaign, entryId });
      }
    } catch (err) {
      // The server is down or was killed mid-answer: nothing was acknowledged; wait and go on.
      counts.failed++;
      if (!(err instanceof TypeError)) console.error(`  client ${n}: ${err instanceof Error ? err.message : err}`);
      await sleep(100);
    }
  }
}

async function seed(db: Db): Promise<Client[]> {
  const clients: Client[] = [];
  for (let n = 0; n < CLIENTS; n++) {
    const user = await createUser(db, { email: `drill${n}@drill.test`, name: `Drill ${n}`, passwordHash: null });
    const { token } = await createToken(db, { userId: user.id }, "drill");
    clients.push({ token, userId: user.id, ruleset: "", campaign: "", version: 1 });
  }
  return clients;
}

async function check(db: Db, acked: Acked, provider: string, url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const s of acked.saves) {
    const rev = await db.revision.findUnique({ where: { documentId_version: { documentId: s.documentId, version: s.version } } });
    if (!rev || rev.title !== s.title || !rev.body.includes(s.notes))
      problems.push(`acknowledged save lost: ${s.documentId} v${s.version} "${s.title}"`);
  }
  const docs = new Set(
    (await db.document.findMany({ where: { id: { in: acked.creates.map((c) => c.documentId) } }, select: { id: true } })).map((d) => d.id),
  );
  for (const c of acked.creates) if (!docs.has(c.documentId)) problems.push(`acknowledged document lost: ${c.documentId} "${c.title}"`);
  for (const e of acked.entries) {
    const row = await db.campaignEntry.findUnique({ where: { documentId_entryId: { documentId: e.documentId, entryId: e.entryId } } });
    if (!row) problems.push(`acknowledged ledger entry lost: ${e.entryId}`);
  }
  problems.push(...(await invariants(db)));
  if (provider === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const file = url.replace(/^file:/, "");
    const raw = new Database(file, { readonly: true });
    const integrity = raw.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") problems.push(`SQLite integrity_check: ${integrity}`);
    const fk = raw.pragma("foreign_key_check") as unknown[];
    if (fk.length) problems.push(`SQLite foreign_key_check: ${fk.length} rows point at nothing`);
    raw.close();
  } else {
    const bin = postgresBin();
    if (bin && fs.existsSync(path.join(bin, "pg_amcheck"))) {
      const res = spawnSync(path.join(bin, "pg_amcheck"), ["--heapallindexed", "--install-missing", url], { encoding: "utf8" });
      if (res.status !== 0) problems.push(`pg_amcheck: ${res.stdout}${res.stderr}`.trim());
    }
  }
  return problems;
}

async function drill(provider: Provider, pg: PostgresServer | null): Promise<boolean> {
  const { env, url, remove } = await studioDatabase(provider, pg, "drill");
  const { db } = createDb(env);
  const clients = await seed(db);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = startServer(env, port);
  await waitUp(base);
  // Each client's own ruleset and campaign, made through the API like everything else.
  for (const [n, c] of clients.entries()) {
    const auth = { authorization: `Bearer ${c.token}`, "content-type": "application/json" };
    const r = await fetch(`${base}/api/documents`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ kind: "ruleset", title: `client ${n}` }),
    });
    c.ruleset = ((await r.json()) as { id: string }).id;
    const characters = ["mirim", "vesna"].map((id) => ({
      id,
      name: id,
      system: "lostworlds",
      book: { title: "Mirim" },
      sheet: { maxBody: 12, tacticPoints: 8, mods: [] },
    }));
    const camp = await fetch(`${base}/api/documents`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ kind: "campaign", title: `client ${n} campaign`, body: { ...emptyCampaign(), characters } }),
    });
    c.campaign = ((await camp.json()) as { id: string }).id;
  }

  const acked: Acked = { saves: [], creates: [], entries: [] };
  const counts = { sent: 0, failed: 0 };
  let stopping = false;
  const loops = clients.map((c, n) => clientLoop(base, c, n, acked, () => stopping, counts));
  const started = Date.now();
  const acknowledged = () => acked.saves.length + acked.creates.length + acked.entries.length;
  for (let k = 0; k < KILLS; k++) {
    // Killed while writes are flowing: once this run of the server has acknowledged a random
    // number of them (a fresh server first loads its routes), then at a random moment.
    const before = acknowledged();
    const wanted = 5 + Math.floor(Math.random() * 60);
    for (const until = Date.now() + 30_000; acknowledged() - before < wanted && Date.now() < until;) await sleep(20);
    await sleep(Math.random() * 500);
    server.kill("SIGKILL");
    await new Promise((r) => server.once("exit", r));
    server = startServer(env, port);
    await waitUp(base).catch((err: Error) => {
      throw new Error(`${err.message} after kill ${k + 1}; its log:\n${server.log()}`);
    });
    process.stdout.write(`\r  ${provider}: ${k + 1}/${KILLS} kills, ${acknowledged()} writes acknowledged`);
  }
  // A last stretch without crashes, then stop and look.
  await sleep(2000);
  stopping = true;
  await Promise.all(loops);
  server.kill("SIGKILL");
  await new Promise((r) => server.once("exit", r));
  const problems = await check(db, acked, provider, url);
  await db.$disconnect();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\n  ${provider}: ${KILLS} kills in ${seconds} s; ${counts.sent} writes sent by ${CLIENTS} clients, ${counts.failed} cut off by a ` +
      `crash; ` +
      `acknowledged and found: ${acked.saves.length} saves, ${acked.creates.length} new documents, ${acked.entries.length} ledger entries; ` +
      (problems.length ? `${problems.length} PROBLEMS` : "nothing lost, database intact"),
  );
  for (const p of problems.slice(0, 20)) console.log(`    ${p}`);
  remove();
  return problems.length === 0;
}

ensureBuild();
const wanted = args.db === "both" ? (["sqlite", "postgresql"] as const) : ([args.db] as ("sqlite" | "postgresql")[]);
let ok = true;
for (const provider of wanted) {
  const pg = provider === "postgresql" ? await postgresServer(process.env.DRILL_POSTGRES_URL) : null;
  if (provider === "postgresql" && !pg) {
    console.log("  postgresql: skipped: no PostgreSQL server programs here (apt-get install postgresql) and no DRILL_POSTGRES_URL");
    ok = false;
    continue;
  }
  try {
    ok = (await drill(provider, pg)) && ok;
  } finally {
    pg?.stop();
  }
}
process.exit(ok ? 0 : 1);
