import { describe, expect, it } from "vitest";
import { hulk } from "@/lib/engine/hulk/game";
import { createBot } from "@/lib/engine/core/bots";
import { MARINE, type HulkAction, type HulkState } from "@/lib/engine/hulk/types";
import { pitfallBoard } from "@/lib/games/hulk/compile";
import { NO_SELECTION, planBoard } from "./board-plan";
import { describeSquare, mapCells, squareOptions, startCell } from "./map-cursor";

describe("the Space Hulk map on the board cursor", () => {
  it("reaches every action with a place on the map from its square, from set-up on", () => {
    const bots = [0, 1].map((seat) => createBot(hulk, { kind: "random" }, `cursor/${seat}`));
    let state: HulkState = hulk.setup(pitfallBoard(), {}, 5);
    const kinds = new Set<string>();
    for (let step = 0; step < 200 && !hulk.result(state); step++) {
      const seat = hulk.activeSeats(state)[0];
      const legal: HulkAction[] = hulk.legalActions(state, seat);
      const view = hulk.view(state, seat);
      const plan = planBoard(view, legal, NO_SELECTION);
      const cells = mapCells(view, plan);
      const start = startCell(plan, cells);
      expect(start === null || cells.some((c) => c.key === start)).toBe(true);
      const taken: HulkAction[] = [];
      for (const c of cells)
        for (const o of squareOptions(
          view,
          plan,
          Number(c.key),
          (a) => taken.push(a),
          () => {},
        ))
          o.run();
      for (const actions of plan.clicks.values()) for (const a of actions) expect(taken).toContain(a);
      for (const a of taken) kinds.add(a.type);
      state = hulk.apply(state, bots[seat].choose(state, seat)).state;
    }
    for (const k of ["place-counter", "deploy-marine", "activate", "move"]) expect(kinds).toContain(k);
  });

  it("names a square by its section and its place in it, with the piece on it", () => {
    let state: HulkState = hulk.setup(pitfallBoard(), {}, 5);
    const bots = [0, 1].map((seat) => createBot(hulk, { kind: "random" }, `names/${seat}`));
    while (state.phase !== "marines" && !hulk.result(state)) {
      const seat = hulk.activeSeats(state)[0];
      state = hulk.apply(state, bots[seat].choose(state, seat)).state;
    }
    const view = hulk.view(state, 0);
    const marine = view.pieces.find((p) => p.kind === MARINE);
    const words = describeSquare(view, marine!.cell);
    expect(words).toMatch(/, square \d+ of \d+: .+ facing (north|east|south|west)/);
  });
});
