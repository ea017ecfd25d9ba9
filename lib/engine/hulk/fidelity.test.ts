/**
 * Rules points an independent check of whole games found played wrongly, each as the position
 * that shows it and the reading the studio plays (docs/rules/hulk.md).
 */
import { describe, expect, it } from "vitest";
import { defaultRuleset } from "../../content/kinds/ruleset";
import { act, cellOf, OPEN_2x7x5, pieceAt, reseeded, scenario } from "../../games/hulk/scenario";
import { createBot } from "../core/bots";
import type { GameEvent } from "../core/game";
import { pitfallBoard } from "../../games/hulk/compile";
import { Rng, seedRng } from "../core/rng";
import { limitedPool } from "./blips";
import { startStealerTurn } from "./flow";
import { hulk } from "./game";
import { setupGame } from "./setup";
import { working } from "./state";
import { sightLine } from "./sight";
import { BLIP, STEALER, type HulkAction, type HulkState } from "./types";

const M = 0,
  G = 1;
const at = (s: HulkState, l: number, x: number, y: number) => pieceAt(s, l, x, y)!;
const placeTargets = (s: HulkState) => [...new Set(hulk.legalActions(s, G).map((a) => (a as { to: number }).to))];
const place = (s: HulkState, to: number): HulkState => hulk.apply(s, { seat: G, type: "place", to, facing: 0 }).state;

/** Every piece on its own space, and the occupancy array agreeing with the pieces. */
function oneManOneSpace(s: HulkState): void {
  const cells = s.pieces.map((p) => p.cell);
  expect(new Set(cells).size).toBe(cells.length);
  expect(s.occ.filter((o) => o !== 0).length).toBe(s.pieces.length);
}

describe("one piece per space", () => {
  it("places the Genestealers of two blips converted at once on free spaces only; those with no room are lost", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 3 },
        { kind: "blip", at: [1, 3, 2], blip: 3 },
        { kind: "blip", at: [1, 4, 2], blip: 2 },
      ],
    });
    // The Marine turns towards both blips: both are converted at once.
    let r = act(s, { seat: M, type: "turn", piece: at(s, 1, 0, 2).id, facing: 1 }).state;
    expect(r.pending.map((p) => p.kind)).toEqual(["place-stealers", "place-stealers"]);
    r = place(r, cellOf(s, 1, 3, 2));
    // The first blip's second Genestealer takes the second blip's space.
    expect(placeTargets(r)).toContain(cellOf(s, 1, 4, 2));
    r = place(r, cellOf(s, 1, 4, 2));
    r = place(r, cellOf(s, 1, 3, 1));
    // The second blip's first Genestealer cannot go on its own (now taken) space.
    const targets = placeTargets(r);
    expect(targets).not.toContain(cellOf(s, 1, 4, 2));
    expect(targets).toContain(cellOf(s, 1, 5, 2));
    r = place(r, targets[0]);
    r = place(r, placeTargets(r)[0]);
    oneManOneSpace(r);
    expect(r.pieces.filter((p) => p.kind === STEALER)).toHaveLength(5);
    expect(r.pieces.filter((p) => p.kind === BLIP)).toHaveLength(0);
  });

  it("loses the Genestealers of a converted blip that find no free space", () => {
    // A dead end one space long: the blip's space and nothing free around it.
    const s = scenario({
      levels: [Array(5).fill("#######"), ["#######", "#######", "##...##", "#######", "#######"]],
      pieces: [
        { kind: "marine", at: [1, 2, 2], facing: 1 },
        { kind: "blip", at: [1, 4, 2], blip: 3 },
      ],
      phase: "stealers",
    });
    let r = act(s, { seat: G, type: "convert", piece: at(s, 1, 4, 2).id }).state;
    r = place(r, cellOf(s, 1, 4, 2));
    r = place(r, cellOf(s, 1, 3, 2));
    expect(r.pending).toHaveLength(0);
    oneManOneSpace(r);
    expect(r.pieces.filter((p) => p.kind === STEALER)).toHaveLength(2);
  });
});

describe("rubble deflects only shots that pass through or into it", () => {
  // Level 1: a wall space at (1, 0). The line from (0, 0) to (2, 2) crosses the corner between
  // that wall and (0, 1): it passes diagonally beside (0, 1), not through it.
  const levels = [Array(5).fill("......."), [".#.....", ".......", ".......", ".......", "......."]];
  it("does not count a pile the line only passes diagonally beside at a wall corner", () => {
    const s = scenario({
      levels,
      features: [{ type: "rubble", level: 1, x: 0, y: 1 }],
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 2 },
        { kind: "stealer", at: [1, 2, 2] },
      ],
    });
    expect(sightLine(s, at(s, 1, 0, 0), cellOf(s, 1, 2, 2))).toBe(0);
    // A model there still closes the corner (the wall closes the other side).
    const blocked = scenario({
      levels,
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 2 },
        { kind: "stealer", at: [1, 0, 1] },
        { kind: "stealer", at: [1, 2, 2] },
      ],
    });
    expect(sightLine(blocked, at(blocked, 1, 0, 0), cellOf(blocked, 1, 2, 2))).toBe(-1);
    // Through the pile, or into it: one roll each.
    const through = scenario({
      levels,
      features: [
        { type: "rubble", level: 1, x: 1, y: 1 },
        { type: "rubble", level: 1, x: 2, y: 2 },
      ],
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 2 },
        { kind: "stealer", at: [1, 2, 2] },
      ],
    });
    expect(sightLine(through, at(through, 1, 0, 0), cellOf(through, 1, 2, 2))).toBe(2);
  });
});

