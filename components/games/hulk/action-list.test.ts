import { describe, expect, it } from "vitest";
import { hulk } from "@/lib/engine/hulk/game";
import { createBot } from "@/lib/engine/core/bots";
import type { HulkAction, HulkState } from "@/lib/engine/hulk/types";
import { pitfallBoard } from "@/lib/games/hulk/compile";
import { hulkActionGroups } from "./action-list";
import { NO_SELECTION, planBoard } from "./board-plan";

describe("the Space Hulk actions in words", () => {
  it("offers every legal action exactly once, as a button, a choice or in the list, from set-up on", () => {
    const bots = [0, 1].map((seat) => createBot(hulk, { kind: "random" }, `keys/${seat}`));
    let state: HulkState = hulk.setup(pitfallBoard(), {}, 3);
    const kinds = new Set<string>();
    const groupNames = new Set<string>();
    for (let step = 0; step < 400 && !hulk.result(state); step++) {
      const seat = hulk.activeSeats(state)[0];
      const legal: HulkAction[] = hulk.legalActions(state, seat);
      const view = hulk.view(state, seat);
      const plan = planBoard(view, legal, NO_SELECTION);
      const groups = hulkActionGroups(view, legal, plan);
      const listed = groups.flatMap((g) => g.items.map((i) => i.action));
      const offered = [...plan.buttons, ...plan.choices].map((c) => c.action).concat(listed);
      expect(offered).toHaveLength(legal.length);
      expect(new Set(offered)).toEqual(new Set(legal));
      for (const a of listed) kinds.add(a.type);
      for (const g of groups) groupNames.add(g.label);
      state = hulk.apply(state, bots[seat].choose(state, seat)).state;
    }
    // Set-up steps and a turn's activations and moves were all reachable through the list.
    for (const k of ["place-counter", "deploy-marine", "deploy-blip", "activate", "move"]) expect(kinds).toContain(k);
    expect(groupNames).toContain("Face-down counters");
    expect(groupNames).toContain("Deployment");
  });
});
