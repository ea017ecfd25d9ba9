/**
 * A playtest's bot seat playing its whole turn at once: every action it takes in a row, until a
 * person or another seat is to act or the game ends. The playtest player adds them to the log in
 * one change (one replay, one render, one save), so a bot's turn of a hundred Genestealer actions
 * costs the bot's thinking and not a hundred round trips through the page.
 */
import { createBot, parseBotSpec } from "../engine/core/bots";
import type { ActionBase, AnyGame, GameEvent } from "../engine/core/game";

/** A turn longer than this is handed back to the page part way (it goes on from there). */
export const BOT_TURN_LIMIT = 1000;

export interface BotTable {
  seed: string | number;
  seats: readonly { controller: string }[];
}

/**
 * The bot that takes the action at `index` of the log: seeded by the playtest's seed, its seat and
 * the action's place, so a bot's choice is the same whether it is asked alone ("Bot move") or in
 * a turn, and the same on every replay of the same log.
 */
export function botFor(game: AnyGame, table: BotTable, seat: number, index: number) {
  return createBot(game, parseBotSpec(table.seats[seat].controller), `${table.seed}:bot:${seat}:${index}`);
}

/** The bot seat to act in `state` (in a simultaneous step, the first bot among the active seats), or undefined. */
export function botToAct(game: AnyGame, table: BotTable, state: unknown): number | undefined {
  if (game.result(state)) return undefined;
  return game.activeSeats(state).find((s: number) => table.seats[s] !== undefined && table.seats[s].controller !== "human");
}

/**
 * The actions of the bot seat to act now, in a row, from `state` (the state after `logLength`
 * moves): it stops when the game ends, when no bot or another seat is to act, or after `limit`.
 */
export function playBotTurn(
  game: AnyGame,
  table: BotTable,
  state: unknown,
  logLength: number,
  limit = BOT_TURN_LIMIT,
): { entries: { action: ActionBase; events: GameEvent[] }[]; state: unknown } {
  const seat = botToAct(game, table, state);
  const entries: { action: ActionBase; events: GameEvent[] }[] = [];
  let s = state;
  while (seat !== undefined && entries.length < limit && botToAct(game, table, s) === seat) {
    const action = botFor(game, table, seat, logLength + entries.length).choose(s, seat);
    const out = game.apply(s, action);
    entries.push({ action, events: out.events });
    s = out.state;
  }
  return { entries, state: s };
}
