/** Base-game rules (docs/rules/hulk.md defaults): AP and movement, doors, LOS, fire, overwatch, close assault. */
import { describe, expect, it } from "vitest";
import { hulk } from "./game";
import { act, actionsOf, cellOf, OPEN_2x7x5, pieceAt, reseeded, scenario } from "../../games/hulk/scenario";
import { pitfallBoard } from "../../games/hulk/compile";
import { sightLine } from "./sight";
import type { HulkAction, HulkState } from "./types";

const M = 0,
  G = 1;
const marineAt = (s: HulkState, l: number, x: number, y: number) => pieceAt(s, l, x, y)!;
const events = (r: { events: { type: string }[] }, type: string) => r.events.filter((e) => e.type === type) as Record<string, unknown>[];

describe("action points and movement", () => {
  it("gives a Marine 4 AP: forward or diagonally forward 1, backward 2, no sideways; turns 1 (90°) and 2 (180°)", () => {
    const s = scenario({ levels: OPEN_2x7x5, pieces: [{ kind: "marine", at: [1, 3, 2], facing: 0 }] });
    const m = marineAt(s, 1, 3, 2);
    expect(m.ap).toBe(4);
    const moves = actionsOf(s, m.id, "move").map((a) => (a as { to: number }).to);
    expect(moves.sort((a, b) => a - b)).toEqual(
      [cellOf(s, 1, 2, 1), cellOf(s, 1, 3, 1), cellOf(s, 1, 4, 1), cellOf(s, 1, 3, 3)].sort((a, b) => a - b),
    );
    const after = (a: HulkAction) =>
      pieceAt(act(s, a).state, 1, ...((a.type === "move" ? [a.to % 7, Math.floor((a.to % 35) / 7)] : [3, 2]) as [number, number]))!.ap;
    expect(after({ seat: M, type: "move", piece: m.id, to: cellOf(s, 1, 3, 1), jump: false, facing: 0 })).toBe(3);
    expect(after({ seat: M, type: "move", piece: m.id, to: cellOf(s, 1, 3, 3), jump: false, facing: 0 })).toBe(2);
    expect(after({ seat: M, type: "turn", piece: m.id, facing: 1 })).toBe(3);
    expect(after({ seat: M, type: "turn", piece: m.id, facing: 2 })).toBe(2);
  });

  it("lets Genestealers step any way for 1 AP and turn 90° for free (once between other actions), 180° for 1", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      phase: "stealers",
      pieces: [
        { kind: "marine", at: [0, 0, 0] },
        { kind: "stealer", at: [1, 3, 2], facing: 0 },
      ],
    });
    const g = marineAt(s, 1, 3, 2);
    expect(actionsOf(s, g.id, "move")).toHaveLength(8);
    const turned = act(s, { seat: G, type: "turn", piece: g.id, facing: 1 }).state;
    expect(marineAt(turned, 1, 3, 2).ap).toBe(6);
    // A second free turn straight after is not offered; the 180° (1 AP) still is.
    expect(
      hulk
        .legalActions(turned, G)
        .filter((a) => a.type === "turn")
        .map((a) => (a as { facing: number }).facing),
    ).toEqual([3]);
    expect(marineAt(act(s, { seat: G, type: "turn", piece: g.id, facing: 2 }).state, 1, 3, 2).ap).toBe(5);
  });

  it("spends command points once a Marine's own AP are gone", () => {
    const s = scenario({ levels: OPEN_2x7x5, cp: 3, pieces: [{ kind: "marine", at: [1, 3, 4], facing: 0, ap: 1 }] });
    const m = marineAt(s, 1, 3, 4);
    let r = act(s, { seat: M, type: "move", piece: m.id, to: cellOf(s, 1, 3, 3), jump: false, facing: 0 });
    expect(r.state.cp).toBe(3);
    r = act(r.state, { seat: M, type: "move", piece: m.id, to: cellOf(s, 1, 3, 2), jump: false, facing: 0 });
    expect(r.state.cp).toBe(2);
    expect(marineAt(r.state, 1, 3, 2).ap).toBe(0);
  });

  it("opens and closes a door in front for 1 AP; a closed door blocks moves and LOS", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      doors: [{ level: 1, x: 3, y: 1 }],
      pieces: [
        { kind: "marine", at: [1, 3, 2], facing: 0 },
        { kind: "stealer", at: [1, 3, 0], facing: 2 },
      ],
    });
    const m = marineAt(s, 1, 3, 2);
    expect(actionsOf(s, m.id, "move").some((a) => (a as { to: number }).to === cellOf(s, 1, 3, 1))).toBe(false);
    expect(sightLine(s, m, cellOf(s, 1, 3, 0))).toBe(-1);
    const opened = act(s, { seat: M, type: "door", piece: m.id, to: cellOf(s, 1, 3, 1) }).state;
    expect(opened.doors[0]).toBe(1);
    expect(marineAt(opened, 1, 3, 2).ap).toBe(3);
    expect(sightLine(opened, marineAt(opened, 1, 3, 2), cellOf(s, 1, 3, 0))).toBe(0);
  });
});

