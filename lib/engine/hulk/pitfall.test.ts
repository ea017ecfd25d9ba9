/** The Pitfall supplement's rules (the Pitfall mission, "Special Rules"), one block per rule. */
import { describe, expect, it } from "vitest";
import type { Feature } from "../../content/kinds/mission";
import { hulk } from "./game";
import { act, actionsOf, cellOf, OPEN_2x7x5, pieceAt, reseeded, scenario, type ScenarioPiece } from "../../games/hulk/scenario";
import { sightLine } from "./sight";
import type { HulkState } from "./types";

const M = 0,
  G = 1;
const PIT: Feature = { type: "pitfall", letter: "A", level: 1, x: 3, y: 2 };
const LADDER: Feature = { type: "ladder", level: 1, x: 1, y: 1 };
const at = (s: HulkState, l: number, x: number, y: number) => pieceAt(s, l, x, y)!;
const events = (r: { events: { type: string }[] }, type: string) => r.events.filter((e) => e.type === type) as Record<string, unknown>[];
const withPit = (pieces: ScenarioPiece[], phase: "marines" | "stealers" = "marines", features: Feature[] = [PIT]) =>
  scenario({ levels: OPEN_2x7x5, features, pieces, phase });

describe("rubble", () => {
  const RUBBLE: Feature = { type: "rubble", level: 1, x: 3, y: 1 };
  it("costs an additional AP to enter (2 forward, 3 backward for a Marine; 2 for a Genestealer)", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      features: [RUBBLE],
      pieces: [
        { kind: "marine", at: [1, 3, 2], facing: 0 },
        { kind: "marine", at: [1, 3, 0], facing: 0 },
      ],
    });
    const fwd = act(s, { seat: M, type: "move", piece: at(s, 1, 3, 2).id, to: cellOf(s, 1, 3, 1), jump: false, facing: 0 }).state;
    expect(at(fwd, 1, 3, 1).ap).toBe(2);
    const back = act(s, { seat: M, type: "move", piece: at(s, 1, 3, 0).id, to: cellOf(s, 1, 3, 1), jump: false, facing: 0 }).state;
    expect(at(back, 1, 3, 1).ap).toBe(1);
    const g = scenario({
      levels: OPEN_2x7x5,
      features: [RUBBLE],
      phase: "stealers",
      pieces: [
        { kind: "marine", at: [0, 0, 0] },
        { kind: "stealer", at: [1, 4, 1], facing: 3 },
      ],
    });
    expect(
      at(act(g, { seat: G, type: "move", piece: at(g, 1, 4, 1).id, to: cellOf(g, 1, 3, 1), jump: false, facing: 3 }).state, 1, 3, 1).ap,
    ).toBe(4);
  });

  it("deflects a hit on 5-6 per pile passed through or into, but not when the line only passes diagonally beside it", () => {
    let deflected = 0,
      killedBehind = 0;
    for (let seed = 0; seed < 400; seed++) {
      const s = reseeded(
        scenario({
          levels: OPEN_2x7x5,
          features: [{ type: "rubble", level: 1, x: 3, y: 2 }],
          pieces: [
            { kind: "marine", at: [1, 0, 2], facing: 1 },
            { kind: "stealer", at: [1, 5, 2] },
          ],
        }),
        seed,
      );
      expect(sightLine(s, at(s, 1, 0, 2), cellOf(s, 1, 5, 2))).toBe(1);
      const r = act(s, { seat: M, type: "fire", piece: at(s, 1, 0, 2).id, target: at(s, 1, 5, 2).id });
      const shot = events(r, "shot")[0] as { dice: number[]; hit: boolean; deflected: boolean };
      const rolledKill = shot.dice.some((d) => d >= 6);
      expect(shot.hit || shot.deflected).toBe(rolledKill);
      if (shot.deflected) deflected++;
      if (shot.hit) killedBehind++;
      expect(!!pieceAt(r.state, 1, 5, 2)).toBe(!shot.hit);
    }
    // About a third of the hits are deflected.
    expect(deflected).toBeGreaterThan(10);
    expect(killedBehind).toBeGreaterThan(deflected);
    // Diagonally past a pile (through the corner beside it): no roll; through it: one.
    const d = scenario({
      levels: OPEN_2x7x5,
      features: [
        { type: "rubble", level: 1, x: 1, y: 0 },
        { type: "rubble", level: 1, x: 4, y: 4 },
      ],
      pieces: [{ kind: "marine", at: [1, 0, 0], facing: 2 }],
    });
    expect(sightLine(d, at(d, 1, 0, 0), cellOf(d, 1, 2, 2))).toBe(0);
    expect(sightLine(d, at(d, 1, 0, 0), cellOf(d, 1, 4, 4))).toBe(1);
  });
});

