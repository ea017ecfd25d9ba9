/**
 * The island game's state, actions and decisions. Plain data throughout: numbers index the
 * input's arrays (characters, Fate cards by copy in the deck, Location tiles), so a state is
 * cheap to copy and to change in place. docs/rules/island.md says how each rule is read.
 */
import type { ActionBase } from "../core/game";
import type { RngState } from "../core/rng";
import type { Effect, IslandInput } from "./input";
import type { RuleSet } from "./options";

/** Who holds a Character, when not a seat (0..7). */
export const NEUTRAL = -1;
export const IN_DECK = -2;
export const DEAD = -3;
/** Dealt to a player choosing a Starting Character. */
export const DEALT = -4;

export interface Location {
  q: number;
  r: number;
  /** The tile's back (index into input.backs); -1 for a Starting Location half-tile. */
  back: number;
  /** The tile (index into input.tiles), hidden from views while face down; -1 for a half-tile. */
  tile: number;
  up: boolean;
  /** Fate cards lying here (by copy index): Equipment left behind, Encounters not yet defeated, a Monster. */
  cards: number[];
}

export interface Character {
  owner: number;
  /** Location index, -1 when not on the island. */
  at: number;
  /** The seat whose Starting Character this is, or -1 (a Follower, a Neutral). */
  starter: number;
  injured: boolean;
  /** Healing at a Campsite: the Injured marker goes after its next skipped turn. */
  healing: boolean;
  /** Its owner's turns it must still skip. */
  skip: number;
  /** Its owner's turns it stays Trapped. */
  trapped: number;
  /** Takes part in the current turn (its owner's turn: not Trapped, not skipping). */
  ready: boolean;
  moved: boolean;
  engaged: boolean;
  /** The last round it moved in (the Advanced victory asks whether a Starting Character moved this round). */
  movedRound: number;
  /** Carried Equipment, by copy index. */
  equip: number[];
  /** The round its once-a-round ability was last used. */
  usedRound: number;
}

export interface Player {
  /** Events in hand, by copy index. */
  hand: number[];
  out: boolean;
  /** Whole turns the player must skip. */
  skip: number;
  /** Locations this player turned face up, and Encounters defeated (Win Conditions read them). */
  explored: number;
  defeated: number;
  /** The two Characters dealt while choosing a Starting Character. */
  dealt: number[];
}

/** A Power modifier in force: on a Character (char ≥ 0) or the defending side of the check (-1). */
export interface Modifier {
  char: number;
  amount: number;
  /** 0: this Power Check, 1: this turn, 2: this round. */
  until: 0 | 1 | 2;
}

export type CheckKind = "encounter" | "neutral" | "opponent" | "monster";

export interface PowerCheck {
  kind: CheckKind;
  /** The player making the attempt; for the Monster's own check, the player whose turn it is. */
  seat: number;
  loc: number;
  /** The attacking Characters (none when the Monster attacks). */
  attackers: number[];
  /** The defending Characters: the led Character first, then its group; everyone the Monster engages. */
  defenders: number[];
  /** The Encounter or Monster (copy index), or -1. */
  card: number;
  /** 0 until rolled. */
  attackDie: number;
  defendDie: number;
  /** Modifiers that last only this check. */
  mods: Modifier[];
}

/** A decision someone must take before the game goes on. */
export type Pending =
  | { kind: "draft"; seat: number }
  | { kind: "move"; seat: number }
  | { kind: "engage"; seat: number; loc: number }
  | { kind: "defend"; seat: number }
  | { kind: "equip"; seat: number; card: number; loc: number; group: number[] }
  /** Choose one of `options` (Characters, or Locations for `purpose` "destination"). */
  | { kind: "pick"; seat: number; purpose: PickPurpose; options: number[]; effect: EffectTask | null }
  | { kind: "reward"; seat: number }
  | { kind: "neutral"; seat: number; loc: number }
  | { kind: "transfer"; seat: number }
  | { kind: "discard"; seat: number }
  | { kind: "react"; seat: number; check: boolean }
  | { kind: "resolve"; seat: number; text: string; source: string }
  | { kind: "answer"; seat: number };

/**
 * What a pick chooses: Characters for most purposes; a Location for "destination"; a seat for
 * "take-event" (whose hand to take from); a Fate card for "take-equipment".
 */
export type PickPurpose =
  "injure" | "heal" | "kill" | "trap" | "skip" | "move" | "destination" | "power" | "casualty" | "take-event" | "take-equipment";

/** One effect to carry out, with whose it is and what it reaches. */
export interface EffectTask {
  t: "effect";
  e: Effect;
  /** The player who chooses its targets. */
  seat: number;
  /** The Characters it belongs to (the engaging group, the carrier, the owner). */
  group: number[];
  loc: number;
  /** What it comes from, for the log: a card or tile name. */
  source: string;
  /** The Character already chosen (move: the one to move), or -1. */
  chosen: number;
}

