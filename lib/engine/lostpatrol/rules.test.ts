import { describe, expect, it } from "vitest";
import { hasRing, hexOf, keyOf, sightFrom, step } from "./board";
import { lostPatrol } from "./game";
import { humanStrength, monsterStrength } from "./ambush";
import { resolveRules } from "./options";
import { playGame, tallyGame } from "../core/chunk";
import type { BotSpec } from "../core/bots";
import { emptyTally, summaryOfTally } from "../core/tally";
import { STANDARD_DECK, type LostPatrolContent } from "./content";
import { scenario, type Scenario } from "./scenario";
import { tilesOf } from "./state";
import { HUMANS, MONSTERS, monsterPool, type LostPatrolAction, type LostPatrolState } from "./types";

const h = (q: number, r: number) => ({ q, r });
const apply = (s: LostPatrolState, a: LostPatrolAction) => lostPatrol.apply(s, a);
const legal = (s: LostPatrolState, seat: number) => lostPatrol.legalActions(s, seat);
const where = (key: number) => `${hexOf(key).q},${hexOf(key).r}`;
const laid = (s: LostPatrolState) => s.board.map((c) => where(c.key)).sort();
const stackAt = (s: LostPatrolState, at: { q: number; r: number }) => tilesOf(s).get(keyOf(at))?.monsters ?? 0;
const soldierAt = (s: LostPatrolState, id: number) => {
  const x = s.soldiers.find((y) => y.id === id);
  return x ? where(x.at) : "dead";
};
const types = (as: LostPatrolAction[]) => [...new Set(as.map((a) => a.type))].sort();

/** A row of tiles eastwards from the start: the start tile looks only east unless told otherwise. */
const eastRow = (extra: Partial<Scenario> = {}, startPaths = [0]): Scenario => ({
  tiles: [
    { at: h(0, 0), tile: "start", paths: startPaths },
    { at: h(1, 0), tile: "straight" },
    { at: h(2, 0), tile: "straight" },
  ],
  soldiers: [{ kind: "sergeant", at: h(0, 0) }],
  ...extra,
});

describe("sight and laying", () => {
  it("soldiers see along their paths and on through straight tiles, stopping at a bend", () => {
    const s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0, 4] },
        { at: h(1, 0), tile: "straight", paths: [0, 3] },
        { at: h(2, 0), tile: "straight", paths: [0, 3] },
        { at: h(3, 0), tile: "wide-bend", paths: [3, 1] },
        { at: h(4, 0), tile: "straight", paths: [0, 3] },
        { at: h(0, -1), tile: "straight", paths: [0, 3] },
      ],
    });
    const sight = sightFrom(tilesOf(s), [keyOf(h(0, 0))]);
    expect(sight.seen.has(keyOf(h(3, 0)))).toBe(true);
    expect(sight.seen.has(keyOf(h(4, 0)))).toBe(false);
    // North-west: a straight tile across the line of sight is seen, but sight stops there.
    expect(sight.seen.has(keyOf(h(0, -1)))).toBe(true);
    expect(sight.seen.has(keyOf(h(0, -2)))).toBe(false);
    expect([...sight.ends].sort()).toEqual([keyOf(h(3, 0)), keyOf(h(0, -1))].sort());
    expect(sight.empty.size).toBe(0);
  });

  it("laying goes on beyond a straight tile, and each new tile is the monster player's choice of place and rotation", () => {
    let s = scenario({
      tiles: [{ at: h(0, 0), tile: "start", paths: [0] }],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
      deck: ["straight", "wide-bend"],
    });
    s = apply(s, { seat: HUMANS, type: "done" }).state;
    expect(s.phase).toBe("lay");
    expect(lostPatrol.activeSeats(s)).toEqual([MONSTERS]);
    const first = legal(s, MONSTERS);
    expect(first.map((a) => a.type === "lay" && `${a.at.q},${a.at.r}:${a.rotation}`)).toEqual(["1,0:0", "1,0:1", "1,0:2"]);
    s = apply(s, { seat: MONSTERS, type: "lay", at: h(1, 0), rotation: 0 }).state;
    const second = legal(s, MONSTERS);
    expect(new Set(second.map((a) => a.type === "lay" && `${a.at.q},${a.at.r}`))).toEqual(new Set(["2,0"]));
    // A bend across the line ends it: no more positions in sight, the monster phase begins.
    s = apply(s, { seat: MONSTERS, type: "lay", at: h(2, 0), rotation: 1 }).state;
    expect(s.phase).toBe("monsters");
  });

  it("the face-soldiers option only allows rotations with a path towards the soldiers", () => {
    const base: Scenario = {
      tiles: [{ at: h(0, 0), tile: "start", paths: [0] }],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
      deck: ["wide-bend"],
    };
    const free = apply(scenario(base), { seat: HUMANS, type: "done" }).state;
    const facing = apply(scenario({ ...base, options: { tileRotation: "face-soldiers" } }), { seat: HUMANS, type: "done" }).state;
    expect(legal(free, MONSTERS)).toHaveLength(6);
    // wide-bend [0, 2]: rotations 1 ({1, 3}) and 3 ({3, 5}) put a path on edge 3, facing the start.
    expect(legal(facing, MONSTERS).map((a) => a.type === "lay" && a.rotation)).toEqual([1, 3]);
  });

  it("tiles stay within 2 of a soldier or in straight sight; the rest go, with their monsters", () => {
    let s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0] },
        { at: h(1, 0), tile: "straight" },
        { at: h(2, 0), tile: "straight" },
        { at: h(3, 0), tile: "wide-bend", paths: [3, 1] },
        { at: h(4, 0), tile: "straight" },
        { at: h(0, 1), tile: "straight" },
        { at: h(0, 2), tile: "straight" },
        { at: h(0, 3), tile: "straight", monsters: 3 },
      ],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
    });
    expect(monsterPool(s)).toBe(15);
    const out = apply(s, { seat: HUMANS, type: "done" });
    s = out.state;
    expect(laid(s)).toEqual(["0,0", "0,1", "0,2", "1,0", "2,0", "3,0"]);
    expect(monsterPool(s)).toBe(18);
    expect(out.events).toContainEqual({ type: "tiles-removed", at: [h(0, 3), h(4, 0)].sort((a, b) => keyOf(a) - keyOf(b)) });
  });

  it("once the ship is laid the jungle freezes: nothing is removed or laid any more", () => {
    let s = scenario({ tiles: [{ at: h(0, 0), tile: "start", paths: [0] }], soldiers: [{ kind: "sergeant", at: h(0, 0) }] });
    s = apply(s, { seat: HUMANS, type: "done" }).state;
    expect(s.types[s.drawn].kind).toBe("ship");
    const out = apply(s, { seat: MONSTERS, type: "lay", at: h(1, 0), rotation: 0 });
    expect(out.state.frozen).toBe(true);
    expect(out.events.map((e) => e.type)).toContain("jungle-frozen");

    const frozen = scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0] },
        { at: h(0, 1), tile: "straight" },
        { at: h(0, 2), tile: "straight" },
        { at: h(0, 3), tile: "ship" },
        { at: h(5, 5), tile: "straight" },
      ],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
      frozen: true,
    });
    const after = apply(frozen, { seat: HUMANS, type: "done" }).state;
    expect(laid(after)).toEqual(laid(frozen));
    expect(after.drawn).toBe(-1);
  });
});

