// Which board component draws each game; games without one get the generic board.
import type { ComponentType } from "react";
import { GenericBoard } from "./GenericBoard";
import { LostPatrolBoard } from "./lostpatrol/LostPatrolBoard";
import { LostWorldsBoard } from "./lostworlds/LostWorldsBoard";
import { DuelResultPanel } from "./lostworlds/RecordInCampaign";
import { MissionResultPanel } from "./hulk/RecordMission";
import { HulkBoard } from "./hulk/HulkBoard";
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
