// The playtest log in words: each step's action and events as sentences. The log is in front of
// every player (hot-seat shares one screen, and the cover hides only the board), so a game that
// names things from a view reads them against a view that holds only what every seat may know:
// for Space Hulk the Marines' view, which hides nothing but what the blips are. (Read against the
// acting seat's view, a Genestealer move told the Marines how many Genestealers a blip held.)
import type { ActionBase, AnyGame, GameEvent } from "@/lib/engine/core/game";
import { uiFor } from "@/components/games/registry";
import { describeAction } from "./GenericBoard";

/** An event's raw fields, for games without words for it. */
export function describeEventFields(e: GameEvent): string {
  const { type, ...rest } = e;
  const details = Object.entries(rest)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");
  return details ? `${type} (${details})` : type;
}

export interface LogLine {
  action: string;
  events: string[];
}

/** Lines already worded, by log entry, with the states they were worded against. */
const worded = new WeakMap<object, { before: unknown; after: unknown; line: LogLine }>();

/**
 * The sentences of each replayed step: `states[i]` is the state before `log[i]` (steps past the
 * replayed states are left out). A step worded before against the same two states (the same
 * objects: a playtest's replay keeps the states of the moves it already had) is not worded again,
 * so a long game's log costs only its new moves.
 */
export function logLines(game: AnyGame, log: readonly { action: unknown; events: unknown }[], states: readonly unknown[]): LogLine[] {
  const words = uiFor(game.id)?.words ?? {};
  const say = words.action as ((a: ActionBase, before: unknown) => string | null) | undefined;
  const tell = words.event as ((e: GameEvent, before: unknown, after: unknown) => string | null) | undefined;
  const seat = words.publicSeat;
  const views = new Map<number, unknown>();
  const viewAt = (i: number) => {
    if (seat === undefined) return undefined;
    if (!views.has(i)) views.set(i, game.view(states[i], seat));
    return views.get(i);
  };
  return log.slice(0, states.length - 1).map((entry, i) => {
    const known = worded.get(entry as object);
    if (known && known.before === states[i] && known.after === states[i + 1]) return known.line;
    const action = entry.action as ActionBase;
    const line = {
      action: say?.(action, viewAt(i)) ?? describeAction(action),
      events: (entry.events as GameEvent[]).map((e) => tell?.(e, viewAt(i), viewAt(i + 1)) ?? describeEventFields(e)),
    };
    if (typeof entry === "object" && entry !== null) worded.set(entry, { before: states[i], after: states[i + 1], line });
    return line;
  });
}
