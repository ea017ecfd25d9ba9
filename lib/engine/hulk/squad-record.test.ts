/** What a campaign carries from a mission: each Marine's kills and whether it died, by squad slot. */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../core/game";
import { act, OPEN_2x7x5, pieceAt, reseeded, scenario } from "../../games/hulk/scenario";

const M = 0,
  G = 1;
const killed = (events: GameEvent[]) => events.filter((e) => e.type === "killed").map((e) => ({ piece: e.piece, by: e.by }));

/** The first of `seeds` whose outcome satisfies `ok`, so the test does not hang on dice. */
function firstWhere<T>(seeds: number, run: (seed: number) => T, ok: (r: T) => boolean): T {
  for (let seed = 0; seed < seeds; seed++) {
    const r = run(seed);
    if (ok(r)) return r;
  }
  throw new Error("no seed gave the outcome");
}

describe("squad record", () => {
  it("starts with no kills and nobody lost, one entry per slot", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 0] },
        { kind: "marine", at: [1, 0, 4] },
      ],
    });
    expect(s.squadKills).toEqual([0, 0]);
    expect(s.squadLost).toEqual([false, false]);
  });

  it("credits a shot kill to the shooter's slot and names it in the event", () => {
    const start = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 1 },
        { kind: "marine", at: [1, 0, 2], facing: 1 },
        { kind: "stealer", at: [1, 5, 2] },
      ],
    });
    const r = firstWhere(
      100,
      (seed) => {
        const s = reseeded(start, seed);
        return act(s, { seat: M, type: "fire", piece: pieceAt(s, 1, 0, 2)!.id, target: pieceAt(s, 1, 5, 2)!.id });
      },
      (x) => killed(x.events).length === 1,
    );
    expect(killed(r.events)[0].by).toBe(pieceAt(start, 1, 0, 2)!.id);
    expect(r.state.squadKills).toEqual([0, 1]);
    expect(r.state.squadLost).toEqual([false, false]);
    // The input state is never changed.
    expect(start.squadKills).toEqual([0, 0]);
  });

  it("marks the slot of a Marine killed in close assault lost, and credits nobody on the squad", () => {
    const start = scenario({
      levels: OPEN_2x7x5,
      phase: "stealers",
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 1 },
        { kind: "marine", at: [1, 3, 2], facing: 0 },
        { kind: "stealer", at: [1, 3, 1], facing: 2 },
      ],
    });
    const stealer = pieceAt(start, 1, 3, 1)!.id;
    const r = firstWhere(
      100,
      (seed) => {
        const s = reseeded(start, seed);
        return act(s, { seat: G, type: "assault", piece: stealer, target: pieceAt(s, 1, 3, 2)!.id });
      },
      (x) => !pieceAt(x.state, 1, 3, 2),
    );
    expect(killed(r.events)).toMatchObject([{ piece: pieceAt(start, 1, 3, 2)!.id, by: stealer }]);
    expect(r.state.squadLost).toEqual([false, true]);
    expect(r.state.squadKills).toEqual([0, 0]);
  });

  it("credits a Stealer a Marine wins a close assault against to that Marine", () => {
    const start = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 3, 2], facing: 0, sergeant: true },
        { kind: "stealer", at: [1, 3, 1], facing: 2 },
      ],
    });
    const r = firstWhere(
      100,
      (seed) => {
        const s = reseeded(start, seed);
        return act(s, { seat: M, type: "assault", piece: pieceAt(s, 1, 3, 2)!.id, target: pieceAt(s, 1, 3, 1)!.id });
      },
      (x) => !pieceAt(x.state, 1, 3, 1),
    );
    expect(r.state.squadKills).toEqual([1]);
    expect(r.state.squadLost).toEqual([false]);
  });
});
