// The playtest log in words: each step's action and events as sentences. The log is in front of
// every player (hot-seat shares one screen, and the cover hides only the board), so a game that
// names things from a view reads them against a view that holds only what every seat may know:
// for Space Hulk the Marines' view, which hides nothing but what the blips are. (Read against the
// acting seat's view, a Genestealer move told the Marines how many Genestealers a blip held.)
import type { ActionBase, AnyGame, GameEvent, Seat } from "@/lib/engine/core/game";
import type { HulkView } from "@/lib/engine/hulk/game";
import { MARINES, type HulkAction } from "@/lib/engine/hulk/types";
import { describeAction } from "./GenericBoard";
import { describeHulkAction, describeHulkEvent, namerFrom } from "./hulk/events";
import { describeLostWorldsEvent } from "./lostworlds/events";
import { describeLostPatrolAction } from "./lostpatrol/board-plan";
import { describeLostPatrolEvent } from "./lostpatrol/events";
import type { LostPatrolAction, LostPatrolView } from "@/lib/engine/lostpatrol";

interface LogWords {
  /** The seat whose view is public knowledge; required when the words below read views. */
  publicSeat?: Seat;
  /** The action, read against the public view before it; null for the raw fields. */
  action?: (action: never, before: never) => string | null;
  /** One event of the step, with the public views before and after it; null for the raw fields. */
  event?: (e: GameEvent, before: never, after: never) => string | null;
}

const WORDS: Record<string, LogWords> = {
  lostworlds: { event: describeLostWorldsEvent },
  // Both Lost Patrol seats see the same table: the soldiers' view is as public as any.
  lostpatrol: {
    publicSeat: 0,
    action: (a: LostPatrolAction, before: LostPatrolView) => describeLostPatrolAction(before, a),
    event: (e, before: LostPatrolView) => describeLostPatrolEvent(e, before),
  },
  hulk: {
    publicSeat: MARINES,
    action: (a: HulkAction, before: HulkView) => describeHulkAction(before, a),
    event: (e, before: HulkView, after: HulkView) => describeHulkEvent(e, namerFrom(before, after)),
  },
};

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
  const words = WORDS[game.id] ?? {};
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
