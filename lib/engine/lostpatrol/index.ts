export { lostPatrol, type LostPatrolView } from "./game";
export { STANDARD_DECK, type LostPatrolContent, type LostPatrolTile } from "./content";
export { DEFAULT_RULES, resolveRules, type LostPatrolOptions, type LostPatrolRules } from "./options";
export { hexOf, keyOf, sightFrom, hasRing, tileGroups } from "./board";
export { estimateRingClosure } from "./estimate";
export type { LostPatrolAction, LostPatrolState, EndReason, SoldierKind } from "./types";
