// A production build of the studio served on a free port with its own throwaway SQLite database
// and data directory (or the empty PostgreSQL database in E2E_DATABASE_URL), for the end-to-end
// tests and the UI benchmarks. Torn down afterwards, printing the server log when `fn` failed.
// On PostgreSQL a worker runs beside it, and on request a second instance of the same build on the
// same database, as a deployment behind a load balancer has (its URL in `BASE_URL_2`).
import { spawn, type ChildProcess } from "node:child_process";
import { databaseConfig } from "../lib/db/config";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT, bin, ensureBuild, run } from "./build";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitForHealth(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the studio did not answer ${url} within ${ms} ms`);
}

/** SIGTERM to a child's process group, then SIGKILL if it is still there after 15 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signal("SIGTERM");
  const late = setTimeout(() => signal("SIGKILL"), 15_000);
  await exited;
  clearTimeout(late);
  // The group may outlive its leader by a moment; whatever is left is not waited for.
  signal("SIGKILL");
}

/**
 * Runs `fn` against a fresh studio; its return value is the exit status (0 = success). `build:
 * false` serves the production build that is there, as it is, and fails when there is none.
 * `secondInstance: true` also starts a second studio on the same database when it is PostgreSQL
 * (SQLite is served by one process) and hands `fn` its URL as `env.BASE_URL_2`.
 */
export async function withThrowawayStudio(
  fn: (baseUrl: string, env: NodeJS.ProcessEnv) => Promise<number> | number,
  { build = true, secondInstance = false }: { build?: boolean; secondInstance?: boolean } = {},
): Promise<number> {
  // Build and migration logs go to stderr: stdout belongs to the caller (bench --json).
  if (build) ensureBuild(true);
  else if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.error("No production build here: run `npm run build` first.");
    return 1;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hexfolio-e2e-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: process.env.E2E_DATABASE_URL || `file:${path.join(dir, "e2e.db")}`,
    HEXFOLIO_DATA_DIR: dir,
    AUTH_SECRET: "e2e-only-secret-not-for-production-use-0123456789",
    PORT: String(port),
    // The engine's test game (a dice race) is offered here, for the end-to-end tests of playtests.
    HEXFOLIO_TEST_GAMES: "1",
  };
  run(bin("tsx"), [path.join(ROOT, "scripts", "db.ts"), "migrate"], env, true);
  const onPostgres = databaseConfig(env).provider === "postgresql";
  let serverLog = "";
  const children: ChildProcess[] = [];
  const start = (name: string, script: string, args: string[], childEnv: NodeJS.ProcessEnv) => {
    const child = spawn(bin("tsx"), [path.join(ROOT, "scripts", script), ...args], {
      cwd: ROOT,
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so stopping it stops what tsx started under it (the Node process
      // that serves) even when it has to be killed.
      detached: true,
    });
    const tag = (d: Buffer) => (serverLog += d.toString().replace(/^(?=.)/gm, `[${name}] `));
    child.stdout!.on("data", tag);
    child.stderr!.on("data", tag);
    children.push(child);
  };
  const serve = (p: number) => ["--port", String(p), "--host", "127.0.0.1"];
  start("studio", "serve.ts", serve(port), env);
  // The second instance is the same build on the same database, started at the same time as the
  // first, with the same AUTH_SECRET (a cookie signed by one is read by the other) and its own port.
  const port2 = secondInstance && onPostgres ? await freePort() : null;
  if (port2 !== null) {
    start("studio 2", "serve.ts", serve(port2), { ...env, PORT: String(port2) });
    env.BASE_URL_2 = `http://127.0.0.1:${port2}`;
  }
  // A PostgreSQL studio hands its simulation jobs to worker processes: one runs beside it, as in
  // any deployment on PostgreSQL (on SQLite the studio plays them itself).
  if (onPostgres) start("worker", "worker.ts", [], env);
  let status = 1;
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await Promise.all([baseUrl, env.BASE_URL_2].filter(Boolean).map((url) => waitForHealth(`${url}/api/health`, 60_000)));
    status = await fn(baseUrl, env);
  } catch (err) {
    console.error(String(err));
  } finally {
    await Promise.all(children.map((child) => stopGroup(child)));
    if (status !== 0) console.error("--- studio server log ---\n" + serverLog.slice(-8000));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return status;
}
