// Test support: a fresh, migrated database per test file. SQLite by default; PostgreSQL when
// TEST_POSTGRES_URL names a server (a throwaway database is created on it and dropped after).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createDb, type Db } from "./client";
import type { DatabaseProvider } from "./config";

function migrationSql(provider: DatabaseProvider): string[] {
  const dir = path.resolve("prisma", provider, "migrations");
  return fs
    .readdirSync(dir)
    .filter((n) => fs.statSync(path.join(dir, n)).isDirectory())
    .sort()
    .map((n) => fs.readFileSync(path.join(dir, n, "migration.sql"), "utf8"));
}

export interface TestDb {
  db: Db;
  provider: DatabaseProvider;
  close(): Promise<void>;
}

export async function freshTestDb(): Promise<TestDb> {
  const pgBase = process.env.TEST_POSTGRES_URL;
  if (pgBase) {
    const { default: pg } = await import("pg");
    const name = `hexfolio_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgBase);
    url.pathname = `/${name}`;
    const conn = new pg.Client({ connectionString: url.toString() });
    await conn.connect();
    for (const sql of migrationSql("postgresql")) await conn.query(sql);
    await conn.end();
    const { db } = createDb({ DATABASE_URL: url.toString() });
    return {
      db,
      provider: "postgresql",
      async close() {
        await db.$disconnect();
        const drop = new pg.Client({ connectionString: pgBase });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const { default: Database } = await import("better-sqlite3");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hexfolio-test-"));
  const file = path.join(dir, "test.db");
  const conn = new Database(file);
  for (const sql of migrationSql("sqlite")) conn.exec(sql);
  conn.close();
  const { db } = createDb({ DATABASE_URL: `file:${file}` });
  return {
    db,
    provider: "sqlite",
    async close() {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
