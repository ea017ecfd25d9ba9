// Applies the committed SQL migrations (prisma/<provider>/migrations/*/migration.sql) in order,
// each in its own transaction, recording name and checksum in `_hexfolio_migrations`.
// Prisma's `migrate deploy` is not used at run time: through the pg driver adapter its schema
// engine cannot read PostgreSQL's `name` columns, and a plain runner behaves the same on both.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sqliteFilePath, type DatabaseConfig, type DatabaseProvider } from "./config";

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(root: string, provider: DatabaseProvider): Migration[] {
  const dir = path.join(root, "prisma", provider, "migrations");
  return fs
    .readdirSync(dir)
    .filter((n) => fs.existsSync(path.join(dir, n, "migration.sql")))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const TABLE = "_hexfolio_migrations";

function pending(applied: Map<string, string>, all: Migration[]): Migration[] {
  for (const [name, checksum] of applied) {
    const m = all.find((x) => x.name === name);
    if (!m)
      throw new Error(`The database has migration ${name}, which this version of Hexfolio does not know (a newer version migrated it?)`);
    if (m.checksum !== checksum) throw new Error(`Migration ${name} was changed after it was applied; migrations are append-only`);
  }
  return all.filter((m) => !applied.has(m.name));
}

/** Returns the names of the migrations it applied. */
export async function migrate(config: DatabaseConfig, root: string): Promise<string[]> {
  const all = readMigrations(root, config.provider);
  return config.provider === "sqlite"
    ? migrateSqlite(path.resolve(root, sqliteFilePath(config.url)), all)
    : migratePostgres(config.url, all);
}

async function migrateSqlite(file: string, all: Migration[]): Promise<string[]> {
  const { default: Database } = await import("better-sqlite3");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // WAL lets readers proceed while a writer commits; the mode is stored in the file itself.
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 10000");
    db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const applied = new Map(
      (db.prepare(`SELECT name, checksum FROM ${TABLE}`).all() as { name: string; checksum: string }[]).map((r) => [r.name, r.checksum]),
    );
    const todo = pending(applied, all);
    const record = db.prepare(`INSERT INTO ${TABLE} (name, checksum, applied_at) VALUES (?, ?, ?)`);
    // SQLite changes a column by copying the table and dropping the old one. With foreign keys
    // enforced (better-sqlite3's default) that DROP deletes every row first and so cascades into
    // every table referring to it: a new column on User would empty Document. The pragma is a
    // no-op inside a transaction, so keys are switched off around it and checked before commit.
    db.pragma("foreign_keys = OFF");
    try {
      for (const m of todo) {
        db.transaction(() => {
          db.exec(m.sql);
          const broken = db.pragma("foreign_key_check") as { table: string; parent: string }[];
          if (broken.length > 0) {
            throw new Error(
              `Migration ${m.name} leaves ${broken.length} rows of ${broken[0].table} pointing at missing ${broken[0].parent} rows`,
            );
          }
          record.run(m.name, m.checksum, new Date().toISOString());
        }).immediate();
      }
    } finally {
      db.pragma("foreign_keys = ON");
    }
    return todo.map((m) => m.name);
  } finally {
    db.close();
  }
}

async function migratePostgres(url: string, all: Migration[]): Promise<string[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One migrator at a time across processes (several servers starting together).
    await client.query("SELECT pg_advisory_lock(727274)");
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`,
    );
    const rows = (await client.query(`SELECT name, checksum FROM ${TABLE}`)).rows as { name: string; checksum: string }[];
    const todo = pending(new Map(rows.map((r) => [r.name, r.checksum])), all);
    for (const m of todo) {
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(`INSERT INTO ${TABLE} (name, checksum, applied_at) VALUES ($1, $2, now())`, [m.name, m.checksum]);
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${m.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return todo.map((m) => m.name);
  } finally {
    await client.end();
  }
}
