/**
 * Whether a playtest's game is over, found by replaying its stored log. A game still in progress
 * keeps secrets in its record (the seed decides every die and card to come; a simultaneous pick
 * made but not yet revealed sits in the log), so who may see the record depends on this.
 */
import { loadModule } from "./registry";
import { setUp } from "./setup";

interface PlaytestLike {
  gameId: string;
  seed: string | number;
  options?: unknown;
  content?: unknown;
  log: { action: unknown }[];
}

/**
 * True when the replayed game has a result. A record that cannot be replayed at all (an unknown
 * game, content today's rules refuse, a move they no longer allow) gives nothing away that the
 * rules could work out, so it counts as finished and is shown as it is.
 */
export async function playtestFinished(body: unknown): Promise<boolean> {
  const record = body as PlaytestLike | null;
  if (!record || typeof record !== "object" || !Array.isArray(record.log)) return true;
  try {
    const mod = await loadModule(record.gameId);
    let state = setUp(mod, record.content, record.options, record.seed);
    for (const entry of record.log) state = mod.game.apply(state, entry.action as never).state;
    return mod.game.result(state) !== null;
  } catch {
    return true;
  }
}
