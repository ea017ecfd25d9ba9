/**
 * A game's optional fast paths (Game.legalActionAt, Game.applyInPlace, Game.metricsInto) must give exactly what
 * the plain contract gives, or seeded simulations would no longer replay in the studio. This
 * plays games with both side by side and reports the first disagreement; each game's tests run it.
 */
import { actionKeyOf, canonicalJson, type AnyGame } from "./game";
import { Rng, type Seed } from "./rng";

export interface FastPathCheck {
  content?: unknown;
  options?: unknown;
  /** One game is played per seed, random moves throughout. */
  seeds: Seed[];
  maxSteps?: number;
}

/** Equal as data: plain JSON first (fast), canonical JSON when the key order may differ. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) || canonicalJson(a) === canonicalJson(b);
}

/** The first disagreement between a game's fast paths and its plain contract, or null when none. */
export function checkFastPaths(game: AnyGame, check: FastPathCheck): string | null {
  const options = check.options ?? game.defaultOptions;
  const content = check.content ?? null;
  const maxSteps = check.maxSteps ?? 10_000;
  const seats = game.seatCount(options, content);
  for (const seed of check.seeds) {
    const rng = Rng.fromSeed(`fast-paths/${seed}`);
    // Two copies of the game: one played with apply, one with applyInPlace (when the game has it).
    let plain = game.setup(content, options, seed);
    let fast = game.setup(content, options, seed);
    for (let step = 0; step < maxSteps && !game.result(plain); step++) {
      const where = `seed ${String(seed)}, step ${step}`;
      const seat = game.activeSeats(plain)[0];
      const actions = game.legalActions(plain, seat);
      if (game.legalActionAt) {
        // Every place of the list, and "none" for a seat that is not to act.
        for (let k = 0; k < actions.length; k++) {
          let asked = -1;
          const a = game.legalActionAt(plain, seat, (n) => ((asked = n), k));
          if (asked !== actions.length) return `${where}: legalActionAt counted ${asked} actions, legalActions lists ${actions.length}`;
          if (a === undefined || actionKeyOf(game, a) !== actionKeyOf(game, actions[k])) {
            return `${where}: legalActionAt gave ${a === undefined ? "nothing" : canonicalJson(a)} at place ${k}, legalActions ${canonicalJson(actions[k])}`;
          }
        }
        const idle = seats > 1 ? (seat + 1) % seats : -1;
        if (idle >= 0 && !game.activeSeats(plain).includes(idle) && game.legalActionAt(plain, idle, () => 0) !== undefined) {
          return `${where}: legalActionAt gave an action to seat ${idle}, who is not to act`;
        }
      }
      const action = actions[rng.int(actions.length)];
      const before = JSON.stringify(plain);
      const next = game.apply(plain, action);
      if (!same(JSON.parse(before), plain)) return `${where}: apply changed the state it was given`;
      if (game.applyInPlace) {
        const nextFast = game.applyInPlace(fast, action);
        if (!same(nextFast.state, next.state)) return `${where}: applyInPlace and apply made different states`;
        if (!same(nextFast.events, next.events)) return `${where}: applyInPlace and apply told different events`;
        fast = nextFast.state;
      }
      plain = next.state;
    }
    if (game.metricsInto && game.metrics) {
      // Both copies: the in-place one may share nothing with the plain one by now.
      for (const [which, state] of [
        ["plain", plain],
        ["in place", fast],
      ] as const) {
        const told: [string, number][] = [];
        game.metricsInto(state, (key, value) => void told.push([key, value]));
        if (JSON.stringify(told) !== JSON.stringify(Object.entries(game.metrics(state))))
          return `seed ${String(seed)}: metricsInto and metrics disagree at the end (${which})`;
      }
    }
  }
  return null;
}
