// The UI half of `npm run bench`: frame-time measurements, not tests (scripts/bench.ts runs it).
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({ ...base, testDir: "./bench", testMatch: "*.bench.ts", reporter: [["line"]] });
