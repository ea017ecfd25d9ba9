import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import brannoc from "../../content/samples/brannoc.book.json";
import type { GameEvent } from "../core/game";
import type { BookSource } from "../lostworlds/input";
import { legalOf, playLegal, type ActionPattern } from "./scripted";
import { figure, floor, scenario } from "./fixtures";
import { scenarioGame, setupScenario } from "./game";
import type { FigureSource, ScenarioOptions, SpaceSource } from "./input";
import type { ScenarioAction, ScenarioState } from "./types";

const MIRIM = mirim.body as BookSource;
const BRANNOC = brannoc.body as BookSource;

let events: GameEvent[] = [];
const act = (s: ScenarioState, a: ActionPattern): ScenarioState => {
  const r = playLegal(s, a);
  events = r.events;
  return r.state;
};
const at = (s: ScenarioState, q: number, r: number) => s.t.index.get(`${q},${r}`)!;

function sideAFirst(figures: FigureSource[], spaces: SpaceSource[] = floor(4), options: Partial<ScenarioOptions> = {}): ScenarioState {
  const src = scenario(spaces, figures, { options });
  for (let seed = 1; seed < 50; seed++) {
    const s = setupScenario(src, {}, seed);
    if (s.order[0] === 0) return s;
  }
  throw new Error("no seed gives side A the initiative");
}

/** Ends every move left this Movement Phase where the figures stand (picking figures in order). */
function endMoves(s: ScenarioState): ScenarioState {
  while (s.phase === "movement" && s.turn === 1) {
    const a = legalOf(s).find((x) => x.type === "select" || x.type === "end")!;
    s = act(s, a);
  }
  return s;
}

describe("who fights whom in the Combat Phase", () => {
  it("a halted pair must fight: nobody is asked, the fight opens", () => {
    let s = sideAFirst([figure("m", "a", MIRIM, 0, 3), figure("b", "b", BRANNOC, 0, 0)]);
    s = act(s, { type: "move", to: at(s, 0, 2) });
    s = act(s, { type: "move", to: at(s, 0, 1) });
    s = act(s, { type: "halt", figure: 1, target: 0 });
    s = endMoves(s);
    expect(s.phase).toBe("combat");
    expect(s.engaging).toBeNull();
    expect(s.fight).toMatchObject({ a: 1, b: 0, round: 0 });
    expect(legalOf(s).every((a) => a.type === "maneuver")).toBe(true);
  });

  it("figures in each other's Battle Zone without a halt may engage, in initiative order, or fight nobody", () => {
    let s = sideAFirst([figure("m", "a", MIRIM, 0, 1), figure("b", "b", BRANNOC, 0, 0)]);
    s = endMoves(s);
    expect(s.phase).toBe("combat");
    expect(s.engaging).toEqual([0, 1]);
    expect(legalOf(s)).toEqual([
      { seat: 0, type: "engage", figure: 0, target: 1 },
      { seat: 0, type: "decline", figure: 0 },
    ]);
    s = act(s, { type: "decline", figure: 0 });
    // Mirim declined; Brannoc may still engage her.
    expect(scenarioGame.activeSeats(s)).toEqual([1]);
    expect(legalOf(s)[0]).toEqual({ seat: 1, type: "engage", figure: 1, target: 0 });
    s = act(s, { type: "decline", figure: 1 });
    expect(events).toContainEqual({ type: "combat", fights: [] });
    expect(s.rounds).toBe(0);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe("movement");
  });

  it("an engaged pair fights: the engaging figure picks its opponent among those in its Battle Zone (one on one)", () => {
    const figures = [figure("m", "a", MIRIM, 0, 1), figure("b1", "b", BRANNOC, 0, 0), figure("b2", "b", BRANNOC, 1, 1)];
    let s = sideAFirst(figures, floor(4), { severalAgainstOne: "one-on-one" });
    s = endMoves(s);
    expect(legalOf(s).map((a) => (a.type === "engage" ? a.target : -1))).toEqual([1, 2, -1]);
    s = act(s, { type: "engage", figure: 0, target: 2 });
    // Mirim is taken, so b1 has nobody left to engage: the fight opens at once.
    expect(s.engaging).toBeNull();
    expect(s.fight).toMatchObject({ a: 0, b: 2 });
    expect(events).toContainEqual({ type: "combat", fights: [[0, 2]] });
  });

  it("jumping down onto an opponent demands no battle: the two are asked like any others", () => {
    const spaces = floor(4, (x) => (x.q === 0 && x.r === 1 ? { level: 2 } : {}));
    let s = sideAFirst([figure("m", "a", MIRIM, 0, 1), figure("b", "b", BRANNOC, 0, 0)], spaces);
    s = act(s, { type: "jump-onto", target: 1 });
    expect(s.figures[0].halted).toBe(false);
    expect(s.figures[0].mp).toBe(0);
    s = endMoves(s);
    // This seed's jump leaves both conscious and beside each other.
    expect(s.figures.every((f) => f.condition === "active")).toBe(true);
    expect(s.engaging).not.toBeNull();
    expect(legalOf(s).some((a) => a.type === "decline")).toBe(true);
  });
});