describe("pitfalls: Marines", () => {
  it("a Marine entering a pitfall space falls on a 1; an announced jump always goes down", () => {
    let falls = 0,
      stays = 0;
    for (let seed = 0; seed < 120; seed++) {
      const s = reseeded(withPit([{ kind: "marine", at: [1, 3, 3], facing: 0 }]), seed);
      const r = act(s, { seat: M, type: "move", piece: at(s, 1, 3, 3).id, to: cellOf(s, 1, 3, 2), jump: false, facing: 0 });
      const roll = events(r, "pitfall-roll")[0] as { roll: number; falls: boolean };
      expect(roll.falls).toBe(roll.roll === 1);
      if (roll.falls) {
        falls++;
        expect(pieceAt(r.state, 0, 3, 2)).toBeDefined();
      } else {
        stays++;
        expect(pieceAt(r.state, 1, 3, 2)).toBeDefined();
      }
    }
    expect(falls).toBeGreaterThan(5);
    expect(stays).toBeGreaterThan(falls);
    const s = withPit([{ kind: "marine", at: [1, 3, 3], facing: 0 }]);
    const r = act(s, { seat: M, type: "move", piece: at(s, 1, 3, 3).id, to: cellOf(s, 1, 3, 2), jump: true, facing: 0 });
    expect(events(r, "pitfall-roll")).toHaveLength(0);
    expect(at(r.state, 0, 3, 2).ap).toBe(3); // no cost beyond entering
    // Jumping once already in the space costs 1 AP.
    const inside = withPit([{ kind: "marine", at: [1, 3, 2], facing: 0 }]);
    const j = act(inside, { seat: M, type: "jump", piece: at(inside, 1, 3, 2).id, facing: 0 });
    expect(at(j.state, 0, 3, 2).ap).toBe(3);
  });

  it("landing on an empty space: prone on 1-4, upright on 5-6 with the facing the Marine player picks", () => {
    const seen = { prone: 0, upright: 0 };
    for (let seed = 0; seed < 60; seed++) {
      const s = reseeded(withPit([{ kind: "marine", at: [1, 3, 2], facing: 0 }]), seed);
      const r = act(s, { seat: M, type: "jump", piece: at(s, 1, 3, 2).id, facing: 0 });
      const landed = events(r, "landed")[0] as { roll: number; prone: boolean };
      expect(landed.prone).toBe(landed.roll <= 4);
      const m = at(r.state, 0, 3, 2);
      expect(m.prone).toBe(landed.prone);
      if (landed.prone) {
        seen.prone++;
        expect(r.state.pending).toHaveLength(0);
      } else {
        seen.upright++;
        expect(r.state.pending[0]).toMatchObject({ kind: "land-facing", seat: M });
        expect(hulk.legalActions(r.state, M)).toHaveLength(4);
        expect(at(hulk.apply(r.state, { seat: M, type: "face", facing: 2 }).state, 0, 3, 2).facing).toBe(2);
      }
    }
    expect(seen.prone).toBeGreaterThan(seen.upright);
    expect(seen.upright).toBeGreaterThan(0);
  });

  it(
    "landing on a Stealer: it scuttles aside on 3-6 (the Stealer player picks the space, facing kept), else it dies and the Marine " +
      "lies prone",
    () => {
      const seen = { scuttled: 0, crushed: 0 };
      for (let seed = 0; seed < 60; seed++) {
        const s = reseeded(
          withPit([
            { kind: "marine", at: [1, 3, 2], facing: 0 },
            { kind: "stealer", at: [0, 3, 2], facing: 3 },
          ]),
          seed,
        );
        const r = act(s, { seat: M, type: "jump", piece: at(s, 1, 3, 2).id, facing: 0 });
        const e = events(r, "landing-on-stealer")[0] as { roll: number; scuttles: boolean };
        expect(e.scuttles).toBe(e.roll >= 3);
        if (e.scuttles) {
          seen.scuttled++;
          expect(r.state.pending[0]).toMatchObject({ kind: "scuttle", seat: G });
          const options = hulk.legalActions(r.state, G);
          expect(options).toHaveLength(8);
          const after = hulk.apply(r.state, options[0]).state;
          const stealer = after.pieces.find((p) => p.kind === 1)!;
          expect(stealer.facing).toBe(3);
          expect(pieceAt(after, 0, 3, 2)?.kind).toBe(0);
        } else {
          seen.crushed++;
          expect(r.state.pieces.some((p) => p.kind === 1)).toBe(false);
          expect(at(r.state, 0, 3, 2).prone).toBe(true);
        }
      }
      expect(seen.scuttled).toBeGreaterThan(seen.crushed);
      expect(seen.crushed).toBeGreaterThan(0);
    },
  );

  it("landing on a Marine: on 1-3 it dies and the faller lies prone there; on 4-6 both are prone, the faller placed by the Stealer player", () => {
    const seen = { killed: 0, placed: 0 };
    for (let seed = 0; seed < 60; seed++) {
      const s = reseeded(
        withPit([
          { kind: "marine", at: [1, 3, 2], facing: 0 },
          { kind: "marine", at: [0, 3, 2], facing: 1 },
        ]),
        seed,
      );
      const faller = at(s, 1, 3, 2).id;
      const r = act(s, { seat: M, type: "jump", piece: faller, facing: 0 });
      const e = events(r, "landing-on-marine")[0] as { roll: number };
      if (e.roll <= 3) {
        seen.killed++;
        expect(r.state.pieces).toHaveLength(1);
        expect(at(r.state, 0, 3, 2)).toMatchObject({ id: faller, prone: true });
      } else {
        seen.placed++;
        expect(at(r.state, 0, 3, 2).prone).toBe(true);
        expect(r.state.pending[0]).toMatchObject({ kind: "place-faller", seat: G });
        const place = hulk.legalActions(r.state, G)[0] as { to: number };
        const after = hulk.apply(r.state, hulk.legalActions(r.state, G)[0]).state;
        expect(after.pieces.find((p) => p.id === faller)).toMatchObject({ cell: place.to, prone: true });
      }
    }
    expect(seen.killed).toBeGreaterThan(0);
    expect(seen.placed).toBeGreaterThan(0);
  });

  it("a prone Marine has no LOS, can only get up (2 AP, any facing), and fights at -1 without harming its attacker", () => {
    const s = withPit([
      { kind: "marine", at: [1, 3, 2], facing: 0, prone: true },
      { kind: "stealer", at: [1, 3, 0] },
    ]);
    const m = at(s, 1, 3, 2);
    expect(sightLine(s, m, cellOf(s, 1, 3, 0))).toBe(-1);
    const acts = actionsOf(s, m.id);
    expect(acts.map((a) => a.type)).toEqual(["stand", "stand", "stand", "stand"]);
    const up = act(s, { seat: M, type: "stand", piece: m.id, facing: 2 }).state;
    expect(at(up, 1, 3, 2)).toMatchObject({ prone: false, facing: 2, ap: 2 });
    for (let seed = 0; seed < 60; seed++) {
      const g = reseeded(
        withPit(
          [
            { kind: "marine", at: [1, 3, 2], facing: 0, prone: true },
            { kind: "stealer", at: [1, 3, 1], facing: 2 },
          ],
          "stealers",
        ),
        seed,
      );
      const r = act(g, { seat: G, type: "assault", piece: at(g, 1, 3, 1).id, target: at(g, 1, 3, 2).id });
      const e = events(r, "assault")[0] as { marineDice: number[]; marineScore: number; stealerScore: number };
      expect(e.marineScore).toBe(e.marineDice[0] - 1);
      expect(pieceAt(r.state, 1, 3, 1)).toBeDefined();
      const after = pieceAt(r.state, 1, 3, 2);
      if (after) expect(after.prone).toBe(false); // won or tied: gets up and faces
    }
  });
});

