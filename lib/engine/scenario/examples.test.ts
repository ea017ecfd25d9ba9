import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import brannoc from "../../content/samples/brannoc.book.json";
import type { BookSource } from "../lostworlds/input";
import { effectiveHeight, openFight, situationPage } from "./combat";
import { recovery, fallResult, fallAdjustment, recklessLanding, jumpOntoResult, hitsOnOrBelow } from "./dice-tables";
import { figure, floor, scenario } from "./fixtures";
import { scenarioGame, setupScenario } from "./game";
import { inZone, zonesMeet } from "./zones";
import type { ScenarioAction, ScenarioState } from "./types";

const MIRIM = mirim.body as BookSource;
const BRANNOC = brannoc.body as BookSource;

/** Two spaces side by side: (0,0) and (1,0), at the given levels. */
function pair(levelA: number, levelB: number) {
  return floor(2, (s) => (s.q === 0 && s.r === 0 ? { level: levelA } : s.q === 1 && s.r === 0 ? { level: levelB } : {}));
}

const act = (s: ScenarioState, a: Partial<ScenarioAction> & { type: ScenarioAction["type"] }): ScenarioState => {
  const seat = scenarioGame.activeSeats(s)[0];
  const legal = scenarioGame.legalActions(s, seat);
  const found = legal.find((x) => Object.entries(a).every(([k, v]) => (x as unknown as Record<string, unknown>)[k] === v));
  if (!found) throw new Error(`not legal: ${JSON.stringify(a)} among ${JSON.stringify(legal.map((x) => x.type))}`);
  return scenarioGame.apply(s, found).state;
};

describe("Battle Zones and the height rule (the seed's examples)", () => {
  it("height 3 on level 0 beside height 6 on level 4: not in each other's zone", () => {
    expect(zonesMeet(3, 0, 6, 4, "height-rule")).toBe(false);
    const src = scenario(pair(0, 4), [figure("short", "a", MIRIM, 0, 0, { height: 3 }), figure("tall", "b", BRANNOC, 1, 0, { height: 6 })]);
    const s = setupScenario(src, {}, 1);
    expect(inZone(s.t, s.options, 3, s.figures[0].at, 6, s.figures[1].at)).toBe(false);
  });

  it("reversed (height 6 on level 0, height 3 on level 4): in each other's zone", () => {
    expect(zonesMeet(6, 0, 3, 4, "height-rule")).toBe(true);
    const src = scenario(pair(0, 4), [figure("tall", "a", MIRIM, 0, 0, { height: 6 }), figure("short", "b", BRANNOC, 1, 0, { height: 3 })]);
    const s = setupScenario(src, {}, 1);
    expect(inZone(s.t, s.options, 6, s.figures[0].at, 3, s.figures[1].at)).toBe(true);
  });

  it("the same level is always in zone, and the option ignores the height rule", () => {
    expect(zonesMeet(1, 2, 1, 2, "height-rule")).toBe(true);
    expect(zonesMeet(3, 0, 6, 4, "ignore")).toBe(true);
  });
});

describe("effective height (the seed's dwarf and troll)", () => {
  it("a dwarf of height 3 on level 4 has effective height 7 against a troll of height 5 on level 0, and the duel gets +1 on Orange", () => {
    const src = scenario(pair(4, 0), [
      figure("dwarf", "a", MIRIM, 0, 0, { height: 3 }),
      figure("troll", "b", BRANNOC, 1, 0, { height: 5 }),
    ]);
    const s = setupScenario(src, {}, 1);
    expect(effectiveHeight(s, 0)).toBe(7);
    expect(effectiveHeight(s, 1)).toBe(5);
    const fight = openFight(s, 0, 1, [])!;
    const book = fight.duel.t.books[0];
    const orange = book.colors.indexOf("orange");
    // The taller side's Orange maneuvers get +1 over the printed MOD (the height rule of the books).
    expect(fight.duel.t.mods[0][orange]).toBe(book.baseMods[orange] + 1);
    const sheet = setupScenario(src, { effectiveHeight: "sheet" }, 1);
    expect(effectiveHeight(sheet, 0)).toBe(3);
  });
});

