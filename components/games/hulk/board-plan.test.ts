import { describe, expect, it } from "vitest";
import { hulk } from "@/lib/engine/hulk/game";
import { act, cellOf, OPEN_2x7x5, pieceAt, scenario } from "@/lib/games/hulk/scenario";
import type { HulkAction, HulkState } from "@/lib/engine/hulk/types";
import { createBot } from "@/lib/engine/core/bots";
import { choiceFacing, clickCell, NO_SELECTION, planBoard, sightOf, targetCell } from "./board-plan";
import { describeHulkEvent, pieceLabel } from "./events";
import { mapArtOf } from "./map-art";
import { pitfallBoard, pitfallMission } from "@/lib/games/hulk/compile";

const M = 0,
  G = 1;
const planFor = (s: HulkState, seat: number, sel = NO_SELECTION) => planBoard(hulk.view(s, seat), hulk.legalActions(s, seat), sel);
const cellsWith = (plan: ReturnType<typeof planBoard>, role: string) =>
  [...plan.highlights]
    .filter(([, r]) => r === role)
    .map(([c]) => c)
    .sort((a, b) => a - b);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe("set-up", () => {
  it("offers the shaded sections' clear spaces for counters, one click each", () => {
    const s = hulk.setup(pitfallBoard(), {}, 1);
    expect(s.phase).toBe("place-counters");
    const legal = hulk.legalActions(s, M);
    const plan = planBoard(hulk.view(s, M), legal, NO_SELECTION);
    expect(cellsWith(plan, "counter")).toEqual(sorted(legal.map((a) => (a as { to: number }).to)));
    const cell = cellsWith(plan, "counter")[0];
    expect(clickCell(plan, cell)).toEqual({ kind: "act", action: legal.find((a) => a.type === "place-counter" && a.to === cell) });
  });

  it("deploys a Marine by a click on a zone space, then a facing (button or arrow key)", () => {
    let s = hulk.setup(pitfallBoard(), {}, 1);
    while (s.phase === "place-counters") s = hulk.apply(s, hulk.legalActions(s, hulk.activeSeats(s)[0])[0]).state;
    expect(s.phase).toBe("deploy-marines");
    const plan = planFor(s, M);
    const cell = cellsWith(plan, "deploy")[0];
    expect(clickCell(plan, cell)).toEqual({ kind: "arm", cell });
    const armed = planFor(s, M, { piece: null, cell });
    expect(armed.armed).toBe(cell);
    expect(armed.choices.map((c) => c.label)).toEqual(
      ["N", "E", "S", "W"].map((f) => expect.stringMatching(new RegExp(`^Deploy .+ facing ${f}$`))),
    );
    expect(choiceFacing(armed, 1)).toMatchObject({ type: "deploy-marine", to: cell, facing: 1 });
  });
});

describe("a turn", () => {
  const duel = (stealerAt: [number, number, number]) =>
    scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 3, 4], facing: 0 },
        { kind: "stealer", at: stealerAt, facing: 2 },
      ],
    });

  it("activates a piece by a click on it, then highlights its moves and targets", () => {
    const s = duel([1, 3, 0]);
    const m = pieceAt(s, 1, 3, 4)!;
    const idle = planFor(s, M);
    expect(idle.focus).toBeNull();
    expect(clickCell(idle, m.cell)).toEqual({ kind: "act", action: { seat: M, type: "activate", piece: m.id } });
    expect(idle.activations.map((c) => c.label)).toEqual(["Activate M0 (4 AP)"]);
    expect(idle.buttons.map((c) => c.action.type)).toEqual(["end-turn"]);

    const active = hulk.apply(s, { seat: M, type: "activate", piece: m.id }).state;
    const plan = planFor(active, M);
    expect(plan.focus).toBe(m.id);
    expect(cellsWith(plan, "move")).toEqual(sorted([cellOf(s, 1, 2, 3), cellOf(s, 1, 3, 3), cellOf(s, 1, 4, 3)]));
    const target = pieceAt(s, 1, 3, 0)!;
    expect(clickCell(plan, target.cell)).toEqual({ kind: "act", action: expect.objectContaining({ type: "fire", target: target.id }) });
    expect(plan.buttons.map((c) => c.label)).toEqual([
      "M0: turn right (face E) (1 AP)",
      "M0: turn left (face W) (1 AP)",
      "M0: turn about (face S) (2 AP)",
      "M0: go on overwatch (2 AP)",
      "Done with M0",
      "End the turn",
    ]);
  });

  it("offers fire and close assault on an adjacent Genestealer as choices", () => {
    const s = duel([1, 3, 3]);
    const m = pieceAt(s, 1, 3, 4)!;
    const active = hulk.apply(s, { seat: M, type: "activate", piece: m.id }).state;
    const g = pieceAt(s, 1, 3, 3)!;
    expect(clickCell(planFor(active, M), g.cell)).toEqual({ kind: "arm", cell: g.cell });
    const plan = planFor(active, M, { piece: null, cell: g.cell });
    expect(plan.choices.map((c) => c.action.type)).toEqual(["assault", "fire"]);
  });

  it("puts a jump where the piece lands and asks whether a step into a pitfall is a jump", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      features: [{ type: "pitfall", level: 1, x: 3, y: 3, letter: "A" }],
      pieces: [{ kind: "marine", at: [1, 3, 4], facing: 0 }],
    });
    const m = pieceAt(s, 1, 3, 4)!;
    const pit = cellOf(s, 1, 3, 3);
    const active = hulk.apply(s, { seat: M, type: "activate", piece: m.id }).state;
    const plan = planFor(active, M, { piece: null, cell: pit });
    expect(plan.choices.map((c) => c.label)).toEqual([
      "M0: move within 1:. (1 AP)",
      "M0: step into the hole in 1:. and drop through (1 AP)",
    ]);
    const onHole = act(active, plan.choices[0].action).state;
    const jump: HulkAction = { seat: M, type: "jump", piece: m.id, facing: 0 };
    expect(targetCell(hulk.view(onHole, M), jump)).toBe(cellOf(s, 0, 3, 3));
  });

  it("lets the Marine player pick which Marine reacts, then shows that one's actions", () => {
    let s = scenario({
      levels: OPEN_2x7x5,
      phase: "stealers",
      cp: 2,
      pieces: [
        { kind: "marine", at: [1, 1, 4], facing: 0 },
        { kind: "marine", at: [1, 5, 4], facing: 0 },
        { kind: "stealer", at: [1, 3, 0], facing: 2 },
      ],
    });
    const g = pieceAt(s, 1, 3, 0)!;
    s = act(s, { seat: G, type: "move", piece: g.id, to: cellOf(s, 1, 3, 1), jump: false, facing: 2 }).state;
    expect(s.pending[0]?.kind).toBe("react");
    const plan = planFor(s, M);
    expect(plan.focus).toBeNull();
    expect(plan.buttons.map((c) => c.label)).toEqual(["No reaction (pass)"]);
    const right = pieceAt(s, 1, 5, 4)!;
    expect(cellsWith(plan, "actor")).toEqual(sorted([pieceAt(s, 1, 1, 4)!.cell, right.cell]));
    expect(clickCell(plan, right.cell)).toEqual({ kind: "select", piece: right.id });
    const picked = planFor(s, M, { piece: right.id, cell: null });
    expect(picked.focus).toBe(right.id);
    expect(picked.clicks.get(pieceAt(s, 1, 3, 1)!.cell)?.map((a) => a.type)).toEqual(["fire"]);
  });
});

