import type { ActionBase, GameEvent } from "@/lib/engine/core/game";
import type { PlaytestBody } from "@/lib/content/kinds/playtest";

/** What a game's board component receives from the playtest player. */
export interface BoardProps<View = unknown, Action extends ActionBase = ActionBase> {
  /** The viewer's view of the state (hidden information removed). */
  view: View;
  /** The seat whose eyes we see through. */
  seat: number;
  seatLabels: string[];
  /** Legal actions of `seat` now; empty when it is not this seat's turn or while replaying. */
  legal: Action[];
  onAction(action: Action): void;
  /** Events of the most recent step, for highlights and dice. */
  lastEvents: GameEvent[];
  /** The content the game was set up with (a tile set, books…), for how it looks; absent in live matches. */
  content?: unknown;
}

/** What a game may show under a finished playtest (e.g. record a duel in a campaign). */
export interface ResultPanelProps<View = unknown> {
  playtest: PlaytestBody;
  /** The final state as seat 0 sees it (a finished game hides nothing). */
  view: View;
  userId: string;
}
