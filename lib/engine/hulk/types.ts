/**
 * Space Hulk (the Pitfall mission "Pitfall" plus the base-game ruleset, docs/rules/hulk.md): state, actions and
 * the compiled board. State is plain data (JSON- and structured-clone-safe): flat number arrays
 * indexed by cell, a short list of pieces, and a queue of pending decisions.
 *
 * Cells are indexed `level * plane + y * width + x` (level 0 = bottom, as in the mission kind and
 * lib/content/hulk/map.ts). Facings are orthogonal, 0..3 = N, E, S, W (core grid facing = 2 × f).
 */
import type { RngState } from "../core/rng";
import type { HulkReinforcements, HulkRules, HulkVictory } from "./input";

export const MARINES = 0;
export const STEALERS = 1;

/** Piece kinds. */
export const MARINE = 0;
export const STEALER = 1;
export const BLIP = 2;
export type PieceKind = typeof MARINE | typeof STEALER | typeof BLIP;

/** Terrain bits per cell. A hole (pitfall or ladder) sits on the upper cell and opens downwards. */
export const RUBBLE = 1;
export const PITFALL = 2;
export const LADDER = 4;
export const CHUTE = 8;
export const HOLE = PITFALL | LADDER;

/** Counter pool codes: 0..5 = pitfalls A..F, then ladder and rubble. */
export const COUNTER_LADDER = 6;
export const COUNTER_RUBBLE = 7;

/** Weapon of a Marine (the ranged one decides fire; close weapons only add a modifier). */
export const NO_GUN = 0;
export const BOLTER = 1;
export const FLAMER = 2;

export interface SquadSlot {
  name: string;
  sergeant: boolean;
  gun: number;
  /** Sum of the member's close-assault weapon modifiers. */
  closeModifier: number;
}

export interface EntryAreaSlot {
  cells: number[];
  from: number;
  to: number | null;
}

/** The mission and ruleset compiled once per content object (shared by reference, never changed). */
export interface HulkBoard {
  width: number;
  height: number;
  levels: number;
  plane: number;
  cells: number;
  /** Section index per cell, -1 for wall and void. */
  section: number[];
  sectionNames: string[];
  /** Door cells and whether each starts open; doorAt maps a cell to its door index or -1. */
  doorCells: number[];
  doorsOpen: number[];
  doorAt: number[];
  /** Terrain from the mission's fixed features (the counter pool adds more at set-up). */
  terrain: number[];
  entryAreas: EntryAreaSlot[];
  deployCells: number[];
  /** Shaded sections of the counter pool: their clear cells (upper-level pool cells). */
  poolSlots: number[][];
  counters: number[];
  poolPerSection: number | null;
  poolFirstSeat: number;
  poolAlternate: boolean;
  squad: SquadSlot[];
  reinforcements: HulkReinforcements;
  victory: HulkVictory;
  turnLimit: number | null;
  /** Every blip counter of the ruleset's mix, by the number of Genestealers it shows. */
  blipMix: number[];
  rules: HulkRules;
  /** The mission's levels as authored (rows, section names and kinds): only for drawing the map. */
  mapLevels: readonly unknown[];
  /** Letters of the pitfalls fixed in the mission (counter pitfalls get theirs at set-up), by cell. */
  pitfallLetters: Record<number, string>;
}

export interface Piece {
  id: number;
  kind: PieceKind;
  cell: number;
  /** 0..3 (N, E, S, W); blips have none (0). */
  facing: number;
  ap: number;
  /** Blip: how many Genestealers it stands for (hidden from the Marines). Others: 0. */
  blip: number;
  /** Marine: squad slot. */
  slot: number;
  prone: boolean;
  overwatch: boolean;
  jammed: boolean;
  /** Id of the piece this Marine shot at with its last action (sustained fire), or -1. */
  sustain: number;
  /** A storm bolter may fire for free after a move or turn (docs/rules/hulk.md). */
  freeShot: boolean;
  /** A Genestealer's free 90° turn was its last action (a second one costs as a 180°). */
  turnedFree: boolean;
  /** Heavy flamer shots left. */
  ammo: number;
}

export type Phase = "place-counters" | "deploy-marines" | "deploy-blips" | "marines" | "stealers" | "over";

