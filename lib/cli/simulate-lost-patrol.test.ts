import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIO } from "./command";
import { runCli } from "./main";

const root = resolve(import.meta.dirname, "../..");
const memoryIO = () => {
  const io = {
    stdout: "",
    stderr: "",
    errIsTTY: false,
    cwd: root,
    out: (t: string) => void (io.stdout += t),
    err: (t: string) => void (io.stderr += t),
  };
  return io as CliIO & { stdout: string; stderr: string };
};

describe("simulate lost-patrol", () => {
  it("plays the sample tile set by default and accepts an exported document as --content", async () => {
    const args = ["simulate", "lostpatrol", "-n", "4", "--workers", "0", "--options", '{"maxTurns":5}', "--json"];
    const byDefault = memoryIO();
    expect(await runCli(args, byDefault)).toBe(0);
    const summary = JSON.parse(byDefault.stdout);
    expect(summary.n).toBe(4);
    expect(Object.keys(summary.metrics)).toEqual(
      expect.arrayContaining(["turns", "soldiersLeft", "monstersKilled", "ringClosed", "shipReached"]),
    );
    const explicit = memoryIO();
    expect(await runCli([...args, "--content", "lib/content/samples/lost-patrol.tileset.json"], explicit)).toBe(0);
    expect(JSON.parse(explicit.stdout)).toEqual(summary);
  });
});
