export { hulk, type HulkView } from "./game";
export type { HulkRules, HulkVictory, HulkReinforcements, VictoryCondition, FacedMovement, HulkWeapon } from "./input";
export type { HulkAction, HulkOptions, HulkState, Piece } from "./types";
