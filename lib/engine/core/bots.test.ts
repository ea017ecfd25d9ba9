import { describe, expect, it } from "vitest";
import { createBot, parseBotSpec, type BotSpec } from "./bots";
import { actionKeyOf } from "./game";
import { diceRace } from "./testgames/dice-race";

const specs: BotSpec[] = [{ kind: "random" }, { kind: "greedy" }, { kind: "mcts", iterations: 60 }];

describe("bots", () => {
  for (const spec of specs) {
    it(`${spec.kind} plays only legal actions for its own seat, deterministically`, () => {
      const run = () => {
        const bots = [createBot(diceRace, spec, "b0"), createBot(diceRace, spec, "b1")];
        let s = diceRace.setup(null, diceRace.defaultOptions, "bots");
        const picked: string[] = [];
        while (!diceRace.result(s)) {
          for (const seat of diceRace.activeSeats(s)) {
            const a = bots[seat].choose(s, seat);
            expect(a.seat).toBe(seat);
            const legal = diceRace.legalActions(s, seat).map((x) => actionKeyOf(diceRace, x));
            expect(legal).toContain(actionKeyOf(diceRace, a));
            picked.push(actionKeyOf(diceRace, a));
            s = diceRace.apply(s, a).state;
          }
        }
        return picked;
      };
      expect(run()).toEqual(run());
    });
  }

  it("parses bot specs", () => {
    expect(parseBotSpec("mcts:50")).toEqual({ kind: "mcts", iterations: 50 });
    expect(parseBotSpec("greedy")).toEqual({ kind: "greedy" });
    expect(() => parseBotSpec("alphazero")).toThrow(/unknown bot/);
    expect(() => parseBotSpec("mcts:x")).toThrow(/iterations/);
  });
});
