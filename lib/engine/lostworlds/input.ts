/**
 * What a Lost Worlds fight is played with: the books as the engine reads them (a structural subset
 * of the `book` document body, so lib/engine does not depend on lib/content's zod schema at
 * runtime), the rule options, and the one kind of action. Apart from types.ts, whose state holds
 * the compiled tables (compile.ts), which are compiled from these.
 */
import type { Tell } from "./restriction-model";

export interface PictureSource {
  title: string;
  image?: { src: string; alt?: string } | null;
  score: number | null;
  critical: (Tell & { threshold: number }) | null;
  tell: Tell;
}

export interface ManeuverSource {
  name: string;
  /** Null: printed without a colour. */
  color: string | null;
  page: number;
  xPage?: number | null;
  mod: number;
  /** The MODs with the character's further weapons (`2/-1`): the next applies while the weapon is dropped. */
  weaponMods?: number[];
  /** Unavailable once the shield is broken. */
  usesShield?: boolean;
  /** Unavailable until a picture enables it. */
  disabled?: boolean;
  expBonus?: number;
}

/** What the duel engine needs of a book; a `book` document body is one (its schema checks that it stays one). */
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
  sheet: { groups: { name: string; own?: boolean; maneuvers: ManeuverSource[] }[] };
  pictures: Record<string, PictureSource>;
  matrices: Record<string, { rows: Record<string, number> }>;
}

/**
 * Content of a fight: `books[0]` is the solo character (seat 0), `books[1..N]` its opponents (seats
 * 1..N). N = 1 is a duel; N > 1 is a Multi-Player combat, one against several (see multi.ts
 * and docs/rules/lostworlds.md, "Multi-player combat").
 */
export interface LostWorldsContent {
  books: BookSource[];
}

export interface LostWorldsOptions {
  /**
   * Restrictions that together allow nothing: "most-restrictive" applies the single restriction
   * in force that leaves the fewest (but some) maneuvers (multi-player rule 1);
   * "strict" keeps the empty set (the seat is stuck and the duel ends).
   */
  conflict: "most-restrictive" | "strict";
  /** The height rule: taller +1 to Orange and Red MODs, shorter −1 to Orange. */
  height: boolean;
  /** Terrain level per seat; effective height = height + level (the scenario rule). Missing seats: 0. */
  levels: number[];
  /** Allow announcing an escape at Extended Range (the printed escape). Off for balance runs. */
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
  /**
   * Multi-player ATTACKS: when the solo character scores on more opponents in one
   * exchange than its `character.attacks` (default 1), which scores count. The printed rule lets the player
   * choose; the engine chooses by this rule: "most-damage" (default: the largest totals, a CRITICAL
   * first on a tie, then the lower seat), "knockout-first" (scores that make an opponent fall, then
   * as most-damage), "seat-order" (the lower seats first). Unused in a duel.
   */
  attackPriority: "most-damage" | "knockout-first" | "seat-order";
}

/** One secret choice: the page of a maneuver on the seat's own sheet. */
export interface LostWorldsAction {
  seat: number;
  page: number;
  /** Announce "Escaping" with this (Extended Range) maneuver; needs options.escape. */
  escape?: boolean;
}