/** Mirim (side A) at (0,1) with Brannoc's two wardens b1 at (0,0) and b2 at (1,1) in her Battle Zone (not in each other's). */
const mirimBetweenTwo = () =>
  sideAFirst([figure("m", "a", MIRIM, 0, 1), figure("b1", "b", BRANNOC, 0, 0), figure("b2", "b", BRANNOC, 1, 1)]);

describe("several against one (the books' multi-player rules)", () => {
  it("a figure may engage an opponent already fighting alone: one fight, one against both", () => {
    let s = endMoves(mirimBetweenTwo());
    s = act(s, { type: "engage", figure: 0, target: 2 });
    // b1 may join the fight against Mirim instead of standing by.
    expect(s.engaging?.[0]).toBe(1);
    expect(legalOf(s)).toEqual([
      { seat: 1, type: "engage", figure: 1, target: 0 },
      { seat: 1, type: "decline", figure: 1 },
    ]);
    s = act(s, { type: "engage", figure: 1, target: 0 });
    expect(events).toContainEqual({ type: "combat", fights: [[0, 2, 1]] });
    expect(s.fight?.figures).toEqual([0, 2, 1]);
    // The duel engine's multi-player fight: Mirim is seat 0, each warden keeps its own pairing with her.
    expect(s.fight?.duel.pairs?.length).toBe(3);
  });

  it("engaging one of a duel's pair turns the duel round: that figure fights both", () => {
    let s = sideAFirst([figure("m1", "a", MIRIM, 0, 1), figure("m2", "a", MIRIM, -1, 0), figure("b", "b", BRANNOC, 0, 0)]);
    s = endMoves(s);
    s = act(s, { type: "engage", figure: 0, target: 2 });
    s = act(s, { type: "engage", figure: 1, target: 2 });
    expect(events).toContainEqual({ type: "combat", fights: [[2, 0, 1]] });
    expect(s.fight).toMatchObject({ a: 2, b: 0, figures: [2, 0, 1] });
  });

  it("a side plays each of its figures in the fight in turn, and three ROUNDS carry every body back", () => {
    let s = endMoves(mirimBetweenTwo());
    s = act(s, { type: "engage", figure: 0, target: 2 });
    s = act(s, { type: "engage", figure: 1, target: 0 });
    // The wardens' side chooses for b2 (duel seat 1), then for b1 (duel seat 2).
    expect(scenarioGame.activeSeats(s)).toEqual([0, 1]);
    expect(scenarioGame.view(s, 1).fight?.seatInFight).toBe(1);
    const firstPick = scenarioGame.apply(s, scenarioGame.legalActions(s, 1)[0]).state;
    expect(scenarioGame.view(firstPick, 1).fight?.seatInFight).toBe(2);
    expect(scenarioGame.activeSeats(firstPick)).toEqual([0, 1]);
    const seen: GameEvent[] = [];
    let guard = 0;
    while (s.phase === "combat" && s.turn === 1 && guard++ < 30) {
      const seat = scenarioGame.activeSeats(s)[0];
      const r = scenarioGame.apply(s, scenarioGame.legalActions(s, seat)[0]);
      seen.push(...r.events);
      s = r.state;
    }
    const rounds = seen.filter((e) => e.type === "round");
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.every((e) => (e.bodies as number[]).length === 3)).toBe(true);
    const last = rounds[rounds.length - 1].bodies as number[];
    const over = seen.find((e) => e.type === "fight-over")!;
    expect(over.figures).toEqual([0, 2, 1]);
    [0, 2, 1].forEach((f, k) => expect(s.figures[f].body).toBe(last[k]));
    expect(s.figures.every((f) => f.fought)).toBe(true);
  });

  it("option one-on-one: an opponent already engaged is not offered", () => {
    let s = endMoves(
      sideAFirst([figure("m", "a", MIRIM, 0, 1), figure("b1", "b", BRANNOC, 0, 0), figure("b2", "b", BRANNOC, 1, 1)], floor(4), {
        severalAgainstOne: "one-on-one",
      }),
    );
    s = act(s, { type: "engage", figure: 0, target: 2 });
    expect(s.engaging).toBeNull();
    expect(s.fight?.figures).toEqual([0, 2]);
  });
});
