// Test support: a fresh, migrated database per test file. SQLite by default; PostgreSQL when
// TEST_POSTGRES_URL names a server (a throwaway database is created on it and dropped after).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createToken, principalForToken } from "../auth/tokens";
import type { TokenPrincipal } from "../auth/policy";
import { AppError } from "../errors";
import { createDb, type Db } from "./client";
import { createUser } from "./users";
import { migrate } from "./migrate";
import type { DatabaseProvider } from "./config";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export interface TestDb {
  db: Db;
  provider: DatabaseProvider;
  /** The DATABASE_URL of this database, for a process the test starts. */
  url: string;
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
    await migrate({ provider: "postgresql", url: url.toString() }, ROOT);
    const { db } = createDb({ DATABASE_URL: url.toString() });
    return {
      db,
      provider: "postgresql",
      url: url.toString(),
      async close() {
        await db.$disconnect();
        const drop = new pg.Client({ connectionString: pgBase });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hexfolio-test-"));
  const file = path.join(dir, "test.db");
  await migrate({ provider: "sqlite", url: `file:${file}` }, ROOT);
  const { db } = createDb({ DATABASE_URL: `file:${file}` });
  return {
    db,
    provider: "sqlite",
    url: `file:${file}`,
    async close() {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The AppError a call fails with (anything else, or success, fails the test). */
export async function rejects(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected the call to fail");
}

/** A password-less account named `name` (email name@example.test), as an actor. */
export async function testUser(db: Db, name: string): Promise<{ userId: string }> {
  return { userId: (await createUser(db, { email: `${name}@example.test`, name, passwordHash: null })).id };
}

/** A real API token of `user`, created and resolved as a bearer request resolves it. */
export async function testToken(db: Db, user: { userId: string }, name = "test"): Promise<TokenPrincipal> {
  const { token } = await createToken(db, user, name);
  const principal = await principalForToken(db, token);
  if (!principal) throw new Error("a fresh token did not resolve");
  return principal;
}