describe("rings and splits", () => {
  it("a cycle of joined paths is a ring; a dead end cannot close one", () => {
    const triangle = (deadEnds?: number[]) =>
      scenario({
        tiles: [
          { at: h(0, 0), tile: "start" },
          { at: h(1, 0), tile: "sharp-bend", paths: [3, 2] },
          { at: h(0, 1), tile: "sharp-bend", paths: [4, 5], deadEnds },
        ],
      });
    expect(hasRing(tilesOf(triangle()))).toBe(true);
    expect(hasRing(tilesOf(triangle([5])))).toBe(false);
  });

  it("laying the tile that closes a ring loses the game for the humans", () => {
    let s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "sharp-bend", paths: [3, 2] },
        { at: h(-1, 0), tile: "straight", paths: [0, 3] },
        { at: h(0, -1), tile: "straight", paths: [0, 3] },
        { at: h(1, -1), tile: "straight", paths: [0, 3] },
        { at: h(-1, 1), tile: "straight", paths: [0, 3] },
      ],
      deck: ["sharp-bend"],
    });
    s = apply(s, { seat: HUMANS, type: "done" }).state;
    // sharp-bend [0, 1] turned 4 steps: paths {4, 5}, towards the start and towards (1, 0).
    const out = apply(s, { seat: MONSTERS, type: "lay", at: h(0, 1), rotation: 4 });
    expect(lostPatrol.result(out.state)).toEqual({ winners: [MONSTERS], reason: "ring closed" });
    expect(lostPatrol.metrics!(out.state).ringClosed).toBe(1);
  });

  const split = (extraTiles: Scenario["tiles"] = []): LostPatrolState =>
    scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0] },
        { at: h(1, 0), tile: "wide-bend", paths: [3, 1] },
        { at: h(2, 0), tile: "straight" },
        { at: h(3, 0), tile: "straight" },
        { at: h(4, 0), tile: "straight" },
        { at: h(5, 0), tile: "wide-bend", paths: [0, 4] },
        { at: h(6, 0), tile: "dead-end", paths: [3] },
        ...extraTiles,
      ],
      soldiers: [
        { kind: "sergeant", at: h(0, 0) },
        { kind: "infantry", at: h(6, 0) },
      ],
    });

  it("a split lets the human keep one group; soldiers in the other die", () => {
    let s = apply(split(), { seat: HUMANS, type: "done" }).state;
    expect(s.pending[0]?.kind).toBe("keep-group");
    expect(lostPatrol.activeSeats(s)).toEqual([HUMANS]);
    expect(legal(s, HUMANS)).toEqual([
      { seat: HUMANS, type: "keep-group", group: 0 },
      { seat: HUMANS, type: "keep-group", group: 1 },
    ]);
    const out = apply(s, { seat: HUMANS, type: "keep-group", group: 1 });
    s = out.state;
    expect(laid(s)).toEqual(["4,0", "5,0", "6,0"]);
    expect(s.soldiers.map((x) => x.kind)).toEqual(["infantry"]);
    expect(out.events).toContainEqual(expect.objectContaining({ type: "soldier-killed", kind: "sergeant", cause: "lost in the jungle" }));
  });

  it("a split that leaves only one group with soldiers needs no choice, and losing everyone there is 'lost in a split'", () => {
    const s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0] },
        { at: h(1, 0), tile: "wide-bend", paths: [3, 1] },
        { at: h(0, 2), tile: "straight" },
      ],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
    });
    const out = apply(s, { seat: HUMANS, type: "done" });
    expect(out.events.map((e) => e.type)).toEqual(expect.arrayContaining(["jungle-split", "group-kept"]));
    expect(laid(out.state)).toEqual(["0,0", "1,0"]);
    const doomed = apply(apply(split(), { seat: HUMANS, type: "done" }).state, { seat: HUMANS, type: "keep-group", group: 0 }).state;
    expect(doomed.soldiers).toHaveLength(1);
    expect(lostPatrol.result(doomed)).toBeNull();
  });
});

