/**
 * The core random bot draws the place of its action with bots.ts intLikeRng (integer arithmetic
 * instead of Rng.int's floating-point remainder) to keep simulations fast, whether the game lists
 * its actions or finds the one at that place (Game.legalActionAt); every seeded simulation, this
 * engine's regression fixture included, relies on it drawing and choosing exactly as Rng.pick
 * over the list and Rng.int do. pickLikeRng is the same draw over a list.
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
