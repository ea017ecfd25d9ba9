// A private PostgreSQL server for the crash drill and the load script, as CI starts one: a fresh
// cluster in a temporary directory, listening on 127.0.0.1 on a free port, removed afterwards.
// It needs PostgreSQL's server programs (Debian: apt-get install postgresql); when run as root
// they run as the postgres user, which initdb requires.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export function postgresBin(): string | null {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1], "bin") : null;
}

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

function runAs(cmd: string, asPostgres: boolean): void {
  const res = asPostgres
    ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", cmd], { encoding: "utf8" })
    : spawnSync("/bin/sh", ["-c", cmd], { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`${cmd}\n${res.stdout}${res.stderr}`);
}

export interface PostgresServer {
  /** A URL of the server's postgres database, for creating and dropping databases. */
  adminUrl: string;
  /** A URL of a new empty database on it. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL's server programs were not found (apt-get install postgresql, or set PG_BIN)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hexfolio-pg-"));
  const root = process.getuid?.() === 0;
  if (root) spawnSync("chown", ["postgres", dir]);
  const port = await freePort();
  runAs(`${bin}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`, root);
  runAs(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200' start >/dev/null`,
    root,
  );
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    async createDatabase(name) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgresql://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        runAs(`${bin}/pg_ctl -D ${dir}/data -m fast stop >/dev/null`, root);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