describe("soldiers", () => {
  it("act one at a time, 2 actions each, along joined paths only", () => {
    let s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "straight" },
        { at: h(0, 1), tile: "straight" },
      ],
    });
    // (0, 1)'s straight runs east-west, so it does not join the start's south-east edge.
    const moves = legal(s, HUMANS).filter((a) => a.type === "move");
    expect(new Set(moves.map((a) => a.type === "move" && `${a.to.q},${a.to.r}`))).toEqual(new Set(["1,0"]));
    // Three infantry are alike: only one of them is offered.
    expect(new Set(moves.map((a) => a.type === "move" && a.soldier))).toEqual(new Set([0, 1, 2]));
    s = apply(s, { seat: HUMANS, type: "move", soldier: 2, to: h(1, 0) }).state;
    expect(new Set(legal(s, HUMANS).map((a) => ("soldier" in a ? a.soldier : -1)))).toEqual(new Set([2, -1]));
    expect(types(legal(s, HUMANS))).toEqual(["done", "move", "stop"]);
    s = apply(s, { seat: HUMANS, type: "move", soldier: 2, to: h(0, 0) }).state;
    expect(s.acting).toBe(-1);
    expect(legal(s, HUMANS).some((a) => "soldier" in a && a.soldier === 2)).toBe(false);
  });

  it("fit 3 to a tile and 5 on the start tile", () => {
    const s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "straight" },
      ],
      soldiers: [
        { kind: "sergeant", at: h(0, 0) },
        { kind: "grenadier", at: h(1, 0) },
        { kind: "infantry", at: h(1, 0) },
        { kind: "infantry", at: h(1, 0) },
      ],
    });
    expect(legal(s, HUMANS).filter((a) => a.type === "move" && a.soldier === 0)).toEqual([]);
    expect(() => apply(s, { seat: HUMANS, type: "move", soldier: 0, to: h(1, 0) })).toThrow(/no room/);
    const full = scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "straight" },
      ],
      soldiers: [...Array(5).fill({ kind: "infantry", at: h(0, 0) }), { kind: "sergeant", at: h(1, 0) }],
    });
    expect(legal(full, HUMANS).filter((a) => a.type === "move" && a.soldier === 5)).toEqual([]);
    const four = scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "straight" },
      ],
      soldiers: [...Array(4).fill({ kind: "infantry", at: h(0, 0) }), { kind: "sergeant", at: h(1, 0) }],
    });
    expect(legal(four, HUMANS).filter((a) => a.type === "move" && a.soldier === 4)).toHaveLength(1);
  });

  it("leave a dead end only the way they came in", () => {
    let s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "straight", paths: [3, 0], deadEnds: [3] },
        { at: h(2, 0), tile: "straight" },
      ],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
    });
    s = apply(s, { seat: HUMANS, type: "move", soldier: 0, to: h(1, 0) }).state;
    expect(
      legal(s, HUMANS)
        .filter((a) => a.type === "move")
        .map((a) => a.type === "move" && `${a.to.q},${a.to.r}`),
    ).toEqual(["0,0"]);
  });

  it("shoot only at monsters on their own tile: 3 dice (6 for the grenadier), each six kills one", () => {
    const none = scenario({ tiles: [{ at: h(0, 0), tile: "start" }] });
    expect(legal(none, HUMANS).some((a) => a.type === "shoot")).toBe(false);
    const kills = { infantry: 0, grenadier: 0 };
    const N = 600;
    for (let seed = 0; seed < N; seed++) {
      for (const kind of ["infantry", "grenadier"] as const) {
        const s = scenario({
          tiles: [{ at: h(0, 0), tile: "start", monsters: 6 }],
          soldiers: [{ kind, at: h(0, 0) }],
          seed: `shot${seed}`,
        });
        const out = apply(s, { seat: HUMANS, type: "shoot", soldier: 0 });
        const shot = out.events.find((e) => e.type === "shot")!;
        const dice = shot.dice as number[];
        expect(dice).toHaveLength(kind === "grenadier" ? 6 : 3);
        expect(shot.kills).toBe(dice.filter((d) => d === 6).length);
        expect(stackAt(out.state, h(0, 0))).toBe(6 - (shot.kills as number));
        kills[kind] += shot.kills as number;
      }
    }
    // Expected kills per shot: 3/6 = 0.5 and 6/6 = 1 (three standard errors either way).
    expect(kills.infantry / N).toBeGreaterThan(0.5 - 0.09);
    expect(kills.infantry / N).toBeLessThan(0.5 + 0.09);
    expect(kills.grenadier / N).toBeGreaterThan(1 - 0.12);
    expect(kills.grenadier / N).toBeLessThan(1 + 0.12);
  });
});

