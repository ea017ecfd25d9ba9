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

describe("simulate island", () => {
  for (const players of [2, 8])
    it(`plays ${players} seats of the sample island with --players and --rules, the same as given with --island`, async () => {
      const args = [
        "simulate",
        "island",
        "--players",
        String(players),
        "--rules",
        "beginner",
        "--games",
        "4",
        "--seed",
        "5",
        "--workers",
        "0",
        "--json",
      ];
      const io = memoryIO();
      expect(await runCli(args, io)).toBe(0);
      const summary = JSON.parse(io.stdout);
      expect(summary.seats).toHaveLength(players);
      expect(summary.n).toBe(4);
      expect(summary.tables[0].title).toBe("Win rate by Starting Character");
      expect(summary.tables[0].rows.reduce((n: number, r: number[]) => n + r[1], 0)).toBe(4 * players);
      const again = memoryIO();
      expect(await runCli([...args, "--island", "lib/content/samples/lost.island.json"], again)).toBe(0);
      expect(JSON.parse(again.stdout)).toEqual(summary);
    });

  it("refuses a player count the game does not have, and the flag on another game", async () => {
    const io = memoryIO();
    expect(await runCli(["simulate", "island", "--players", "9", "--games", "1", "--workers", "0"], io)).not.toBe(0);
    expect(io.stderr).toMatch(/--players: expected a whole number from 2 to 8/);
    const other = memoryIO();
    expect(await runCli(["simulate", "lostpatrol", "--players", "3", "--games", "1", "--workers", "0"], other)).not.toBe(0);
    expect(other.stderr).toMatch(/--players is for island/);
  });

  it("sweeps the number of players, the same bot at every seat", async () => {
    const io = memoryIO();
    const args = ["simulate", "island", "--sweep", "2,3-4", "--rules", "beginner", "--games", "3", "--seed", "2", "--workers", "0"];
    expect(await runCli([...args, "--json"], io)).toBe(0);
    const report = JSON.parse(io.stdout);
    expect(report.points.map((p: { players: number }) => p.players)).toEqual([2, 3, 4]);
    expect(report.rules).toBe("beginner");
    const text = memoryIO();
    expect(await runCli(args, text)).toBe(0);
    expect(text.stdout).toMatch(/island sweep over the number of players: 3 games per point/);
    const bad = memoryIO();
    expect(await runCli(["simulate", "island", "--sweep", "1-9", "--games", "1", "--workers", "0"], bad)).not.toBe(0);
    expect(bad.stderr).toMatch(/expected player counts from 2 to 8/);
  });
});
