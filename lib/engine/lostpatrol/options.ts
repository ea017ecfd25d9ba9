/**
 * Lost Patrol rule options (docs/rules/lostpatrol.md). Every option has a default that follows the seed or
 * the notes; a tile set may store its own choices in its `rules` record, and options passed to
 * `setup` override those. Unknown keys in the tile set's record are ignored (they may belong to a
 * newer studio); a known key with a bad value is an error naming the key and the allowed values.
 */

export interface LostPatrolRules {
  /**
   * How the monster player may turn a newly laid tile. "free" (default): any rotation.
   * "face-soldiers": the tile must have a path on an edge facing the soldiers who see it.
   */
  tileRotation: "free" | "face-soldiers";
  /**
   * "per-player" (default): the monster player has 3 actions a turn. "per-stack": every stack has
   * 3 actions, and creating a new stack is that stack's first action (the seed's literal text,
   * "каждый монстр может выполнить 3 действия").
   */
  monsterActions: "per-player" | "per-stack";
  /**
   * What makes two tiles one "group" when the jungle splits. "adjacency" (default): tiles that
   * touch (the seed speaks of "groups of hexes"). "paths": only tiles joined by paths.
   */
  splitBy: "adjacency" | "paths";
  /**
   * Where a new stack may appear (besides the ship, always). "sight-edge" (default): a tile at the
   * edge of the squad's field of view ("нетупиковый гекс на краю поля зрения людей"): seen, the end
   * of a sight line, not all dead ends, with no soldier on it and no other sight line passing
   * through it. "line-ends": the last tile of any soldier's sight line that is not all dead ends,
   * even where soldiers stand or another line sees through it (the studio's first reading).
   */
  spawnAt: "sight-edge" | "line-ends";
  /**
   * What the monster player lays before the first turn. "sight" (default): the six tiles round the
   * start, then, as in every laying phase, the tiles beyond any straight one among them that the
   * soldiers see into. "six": only the six; the rest comes in the first turn's laying phase.
   */
  setupLays: "sight" | "six";
  /**
   * A stack of more than 6 in an ambush (possible until the extras go at the end of the turn).
   * "six" (default): it counts as 6 ("максимальная сила монстров - 7"). "all": every monster counts.
   */
  bigStacks: "six" | "all";
  /**
   * A stack that falls back onto a stack that has not ambushed yet this turn. "ambushed" (default):
   * the merged stack counts as having ambushed. "receiver": it keeps the standing stack's state,
   * so it may still ambush this turn.
   */
  retreatJoin: "ambushed" | "receiver";
  /**
   * A create or grow with a single token left in the pool. "one" (default): that token comes in.
   * "none": a placement needs 2 tokens.
   */
  lastToken: "one" | "none";
  /**
   * A safety cap for simulations, not a rule: the rules have no turn limit. 0 (default): none.
   * A game the cap stops has no result: it ends "unfinished" (GameResult.unfinished), which
   * simulations count apart from wins, draws and losses. Only a caller's options set it: a tile
   * set's stored value is not read, so a playtest is never cut short.
   */
  maxTurns: number;
}

/** What callers pass: any subset; the rest comes from the tile set's `rules`, then the defaults. */
export type LostPatrolOptions = Partial<LostPatrolRules>;

export const DEFAULT_RULES: LostPatrolRules = Object.freeze({
  tileRotation: "free",
  monsterActions: "per-player",
  splitBy: "adjacency",
  spawnAt: "sight-edge",
  setupLays: "sight",
  bigStacks: "six",
  retreatJoin: "ambushed",
  lastToken: "one",
  maxTurns: 0,
});

/** The allowed values of each rule with a fixed set of choices (the tile set's schema reads them too). */
export const RULE_CHOICES = {
  tileRotation: ["free", "face-soldiers"],
  monsterActions: ["per-player", "per-stack"],
  splitBy: ["adjacency", "paths"],
  spawnAt: ["sight-edge", "line-ends"],
  setupLays: ["sight", "six"],
  bigStacks: ["six", "all"],
  retreatJoin: ["ambushed", "receiver"],
  lastToken: ["one", "none"],
} as const;

/** The largest turn cap a caller may ask for (a safety stop for simulations, not a rule). */
export const MAX_TURN_LIMIT = 1000; // the tile-set schema allows the same (lib/content/kinds/tileset.ts)

function pickRule(rules: LostPatrolRules, key: keyof LostPatrolRules, value: unknown, where: string): void {
  if (value === undefined) return;
  if (key === "maxTurns") {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_TURN_LIMIT) {
      throw new Error(`${where}.maxTurns: expected a whole number from 0 (no cap) to ${MAX_TURN_LIMIT}, got ${JSON.stringify(value)}`);
    }
    rules.maxTurns = value;
    return;
  }
  const allowed: readonly string[] = RULE_CHOICES[key];
  if (typeof value !== "string" || !allowed.includes(value)) {
    throw new Error(`${where}.${key}: expected one of ${allowed.map((a) => `"${a}"`).join(", ")}, got ${JSON.stringify(value)}`);
  }
  (rules as unknown as Record<string, unknown>)[key] = value;
}

/** Defaults, then the tile set's `rules` record, then explicit options. */
export function resolveRules(
  fromTileset: Record<string, unknown> | undefined,
  options: LostPatrolOptions | null | undefined,
): LostPatrolRules {
  const rules: LostPatrolRules = { ...DEFAULT_RULES };
  const keys = Object.keys(DEFAULT_RULES) as (keyof LostPatrolRules)[];
  // A deck's stored turn cap is not a rule of the game: a playtest must never be cut short by it.
  for (const key of keys) if (key !== "maxTurns") pickRule(rules, key, fromTileset?.[key], "tileset rules");
  for (const key of keys) pickRule(rules, key, options?.[key], "options");
  return rules;
}
