import { describe, expect, it } from "vitest";
import type { ScenarioView } from "@/lib/engine/scenario/types";
import grull from "@/lib/content/samples/grull.book.json";
import mirim from "@/lib/content/samples/mirim.book.json";
import type { BookSource } from "@/lib/engine/lostworlds/input";
import { figure as fixture, floor, scenario } from "@/lib/engine/scenario/fixtures";
import { scenarioGame, setupScenario } from "@/lib/engine/scenario/game";
import type { Scene } from "./scene";

const GRULL = grull.body as BookSource;
const MIRIM = mirim.body as BookSource;
import { describeScenarioAction, describeScenarioEvent, stepWords, whereFrom } from "./words";

// A row of spaces going east-south-east from the centre, and one north of it on a dais.
const scene: Scene = {
  spaces: [
    { q: 0, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 0, r: -1, level: 2, terrain: "steps", impassable: false },
    { q: 1, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 2, r: 0, level: 0, terrain: "floor", impassable: false },
    { q: 2, r: 1, level: 0, terrain: "floor", impassable: false },
  ],
  figures: [
    { name: "Mirim", side: 0, height: 5, maxBody: 30 },
    { name: "Troll", side: 1, height: 7, maxBody: 40 },
  ],
  objects: [{ name: "chest" }],
  sides: ["Heroes", "Foes"],
};

const figure = (at: number) => ({ at, carrying: -1 }) as ScenarioView["figures"][number];
const view = { figures: [figure(0), figure(3)] } as ScenarioView;

describe("scenario places and actions in words", () => {
  it("names places by compass direction and distance, never by coordinates", () => {
    expect(whereFrom(scene, 0, 1)).toBe("north");
    expect(whereFrom(scene, 0, 3)).toBe("2 spaces south-east");
    expect(whereFrom(scene, 0, 4)).toBe("3 spaces away, toward the south-east");
    expect(stepWords(scene, 0, 1)).toBe("north, up to level 2");
    expect(stepWords(scene, 1, 0)).toBe("south, down to level 0");
  });

  it("says each chart action with the figure's and target's names", () => {
    expect(describeScenarioAction(view, { seat: 0, type: "move", figure: 0, to: 1 }, scene)).toBe("Mirim moves north, up to level 2");
    expect(describeScenarioAction(view, { seat: 0, type: "block", figure: 0, target: 1 }, scene)).toBe("Mirim blocks Troll");
    expect(describeScenarioAction(view, { seat: 0, type: "end", figure: 0, undefended: 4 }, scene)).toBe(
      "Mirim ends the move, north undefended",
    );
    expect(describeScenarioAction(view, { seat: 1, type: "maneuver", page: 12 }, scene)).toBe("Foes chose a maneuver");
  });

  it("says a spell cast with its card, target, range, extra spell points and the rolls that work", () => {
    const bolt = { name: "Bolt", color: "red", points: 2, effect: { kind: "damage", points: 3 }, duration: { kind: "instant" } };
    const lull = { name: "Lull", color: "blue", points: 1, effect: { kind: "knock-down" }, duration: { kind: "rounds", rounds: 3 } };
    const withCards = {
      ...view,
      figures: [figure(0), figure(4)],
      source: { figures: [{ spells: [bolt, lull] }, { spells: [] }] },
    } as unknown as ScenarioView;
    expect(describeScenarioAction(withCards, { seat: 0, type: "cast", figure: 0, card: 0, target: 1 }, scene)).toBe(
      "Mirim casts Bolt (3 damage) at Troll, 3 spaces away: 1 extra spell point, works on 1–4 (the whole allowance)",
    );
    expect(describeScenarioAction(withCards, { seat: 0, type: "cast", figure: 0, card: 1, target: 0 }, scene)).toBe(
      "Mirim casts Lull (knocks down, 3 rounds) on itself: works on 1–5 (the whole allowance)",
    );
  });

  it("tells the log what a cast did and when a spell ends", () => {
    const e = { type: "cast", figure: 0, target: 1, card: 0, spell: "Bolt", range: 3, extra: 1, roll: 5, works: false };
    const src = scenario(floor(3), [fixture("mirim", "a", MIRIM, 0, 0), fixture("grull", "b", GRULL, 3, 0)]);
    const v = scenarioGame.view(setupScenario(src, {}, 1), 0);
    expect(describeScenarioEvent(e, v, v)).toBe("mirim casts Bolt at grull (3 spaces, 1 extra spell point): rolled 5, it fizzles.");
    const ended = { type: "spell-ended", figure: 1, caster: 0, card: 1, spell: "Lull", reason: "out-of-zone" };
    expect(describeScenarioEvent(ended, v, v)).toBe(
      "Lull on grull ends: the target starts the Combat Phase outside every opponent's Battle Zone.",
    );
  });

  it("tells the log of a dropped weapon, a figure dematerialising, coming back and Touching", () => {
    const src = scenario(floor(3), [fixture("airi", "a", MIRIM, 0, 0), fixture("grull", "b", GRULL, 1, 0)]);
    const v = scenarioGame.view(setupScenario(src, {}, 1), 0);
    const say = (e: Record<string, unknown>) => describeScenarioEvent({ type: String(e.type), ...e }, v, v);
    expect(say({ type: "jumped-onto", figure: 0, target: 1, roll: 2, result: "both-off-balance-drop" })).toBe(
      "airi jumps down onto grull (rolled 2): grull drops its weapon.",
    );
    expect(say({ type: "regenerate", figure: 0, away: true })).toBe(
      "airi dematerialises to regenerate: off the board until the end of the Movement Phase.",
    );
    expect(say({ type: "rematerialised", figure: 0, points: 7 })).toBe("airi reappears with 7 body points restored.");
    expect(say({ type: "touched", figure: 1, by: 0 })).toBe("airi Touches grull, who stood in its space.");
    expect(describeScenarioAction(view, { seat: 1, type: "displace", figure: 1, to: 0 }, scene)).toBe(
      "Touched: Troll is moved 2 spaces north-west",
    );
  });
});
