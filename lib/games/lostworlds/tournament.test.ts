import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema } from "../../content/kinds/book";
import { simulate } from "../../sim/runner-node";
import { pairsOf, runTournament } from "./tournament";

const mirim = bookBodySchema.parse(mirimDoc.body);
const tall = { ...structuredClone(mirim), character: { ...mirim.character, name: "Tall Mirim", height: 9 } };

describe("lostworlds tournament", () => {
  it("pairs every two books once; a single book duels itself", () => {
    expect(pairsOf(1)).toEqual([[0, 0]]);
    expect(pairsOf(3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });

  it("reports win rates both ways, progress over all pairs, and use and damage per maneuver", async () => {
    const progress: number[] = [];
    const t = await runTournament(simulate, {
      books: [mirim, tall],
      bots: [{ kind: "random" }],
      n: 40,
      baseSeed: "t",
      workers: 0,
      onProgress: (p) => progress.push(p.done),
    });
    expect(progress.at(-1)).toBe(40);
    expect(t.matchups).toHaveLength(1);
    const m = t.matchups[0];
    expect(t.table[0][1]).toBe(m.winA.p);
    expect(t.table[1][0]).toBe(m.winB.p);
    expect(m.winA.p + m.winB.p + m.draws / 40).toBeCloseTo(1, 10);
    // Every exchange each side chooses exactly one maneuver.
    const choices = t.maneuvers[0].reduce((sum, u) => sum + u.usePerDuel, 0);
    expect(choices).toBeCloseTo(m.meanExchanges, 6);
    // Damage per use is what the metrics say, summed back over all maneuvers.
    const dealt = t.maneuvers[1].reduce((sum, u) => sum + u.usePerDuel * u.damagePerUse, 0);
    expect(dealt).toBeCloseTo(m.summary.metrics["damage.1"].mean, 6);
    // The same seed gives the same tournament.
    const again = await runTournament(simulate, { books: [mirim, tall], bots: [{ kind: "random" }], n: 40, baseSeed: "t", workers: 0 });
    expect(again.table).toEqual(t.table);
  });
});
