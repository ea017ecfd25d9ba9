import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import brannoc from "../../content/samples/brannoc.book.json";
import type { GameEvent } from "../core/game";
import type { BookSource } from "../lostworlds/input";
import { legalOf, playLegal, type ActionPattern } from "./scripted";
import { figure, floor, scenario } from "./fixtures";
import { setupScenario } from "./game";
import { zoningOpponents } from "./figures";
import type { SpaceSource } from "./input";
import type { ScenarioState } from "./types";

const MIRIM = mirim.body as BookSource;
const BRANNOC = brannoc.body as BookSource;

let events: GameEvent[] = [];
const act = (s: ScenarioState, a: ActionPattern): ScenarioState => {
  const r = playLegal(s, a);
  events = r.events;
  return r.state;
};
const at = (s: ScenarioState, q: number, r: number) => s.t.index.get(`${q},${r}`)!;

/**
 * "Airi" (Mirim's book, dematerialising, Touch 3, down to 5 of her 12 body points) at (0,0) for
 * side A, which moves first; Brannoc (Height 3) for side B at (0, rb).
 */
function start(rb: number, spaces: SpaceSource[] = floor(4)): ScenarioState {
  const airi = figure("airi", "a", MIRIM, 0, 0, { dematerialises: true, touchDamage: 3 });
  const src = scenario(spaces, [airi, figure("brannoc", "b", BRANNOC, 0, rb)]);
  for (let seed = 1; seed < 50; seed++) {
    const s = setupScenario(src, {}, seed);
    if (s.order[0] === 0) {
      s.figures[0].body = 5;
      return s;
    }
  }
  throw new Error("no seed gives side A the initiative");
}

/** Airi dematerialises and names her Undefended Space: Brannoc's move is next. */
function airiAway(s: ScenarioState): ScenarioState {
  s = act(s, { type: "regenerate", figure: 0 });
  expect(s.figures[0]).toMatchObject({ away: true, regenerating: true, mp: 0 });
  return act(s, { type: "end", figure: 0, undefended: 0 });
}

/** Brannoc ends his move on Airi's space (0,0), coming from (0,3): she comes back and Touches him. */
function touchedOnColumn(spaces: SpaceSource[]): ScenarioState {
  let s = airiAway(start(3, spaces));
  for (const r of [2, 1, 0]) s = act(s, { type: "move", figure: 1, to: at(s, 0, r) });
  s = act(s, { type: "end", figure: 1, undefended: 0 });
  expect(events).toContainEqual({ type: "rematerialised", figure: 0, points: 7 });
  expect(events).toContainEqual({ type: "touched", figure: 1, by: 0 });
  expect(s.touches).toEqual([{ by: 0, figure: 1 }]);
  return s;
}

describe("dematerialising to regenerate (as Airi and the Wraith)", () => {
  it("while away she has no Battle Zone and her space is empty: an opponent passes through unasked", () => {
    let s = airiAway(start(2));
    // Beside her space nobody is in her zone, so nobody can halt Brannoc or be blocked by her.
    expect(zoningOpponents(s, 1, at(s, 0, 1))).toEqual([]);
    expect(legalOf(s).some((a) => a.type === "jump-onto" || a.type === "throw-weapon" || a.type === "cast")).toBe(false);
    s = act(s, { type: "move", figure: 1, to: at(s, 0, 1) });
    expect(s.haltOffer).toBeNull();
    s = act(s, { type: "move", figure: 1, to: at(s, 0, 0) });
    expect(s.haltOffer).toBeNull();
    s = act(s, { type: "move", figure: 1, to: at(s, 0, -1) });
    s = act(s, { type: "end", figure: 1, undefended: 0 });
    // Back at the end of the Movement Phase with her book's starting body points; nobody Touched.
    expect(s.figures[0]).toMatchObject({ away: false, regenerating: false, body: 12, at: at(s, 0, 0) });
    expect(events.some((e) => e.type === "touched")).toBe(false);
    expect(s.figures[1]).toMatchObject({ at: at(s, 0, -1), body: 14 });
    expect(s.phase).toBe("combat");
  });

  it("an opponent who ends on her space is Touched: his side moves him beside her and he takes the Touch damage", () => {
    let s = touchedOnColumn(floor(4));
    // Brannoc's side chooses among the six spaces around her.
    const offered = legalOf(s).map((a) => (a.type === "displace" ? a.to : -1));
    expect(offered.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5].map((d) => s.t.neighbours[6 * at(s, 0, 0) + d]).sort((a, b) => a - b));
    expect(legalOf(s)[0]).toMatchObject({ seat: 1, type: "displace", figure: 1 });
    s = act(s, { type: "displace", figure: 1, to: at(s, 1, 0) });
    expect(events).toContainEqual({ type: "displaced", figure: 1, to: at(s, 1, 0), by: 0 });
    expect(s.figures[1]).toMatchObject({ at: at(s, 1, 0), body: 11, posture: "standing", condition: "active" });
    expect(s.figures[0]).toMatchObject({ at: at(s, 0, 0), body: 12, away: false });
    expect(s.touches).toEqual([]);
    expect(s.phase).toBe("combat");
  });

  it("moved aside into a space deeper than he could climb down, the Touched figure falls as well", () => {
    // The q = 0 column is a ledge four levels up; Brannoc (Height 3) walks it onto her space.
    let s = touchedOnColumn(floor(4, (x) => (x.q === 0 ? { level: 4 } : {})));
    s = act(s, { type: "displace", figure: 1, to: at(s, 1, 0) });
    expect(events).toContainEqual({ type: "fell", figure: 1, to: at(s, 1, 0), levels: 4 });
    // Four for the fall, three for the Touch.
    expect(s.figures[1]).toMatchObject({ at: at(s, 1, 0), body: 7, posture: "down" });
  });

  it("with no free space beside her the Touched figure stays in her space and only takes the damage", () => {
    // Walls all round her space but (0,1), where Brannoc's friend follows him in.
    const ring = (x: SpaceSource) => Math.max(Math.abs(x.q), Math.abs(x.r), Math.abs(x.q + x.r)) === 1 && !(x.q === 0 && x.r === 1);
    const spaces = floor(4, (x) => (ring(x) ? { terrain: "wall" } : {}));
    const airi = figure("airi", "a", MIRIM, 0, 0, { dematerialises: true, touchDamage: 3 });
    const src = scenario(spaces, [airi, figure("b1", "b", BRANNOC, 0, 3), figure("b2", "b", BRANNOC, 0, 4)]);
    let s = setupScenario(src, {}, 1);
    for (let seed = 2; s.order[0] !== 0; seed++) s = setupScenario(src, {}, seed);
    s = airiAway(s);
    s = act(s, { type: "select", figure: 1 });
    for (const r of [2, 1, 0]) s = act(s, { type: "move", figure: 1, to: at(s, 0, r) });
    s = act(s, { type: "end", figure: 1, undefended: 0 });
    for (const r of [3, 2, 1]) s = act(s, { type: "move", figure: 2, to: at(s, 0, r) });
    s = act(s, { type: "end", figure: 2, undefended: 0 });
    expect(events).toContainEqual({ type: "touched", figure: 1, by: 0 });
    expect(events).toContainEqual({ type: "damage", figure: 1, amount: 3, body: 11 });
    expect(s.touches).toEqual([]);
    expect(s.figures[1].at).toBe(at(s, 0, 0));
    expect(s.phase).toBe("combat");
  });
});
