import { describe, expect, it } from "vitest";
import { emptyPlaytest } from "../../content/kinds/playtest";
import { parseScenario } from "./compile";
import { battleFromScenario } from "./campaign";
import hall from "../../content/samples/hall.scenario.json";

describe("a finished scenario as a campaign battle", () => {
  const source = parseScenario(hall.body);
  const playtest = { ...emptyPlaytest(), gameId: "scenario", seed: 4, content: hall.body };

  it("gives the winning side its victory points and credits the defeat of a figure outside the roster", () => {
    const battle = battleFromScenario(
      playtest,
      source,
      {
        result: { winners: [0], reason: "defeated every opponent", scores: [15, 0] },
        conditions: ["active", "dead"],
        defeated: [[1], []],
        vp: [15, 0],
      },
      ["ana", null],
      "The Hall of the Dais",
    );
    expect(battle.participants.map((p) => [p.characterId, p.side])).toEqual([["ana", "valkyrie"]]);
    expect(battle.winningSide).toBe("valkyrie");
    expect(battle.victoryPoints).toBe(15);
    expect(battle.defeated).toEqual([{ npc: { name: "Brannoc", maxBody: 14 }, by: "ana", killed: true }]);
    expect(battle.replay.matchJson).toContain('"scenario"');
  });

  it("records a draw with no points, and unconscious roster characters", () => {
    const battle = battleFromScenario(
      playtest,
      source,
      {
        result: { winners: [], draw: true, reason: "turn limit", scores: [0, 0] },
        conditions: ["unconscious", "active"],
        defeated: [[], [0]],
        vp: [0, 0],
      },
      ["ana", "bo"],
      "Draw",
    );
    expect(battle.winningSide).toBeNull();
    expect(battle.victoryPoints).toBe(0);
    expect(battle.unconscious).toEqual(["ana"]);
    expect(battle.defeated).toEqual([{ characterId: "ana", by: "bo" }]);
  });
});
