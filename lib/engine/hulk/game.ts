/**
 * Space Hulk as a core `Game` (id "hulk", content kind "mission"): seat 0 the Space Marines, seat
 * 1 the Genestealers. Rules: RULES-NOTES §5 base-game defaults (numbers from the ruleset document)
 * and the Pitfall supplement (seed 002). Content: see content.ts.
 *
 * Module map: setup.ts (counters, deployment), flow.ts (turns, victory), settle.ts (what happens
 * between decisions), actions.ts (who acts, legality), piece-actions.ts / piece-apply.ts (what a
 * piece may do and doing it), sight.ts (LOS), combat.ts, falling.ts, blips.ts, outlook.ts.
 *
 * Where the sources leave a choice open, this engine reads them as follows (each is commented
 * where it is implemented):
 *  - the players place the pool counters as actions; the Genestealer player's choice of blips
 *    totalling the pool is a random draw from the ruleset's mix, and waiting blips enter in the
 *    order drawn;
 *  - a turn's pieces are activated one at a time ("activate", then actions, then "done"), so the
 *    action lists stay short; AP left at "done" are lost, command points are not;
 *  - command points are public (the notes roll them openly); in the Genestealer turn the Marine
 *    player may spend them after each action of a Genestealer a Marine sees ("react" decision);
 *  - a storm bolter fires free after a move or a turn; overwatch fires after every Genestealer
 *    action in sight except close assault; a Genestealer's free 90° turn cannot follow another;
 *  - blips are contacts, not models: they do not block LOS; a blip under a falling Marine is
 *    treated as the Stealers it stands for; a flamed blip burns as a whole;
 *  - the diagrams' "LOS only" spaces through holes are not modelled (LOS = fire arc);
 *  - winning or tying a close assault turns an unfaced Marine to face automatically (a prone one
 *    gets up), and a falling Marine with no free space to be put in kills the Marine below;
 *  - Pitfall has no turn limit: `maxTurns` (default 30) ends a game with the mission's outcomes;
 *  - a "killed" event names the killer (`by`, -1 for none); for campaigns, each Marine's kills of
 *    enemies and its death are kept by squad slot (`squadKills`, `squadLost`), a blip as one kill.
 */
import { IllegalActionError, type Game, type GameResult } from "../core/game";
import { Rng } from "../core/rng";
import { activeSeat, actionKey, legalActions, play, wasListed } from "./actions";
import { outlook } from "./outlook";
import { setupGame } from "./setup";
import { settle } from "./settle";
import { working, type Events } from "./state";
import { BLIP, MARINES, type HulkAction, type HulkBoard, type HulkOptions, type HulkState, type Piece } from "./types";

/**
 * What a seat sees. Hidden: the dice to come, the face-down counters during set-up (from both
 * players: "without looking at it"), and from the Marines what each blip, waiting blip and the
 * pool hold (blips show `blip: -1`).
 */
export type HulkView = Omit<HulkState, "rng" | "counterDeck" | "waiting" | "pool"> & {
  seat: number;
  counterDeck: number[] | null;
  waiting: number[] | null;
  waitingCount: number;
  pool: number[] | null;
  poolSize: number;
};

const NO_SEATS: number[] = Object.freeze([]) as unknown as number[];
const SEATS: number[][] = [Object.freeze([0]) as unknown as number[], Object.freeze([1]) as unknown as number[]];

/** Actions after which every Marine sees exactly what it saw before. */
const SIGHT_UNCHANGED = new Set<HulkAction["type"]>(["activate", "done", "overwatch", "clear-jam", "deploy-blip", "convert"]);

const hideBlip = (p: Piece): Piece => (p.kind === BLIP ? { ...p, blip: -1 } : p);

/** One action and what follows it until the next decision, on a working copy or in place (see state.ts working). */
function step(state: HulkState, action: HulkAction, inPlace: boolean) {
  if (state.end) throw new IllegalActionError("the game is over", action);
  const checked = wasListed(state, action, inPlace);
  const s = working(state, inPlace);
  const rng = new Rng(s.rng);
  const events: Events = [];
  play(s, action, rng, events, checked);
  settle(s, rng, events, !SIGHT_UNCHANGED.has(action.type));
  s.rng = rng.state();
  return { state: s, events };
}

export const hulk: Game<HulkState, HulkAction, HulkBoard, HulkOptions, HulkView> = {
  id: "hulk",
  defaultOptions: {},
  seatCount: () => 2,

  setup(content, options, seed) {
    const s = working(setupGame(content, options, seed));
    const rng = new Rng(s.rng);
    settle(s, rng, []);
    s.rng = rng.state();
    return s;
  },

  activeSeats(s) {
    const seat = activeSeat(s);
    return seat < 0 ? NO_SEATS : SEATS[seat];
  },

  legalActions,

  apply: (state, action) => step(state, action, false),
  applyInPlace: (state, action) => step(state, action, true),

  result(s): GameResult | null {
    if (!s.end) return null;
    return s.end.winner >= 0 ? { winners: [s.end.winner], reason: s.end.reason } : { winners: [], draw: true, reason: s.end.reason };
  },

  view(s, seat) {
    const { rng, counterDeck, waiting, pool, ...table } = s;
    void rng;
    const marines = seat === MARINES;
    const faceDown = s.phase === "place-counters";
    return {
      ...table,
      pieces: marines ? s.pieces.map(hideBlip) : s.pieces,
      seat,
      counterDeck: faceDown ? null : counterDeck,
      waiting: marines ? null : waiting,
      waitingCount: waiting.length,
      pool: marines ? null : pool,
      poolSize: pool.length,
    };
  },

  /**
   * Resamples what `seat` cannot know: the dice to come, the face-down counters during set-up,
   * and for the Marines the contents of every blip (on the map, waiting, in the pool), shuffled
   * among themselves so the totals stay what they are.
   */
  determinize(s, seat, rng) {
    const out: HulkState = { ...s, rng: { a: rng.u32(), b: rng.u32(), c: rng.u32(), d: rng.u32() } };
    if (s.phase === "place-counters") out.counterDeck = rng.shuffle(s.counterDeck);
    if (seat === MARINES) {
      const blips = s.pieces.filter((p) => p.kind === BLIP);
      const values = rng.shuffle([...blips.map((p) => p.blip), ...s.waiting, ...s.pool]);
      let k = 0;
      out.pieces = s.pieces.map((p) => (p.kind === BLIP ? { ...p, blip: values[k++] } : p));
      out.waiting = values.slice(k, k + s.waiting.length);
      out.pool = values.slice(k + s.waiting.length);
    }
    return out;
  },

  heuristic: outlook,

  metrics(s) {
    const w = s.end?.winner;
    let marinesLeft = 0;
    for (const p of s.pieces) if (p.kind === 0) marinesLeft++;
    return {
      turns: s.turn,
      marinesEscaped: s.escaped[0],
      marinesLeft,
      ...s.stats,
      marinesWin: w === 0 ? 1 : 0,
      stealersWin: w === 1 ? 1 : 0,
      draws: s.end && w === -1 ? 1 : 0,
    };
  },

  actionKey,
};
