/** The game as a whole on the Pitfall sample: set-up, reinforcements, hidden blips, determinism, bots. */
import { describe, expect, it } from "vitest";
import { playGame } from "../core/chunk";
import { checkFastPaths } from "../core/fast-paths";
import { loadModule } from "../../games/registry";
import { hulkModule } from "../../games/hulk/module";
import { pitfallBoard } from "../../games/hulk/compile";
import { Rng } from "../core/rng";
import { defaultRuleset } from "../../content/kinds/ruleset";
import { pitfallBody } from "../../content/hulk/test-missions";
import { arrivalsFor, entryTargets } from "./blips";
import { hulk } from "./game";
import { BLIP, HOLE, LADDER, PITFALL, RUBBLE, type HulkState } from "./types";

const randomPlay = (seed: number, until: (s: HulkState) => boolean, options = {}) => {
  const rng = Rng.fromSeed(`play${seed}`);
  let s = hulk.setup(pitfallBoard(), options, seed);
  const keys: string[] = [];
  while (!hulk.result(s) && !until(s)) {
    const seat = hulk.activeSeats(s)[0];
    const a = rng.pick(hulk.legalActions(s, seat));
    keys.push(hulk.actionKey!(a));
    s = hulk.apply(s, a).state;
  }
  return { s, keys };
};

describe("set-up (seed: Special Set-up Rules, Forces, Deployment)", () => {
  it("has the players place the face-down counters in turn, one per shaded section, then reveals them", () => {
    let s = hulk.setup(pitfallBoard(), {}, 7);
    expect(s.phase).toBe("place-counters");
    const seats: number[] = [];
    const sections = new Set<number>();
    while (s.phase === "place-counters") {
      const seat = hulk.activeSeats(s)[0];
      seats.push(seat);
      // Nobody sees what the counters are before they are turned over.
      expect(hulk.view(s, 0).counterDeck).toBeNull();
      expect(hulk.view(s, 1).counterDeck).toBeNull();
      const options = hulk.legalActions(s, seat) as { to: number }[];
      for (const o of options) expect(sections.has(s.board.section[o.to])).toBe(false);
      const a = options[options.length >> 1];
      sections.add(s.board.section[a.to]);
      s = hulk.apply(s, a as never).state;
    }
    expect(seats).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0]);
    const count = (bit: number) => s.terrain.filter((t) => t & bit).length;
    expect(count(PITFALL)).toBe(6);
    expect(count(LADDER)).toBe(1);
    expect(count(RUBBLE)).toBe(2);
    // Holes are on the upper level, over floor.
    s.terrain.forEach((t, c) => {
      if (t & HOLE) expect(c).toBeGreaterThanOrEqual(s.board.plane);
    });
    expect(s.phase).toBe("deploy-marines");
    const deploy = hulk.legalActions(s, 0) as { to: number }[];
    for (const d of deploy) expect(s.board.sectionNames[s.board.section[d.to]]).toBe("Upper deployment corridor");
  });

  it(
    "follows the reinforcement schedule: 2 starting blips and 2 a turn on the lower level from 18 Stealers, 3 a turn on the upper " +
      "level from turn 11",
    () => {
      const s = hulk.setup(pitfallBoard(), {}, 3);
      expect(s.waiting.length + s.pieces.filter((p) => p.kind === BLIP).length).toBe(2);
      expect([...s.pool, ...s.waiting].reduce((a, b) => a + b, 0)).toBe(18);
      expect(arrivalsFor(s.board, 1)).toBe(2);
      expect(arrivalsFor(s.board, 10)).toBe(2);
      expect(arrivalsFor(s.board, 11)).toBe(3);
      const lower = entryTargets(s, 1),
        upper = entryTargets(s, 11);
      expect(lower.length).toBeGreaterThan(0);
      for (const c of lower) expect(c).toBeLessThan(s.board.plane);
      for (const c of upper) expect(c).toBeGreaterThanOrEqual(s.board.plane);
      const late = randomPlay(3, (x) => x.turn === 11 && x.phase === "stealers").s;
      if (!hulk.result(late)) {
        expect(late.unlimited).toBe(true);
        const onMap = late.pieces.filter((p) => p.kind === BLIP).length;
        expect(late.pool.length + late.waiting.length + onMap).toBe(defaultRuleset().blips.mix.reduce((n, b) => n + b.count, 0));
      }
    },
  );
});

