// `npm run test:e2e`: the Playwright suite against a production build, on its own throwaway
// SQLite database and data directory, served on a free port, torn down afterwards.
// E2E_DATABASE_URL=postgresql://… runs it on an (empty) PostgreSQL database instead, with a worker
// and a second studio instance on the same database (BASE_URL_2).
import { spawnSync } from "node:child_process";
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
    return res.status ?? 1;
  },
  // On PostgreSQL, e2e/instances.spec.ts plays across two instances of the studio.
  { secondInstance: true },
);
process.exit(status);
