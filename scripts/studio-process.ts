// The production studio as a child process on a database of its own, for the crash drill and the
// load script: a throwaway SQLite file, or a new database on PostgreSQL (a private server started
// here, or the one named by a URL), migrated, then served by scripts/serve.ts on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT, run } from "./build";
import { postgresBin, startPostgres, type PostgresServer } from "./pg-cluster";

export type Provider = "sqlite" | "postgresql";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The studio's server as one process (not behind tsx's launcher), so a SIGKILL kills the server
 * itself. Its stderr is kept (the last 8 kB) for when something goes wrong.
 */
export function startServer(env: NodeJS.ProcessEnv, port: number): ChildProcess & { log: () => string } {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "scripts", "serve.ts"), "--port", String(port), "--host", "127.0.0.1"],
    { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr.on("data", (d) => (log = (log + d).slice(-8000)));
  return Object.assign(child, { log: () => log });
}

/** Waits until the studio answers its health check (five minutes at most: a busy machine starts slowly). */
export async function waitUp(base: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error("the studio did not answer within five minutes");
}

/** A PostgreSQL server to make databases on: the one at `adminUrl`, else a private one started here. */
export async function postgresServer(adminUrl: string | undefined): Promise<PostgresServer | null> {
  if (!adminUrl) return postgresBin() ? startPostgres() : null;
  return {
    adminUrl,
    async createDatabase(name) {
      const { default: pgLib } = await import("pg");
      const client = new pgLib.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      return u.toString();
    },
    stop() {},
  };
}

export interface StudioDatabase {
  /** The environment the studio (and a checker's own client) run with. */
  env: NodeJS.ProcessEnv;
  url: string;
  /** Removes the data directory (a PostgreSQL database goes with its private server). */
  remove(): void;
}

/** A new, migrated database (and data directory) for one run. */
export async function studioDatabase(provider: Provider, pg: PostgresServer | null, label: string): Promise<StudioDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hexfolio-${label}-`));
  const url = provider === "sqlite" ? `file:${path.join(dir, `${label}.db`)}` : await pg!.createDatabase(`hexfolio_${label}_${Date.now()}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: url,
    HEXFOLIO_DATA_DIR: dir,
    HEXFOLIO_DEMO: "off",
    AUTH_SECRET: `${label}-only-secret-not-for-production-0123456789`,
  };
  run(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "db.ts"), "migrate"], env);
  return { env, url, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