describe("sight", () => {
  it("shades what the Marine sees and, apart, its fire arc (a model blocks sight, not the arc)", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 3, 4], facing: 0 },
        { kind: "stealer", at: [1, 3, 2], facing: 2 },
      ],
    });
    const sight = sightOf(hulk.view(s, M), pieceAt(s, 1, 3, 4)!.id)!;
    expect(sight.seen.has(cellOf(s, 1, 3, 2))).toBe(true);
    expect(sight.seen.has(cellOf(s, 1, 3, 0))).toBe(false);
    expect(sight.arc.has(cellOf(s, 1, 3, 0))).toBe(true);
    expect(sight.seen.has(cellOf(s, 1, 0, 1))).toBe(true);
    expect(sight.arc.has(cellOf(s, 1, 0, 2))).toBe(false);
    expect(sight.seen.has(cellOf(s, 1, 3, 5 - 1))).toBe(false);
  });

  it("gives a blip no sight and a prone Marine none either", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 3, 4], prone: true },
        { kind: "blip", at: [1, 0, 0], blip: 3 },
      ],
    });
    const view = hulk.view(s, M);
    expect(sightOf(view, pieceAt(s, 1, 0, 0)!.id)).toBeNull();
    const prone = sightOf(view, pieceAt(s, 1, 3, 4)!.id)!;
    expect(prone.seen.size + prone.arc.size).toBe(0);
  });
});

describe("map art from the compiled board", () => {
  it("draws the mission's own levels: rooms and corridors, walls and void, names", () => {
    const s = hulk.setup(pitfallBoard(), {}, 1);
    const art = mapArtOf(s.board, true);
    expect(art.levels).toEqual(pitfallMission().levels);
    expect(art.counterPool?.sections).toHaveLength(s.board.poolSlots.length);
    expect(mapArtOf(s.board, false).counterPool).toBeNull();
  });
});

describe("a whole game of the Pitfall sample, greedy bot against greedy bot", () => {
  it("offers every legal action somewhere (map, button, or once its piece is picked) and words every event", () => {
    const bots = [createBot(hulk, { kind: "greedy" }, "m"), createBot(hulk, { kind: "greedy" }, "g")];
    let s = hulk.setup(pitfallBoard(), { maxTurns: 12 }, 2);
    const seen = new Set<string>();
    for (let step = 0; step < 3000 && !hulk.result(s); step++) {
      const seat = hulk.activeSeats(s)[0];
      const view = hulk.view(s, seat);
      const legal = hulk.legalActions(s, seat);
      const plan = planBoard(view, legal, NO_SELECTION);
      const onMap = new Set([...plan.clicks.values()].flat());
      for (const a of legal) {
        const reachable = onMap.has(a) || plan.buttons.some((b) => b.action === a) || ("piece" in a && a.piece !== plan.focus);
        expect(reachable, JSON.stringify(a)).toBe(true);
      }
      for (const cell of plan.clicks.keys()) expect(["act", "arm"]).toContain(clickCell(plan, cell).kind);
      // The Marines never learn what a blip holds from the board.
      if (seat === M) for (const p of view.pieces) if (p.kind === 2) expect(pieceLabel(view, p)).toMatch(/\(\?\)$/);
      const r = hulk.apply(s, bots[seat].choose(s, seat));
      for (const e of r.events) {
        seen.add(e.type);
        expect(describeHulkEvent(e), JSON.stringify(e)).not.toBeNull();
      }
      s = r.state;
    }
    expect(hulk.result(s)).not.toBeNull();
    // The game went through fire, close assault and a pitfall, so those plans were exercised.
    for (const type of ["shot", "assault", "pitfall-roll", "converted"]) expect(seen).toContain(type);
  });
});
