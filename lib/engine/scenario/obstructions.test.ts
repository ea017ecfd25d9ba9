import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import brannoc from "../../content/samples/brannoc.book.json";
import type { BookSource } from "../lostworlds/input";
import { openFight } from "./combat";
import { figure, floor, scenario } from "./fixtures";
import { setupScenario } from "./game";
import { DODGE_PAGES, JUMP_AWAY_PAGES, obstructedPages, RETRIEVE_WEAPON_PAGE, SIDESWING_PAGES } from "./obstructions";
import type { ScenarioSource } from "./input";

const MIRIM = mirim.body as BookSource;
const BRANNOC = brannoc.body as BookSource;

/** Mirim at (0,0) against Brannoc at (1,0) on a floor of radius 2, with the given extras. */
function arena(more: {
  walls?: [number, number][];
  steps?: [number, number][];
  objects?: ScenarioSource["objects"];
  friend?: [number, number];
}) {
  const is = (list: [number, number][] | undefined, q: number, r: number) => (list ?? []).some(([a, b]) => a === q && b === r);
  const spaces = floor(2, (s) => (is(more.walls, s.q, s.r) ? { terrain: "wall" } : is(more.steps, s.q, s.r) ? { terrain: "steps" } : {}));
  const figures = [figure("mirim", "a", MIRIM, 0, 0), figure("brannoc", "b", BRANNOC, 1, 0)];
  if (more.friend) figures.push(figure("friend", "a", MIRIM, ...more.friend));
  return scenario(spaces, figures, { objects: more.objects ?? [], options: { obstructions: true } });
}

const object = (id: string, q: number, r: number, tall: boolean) => ({
  id,
  name: id,
  weight: 2,
  maxRange: 2,
  tall,
  movable: true,
  at: { q, r },
});

describe("the optional Obstructions rules", () => {
  it("bars sideswings with more than one tall object, terrain feature or friendly figure in the Battle Zone, not with one", () => {
    const one = setupScenario(arena({ walls: [[-1, 0]] }), {}, 1);
    expect(obstructedPages(one, 0)).not.toContain(SIDESWING_PAGES[0]);
    const two = setupScenario(arena({ walls: [[-1, 0]], friend: [0, -1] }), {}, 1);
    expect(obstructedPages(two, 0)).toEqual(expect.arrayContaining(SIDESWING_PAGES));
    // A short object is no sideswing obstruction; a tall one is.
    expect(obstructedPages(setupScenario(arena({ walls: [[-1, 0]], objects: [object("sack", 0, -1, false)] }), {}, 1), 0)).not.toContain(
      SIDESWING_PAGES[0],
    );
    expect(obstructedPages(setupScenario(arena({ walls: [[-1, 0]], objects: [object("table", 0, -1, true)] }), {}, 1), 0)).toContain(
      SIDESWING_PAGES[0],
    );
  });

  it("bars dodging with more than one figure or object in the Battle Zone; terrain does not count", () => {
    // The opponent alone is one figure: dodging is allowed, walls or not.
    expect(
      obstructedPages(
        setupScenario(
          arena({
            walls: [
              [-1, 0],
              [0, -1],
            ],
          }),
          {},
          1,
        ),
        0,
      ),
    ).not.toContain(DODGE_PAGES[0]);
    const crowded = setupScenario(arena({ objects: [object("sack", 0, -1, false)] }), {}, 1);
    expect(obstructedPages(crowded, 0)).toEqual(expect.arrayContaining(DODGE_PAGES));
  });

  it("bars Jump Away and Jump Back when the Undefended Space holds anything but a step", () => {
    const s = setupScenario(arena({ walls: [[-1, 0]], steps: [[-1, 1]] }), {}, 1);
    // Direction of (-1,0) and (-1,1) from (0,0), found from the compiled neighbours.
    const dirTo = (q: number, r: number) => [0, 1, 2, 3, 4, 5].find((d) => s.t.neighbours[d] === s.t.index.get(`${q},${r}`))!;
    s.figures[0].undefended = dirTo(-1, 0);
    expect(obstructedPages(s, 0)).toEqual(expect.arrayContaining(JUMP_AWAY_PAGES));
    s.figures[0].undefended = dirTo(-1, 1);
    expect(obstructedPages(s, 0)).not.toContain(JUMP_AWAY_PAGES[0]);
  });

  it("bars Retrieve Weapon while the figure's thrown weapon lies in another space", () => {
    const s = setupScenario(arena({}), {}, 1);
    expect(obstructedPages(s, 0)).not.toContain(RETRIEVE_WEAPON_PAGE);
    s.figures[0].weaponAt = s.t.index.get("-1,0")!;
    expect(obstructedPages(s, 0)).toContain(RETRIEVE_WEAPON_PAGE);
  });

  it("takes the barred maneuvers off the fighter's choices for the whole fight, only when the option is on", () => {
    const src = arena({ walls: [[-1, 0]], friend: [0, -1] });
    const on = setupScenario(src, {}, 1);
    const fight = openFight(on, 0, 1, [])!;
    const book = fight.duel.t.books[0];
    const sideswing = Array.from(book.pages).indexOf(28);
    expect(fight.duel.sides[0].off & (1 << sideswing)).not.toBe(0);
    expect(fight.duel.sides[0].legal & (1 << sideswing)).toBe(0);
    const off = setupScenario(src, { obstructions: false }, 1);
    expect(openFight(off, 0, 1, [])!.duel.sides[0].off & (1 << sideswing)).toBe(0);
  });
});
