/**
 * The Game contract: everything bots, the match log, replay and the simulation runner need to
 * know about a game, and nothing more (what documents it is set up from, its name and its rule
 * options are the game module's: lib/games). A game is a plain object of pure functions over plain-data
 * state (JSON-serializable, structured-cloneable). Randomness comes only from the RngState kept in
 * the game state, so `setup(input, options, seed)` plus the action log reproduces any game. `input` is
 * the engine's own description of its content (a compiled board, a deck), which the game module
 * makes from documents once.
 *
 * Turn structure: `activeSeats(state)` lists the seats that still have to act. One seat → an
 * ordinary turn. Several seats → a simultaneous step: each of them submits one action (in any
 * order, each as a separate `apply`), the game stores the submissions without revealing them
 * (`view` hides them) and resolves the step when the last one arrives. The seat that submitted
 * drops out of `activeSeats`. `SimultaneousStep` below is the helper for that bookkeeping; a Lost
 * Worlds exchange is exactly this: both players pick a maneuver, then both books are read.
 */
import type { Rng, Seed } from "./rng";

/** A seat index, 0-based. */
export type Seat = number;

/** Every action names the seat that takes it. */
export interface ActionBase {
  seat: Seat;
}

/** Something that happened, for logs, animation and replay checks. Plain data. */
export interface GameEvent {
  type: string;
  [key: string]: unknown;
}

export interface GameResult {
  /** Winning seats (several for team wins); empty on a draw or when everyone lost. */
  winners: Seat[];
  draw?: boolean;
  /** Why the game ended, in words a player understands ("reached 20 points", "turn limit"). */
  reason: string;
  /** Final score per seat, when the game has one. */
  scores?: number[];
  /**
   * The game did not end by its rules: a safety cap (an option meant for simulations) stopped it.
   * Not a win, a draw nor a loss for anyone: simulations count it apart, as unfinished.
   */
  unfinished?: boolean;
}

export interface ApplyResult<State> {
  state: State;
  events: GameEvent[];
}

export interface Game<State, Action extends ActionBase, Content = unknown, Options = unknown, View = State> {
  /** The game's id in the registry of game modules (lib/games), e.g. "lostworlds". */
  id: string;
  /** Options used when a caller passes none. */
  defaultOptions: Options;
  /** Number of seats for these options (known before setup, so bots can be assigned). */
  seatCount(options: Options, content: Content): number;

  /** The initial state. All randomness must come from `seed`. */
  setup(content: Content, options: Options, seed: Seed): State;
  /** Seats that must act now (several = a simultaneous step); empty when the game is over. */
  activeSeats(state: State): Seat[];
  /** Legal actions for `seat` now; empty when the seat is not active. Order must be deterministic. */
  legalActions(state: State, seat: Seat): Action[];
  /**
   * Optional, for speed in random play (the random bot, MCTS playouts): the action at place
   * `pick(n)` of `legalActions(state, seat)`, n being its length, found without listing them;
   * undefined (and `pick` not called) when there is none. `pick` returns an integer in [0, n).
   * It must agree with legalActions exactly (core/fast-paths.ts checks a game's pair).
   */
  legalActionAt?(state: State, seat: Seat, pick: (n: number) => number): Action | undefined;
  /** Pure: must not mutate `state`; throws on an illegal action. */
  apply(state: State, action: Action): ApplyResult<State>;
  /**
   * Optional, for speed in simulations: `apply` for a caller that gives `state` up and keeps no
   * other state of the game (nor anything taken from one); the game may change `state` and
   * return it, copying nothing. Same results as `apply` (core/fast-paths.ts checks a game's pair).
   * An illegal action may leave `state` half changed: the caller must then drop it.
   */
  applyInPlace?(state: State, action: Action): ApplyResult<State>;
  /** null while the game goes on. */
  result(state: State): GameResult | null;
  /** What `seat` may see (hidden hands, unrevealed simultaneous choices removed). */
  view(state: State, seat: Seat): View;

  /**
   * For bots under hidden information: a full state consistent with what `seat` can see, with
   * everything hidden from it (opponents' hands, their pending simultaneous choices, the RNG
   * state that decides future draws) resampled from `rng`. Without it, bots see the true state.
   */
  determinize?(state: State, seat: Seat, rng: Rng): State;
  /** Larger is better for `seat`; used by the greedy bot and to score cut-off MCTS rollouts. */
  heuristic?(state: State, seat: Seat): number;
  /**
   * Optional: a heuristic player's choice among `actions` (the seat's legal actions), which the
   * greedy bot plays instead of trying each action and rating the state it leads to. A game whose
   * actions roll dice needs it: applying an action with the game's own RNG would show the bot the
   * dice to come. It must read only what `view(state, seat)` shows and draw any randomness from
   * `rng`, the bot's own.
   */
  policy?(state: State, seat: Seat, actions: Action[], rng: Rng): Action;
  /**
   * Per-game counts the simulation runner averages (e.g. { exchanges: 7, criticals: 1 }). Integers
   * only: workers sum them exactly, which keeps summaries identical for any worker count.
   */
  metrics?(state: State): Record<string, number>;
  /**
   * Optional, for speed in simulations: `metrics`, handed over one by one in the same order
   * instead of as an object (a tally needs no object; Lost Worlds reports ~60 per duel). `slot`,
   * when given, is a small integer the game gives that key every time (and no other key), by which
   * a tally finds the key's totals without looking the name up. core/fast-paths.ts checks it
   * against `metrics`.
   */
  metricsInto?(state: State, add: (key: string, value: number, slot?: number) => void): void;
  /** A stable identity for an action (defaults to JSON of the action); used by MCTS and replay. */
  actionKey?(action: Action): string;
}

