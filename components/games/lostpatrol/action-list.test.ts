import { describe, expect, it } from "vitest";
import { createBot } from "@/lib/engine/core/bots";
import { loadModule } from "@/lib/games/registry";
import type { LostPatrolAction, LostPatrolState } from "@/lib/engine/lostpatrol";
import { lostPatrolActionGroups } from "./action-list";
import { planBoard, soldierLabel } from "./board-plan";

describe("the Lost Patrol actions in words", async () => {
  const m = await loadModule("lostpatrol");
  const game = m.game;
  const content = m.parse(m.content!.sample());

  it("offers every legal action exactly once, as a button or in the list, through set-up and play", () => {
    const bots = [0, 1].map((seat) => createBot(game, { kind: "random" }, `keys/${seat}`));
    let state = game.setup(content, game.defaultOptions, "keyboard") as LostPatrolState;
    const kinds = new Set<string>();
    for (let step = 0; step < 300 && !game.result(state); step++) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat) as LostPatrolAction[];
      const view = game.view(state, seat) as never;
      const plan = planBoard(view, legal, null);
      const groups = lostPatrolActionGroups(view, legal, plan);
      const listed = groups.flatMap((g) => g.items.map((i) => i.action));
      const offered = [...plan.buttons.map((b) => b.action), ...listed];
      expect(offered).toHaveLength(legal.length);
      expect(new Set(offered)).toEqual(new Set(legal));
      for (const g of groups) for (const i of g.items) expect(i.label).not.toMatch(/-?\d+,-?\d+/);
      for (const a of listed) kinds.add(a.type);
      // A soldier's moves are listed under the soldier's name.
      for (const g of groups)
        for (const i of g.items) if (i.action.type === "move") expect(g.label).toBe(soldierLabel(view, i.action.soldier));
      state = game.apply(state, bots[seat].choose(state, seat)).state as LostPatrolState;
    }
    // The set-up's lays and the soldiers' moves at least were reached through the list.
    expect(kinds).toContain("lay");
    expect(kinds).toContain("move");
  });
});
