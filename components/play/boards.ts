// Which board component draws each game; games without one get the generic board.
import type { ComponentType } from "react";
import { GenericBoard } from "./GenericBoard";
import { LostPatrolBoard } from "./lostpatrol/LostPatrolBoard";
import { LostWorldsBoard } from "./lostworlds/LostWorldsBoard";
import { DuelResultPanel } from "./lostworlds/RecordInCampaign";
import { MissionResultPanel } from "./hulk/RecordMission";
import { describeLostWorldsEvent } from "./lostworlds/events";
import { HulkBoard } from "./hulk/HulkBoard";
import { describeHulkAction, describeHulkEvent } from "./hulk/events";
import type { HulkAction, HulkView } from "@/lib/engine/hulk";
import type { ActionBase, GameEvent } from "@/lib/engine/core/game";
import type { BoardProps, ResultPanelProps } from "./types";

// `never` lets each board narrow view and action to its own game's types.
const BOARDS: Record<string, ComponentType<BoardProps<never, never>>> = {
  lostpatrol: LostPatrolBoard,
  lostworlds: LostWorldsBoard,
  hulk: HulkBoard,
};

export function boardFor(gameId: string): ComponentType<BoardProps> {
  return (BOARDS[gameId] as ComponentType<BoardProps> | undefined) ?? GenericBoard;
}

const RESULT_PANELS: Record<string, ComponentType<ResultPanelProps<never>>> = {
  lostworlds: DuelResultPanel,
  hulk: MissionResultPanel,
};

/** What a finished playtest of this game offers under its board, if anything. */
export function resultPanelFor(gameId: string): ComponentType<ResultPanelProps> | null {
  return (RESULT_PANELS[gameId] as ComponentType<ResultPanelProps> | undefined) ?? null;
}

/** Per game: an event as a sentence for the log, or null to print its raw fields. */
const EVENT_TEXT: Record<string, (e: GameEvent) => string | null> = {
  lostworlds: describeLostWorldsEvent,
  hulk: describeHulkEvent,
};

export function eventTextFor(gameId: string): (e: GameEvent) => string | null {
  return EVENT_TEXT[gameId] ?? (() => null);
}

/**
 * Per game: an action as a sentence for the log, read against the acting seat's view of the state
 * before it (a Space Hulk action names pieces by id, and only the view knows who they are), or
 * null to print its raw fields.
 */
const ACTION_TEXT: Record<string, (action: never, viewBefore: never) => string | null> = {
  hulk: (action: HulkAction, viewBefore: HulkView) => describeHulkAction(viewBefore, action),
};

export function actionTextFor(gameId: string): ((action: ActionBase, viewBefore: unknown) => string | null) | null {
  return (ACTION_TEXT[gameId] as ((action: ActionBase, viewBefore: unknown) => string | null) | undefined) ?? null;
}
