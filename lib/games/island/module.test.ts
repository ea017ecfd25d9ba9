import { describe, expect, it } from "vitest";
import { greedyBot } from "../../engine/core/bots";
import { playGame } from "../../engine/core/chunk";
import { Rng } from "../../engine/core/rng";
import { island } from "../../engine/island/game";
import { islandPolicy } from "../../engine/island/policy";
import { determinizeIsland, islandView } from "../../engine/island/view";
import { cloneState } from "../../engine/island/state";
import type { IslandState } from "../../engine/island/types";
import { islandModule } from "./module";

const input = islandModule.parse(islandModule.content!.sample());

/** Plays bots until the game ends or `steps` actions were taken, calling `at` before each action. */
function playUntil(
  players: number,
  rules: "beginner" | "advanced",
  seed: number,
  steps: number,
  at?: (s: IslandState) => void,
): IslandState {
  let s = island.setup(input, { ...island.defaultOptions, players, rules }, seed);
  const bots = Array.from({ length: players }, (_, i) => greedyBot(island, `b${seed}/${i}`));
  for (let k = 0; k < steps && !island.result(s); k++) {
    at?.(s);
    const [seat] = island.activeSeats(s);
    s = island.apply(s, bots[seat].choose(s, seat)).state;
  }
  return s;
}

describe("the island module", () => {
  it("plays the sample island: the box's counts", () => {
    expect(input.tileDeck).toHaveLength(75);
    expect(input.characters).toHaveLength(17);
    expect(input.fateDeck).toHaveLength(158);
    expect(input.halfTiles).toBe(10);
  });

  for (const players of [2, 8])
    for (const rules of ["beginner", "advanced"] as const)
      it(`finishes ${players}-seat ${rules} games between random and greedy bots, the same for the same seed`, () => {
        for (const kind of ["random", "greedy"] as const) {
          const spec = {
            gameId: "island",
            content: input,
            options: { players, rules },
            bots: Array.from({ length: players }, () => ({ kind })),
            n: 1,
            baseSeed: 7,
            maxSteps: 20_000,
          };
          for (let i = 0; i < 3; i++) {
            const a = playGame(island, spec, i);
            expect(a.truncated, `${kind} game ${i}`).toBe(false);
            expect(a.reason).toBeTruthy();
            expect(playGame(island, spec, i)).toEqual(a);
          }
        }
      });

  it("greedy bots choose from what their seat sees: the same choice in any state consistent with their view", () => {
    let checked = 0;
    playUntil(4, "advanced", 3, 400, (s) => {
      const [seat] = island.activeSeats(s);
      const actions = island.legalActions(s, seat);
      if (actions.length < 2) return;
      const other = determinizeIsland(s, seat, Rng.fromSeed(`d${checked}`), cloneState);
      const [seen, resampled] = [islandView(s, seat), islandView(other, seat)];
      // A check's totals are announced at the table, face-down Equipment's Power included; the
      // resampled state may hold other Equipment, so totals alone may differ.
      const untotalled = (v: typeof seen) => ({ ...v, check: v.check && { ...v.check, attack: 0, defend: 0 } });
      expect(untotalled(resampled)).toEqual(untotalled(seen));
      if (JSON.stringify(resampled) !== JSON.stringify(seen)) return;
      const a = islandPolicy(s, seat, actions, Rng.fromSeed("same"));
      const b = islandPolicy(other, seat, island.legalActions(other, seat), Rng.fromSeed("same"));
      expect(b).toEqual(a);
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });

  it("shows a seat its own Events and only the number of everyone else's", () => {
    const s = playUntil(3, "advanced", 11, 300);
    for (let seat = 0; seat < 3; seat++) {
      const v = islandView(s, seat);
      expect(v.hand.map((k) => k.card)).toEqual(s.seats[seat].hand);
      expect(v.handSizes).toEqual(s.seats.map((p) => p.hand.length));
      expect(JSON.stringify(v)).not.toContain('"rng"');
      for (const l of v.locs) if (!l.up) expect(l.tile).toBe(-1);
    }
  });
});
