// A production build of the studio served on a free port with its own throwaway SQLite database
// and data directory (or the empty PostgreSQL database in E2E_DATABASE_URL), for the end-to-end
// tests and the UI benchmarks. Torn down afterwards, printing the server log when `fn` failed.
import { spawn } from "node:child_process";
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

/**
 * Runs `fn` against a fresh studio; its return value is the exit status (0 = success). `build:
 * false` serves the production build that is there, as it is, and fails when there is none.
 */
export async function withThrowawayStudio(
  fn: (baseUrl: string, env: NodeJS.ProcessEnv) => Promise<number> | number,
  { build = true }: { build?: boolean } = {},
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
  const server = spawn(bin("tsx"), [path.join(ROOT, "scripts", "serve.ts"), "--port", String(port), "--host", "127.0.0.1"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let serverLog = "";
  server.stdout.on("data", (d) => (serverLog += d));
  server.stderr.on("data", (d) => (serverLog += d));
  // A PostgreSQL studio hands its simulation jobs to worker processes: one runs beside it, as in
  // any deployment on PostgreSQL (on SQLite the studio plays them itself).
  const worker =
    databaseConfig(env).provider === "postgresql"
      ? spawn(bin("tsx"), [path.join(ROOT, "scripts", "worker.ts")], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] })
      : null;
  worker?.stdout?.on("data", (d) => (serverLog += d));
  worker?.stderr?.on("data", (d) => (serverLog += d));
  let status = 1;
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health`, 60_000);
    status = await fn(baseUrl, env);
  } catch (err) {
    console.error(String(err));
  } finally {
    server.kill("SIGTERM");
    worker?.kill("SIGTERM");
    if (status !== 0) console.error("--- studio server log ---\n" + serverLog.slice(-8000));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return status;
}