describe("monsters", () => {
  /** The start looking east along two straight tiles to a bend; `monsters` by column q. */
  const row = (monsters: Record<number, number>, options = {}) =>
    scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0] },
        { at: h(1, 0), tile: "straight", monsters: monsters[1] },
        { at: h(2, 0), tile: "straight", monsters: monsters[2] },
        { at: h(3, 0), tile: "wide-bend", paths: [3, 1], monsters: monsters[3] },
      ],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
      phase: "monsters",
      options,
    });

  it("new stacks of 2 appear at the end of a sight line or on the ship", () => {
    const s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0] },
        { at: h(1, 0), tile: "straight" },
        { at: h(2, 0), tile: "wide-bend", paths: [3, 1] },
        { at: h(-1, 0), tile: "ship" },
      ],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
      phase: "monsters",
    });
    const creates = legal(s, MONSTERS).filter((a) => a.type === "create");
    expect(new Set(creates.map((a) => a.type === "create" && `${a.at.q},${a.at.r}`))).toEqual(new Set(["2,0", "-1,0"]));
    const out = apply(s, { seat: MONSTERS, type: "create", at: h(2, 0) });
    expect(stackAt(out.state, h(2, 0))).toBe(2);
  });

  describe("where a new stack may appear: the edge of the squad's field of view", () => {
    /** The neighbour of `at` across `edge`. */
    const next = (at: { q: number; r: number }, edge: number) => hexOf(step(keyOf(at), edge));
    const sites = (s: LostPatrolState) =>
      legal(s, MONSTERS)
        .flatMap((a) => (a.type === "create" ? [`${a.at.q},${a.at.r}`] : []))
        .sort();
    const bend = next(h(1, 0), 1);

    /** The sergeant looks east to a bend where the grenadier stands; the grenadier looks back, and on to a sharp bend. */
    const onSoldiers = (options = {}) =>
      scenario({
        tiles: [
          { at: h(0, 0), tile: "start", paths: [0] },
          { at: h(1, 0), tile: "wide-bend", paths: [3, 1] },
          { at: bend, tile: "sharp-bend", paths: [4, 5] },
        ],
        soldiers: [
          { kind: "sergeant", at: h(0, 0) },
          { kind: "grenadier", at: h(1, 0) },
        ],
        phase: "monsters",
        options,
      });

    it("not on the soldiers' own tiles, though lines end there", () => {
      expect(sites(onSoldiers())).toEqual([`${bend.q},${bend.r}`]);
      // The first reading, kept as an option: the end of every line, soldiers or not.
      expect(sites(onSoldiers({ spawnAt: "line-ends" }))).toEqual(["0,0", "1,0", `${bend.q},${bend.r}`].sort());
      expect(() => apply(onSoldiers(), { seat: MONSTERS, type: "create", at: h(1, 0) })).toThrow();
    });

    /** The sergeant looks east through a straight tile; an infantryman beside it looks into its side, where his line ends. */
    const seenThrough = (options = {}) =>
      scenario({
        tiles: [
          { at: h(0, 0), tile: "start", paths: [0] },
          { at: h(1, 0), tile: "straight" },
          { at: h(2, 0), tile: "wide-bend", paths: [3, 1] },
          { at: bend, tile: "dead-end", paths: [4], deadEnds: [] },
        ],
        soldiers: [
          { kind: "sergeant", at: h(0, 0) },
          { kind: "infantry", at: bend },
        ],
        phase: "monsters",
        options,
      });

    it("not inside sight: a tile another line sees through is not on the edge", () => {
      expect(sightFrom(seenThrough().board, [keyOf(bend)]).ends).toEqual(new Set([keyOf(h(1, 0))]));
      expect(sites(seenThrough())).toEqual(["2,0"]);
      expect(sites(seenThrough({ spawnAt: "line-ends" }))).toEqual(["1,0", "2,0"]);
    });

    it("not in a dead end, where the line ends in a tile whose paths all stop short", () => {
      const s = scenario({
        tiles: [
          { at: h(0, 0), tile: "start", paths: [0] },
          { at: h(1, 0), tile: "straight" },
          { at: h(2, 0), tile: "dead-end", paths: [3], deadEnds: [3] },
        ],
        soldiers: [{ kind: "sergeant", at: h(0, 0) }],
        phase: "monsters",
      });
      expect(sites(s)).toEqual([]);
    });

    it("always on the ship once it is laid, out of sight or with soldiers on it", () => {
      const ship = (at: { q: number; r: number }) =>
        scenario({
          tiles: [
            { at: h(0, 0), tile: "start", paths: [0] },
            { at: h(1, 0), tile: "wide-bend", paths: [3, 1] },
            { at, tile: "ship" },
          ],
          soldiers: [{ kind: "sergeant", at: h(0, 0) }, ...(at.q === 1 ? [] : [{ kind: "infantry" as const, at }])],
          phase: "monsters",
          frozen: true,
        });
      expect(sites(ship(h(-3, 0)))).toEqual(["-3,0", "1,0"]);
      expect(sites(ship(bend))).toContain(`${bend.q},${bend.r}`);
      // Not laid yet: only the edge of sight.
      expect(
        sites(
          scenario({
            tiles: [
              { at: h(0, 0), tile: "start", paths: [0] },
              { at: h(1, 0), tile: "wide-bend", paths: [3, 1] },
            ],
            soldiers: [{ kind: "sergeant", at: h(0, 0) }],
            phase: "monsters",
          }),
        ),
      ).toEqual(["1,0"]);
    });
  });

  it("a stack loses one token per tile it crosses and cannot cross more than it has to spare", () => {
    const s = row({ 3: 4 });
    const targets = legal(s, MONSTERS)
      .filter((a) => a.type === "march")
      .map((a) => a.type === "march" && `${a.to.q},${a.to.r}`);
    expect(new Set(targets)).toEqual(new Set(["2,0", "1,0", "0,0"]));
    const out = apply(s, { seat: MONSTERS, type: "march", from: h(3, 0), to: h(1, 0) });
    expect(stackAt(out.state, h(1, 0))).toBe(2);
    expect(stackAt(out.state, h(3, 0))).toBe(0);
    expect(monsterPool(out.state)).toBe(16);
    expect(() => apply(s, { seat: MONSTERS, type: "march", from: h(3, 0), to: h(-1, 0) })).toThrow();
  });

  it("stacks that meet merge", () => {
    const s = row({ 3: 3, 2: 2 });
    const out = apply(s, { seat: MONSTERS, type: "march", from: h(3, 0), to: h(2, 0) });
    expect(stackAt(out.state, h(2, 0))).toBe(4);
  });

  it("18 tokens at most: the last one comes in alone, then nothing more", () => {
    const s17 = row({ 1: 6, 2: 6, 3: 5 });
    const grown = apply(s17, { seat: MONSTERS, type: "grow", at: h(3, 0) }).state;
    expect(stackAt(grown, h(3, 0))).toBe(6);
    expect(monsterPool(grown)).toBe(0);
    expect(legal(grown, MONSTERS).filter((a) => a.type === "grow" || a.type === "create")).toEqual([]);
  });

  it("the monster player has 3 actions a turn; per stack, every stack has 3", () => {
    let s = row({ 3: 2, 2: 2 });
    for (let i = 0; i < 3; i++) s = apply(s, { seat: MONSTERS, type: "grow", at: h(2, 0) }).state;
    expect(s.phase).not.toBe("monsters");
    let p = row({ 3: 2, 2: 2 }, { monsterActions: "per-stack" });
    for (let i = 0; i < 3; i++) p = apply(p, { seat: MONSTERS, type: "grow", at: h(2, 0) }).state;
    expect(p.phase).toBe("monsters");
    expect(legal(p, MONSTERS).some((a) => a.type === "grow" && a.at.q === 2)).toBe(false);
    expect(legal(p, MONSTERS).some((a) => a.type === "grow" && a.at.q === 3)).toBe(true);
  });

  it("at the end of the turn a tile keeps at most 6 monsters, and the human removes extra soldiers", () => {
    const s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start", paths: [0] },
        { at: h(1, 0), tile: "straight" },
        { at: h(2, 0), tile: "straight", monsters: 8 },
      ],
      soldiers: [
        { kind: "sergeant", at: h(1, 0) },
        { kind: "grenadier", at: h(1, 0) },
        { kind: "infantry", at: h(1, 0) },
        { kind: "infantry", at: h(1, 0) },
      ],
      phase: "ambush",
    });
    const out = apply(s, { seat: MONSTERS, type: "done" });
    expect(stackAt(out.state, h(2, 0))).toBe(6);
    expect(out.state.pending[0]).toEqual({ kind: "casualty", at: keyOf(h(1, 0)), cause: "extra" });
    expect(legal(out.state, HUMANS).map((a) => a.type === "casualty" && a.soldier)).toEqual([0, 1, 2]);
    const after = apply(out.state, { seat: HUMANS, type: "casualty", soldier: 1 }).state;
    expect(after.soldiers.map((x) => x.kind)).toEqual(["sergeant", "infantry", "infantry"]);
    expect(after.phase).toBe("humans");
    expect(after.turn).toBe(2);
  });
});

