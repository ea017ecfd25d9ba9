import { describe, expect, it } from "vitest";
import { forgetOthers, IllegalActionError, openSimultaneous, redactPending, submitSimultaneous, waitingSeats } from "./game";
import { Rng } from "./rng";
import { diceRace } from "./testgames/dice-race";

describe("simultaneous steps", () => {
  it("collects one choice per seat and completes when all have chosen", () => {
    const s0 = openSimultaneous<{ seat: number; m: number }>([0, 1]);
    const a = submitSimultaneous(s0, { seat: 1, m: 24 });
    expect(a.complete).toBeNull();
    expect(waitingSeats(a.step)).toEqual([0]);
    expect(waitingSeats(s0)).toEqual([0, 1]);
    expect(() => submitSimultaneous(a.step, { seat: 1, m: 10 })).toThrow(IllegalActionError);
    expect(redactPending(a.step, 0)).toEqual({ seats: [0, 1], submitted: [false, true], mine: null });
    expect(forgetOthers(a.step, 0).choices).toEqual([null, null]);
    const b = submitSimultaneous(a.step, { seat: 0, m: 10 });
    expect(b.complete).toEqual([
      { seat: 0, m: 10 },
      { seat: 1, m: 24 },
    ]);
  });

  it("the test game hides the opponent's hand and pending choice in views and determinizations", () => {
    const s = diceRace.setup(null, diceRace.defaultOptions, "views");
    const after = diceRace.apply(s, diceRace.legalActions(s, 0)[0]).state;
    const v = diceRace.view(after, 1);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(after.hands[0]));
    expect(v.pending.submitted).toEqual([true, false]);
    expect(v.pending.mine).toBeNull();
    const d = diceRace.determinize!(after, 1, Rng.fromSeed(1));
    expect(d.hands[1]).toEqual(after.hands[1]);
    expect(diceRace.activeSeats(d)).toEqual([0, 1]);
  });
});
