import { z } from "zod";

/**
 * A playtest: one game played in the studio, stored as seed + action log (the core's match
 * record) with who controls each seat. The content it was played with is embedded as it was at
 * the start, so the replay stays exact after the content document changes; `contentRef` says
 * where it came from. Sharing the document shares the replay.
 */
export const seatControllerSchema = z.union([
  z.literal("human"),
  z.string().regex(/^(random|greedy|equilibrium|mcts(:\d{1,5})?)$/, "Expected human, random, greedy, equilibrium or mcts[:iterations]"),
]);

export const contentRefSchema = z.object({ documentId: z.string(), version: z.number().int().positive(), title: z.string() });
export type ContentRef = z.infer<typeof contentRefSchema>;

export const playtestBodySchema = z.object({
  gameId: z.string().min(1, "Expected a game id"),
  seed: z.union([z.string().max(200), z.number().int()]),
  /**
   * The version of the game's rules the log was recorded under, stamped when the playtest is
   * created (absent in playtests made before versions were stamped: the oldest, 1). A log recorded
   * under older rules may stop replaying where the rules changed; the player says so and offers to
   * go on from there.
   */
  rulesVersion: z.number().int("Expected a whole rules version").min(1).max(1_000_000).optional(),
  options: z.record(z.string(), z.unknown()).default({}),
  /** Where the content came from: one document, or one per slot (a duel's two books). */
  contentRef: z
    .union([contentRefSchema, z.array(contentRefSchema).min(1).max(8)])
    .nullable()
    .default(null),
  content: z.unknown(),
  /** A duel launched from a campaign: which campaign and roster characters play the seats. */
  campaignRef: z.object({ documentId: z.string().min(1), characterIds: z.array(z.string().min(1).max(64)).min(1).max(8) }).optional(),
  seats: z
    .array(z.object({ label: z.string().max(80), controller: seatControllerSchema }))
    .min(1)
    .max(8),
  log: z
    .array(
      z.object({
        action: z.looseObject({ seat: z.number().int().min(0) }),
        events: z.array(z.looseObject({ type: z.string() })),
      }),
    )
    .max(100_000),
});

export type PlaytestBody = z.infer<typeof playtestBodySchema>;

/**
 * The shape of a playtest before anything is chosen. A playtest is only ever created from the play
 * page with its game, content and seats (the store refuses one without a body), so this is a
 * Lost Patrol table waiting for its tile set, never the engine's test game.
 */
export function emptyPlaytest(): PlaytestBody {
  return {
    gameId: "lostpatrol",
    seed: "new-playtest",
    options: {},
    contentRef: null,
    content: null,
    seats: [
      { label: "Soldiers", controller: "human" },
      { label: "Monsters", controller: "greedy" },
    ],
    log: [],
  };
}

/** JSON with object keys in order, so two bodies read back from different places compare equal. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(",")}]`;
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

/**
 * Whether `sent` only adds moves to `stored`: the same game, seed, options, content and seats, and
 * the stored log is where the sent one starts. A playtest saves each move as it happens, so when a
 * page closes while one save is still on its way, the last save is sent at once on the version
 * before it; that save holds every move, and writing it loses nothing of anyone's.
 */
export function playtestExtends(stored: PlaytestBody, sent: PlaytestBody): boolean {
  const { log: storedLog, rulesVersion: _sv, ...storedRest } = stored;
  const { log: sentLog, rulesVersion: _nv, ...sentRest } = sent;
  if (sentLog.length < storedLog.length || stableJson(storedRest) !== stableJson(sentRest)) return false;
  return storedLog.every((entry, i) => stableJson(entry) === stableJson(sentLog[i]));
}