describe("ambushes", () => {
  it("strength: monsters count (+1 when the die shows their number), humans best of two dice with bonuses or their number", () => {
    expect(monsterStrength(3, 3)).toBe(4);
    expect(monsterStrength(3, 5)).toBe(3);
    expect(monsterStrength(6, 6)).toBe(7);
    expect(monsterStrength(8, 6)).toBe(6);
    expect(humanStrength([2, 6], true, true, 1)).toBe(8);
    expect(humanStrength([2, 4], false, true, 1)).toBe(5);
    expect(humanStrength([1, 1], false, false, 3)).toBe(3);
  });

  const ambushAt = (seed: number, grenadierAt = h(0, 0), soldierFrom: { q: number; r: number } | null = h(0, 0)) =>
    scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "straight", monsters: 3, from: h(2, 0) },
        { at: h(2, 0), tile: "straight" },
        { at: h(-1, 0), tile: "dead-end", paths: [3] },
      ],
      soldiers: [
        { kind: "sergeant", at: h(1, 0), from: soldierFrom ?? undefined },
        { kind: "infantry", at: h(1, 0), from: soldierFrom ?? undefined },
        { kind: "grenadier", at: grenadierAt },
      ],
      phase: "ambush",
      seed,
    });

  it("applies the sergeant's bonus and the grenadier's when he sees the ambush", () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const [grenadierAt, sees] of [
        [h(0, 0), true],
        [h(-1, 0), false],
      ] as const) {
        const out = apply(ambushAt(seed, grenadierAt), { seat: MONSTERS, type: "ambush", at: h(1, 0) });
        const e = out.events.find((x) => x.type === "ambush")!;
        const dice = e.humanDice as number[];
        expect(e.humanStrength).toBe(Math.max(Math.max(...dice) + 1 + (sees ? 1 : 0), 2));
        expect(e.monsterStrength).toBe(3 + (e.monsterDie === 3 ? 1 : 0));
      }
    }
  });

  it("resolves ties, monster wins and human wins with casualties and retreats", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200 && seen.size < 3; seed++) {
      const out = apply(ambushAt(seed, h(-1, 0)), { seat: MONSTERS, type: "ambush", at: h(1, 0) });
      const s = out.state;
      const outcome = out.events.find((x) => x.type === "ambush")!.outcome as string;
      seen.add(outcome);
      if (outcome === "tie") {
        // "Силы равны: ничья. Солдаты отступают на 1 гекс назад."
        expect([soldierAt(s, 0), soldierAt(s, 1)]).toEqual(["0,0", "0,0"]);
        expect(stackAt(s, h(1, 0))).toBe(3);
      } else if (outcome === "monsters") {
        // The human picks who dies (sergeant or infantry), then the rest fall back.
        expect(legal(s, HUMANS)).toEqual([
          { seat: HUMANS, type: "casualty", soldier: 0 },
          { seat: HUMANS, type: "casualty", soldier: 1 },
        ]);
        const after = apply(s, { seat: HUMANS, type: "casualty", soldier: 1 }).state;
        expect([soldierAt(after, 0), soldierAt(after, 1)]).toEqual(["0,0", "dead"]);
      } else {
        // One monster dies and the stack falls back where it came from.
        expect(stackAt(s, h(1, 0))).toBe(0);
        expect(stackAt(s, h(2, 0))).toBe(2);
        expect(s.stats.monstersKilled).toBe(1);
        expect([soldierAt(s, 0), soldierAt(s, 1)]).toEqual(["1,0", "1,0"]);
      }
    }
    expect(seen).toEqual(new Set(["tie", "monsters", "humans"]));
  });

  it("without a way back the human picks a joined tile to retreat to; a stack ambushes once a turn", () => {
    for (let seed = 0; seed < 100; seed++) {
      const out = apply(ambushAt(seed, h(-1, 0), null), { seat: MONSTERS, type: "ambush", at: h(1, 0) });
      if (out.events.find((x) => x.type === "ambush")!.outcome !== "tie") continue;
      expect(lostPatrol.activeSeats(out.state)).toEqual([HUMANS]);
      expect(legal(out.state, HUMANS).map((a) => a.type === "retreat" && `${a.to.q},${a.to.r}`)).toEqual(["2,0", "0,0"]);
      let s = apply(out.state, { seat: HUMANS, type: "retreat", soldier: 0, to: h(2, 0) }).state;
      s = apply(s, { seat: HUMANS, type: "retreat", soldier: 1, to: h(0, 0) }).state;
      expect([soldierAt(s, 0), soldierAt(s, 1)]).toEqual(["2,0", "0,0"]);
      // The stack has ambushed; nothing else can, so the turn went on to the next one.
      expect(s.turn).toBe(2);
      return;
    }
    throw new Error("no tie in 100 seeds");
  });

  it("soldiers who retreat onto monsters can be ambushed again", () => {
    for (let seed = 0; seed < 100; seed++) {
      const s = ambushAt(seed, h(-1, 0));
      s.board = s.board.map((c) => (c.key === keyOf(h(0, 0)) ? { ...c, monsters: 2 } : c));
      const out = apply(s, { seat: MONSTERS, type: "ambush", at: h(1, 0) });
      if (out.events.find((x) => x.type === "ambush")!.outcome !== "tie") continue;
      expect(legal(out.state, MONSTERS)).toContainEqual({ seat: MONSTERS, type: "ambush", at: h(0, 0) });
      return;
    }
    throw new Error("no tie in 100 seeds");
  });
});

