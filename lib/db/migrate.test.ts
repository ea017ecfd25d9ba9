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
});
