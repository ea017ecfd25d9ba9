/**
 * Lost Worlds duel types: the book as the engine reads it (a structural subset of the `book`
 * document body, so lib/engine does not depend on lib/content's zod schema at runtime), the
 * options, actions, state and per-seat view.
 */
import type { GameResult, SimultaneousStep } from "../core/game";
import type { CompiledDuel } from "./compile";

export type Duration = "next-turn" | "next-2-turns" | "until-weapon-retrieved" | "rest-of-combat";
export type Effect = "weapon-lost" | "weapon-retrieved" | "knocked-down" | "shield-lost";

interface Selectors {
  colors: string[];
  groups: string[];
  maneuvers: string[];
}

/** Same shape as the book schema's restriction (lib/content/kinds/book.ts). */
export type RestrictionSource =
  | ({ type: "only" | "no"; duration: Duration } & Selectors)
  | ({ type: "bonus"; amount: number; duration: Duration } & Selectors)
  | { type: "override" };

export interface TellSource {
  text: string;
  restrictions: RestrictionSource[];
  effects: Effect[];
}

export interface PictureSource {
  title: string;
  image?: { src: string; alt?: string } | null;
  score: number | null;
  critical: (TellSource & { threshold: number }) | null;
  tell: TellSource;
}

export interface ManeuverSource {
  name: string;
  color: string;
  page: number;
  xPage?: number | null;
  mod: number;
  expBonus?: number;
}

/** What the duel engine needs of a book; a `BookBody` (lib/content/kinds/book.ts) is one. */
export interface BookSource {
  character: {
    name: string;
    height: number;
    bodyPoints: number;
    spellPoints?: number;
    tacticPoints?: number;
    luckPoints?: number;
    attacks?: number;
  };
  sheet: { groups: { name: string; maneuvers: ManeuverSource[] }[] };
  pictures: Record<string, PictureSource>;
  matrices: Record<string, { rows: Record<string, number> }>;
}

/** Content of a duel: exactly two books, seat 0 plays books[0]. */
export interface LostWorldsContent {
  books: BookSource[];
}

export interface LostWorldsOptions {
  /**
   * Restrictions that together allow nothing: "most-restrictive" applies the single restriction
   * in force that leaves the fewest (but some) maneuvers (multi-player rule 1, RULES-NOTES §1);
   * "strict" keeps the empty set (the seat is stuck and the duel ends).
   */
  conflict: "most-restrictive" | "strict";
  /** The height rule (seed 003 "HEIGHT"): taller +1 to Orange and Red MODs, shorter −1 to Orange. */
  height: boolean;
  /** Terrain level per seat; effective height = height + level (scenario rules, seed 003). */
  levels: [number, number];
  /** Allow announcing an escape at Extended Range (seed 003 "ESCAPE"). Off for balance runs. */
  escape: boolean;
  /** The picture both sides start on (57 for a duel; scenarios use 1, 19, 21, 23 or 41). */
  startPage: number;
  /** A duel still going after this many exchanges is a draw (bots can dodge forever). */
  maxExchanges: number;
  /**
   * Not a rule: report use and damage per maneuver page in `metrics` ("use.0.24", "dealt.0.24").
   * Off by default, since ~60 more numbers per duel slow the aggregation of large simulations.
   */
  maneuverStats: boolean;
}

/** One secret choice: the page of a maneuver on the seat's own sheet. */
export interface LostWorldsAction {
  seat: number;
  page: number;
  /** Announce "Escaping" with this (Extended Range) maneuver; needs options.escape. */
  escape?: boolean;
}

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
}

/** The exchange log, newest first, shared between states (appending never copies). */
export interface ExchangeLink {
  prev: ExchangeLink | null;
  n: number;
  strikes: [Strike, Strike];
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
}

export interface LostWorldsState {
  /** Compiled tables of the two books (shared, never mutated). */
  t: CompiledDuel;
  options: LostWorldsOptions;
  /** Exchanges resolved so far. */
  n: number;
  sides: [SideState, SideState];
  step: SimultaneousStep<LostWorldsAction>;
  log: ExchangeLink | null;
  over: GameResult | null;
}

export interface RestrictionView {
  text: string;
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
  color: string;
  page: number;
  mod: number;
  legal: boolean;
  /** Why it is illegal now (the restriction and the page it came from). */
  reason: string | null;
}

export interface PictureView {
  page: number;
  title: string;
  image: { src: string; alt: string } | null;
  score: number | null;
  critical: { threshold: number; text: string } | null;
  tell: string;
}

export interface SideView {
  name: string;
  body: number;
  maxBody: number;
  height: number;
  points: { spell: number; tactic: number; luck: number };
  /** The picture of this side the opponent last turned to (in this side's book). */
  picture: PictureView | null;
  restrictions: RestrictionView[];
  bonuses: { text: string; page: number; turnsLeft: number | null }[];
  sheet: ManeuverView[];
  range: "close" | "extended" | null;
  weaponLost: boolean;
  shieldLost: boolean;
  knockedDown: boolean;
}

export interface LostWorldsView {
  seat: number;
  exchange: number;
  sides: [SideView, SideView];
  pending: { seats: number[]; submitted: boolean[]; mine: LostWorldsAction | null };
  /** Resolved exchanges, oldest first. */
  log: { n: number; strikes: [Strike, Strike] }[];
  over: GameResult | null;
}