describe("pitfalls: Genestealers and blips", () => {
  it("climb up through a pitfall for 3 AP (a Marine cannot), and jump down for the cost of entering or 1 AP from inside", () => {
    const s = withPit(
      [
        { kind: "marine", at: [0, 0, 0] },
        { kind: "stealer", at: [0, 3, 2], facing: 0 },
        { kind: "blip", at: [1, 3, 3] },
      ],
      "stealers",
    );
    const climbs = actionsOf(s, at(s, 0, 3, 2).id, "climb");
    expect(climbs).toHaveLength(4); // any facing
    const up = act(s, climbs[2]).state;
    expect(at(up, 1, 3, 2)).toMatchObject({ ap: 3, facing: 2 });
    const down = act(up, { seat: G, type: "jump", piece: at(up, 1, 3, 2).id, facing: 1 }).state;
    expect(at(down, 0, 3, 2)).toMatchObject({ ap: 2, facing: 1 });
    const blip = at(s, 1, 3, 3);
    // The space below is taken by the Genestealer: the blip cannot jump there.
    expect(() => act(s, { seat: G, type: "move", piece: blip.id, to: cellOf(s, 1, 3, 2), jump: true, facing: 0 })).toThrow(/not legal/);
    const free = withPit(
      [
        { kind: "marine", at: [0, 0, 0] },
        { kind: "blip", at: [1, 3, 3] },
      ],
      "stealers",
    );
    const jumped = act(free, {
      seat: G,
      type: "move",
      piece: at(free, 1, 3, 3).id,
      to: cellOf(free, 1, 3, 2),
      jump: true,
      facing: 0,
    }).state;
    expect(at(jumped, 0, 3, 2).ap).toBe(5);
    const marineBelow = withPit([{ kind: "marine", at: [0, 3, 2], facing: 0 }]);
    expect(actionsOf(marineBelow, at(marineBelow, 0, 3, 2).id, "climb")).toHaveLength(0);
  });
});

