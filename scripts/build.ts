// Shared by `npm start` and the e2e runner: build the studio only when its sources are newer
// than the last production build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

/** Runs a step, exiting on failure. `toStderr` keeps its output off stdout (for --json callers). */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env, toStderr = false): void {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: toStderr ? ["ignore", 2, 2] : "inherit", env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "generated" || entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function needsBuild(): boolean {
  const buildId = path.join(ROOT, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = ["app", "components", "lib", "public"].map((d) => newestMtime(path.join(ROOT, d)));
  const files = ["package.json", "package-lock.json", "next.config.mjs", "tsconfig.json"].map(
    (f) => fs.statSync(path.join(ROOT, f)).mtimeMs,
  );
  return Math.max(...sources, ...files) > built;
}

export function ensureBuild(toStderr = false): void {
  if (needsBuild()) run(bin("next"), ["build"], { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, toStderr);
}