describe("activations and turns", () => {
  it('lets one piece act at a time; its AP left at "done" are lost; a turn ends when nothing can act', () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 1, 2], facing: 0 },
        { kind: "marine", at: [1, 5, 2], facing: 0 },
      ],
    });
    const [a, b] = s.pieces;
    expect(hulk.legalActions(s, M).map((x) => x.type)).toEqual(["activate", "activate", "end-turn"]);
    let r = act(s, { seat: M, type: "move", piece: a.id, to: cellOf(s, 1, 1, 1), jump: false, facing: 0 });
    expect(hulk.legalActions(r.state, M).every((x) => !("piece" in x) || x.piece === a.id)).toBe(true);
    r = { state: hulk.apply(r.state, { seat: M, type: "done" }).state, events: [] };
    expect(pieceAt(r.state, 1, 1, 1)!.ap).toBe(0);
    expect(hulk.legalActions(r.state, M).map((x) => x.type)).toEqual(["activate", "end-turn"]);
    // The second Marine spends its 4 AP (four 90° turns); only its free shot after a turn is left.
    for (let i = 0; i < 4; i++) r = act(r.state, { seat: M, type: "turn", piece: b.id, facing: (i + 1) & 3 });
    expect(pieceAt(r.state, 1, 5, 2)!.ap).toBe(0);
    expect(r.state.turn).toBe(1);
    // Ending the turn: the Genestealers, with nothing on the map, pass at once; turn 2 restores AP.
    const next = hulk.apply(r.state, { seat: M, type: "end-turn" }).state;
    expect(next).toMatchObject({ turn: 2, phase: "marines" });
    expect(next.pieces.map((p) => p.ap)).toEqual([4, 4]);
  });

  it("has no turn cap by default; the maxTurns option stops a game unfinished, with no outcome", () => {
    const play = (options: object, until: (s: HulkState) => boolean) => {
      let s = hulk.setup(pitfallBoard(), options, 2);
      for (let guard = 0; guard < 5000 && !hulk.result(s) && !until(s); guard++) {
        const seat = hulk.activeSeats(s)[0];
        const acts = hulk.legalActions(s, seat);
        s = hulk.apply(s, acts.find((x) => x.type === "end-turn") ?? acts[0]).state;
      }
      return s;
    };
    // Pitfall has no turn limit: turn 31 comes like any other.
    expect(play({}, (s) => s.turn > 31)).toMatchObject({ turn: 32, end: null });
    const s = play({ maxTurns: 1 }, () => false);
    expect(hulk.result(s)).toEqual({ winners: [], unfinished: true, reason: "stopped unfinished after 1 turns (turn cap)" });
    expect(hulk.metrics!(s)).toMatchObject({ unfinished: 1, draws: 0, marinesWin: 0, stealersWin: 0 });
  });
});

describe("line of sight", () => {
  const levels = [Array(5).fill("......."), [".......", ".......", "...#...", ".......", "......."]];
  it("is the 90° front arc, blocked by walls and models but not by blips", () => {
    const s = scenario({
      levels,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 1 },
        { kind: "stealer", at: [1, 6, 2] },
        { kind: "stealer", at: [1, 6, 0] },
        { kind: "blip", at: [1, 2, 0] },
      ],
    });
    const m = marineAt(s, 1, 0, 2);
    expect(sightLine(s, m, cellOf(s, 1, 6, 2))).toBe(-1); // wall at (3,2)
    expect(sightLine(s, m, cellOf(s, 1, 4, 1))).toBeGreaterThanOrEqual(0);
    expect(sightLine(s, m, cellOf(s, 1, 0, 0))).toBe(-1); // outside the arc
    expect(sightLine(s, m, cellOf(s, 0, 4, 2))).toBe(-1); // another level, no hole
    const north = { ...m, facing: 0 };
    expect(sightLine(s, north, cellOf(s, 1, 0, 0))).toBe(0);
    // A model in the way blocks, a blip does not.
    const row = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 1 },
        { kind: "stealer", at: [1, 3, 2] },
        { kind: "blip", at: [1, 1, 2] },
      ],
    });
    const rm = marineAt(row, 1, 0, 2);
    expect(sightLine(row, rm, cellOf(row, 1, 3, 2))).toBe(0);
    expect(sightLine(row, rm, cellOf(row, 1, 5, 2))).toBe(-1);
  });
});

