import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import brannoc from "../../content/samples/brannoc.book.json";
import type { BookSource } from "../lostworlds/input";
import { figure, floor, scenario } from "./fixtures";
import { legalOf, playLegal, type ActionPattern } from "./scripted";
import { scenarioGame, setupScenario } from "./game";
import type { FigureSource } from "./input";
import type { ScenarioAction, ScenarioState } from "./types";

const MIRIM = mirim.body as BookSource;
const BRANNOC = brannoc.body as BookSource;

const act = (s: ScenarioState, a: ActionPattern): ScenarioState => playLegal(s, a).state;
const at = (s: ScenarioState, q: number, r: number) => s.t.index.get(`${q},${r}`)!;

/** The figures on a flat floor, from the first seed whose initiative lets side A (seat 0) move first. */
function sideAFirst(figures: FigureSource[]): ScenarioState {
  const src = scenario(floor(4), figures);
  for (let seed = 1; seed < 50; seed++) {
    const s = setupScenario(src, {}, seed);
    if (s.order[0] === 0) return s;
  }
  throw new Error("no seed gives side A the initiative");
}

/** Mirim (side A) at (0,3), two steps south of Brannoc's Battle Zone around (0,0). */
const mirimAndBrannoc = () => sideAFirst([figure("m", "a", MIRIM, 0, 3), figure("b", "b", BRANNOC, 0, 0)]);

describe("halting: the opponent's choice", () => {
  it("entering an opponent's Battle Zone asks that opponent's side, not the mover's", () => {
    let s = mirimAndBrannoc();
    s = act(s, { type: "move", to: at(s, 0, 2) });
    expect(s.haltOffer).toBeNull();
    s = act(s, { type: "move", to: at(s, 0, 1) });
    expect(s.haltOffer).toEqual({ mover: 0, by: [1] });
    expect(scenarioGame.activeSeats(s)).toEqual([1]);
    expect(legalOf(s)).toEqual([
      { seat: 1, type: "halt", figure: 1, target: 0 },
      { seat: 1, type: "let-pass", figure: 1, target: 0 },
    ]);
  });

  it("let pass, the mover keeps its points and is not asked about again while it stays in that zone", () => {
    let s = mirimAndBrannoc();
    s = act(s, { type: "move", to: at(s, 0, 2) });
    s = act(s, { type: "move", to: at(s, 0, 1) });
    s = act(s, { type: "let-pass", figure: 1, target: 0 });
    expect(s.haltOffer).toBeNull();
    expect(s.figures[0].halted).toBe(false);
    expect(s.figures[0].mp).toBe(MIRIM.character.height - 2);
    expect(scenarioGame.activeSeats(s)).toEqual([0]);
    s = act(s, { type: "move", to: at(s, 1, 0) });
    expect(s.haltOffer).toBeNull();
    expect(s.figures[0].mp).toBe(MIRIM.character.height - 3);
  });

  it("halted, the mover loses its points; the halter makes no move of its own afterwards", () => {
    let s = mirimAndBrannoc();
    s = act(s, { type: "move", to: at(s, 0, 2) });
    s = act(s, { type: "move", to: at(s, 0, 1) });
    s = act(s, { type: "halt", figure: 1, target: 0 });
    expect(s.figures[0]).toMatchObject({ halted: true, mp: 0, haltedWith: 1 });
    expect(s.figures[1].hasHalted).toBe(true);
    expect(legalOf(s).some((a) => a.type === "move" || a.type === "run")).toBe(false);
    s = act(s, { type: "end", undefended: 1 });
    // Brannoc's turn to move: nothing but falling prone or ending where he stands.
    expect(s.active).toBe(1);
    expect(s.figures[1].mp).toBe(0);
    expect(new Set(legalOf(s).map((a) => a.type))).toEqual(new Set(["prone", "end"]));
  });

  it("a Downed opponent may not halt, nor one entered through its Undefended Space", () => {
    let s = mirimAndBrannoc();
    s.figures[1].posture = "down";
    s = act(s, { type: "move", to: at(s, 0, 2) });
    s = act(s, { type: "move", to: at(s, 0, 1) });
    expect(s.haltOffer).toBeNull();
    let t = mirimAndBrannoc();
    t.figures[1].undefended = 1; // south of (0,0) is (0,1)
    t = act(t, { type: "move", to: at(t, 0, 2) });
    t = act(t, { type: "move", to: at(t, 0, 1) });
    expect(t.haltOffer).toBeNull();
  });

  it("with two opponents' zones entered at once, each is asked in turn until one halts", () => {
    let s = sideAFirst([figure("m", "a", MIRIM, 0, 3), figure("b1", "b", BRANNOC, 0, 0), figure("b2", "b", BRANNOC, 1, 0)]);
    s = act(s, { type: "move", to: at(s, 0, 2) });
    s = act(s, { type: "move", to: at(s, 0, 1) });
    expect(s.haltOffer).toEqual({ mover: 0, by: [1, 2] });
    s = act(s, { type: "let-pass", figure: 1, target: 0 });
    expect(s.haltOffer).toEqual({ mover: 0, by: [2] });
    expect(legalOf(s)[0]).toEqual({ seat: 1, type: "halt", figure: 2, target: 0 });
    s = act(s, { type: "halt", figure: 2, target: 0 });
    expect(s.figures[0].haltedWith).toBe(2);
    expect(s.figures[1].hasHalted).toBe(false);
  });

  it("an opponent halts one figure a turn: the second to come is not asked", () => {
    let s = sideAFirst([figure("m1", "a", MIRIM, 0, 3), figure("m2", "a", MIRIM, -1, 3), figure("b", "b", BRANNOC, 0, 0)]);
    s = act(s, { type: "select", figure: 0 });
    s = act(s, { type: "move", to: at(s, 0, 2) });
    s = act(s, { type: "move", to: at(s, 0, 1) });
    s = act(s, { type: "halt", figure: 2, target: 0 });
    s = act(s, { type: "end", undefended: 1 });
    expect(s.active).toBe(1);
    s = act(s, { type: "move", to: at(s, -1, 2) });
    s = act(s, { type: "move", to: at(s, -1, 1) });
    expect(s.haltOffer).toBeNull();
    expect(s.figures[1].halted).toBe(false);
  });
});