/** Decisions that interrupt the flow, answered by one seat before play goes on. */
export type Pending =
  /** A Marine landed upright: "with any facing the Marine player wishes". */
  | { kind: "land-facing"; seat: 0; piece: number }
  /** A Stealer under a falling Marine scuttles to an adjacent empty space; then the Marine lands. */
  | { kind: "scuttle"; seat: 1; piece: number; faller: number; options: number[] }
  /** A falling Marine knocked another prone; the Stealer player places it nearby, prone. */
  | { kind: "place-faller"; seat: 1; piece: number; options: number[] }
  /** A converted blip: `left` Genestealers still to place around `at`. */
  | { kind: "place-stealers"; seat: 1; at: number; left: number; first: boolean; ap: number }
  /** Attacked through a hole and won or tied: retreat to an empty front or rear space, or stay. */
  | { kind: "retreat"; seat: 0; piece: number; options: number[]; stealer: number }
  /** Command points spent during the Genestealer turn (docs/rules/hulk.md: usable in either turn). */
  | { kind: "react"; seat: 0 };

export interface HulkStats {
  marinesKilled: number;
  stealersKilled: number;
  blipsConverted: number;
  falls: number;
  deflections: number;
  jams: number;
  shots: number;
  assaults: number;
}

export interface HulkState {
  board: HulkBoard;
  rng: RngState;
  turn: number;
  phase: Phase;
  /**
   * Turns after which the game is stopped unfinished (a safety cap, not a rule: Pitfall has no
   * turn limit); null: no cap.
   */
  maxTurns: number | null;
  terrain: number[];
  doors: number[];
  /** Piece id + 1 per cell, 0 = empty. */
  occ: number[];
  pieces: Piece[];
  nextId: number;
  /** The piece whose activation is under way (-1: none); only it may act until it is done. */
  active: number;
  /** Whether the active piece has acted since it was activated. */
  acted: boolean;
  /** Pieces that ended an activation without acting: not activated again this turn. */
  idle: number[];
  cp: number;
  /** Set-up: counters still face down (hidden order), and cells placed so far. */
  counterDeck: number[];
  counterCells: number[];
  /** Marines of the squad not yet deployed (slot indices). */
  toDeploy: number[];
  /** Blips waiting to enter (values hidden from the Marines). */
  waiting: number[];
  /** Blips that may still be drawn (hidden from the Marines). */
  pool: number[];
  unlimited: boolean;
  pending: Pending[];
  /** Pieces that left through a disposal chute, per side. */
  escaped: number[];
  /**
   * Per squad slot, what a campaign carries from mission to mission: the enemies each Marine
   * killed (a blip as one, as in `stats`: its contents stay hidden from the Marines) and whether
   * it was killed (one that left down a chute was not). Replaced, never changed in place.
   */
  squadKills: number[];
  squadLost: boolean[];
  stats: HulkStats;
  /** `unfinished`: stopped by the `maxTurns` cap, with no outcome. */
  end: { winner: number; reason: string; unfinished?: boolean } | null;
}

export type HulkAction =
  | { seat: number; type: "place-counter"; to: number }
  | { seat: number; type: "deploy-marine"; to: number; facing: number }
  | { seat: number; type: "deploy-blip"; to: number }
  | { seat: number; type: "move"; piece: number; to: number; jump: boolean; facing: number }
  | { seat: number; type: "turn"; piece: number; facing: number }
  | { seat: number; type: "door"; piece: number; to: number }
  | { seat: number; type: "climb"; piece: number; to: number; facing: number }
  | { seat: number; type: "jump"; piece: number; facing: number }
  | { seat: number; type: "fire"; piece: number; target: number }
  | { seat: number; type: "flame"; piece: number; to: number }
  | { seat: number; type: "assault"; piece: number; target: number }
  | { seat: number; type: "overwatch"; piece: number }
  | { seat: number; type: "clear-jam"; piece: number }
  | { seat: number; type: "stand"; piece: number; facing: number }
  | { seat: number; type: "convert"; piece: number }
  | { seat: number; type: "face"; facing: number }
  | { seat: number; type: "place"; to: number; facing: number }
  | { seat: number; type: "pass" }
  /** Ends the acting piece's activation: its AP left are lost (a Marine keeps the command points). */
  | { seat: number; type: "done" }
  /** Starts a piece's activation (the turn's pieces are picked one at a time). */
  | { seat: number; type: "activate"; piece: number }
  | { seat: number; type: "end-turn" };

export interface HulkOptions {
  /**
   * A safety cap for bots, not a rule: after this many turns the game stops unfinished (neither
   * side wins, no draw). None by default: a mission's own turn limit ends it with its outcomes.
   */
  maxTurns?: number;
}