describe("the Genestealer forces", () => {
  it("draws blips totalling exactly the mission's 18 Genestealers, whatever the shuffle", () => {
    const pitfall = pitfallBoard();
    // A mix short of ones, where taking counters while they fit often stops at 17.
    const fewOnes = { ...pitfall, blipMix: [0, 1, 2, 2, 2, 3, 3, 3, 3, 3, 3] };
    for (const board of [pitfall, fewOnes])
      for (let seed = 0; seed < 1500; seed++) {
        const { pool } = limitedPool(board, new Rng(seedRng(seed)));
        expect(pool.reduce((a, b) => a + b, 0)).toBe(18);
      }
  });

  it("mixes every blip not on the map into the pool on turn 11, waiting ones too: three arrive, not three more", () => {
    const s = working(setupGame(pitfallBoard(), null, 5));
    s.phase = "marines";
    s.turn = 11;
    s.waiting = [1, 2, 3, 3];
    s.pool = [];
    startStealerTurn(s, new Rng(seedRng(1)), []);
    expect(s.unlimited).toBe(true);
    expect(s.waiting).toHaveLength(3);
    expect(s.pool.length + s.waiting.length).toBe(s.board.blipMix.length);
  });

  it("has lures: blips of no Genestealers, hidden from the Marines, gone when converted", () => {
    const board = pitfallBoard();
    expect(board.blipMix).toContain(0);
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 3 },
        { kind: "blip", at: [1, 3, 2], blip: 0 },
      ],
    });
    expect(hulk.view(s, M).pieces.find((p) => p.kind === BLIP)!.blip).toBe(-1);
    expect(hulk.view(s, G).pieces.find((p) => p.kind === BLIP)!.blip).toBe(0);
    const r = act(s, { seat: M, type: "turn", piece: at(s, 1, 0, 2).id, facing: 1 });
    expect(r.events.find((e) => e.type === "converted")).toMatchObject({ stealers: 0 });
    expect(r.state.pieces.filter((p) => p.kind !== 0)).toHaveLength(0);
    expect(r.state.pending).toHaveLength(0);
  });
});

describe("forced conversion", () => {
  it("converts a blip a Marine's reaction brings into sight at once, before the reaction window goes on", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      phase: "stealers",
      cp: 3,
      pieces: [
        { kind: "marine", at: [1, 3, 2], facing: 0 },
        { kind: "stealer", at: [1, 3, 0], facing: 2 },
        { kind: "blip", at: [1, 6, 2], blip: 2 },
      ],
    });
    const g = act(s, { seat: G, type: "turn", piece: at(s, 1, 3, 0).id, facing: 0 }).state;
    expect(g.pending.map((p) => p.kind)).toEqual(["react"]);
    const r = hulk.apply(g, { seat: M, type: "turn", piece: at(g, 1, 3, 2).id, facing: 1 });
    expect(r.events.filter((e) => e.type === "converted")).toHaveLength(1);
    expect(r.state.pending.map((p) => p.kind)).toEqual(["place-stealers", "react"]);
    expect(r.state.pieces.filter((p) => p.kind === BLIP)).toHaveLength(0);
  });
});

describe("the storm bolter's free shot", () => {
  it("is lost once another piece acts or a reaction window closes between the move and the shot", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      phase: "stealers",
      cp: 4,
      pieces: [
        { kind: "marine", at: [1, 3, 3], facing: 0 },
        { kind: "stealer", at: [1, 3, 0], facing: 2 },
      ],
    });
    const stealer = at(s, 1, 3, 0).id;
    let r = act(s, { seat: G, type: "turn", piece: stealer, facing: 0 }).state;
    expect(r.pending.map((p) => p.kind)).toEqual(["react"]);
    const marine = at(r, 1, 3, 3).id;
    // The Marine steps forward for a command point: a shot right after it would be free.
    r = hulk.apply(r, { seat: M, type: "move", piece: marine, to: cellOf(s, 1, 3, 2), jump: false, facing: 0 }).state;
    expect(r.cp).toBe(3);
    r = hulk.apply(r, { seat: M, type: "pass" }).state;
    // The Genestealer acts again; in the new window the shot costs a command point.
    r = hulk.apply(r, { seat: G, type: "turn", piece: stealer, facing: 2 }).state;
    expect(r.pending.map((p) => p.kind)).toEqual(["react"]);
    r = hulk.apply(r, { seat: M, type: "fire", piece: marine, target: stealer }).state;
    expect(r.cp).toBe(2);
  });
});

