import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "./migrate";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hexfolio-migrate-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("migrations", () => {
  it("apply once, then are a no-op, and refuse a migration edited after it was applied", async () => {
    const config = { provider: "sqlite" as const, url: `file:${path.join(tmp, "m.db")}` };
    const all = readMigrations(ROOT, "sqlite").map((m) => m.name);
    expect(await migrate(config, ROOT)).toEqual(all);
    expect(await migrate(config, ROOT)).toEqual([]);

    const copy = path.join(tmp, "root");
    fs.cpSync(path.join(ROOT, "prisma"), path.join(copy, "prisma"), { recursive: true });
    const first = path.join(copy, "prisma", "sqlite", "migrations", all[0], "migration.sql");
    fs.appendFileSync(first, "\n-- edited\n");
    await expect(migrate(config, copy)).rejects.toThrow(/changed after it was applied/);
  });

  it("keep every row when a migration redefines a table others refer to (SQLite copies and drops it)", async () => {
    const { default: Database } = await import("better-sqlite3");
    const config = { provider: "sqlite" as const, url: `file:${path.join(tmp, "redefine.db")}` };
    const copy = path.join(tmp, "redefine-root");
    fs.cpSync(path.join(ROOT, "prisma"), path.join(copy, "prisma"), { recursive: true });
    const dir = path.join(copy, "prisma", "sqlite", "migrations");
    const later = readMigrations(ROOT, "sqlite").slice(2);
    for (const m of later) fs.rmSync(path.join(dir, m.name), { recursive: true });
    await migrate(config, copy);
    const db = new Database(path.join(tmp, "redefine.db"));
    db.prepare(`INSERT INTO "User" (id, email, name) VALUES ('u1', 'a@example.test', 'A')`).run();
    db.prepare(
      `INSERT INTO "Document" (id, kind, title, ownerId, schemaVersion, body, version, updatedAt) VALUES ('d1', 'book', 'B', 'u1', 1, '{}', 1, 0)`,
    ).run();
    db.close();
    // A migration like Prisma writes for a new column on User: copy the table, drop it, rename the copy.
    fs.mkdirSync(path.join(dir, "9999_redefine"));
    fs.writeFileSync(
      path.join(dir, "9999_redefine", "migration.sql"),
      `PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" ("id" TEXT NOT NULL PRIMARY KEY, "email" TEXT NOT NULL, "name" TEXT NOT NULL, "passwordHash" TEXT, "githubId" TEXT, "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, "extra" INTEGER NOT NULL DEFAULT 0);
INSERT INTO "new_User" ("id", "email", "name", "passwordHash", "githubId", "createdAt") SELECT "id", "email", "name", "passwordHash", "githubId", "createdAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
`,
    );
    expect(await migrate(config, copy)).toEqual(["9999_redefine"]);
    const after = new Database(path.join(tmp, "redefine.db"));
    expect(after.prepare(`SELECT count(*) AS n FROM "Document"`).get()).toEqual({ n: 1 });
    expect(after.pragma("foreign_keys", { simple: true })).toBe(1);
    after.close();
  });
});
