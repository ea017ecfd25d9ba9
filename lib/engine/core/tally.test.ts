import { describe, expect, it } from "vitest";
import type { GameRecord, SimSpec } from "./chunk";
import { integerHistogram, summarize } from "./stats";
import { addRecord, emptyTally, mergeTally, summaryOfTally } from "./tally";

const spec: SimSpec = { gameId: "test", bots: [{ kind: "random" }, { kind: "random" }], n: 0, baseSeed: 1 };

function record(index: number): GameRecord {
  const draw = index % 5 === 0;
  return {
    index,
    seed: index,
    winners: draw ? [] : [index % 2],
    draw,
    truncated: index % 10 === 0,
    reason: draw ? "draw" : index % 3 ? "ship reached" : "wiped out",
    length: 3 + ((index * 7) % 23),
    // A metric some games do not report, and values whose squares run into the trillions.
    metrics: index % 4 ? { turns: index % 9, big: 10_007 * index } : { turns: 2 },
  };
}

describe("simulation tallies", () => {
  const records = Array.from({ length: 97 }, (_, i) => record(i));

  it("summarise records as the plain statistics of every game would", () => {
    const t = emptyTally(2);
    for (const r of records) addRecord(t, r);
    const s = summaryOfTally(spec, t);
    expect(s.n).toBe(97);
    expect(s.seats[0].wins).toBe(records.filter((r) => r.winners.includes(0)).length);
    // Games cut off unfinished are neither draws nor losses.
    expect(s.seats[1].draws).toBe(records.filter((r) => r.draw && !r.truncated).length);
    expect(s.draws).toBe(records.filter((r) => r.draw && !r.truncated).length);
    expect(s.seats[0].wins + s.seats[0].draws + s.seats[0].losses + s.truncated).toBe(97);
    expect(s.truncated).toBe(10);
    const lengths = records.map((r) => r.length);
    expect(s.length.histogram).toEqual(integerHistogram(lengths));
    const { stdev, ...rest } = summarize(lengths);
    expect(s.length).toMatchObject(rest);
    expect(s.length.stdev).toBeCloseTo(stdev, 12);
    const big = records.filter((r) => "big" in r.metrics).map((r) => r.metrics.big);
    expect(s.metrics.big.games).toBe(big.length);
    expect(s.metrics.big.mean).toBe(big.reduce((a, b) => a + b, 0) / big.length);
    expect(Object.keys(s.metrics)).toEqual(["big", "turns"]);
    expect(Object.keys(s.reasons)).toEqual(["draw", "ship reached", "wiped out"]);
  });

  it("merge to the same summary whatever the chunks", () => {
    const whole = emptyTally(2);
    for (const r of records) addRecord(whole, r);
    for (const size of [1, 7, 30]) {
      const merged = emptyTally(2);
      for (let start = 0; start < records.length; start += size) {
        const part = emptyTally(2);
        for (const r of records.slice(start, start + size)) addRecord(part, r);
        mergeTally(merged, structuredClone(part)); // as it arrives from a worker
      }
      expect(summaryOfTally(spec, merged)).toEqual(summaryOfTally(spec, whole));
    }
  });

  it("refuses a fractional metric, which would make summaries depend on chunking", () => {
    const r = { ...record(1), metrics: { ratio: 0.5 } };
    expect(() => addRecord(emptyTally(2), r)).toThrow(/metric "ratio" of game 1 is 0.5; game metrics must be integer counts/);
  });
});