describe("ladders", () => {
  it("every piece climbs up or down for 2 AP, with any facing; entering a ladder space is safe", () => {
    const s = withPit(
      [
        { kind: "marine", at: [1, 1, 1], facing: 0 },
        { kind: "marine", at: [0, 1, 1], facing: 0 },
        { kind: "marine", at: [1, 1, 2], facing: 0 },
      ],
      "marines",
      [LADDER],
    );
    const down = actionsOf(s, at(s, 1, 1, 1).id, "climb");
    expect(down).toHaveLength(0); // the space below is taken
    const up = actionsOf(s, at(s, 0, 1, 1).id, "climb");
    expect(up).toHaveLength(0); // and so is the one above
    const free = withPit(
      [
        { kind: "marine", at: [0, 1, 1], facing: 0 },
        { kind: "marine", at: [1, 1, 2], facing: 0 },
      ],
      "marines",
      [LADDER],
    );
    const climb = actionsOf(free, at(free, 0, 1, 1).id, "climb");
    expect(climb).toHaveLength(4);
    expect(at(act(free, climb[1]).state, 1, 1, 1)).toMatchObject({ ap: 2, facing: 1 });
    const enter = act(free, { seat: M, type: "move", piece: at(free, 1, 1, 2).id, to: cellOf(free, 1, 1, 1), jump: false, facing: 0 });
    expect(events(enter, "pitfall-roll")).toHaveLength(0);
    const blip = withPit(
      [
        { kind: "marine", at: [1, 6, 4] },
        { kind: "blip", at: [1, 1, 1] },
      ],
      "stealers",
      [LADDER],
    );
    const b = act(blip, { seat: G, type: "climb", piece: at(blip, 1, 1, 1).id, to: cellOf(blip, 0, 1, 1), facing: 0 }).state;
    expect(at(b, 0, 1, 1).ap).toBe(4);
  });
});

