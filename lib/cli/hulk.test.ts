import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIO } from "./command";
import { runCli } from "./main";
import pitfall from "../content/samples/pitfall.mission.json";

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

describe("simulate hulk", () => {
  const args = ["simulate", "hulk", "--games", "3", "--seed", "4", "--workers", "0", "--options", '{"maxTurns":6}', "--json"];

  it("plays the Pitfall sample by default, the same as when given with --mission", async () => {
    const byDefault = memoryIO();
    expect(await runCli(args, byDefault)).toBe(0);
    const summary = JSON.parse(byDefault.stdout);
    expect(summary.gameId).toBe("hulk");
    expect(summary.n).toBe(3);
    expect(Object.keys(summary.metrics)).toEqual(
      expect.arrayContaining(["turns", "marinesEscaped", "stealersKilled", "falls", "deflections"]),
    );
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
    expect(bad.stderr).toMatch(/invalid mission: mission\.width/);
  });

  it("refuses --mission for other games", async () => {
    const io = memoryIO();
    expect(await runCli(["simulate", "lostpatrol", "--mission", "x.json", "--workers", "0"], io)).not.toBe(0);
    expect(io.stderr).toMatch(/--mission is for hulk/);
  });
});

describe("simulate hulk: what decided the games", () => {
  it("breaks the plain summary down by end reason, in the text and in --json", async () => {
    const base = ["simulate", "hulk", "--games", "3", "--seed", "4", "--workers", "0", "--bots", "greedy", "--options", '{"maxTurns":4}'];
    const json = memoryIO();
    expect(await runCli([...base, "--json"], json)).toBe(0);
    const reasons = JSON.parse(json.stdout).reasons as Record<string, number>;
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(3);
    const text = memoryIO();
    expect(await runCli(base, text)).toBe(0);
    for (const [reason, count] of Object.entries(reasons)) expect(text.stdout).toContain(`ended "${reason}": ${count}`);
  });
});

describe("simulate hulk --sweep", () => {
  const base = [
    "simulate",
    "hulk",
    "--mission",
    "lib/content/samples/pitfall.mission.json",
    "--games",
    "3",
    "--seed",
    "4",
    "--workers",
    "0",
    "--options",
    '{"maxTurns":4}',
  ];

  it("plays each value of the parameter and reports Marine rates with intervals and end reasons as JSON", async () => {
    const io = memoryIO();
    expect(await runCli([...base, "--sweep", "flamers=0,1,2", "--json"], io)).toBe(0);
    const sweep = JSON.parse(io.stdout);
    expect(sweep).toMatchObject({ game: "hulk", parameter: "flamers", baseValue: 1, games: 3, baseSeed: 4, bots: ["random", "random"] });
    expect(sweep.points.map((p: { value: number; variant: string }) => [p.value, p.variant])).toEqual([
      [0, "no flamer"],
      [1, "flamers: Brother 2"],
      [2, "flamers: Brother 2, Brother 3"],
    ]);
    for (const p of sweep.points) {
      expect(Object.values(p.reasons as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
      expect(p.marinesWin.low).toBeLessThanOrEqual(p.marinesWin.p);
      expect(p.marinesWin.p + p.draw.p + p.marinesLoss.p + p.unfinished.p).toBeCloseTo(1);
    }
    // The mission's own value is the mission itself: the same games as a plain simulation.
    const plain = memoryIO();
    expect(await runCli([...base, "--json"], plain)).toBe(0);
    expect(sweep.points[1].summary).toEqual(JSON.parse(plain.stdout));
  });

  it("prints a table per value, the end reasons per value, and the variants", async () => {
    const io = memoryIO();
    expect(await runCli([...base, "--sweep", "reinforcements=1, 3"], io)).toBe(0);
    expect(io.stdout).toMatch(
      /^hulk sweep over blips per turn \(reinforcements\): 3 games per point, bots random vs random, base seed 4 \(the mission has 2\)\n/,
    );
    expect(io.stdout).toMatch(
      /reinforcements +Marines win \[95%\] +draw \[95%\] +loss \[95%\] +unfinished \[95%\] +length +turns\n +1 +\d+\.\d% \[\d+\.\d%, \d+\.\d%\]/,
    );
    expect(io.stdout).toMatch(
      /what decided them \(games per point\):\n +ended +1 +3\n +stopped unfinished after 4 turns \(turn cap\) +3 +3\n/,
    );
    expect(io.stdout).toMatch(/variants:\n +1: 1 from turn 1, 2 from turn 11\n +3: 3 from turn 1, 4 from turn 11\n$/);
  });

  it("refuses a sweep without a parameter, an unknown one, bad values and values the mission cannot take (exit 2)", async () => {
    const cases: [string, RegExp][] = [
      ["1,2,3", /--sweep: name what to sweep, e\.g\. reinforcements=1,2,3/],
      ["bolters=1", /unknown parameter "bolters" \(expected reinforcements, flamers, marines\)/],
      ["marines=2,x", /--sweep: marines: expected non-negative integers such as marines=1,2,3, got "x"/],
      ["reinforcements=-1", /got "-1"/],
      ["flamers=6", /--sweep: heavy flamers: the squad has 5 Marines with a gun, asked for 6/],
      ["marines=0", /from 1 to the mission's 5, got 0/],
    ];
    for (const [sweep, message] of cases) {
      const io = memoryIO();
      expect(await runCli([...base, "--sweep", sweep], io)).toBe(2);
      expect(io.stderr).toMatch(message);
      expect(io.stdout).toBe("");
    }
    const bots = memoryIO();
    expect(await runCli([...base, "--sweep", "marines=5", "--bots", "random,random,random"], bots)).toBe(2);
    expect(bots.stderr).toMatch(/--bots: hulk has 2 seats: give one bot or two/);
  });
});
