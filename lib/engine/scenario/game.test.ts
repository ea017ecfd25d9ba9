import { describe, expect, it } from "vitest";
import { playGame } from "../core/chunk";
import { checkFastPaths } from "../core/fast-paths";
import { parseScenario } from "../../games/scenario/compile";
import hall from "../../content/samples/hall.scenario.json";
import { scenarioGame } from "./game";

const content = parseScenario(hall.body);
const spec = (bots: ("random" | "greedy")[]) => ({
  gameId: "scenario",
  content,
  options: {},
  bots: bots.map((kind) => ({ kind })),
  n: 1,
  baseSeed: "t",
  maxSteps: 5000,
});

describe("whole scenarios on the sample hall", () => {
  it("random bots finish every game by its rules, the same way for the same seed", () => {
    for (let i = 0; i < 20; i++) {
      const a = playGame(scenarioGame, spec(["random", "random"]), i);
      expect(a.truncated).toBe(false);
      expect(a.reason.length).toBeGreaterThan(0);
      expect(playGame(scenarioGame, spec(["random", "random"]), i)).toEqual(a);
    }
  });

  it("heuristic (greedy) bots fight through the books and finish", () => {
    const reasons = new Set<string>();
    let fights = 0;
    for (let i = 0; i < 10; i++) {
      const r = playGame(scenarioGame, spec(["greedy", "greedy"]), i);
      expect(r.truncated).toBe(false);
      reasons.add(r.reason);
      fights += r.metrics.rounds ?? 0;
    }
    expect(fights).toBeGreaterThan(0);
    expect(reasons.size).toBeGreaterThan(0);
  });

  it("replays exactly from seed and log, and its fast paths agree with the plain ones", () => {
    expect(checkFastPaths(scenarioGame, { content, options: {}, seeds: [1, 2, 3], maxSteps: 400 })).toBeNull();
  });
});