/** Any game, for registries and tools that do not care about the type parameters. */
export type AnyGame = Game<any, any, any, any, any>;

/** The game's action key, or canonical JSON of the action (keys sorted) as a fallback. */
export function actionKeyOf<A extends ActionBase>(game: { actionKey?(a: A): string }, action: A): string {
  return game.actionKey ? game.actionKey(action) : canonicalJson(action);
}

/** JSON with object keys sorted, so equal data gives equal strings. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/**
 * Thrown by `setup` or `apply` when the game's content cannot be played on from here: two Lost
 * Worlds books that leave the fighters at different ranges, a matrix cell naming no picture. The
 * rules are right to stop such a game, but it is one bad game, not a bad run: a simulation counts
 * it as failed, keeps its message (which names the content at fault, in the author's words) and
 * plays on. Any other error is a fault of the engine or a bot and stops the run.
 */
export class GameDataError extends Error {
  /** A brand, not `instanceof`: a worker and the page may each load their own copy of this module. */
  readonly gameDataError = true;
  constructor(message: string) {
    super(message);
    this.name = "GameDataError";
  }
}

export const isGameDataError = (e: unknown): e is GameDataError =>
  e instanceof Error && (e as { gameDataError?: unknown }).gameDataError === true;

/** Thrown by `apply` (or the match layer) for an action that is not legal now. */
export class IllegalActionError extends Error {
  constructor(
    message: string,
    readonly action?: unknown,
  ) {
    super(message);
    this.name = "IllegalActionError";
  }
}

// ---------------------------------------------------------------------------------------------
// Simultaneous steps

/**
 * Pending choices of one simultaneous step: which seats must choose, and what each chose so far.
 * Keep it inside game state; `view` should pass it through `redactPending` for other seats.
 */
export interface SimultaneousStep<A> {
  seats: Seat[];
  /** choices[i] belongs to seats[i]; null until submitted. */
  choices: (A | null)[];
}

/**
 * The event a game emits for a secret choice that does not resolve the step yet. Logs and
 * replays show such an action only once a later step reveals it (see `isSecretUntil`).
 */
export const CHOSEN_EVENT = "chosen";

/** Whether log entry `i` of `entries` (up to `end`) is a choice still hidden from the others. */
export function isSecretUntil(entries: readonly { events: readonly GameEvent[] }[], i: number, end: number): boolean {
  const chosenOnly = (k: number) => entries[k].events.length === 1 && entries[k].events[0].type === CHOSEN_EVENT;
  for (let k = i; k < end; k++) if (!chosenOnly(k)) return false;
  return true;
}

export function openSimultaneous<A>(seats: Seat[]): SimultaneousStep<A> {
  return { seats: seats.slice(), choices: seats.map(() => null) };
}

/** Seats of the step that have not submitted yet (use as `activeSeats`). */
export function waitingSeats<A>(step: SimultaneousStep<A>): Seat[] {
  return step.seats.filter((_, i) => step.choices[i] === null);
}

/**
 * Records one seat's choice. Returns the new step (input untouched) and, once every seat has
 * chosen, `complete`: the choices in seat order, ready to resolve together.
 */
export function submitSimultaneous<A extends ActionBase>(
  step: SimultaneousStep<A>,
  action: A,
): { step: SimultaneousStep<A>; complete: A[] | null } {
  const i = step.seats.indexOf(action.seat);
  if (i < 0) throw new IllegalActionError(`seat ${action.seat} does not take part in this step`, action);
  if (step.choices[i] !== null) throw new IllegalActionError(`seat ${action.seat} has already chosen`, action);
  const choices = step.choices.slice();
  choices[i] = action;
  const next = { seats: step.seats, choices };
  return { step: next, complete: choices.every((c) => c !== null) ? (choices as A[]) : null };
}

/** What `viewer` may know of a step: its own choice, and only whether the others have chosen. */
export function redactPending<A>(step: SimultaneousStep<A>, viewer: Seat): { seats: Seat[]; submitted: boolean[]; mine: A | null } {
  const i = step.seats.indexOf(viewer);
  return {
    seats: step.seats.slice(),
    submitted: step.choices.map((c) => c !== null),
    mine: i >= 0 ? step.choices[i] : null,
  };
}

/** Drops other seats' submissions (for `determinize`: the viewer cannot know them). */
export function forgetOthers<A>(step: SimultaneousStep<A>, viewer: Seat): SimultaneousStep<A> {
  return { seats: step.seats, choices: step.choices.map((c, i) => (step.seats[i] === viewer ? c : null)) };
}