describe("storm bolter fire", () => {
  it("kills on a 6, and on 5+ when firing again at the same target (sustained fire); free after a move", () => {
    let sawSustainedFive = false;
    for (let seed = 0; seed < 300; seed++) {
      const s = reseeded(
        scenario({
          levels: OPEN_2x7x5,
          pieces: [
            { kind: "marine", at: [1, 0, 2], facing: 1 },
            { kind: "stealer", at: [1, 5, 2] },
          ],
        }),
        seed,
      );
      const m = marineAt(s, 1, 0, 2);
      const g = marineAt(s, 1, 5, 2);
      const r1 = act(s, { seat: M, type: "fire", piece: m.id, target: g.id });
      const shot1 = events(r1, "shot")[0] as { dice: number[]; hit: boolean; sustained: boolean };
      expect(shot1.sustained).toBe(false);
      expect(shot1.hit).toBe(shot1.dice.some((d) => d >= 6));
      if (shot1.hit) continue;
      const r2 = act(r1.state, { seat: M, type: "fire", piece: m.id, target: g.id });
      const shot2 = events(r2, "shot")[0] as { dice: number[]; hit: boolean; sustained: boolean };
      expect(shot2.sustained).toBe(true);
      expect(shot2.hit).toBe(shot2.dice.some((d) => d >= 5));
      if (shot2.hit && !shot2.dice.includes(6)) sawSustainedFive = true;
    }
    expect(sawSustainedFive).toBe(true);
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 1 },
        { kind: "stealer", at: [1, 5, 2] },
      ],
    });
    const m = marineAt(s, 1, 0, 2);
    const moved = act(s, { seat: M, type: "move", piece: m.id, to: cellOf(s, 1, 1, 2), jump: false, facing: 1 }).state;
    const fired = act(moved, { seat: M, type: "fire", piece: m.id, target: marineAt(s, 1, 5, 2).id }).state;
    expect(pieceAt(fired, 1, 1, 2)!.ap).toBe(3);
  });
});

describe("overwatch", () => {
  it("costs 2 AP, fires at each Genestealer action in sight within 12 squares, and jams on a double", () => {
    let jams = 0,
      shots = 0;
    for (let seed = 0; seed < 200; seed++) {
      let s = scenario({
        levels: OPEN_2x7x5,
        pieces: [
          { kind: "marine", at: [1, 0, 2], facing: 1 },
          { kind: "stealer", at: [1, 6, 2], facing: 3 },
        ],
      });
      const m = marineAt(s, 1, 0, 2);
      s = act(s, { seat: M, type: "overwatch", piece: m.id }).state;
      expect(marineAt(s, 1, 0, 2).ap).toBe(2);
      expect(marineAt(s, 1, 0, 2).overwatch).toBe(true);
      s = hulk.apply(s, { seat: M, type: "end-turn" }).state;
      expect(s.phase).toBe("stealers");
      s = reseeded(s, seed);
      const g = marineAt(s, 1, 6, 2);
      const r = act(s, { seat: G, type: "move", piece: g.id, to: cellOf(s, 1, 5, 2), jump: false, facing: 3 });
      const shot = events(r, "shot")[0] as { dice: number[]; overwatch: boolean; jam: boolean } | undefined;
      expect(shot).toBeDefined();
      expect(shot!.overwatch).toBe(true);
      shots++;
      expect(shot!.jam).toBe(shot!.dice[0] === shot!.dice[1]);
      const after = pieceAt(r.state, 1, 0, 2)!;
      expect(after.jammed).toBe(shot!.jam);
      if (shot!.jam) {
        jams++;
        const g2 = pieceAt(r.state, 1, 5, 2);
        if (!g2 || r.state.pending.length) continue;
        // A jammed bolter does not fire again.
        const r2 = act(r.state, { seat: G, type: "move", piece: g2.id, to: cellOf(s, 1, 4, 2), jump: false, facing: 3 });
        expect(events(r2, "shot")).toHaveLength(0);
      }
    }
    expect(shots).toBe(200);
    expect(jams).toBeGreaterThan(10);
  });

  it("clears a jam for 1 AP", () => {
    const s = scenario({ levels: OPEN_2x7x5, pieces: [{ kind: "marine", at: [1, 0, 2], facing: 1 }] });
    const jammed = { ...s, pieces: s.pieces.map((p) => ({ ...p, jammed: true })) };
    const m = jammed.pieces[0];
    expect(actionsOf(jammed, m.id, "fire")).toHaveLength(0);
    const r = act(jammed, { seat: M, type: "clear-jam", piece: m.id });
    expect(r.state.pieces[0].jammed).toBe(false);
    expect(r.state.pieces[0].ap).toBe(3);
  });
});

