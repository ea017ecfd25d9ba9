import { describe, expect, it } from "vitest";
import { describeHulkEvent, diceOf } from "./events";

const shot = {
  type: "shot",
  piece: 1,
  target: 7,
  dice: [6, 2],
  sustained: true,
  overwatch: false,
  hit: true,
  deflected: false,
  jam: false,
};
const assault = { type: "assault", attacker: 7, defender: 1, marineDice: [3], stealerDice: [5, 2, 1], marineScore: 4, stealerScore: 5 };

describe("hulk events in words", () => {
  it("words each kind of event the engine emits", () => {
    expect(describeHulkEvent(shot)).toBe("Marine #1 fires at #7 (sustained fire): rolls 6, 2, kills it.");
    expect(describeHulkEvent({ ...shot, overwatch: true, sustained: false, hit: false, jam: true })).toBe(
      "Marine #1 fires at #7 (on overwatch): rolls 6, 2, misses; the storm bolter jams.",
    );
    expect(describeHulkEvent(assault)).toMatch(/Genestealer rolls 5, 2, 1 \(score 5\): the Genestealer scores higher\.$/);
    expect(describeHulkEvent({ type: "killed", piece: 1, kind: 0, how: "crushed" })).toBe("Marine #1 is crushed by a falling Marine.");
    expect(describeHulkEvent({ type: "killed", piece: 7, kind: 1, how: "shot", by: 1 })).toBe("Genestealer #7 is shot dead (by #1).");
    expect(
      describeHulkEvent({
        type: "counters-revealed",
        counters: [
          { at: 3, counter: 0 },
          { at: 5, counter: 6 },
          { at: 9, counter: 7 },
        ],
      }),
    ).toBe("The counters are turned face up: pitfall A, ladder, rubble.");
    expect(describeHulkEvent({ type: "converted", piece: 4, at: 9, stealers: 0 })).toBe("Blip #4 is turned over: a false contact.");
    expect(describeHulkEvent({ type: "game-over", winner: -1, reason: "turn limit" })).toBe("Game over: a draw (turn limit).");
    const types = [
      "counter-placed",
      "marine-deployed",
      "blip-enters",
      "marine-turn",
      "stealer-turn",
      "door",
      "flame",
      "escaped",
      "pitfall-roll",
      "landed",
      "landing-on-stealer",
      "landing-on-marine",
    ];
    for (const type of types) expect(describeHulkEvent({ type, piece: 1, kind: 0, roll: 3 }), type).toMatch(/\.$/);
    expect(describeHulkEvent({ type: "something-new" })).toBeNull();
  });

  it("collects the dice of a step: shots, close assaults, pitfalls and landings, not turn changes", () => {
    const rolls = diceOf([
      { type: "marine-turn", turn: 2, cp: 4 },
      shot,
      assault,
      { type: "pitfall-roll", piece: 2, roll: 1, falls: true },
      { type: "landed", piece: 2, roll: 5, prone: false },
    ]);
    expect(rolls.map((r) => r.label)).toEqual(["Storm bolter (sustained)", "Close assault", "Pitfall", "Landing"]);
    expect(rolls[1].groups.map((g) => g.dice)).toEqual([[3], [5, 2, 1]]);
    expect(rolls.map((r) => r.note)).toEqual(["kill", "Genestealer higher", "falls through", "upright"]);
  });
});
