import { chromiumLaunch } from "./chromium";
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: ".",
  outputDir: "./.artifacts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:3000",
    acceptDownloads: true,
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
  },
});
