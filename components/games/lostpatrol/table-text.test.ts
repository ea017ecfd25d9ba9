import { describe, expect, it } from "vitest";
import { loadModule } from "@/lib/games/registry";
import { createBot } from "@/lib/engine/core/bots";
import type { LostPatrolState, LostPatrolView } from "@/lib/engine/lostpatrol";
import { tableSummary } from "./table-text";

describe("the Lost Patrol table in words", async () => {
  const m = await loadModule("lostpatrol");
  const content = m.parse(m.content!.sample());

  it("counts the tiles and names where each soldier and each monster stack stands, from the start", () => {
    let state = m.game.setup(content, m.game.defaultOptions, "words") as LostPatrolState;
    const first = tableSummary(m.game.view(state, 0) as LostPatrolView);
    expect(first).toMatch(/^1 tile on the table\. Soldiers: Sergeant on the start; Grenadier on the start; Infantry #\d on the start/);
    expect(first).toContain("No monster stacks.");
    const bots = [0, 1].map((s) => createBot(m.game, { kind: "random" }, `words/${s}`));
    for (let i = 0; i < 60 && !m.game.result(state); i++) {
      const seat = m.game.activeSeats(state)[0];
      state = m.game.apply(state, bots[seat].choose(state, seat)).state as LostPatrolState;
    }
    const later = tableSummary(m.game.view(state, 0) as LostPatrolView);
    expect(later).toMatch(/^\d+ tiles on the table\./);
    expect(later).not.toMatch(/-?\d+,-?\d+/);
  });
});
