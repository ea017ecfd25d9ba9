import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { d6, hashString, nextU32, Rng, seedRng } from "./rng";

describe("rng (sfc32)", () => {
  it("pins the first outputs for known seeds (regression vector: changing these breaks every saved match)", () => {
    const r = Rng.fromSeed("hexfolio");
    expect([r.u32(), r.u32(), r.u32(), r.u32()]).toEqual([593991178, 2367807829, 3790205064, 395442299]);
    expect(seedRng(42)).toEqual({ a: 525187462, b: 1481333944, c: 1177879824, d: 3317318729 });
    const r2 = Rng.fromSeed(42);
    expect([r2.u32(), r2.u32(), r2.u32()]).toEqual([1028872839, 2516511472, 400437680]);
    expect(Rng.fromSeed(1).nd6(10)).toEqual([6, 4, 3, 1, 4, 3, 3, 3, 2, 3]);
  });

  it("same seed gives the same sequence", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
        const a = Rng.fromSeed(seed),
          b = Rng.fromSeed(seed);
        for (let i = 0; i < 20; i++) expect(a.u32()).toBe(b.u32());
      }),
    );
  });

  it("state is JSON-serializable and resuming from it continues identically", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(50), (seed, skip) => {
        const r = Rng.fromSeed(seed);
        for (let i = 0; i < skip; i++) r.u32();
        const saved = JSON.parse(JSON.stringify(r.state()));
        const resumed = new Rng(saved);
        for (let i = 0; i < 10; i++) expect(resumed.u32()).toBe(r.u32());
      }),
    );
  });

  it("the pure step equals the cursor and never mutates its input", () => {
    const s = seedRng("pure");
    const copy = { ...s };
    const { value, state } = nextU32(s);
    expect(s).toEqual(copy);
    const r = new Rng(s);
    expect(r.u32()).toBe(value);
    expect(r.state()).toEqual(state);
    const roll = d6(s);
    expect(roll.value).toBeGreaterThanOrEqual(1);
    expect(s).toEqual(copy);
  });

  it("int, d6, float, pick and shuffle stay in range", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const r = Rng.fromSeed(seed);
        const x = r.int(n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
        const d = r.d6();
        expect(d >= 1 && d <= 6).toBe(true);
        const f = r.float();
        expect(f >= 0 && f < 1).toBe(true);
        const items = Array.from({ length: (n % 20) + 1 }, (_, i) => i);
        expect(items).toContain(r.pick(items));
        expect(r.shuffle(items).sort((a, b) => a - b)).toEqual(items);
      }),
    );
  });

  it("d6 is roughly uniform", () => {
    const r = Rng.fromSeed("uniform");
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[r.d6() - 1]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it("hashString is stable", () => {
    expect(hashString("a")).toBe(hashString("a"));
    expect(hashString("a")).not.toBe(hashString("b"));
  });
});
