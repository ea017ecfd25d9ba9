// Prisma CLI configuration. The CLI runs Prisma's WebAssembly schema engine through a
// driver adapter: no Prisma binary is downloaded or needed.
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseConfig, sqliteFilePath } from "./lib/db/config";

const db = databaseConfig(process.env);
// SQLite creates the file on first connect, but not the folder it lives in.
if (db.provider === "sqlite") fs.mkdirSync(path.dirname(path.resolve(sqliteFilePath(db.url))), { recursive: true });

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", db.provider, "schema.prisma"),
  migrations: { path: path.join("prisma", db.provider, "migrations") },
  adapter: async () =>
    db.provider === "postgresql" ? new PrismaPg({ connectionString: db.url }) : new PrismaBetterSQLite3({ url: db.url }),
});
