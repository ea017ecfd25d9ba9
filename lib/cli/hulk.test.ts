import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIO } from "./command";
import { runCli } from "./main";
import pitfall from "../content/samples/pitfall.mission.json";

const root = resolve(import.meta.dirname, "../..");
const memoryIO = () => {
  const io = { stdout: "", stderr: "", errIsTTY: false, cwd: root, out: (t: string) => void (io.stdout += t), err: (t: string) => void (io.stderr += t) };
  return io as CliIO & { stdout: string; stderr: string };
};

describe("simulate hulk", () => {
  const args = ["simulate", "hulk", "--games", "3", "--seed", "4", "--workers", "0", "--options", '{"maxTurns":6}', "--json"];

  it("plays the Pitfall sample by default, the same as when given with --mission", async () => {
    const byDefault = memoryIO();
    expect(await runCli(args, byDefault)).toBe(0);
    const summary = JSON.parse(byDefault.stdout);
    expect(summary.gameId).toBe("hulk");
    expect(summary.n).toBe(3);
    expect(Object.keys(summary.metrics)).toEqual(expect.arrayContaining(["turns", "marinesEscaped", "stealersKilled", "falls", "deflections"]));
    const explicit = memoryIO();
    expect(await runCli([...args, "--mission", "lib/content/samples/pitfall.mission.json"], explicit)).toBe(0);
    expect(JSON.parse(explicit.stdout)).toEqual(summary);
  });

  it("reads a bare mission body too, and names the problem in a broken one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hulk-cli-"));
    const bare = join(dir, "bare.json");
    writeFileSync(bare, JSON.stringify(pitfall.body));
    const io = memoryIO();
    expect(await runCli([...args, "--mission", bare], io)).toBe(0);
    expect(JSON.parse(io.stdout).n).toBe(3);
    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify({ ...pitfall.body, width: 0 }));
    const bad = memoryIO();
    expect(await runCli([...args, "--mission", broken], bad)).not.toBe(0);
    expect(bad.stderr).toMatch(/invalid mission: width/);
  });

  it("refuses --mission for other games", async () => {
    const io = memoryIO();
    expect(await runCli(["simulate", "lostpatrol", "--mission", "x.json", "--workers", "0"], io)).not.toBe(0);
    expect(io.stderr).toMatch(/--mission is for hulk/);
  });
});
