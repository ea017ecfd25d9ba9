import { describe, expect, it } from "vitest";
import { greedyBot, randomBot } from "@/lib/engine/core/bots";
import { island } from "@/lib/engine/island/game";
import type { IslandState } from "@/lib/engine/island/types";
import { islandModule } from "@/lib/games/island/module";
import { describeIslandAction, describeIslandEvent, placeName } from "./words";

const input = islandModule.parse(islandModule.content!.sample());

describe("the island's log in words", () => {
  it("says every action and event of whole games in sentences, read from the public view", () => {
    const seen = new Set<string>();
    const unsaid = new Set<string>();
    for (const [players, rules, kind] of [
      [2, "beginner", "greedy"],
      [5, "advanced", "random"],
      [8, "advanced", "greedy"],
    ] as const) {
      let s: IslandState = island.setup(input, { ...island.defaultOptions, players, rules, tableActions: true, maxRounds: 8 }, players);
      const bots = Array.from({ length: players }, (_, i) => (kind === "greedy" ? greedyBot(island, `w${i}`) : randomBot(island, `w${i}`)));
      for (let k = 0; k < 3000 && !island.result(s); k++) {
        const [seat] = island.activeSeats(s);
        const action = bots[seat].choose(s, seat);
        expect(describeIslandAction(island.view(s, seat), action)).toMatch(/\S/);
        const out = island.apply(s, action);
        const after = island.view(out.state, -1);
        for (const e of out.events) {
          seen.add(e.type);
          if (!describeIslandEvent(e, after)) unsaid.add(e.type);
        }
        s = out.state;
      }
    }
    expect([...unsaid]).toEqual([]);
    expect(seen.size).toBeGreaterThan(15);
  });

  it("names each face-down Location by where it lies from one the table can name, never by coordinates, and no two alike", () => {
    for (const players of [2, 4, 8]) {
      const s = island.setup(input, { ...island.defaultOptions, players, rules: "advanced" }, players);
      const v = island.view(s, -1);
      const faceDown = v.locs.flatMap((l, i) => (!l.up && l.startOf < 0 ? [i] : []));
      expect(faceDown.length).toBeGreaterThan(0);
      const names = faceDown.map((i) => placeName(v, i));
      for (const name of names) {
        expect(name).toMatch(/^a face-down .+ of /);
        expect(name).not.toMatch(/-?\d+,-?\d+|\(/);
      }
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
