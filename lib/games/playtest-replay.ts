/**
 * A playtest's states, replayed from its seed and action log, and what to do when the log stops
 * replaying. Shared by every game: the playtest player (components/play) shows these states, and
 * the rules version (rules-version.ts) tells a log recorded under older rules from a damaged one.
 *
 * Replaying is incremental: a playtest grows by a move (or a bot's whole turn) at a time, and the
 * states already replayed for the log's unchanged beginning are kept, so each move costs its own
 * replay and not the whole game's again.
 */
import { actionKeyOf, canonicalJson, type ActionBase, type GameEvent } from "../engine/core/game";
import { currentRulesVersion, rulesAge } from "./rules-version";
import { setUp } from "./setup";
import type { GameModule } from "./types";

/** What a replay reads of a playtest (its document body has these and more). */
export interface ReplayableLog {
  gameId: string;
  seed: string | number;
  options?: unknown;
  content?: unknown;
  rulesVersion?: number;
  log: readonly { action: unknown; events: readonly unknown[] }[];
}

/** Why a recorded move did not replay. */
export type DivergenceReason = "illegal" | "events" | "failed";

export interface Divergence {
  /** 0-based index of the first move that did not replay: moves 1..step did (the playtest's "move N" is step). */
  step: number;
  reason: DivergenceReason;
  /** The recorded action, for words. */
  action: ActionBase;
  /** The error's message, when applying the move threw. */
  message?: string;
}

export interface Timeline {
  /** The states before each move and after the last replayed one: states[i] is the state before log[i]. */
  states: unknown[];
  /** Why the game could not even be set up (content or options it refuses), or null. */
  unplayable: string | null;
  divergence: Divergence | null;
  /** The rules the log was recorded under compared with this studio's. */
  rules: "older" | "current" | "newer";
  /** What the timeline was replayed from, so a longer log of the same playtest can extend it. */
  from: ReplayableLog;
}

/** The same game, content, options and seed (by reference: a playtest's moves keep those objects). */
function sameSetup(a: ReplayableLog, b: ReplayableLog): boolean {
  return a.gameId === b.gameId && a.seed === b.seed && a.options === b.options && a.content === b.content;
}

/**
 * The playtest's states, replayed from `previous` where it can be: when `previous` was made from
 * the same set-up and its replayed moves are the same entries (the same objects) at the start of
 * `body.log`, only the moves after them are replayed. Stops at the first move that is not legal,
 * throws, or gives events other than the recorded ones.
 */
export function replayPlaytest(mod: GameModule, body: ReplayableLog, previous?: Timeline | null): Timeline {
  const game = mod.game;
  const rules = rulesAge(mod, body);
  let states: unknown[];
  let start = 0;
  const prev = previous && !previous.unplayable && sameSetup(previous.from, body) ? previous : null;
  if (prev) {
    // Keep the states of the longest common beginning of the two logs.
    const limit = Math.min(prev.states.length - 1, body.log.length);
    while (start < limit && prev.from.log[start] === body.log[start]) start++;
    states = prev.states.slice(0, start + 1);
  } else {
    try {
      states = [setUp(mod, body.content, body.options, body.seed)];
    } catch (e) {
      return { states: [], unplayable: e instanceof Error ? e.message : String(e), divergence: null, rules, from: body };
    }
  }
  for (let i = start; i < body.log.length; i++) {
    const state = states[i];
    const action = body.log[i].action as ActionBase;
    const stop = (reason: DivergenceReason, message?: string): Timeline => ({
      states,
      unplayable: null,
      divergence: { step: i, reason, action, ...(message === undefined ? {} : { message }) },
      rules,
      from: body,
    });
    const key = actionKeyOf(game, action);
    const legal =
      game.activeSeats(state).includes(action.seat) &&
      game.legalActions(state, action.seat).some((a: ActionBase) => actionKeyOf(game, a) === key);
    if (!legal) return stop("illegal");
    let out: { state: unknown; events: GameEvent[] };
    try {
      out = game.apply(state, action);
    } catch (e) {
      return stop("failed", e instanceof Error ? e.message : String(e));
    }
    if (canonicalJson(out.events) !== canonicalJson(body.log[i].events)) return stop("events");
    states.push(out.state);
  }
  return { states, unplayable: null, divergence: null, rules, from: body };
}

/** The last timeline replayed per game module, for replayLatest. */
const latest = new WeakMap<GameModule, Timeline>();

/**
 * replayPlaytest from the last timeline replayed for the same game module: what a page showing a
 * growing playtest calls on every change. Any other playtest of the game is replayed from its seed
 * (replayPlaytest reuses nothing of a different set-up or log), so the cache can never show the
 * wrong states, only save work.
 */
export function replayLatest(mod: GameModule, body: ReplayableLog): Timeline {
  const timeline = replayPlaytest(mod, body, latest.get(mod));
  latest.set(mod, timeline);
  return timeline;
}

/**
 * The playtest made playable again under today's rules, from a move it replays up to: the log cut
 * there (the moves after it are the ones today's rules refuse) and stamped with today's rules
 * version. `moves` 0 starts the game again from its seed.
 */
export function continueUnderCurrentRules<B extends ReplayableLog>(mod: GameModule, body: B, moves: number): B {
  return { ...body, rulesVersion: currentRulesVersion(mod), log: body.log.slice(0, Math.max(0, moves)) };
}
