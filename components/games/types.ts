// What a game's UI parts look like to the studio: registered per game id in registry.ts, next to
// the game module of the same id (lib/games). Every part is optional but the board.
import type { ComponentType } from "react";
import type { GameEvent, Seat } from "@/lib/engine/core/game";
import type { BoardProps, ResultPanelProps } from "@/components/play/types";
import type { CampaignUi } from "./campaign-types";

/** The playtest log in words. */
export interface LogWords {
  /** The seat whose view is public knowledge; required when the words below read views. */
  publicSeat?: Seat;
  /** The action, read against the public view before it; null for the raw fields. */
  action?: (action: never, before: never) => string | null;
  /** One event of the step, with the public views before and after it; null for the raw fields. */
  event?: (e: GameEvent, before: never, after: never) => string | null;
}

/** What the simulation lab hands a game's own panel. */
export interface LabPanelProps {
  /** The reader's documents of the game's content kind. */
  documents: { id: string; title: string }[];
  /** A document chosen by a link ("Balance in the lab"). */
  initialId?: string;
  /** Bot controllers as [spec, label]. */
  botChoices: [string, string][];
  /** Rule options chosen for this run (games with a RuleOptions part). */
  rules: Record<string, unknown>;
  onRulesChange(next: Record<string, unknown>): void;
}

export interface GameUi {
  /** Draws the table and turns clicks and keys into actions. */
  Board: ComponentType<BoardProps<never, never>>;
  /** What a finished playtest offers under its board (record it in a campaign). */
  ResultPanel?: ComponentType<ResultPanelProps<never>>;
  words?: LogWords;
  /** The lab: rule options one run may try over the content's own. */
  RuleOptions?: ComponentType<{ value: Record<string, unknown>; onChange(next: Record<string, unknown>): void }>;
  /** The lab: a balance sweep's panel, in a tab named by the module's sweep label. */
  Sweep?: ComponentType<LabPanelProps>;
  /** The lab: replaces the single-run form for games measured as tournaments between documents. */
  Tournament?: ComponentType<LabPanelProps>;
  /** The campaign editor: this game's campaign characters (its campaign system's UI). */
  campaign?: CampaignUi;
}
