/** The island game's rule options (docs/rules/island.md, "Options"). */

export type RuleSet = "beginner" | "advanced";

export interface IslandOptions {
  /** Players at the table, 2 to 8 (one seat each). */
  players: number;
  /** Beginner or Advanced rules: two rule sets of one engine. */
  rules: RuleSet;
  /** The layout to build, by id; "" picks the first layout made for the rule set and player count. */
  layout: string;
  /**
   * Players may leave the game, propose a shared win and claim a Win Condition the engine cannot
   * check (free text). People do; bots in simulations would only end games at random, so the
   * engine's default is off and the studio's play form turns it on.
   */
  tableActions: boolean;
  /** Not a printed rule: a game still going after this many rounds ends without a winner (bots, simulations). */
  maxRounds: number;
}

export const DEFAULT_OPTIONS: IslandOptions = {
  players: 4,
  rules: "advanced",
  layout: "",
  tableActions: false,
  maxRounds: 60,
};

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
/** "Both Characters dealt have a Power of 2 or less": the player keeps both. */
export const MAX_DRAFT_PAIR_POWER = 2;
/** Events a player may keep at the end of their turn. */
export const HAND_LIMIT = 4;

export function resolveOptions(o: Partial<IslandOptions> | null | undefined): IslandOptions {
  const out = { ...DEFAULT_OPTIONS, ...(o ?? {}) };
  if (!Number.isInteger(out.players) || out.players < MIN_PLAYERS || out.players > MAX_PLAYERS) {
    throw new RangeError(`expected ${MIN_PLAYERS} to ${MAX_PLAYERS} players (got ${String(out.players)})`);
  }
  if (out.rules !== "beginner" && out.rules !== "advanced")
    throw new RangeError(`expected beginner or advanced rules (got ${String(out.rules)})`);
  if (!Number.isInteger(out.maxRounds) || out.maxRounds < 1)
    throw new RangeError(`expected a round limit of 1 or more (got ${String(out.maxRounds)})`);
  return out;
}
