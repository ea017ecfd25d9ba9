import { describe, expect, it } from "vitest";
import { playGame } from "../core/chunk";
import { checkFastPaths } from "../core/fast-paths";
import { parseScenario } from "../../games/scenario/compile";
import hall from "../../content/samples/hall.scenario.json";
import { figure, floor, scenario } from "./fixtures";
import { createBot, playOut } from "../core/bots";
import { scenarioGame, setupScenario } from "./game";

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

describe("bots in a skirmish of two against one", () => {
  const books = parseScenario(hall.body).figures;
  const skirmish = scenario(
    floor(3),
    [figure("m1", "a", books[0].book!, 0, 2), figure("m2", "a", books[0].book!, 1, 1), figure("b", "b", books[1].book!, 0, -2)],
    { turnLimit: 8 },
  );
  /** Plays eight games between two bots of a kind; returns how many fights were one against two. */
  const severalFights = (kind: "random" | "greedy"): number => {
    let several = 0;
    for (let i = 0; i < 8; i++) {
      const bots = [createBot(scenarioGame, { kind }, `a${i}`), createBot(scenarioGame, { kind }, `b${i}`)];
      // apply() checks every action against the legal list, so an illegal choice would throw here.
      const { state, log } = playOut(scenarioGame, setupScenario(skirmish, {}, i), bots);
      expect(state.over?.reason.length).toBeGreaterThan(0);
      for (const step of log) several += step.events.filter((e) => e.type === "fight" && (e.figures as number[]).length > 2).length;
    }
    return several;
  };

  it("random bots choose legal actions to the end (who moves, halts, engagements)", () => {
    severalFights("random");
  });

  it("greedy bots close in, engage together and fight one against two", () => {
    expect(severalFights("greedy")).toBeGreaterThan(0);
  });
});
