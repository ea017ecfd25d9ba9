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

/** A number the game reports per simulated game (lib/engine `metrics`), as the lab shows it. */
export interface MetricWords {
  label: string;
  /** 1 or 0 per game: the lab shows its mean as a share of games. */
  share?: boolean;
}

/** How the lab and a finished playtest say what happened, in the players' words. */
export interface OutcomeWords {
  /** By metric key; a key without words is shown as it is. */
  metrics?: Record<string, MetricWords>;
  /** A result's reason (as the engine gives it) as a sentence. */
  reason?(reason: string): string;
}

/** The lab's first run of a game: settings that end games with a clear result under today's rules. */
export interface LabDefaults {
  /** One bot spec per seat. */
  bots: string[];
  /** Rule options for the run (games with a RuleOptions part). */
  rules?: Record<string, unknown>;
  /** Why these, in a sentence shown beside the form. */
  note: string;
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
  outcomes?: OutcomeWords;
  labDefaults?: LabDefaults;
  /**
   * Whether a seat's view is still in the set-up (counters to place, tiles to lay before the
   * first turn): the playtest then offers "Place for me", which plays random legal set-up moves.
   */
  inSetup?(view: never): boolean;
  /** The bot a new playtest puts in the seats people do not take, when the studio's default (the strongest) makes a poor first game. */
  playtestBot?: string;
  /** The campaign editor: this game's campaign characters (its campaign system's UI). */
  campaign?: CampaignUi;
}