describe("open readings and their options", () => {
  /** The set-up of a deck of straight tiles only, each of the six laid pointing away from the start. */
  function straightSetup(options = {}) {
    const straights = { ...STANDARD_DECK, tiles: STANDARD_DECK.tiles.filter((t) => t.kind !== "jungle" || t.id === "straight") };
    let s = lostPatrol.setup(straights, options, "straights");
    for (let e = 0; e < 6; e++) {
      const at = hexOf(step(keyOf(h(0, 0)), e));
      const lay = legal(s, MONSTERS).find((a) => a.type === "lay" && a.at.q === at.q && a.at.r === at.r && a.rotation % 3 === e % 3)!;
      s = apply(s, lay).state;
    }
    return s;
  }

  it("set-up: a straight tile round the start lets the soldiers see on, and the tile beyond is laid before turn 1", () => {
    const sight = straightSetup();
    expect(sight.turn).toBe(0);
    expect(sight.drawn).toBeGreaterThanOrEqual(0);
    expect(
      legal(sight, MONSTERS).every(
        (a) => a.type === "lay" && Math.max(Math.abs(a.at.q), Math.abs(a.at.r), Math.abs(a.at.q + a.at.r)) === 2,
      ),
    ).toBe(true);
    // setupLays "six": the six only; the rest is laid in the first turn's laying phase.
    const six = straightSetup({ setupLays: "six" });
    expect([six.turn, six.phase, six.board.length]).toEqual([1, "humans", 7]);
  });

  it("a stack above 6 ambushes as 6; with bigStacks all, every monster counts", () => {
    expect(monsterStrength(8, 6)).toBe(6);
    expect(monsterStrength(8, 6, "all")).toBe(8);
    expect(monsterStrength(6, 6, "all")).toBe(7);
    const big = (options = {}) =>
      scenario({
        tiles: [
          { at: h(0, 0), tile: "start", paths: [0] },
          { at: h(1, 0), tile: "straight", monsters: 8 },
        ],
        soldiers: [{ kind: "sergeant", at: h(1, 0) }],
        phase: "ambush",
        options,
      });
    const strength = (s: LostPatrolState) =>
      apply(s, { seat: MONSTERS, type: "ambush", at: h(1, 0) }).events.find((e) => e.type === "ambush")!.monsterStrength;
    expect(strength(big())).toBe(6);
    expect(strength(big({ bigStacks: "all" }))).toBe(8);
  });

  it(
    "a stack falling back onto one that has not ambushed makes the merged stack count as having ambushed; with retreatJoin receiver " +
      "it may still",
    () => {
      /** A stack of 3 from (2,0) ambushes the sergeant on (1,0); a stack of 2 waits on (2,0) with an infantryman. */
      const fallBack = (seed: number, options = {}) =>
        scenario({
          tiles: [
            { at: h(0, 0), tile: "start", paths: [0] },
            { at: h(1, 0), tile: "straight", monsters: 3, from: h(2, 0) },
            { at: h(2, 0), tile: "straight", monsters: 2 },
          ],
          soldiers: [
            { kind: "sergeant", at: h(1, 0) },
            { kind: "infantry", at: h(2, 0) },
          ],
          phase: "ambush",
          seed,
          options,
        });
      for (let seed = 0; seed < 200; seed++) {
        const out = apply(fallBack(seed), { seat: MONSTERS, type: "ambush", at: h(1, 0) });
        if (out.events.find((e) => e.type === "ambush")!.outcome !== "humans") continue;
        expect(stackAt(out.state, h(2, 0))).toBe(4);
        expect(out.state.phase).not.toBe("ambush");
        const receiver = apply(fallBack(seed, { retreatJoin: "receiver" }), { seat: MONSTERS, type: "ambush", at: h(1, 0) }).state;
        expect(stackAt(receiver, h(2, 0))).toBe(4);
        expect(legal(receiver, MONSTERS)).toContainEqual({ seat: MONSTERS, type: "ambush", at: h(2, 0) });
        return;
      }
      throw new Error("no soldiers' win in 200 seeds");
    },
  );

  it("with 1 token left create and grow bring in 1; with lastToken none they need 2", () => {
    const one = (options = {}) =>
      scenario({
        tiles: [
          { at: h(0, 0), tile: "start", paths: [0] },
          { at: h(1, 0), tile: "straight", monsters: 6 },
          { at: h(2, 0), tile: "straight", monsters: 6 },
          { at: h(3, 0), tile: "wide-bend", paths: [3, 1], monsters: 5 },
        ],
        soldiers: [{ kind: "sergeant", at: h(0, 0) }],
        phase: "monsters",
        options,
      });
    expect(monsterPool(one())).toBe(1);
    expect(stackAt(apply(one(), { seat: MONSTERS, type: "grow", at: h(3, 0) }).state, h(3, 0))).toBe(6);
    expect(legal(one({ lastToken: "none" }), MONSTERS).filter((a) => a.type === "grow" || a.type === "create")).toEqual([]);
    expect(() => apply(one({ lastToken: "none" }), { seat: MONSTERS, type: "grow", at: h(3, 0) })).toThrow();
  });
});

