import { describe, expect, it } from "vitest";
import { island } from "@/lib/engine/island/game";
import { createBot } from "@/lib/engine/core/bots";
import { islandModule } from "@/lib/games/island/module";
import type { IslandAction } from "@/lib/engine/island/types";
import { islandCells, locOptions, startLoc } from "./map-cursor";

describe("the island on the board cursor", () => {
  it("offers every Character's move from the Location it goes to, in words, and starts where one can go", () => {
    const input = islandModule.parse(islandModule.content!.sample());
    let moves = 0;
    // Some draws win at the draft already (a Starting Character's Win Condition): play a few games.
    for (let game = 0; game < 8 && moves === 0; game++) {
      let s = island.setup(input, { ...island.defaultOptions, players: 3, rules: "beginner" }, `cursor/${game}`);
      const bots = [0, 1, 2].map((seat) => createBot(island, { kind: "random" }, `cursor/${game}/${seat}`));
      for (let step = 0; step < 150 && !island.result(s); step++) {
        const [seat] = island.activeSeats(s);
        const legal: IslandAction[] = island.legalActions(s, seat);
        const v = island.view(s, seat);
        const cells = islandCells(v);
        expect(cells).toHaveLength(v.locs.length);
        const taken: IslandAction[] = [];
        for (const c of cells) for (const o of locOptions(v, legal, Number(c.key), (a) => taken.push(a))) o.run();
        for (const a of legal) if (a.type === "move" || a.type === "engage") expect(taken).toContain(a);
        if (legal.some((a) => a.type === "move")) {
          moves++;
          const start = startLoc(v, legal)!;
          expect(locOptions(v, legal, Number(start), () => {}).length).toBeGreaterThan(0);
        }
        s = island.apply(s, bots[seat].choose(s, seat)).state;
      }
    }
    expect(moves).toBeGreaterThan(0);
  });
});
