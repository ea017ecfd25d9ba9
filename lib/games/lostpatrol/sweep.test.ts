import { describe, expect, it } from "vitest";
import sampleDoc from "../../content/samples/lost-patrol.tileset.json";
import { simulate } from "../../sim/runner";
import type { SimResult, SimulateOptions } from "../../sim/runner";
import { STANDARD_DECK, type LostPatrolContent } from "../../engine/lostpatrol/content";
import { jungleCount, runSweep, scaleJungle } from "./sweep";

const sample = sampleDoc.body as unknown as LostPatrolContent;
const countsOf = (c: LostPatrolContent) => Object.fromEntries(c.tiles.map((t) => [t.id, t.count]));

describe("scaleJungle", () => {
  it("keeps the tile set at its own size and scales the mix by largest remainders", () => {
    expect(jungleCount(sample)).toBe(28);
    expect(countsOf(scaleJungle(sample, 28))).toEqual(countsOf(sample));
    // 38 × (8, 6, 3, 4, 4, 3) / 28 = 10.86, 8.14, 4.07, 5.43, 5.43, 2.93 (wholes 10 8 4 5 5 2 = 34):
    // the 4 missing tiles go to the largest remainders: dead-end .93, straight .86, then the
    // tied forks (.43 each) in the order they are listed.
    expect(countsOf(scaleJungle(sample, 38))).toEqual({
      start: 1,
      ship: 1,
      straight: 11,
      "wide-bend": 8,
      "sharp-bend": 4,
      "y-fork": 6,
      "t-junction": 5,
      "dead-end": 4,
    });
    expect(countsOf(scaleJungle(sample, 20))).toEqual({
      start: 1,
      ship: 1,
      straight: 6,
      "wide-bend": 4,
      "sharp-bend": 2,
      "y-fork": 3,
      "t-junction": 3,
      "dead-end": 2,
    });
  });

  it("always gives exactly the count asked for, each type within one tile of its exact share", () => {
    for (let n = 0; n <= 120; n++) {
      const scaled = scaleJungle(STANDARD_DECK, n);
      expect(jungleCount(scaled)).toBe(n);
      for (const [i, t] of scaled.tiles.entries()) {
        const before = STANDARD_DECK.tiles[i];
        if (t.kind === "start" || t.kind === "ship") expect(t).toBe(before);
        else expect(Math.abs(t.count - (before.count * n) / 28)).toBeLessThan(1);
      }
    }
  });

  it("leaves unused types unused, keeps the rules, and does not touch its input", () => {
    const tileset: LostPatrolContent = {
      rules: { tileRotation: "face-soldiers" },
      tiles: [...STANDARD_DECK.tiles, { id: "swamp", kind: "swamp", paths: [0, 3], count: 0 }],
    };
    const copy = structuredClone(tileset);
    const scaled = scaleJungle(tileset, 40);
    expect(scaled.rules).toEqual({ tileRotation: "face-soldiers" });
    expect(scaled.tiles.find((t) => t.id === "swamp")!.count).toBe(0);
    expect(tileset).toEqual(copy);
  });

  it("names bad counts and tile sets without jungle", () => {
    expect(() => scaleJungle(sample, -1)).toThrow(/non-negative integer/);
    expect(() => scaleJungle(sample, 2.5)).toThrow(/non-negative integer/);
    expect(() => scaleJungle(sample, 5000)).toThrow(/at most/);
    expect(() => scaleJungle({ tiles: STANDARD_DECK.tiles.filter((t) => t.kind === "start" || t.kind === "ship") }, 10)).toThrow(
      /no jungle tiles/,
    );
  });
});

describe("runSweep", () => {
  it("runs one simulation per point with the scaled deck and reads win rates, lengths and endings", async () => {
    const calls: SimulateOptions[] = [];
    const fake = async (o: SimulateOptions): Promise<SimResult> => {
      calls.push(o);
      const jungle = jungleCount(o.content as LostPatrolContent);
      const wins = jungle === 20 ? 3 : 0;
      const summary = {
        gameId: "lostpatrol",
        n: o.n,
        baseSeed: o.baseSeed ?? 1,
        seats: [0, 1].map((seat) => ({
          seat,
          bot: "random",
          wins: seat === 0 ? wins : o.n - wins,
          draws: 0,
          losses: 0,
          unfinished: 1,
          winRate: { p: seat === 0 ? wins / o.n : 1 - wins / o.n, low: 0, high: 1 },
          drawRate: { p: 0, low: 0, high: 1 },
          lossRate: { p: 0, low: 0, high: 1 },
        })),
        draws: 0,
        truncated: 1,
        failed: 0,
        firstFailure: null,
        length: { count: o.n, min: 1, max: 9, mean: 100 + jungle, stdev: 0, histogram: [] },
        metrics: { turns: { count: o.n, min: 1, max: 9, mean: jungle / 2, stdev: 0, games: o.n } },
        reasons: {
          "ship reached": wins,
          "ring closed": 2,
          "wiped out": o.n - wins - 4,
          "lost in a split": 1,
          "stopped after 10 actions": 1,
        },
      };
      o.onProgress?.({ done: o.n, total: o.n });
      return { summary, records: [] };
    };
    const progress: string[] = [];
    const sweep = await runSweep(fake, {
      tileset: sample,
      jungleCounts: [20, 38],
      n: 10,
      baseSeed: "s",
      onProgress: (p) => progress.push(`${p.jungle}: ${p.done}/${p.total}`),
    });
    expect(calls.map((c) => [c.gameId, jungleCount(c.content as LostPatrolContent), c.n, c.baseSeed])).toEqual([
      ["lostpatrol", 20, 10, "s"],
      ["lostpatrol", 38, 10, "s"],
    ]);
    expect(calls[0].bots).toEqual([{ kind: "random" }, { kind: "random" }]);
    expect(sweep.baseJungle).toBe(28);
    expect(sweep.points.map((p) => p.jungle)).toEqual([20, 38]);
    expect(sweep.points[0].soldiersWin.p).toBe(0.3);
    expect(sweep.points[1].meanLength).toBe(138);
    expect(sweep.points[1].meanTurns).toBe(19);
    expect(sweep.points[0].endings).toEqual({ shipReached: 3, wipedOut: 3, ringClosed: 2, lostInSplit: 1, unfinished: 1 });
    expect(sweep.points[1].deck).toEqual({ straight: 11, "wide-bend": 8, "sharp-bend": 4, "y-fork": 6, "t-junction": 5, "dead-end": 4 });
    expect(progress).toEqual(["20: 10/20", "38: 20/20"]);
  });

  it("plays real games: endings add up, and the same spec gives the same sweep", async () => {
    const spec = { tileset: sample, jungleCounts: [10, 28], n: 6, baseSeed: 3, options: { maxTurns: 8 } };
    const a = await runSweep(simulate, spec);
    const b = await runSweep(simulate, spec);
    expect(a).toEqual(b);
    for (const p of a.points) {
      const e = p.endings;
      expect(e.shipReached + e.wipedOut + e.ringClosed + e.lostInSplit + e.unfinished).toBe(6);
      expect(p.soldiersWin.p).toBe(e.shipReached / 6);
      expect(p.summary.n).toBe(6);
    }
  });

  it("refuses an empty sweep and a wrong number of bots", async () => {
    await expect(runSweep(simulate, { tileset: sample, jungleCounts: [], n: 5, baseSeed: 1 })).rejects.toThrow(/at least one/);
    await expect(runSweep(simulate, { tileset: sample, jungleCounts: [28], n: 5, baseSeed: 1, bots: [] })).rejects.toThrow(
      /one bot or two/,
    );
  });
});