describe("close assault and fire through holes", () => {
  it("a Genestealer attacks up or down through the hole; a Marine cannot start one, nor harm it, but may retreat on a win or tie", () => {
    const s = withPit([
      { kind: "marine", at: [1, 3, 2], facing: 0 },
      { kind: "stealer", at: [0, 3, 2], facing: 0 },
    ]);
    expect(actionsOf(s, at(s, 1, 3, 2).id, "assault")).toHaveLength(0);
    let retreats = 0;
    for (let seed = 0; seed < 60; seed++) {
      const g = reseeded(
        withPit(
          [
            { kind: "marine", at: [1, 3, 2], facing: 0 },
            { kind: "stealer", at: [0, 3, 2], facing: 0 },
          ],
          "stealers",
        ),
        seed,
      );
      const attacks = actionsOf(g, at(g, 0, 3, 2).id, "assault");
      expect(attacks).toHaveLength(1);
      const r = act(g, attacks[0]);
      const e = events(r, "assault")[0] as { marineScore: number; stealerScore: number };
      expect(pieceAt(r.state, 0, 3, 2)).toBeDefined();
      if (e.marineScore >= e.stealerScore) {
        retreats++;
        expect(r.state.pending[0]).toMatchObject({ kind: "retreat", seat: M, options: [cellOf(g, 1, 3, 1), cellOf(g, 1, 3, 3)] });
        const moved = hulk.apply(r.state, { seat: M, type: "place", to: cellOf(g, 1, 3, 3), facing: 0 }).state;
        expect(at(moved, 1, 3, 3)).toMatchObject({ facing: 0 });
      }
    }
    expect(retreats).toBeGreaterThan(0);
  });

  it("a Marine on or next to a hole sees and fires through it: the space below and the one opposite", () => {
    const s = withPit([
      { kind: "marine", at: [1, 3, 3], facing: 0 },
      { kind: "stealer", at: [0, 3, 2] },
      { kind: "stealer", at: [0, 3, 1] },
      { kind: "stealer", at: [0, 4, 1] },
    ]);
    const m = at(s, 1, 3, 3);
    expect(sightLine(s, m, cellOf(s, 0, 3, 2))).toBe(0);
    expect(sightLine(s, m, cellOf(s, 0, 3, 1))).toBe(0);
    const targets = actionsOf(s, m.id, "fire").map((a) => (a as { target: number }).target);
    expect(targets).toContain(at(s, 0, 3, 2).id);
    expect(targets).toContain(at(s, 0, 3, 1).id);
    expect(targets).not.toContain(at(s, 0, 4, 1).id);
    // Diagonally below and beside the hole: the hole's space and the one diagonally opposite.
    const d = withPit([
      { kind: "marine", at: [0, 2, 3], facing: 0 },
      { kind: "stealer", at: [1, 4, 1] },
    ]);
    expect(sightLine(d, at(d, 0, 2, 3), cellOf(d, 1, 3, 2))).toBe(0);
    expect(sightLine(d, at(d, 0, 2, 3), cellOf(d, 1, 4, 1))).toBe(0);
    expect(sightLine(d, at(d, 0, 2, 3), cellOf(d, 1, 4, 2))).toBe(-1);
  });

  it("a model in the hole's upper space blocks LOS through it; a model at the bottom does not", () => {
    const open = withPit([{ kind: "marine", at: [1, 3, 3], facing: 0 }]);
    expect(sightLine(open, at(open, 1, 3, 3), cellOf(open, 0, 3, 1))).toBe(0);
    const top = withPit([
      { kind: "marine", at: [1, 3, 3], facing: 0 },
      { kind: "stealer", at: [1, 3, 2] },
    ]);
    expect(sightLine(top, at(top, 1, 3, 3), cellOf(top, 0, 3, 1))).toBe(-1);
    expect(sightLine(top, at(top, 1, 3, 3), cellOf(top, 1, 3, 2))).toBe(0);
    const bottom = withPit([
      { kind: "marine", at: [1, 3, 3], facing: 0 },
      { kind: "stealer", at: [0, 3, 2] },
    ]);
    // The line to the opposite space passes the hole's column: the model below does not block it.
    const viewer = at(bottom, 1, 3, 3);
    expect(sightLine(bottom, viewer, cellOf(bottom, 0, 3, 2))).toBe(0);
    const below = withPit([
      { kind: "marine", at: [0, 3, 3], facing: 0 },
      { kind: "stealer", at: [0, 3, 2] },
    ]);
    expect(sightLine(below, at(below, 0, 3, 3), cellOf(below, 1, 3, 1))).toBe(0);
  });

  it("overwatch fires through a hole", () => {
    let s = withPit([
      { kind: "marine", at: [1, 3, 3], facing: 0 },
      { kind: "stealer", at: [0, 2, 1], facing: 1 },
    ]);
    s = act(s, { seat: M, type: "overwatch", piece: at(s, 1, 3, 3).id }).state;
    s = hulk.apply(s, { seat: M, type: "end-turn" }).state;
    const r = act(s, { seat: G, type: "move", piece: at(s, 0, 2, 1).id, to: cellOf(s, 0, 3, 1), jump: false, facing: 1 });
    expect(events(r, "shot")).toHaveLength(1);
  });
});