/**
 * The agenda: what the engine still has to do, last first. Plain data; settle.ts runs them until a
 * decision is needed.
 */
export type Task =
  | EffectTask
  | { t: "turn" }
  | { t: "move" }
  | { t: "engage" }
  | { t: "neutrals" }
  | { t: "transfer" }
  | { t: "discard" }
  | { t: "end-turn" }
  | { t: "round-end"; next: number }
  | { t: "monsters"; i: number }
  | { t: "monster"; card: number }
  | { t: "window"; check: boolean; next: number; passes: number }
  | { t: "location"; loc: number; group: number[]; flipped: boolean }
  | { t: "fate"; loc: number; group: number[]; count: number }
  | { t: "cards"; loc: number; group: number[]; seen: number[] }
  | { t: "campsite"; loc: number }
  | { t: "check" }
  | { t: "roll" }
  | { t: "resolve-check" }
  | { t: "draft"; order: number; of: number }
  | { t: "draft-end" };

export interface Proposal {
  /** The seats that would share the win; `from` proposed it. */
  seats: number[];
  from: number;
  /** Seats still to answer, in order. */
  waiting: number[];
}

export interface IslandState {
  /** The content, shared between states and never changed. */
  input: IslandInput;
  rules: RuleSet;
  players: number;
  tableActions: boolean;
  maxRounds: number;
  /** The layout the island was built from. */
  layout: string;
  rng: RngState;
  /** Dice a worked example scripts (used before the RNG while any are left); empty in play. */
  forcedDice: number[];
  /** Copy index → Fate card (index into input.fate): dealt at random at set-up, so a copy's index tells nothing of what it is. */
  cardDef: number[];
  /** Location tiles left in the box (not on the island), by tile index. */
  tilePool: number[];

  locs: Location[];
  /** Neighbouring island Locations of each Location (half-tiles lead onto the island; nothing leads onto them). */
  adj: number[][];
  /** Each seat's Starting Location half-tile. */
  startOf: number[];
  /** Each seat's Starting Character as chosen (-1 until chosen), for the record. */
  startingOf: number[];

  chars: Character[];
  charDeck: number[];
  fateDeck: number[];
  fateDiscard: number[];
  /** Copy index → 1 while face down (Advanced Equipment). */
  faceDown: number[];
  seats: Player[];
  /** Monsters on the island, by copy index (their Location is where the card lies). */
  monsters: number[];

  first: number;
  seat: number;
  round: number;
  /** 0 while choosing Starting Characters. */
  turnNo: number;
  /** The Locations this turn's Characters arrived at, in the order they moved. */
  arrivals: number[];
  /** Locations whose instructions were followed this turn, and where a Neutral was attempted. */
  engagedLocs: number[];
  neutralTried: number[];
  /** Equipment already passed on this turn (each piece once). */
  transferred: number[];
  /** The current player's Characters that sat this turn out (Trapped, skipping, healing): their counters go down at its end. */
  sitting: number[];

  mods: Modifier[];
  check: PowerCheck | null;
  /** The lead attempt just won, waiting for the reward choice. */
  won: { target: number; seat: number } | null;
  tasks: Task[];
  pending: Pending | null;
  proposal: Proposal | null;

  stats: { led: number; killed: number; defeated: number; encounters: number; monsterMoves: number };
  end: { winners: number[]; reason: string; kind: EndKind } | null;
}

/** How a game ended, for tallies: the printed ways to win, everyone gone, and the round limit. */
export type EndKind = "lead-all" | "win-condition" | "advanced" | "agreement" | "nobody" | "round-limit";
export const END_KINDS: readonly EndKind[] = ["lead-all", "win-condition", "advanced", "agreement", "nobody", "round-limit"];

export type IslandAction = ActionBase &
  (
    | { type: "draft"; keep: number; both: boolean }
    | { type: "move"; char: number; to: number }
    | { type: "engage"; loc: number }
    | { type: "lead"; target: number; with: number[] }
    | { type: "heal"; char: number }
    | { type: "healer"; healer: number; char: number }
    | { type: "defend"; with: number[] }
    | { type: "equip"; card: number; to: number; faceDown: boolean }
    | { type: "pick"; choice: number }
    | { type: "reward"; kind: "control" | "equipment" | "event" | "injure"; card: number }
    | { type: "transfer"; card: number; to: number }
    | { type: "discard"; card: number }
    | { type: "play"; card: number; target: number }
    | { type: "use"; card: number; target: number }
    | { type: "ability"; char: number; target: number }
    | { type: "pass" }
    | { type: "resolve"; applied: boolean }
    | { type: "leave" }
    | { type: "propose"; with: number[] }
    | { type: "answer"; accept: boolean }
    | { type: "claim"; char: number }
  );

export type Events = { type: string; [k: string]: unknown }[];
