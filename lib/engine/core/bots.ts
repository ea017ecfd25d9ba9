/**
 * Bots that play any Game through the contract only. Each bot owns its RNG (seeded at creation),
 * so given the same seed and the same states it always picks the same actions; that keeps
 * simulations reproducible. A bot is only ever asked for the seat it plays, including during a
 * simultaneous step (it picks its own choice, never the others').
 */
import { actionKeyOf, type ActionBase, type AnyGame, type Game, type GameEvent, type Seat } from "./game";
import type { Bot, BotSpec } from "./bot";
import { equilibriumBot } from "./equilibrium";

export type { Bot, BotSpec } from "./bot";
import { Rng, type Seed } from "./rng";

export function parseBotSpec(text: string): BotSpec {
  const [kind, arg] = text.split(":");
  if (kind === "random" || kind === "greedy" || kind === "equilibrium") return { kind };
  if (kind === "mcts") {
    if (arg === undefined) return { kind };
    const iterations = Number(arg);
    if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`bad MCTS iterations "${arg}" in "${text}"`);
    return { kind, iterations };
  }
  throw new Error(`unknown bot "${text}" (expected random, greedy, equilibrium, mcts or mcts:<iterations>)`);
}

export function createBot<S, A extends ActionBase>(game: Game<S, A, any, any, any>, spec: BotSpec, seed: Seed): Bot<S, A> {
  switch (spec.kind) {
    case "random":
      return randomBot(game, seed);
    case "greedy":
      return greedyBot(game, seed);
    case "mcts":
      return mctsBot(game, seed, spec);
    case "equilibrium":
      return equilibriumBot(game, seed);
  }
}

