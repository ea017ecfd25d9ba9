import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { check, generate } from "./db-schema";

const copy = fs.mkdtempSync(path.join(os.tmpdir(), "hexfolio-schema-"));
fs.cpSync(path.resolve("prisma"), path.join(copy, "prisma"), { recursive: true });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("schema drift check", () => {
  it("passes on the committed schemas and migrations", () => {
    expect(check(path.resolve("."))).toEqual([]);
  });

  it("fails when the models change without a migration, and generate fixes it with one", () => {
    const models = path.join(copy, "prisma", "models.prisma");
    fs.writeFileSync(models, fs.readFileSync(models, "utf8").replace("model Share {", "model Share {\n  pinned Boolean @default(false)"));
    const problems = check(copy);
    expect(problems).toEqual(
      expect.arrayContaining([
        "prisma/sqlite/schema.prisma differs from prisma/models.prisma",
        "prisma/postgresql/migrations lacks a migration for the current models",
      ]),
    );
    const migrationsOf = (provider: string) => fs.readdirSync(path.join(copy, "prisma", provider, "migrations"));
    const before = new Map(["sqlite", "postgresql"].map((p) => [p, new Set(migrationsOf(p))]));
    generate(copy);
    expect(check(copy)).toEqual([]);
    for (const provider of ["sqlite", "postgresql"]) {
      const dir = path.join(copy, "prisma", provider, "migrations");
      const latest = migrationsOf(provider).filter((n) => !before.get(provider)!.has(n));
      expect(latest).toHaveLength(1);
      expect(fs.readFileSync(path.join(dir, latest[0], "migration.sql"), "utf8")).toMatch(/pinned/);
    }
  });
});
