import { describe, expect, it } from "vitest";
import { LoadStats, formatTable, percentile, summarize } from "./load-stats";

describe("percentile", () => {
  it("is the nearest-rank value", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("summarize", () => {
  it("gives a row per operation and one over all, with errors and 409s apart", () => {
    const stats = new LoadStats();
    for (const ms of [10, 20, 30, 40]) stats.time("save", ms);
    stats.conflict("save");
    for (const ms of [1, 2]) stats.time("list", ms);
    stats.error("list", "500: boom 123");
    stats.error("list", "500: boom 456");
    const rows = summarize(stats, 2);
    expect(rows.map((r) => r.op)).toEqual(["list", "save", "all"]);
    const [list, save, all] = rows;
    expect(save).toMatchObject({ count: 4, perSecond: 2, p50: 20, p95: 40, p99: 40, max: 40, errors: 0, conflicts: 1 });
    expect(list).toMatchObject({ count: 2, errors: 2, conflicts: 0 });
    expect(all).toMatchObject({ count: 6, perSecond: 3, p50: 10, max: 40, errors: 2, conflicts: 1 });
    expect(stats.errors).toBe(2);
    // One example per kind of error, numbers aside.
    expect([...stats.examples.keys()]).toEqual(["list: #: boom #"]);
    expect(formatTable(rows).split("\n")).toHaveLength(4);
  });
});
