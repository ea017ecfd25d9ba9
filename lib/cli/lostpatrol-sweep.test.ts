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

const TILESET = "lib/content/samples/lost-patrol.tileset.json";
const base = [
  "simulate",
  "lostpatrol",
  "--tileset",
  TILESET,
  "--games",
  "5",
  "--seed",
  "4",
  "--workers",
  "0",
  "--options",
  '{"maxTurns":6}',
];

describe("simulate lostpatrol --sweep", () => {
  it("plays each jungle count and reports win rates with intervals, lengths and endings as JSON", async () => {
    const io = memoryIO();
    expect(await runCli([...base, "--sweep", "20,28,38", "--json"], io)).toBe(0);
    const sweep = JSON.parse(io.stdout);
    expect(sweep).toMatchObject({ game: "lostpatrol", baseJungle: 28, games: 5, baseSeed: 4, bots: ["random", "random"] });
    // The rules played: the sample's own (free rotation, 3 monster actions a turn), --options on top, the defaults for the rest.
    expect(sweep.rules).toEqual({
      tileRotation: "free",
      monsterActions: "per-player",
      splitBy: "adjacency",
      spawnAt: "sight-edge",
      setupLays: "sight",
      bigStacks: "six",
      retreatJoin: "ambushed",
      lastToken: "one",
      maxTurns: 6,
    });
    expect(sweep.points.map((p: { jungle: number }) => p.jungle)).toEqual([20, 28, 38]);
    for (const p of sweep.points) {
      expect(Object.values(p.deck as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(p.jungle);
      expect(p.soldiersWin.low).toBeLessThanOrEqual(p.soldiersWin.p);
      expect(p.soldiersWin.high).toBeGreaterThanOrEqual(p.soldiersWin.p);
      const e = p.endings;
      expect(e.shipReached + e.wipedOut + e.ringClosed + e.lostInSplit + e.unfinished).toBe(5);
      expect(p.meanLength).toBeGreaterThan(0);
    }
    // The 28 point is the tile set itself: the same games as a plain simulation.
    const plain = memoryIO();
    expect(await runCli([...base, "--json"], plain)).toBe(0);
    expect(sweep.points[1].summary).toEqual(JSON.parse(plain.stdout));
  });

  it("prints a table, one row per jungle count, and the decks", async () => {
    const io = memoryIO();
    expect(await runCli([...base, "--sweep", "20, 48"], io)).toBe(0);
    expect(io.stdout).toMatch(
      /^lostpatrol sweep over jungle tiles: 5 games per point, bots random vs random, base seed 4 \(the tile set has 28 jungle tiles\)\n  rules: tileRotation free, monsterActions per-player, splitBy adjacency, spawnAt sight-edge, setupLays sight, bigStacks six, retreatJoin ambushed, lastToken one, maxTurns 6\n/,
    );
    expect(io.stdout).toMatch(
      /jungle +soldiers win \[95%\] +length +turns +ship reached +wiped out +ring closed +lost in split +unfinished/,
    );
    expect(io.stdout).toMatch(/\n +20 +\d+\.\d% \[\d+\.\d%, \d+\.\d%\]/);
    expect(io.stdout).toMatch(/\n +48: straight 14, wide-bend 10, sharp-bend 5, y-fork 7, t-junction 7, dead-end 5\n/);
  });

  it("refuses a bad list, a sweep of another game, and content without tiles", async () => {
    const bad = memoryIO();
    expect(await runCli([...base, "--sweep", "20,abc"], bad)).toBe(2);
    expect(bad.stderr).toMatch(/--sweep: expected jungle tile counts such as 20,28,38,48, got "abc"/);
    const negative = memoryIO();
    expect(await runCli([...base, "--sweep", "-3"], negative)).toBe(2);
    const other = memoryIO();
    expect(await runCli(["simulate", "test/dice-race", "--sweep", "28", "--workers", "0"], other)).toBe(2);
    expect(other.stderr).toMatch(/--sweep is for .*hulk.*lostpatrol/);
    const notTiles = memoryIO();
    expect(await runCli(["simulate", "lostpatrol", "--content", "package.json", "--sweep", "28", "--workers", "0"], notTiles)).toBe(2);
    expect(notTiles.stderr).toMatch(/package\.json: Expected a valid tile set: tileset\.tiles: /);
  });
});