function legalOrThrow<S, A extends ActionBase>(game: Game<S, A, any, any, any>, state: S, seat: Seat): A[] {
  const actions = game.legalActions(state, seat);
  if (actions.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal action`);
  return actions;
}

/** Draws below this are never rejected for a list of at most 2^16: Rng.int's limit is above it. */
const SURELY_KEPT = 4294967296 - 0x10000;

/**
 * `rng.int(n)`, drawing exactly the same numbers: Rng.int's arithmetic, but with the remainder
 * taken by an exact integer division instead of a floating-point `%` (a library call). Exact
 * while x / n rounds to the right integer, so only up to n = 2^16 (always, in practice for a
 * list of actions); larger n go through rng.int.
 */
export function intLikeRng(rng: Rng, n: number): number {
  if (n === 1) return 0;
  if (n < 1 || n > 0x10000) return rng.int(n);
  for (;;) {
    const x = rng.u32();
    // Rng.int redraws x >= 2^32 - (2^32 % n); the limit is only worked out for the rare x that
    // could be that high. `| 0` makes the result an integer to the compiler (the arithmetic is
    // in doubles), so a list read with it is a plain element load rather than a generic lookup.
    if (x < SURELY_KEPT || x < 4294967296 - (4294967296 % n)) return (x - Math.floor(x / n) * n) | 0;
  }
}

/** `rng.pick(items)`, drawing exactly the same numbers (see intLikeRng). */
export function pickLikeRng<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) return rng.pick(items);
  return items[intLikeRng(rng, items.length)];
}

/**
 * `legalActions(state, seat)[pick(n)]`, n being its length, through the game's legalActionAt when
 * it has one (no list made); undefined when the seat has no legal action.
 */
function pickLegal<S, A extends ActionBase>(
  game: Game<S, A, any, any, any>,
  state: S,
  seat: Seat,
  pick: (n: number) => number,
): A | undefined {
  if (game.legalActionAt) return game.legalActionAt(state, seat, pick);
  const actions = game.legalActions(state, seat);
  return actions.length === 0 ? undefined : actions[pick(actions.length)];
}

/** Uniformly random legal action. */
export function randomBot<S, A extends ActionBase>(game: Game<S, A, any, any, any>, seed: Seed): Bot<S, A> {
  const rng = Rng.fromSeed(seed);
  // Bound rather than an arrow: under tsx every arrow made is named with a defineProperty, and
  // simulations make two random bots per game.
  const pick: (n: number) => number = intLikeRng.bind(null, rng);
  return {
    name: "random",
    choose(state, seat) {
      const action = pickLegal(game, state, seat, pick);
      if (action === undefined) throw new Error(`${game.id}: seat ${seat} has no legal action`);
      return action;
    },
  };
}

/**
 * One-ply greedy: applies each legal action and keeps the one whose resulting state the game's
 * heuristic rates best for the seat (wins count as +∞); ties broken at random. With hidden
 * information (`determinize`) it looks ahead in one resampled state, as MCTS does. During a
 * simultaneous step the result is read before the others have chosen, which is what a greedy
 * player does. Falls back to random play when the game has no heuristic.
 */
export function greedyBot<S, A extends ActionBase>(game: Game<S, A, any, any, any>, seed: Seed): Bot<S, A> {
  const rng = Rng.fromSeed(seed);
  return {
    name: "greedy",
    choose(state, seat) {
      const actions = legalOrThrow(game, state, seat);
      if (!game.heuristic) return rng.pick(actions);
      // Honest look-ahead: the actions are tried on a state consistent with what the seat sees
      // (the dice to come and hidden cards resampled), never on the true one, whose RNG would
      // show the bot how each roll turns out.
      const seen = game.determinize ? game.determinize(state, seat, rng) : state;
      let best: A[] = [];
      let bestScore = -Infinity;
      for (const a of actions) {
        const next = game.apply(seen, a).state;
        const res = game.result(next);
        // A game stopped unfinished by a safety cap is scored as a draw: nobody won it.
        const score = res
          ? res.winners.includes(seat)
            ? Infinity
            : res.draw || res.unfinished
              ? 0
              : -Infinity
          : game.heuristic(next, seat);
        if (score > bestScore) {
          bestScore = score;
          best = [a];
        } else if (score === bestScore) best.push(a);
      }
      return rng.pick(best.length ? best : actions);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// MCTS

interface Node {
  /** Seat that made the move leading here (rewards are stored from its point of view). */
  mover: Seat;
  visits: number;
  reward: number;
  /** How often this child was available when its parent was visited (for ISMCTS-style UCB). */
  avail: number;
  children: Map<string, Node>;
}

export interface MctsOptions {
  iterations?: number;
  /** UCB1 exploration constant; √2 is the textbook value for rewards in [0, 1]. */
  exploration?: number;
  /** Random playout cut-off; beyond it the heuristic (or 0.5) scores the position. */
  rolloutDepth?: number;
}

/**
 * UCT Monte Carlo tree search with determinization: every iteration samples one full state
 * consistent with what the bot's seat can see (`game.determinize`, when the game has hidden
 * information), then descends a single shared tree keyed by action keys, considering only the
 * actions legal in that sample (single-observer information-set MCTS). Rewards: win 1, draw 0.5,
 * loss 0. Bounded by iterations only, so it is deterministic for a given seed.
 *
 * Simultaneous steps are searched as if the active seats moved one after another; that is sound
 * because `determinize` removes the other seats' pending choices, so the bot never sees them.
 */
export function mctsBot<S, A extends ActionBase>(game: Game<S, A, any, any, any>, seed: Seed, opts: MctsOptions = {}): Bot<S, A> {
  const rng = Rng.fromSeed(seed);
  const iterations = opts.iterations ?? 200;
  const c = opts.exploration ?? Math.SQRT2;
  const rolloutDepth = opts.rolloutDepth ?? 200;

  const reward = (state: S, seat: Seat, moverRes: ReturnType<AnyGame["result"]>): number => {
    const res = moverRes;
    if (res) return res.winners.includes(seat) ? 1 : res.draw || res.unfinished ? 0.5 : 0;
    if (game.heuristic) {
      // Squash the heuristic difference into (0, 1) so cut-off playouts still carry signal.
      const h = game.heuristic(state, seat);
      return 1 / (1 + Math.exp(-h / 4));
    }
    return 0.5;
  };

  return {
    name: "mcts",
    choose(rootState, seat) {
      const rootActions = legalOrThrow(game, rootState, seat);
      if (rootActions.length === 1) return rootActions[0];
      const root: Node = { mover: -1, visits: 0, reward: 0, avail: 0, children: new Map() };
      const byKey = new Map(rootActions.map((a) => [actionKeyOf(game, a), a]));

      for (let it = 0; it < iterations; it++) {
        let state = game.determinize ? game.determinize(rootState, seat, rng) : rootState;
        let node = root;
        const path: Node[] = [root];
        let toMove: Seat = seat;
        // Selection and expansion.
        for (;;) {
          if (game.result(state)) break;
          const active = game.activeSeats(state);
          if (active.length === 0) break;
          toMove = node === root ? seat : active[0];
          const actions = game.legalActions(state, toMove);
          if (actions.length === 0) break;
          const keyed = actions.map((a) => ({ a, key: actionKeyOf(game, a) }));
          for (const k of keyed) {
            const ch = node.children.get(k.key);
            if (ch) ch.avail++;
          }
          const untried = keyed.filter((k) => !node.children.has(k.key));
          if (untried.length > 0) {
            const pick = rng.pick(untried);
            const child: Node = { mover: toMove, visits: 0, reward: 0, avail: 1, children: new Map() };
            node.children.set(pick.key, child);
            state = game.apply(state, pick.a).state;
            path.push(child);
            break;
          }
          let best: { a: A; node: Node } | null = null;
          let bestU = -Infinity;
          for (const k of keyed) {
            const ch = node.children.get(k.key)!;
            const u = ch.reward / ch.visits + c * Math.sqrt(Math.log(Math.max(1, ch.avail)) / ch.visits);
            if (u > bestU) {
              bestU = u;
              best = { a: k.a, node: ch };
            }
          }
          state = game.apply(state, best!.a).state;
          node = best!.node;
          path.push(node);
        }
        // Random playout.
        let res = game.result(state);
        for (let d = 0; !res && d < rolloutDepth; d++) {
          const active = game.activeSeats(state);
          if (active.length === 0) break;
          // rng.pick over the legal actions (without listing them when the game can).
          const action = pickLegal(game, state, active[0], (n) => rng.int(n));
          if (action === undefined) break;
          state = game.apply(state, action).state;
          res = game.result(state);
        }
        // Backpropagation: each node is scored for the seat that moved into it.
        const cache = new Map<Seat, number>();
        for (const n of path) {
          n.visits++;
          if (n.mover < 0) continue;
          let r = cache.get(n.mover);
          if (r === undefined) {
            r = reward(state, n.mover, res);
            cache.set(n.mover, r);
          }
          n.reward += r;
        }
      }
      // Most visited root action (robust child); ties by key order for determinism.
      let bestKey: string | null = null;
      let bestVisits = -1;
      for (const [key, a] of byKey) {
        void a;
        const v = root.children.get(key)?.visits ?? 0;
        if (v > bestVisits) {
          bestVisits = v;
          bestKey = key;
        }
      }
      return byKey.get(bestKey!)!;
    },
  };
}

/**
 * Plays a game to its end with one bot per seat, keeping the log as a playtest or match records
 * it (the first active seat acts; a simultaneous step takes each seat's pick in turn). For tests
 * and fixtures that need a finished game with its replay.
 */
export function playOut<S, A extends ActionBase>(
  game: Game<S, A, any, any, any>,
  start: S,
  bots: Bot<S, A>[],
): { state: S; log: { action: A; events: GameEvent[] }[] } {
  let state = start;
  const log: { action: A; events: GameEvent[] }[] = [];
  while (!game.result(state)) {
    const seat = game.activeSeats(state)[0];
    const action = bots[seat].choose(state, seat);
    const out = game.apply(state, action);
    log.push({ action, events: out.events });
    state = out.state;
  }
  return { state, log };
}
