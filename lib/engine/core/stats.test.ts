import { describe, expect, it } from "vitest";
import { integerHistogram, summarize, wilson } from "./stats";

describe("stats", () => {
  it("Wilson score interval known values", () => {
    const a = wilson(5, 10);
    expect(a.p).toBe(0.5);
    expect(a.low).toBeCloseTo(0.2366, 4);
    expect(a.high).toBeCloseTo(0.7634, 4);
    const b = wilson(0, 10);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.2775, 4);
    const c = wilson(81, 263);
    expect(c.low).toBeCloseTo(0.2553, 3);
    expect(c.high).toBeCloseTo(0.3662, 3);
    expect(wilson(0, 0)).toEqual({ p: 0, low: 0, high: 1 });
  });

  it("summary and histogram", () => {
    expect(summarize([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ count: 8, min: 2, max: 9, mean: 5, stdev: 2 });
    const h = integerHistogram([1, 2, 2, 3, 10]);
    expect(h.reduce((s, b) => s + b.count, 0)).toBe(5);
    expect(h[0]).toEqual({ from: 1, to: 1, count: 1 });
    expect(
      integerHistogram(
        Array.from({ length: 100 }, (_, i) => i),
        10,
      ),
    ).toHaveLength(10);
  });
});
