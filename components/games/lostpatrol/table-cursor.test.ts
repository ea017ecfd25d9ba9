import { describe, expect, it } from "vitest";
import { loadModule } from "@/lib/games/registry";
import { createBot } from "@/lib/engine/core/bots";
import type { LostPatrolAction, LostPatrolState, LostPatrolView } from "@/lib/engine/lostpatrol";
import { planBoard } from "./board-plan";
import { cellOptions, describeCell, startCell, tableCells } from "./table-cursor";

describe("the Lost Patrol table on the board cursor", async () => {
  const m = await loadModule("lostpatrol");
  const game = m.game;
  const content = m.parse(m.content!.sample());

  it("reaches every lay and every click's action from some tile or place, named in words, through set-up and play", () => {
    const bots = [0, 1].map((seat) => createBot(game, { kind: "random" }, `cursor/${seat}`));
    let state = game.setup(content, game.defaultOptions, "cursor") as LostPatrolState;
    const kinds = new Set<string>();
    for (let step = 0; step < 200 && !game.result(state); step++) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat) as LostPatrolAction[];
      const view = game.view(state, seat) as LostPatrolView;
      const plan = planBoard(view, legal, null);
      const cells = tableCells(view, plan);
      const start = startCell(plan, cells);
      expect(start === null || cells.some((c) => c.key === start)).toBe(true);
      const taken: LostPatrolAction[] = [];
      for (const c of cells) {
        expect(describeCell(view, c.key)).not.toMatch(/-?\d+,-?\d+/);
        for (const o of cellOptions(
          view,
          legal,
          plan,
          c.key,
          (a) => taken.push(a),
          () => {},
        )) {
          expect(o.label).not.toMatch(/-?\d+,-?\d+/);
          o.run();
        }
      }
      const onBoard = [...legal.filter((a) => a.type === "lay"), ...plan.clicks.values()];
      for (const a of onBoard) expect(taken).toContain(a);
      for (const a of taken) kinds.add(a.type);
      state = game.apply(state, bots[seat].choose(state, seat)).state as LostPatrolState;
    }
    expect(kinds).toContain("lay");
  });

  it("names the start with what stands on it", () => {
    const state = game.setup(content, game.defaultOptions, "cursor") as LostPatrolState;
    const view = game.view(state, 0) as LostPatrolView;
    expect(describeCell(view, "0,0")).toMatch(/^the start: a laid tile, Sergeant, Grenadier, Infantry #\d/);
  });
});