describe("blip conversion through holes", () => {
  it("the space above or below a hole counts as adjacent when placing the Genestealers", () => {
    const s = withPit(
      [
        { kind: "marine", at: [0, 0, 4], facing: 0 },
        { kind: "blip", at: [0, 3, 2], blip: 3 },
      ],
      "stealers",
    );
    let r = act(s, { seat: G, type: "convert", piece: at(s, 0, 3, 2).id });
    expect(r.state.pending[0]).toMatchObject({ kind: "place-stealers", left: 3 });
    r = { state: hulk.apply(r.state, { seat: G, type: "place", to: cellOf(s, 0, 3, 2), facing: 0 }).state, events: [] };
    const options = hulk.legalActions(r.state, G).map((a) => (a as { to: number }).to);
    expect(options).toContain(cellOf(s, 1, 3, 2));
    const placed = hulk.apply(r.state, { seat: G, type: "place", to: cellOf(s, 1, 3, 2), facing: 2 }).state;
    expect(at(placed, 1, 3, 2).kind).toBe(1);
  });

  it("a blip a Marine sees is converted at once, and a blip may not move into a Marine's sight", () => {
    const s = withPit(
      [
        { kind: "marine", at: [1, 0, 2], facing: 1 },
        { kind: "blip", at: [1, 1, 0], blip: 2 },
      ],
      "stealers",
    );
    const blip = at(s, 1, 1, 0);
    expect(sightLine(s, at(s, 1, 0, 2), blip.cell)).toBe(-1);
    const moves = actionsOf(s, blip.id, "move").map((a) => (a as { to: number }).to);
    expect(moves).not.toContain(cellOf(s, 1, 2, 1));
    expect(moves).not.toContain(cellOf(s, 1, 2, 0));
    expect(moves).toContain(cellOf(s, 1, 0, 0));
    // The Marine turns to face the blip's way: forced conversion in its own turn.
    const ms = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 3 },
        { kind: "blip", at: [1, 3, 2], blip: 2 },
      ],
    });
    const r = act(ms, { seat: M, type: "turn", piece: at(ms, 1, 0, 2).id, facing: 1 });
    expect(events(r, "converted")).toHaveLength(1);
    expect(r.state.pending[0]).toMatchObject({ kind: "place-stealers", seat: G, left: 2 });
  });
});

describe("the disposal chute", () => {
  const CHUTE: Feature = { type: "chute", level: 1, x: 6, y: 2 };
  it("removes whatever enters it; two Marines in it win, one draws", () => {
    const s = withPit(
      [
        { kind: "marine", at: [1, 5, 2], facing: 1 },
        { kind: "marine", at: [1, 5, 1], facing: 2 },
        { kind: "stealer", at: [1, 0, 0] },
      ],
      "marines",
      [CHUTE],
    );
    let r = act(s, { seat: M, type: "move", piece: at(s, 1, 5, 2).id, to: cellOf(s, 1, 6, 2), jump: false, facing: 1 });
    expect(r.state.escaped[0]).toBe(1);
    expect(pieceAt(r.state, 1, 6, 2)).toBeUndefined();
    expect(hulk.result(r.state)).toBeNull();
    r = act(r.state, { seat: M, type: "move", piece: at(s, 1, 5, 1).id, to: cellOf(s, 1, 5, 2), jump: false, facing: 2 });
    r = act(r.state, { seat: M, type: "turn", piece: at(s, 1, 5, 1).id, facing: 1 });
    r = act(r.state, { seat: M, type: "move", piece: at(s, 1, 5, 1).id, to: cellOf(s, 1, 6, 2), jump: false, facing: 1 });
    expect(hulk.result(r.state)).toMatchObject({ winners: [0] });

    // One escapes, the other dies: a draw.
    const one = withPit(
      [
        { kind: "marine", at: [1, 5, 2], facing: 1 },
        { kind: "marine", at: [1, 0, 4], facing: 0, sergeant: false },
        { kind: "stealer", at: [1, 0, 3], facing: 2 },
      ],
      "marines",
      [CHUTE],
    );
    let o = act(one, { seat: M, type: "move", piece: at(one, 1, 5, 2).id, to: cellOf(one, 1, 6, 2), jump: false, facing: 1 }).state;
    o = hulk.apply(o, { seat: M, type: "end-turn" }).state;
    const victim = at(o, 1, 0, 4).id;
    for (let seed = 0; seed < 50 && !hulk.result(o); seed++) {
      const tried = act(reseeded(o, seed), { seat: G, type: "assault", piece: at(o, 1, 0, 3).id, target: victim });
      if (hulk.result(tried.state)) o = tried.state;
    }
    expect(hulk.result(o)).toMatchObject({ winners: [], draw: true });

    // A Genestealer that enters is removed and counts for nothing.
    const g = withPit(
      [
        { kind: "marine", at: [1, 0, 0] },
        { kind: "stealer", at: [1, 5, 2], facing: 1 },
      ],
      "stealers",
      [CHUTE],
    );
    const gr = act(g, { seat: G, type: "move", piece: at(g, 1, 5, 2).id, to: cellOf(g, 1, 6, 2), jump: false, facing: 1 });
    expect(gr.state.pieces).toHaveLength(1);
    expect(gr.state.escaped).toEqual([0, 1]);
  });
});
