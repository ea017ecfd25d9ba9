/**
 * "Odds & Evens Dice Race": a tiny test game with dice, simultaneous steps and hidden hands, so
 * replay, bots, the simulation runner and the bench can be exercised without real content.
 *
 * Rules: two seats, each holding a hidden hand of `handSize` dice. Every round both seats secretly
 * play one die (by value). Both advance by their own die; if the sum of the two dice is odd,
 * seat 0 ("Odds") gains `bonus` extra, if even seat 1 ("Evens") does. Played dice are replaced by
 * fresh rolls. First to `target` wins; both reaching it in the same round: the further one wins,
 * equal is a draw. After `maxRounds` the game is drawn unless someone is ahead.
 */
import {
  forgetOthers,
  IllegalActionError,
  openSimultaneous,
  redactPending,
  submitSimultaneous,
  waitingSeats,
  type Game,
  type GameEvent,
  type GameResult,
  type SimultaneousStep,
} from "../game";
import { Rng, seedRng, type RngState } from "../rng";

export interface DiceRaceOptions {
  target: number;
  handSize: number;
  bonus: number;
  maxRounds: number;
}

export interface DiceRaceAction {
  seat: number;
  die: number;
}

export interface DiceRaceState {
  rng: RngState;
  options: DiceRaceOptions;
  round: number;
  positions: [number, number];
  hands: [number[], number[]];
  step: SimultaneousStep<DiceRaceAction>;
  bonuses: [number, number];
  over: GameResult | null;
}

export interface DiceRaceView {
  seat: number;
  round: number;
  positions: [number, number];
  hand: number[];
  opponentHandSize: number;
  pending: ReturnType<typeof redactPending<DiceRaceAction>>;
  over: GameResult | null;
}

const DEFAULTS: DiceRaceOptions = { target: 20, handSize: 3, bonus: 2, maxRounds: 40 };

function finish(s: DiceRaceState): GameResult | null {
  const { target, maxRounds } = s.options;
  const [p0, p1] = s.positions;
  const scores = [p0, p1];
  if (p0 >= target || p1 >= target || s.round >= maxRounds) {
    if (p0 === p1) return { winners: [], draw: true, reason: p0 >= target ? "tied at the finish" : "round limit, tied", scores };
    const winner = p0 > p1 ? 0 : 1;
    return { winners: [winner], reason: p0 >= target || p1 >= target ? `reached ${target}` : "round limit, ahead", scores };
  }
  return null;
}

export const diceRace: Game<DiceRaceState, DiceRaceAction, null, DiceRaceOptions, DiceRaceView> = {
  id: "test/dice-race",
  defaultOptions: DEFAULTS,
  seatCount: () => 2,

  setup(_content, options, seed) {
    const opts = { ...DEFAULTS, ...options };
    const rng = new Rng(seedRng(seed));
    const hands: [number[], number[]] = [rng.nd6(opts.handSize), rng.nd6(opts.handSize)];
    return {
      rng: rng.state(),
      options: opts,
      round: 0,
      positions: [0, 0],
      hands,
      step: openSimultaneous([0, 1]),
      bonuses: [0, 0],
      over: null,
    };
  },

  activeSeats: (s) => (s.over ? [] : waitingSeats(s.step)),

  legalActions(s, seat) {
    if (s.over || !waitingSeats(s.step).includes(seat)) return [];
    const values = [...new Set(s.hands[seat])].sort((a, b) => a - b);
    return values.map((die) => ({ seat, die }));
  },

  apply(s, action) {
    if (s.over) throw new IllegalActionError("game over", action);
    if (!s.hands[action.seat]?.includes(action.die)) throw new IllegalActionError(`seat ${action.seat} has no ${action.die}`, action);
    const { step, complete } = submitSimultaneous(s.step, action);
    const events: GameEvent[] = [{ type: "submitted", seat: action.seat }];
    if (!complete) return { state: { ...s, step }, events };

    // Resolve the round: reveal, move, bonus, refill hands.
    const rng = new Rng(s.rng);
    const dice = complete.map((a) => a.die);
    const oddSum = (dice[0] + dice[1]) % 2 === 1;
    const bonusSeat = oddSum ? 0 : 1;
    const positions: [number, number] = [s.positions[0] + dice[0], s.positions[1] + dice[1]];
    positions[bonusSeat] += s.options.bonus;
    const bonuses: [number, number] = [...s.bonuses];
    bonuses[bonusSeat]++;
    const hands = s.hands.map((hand, seat) => {
      const h = hand.slice();
      h.splice(h.indexOf(dice[seat]), 1);
      h.push(rng.d6());
      return h;
    }) as [number[], number[]];
    events.push({ type: "reveal", dice, bonusSeat }, { type: "advance", positions: positions.slice() });
    const next: DiceRaceState = {
      ...s,
      rng: rng.state(),
      round: s.round + 1,
      positions,
      hands,
      bonuses,
      step: openSimultaneous([0, 1]),
      over: null,
    };
    next.over = finish(next);
    if (next.over) events.push({ type: "end", winners: next.over.winners, reason: next.over.reason });
    return { state: next, events };
  },

  result: (s) => s.over,

  view(s, seat) {
    return {
      seat,
      round: s.round,
      positions: [s.positions[0], s.positions[1]],
      hand: s.hands[seat].slice(),
      opponentHandSize: s.hands[1 - seat].length,
      pending: redactPending(s.step, seat),
      over: s.over,
    };
  },

  // The opponent's hand, their pending choice and the future rolls are unknown to `seat`.
  determinize(s, seat, rng) {
    const other = 1 - seat;
    const hands = s.hands.slice() as [number[], number[]];
    hands[other] = rng.nd6(s.hands[other].length);
    const fresh: RngState = { a: rng.u32(), b: rng.u32(), c: rng.u32(), d: rng.u32() };
    return { ...s, hands, step: forgetOthers(s.step, seat), rng: fresh };
  },

  heuristic(s, seat) {
    const mine = s.positions[seat] + s.hands[seat].reduce((a, b) => a + b, 0) / 3;
    const theirs = s.positions[1 - seat] + 3.5 * (s.hands[1 - seat].length / 3);
    return mine - theirs;
  },

  metrics: (s) => ({ rounds: s.round, oddBonuses: s.bonuses[0], evenBonuses: s.bonuses[1] }),

  actionKey: (a) => `${a.seat}:${a.die}`,
};
