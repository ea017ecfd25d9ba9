import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import brannoc from "../../content/samples/brannoc.book.json";
import { lostWorlds } from "../lostworlds/game";
import type { BookSource } from "../lostworlds/input";
import { legalOf, playLegal, withNextDie, type ActionPattern } from "./scripted";
import { figure, floor, scenario } from "./fixtures";
import { scenarioGame, setupScenario } from "./game";
import type { FigureSource } from "./input";
import type { ScenarioAction, ScenarioState } from "./types";

const MIRIM = mirim.body as BookSource;
const BRANNOC = brannoc.body as BookSource;
const act = (s: ScenarioState, a: ActionPattern): ScenarioState => playLegal(s, a).state;

/** Side A's figure on a ledge two levels up at (0,1), side B's below it at (0,0); side A moves first. */
function ledge(target: BookSource): ScenarioState {
  const spaces = floor(4, (x) => (x.q === 0 && x.r === 1 ? { level: 2 } : {}));
  const figures: FigureSource[] = [figure("a", "a", MIRIM, 0, 1), figure("b", "b", target, 0, 0)];
  for (let seed = 1; seed < 50; seed++) {
    const s = setupScenario(scenario(spaces, figures), {}, seed);
    if (s.order[0] === 0) return s;
  }
  throw new Error("no seed gives side A the initiative");
}

/** Jumps down onto the opponent on a die of 2, ends every move, and the jumper engages: the fight opens. */
function jumpAndFight(target: BookSource): ScenarioState {
  let s = act(withNextDie(ledge(target), 2), { type: "jump-onto", target: 1 });
  expect(s.figures[1]).toMatchObject({ posture: "off-balance", weaponDropped: true });
  expect(s.figures[0].weaponDropped).toBe(false);
  while (s.phase === "movement")
    s = act(
      s,
      legalOf(s).find((x) => x.type === "select" || x.type === "end")!,
    );
  return act(s, { type: "engage", figure: 0, target: 1 });
}

/** A legal page for duel seat 1 (choosing last) whose exchange leaves its weapon still lost. */
function keepsWeaponLost(s: ScenarioState, legal: ScenarioAction[]): number {
  for (const a of legal) {
    if (a.type !== "maneuver") continue;
    if (lostWorlds.apply(s.fight!.duel, { seat: 1, page: a.page }).state.sides[1].weaponLost) return a.page;
  }
  throw new Error("every maneuver retrieves the weapon");
}

/** Plays one ROUND: each side's figure its page (the first legal one when none is given). */
function round(s: ScenarioState, pages: [number?, number?] = []): ScenarioState {
  for (const seat of [0, 1]) {
    const legal = scenarioGame.legalActions(s, seat);
    const want = pages[seat];
    const page = want === -1 ? keepsWeaponLost(s, legal) : (want ?? (legal[0] as { page: number }).page);
    const a = legal.find((x) => x.type === "maneuver" && x.page === page);
    if (!a) throw new Error(`page ${page} not legal for seat ${seat}`);
    s = scenarioGame.apply(s, a).state;
  }
  return s;
}

describe("jumping down onto an opponent: die 2 drops its weapon", () => {
  it("the dropped weapon is carried into the fight, and lost still after it when no picture retrieves it", () => {
    let s = jumpAndFight(BRANNOC);
    expect(s.fight).toMatchObject({ a: 0, b: 1 });
    expect(s.fight!.duel.sides.map((side) => side.weaponLost)).toEqual([false, true]);
    // Brannoc fights on with the next weapon's MODs, each ROUND choosing a maneuver whose exchange
    // (worked out by the duel engine on a copy) does not retrieve it.
    while (s.fight && s.phase === "combat") {
      expect(s.fight.duel.sides[1].weaponLost).toBe(true);
      s = round(s, [undefined, -1]);
    }
    expect(s.figures[1].weaponDropped).toBe(true);
    expect(s.figures[0].weaponDropped).toBe(false);
  });

  it("a picture that retrieves the weapon in the fight leaves the figure armed afterwards", () => {
    let s = jumpAndFight(MIRIM);
    expect(s.fight!.duel.sides[1].weaponLost).toBe(true);
    // Retrieve Weapon (46) against a maneuver whose matrix row shows "May use your weapon again" (43).
    const retrieving = scenarioGame
      .legalActions(s, 0)
      .map((a) => (a as { page: number }).page)
      .find((page) => MIRIM.matrices[String(page)]?.rows["46"] === 43);
    expect(retrieving).toBeDefined();
    s = round(s, [retrieving, 46]);
    expect(s.fight!.duel.sides[1]).toMatchObject({ picture: 43, weaponLost: false });
    while (s.fight && s.phase === "combat") s = round(s);
    expect(s.figures[1].weaponDropped).toBe(false);
  });
});
