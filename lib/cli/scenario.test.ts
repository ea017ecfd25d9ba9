import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import hall from "../content/samples/hall.scenario.json";
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
const SAMPLE = "lib/content/samples/hall.scenario.json";

describe("hexfolio scenario zones", () => {
  it("lists every pair of figures and whether each is in the other's Battle Zone, with the height rule", async () => {
    const body = structuredClone(hall.body);
    // Mirim (height 4) on the floor beside Brannoc (height 3) on the dais two levels up: 4 > 2, in zone.
    body.figures[0].start = { q: 0, r: -1 };
    body.figures[1].start = { q: 0, r: -2 };
    const file = join(mkdtempSync(join(tmpdir(), "scenario-")), "s.json");
    writeFileSync(file, JSON.stringify({ ...hall, body }));
    const io = memoryIO();
    expect(await runCli(["scenario", "zones", file, "--json"], io)).toBe(0);
    const { pairs } = JSON.parse(io.stdout);
    expect(pairs).toEqual([
      { a: "Mirim", b: "Brannoc", adjacent: true, levels: [1, 2], heights: [4, 3], bInZoneOfA: true, aInZoneOfB: true },
    ]);
  });

  it("says the sample's two figures start apart", async () => {
    const io = memoryIO();
    expect(await runCli(["scenario", "zones", SAMPLE], io)).toBe(0);
    expect(io.stdout).toMatch(/Mirim .* and Brannoc .*: not adjacent/);
  });
});

describe("hexfolio simulate scenario", () => {
  it("gives the same win rates, game lengths, endings and victory points for the same seed", async () => {
    const args = ["simulate", "scenario", "--scenario", SAMPLE, "--games", "6", "--seed", "5", "--workers", "0", "--json"];
    const a = memoryIO(),
      b = memoryIO();
    expect(await runCli(args, a)).toBe(0);
    expect(await runCli(args, b)).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const out = JSON.parse(a.stdout);
    expect(out.seats).toHaveLength(2);
    expect(out.seats[0].winRate).toHaveProperty("low");
    expect(Object.values(out.reasons as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(6);
    expect(out.metrics).toHaveProperty("vp.0");
    expect(out.metrics).toHaveProperty("turns");
  });
});
