/**
 * Bots see only what their seat may see: never the dice to come, the order of a deck or another
 * seat's hidden pieces. Every game's own `determinize` makes another state its seat cannot tell
 * apart from the real one (other dice, another deck order, other hidden values); a bot given the
 * same seed must then choose the same action in both. A bot that tried its actions with the
 * game's own random stream (a greedy bot that shoots only when the next roll hits) fails this.
 */
import { describe, expect, it } from "vitest";
import { createBot, type BotSpec } from "../engine/core/bots";
import { actionKeyOf, type AnyGame } from "../engine/core/game";
import { Rng } from "../engine/core/rng";
import { loadModules } from "./registry";

const BOTS: BotSpec[] = [{ kind: "greedy" }, { kind: "mcts", iterations: 12 }];

/** Plays `steps` actions with greedy bots, checking at every decision that each bot kind is blind to what its seat cannot see. */
function checkBlind(
  game: AnyGame,
  content: unknown,
  seed: string,
  steps: number,
  mctsEvery: number,
): { checked: number; differed: string[] } {
  const options = game.defaultOptions;
  const seats = game.seatCount(options, content);
  const players = Array.from({ length: seats }, (_, seat) => createBot(game, { kind: "greedy" }, `${seed}/play${seat}`));
  let state = game.setup(content, options, seed);
  let checked = 0;
  const differed: string[] = [];
  for (let step = 0; step < steps && !game.result(state); step++) {
    const active = game.activeSeats(state);
    if (active.length === 0) break;
    for (const seat of active) {
      if (game.legalActions(state, seat).length < 2) continue;
      for (const spec of BOTS) {
        if (spec.kind === "mcts" && step % mctsEvery !== 0) continue;
        const other = game.determinize!(state, seat, Rng.fromSeed(`${seed}/other${step}`));
        const real = createBot(game, spec, `${seed}/bot${step}`).choose(state, seat);
        const blind = createBot(game, spec, `${seed}/bot${step}`).choose(other, seat);
        checked++;
        if (actionKeyOf(game, real) !== actionKeyOf(game, blind))
          differed.push(`${spec.kind} at step ${step}: ${actionKeyOf(game, real)} / ${actionKeyOf(game, blind)}`);
      }
    }
    // Simultaneous seats choose from the same state before any choice is applied.
    const choices = active.map((seat) => players[seat].choose(state, seat));
    for (const a of choices) if (!game.result(state)) state = game.apply(state, a).state;
  }
  return { checked, differed };
}

describe("bots cannot see the dice to come nor anything else their seat may not see", async () => {
  const modules = await loadModules();
  for (const m of modules) {
    it(`${m.id}: the same choice in every state the seat cannot tell apart`, () => {
      // Every built-in game with hidden information or dice says what its seats cannot see.
      expect(m.game.determinize, `${m.id} has no determinize`).toBeDefined();
      const content = m.parse(m.content ? m.content.sample() : null);
      let checked = 0;
      const differed: string[] = [];
      for (const seed of ["blind-a", "blind-b"]) {
        const r = checkBlind(m.game, content, seed, 100, 25);
        checked += r.checked;
        differed.push(...r.differed);
      }
      expect(checked).toBeGreaterThanOrEqual(10);
      expect(differed).toEqual([]);
    });
  }
});