describe("command points in the Genestealer turn", () => {
  it("let a Marine answer a Genestealer it sees, paying CP only, until it passes", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      phase: "stealers",
      cp: 2,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 1 },
        { kind: "stealer", at: [1, 6, 2], facing: 3 },
      ],
    });
    const r = act(s, { seat: G, type: "move", piece: marineAt(s, 1, 6, 2).id, to: cellOf(s, 1, 5, 2), jump: false, facing: 3 });
    expect(r.state.pending[0]).toMatchObject({ kind: "react", seat: M });
    expect(hulk.activeSeats(r.state)).toEqual([M]);
    const options = hulk.legalActions(r.state, M);
    expect(options.some((a) => a.type === "fire")).toBe(true);
    expect(options[options.length - 1].type).toBe("pass");
    const turned = hulk.apply(r.state, { seat: M, type: "turn", piece: marineAt(s, 1, 0, 2).id, facing: 2 }).state;
    expect(turned.cp).toBe(1);
    const back = hulk.apply(turned, { seat: M, type: "pass" }).state;
    expect(back.pending).toHaveLength(0);
    expect(hulk.activeSeats(back)).toEqual([G]);
  });
});

describe("close assault", () => {
  it("rolls one die for the Marine (+1 sergeant) against three; highest wins, ties kill nobody", () => {
    for (let seed = 0; seed < 100; seed++) {
      const s = reseeded(
        scenario({
          levels: OPEN_2x7x5,
          pieces: [
            { kind: "marine", at: [1, 3, 2], facing: 0, sergeant: true },
            { kind: "stealer", at: [1, 3, 1], facing: 2 },
          ],
        }),
        seed,
      );
      const r = act(s, { seat: M, type: "assault", piece: marineAt(s, 1, 3, 2).id, target: marineAt(s, 1, 3, 1).id });
      const e = events(r, "assault")[0] as { marineDice: number[]; stealerDice: number[]; marineScore: number; stealerScore: number };
      expect(e.marineDice).toHaveLength(1);
      expect(e.stealerDice).toHaveLength(3);
      expect(e.marineScore).toBe(e.marineDice[0] + 1);
      expect(e.stealerScore).toBe(Math.max(...e.stealerDice));
      expect(!!pieceAt(r.state, 1, 3, 1)).toBe(e.marineScore <= e.stealerScore);
      expect(!!pieceAt(r.state, 1, 3, 2)).toBe(e.marineScore >= e.stealerScore);
    }
  });

  it("a Marine attacked from the side cannot kill its attacker; winning or tying turns it to face", () => {
    let survived = 0;
    for (let seed = 0; seed < 100; seed++) {
      const s = reseeded(
        scenario({
          levels: OPEN_2x7x5,
          phase: "stealers",
          pieces: [
            { kind: "marine", at: [1, 3, 2], facing: 0 },
            { kind: "stealer", at: [1, 4, 2], facing: 3 },
          ],
        }),
        seed,
      );
      const g = marineAt(s, 1, 4, 2);
      const r = act(s, { seat: G, type: "assault", piece: g.id, target: marineAt(s, 1, 3, 2).id });
      const e = events(r, "assault")[0] as { marineScore: number; stealerScore: number };
      expect(pieceAt(r.state, 1, 4, 2)).toBeDefined();
      const m = pieceAt(r.state, 1, 3, 2);
      expect(!!m).toBe(e.marineScore >= e.stealerScore);
      if (m) {
        survived++;
        expect(m.facing).toBe(1);
      }
    }
    expect(survived).toBeGreaterThan(0);
  });
});

describe("flamer", () => {
  it("burns every piece in the target section on 2+, and only that section (not the level below)", () => {
    const levels = [Array(5).fill("aaabbbb"), Array(5).fill("aaabbbb")];
    let burned = 0;
    for (let seed = 0; seed < 40; seed++) {
      const s = reseeded(
        scenario({
          levels,
          pieces: [
            { kind: "marine", at: [1, 0, 2], facing: 1, gun: "heavy-flamer" },
            { kind: "stealer", at: [1, 4, 2] },
            { kind: "stealer", at: [1, 5, 1] },
            { kind: "stealer", at: [0, 4, 2] },
          ],
        }),
        seed,
      );
      const m = marineAt(s, 1, 0, 2);
      const flames = actionsOf(s, m.id, "flame");
      expect(flames).toHaveLength(1);
      const r = act(s, flames[0]);
      expect(pieceAt(r.state, 0, 4, 2)).toBeDefined();
      expect(r.state.pieces.find((p) => p.id === m.id)!.ammo).toBe(5);
      burned += events(r, "killed").length;
    }
    expect(burned).toBeGreaterThan(40);
  });
});
