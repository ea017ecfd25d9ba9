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

/**
 * The sentences of each replayed step: `states[i]` is the state before `log[i]` (steps past the
 * replayed states are left out).
 */
export function logLines(game: AnyGame, log: readonly { action: unknown; events: unknown }[], states: readonly unknown[]): LogLine[] {
  const words = uiFor(game.id)?.words ?? {};
  const say = words.action as ((a: ActionBase, before: unknown) => string | null) | undefined;
  const tell = words.event as ((e: GameEvent, before: unknown, after: unknown) => string | null) | undefined;
  const seat = words.publicSeat;
  const views = seat === undefined ? [] : states.map((s) => game.view(s, seat));
  return log.slice(0, states.length - 1).map((entry, i) => {
    const action = entry.action as ActionBase;
    return {
      action: say?.(action, views[i]) ?? describeAction(action),
      events: (entry.events as GameEvent[]).map((e) => tell?.(e, views[i], views[i + 1]) ?? describeEventFields(e)),
    };
  });
}
