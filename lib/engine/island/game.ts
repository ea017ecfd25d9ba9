/**
 * Lost: The Board Game as a core `Game` (game id "island"): 2 to 8 players, one seat each, on an
 * island of face-down hex Location tiles, with the Beginner and Advanced rules as two rule sets of
 * one engine (option `rules`). docs/rules/island.md says how each printed rule is read.
 */
import { IllegalActionError, type ApplyResult, type Game, type GameResult } from "../core/game";
import { decide } from "./decide";
import type { IslandInput } from "./input";
import { actionKey, legalActions, sameAction } from "./legal";
import { DEFAULT_OPTIONS, resolveOptions, type IslandOptions } from "./options";
import { islandHeuristic } from "./outlook";
import { islandPolicy } from "./policy";
import { settle } from "./settle";
import { setupIsland } from "./setup";
import { cloneState } from "./state";
import { END_KINDS, type Events, type IslandAction, type IslandState } from "./types";
import { determinizeIsland, islandView, type IslandView } from "./view";

const NO_SEATS: number[] = Object.freeze([]) as unknown as number[];
const ONE_SEAT: number[][] = Array.from({ length: 8 }, (_, i) => Object.freeze([i]) as unknown as number[]);

function step(state: IslandState, action: IslandAction, inPlace: boolean): ApplyResult<IslandState> {
  if (state.end) throw new IllegalActionError("the game is over", action);
  const p = state.pending;
  if (!p || p.seat !== action.seat) throw new IllegalActionError(`seat ${action.seat} is not to act`, action);
  if (!legalActions(state, action.seat).some((a) => sameAction(a, action))) throw new IllegalActionError(`not a legal action now`, action);
  const s = inPlace ? state : cloneState(state);
  const events: Events = [];
  s.pending = null;
  decide(s, p, action, events);
  settle(s, events);
  return { state: s, events };
}

export const island: Game<IslandState, IslandAction, IslandInput, IslandOptions, IslandView> = {
  id: "island",
  defaultOptions: DEFAULT_OPTIONS,
  seatCount: (options) => resolveOptions(options).players,

  setup(content, options, seed) {
    const s = setupIsland(content, options, seed);
    settle(s, []);
    return s;
  },

  activeSeats: (s) => (s.end || !s.pending ? NO_SEATS : ONE_SEAT[s.pending.seat]),
  legalActions,
  apply: (state, action) => step(state, action, false),
  applyInPlace: (state, action) => step(state, action, true),

  result(s): GameResult | null {
    if (!s.end) return null;
    return s.end.winners.length > 0
      ? { winners: s.end.winners.slice(), reason: s.end.reason }
      : { winners: [], draw: true, reason: s.end.reason };
  },

  view: islandView,
  determinize: (s, seat, rng) => determinizeIsland(s, seat, rng, cloneState),
  heuristic: islandHeuristic,
  policy: islandPolicy,

  metrics(s) {
    const m: Record<string, number> = {
      rounds: s.round,
      led: s.stats.led,
      killed: s.stats.killed,
      encounters: s.stats.encounters,
      defeated: s.stats.defeated,
      monsterMoves: s.stats.monsterMoves,
      explored: s.locs.filter((l) => l.up && l.tile >= 0).length,
    };
    for (const k of END_KINDS) m[`end:${k}`] = s.end?.kind === k ? 1 : 0;
    // Per Starting Character: how many seats started with it, and how many of those won.
    const winners = s.end?.winners ?? [];
    s.startingOf.forEach((c, seat) => {
      if (c < 0) return;
      const id = s.input.characters[c].id;
      m[`start:${id}`] = (m[`start:${id}`] ?? 0) + 1;
      m[`win:${id}`] = (m[`win:${id}`] ?? 0) + (winners.includes(seat) ? 1 : 0);
    });
    return m;
  },

  actionKey,
};
