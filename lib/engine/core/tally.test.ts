import { describe, expect, it } from "vitest";
import type { GameRecord, SimSpec } from "./chunk";
import { integerHistogram, summarize } from "./stats";
import { addRecord, emptyTally, mergeTally, summaryOfTally } from "./tally";

const spec: SimSpec = { gameId: "test", bots: [{ kind: "random" }, { kind: "random" }], n: 0, baseSeed: 1 };

function record(index: number): GameRecord {
  // Unfinished games (a safety cap stopped them) have no winner and are no draw.
  const truncated = index % 10 === 0;
  const draw = index % 5 === 0 && !truncated;
  return {
    index,
    seed: index,
    winners: draw || truncated ? [] : [index % 2],
    draw,
    truncated,
    reason: truncated ? "unfinished" : draw ? "draw" : index % 3 ? "ship reached" : "wiped out",
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
    expect(s.seats[1].draws).toBe(records.filter((r) => r.draw).length);
    expect(s.seats[0].wins + s.seats[0].draws + s.seats[0].losses + s.seats[0].unfinished).toBe(97);
    expect(s.truncated).toBe(10);
    expect(s.seats.map((x) => x.unfinished)).toEqual([10, 10]);
    expect(s.draws).toBe(records.filter((r) => r.draw).length);
    const lengths = records.map((r) => r.length);
    expect(s.length.histogram).toEqual(integerHistogram(lengths));
    const { stdev, ...rest } = summarize(lengths);
    expect(s.length).toMatchObject(rest);
    expect(s.length.stdev).toBeCloseTo(stdev, 12);
    const big = records.filter((r) => "big" in r.metrics).map((r) => r.metrics.big);
    expect(s.metrics.big.games).toBe(big.length);
    expect(s.metrics.big.mean).toBe(big.reduce((a, b) => a + b, 0) / big.length);
    expect(Object.keys(s.metrics)).toEqual(["big", "turns"]);
    expect(Object.keys(s.reasons)).toEqual(["draw", "ship reached", "unfinished", "wiped out"]);
  });

  it("count an unfinished game apart: not a draw, nor a loss, even when its record says draw", () => {
    const t = emptyTally(2);
    addRecord(t, { ...record(1), winners: [], draw: true, truncated: true, reason: "stopped after 10 actions" });
    addRecord(t, { ...record(2), winners: [0], draw: false, truncated: false, reason: "ship reached" });
    const s = summaryOfTally(spec, t);
    expect(s.draws).toBe(0);
    expect(s.truncated).toBe(1);
    expect(s.seats.map((x) => [x.wins, x.draws, x.losses, x.unfinished])).toEqual([
      [1, 0, 0, 1],
      [0, 0, 1, 1],
    ]);
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
