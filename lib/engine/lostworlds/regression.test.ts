/**
 * Regression guard for 2-seat duels: a hash over seeded random (and equilibrium) duels, all their
 * events, results and metrics. The multi-player rules (one against several) must leave a duel
 * bit-for-bit what it was; if this hash moves, a duel changed.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema } from "../../content/kinds/book";
import { createBot, type BotSpec } from "../core/bots";
import type { GameEvent } from "../core/game";
import { lostWorlds, type BookSource, type LostWorldsOptions } from "./index";

const mirim = bookBodySchema.parse(mirimDoc.body);
const tall: BookSource = { ...structuredClone(mirim), character: { ...mirim.character, name: "Tall Mirim", height: 9 } };

function playOut(books: BookSource[], options: Partial<LostWorldsOptions>, bots: BotSpec[], seed: string) {
  const o = { ...lostWorlds.defaultOptions, maneuverStats: true, ...options };
  let state = lostWorlds.setup({ books }, o, seed);
  const players = bots.map((b, seat) => createBot(lostWorlds, b, `${seed}/${seat}`));
  const events: GameEvent[] = [];
  while (!lostWorlds.result(state)) {
    const seats = lostWorlds.activeSeats(state);
    const choices = seats.map((seat) => players[seat].choose(state, seat));
    for (const c of choices) {
      const r = lostWorlds.apply(state, c);
      events.push(...r.events);
      state = r.state;
    }
  }
  return { events, result: lostWorlds.result(state), metrics: lostWorlds.metrics!(state), heuristic: lostWorlds.heuristic!(state, 0) };
}

describe("lostworlds: 2-seat duels stay bit-for-bit", () => {
  it("hash over seeded duels (random and equilibrium bots, several rule options)", () => {
    const h = createHash("sha256");
    const random: BotSpec = { kind: "random" };
    const eq: BotSpec = { kind: "equilibrium" };
    const runs: [BookSource[], Partial<LostWorldsOptions>, BotSpec[], number][] = [
      [[mirim, mirim], {}, [random, random], 60],
      [[mirim, tall], {}, [random, random], 30],
      [[tall, mirim], { height: false }, [random, random], 20],
      [[mirim, mirim], { levels: [1, 0], escape: true }, [random, random], 20],
      [[mirim, mirim], { conflict: "strict", startPage: 45 }, [random, random], 20],
      [[mirim, mirim], { maxExchanges: 30 }, [eq, random], 6],
      [[mirim, tall], { maxExchanges: 30 }, [random, eq], 6],
    ];
    let games = 0;
    for (const [k, [books, options, bots, n]] of runs.entries()) {
      for (let i = 0; i < n; i++) {
        h.update(JSON.stringify(playOut(books, options, bots, `reg${k}.${i}`)));
        games++;
      }
    }
    expect(games).toBe(162);
    expect(h.digest("hex")).toBe("b576af42ef6df0fe352a9ddb455a8cb7f14549a30b91aeca8f454b2c6dd53442");
  });
});
