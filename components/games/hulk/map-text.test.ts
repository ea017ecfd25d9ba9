import { describe, expect, it } from "vitest";
import { hulk } from "@/lib/engine/hulk/game";
import { createBot } from "@/lib/engine/core/bots";
import { pitfallBoard } from "@/lib/games/hulk/compile";
import type { HulkState } from "@/lib/engine/hulk/types";
import { mapSummary } from "./map-text";

describe("the Space Hulk map in words", () => {
  it("names each Marine where he stands and how he faces, and blips as blips for the Marine side", () => {
    let s: HulkState = hulk.setup(pitfallBoard(), {}, 5);
    expect(mapSummary(hulk.view(s, 0))).toBe("No Marines on the map.");
    const bots = [0, 1].map((seat) => createBot(hulk, { kind: "random" }, `map/${seat}`));
    while (s.phase !== "marines" && !hulk.result(s)) {
      const seat = hulk.activeSeats(s)[0];
      s = hulk.apply(s, bots[seat].choose(s, seat)).state;
    }
    const text = mapSummary(hulk.view(s, 0));
    expect(text).toMatch(/^Marines: Sergeant Martina .+ facing [NESW]/);
    expect(text.match(/facing/g)?.length).toBe(s.pieces.filter((p) => p.kind === 0).length);
    expect(text).toMatch(/Blips: Blip #\d+ \(\?\)/);
  });
});