describe("victory and options", () => {
  it("a soldier on the ship at the end of the turn wins", () => {
    let s = scenario({
      tiles: [
        { at: h(0, 0), tile: "start" },
        { at: h(1, 0), tile: "ship", paths: [3] },
      ],
      soldiers: [{ kind: "sergeant", at: h(0, 0) }],
      frozen: true,
    });
    s = apply(s, { seat: HUMANS, type: "move", soldier: 0, to: h(1, 0) }).state;
    s = apply(s, { seat: HUMANS, type: "done" }).state;
    expect(lostPatrol.result(s)).toBeNull();
    s = apply(s, { seat: MONSTERS, type: "done" }).state;
    expect(lostPatrol.result(s)).toEqual({ winners: [HUMANS], reason: "ship reached" });
    expect(lostPatrol.metrics!(s)).toMatchObject({ shipReached: 1, soldiersLeft: 1 });
  });

  it("reads rule options from the tile set, lets options override them, and names bad values", () => {
    expect(resolveRules({ tileRotation: "face-soldiers" }, {})).toMatchObject({
      tileRotation: "face-soldiers",
      monsterActions: "per-player",
    });
    expect(resolveRules({ tileRotation: "face-soldiers" }, { tileRotation: "free" }).tileRotation).toBe("free");
    expect(() => resolveRules({ monsterActions: "lots" }, {})).toThrow(
      /tileset rules\.monsterActions: expected one of "per-player", "per-stack"/,
    );
    expect(() => resolveRules({}, { maxTurns: -1 })).toThrow(/options\.maxTurns/);
  });

  describe("no turn limit: games end by the rules, a simulation's cap leaves them unfinished", () => {
    /** The end of turn `turn` with the patrol safe on the start tile. */
    const endOfTurn = (turn: number, options = {}, content?: LostPatrolContent) =>
      scenario({ ...eastRow(), phase: "ambush", turn, options, content, frozen: true });

    it("turn 60, 100 or 1000 ends like any other: the next turn begins", () => {
      for (const turn of [60, 100, 1000]) {
        const out = apply(endOfTurn(turn), { seat: MONSTERS, type: "done" }).state;
        expect(out.end).toBeNull();
        expect(lostPatrol.result(out)).toBeNull();
        expect(out.turn).toBe(turn + 1);
      }
      expect(resolveRules({}, {}).maxTurns).toBe(0);
    });

    it("a turn cap stored with a tile set does not cut a playtest short", () => {
      const capped = { ...STANDARD_DECK, rules: { maxTurns: 5 } };
      expect(resolveRules(capped.rules, {}).maxTurns).toBe(0);
      expect(apply(endOfTurn(5, {}, capped), { seat: MONSTERS, type: "done" }).state.end).toBeNull();
    });

    it("a cap passed by a simulation stops the game unfinished: no winner, no draw", () => {
      const out = apply(endOfTurn(5, { maxTurns: 5 }), { seat: MONSTERS, type: "done" }).state;
      expect(lostPatrol.result(out)).toEqual({ winners: [], unfinished: true, reason: "unfinished" });
      expect(lostPatrol.activeSeats(out)).toEqual([]);
      const r = playGame(
        lostPatrol,
        { gameId: "lostpatrol", options: { maxTurns: 1 }, bots: [{ kind: "random" }, { kind: "random" }], n: 1, baseSeed: 7 },
        0,
      );
      if (r.reason === "unfinished") expect(r).toMatchObject({ winners: [], draw: false, truncated: true });
    });

    it("simulations count capped games apart from wins, draws and losses", () => {
      const spec = {
        gameId: "lostpatrol",
        options: { maxTurns: 1 },
        bots: [{ kind: "random" }, { kind: "random" }] as BotSpec[],
        n: 20,
        baseSeed: 3,
      };
      const t = emptyTally(2);
      for (let i = 0; i < spec.n; i++) tallyGame(lostPatrol, spec, i, t);
      const sum = summaryOfTally(spec, t);
      expect(sum.truncated).toBe(sum.reasons.unfinished);
      expect(sum.truncated).toBeGreaterThan(0);
      expect(sum.draws).toBe(0);
      for (const seat of sum.seats) expect(seat.wins + seat.draws + seat.losses + seat.unfinished).toBe(20);
    });
  });

  it("refuses an action of the wrong seat or phase", () => {
    const s = scenario(eastRow());
    expect(() => apply(s, { seat: MONSTERS, type: "done" })).toThrow(/not to act/);
    expect(() => apply(s, { seat: HUMANS, type: "grow", at: h(0, 0) })).toThrow(/not an action of the humans phase/);
  });
});