describe("the worked example: overwatch at the pitfall (steps A to F)", () => {
  /** The first dice (seeds 0, 1, …) under which `a` gives what `ok` asks: the example's dice, scripted. */
  function scripted(s: HulkState, a: HulkAction, ok: (r: { state: HulkState; events: GameEvent[] }) => boolean) {
    for (let seed = 0; seed < 2000; seed++) {
      const r = hulk.apply(reseeded(s, seed), a);
      if (ok(r)) return r;
    }
    throw new Error(`no dice give the example's outcome for ${a.type}`);
  }
  const shots = (r: { events: GameEvent[] }) =>
    r.events.filter((e) => e.type === "shot") as unknown as { piece: number; hit: boolean; jam: boolean }[];
  const missed = (r: { events: GameEvent[] }, n: number) => shots(r).length === n && shots(r).every((x) => !x.hit && !x.jam);

  it("plays through exactly: the retreat out of the pitfall gives the Marine behind a shot on overwatch", () => {
    // Played with the example's own 2 AP climb up a pitfall (the chart says 3).
    const ruleset = defaultRuleset();
    ruleset.levels.stealerPitfallClimb = 2;
    let s = scenario({
      levels: OPEN_2x7x5,
      features: [{ type: "pitfall", letter: "A", level: 1, x: 3, y: 2 }],
      phase: "stealers",
      ruleset,
      pieces: [
        // Two Marines guarding the pitfall on overwatch: one in the pitfall space, one behind him.
        { kind: "marine", at: [1, 3, 2], facing: 0 },
        { kind: "marine", at: [1, 3, 3], facing: 0 },
        { kind: "stealer", at: [0, 3, 3], facing: 0 },
      ],
    });
    const [front, behind, stealer] = s.pieces.map((p) => p.id);
    s = { ...s, pieces: s.pieces.map((p) => (p.kind === 0 ? { ...p, overwatch: true } : p)) };
    s = hulk.apply(s, { seat: G, type: "activate", piece: stealer }).state;
    // (A) The Genestealer moves forward (1 AP) under the pitfall: the Marine above fires and misses.
    let r = scripted(s, { seat: G, type: "move", piece: stealer, to: cellOf(s, 0, 3, 2), jump: false, facing: 0 }, (x) => missed(x, 1));
    expect(shots(r)[0].piece).toBe(front);
    // (B) It attacks the Marine up through the hole (1 AP); the Marine wins but cannot harm it.
    r = scripted(r.state, { seat: G, type: "assault", piece: stealer, target: front }, (x) => {
      const e = x.events.find((v) => v.type === "assault") as unknown as { marineScore: number; stealerScore: number };
      return e.marineScore > e.stealerScore;
    });
    expect(r.state.pieces.map((p) => p.id)).toContain(stealer);
    expect(r.state.pending[0]).toMatchObject({ kind: "retreat", piece: front });
    // (C) Instead he moves out of the pitfall space, forward, at no AP cost, keeping his facing;
    // (D) that gives the Marine behind him a line of sight to the Stealer: he fires at once, and misses.
    r = scripted(r.state, { seat: M, type: "place", to: cellOf(s, 1, 3, 1), facing: 0 }, (x) => missed(x, 1));
    expect(shots(r)[0].piece).toBe(behind);
    expect(at(r.state, 1, 3, 1)).toMatchObject({ id: front, facing: 0 });
    expect(r.state.pending).toHaveLength(0);
    // (E) The Stealer leaps up through the pitfall and faces the firing Marine (2 AP), drawing
    // another round of overwatch, which misses.
    r = scripted(r.state, { seat: G, type: "climb", piece: stealer, to: cellOf(s, 1, 3, 2), facing: 2 }, (x) => missed(x, 1));
    expect(shots(r)[0].piece).toBe(behind);
    // (F) It attacks that Marine and wins in one round (1 AP), and drops down the hole with its last AP.
    r = scripted(
      r.state,
      { seat: G, type: "assault", piece: stealer, target: behind },
      (x) => !x.state.pieces.some((p) => p.id === behind),
    );
    r = hulk.apply(r.state, { seat: G, type: "jump", piece: stealer, facing: 0 });
    expect(at(r.state, 0, 3, 2)).toMatchObject({ id: stealer, ap: 0 });
  });
});

describe("honest bots", () => {
  it("the greedy bot chooses the same whatever the dice to come: it never sees the next roll", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 1 },
        { kind: "stealer", at: [1, 4, 2], facing: 3 },
        { kind: "blip", at: [0, 6, 4], blip: 3 },
      ],
    });
    const marine = at(s, 1, 0, 2).id;
    const ready = hulk.apply(s, { seat: M, type: "activate", piece: marine }).state;
    for (const bot of ["a", "b", "c", "d"]) {
      const chosen = new Set<string>();
      for (let dice = 0; dice < 40; dice++)
        chosen.add(hulk.actionKey!(createBot(hulk, { kind: "greedy" }, bot).choose(reseeded(ready, dice), M)));
      expect([...chosen]).toHaveLength(1);
    }
  });
});
