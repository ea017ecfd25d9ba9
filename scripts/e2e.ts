// `npm run test:e2e`: the Playwright suite against a production build, on its own throwaway
// SQLite database and data directory, served on a free port, torn down afterwards.
// E2E_DATABASE_URL=postgresql://… runs it on an (empty) PostgreSQL database instead, with a worker
// and a second studio instance on the same database (BASE_URL_2).
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { databaseConfig } from "../lib/db/config";
import { ROOT, bin } from "./build";
import { withThrowawayStudio } from "./throwaway-studio";

const status = await withThrowawayStudio(
  (baseUrl, env) => {
    const res = spawnSync(bin("playwright"), ["test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...env, BASE_URL: baseUrl, E2E_DB_PROVIDER: databaseConfig(env).provider },
    });
    if (res.status !== 0) printErrorContexts();
    return res.status ?? 1;
  },
  // On PostgreSQL, e2e/instances.spec.ts plays across two instances of the studio.
  { secondInstance: true },
);
process.exit(status);

// What each failed test's page looked like when it failed (the page snapshot of Playwright's error
// context, when it has one), printed into the log: on CI the log is all there is to read afterwards.
function printErrorContexts() {
  const dir = path.join(ROOT, "e2e", ".artifacts");
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("error-context.md"));
  } catch {
    return;
  }
  for (const f of files) {
    const snapshot = /^# Page snapshot\n([\s\S]*?)(?=^# |(?![\s\S]))/m.exec(readFileSync(path.join(dir, f), "utf8"))?.[1].trim();
    if (snapshot) console.log(`\n--- the page when ${path.dirname(f)} failed ---\n${snapshot.slice(0, 6000)}`);
  }
}
