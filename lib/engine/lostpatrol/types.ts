/**
 * Lost Patrol state, actions and the numbers printed in the seed (000, "Пропавший патруль").
 * State is plain data (JSON- and structured-clone-safe). Board positions are packed integer keys
 * (see board.ts); actions name positions as axial hexes so UIs and logs stay readable.
 */
import type { EdgeSet, Hex } from "../core/hex";
import type { RngState } from "../core/rng";
import type { LostPatrolRules } from "./options";

export const HUMANS = 0;
export const MONSTERS = 1;

/** "каждый солдат может выполнить 2 действия" */
export const SOLDIER_ACTIONS = 2;
/** "бросьте 3 6-гранных кубика (6 кубиков, если стреляет гранатомётчик)" */
export const SHOT_DICE = 3;
export const GRENADIER_SHOT_DICE = 6;
/** "18 жетонов монстров - это предел" */
export const MONSTER_TOKENS = 18;
/** "На всех гексах, кроме стартового помещаются 3 солдата и 6 монстров" */
export const MAX_MONSTERS_PER_TILE = 6;
export const SOLDIER_CAPACITY = 3;
/** "Стартовый гекс позволяет уместиться на нём 5 солдатам" (a tile's `capacity` property wins). */
export const START_CAPACITY = 5;
/** "Возьмите 2 жетона монстров" (new stack and grow). */
export const TOKENS_PER_PLACEMENT = 2;
/** "каждый монстр может выполнить 3 (или меньше) действия" */
export const MONSTER_ACTIONS = 3;
/** "На столе остаются только те гексы, на расстоянии 2 гексов от которых есть люди" */
export const KEEP_DISTANCE = 2;
/** "выкладывает вокруг стартового гекса ещё 6 гексов" */
export const SETUP_TILES = 6;

export type SoldierKind = "sergeant" | "grenadier" | "infantry";
/** "5 солдат (1 сержант, 1 гранатомётчик, 3 пехотинца)" */
export const PATROL: readonly SoldierKind[] = ["sergeant", "grenadier", "infantry", "infantry", "infantry"];

/** One distinct orientation of a tile type. */
export interface Orientation {
  rotation: number;
  paths: EdgeSet;
  dead: EdgeSet;
}

/** A tile of the deck, compiled from the tile set: edge bitmasks and its distinct rotations. */
export interface TileType {
  id: string;
  kind: string;
  paths: EdgeSet;
  dead: EdgeSet;
  capacity: number;
  orientations: Orientation[];
}

/** A laid tile and the monster stack on it (merging keeps at most one stack per tile). */
export interface Cell {
  key: number;
  type: number;
  paths: EdgeSet;
  dead: EdgeSet;
  monsters: number;
  /** Where the stack last came from (its "back" for a retreat); -1 when unknown. */
  from: number;
  /** "Каждая стопка монстров может напасть из засады только один раз за ход." */
  ambushed: boolean;
  /** Actions the stack has left this turn (per-stack option only). */
  acts: number;
}

export interface Soldier {
  id: number;
  kind: SoldierKind;
  at: number;
  /** The tile this soldier last stepped from: where "back" is for a retreat; -1 when unknown. */
  from: number;
  /** When the soldier stands in a dead-end stub of its tile: that edge (the only way out); else -1. */
  stub: number;
  acts: number;
  done: boolean;
}

export type Pending =
  /** Human: the jungle split; keep one group (`groups` are tile keys). */
  | { kind: "keep-group"; groups: number[][] }
  /** Human: pick the soldier on `at` who dies (ambush lost, or one too many at the end of the turn). */
  | { kind: "casualty"; at: number; cause: "ambush" | "extra" }
  /** Automatic: every soldier on `at` retreats (expands into one "retreat" per soldier). */
  | { kind: "soldiers-retreat"; at: number }
  /** Human (when "back" is not available): where this soldier retreats. */
  | { kind: "retreat"; soldier: number }
  /** Monsters (when "back" is not available): where the stack on `at` retreats. */
  | { kind: "monster-retreat"; at: number };

/**
 * "lay": the monster player lays the drawn tile (set-up and phase 3). "humans": phase 1.
 * "removal": phase 2 (automatic). "monsters": phase 4. "ambush": phase 5. "extras": phase 6.
 * "end-turn": victory check and the next turn (automatic).
 */
export type Phase = "lay" | "humans" | "removal" | "monsters" | "ambush" | "extras" | "end-turn";

export type EndReason = "ship reached" | "wiped out" | "ring closed" | "lost in a split" | "unfinished";

export interface LostPatrolStats {
  monstersKilled: number;
  soldiersLost: number;
  tilesLaid: number;
  tilesRemoved: number;
  ambushes: number;
}

export interface LostPatrolState {
  rules: LostPatrolRules;
  types: TileType[];
  rng: RngState;
  /** Tile types still to draw, top first; the ship is always last. Hidden from both seats. */
  deck: number[];
  /** The tile the monster player holds and must lay now; -1 when none. */
  drawn: number;
  /** Laid tiles in ascending key order (look them up with state.ts's tilesOf). */
  board: Cell[];
  soldiers: Soldier[];
  turn: number;
  phase: Phase;
  /** Set-up: the positions around the start tile still to fill. */
  setupLeft: number[];
  /** The soldier acting now ("солдаты действуют строго по очереди"); -1 when none. */
  acting: number;
  /** Monster actions left this turn (per-player option). */
  monsterActs: number;
  /** "Если он выложен, джунгли больше не изменяются." */
  frozen: boolean;
  pending: Pending[];
  stats: LostPatrolStats;
  end: { reason: EndReason; winner: number } | null;
}

export type LostPatrolAction =
  | { seat: number; type: "lay"; at: Hex; rotation: number }
  | { seat: number; type: "move"; soldier: number; to: Hex }
  | { seat: number; type: "shoot"; soldier: number }
  /** End the acting soldier's activation before its 2 actions are spent. */
  | { seat: number; type: "stop"; soldier: number }
  /** End the seat's current phase (soldiers' actions, monster actions, ambushes). */
  | { seat: number; type: "done" }
  | { seat: number; type: "create"; at: Hex }
  | { seat: number; type: "grow"; at: Hex }
  | { seat: number; type: "march"; from: Hex; to: Hex }
  | { seat: number; type: "ambush"; at: Hex }
  | { seat: number; type: "keep-group"; group: number }
  | { seat: number; type: "casualty"; soldier: number }
  | { seat: number; type: "retreat"; soldier: number; to: Hex }
  | { seat: number; type: "monster-retreat"; to: Hex };

/** Tokens not on the board: what monsters may still bring into play. */
export function monsterPool(s: LostPatrolState): number {
  const board = s.board;
  let used = 0;
  for (let i = 0; i < board.length; i++) used += board[i].monsters;
  return MONSTER_TOKENS - used;
}
