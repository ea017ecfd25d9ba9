// `npm run bench`: the engine's throughput figures (`hexfolio bench`, pure Node) and then the
// studio's frame times on its biggest boards (a production build in headless Chromium, driven by
// e2e/bench/ui-frames.bench.ts), and the JavaScript each kind of page loads (scripts/page-weight.ts). `--no-ui` skips the browser half; `--json` prints one object
// with the engine figures plus `ui`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, bin } from "./build";
import { JS_BUDGET_GZIP } from "./js-budget";
import { formatWeights, measurePageWeights, type PageWeight } from "./page-weight";
import { withThrowawayStudio } from "./throwaway-studio";

const args = process.argv.slice(2);
const json = args.includes("--json");
const ui = !args.includes("--no-ui");
const engineArgs = args.filter((a) => a !== "--no-ui");

const engine = spawnSync(bin("tsx"), [path.join(ROOT, "lib", "cli", "main.ts"), "bench", ...engineArgs], {
  cwd: ROOT,
  stdio: ["ignore", json ? "pipe" : "inherit", "inherit"],
  encoding: "utf8",
});
if (engine.status !== 0) process.exit(engine.status ?? 1);

let frames: unknown = null;
let pages: PageWeight[] | null = null;
if (ui) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hexfolio-bench-")), "frames.json");
  const status = await withThrowawayStudio(async (baseUrl, env) => {
    const res = spawnSync(bin("playwright"), ["test", "-c", "e2e/playwright.bench.config.ts"], {
      cwd: ROOT,
      stdio: ["ignore", json ? "ignore" : "inherit", "inherit"],
      env: { ...env, BASE_URL: baseUrl, BENCH_OUT: out },
    });
    if (res.status !== 0) return res.status ?? 1;
    // Then the JavaScript each kind of page loads before its panels open (as `npm run bench:js`).
    pages = await measurePageWeights(baseUrl);
    if (!json) console.log(formatWeights(pages, JS_BUDGET_GZIP));
    return 0;
  });
  if (status !== 0) process.exit(status);
  frames = JSON.parse(fs.readFileSync(out, "utf8"));
}

if (json) {
  const figures = JSON.parse(engine.stdout) as Record<string, unknown>;
  process.stdout.write(JSON.stringify({ ...figures, ui: frames, pages }, null, 2) + "\n");
}
