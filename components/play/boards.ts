// Which board component draws each game; games without one get the generic board.
import type { ComponentType } from "react";
import { GenericBoard } from "./GenericBoard";
import type { BoardProps } from "./types";

// `never` lets each board narrow view and action to its own game's types.
const BOARDS: Record<string, ComponentType<BoardProps<never, never>>> = {};

export function boardFor(gameId: string): ComponentType<BoardProps> {
  return (BOARDS[gameId] as ComponentType<BoardProps> | undefined) ?? GenericBoard;
}
