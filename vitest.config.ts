import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Generous: a limit for a stuck test, not a speed check (the machines running it are often shared).
    testTimeout: 120_000,
    // Database suites share one SQLite file per worker; keep files isolated.
    pool: "forks",
  },
});
