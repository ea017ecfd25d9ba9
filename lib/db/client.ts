// The Prisma client factory: the only place that decides which database and driver to use.
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client";
import { PrismaClient as PgClient } from "./generated/postgresql/client";
import { databaseConfig, sqliteFilePath, type DatabaseProvider } from "./config";

/**
 * How long a transaction may wait to start, and run. Prisma's defaults (2 s and 5 s) are for an
 * idle machine: under load SQLite's single connection queues transactions behind each other, and a
 * starved CPU stretches each one, so a save would fail with a 500 though nothing is wrong. A
 * request may take two minutes at most (scripts/serve.ts), so these stay well inside it.
 */
const TRANSACTIONS = { maxWait: 30_000, timeout: 60_000 };

/** Both generated clients share one model definition, so one type describes them. */
export type Db = SqliteClient;

export function createDb(env: Record<string, string | undefined> = process.env): { db: Db; provider: DatabaseProvider } {
  const config = databaseConfig(env);
  if (config.provider === "postgresql") {
    const db = new PgClient({ adapter: new PrismaPg({ connectionString: config.url }), transactionOptions: TRANSACTIONS }) as unknown as Db;
    return { db, provider: "postgresql" };
  }
  const file = path.resolve(sqliteFilePath(config.url));
  const db = new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: `file:${file}` }), transactionOptions: TRANSACTIONS });
  return { db, provider: "sqlite" };
}

// One client per server process (Next's dev server re-evaluates modules; keep it on globalThis).
const holder = globalThis as unknown as { hexfolioDb?: { db: Db; provider: DatabaseProvider } };

export function getDb(): { db: Db; provider: DatabaseProvider } {
  holder.hexfolioDb ??= createDb();
  return holder.hexfolioDb;
}

/** Which database a client talks to (for the few queries the two spell differently). */
export function providerOf(db: Db): DatabaseProvider {
  // Prisma keeps its provider on the instance; the generated clients do not type it.
  return (db as unknown as { _activeProvider?: string })._activeProvider === "postgresql" ? "postgresql" : "sqlite";
}
