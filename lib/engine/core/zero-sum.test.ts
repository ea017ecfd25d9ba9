import { describe, expect, it } from "vitest";
import { Rng } from "./rng";
import { solveZeroSum } from "./zero-sum";
import { equilibriumBot, equilibriumStrategy, hasStepMatrix } from "./equilibrium";
import { parseBotSpec } from "./bots";
import { diceRace } from "./testgames/dice-race";

const close = (xs: ArrayLike<number>, want: number[]) => Array.from(xs).forEach((x, i) => expect(x).toBeCloseTo(want[i], 9));

describe("solveZeroSum", () => {
  it("solves rock-paper-scissors and matching pennies", () => {
    const rps = solveZeroSum([0, -1, 1, 1, 0, -1, -1, 1, 0], 3, 3);
    close(rps.row, [1 / 3, 1 / 3, 1 / 3]);
    close(rps.col, [1 / 3, 1 / 3, 1 / 3]);
    expect(rps.value).toBeCloseTo(0, 9);
    const pennies = solveZeroSum([1, -1, -1, 1], 2, 2);
    close(pennies.row, [0.5, 0.5]);
  });

  it("finds saddle points, dominated rows and a known mixed value", () => {
    const saddle = solveZeroSum([3, 1, 4, 2], 2, 2); // the second row and column dominate: value 2
    expect(saddle.value).toBeCloseTo(2, 9);
    close(saddle.row, [0, 1]);
    // Textbook 2×2: [[2, -1], [-1, 1]] → p = 2/5, value 1/5.
    const mixed = solveZeroSum([2, -1, -1, 1], 2, 2);
    close(mixed.row, [0.4, 0.6]);
    expect(mixed.value).toBeCloseTo(0.2, 9);
    const flat = solveZeroSum([5, 5, 5, 5, 5, 5], 2, 3);
    expect(flat.value).toBeCloseTo(5, 9);
  });

  it("gives an equilibrium on random games (each side guarantees the value)", () => {
    const rng = Rng.fromSeed("lp");
    for (let t = 0; t < 300; t++) {
      const m = 1 + rng.int(12),
        n = 1 + rng.int(12);
      const a = Array.from({ length: m * n }, () => rng.int(21) - 10);
      const { row, col, value } = solveZeroSum(a, m, n);
      for (let c = 0; c < n; c++) {
        let s = 0;
        for (let r = 0; r < m; r++) s += row[r] * a[r * n + c];
        expect(s).toBeGreaterThanOrEqual(value - 1e-7);
      }
      for (let r = 0; r < m; r++) {
        let s = 0;
        for (let c = 0; c < n; c++) s += col[c] * a[r * n + c];
        expect(s).toBeLessThanOrEqual(value + 1e-7);
      }
      expect(row.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
    }
  });
});

describe("equilibrium bot", () => {
  it("is a bot kind; needs a game with stepMatrix", () => {
    expect(parseBotSpec("equilibrium")).toEqual({ kind: "equilibrium" });
    expect(hasStepMatrix(diceRace)).toBe(false);
    expect(() => equilibriumBot(diceRace, 1)).toThrow(/needs a game with stepMatrix/);
  });

  it("caches strategies by scope and key", () => {
    const scope = {};
    const m = { rows: ["a", "b"], cols: 2, payoff: [1, -1, -1, 1], key: "k", scope };
    const first = equilibriumStrategy(m);
    expect(equilibriumStrategy({ ...m, payoff: [9, 9, 9, 9] })).toBe(first);
    close(first, [0.5, 0.5]);
  });
});