describe("the Movement Phase", () => {
  it("climbing costs the change in level (or 1 plus it by option), and no step higher than the figure's Height", () => {
    const spaces = floor(3, (s) => ({ level: s.q === 1 && s.r === 0 ? 2 : s.q === -1 && s.r === 0 ? 9 : 0 }));
    const src = scenario(spaces, [figure("m", "a", MIRIM, 0, 0), figure("b", "b", BRANNOC, 0, 3)], {
      options: { initiativeTies: "lower-seat-first" },
    });
    let s = setupScenario(src, {}, 3);
    // Whoever moves first, play until Mirim moves.
    while (s.active !== 0) s = act(s, { type: "end", undefended: 0 });
    const up = s.t.index.get("1,0")!;
    const cliff = s.t.index.get("-1,0")!;
    const moves = scenarioGame.legalActions(s, 0).filter((a) => a.type === "move");
    expect(moves.some((a) => a.type === "move" && a.to === cliff)).toBe(false);
    const mp = s.figures[0].mp;
    s = act(s, { type: "move", to: up });
    expect(s.figures[0].mp).toBe(mp - 2);
    const s2 = setupScenario({ ...src, options: { ...src.options, climbCost: "one-plus-change" } }, {}, 3);
    let t2 = s2;
    while (t2.active !== 0) t2 = act(t2, { type: "end", undefended: 0 });
    t2 = act(t2, { type: "move", to: up });
    expect(t2.figures[0].mp).toBe(mp - 3);
  });

  it("entering an opponent's Battle Zone lets the opponent halt the mover, unless through the opponent's Undefended Space", () => {
    const src = scenario(floor(4), [figure("m", "a", MIRIM, 0, 2), figure("b", "b", BRANNOC, 0, -1)]);
    let s = setupScenario(src, {}, 5);
    // Brannoc stays put, whatever the initiative; Mirim steps to (0,1), still outside his zone.
    while (s.active !== 0) s = act(s, { type: "end", undefended: 4 });
    s = act(s, { type: "move", to: s.t.index.get("0,1")! });
    expect(s.figures[0].halted).toBe(false);
    const south = s.t.index.get("0,0")!; // direction 1 (south) of Brannoc's space
    const guarded = structuredClone(s);
    guarded.figures[1].undefended = 4;
    const entered = act(guarded, { type: "move", to: south });
    expect(entered.haltOffer).toEqual({ mover: 0, by: [1] });
    const halted = act(entered, { type: "halt", figure: 1, target: 0 });
    expect(halted.figures[0].halted).toBe(true);
    expect(halted.figures[0].mp).toBe(0);
    expect(halted.figures[0].haltedWith).toBe(1);
    expect(halted.figures[1].hasHalted).toBe(true);
    const open = structuredClone(s);
    open.figures[1].undefended = 1;
    const through = act(open, { type: "move", to: south });
    expect(through.haltOffer).toBeNull();
    expect(through.figures[0].halted).toBe(false);
    expect(through.figures[0].mp).toBeGreaterThan(0);
  });

  it("running adds 2 movement points, leaves the runner Off Balance for combat and forbids starred actions", () => {
    const src = scenario(floor(4), [figure("m", "a", MIRIM, 0, 3), figure("b", "b", BRANNOC, 0, -3)], {
      options: { initiativeTies: "lower-seat-first" },
    });
    let s = setupScenario(src, {}, 2);
    while (s.active !== 0) s = act(s, { type: "end", undefended: 0 });
    const mp = s.figures[0].mp;
    s = act(s, { type: "run" });
    expect(s.figures[0].mp).toBe(mp + 2);
    expect(s.figures[0].combatOffBalance).toBe(true);
    const types = new Set(scenarioGame.legalActions(s, 0).map((a) => a.type));
    expect(types.has("stand") || types.has("block") || types.has("crawl")).toBe(false);
  });
});

describe("the Situation table", () => {
  it("gives page 1 when Off Balance or Down, 23 with the opponent in your Undefended Space, 21 in theirs, 41 / 19 by the opponent's posture, else 57", () => {
    const src = scenario(floor(2), [figure("m", "a", MIRIM, 0, 0), figure("b", "b", BRANNOC, 1, 0)]);
    const s = setupScenario(src, {}, 1);
    expect(situationPage(s, 0, 1)).toBe(57);
    s.figures[1].posture = "off-balance";
    expect(situationPage(s, 0, 1)).toBe(19);
    expect(situationPage(s, 1, 0)).toBe(1);
    s.figures[1].posture = "down";
    expect(situationPage(s, 0, 1)).toBe(41);
    s.figures[1].posture = "standing";
    s.figures[1].undefended = 3; // west of (1,0) is (0,0), where Mirim stands
    expect(situationPage(s, 0, 1)).toBe(21);
    expect(situationPage(s, 1, 0)).toBe(23);
  });
});

describe("die tables", () => {
  it("reads the Recovery table by body points and adjusted roll, clamped to 0..8, D as death", () => {
    expect(recovery(0, 1)).toBe(6);
    expect(recovery(-2, 8)).toBeNull();
    expect(recovery(-4, 6)).toBeNull();
    expect(recovery(-3, -2)).toBe(2);
    expect(recovery(-1, 12)).toBe(-4);
  });
  it("reads the Falling Down, jumping and throwing tables", () => {
    expect([1, 3, 4, 5, 6, 8].map(fallResult)).toEqual(["none", "none", "off-balance", "off-balance", "fall", "fall"]);
    expect(fallAdjustment("down", true)).toBe(3);
    expect(recklessLanding(6)).toEqual({ posture: "down", hurt: true });
    expect([1, 2, 3, 5].map(jumpOntoResult)).toEqual(["hit", "both-off-balance-drop", "both-off-balance", "miss"]);
    expect([1, 2, 3, 4, 9].map(hitsOnOrBelow)).toEqual([3, 2, 2, 1, 1]);
  });
});
