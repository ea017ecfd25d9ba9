import { describe, expect, it } from "vitest";
import { controllerWords, turnSentence } from "./turn-text";

const patrol = [
  { label: "Soldiers", controller: "human" },
  { label: "Monsters", controller: "greedy" },
];

describe("whose turn, in words", () => {
  it("speaks to the one person playing against bots", () => {
    expect(turnSentence(patrol, [0], true)).toBe("Your turn (Soldiers).");
    expect(turnSentence(patrol, [1], true)).toBe("Monsters (greedy bot) is thinking…");
    expect(turnSentence(patrol, [1], false)).toBe("Monsters (greedy bot) to move: press “Bot move”.");
  });

  it("names the side to play at a shared screen, and a simultaneous step", () => {
    const duel = [
      { label: "Mirim 1", controller: "human" },
      { label: "Mirim 2", controller: "human" },
    ];
    expect(turnSentence(duel, [1], true)).toBe("Mirim 2 to play.");
    expect(turnSentence(duel, [0, 1], true)).toBe("Mirim 1 and Mirim 2 choose at once, in secret.");
    const vsBot = [duel[0], { label: "Brannoc", controller: "equilibrium" }];
    expect(turnSentence(vsBot, [0, 1], true)).toBe("Your turn (Mirim 1); Brannoc (equilibrium bot) is thinking…");
  });

  it("says who controls a seat", () => {
    expect(controllerWords("human", true)).toBe("you");
    expect(controllerWords("human", false)).toBe("a person");
    expect(controllerWords("mcts:200", false)).toBe("MCTS bot");
  });
});
