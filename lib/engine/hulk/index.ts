export { hulk, type HulkView } from "./game";
export { resolveContent, type HulkContent } from "./content";
export type { HulkAction, HulkOptions, HulkState, Piece } from "./types";
