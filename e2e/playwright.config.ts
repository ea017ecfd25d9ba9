import { chromiumLaunch } from "./chromium";
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: ".",
  outputDir: "./.artifacts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // On CI a failed test is run once more: a pass then is reported as "flaky" (and still printed
  // with its first failure), so a busy machine's hiccup does not hold back everything else.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:3000",
    acceptDownloads: true,
    screenshot: "only-on-failure",
    // A step that waits on something that never comes fails at that step, naming it, instead of
    // running the test out of time with no word on where it stood.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: chromiumLaunch,
  },
});
