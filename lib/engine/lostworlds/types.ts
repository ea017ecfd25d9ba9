/**
 * Lost Worlds duel types: the state, the exchange log and the per-seat view. The engine's input
 * (the books, the options) and its actions are input.ts, which the compiled tables (compile.ts)
 * are made from; what a tell says is restriction-model.ts.
 */
import type { GameResult, SimultaneousStep } from "../core/game";
import type { CompiledDuel } from "./compile";
import type { LostWorldsAction, LostWorldsOptions } from "./input";

export type * from "./restriction-model";
export type * from "./input";

/** What one side did in an exchange and what it turned to in the opponent's book. */
export interface Strike {
  /** Maneuver page chosen from the side's own sheet. */
  page: number;
  /** Picture page the side turned to in the opponent's book (it shows the opponent). */
  picture: number;
  /** SCORE + MOD + height + experience + bonuses, or null when the picture shows no SCORE. */
  total: number | null;
  /** Damage dealt to the opponent (total when above zero, else 0). */
  dealt: number;
  /** The picture's CRITICAL applied (total reached its threshold). */
  critical: boolean;
  /** This side's body points after the exchange. */
  body: number;
  /**
   * Multi-player only: the picture showed a SCORE, but the solo side had already used its Attacks
   * on other opponents this exchange (option `attackPriority`), so it dealt nothing and no CRITICAL
   * applied (the picture's "Tell opponent" still did). Absent otherwise.
   */
  withheld?: true;
}

/**
 * The exchange log, newest first, shared between states (appending never copies).
 *
 * `strikes` holds two strikes per pairing fought in the exchange, in the order of `opponents`:
 * `strikes[2p]` is the solo side's (seat 0) strike on seat `opponents[p]`, `strikes[2p + 1]` that
 * opponent's strike on the solo side. A duel has one pairing, so `strikes` is `[A's, B's]` and
 * `opponents` is `[1]`.
 */
export interface ExchangeLink {
  prev: ExchangeLink | null;
  n: number;
  strikes: Strike[];
  opponents: readonly number[];
}

export interface SideState {
  body: number;
  /** The picture of this side currently shown (in its own book): its restrictions came from it. */
  picture: number;
  /** Restrictions in force, flat: [restriction id, turns left, suspended, exclusive]*. */
  active: number[];
  /** Bonuses in force, flat: [bonus id, turns left]*. */
  bonuses: number[];
  /** Bitmask over the sheet (sheet order) of the maneuvers legal now. */
  legal: number;
  /** When restrictions collide: the index (in `active`, per 4) of the one applied alone; else −1. */
  alone: number;
  weaponLost: boolean;
  shieldLost: boolean;
  /** Choices left during which the side is knocked down. */
  down: number;
  /** Bitmask over the sheet of the maneuvers unavailable for the rest of the combat (disabled, shield broken). */
  off: number;
  /** Knocked out: unconscious whatever its body points. */
  ko: boolean;
}

export interface LostWorldsState {
  /** Compiled tables of the books (shared, never mutated). */
  t: CompiledDuel;
  options: LostWorldsOptions;
  /** Exchanges resolved so far. */
  n: number;
  /**
   * One per seat. In a multi-player fight `sides[0]` (the solo side) keeps its body points, the
   * combined legal mask and the knock-down, weapon and shield state; its restrictions and bonuses
   * live per opponent in `pairs`, and its `active`/`bonuses` here stay empty.
   */
  sides: SideState[];
  /**
   * Multi-player only (null in a duel): per opponent seat, the solo side as that opponent's book
   * copy has it (restrictions and bonuses read out by that opponent, the picture it turned to).
   * Null for seat 0 and for opponents out of the fight (fallen or escaped).
   */
  pairs: (SideState | null)[] | null;
  step: SimultaneousStep<LostWorldsAction>;
  log: ExchangeLink | null;
  over: GameResult | null;
}

export interface RestrictionView {
  text: string;
  /** The seat that read it out (the opponent who turned to the picture). */
  by: number;
  /** Picture page (in the restricted side's own book) that read it out. */
  page: number;
  fromCritical: boolean;
  /** Choices it still applies to; null for "rest of the combat" / "until the weapon is picked up". */
  turnsLeft: number | null;
  suspended: boolean;
}

export interface ManeuverView {
  name: string;
  group: string;
  color: string | null;
  page: number;
  mod: number;
  legal: boolean;
  /** Why it is illegal now (the restriction and the page it came from). */
  reason: string | null;
  /** The X column: the Extended Range page this maneuver maps to (multi-player rule 3), or null. */
  xPage: number | null;
}

export interface PictureView {
  page: number;
  title: string;
  image: { src: string; alt: string } | null;
  score: number | null;
  critical: { threshold: number; text: string } | null;
  tell: string;
}

/** One opponent this side faces. */
export interface FacingView {
  seat: number;
  /** Where the two are: a pairing is at one range, though the solo side may face both at once. */
  range: "close" | "extended" | null;
  /** The picture of this side that opponent last turned to (in this side's book). */
  picture: PictureView | null;
}

export interface SideView {
  name: string;
  body: number;
  maxBody: number;
  height: number;
  points: { spell: number; tactic: number; luck: number };
  /** The picture of this side the opponent last turned to (in this side's book); `facing[0].picture`. */
  picture: PictureView | null;
  /** The opponents this side fights now: the solo side's that are still in, an opponent's [seat 0]. */
  facing: FacingView[];
  /** Out of a multi-player fight (fell or escaped); the others fight on. */
  out: boolean;
  restrictions: RestrictionView[];
  /** Bonuses in force, with the seat that read each out. */
  bonuses: { text: string; page: number; turnsLeft: number | null; by: number }[];
  sheet: ManeuverView[];
  /** "mixed": the solo side faces opponents at both ranges (multi-player rule 3). */
  range: "close" | "extended" | "mixed" | null;
  weaponLost: boolean;
  shieldLost: boolean;
  knockedDown: boolean;
  knockedOut: boolean;
}

/** One pairing of an exchange: the solo side (seat 0) against `opponent`. */
export interface PairingView {
  opponent: number;
  /** [the solo side's strike on the opponent, the opponent's strike on the solo side]. */
  strikes: [Strike, Strike];
}

export interface LogEntryView {
  n: number;
  /** As in `ExchangeLink`: two per pairing; a duel's are `[A's, B's]`. */
  strikes: Strike[];
  /** The same strikes by pairing (opponents already out are absent). */
  pairings: PairingView[];
}

export interface LostWorldsView {
  seat: number;
  exchange: number;
  /** One per seat: seat 0 the solo side (side A of a duel), then its opponents. */
  sides: SideView[];
  pending: { seats: number[]; submitted: boolean[]; mine: LostWorldsAction | null };
  /** Resolved exchanges, oldest first. */
  log: LogEntryView[];
  over: GameResult | null;
}
