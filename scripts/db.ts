// Database tooling, run with tsx:
//   generate  write prisma/<provider>/schema.prisma from prisma/models.prisma and add a
//             migration per provider when the models changed since the last one
//   check     fail (exit 1) when the per-provider schemas or migrations drift from the models
//   client    generate both Prisma clients (lib/db/generated/<provider>)
//   migrate   apply pending migrations to the database DATABASE_URL names (SQLite by default),
//             then move pictures that bodies still carry as data: URLs into assets
import path from "node:path";
import { databaseConfig } from "../lib/db/config";
import { migrate } from "../lib/db/migrate";
import { check, client, generate } from "./db-schema";

const ROOT = path.resolve(import.meta.dirname, "..");

const cmd = process.argv[2];
try {
  if (cmd === "generate") console.log(generate(ROOT).join("\n"));
  else if (cmd === "check") {
    const problems = check(ROOT);
    if (problems.length) {
      console.error("Database schema drift:\n  " + problems.join("\n  ") + "\nRun `npm run db:generate`.");
      process.exit(1);
    }
    console.log("Database schemas and migrations match prisma/models.prisma.");
  } else if (cmd === "client") client(ROOT);
  else if (cmd === "migrate") {
    const applied = await migrate(databaseConfig(process.env), ROOT);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    // Loaded here, not above: the database client is what `client` generates, so a fresh
    // install (whose postinstall runs `client`) has none yet.
    const { createDb } = await import("../lib/db/client");
    const { movePicturesToAssets } = await import("../lib/db/asset-migration");
    const { db } = createDb(process.env);
    try {
      const moved = await movePicturesToAssets(db);
      if (moved.pictures || moved.kept) {
        console.log(
          `Pictures moved to assets: ${moved.pictures} (in ${moved.documents} documents and ${moved.revisions} revisions)` +
            (moved.kept ? `; ${moved.kept} left in place (SVG or another type an asset cannot hold)` : ""),
        );
      }
    } finally {
      await db.$disconnect();
    }
  } else {
    console.error("usage: tsx scripts/db.ts generate|check|client|migrate");
    process.exit(2);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
