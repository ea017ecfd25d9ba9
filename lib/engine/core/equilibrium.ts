/**
 * The equilibrium bot, for games whose simultaneous two-seat steps can be seen as a zero-sum
 * matrix game (a Lost Worlds exchange). The game says so by providing `stepMatrix`: rows are the
 * bot's candidate actions, columns the opponent's, and the payoff is the bot's objective one step
 * ahead (the game chooses it: expected damage difference, a win-probability proxy…). The bot solves
 * for its optimal mixed strategy (zero-sum.ts), caches it by the game's state key, and samples from
 * it with its own RNG, so it stays deterministic for a given seed.
 */
import type { ActionBase, Game, Seat } from "./game";
import { Rng, type Seed } from "./rng";
import { solveZeroSum } from "./zero-sum";
import type { Bot } from "./bot";

export interface StepMatrix<A> {
  /** The bot's candidate actions (the rows). */
  rows: readonly A[];
  /** Number of opponent actions (the columns). */
  cols: number;
  /** Payoff to the bot, row-major: payoff[r * cols + c]. */
  payoff: ArrayLike<number>;
  /** Equal keys within one `scope` must mean equal matrices (the solution is cached by it). */
  key: string;
  /** Identity of what the key is relative to (e.g. the compiled content); held weakly. */
  scope: object;
}

/** The optional game hook the equilibrium bot needs. */
export interface StepMatrixGame<S, A> {
  stepMatrix(state: S, seat: Seat): StepMatrix<A>;
}

export function hasStepMatrix<S, A extends ActionBase>(
  game: Game<S, A, any, any, any>,
): game is Game<S, A, any, any, any> & StepMatrixGame<S, A> {
  return typeof (game as Partial<StepMatrixGame<S, A>>).stepMatrix === "function";
}

/** Solved strategies by scope and key; shared by every bot in the thread (they are pure results). */
const solved = new WeakMap<object, Map<string, Float64Array>>();
const MAX_CACHED = 200_000;

export function equilibriumStrategy<A>(m: StepMatrix<A>): Float64Array {
  let byKey = solved.get(m.scope);
  if (!byKey) solved.set(m.scope, (byKey = new Map()));
  let mix = byKey.get(m.key);
  if (!mix) {
    mix =
      m.rows.length === 1 || m.cols === 0
        ? Float64Array.from(m.rows, (_, i) => (i === 0 ? 1 : 0))
        : solveZeroSum(m.payoff, m.rows.length, m.cols).row;
    if (byKey.size >= MAX_CACHED) byKey.clear();
    byKey.set(m.key, mix);
  }
  return mix;
}

export function equilibriumBot<S, A extends ActionBase>(game: Game<S, A, any, any, any>, seed: Seed): Bot<S, A> {
  if (!hasStepMatrix(game)) throw new Error(`the equilibrium bot needs a game with stepMatrix; ${game.id} has none`);
  const rng = Rng.fromSeed(seed);
  return {
    name: "equilibrium",
    choose(state, seat) {
      const m = game.stepMatrix(state, seat);
      if (m.rows.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal action`);
      const mix = equilibriumStrategy(m);
      let u = rng.float();
      for (let i = 0; i < mix.length; i++) {
        u -= mix[i];
        if (u < 0) return m.rows[i];
      }
      // Rounding left u ≥ 0 after the last row: take the last row with any weight.
      for (let i = mix.length - 1; i >= 0; i--) if (mix[i] > 0) return m.rows[i];
      return m.rows[0];
    },
  };
}
