import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import brannoc from "../../content/samples/brannoc.book.json";
import type { BookSource } from "../lostworlds/input";
import { figure, floor, scenario } from "./fixtures";
import { legalOf, playLegal, type ActionPattern } from "./scripted";
import { scenarioGame, setupScenario } from "./game";
import type { ScenarioAction, ScenarioState } from "./types";

const MIRIM = mirim.body as BookSource;
const BRANNOC = brannoc.body as BookSource;

const act = (s: ScenarioState, a: ActionPattern): ScenarioState => playLegal(s, a).state;

/** Side A: two figures far apart from side B's one; the first seed (of a few) whose initiative puts `first` first. */
function twoAgainstOne(first: number): ScenarioState {
  const src = scenario(floor(4), [figure("a1", "a", MIRIM, -2, 3), figure("a2", "a", MIRIM, 2, 1), figure("b1", "b", BRANNOC, 0, -4)]);
  for (let seed = 1; seed < 50; seed++) {
    const s = setupScenario(src, {}, seed);
    if (s.order[0] === first) return s;
  }
  throw new Error("no seed gives that initiative");
}

describe("the order of movement", () => {
  it("a side with several figures picks which moves next; each finishes its move before the next starts", () => {
    let s = twoAgainstOne(0);
    expect(scenarioGame.activeSeats(s)).toEqual([0]);
    expect(s.active).toBe(-1);
    expect(legalOf(s)).toEqual([
      { seat: 0, type: "select", figure: 0 },
      { seat: 0, type: "select", figure: 1 },
    ]);
    // The second figure first: it gets its allowance (its Height) and moves.
    s = act(s, { type: "select", figure: 1 });
    expect(s.active).toBe(1);
    expect(s.figures[1].mp).toBe(MIRIM.character.height);
    expect(legalOf(s).every((a) => a.type !== "select" && a.type !== "maneuver" && a.figure === 1)).toBe(true);
    s = act(s, { type: "move", to: s.t.index.get("2,0")! });
    s = act(s, { type: "end", undefended: 0 });
    // The side's last figure starts without being picked.
    expect(s.active).toBe(0);
    expect(scenarioGame.activeSeats(s)).toEqual([0]);
    s = act(s, { type: "end", undefended: 0 });
    // Only then does the side with the lower initiative move.
    expect(s.active).toBe(2);
    expect(scenarioGame.activeSeats(s)).toEqual([1]);
  });

  it("the side that won initiative moves all its figures before the other side moves any", () => {
    let s = twoAgainstOne(1);
    expect(s.active).toBe(2);
    expect(scenarioGame.activeSeats(s)).toEqual([1]);
    s = act(s, { type: "end", undefended: 0 });
    expect(s.active).toBe(-1);
    expect(scenarioGame.activeSeats(s)).toEqual([0]);
    expect(legalOf(s).map((a) => a.type)).toEqual(["select", "select"]);
  });
});
