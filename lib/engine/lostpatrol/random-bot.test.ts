/**
 * The core random bot picks through bots.ts pickLikeRng, or intLikeRng for games that find the
 * picked action without listing them (integer arithmetic instead of Rng.pick's floating-point
 * remainder) to keep simulations fast; every seeded simulation, this engine's regression
 * fixture included, relies on them drawing and choosing exactly as Rng.pick and Rng.int do.
 */
import { describe, expect, it } from "vitest";
import { intLikeRng, pickLikeRng } from "../core/bots";
import { Rng } from "../core/rng";

describe("random bot pick", () => {
  it("chooses what Rng.pick chooses and leaves the generator in the same state, for every list length", () => {
    const lengths = [...Array.from({ length: 300 }, (_, i) => i + 1), 1000, 4095, 65535, 65536, 65537, 100_000, 3_000_000];
    for (const n of lengths) {
      const items = Array.from({ length: n }, (_, i) => i);
      for (const seed of [1, 2, "x", `len${n}`]) {
        const a = Rng.fromSeed(seed),
          b = Rng.fromSeed(seed);
        for (let k = 0; k < 40; k++) expect(pickLikeRng(a, items)).toBe(b.pick(items));
        expect(a.state()).toEqual(b.state());
        // The index alone (what a game's legalActionAt is given) draws the same way.
        for (let k = 0; k < 40; k++) expect(intLikeRng(a, n)).toBe(b.int(n));
        expect(a.state()).toEqual(b.state());
      }
    }
  });

  it("throws on an empty list like Rng.pick", () => {
    expect(() => pickLikeRng(Rng.fromSeed(1), [])).toThrow(/empty array/);
  });
});