describe("hidden information", () => {
  it("never shows the Marines what a blip holds; the Genestealers see it; determinize resamples it", () => {
    const { s } = randomPlay(11, (x) => x.pieces.filter((p) => p.kind === BLIP).length >= 2);
    const marines = hulk.view(s, 0);
    for (const p of marines.pieces) if (p.kind === BLIP) expect(p.blip).toBe(-1);
    expect(marines.waiting).toBeNull();
    expect(marines.pool).toBeNull();
    expect(JSON.stringify(marines)).not.toMatch(/"(rng|counterDeck)":\{/);
    const stealers = hulk.view(s, 1);
    expect(stealers.pieces.filter((p) => p.kind === BLIP).every((p) => p.blip > 0)).toBe(true);
    const all = (x: HulkState) => [...x.pieces.filter((p) => p.kind === BLIP).map((p) => p.blip), ...x.waiting, ...x.pool].sort();
    const rng = Rng.fromSeed(1);
    let changed = false;
    for (let i = 0; i < 20; i++) {
      const d = hulk.determinize!(s, 0, rng);
      expect(all(d)).toEqual(all(s));
      expect(d.pieces.map((p) => p.cell)).toEqual(s.pieces.map((p) => p.cell));
      // Nothing the Marines see depends on what the blips hold.
      expect(JSON.stringify(hulk.view(d, 0))).toBe(JSON.stringify(marines));
      if (d.pieces.some((p, k) => p.blip !== s.pieces[k].blip)) changed = true;
    }
    expect(changed).toBe(true);
    // The Genestealer player knows his blips: only the dice to come change.
    expect(hulk.determinize!(s, 1, rng).pieces).toEqual(s.pieces);
  });
});

describe("whole games", () => {
  it("is deterministic: the same seed and choices give the same game", () => {
    const a = randomPlay(5, () => false, { maxTurns: 6 });
    const b = randomPlay(5, () => false, { maxTurns: 6 });
    expect(a.keys).toEqual(b.keys);
    expect(JSON.stringify(a.s)).toBe(JSON.stringify(b.s));
    expect(hulk.result(a.s)).not.toBeNull();
  });

  it("random and greedy bots finish games of the Pitfall sample (registered as hulk)", async () => {
    const mod = await loadModule("hulk");
    expect(mod.content?.kind).toBe("mission");
    const game = mod.game;
    const content = pitfallBoard();
    for (let i = 0; i < 6; i++) {
      const r = playGame(
        game,
        { gameId: "hulk", content, options: { maxTurns: 20 }, bots: [{ kind: "random" }, { kind: "random" }], n: 6, baseSeed: "t" },
        i,
      );
      // Ended by the rules, or by the turn cap asked for; never by the runner's step limit.
      expect(r.reason).not.toMatch(/actions$/);
      expect(r.metrics.turns).toBeGreaterThan(0);
    }
    const g = playGame(
      game,
      { gameId: "hulk", content, options: { maxTurns: 12 }, bots: [{ kind: "greedy" }, { kind: "greedy" }], n: 1, baseSeed: "g" },
      0,
    );
    expect(g.reason).not.toMatch(/actions$/);
  });

  it("applyInPlace gives what apply gives", () => {
    // Whole games of the Pitfall sample, short ones with fewer turns too.
    expect(checkFastPaths(hulk, { content: pitfallBoard(), options: { maxTurns: 14 }, seeds: [1, 2, "three"] })).toBeNull();
    expect(checkFastPaths(hulk, { content: pitfallBoard(), options: { maxTurns: 3 }, seeds: [4, 5] })).toBeNull();
  });

  it("plays a mission with its own ruleset, or a bare mission body with the default one", () => {
    const mission = pitfallBody();
    const ruleset = defaultRuleset();
    ruleset.actionPoints.marine = 5;
    const s = hulk.setup(hulkModule.parse({ mission, ruleset }), {}, 1);
    expect(s.board.rules.actionPoints.marine).toBe(5);
    expect(hulk.setup(hulkModule.parse(mission), {}, 1).board.rules.actionPoints.marine).toBe(4);
    expect(() => hulkModule.parse({ mission: { ...mission, width: 0 } })).toThrow(/invalid mission: mission\.width/);
  });
});
