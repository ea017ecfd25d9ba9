/**
 * What a Lost Worlds scenario is played with, as the engine reads it: a hex terrain of spaces at
 * levels, objects lying on it, figures (each with its book), sides, victory conditions, a turn
 * limit and the rule options. The `scenario` document body is one of these once its books are
 * present (lib/content/kinds/scenario.ts checks the two agree at compile time).
 */
import type { BookSource } from "../lostworlds/input";
import type { Color } from "../lostworlds/pages";

/** Walls and pillars are terrain no figure enters; steps are a walkable space between levels. */
export type TerrainKind = "floor" | "wall" | "steps" | "pillar";

export interface SpaceSource {
  q: number;
  r: number;
  /** Terrain level: 0 is the ground, each level one figure-height step up. */
  level: number;
  terrain: TerrainKind;
  /** Nobody enters it, whatever its terrain (a pit, a closed door). */
  impassable: boolean;
}

export interface HexRef {
  q: number;
  r: number;
}

export interface ObjectSource {
  id: string;
  name: string;
  /** Damage it deals when it lands on a figure; nobody lifts it whose Height is lower. */
  weight: number;
  maxRange: number;
  /** Tall objects obstruct sideswings (the optional Obstructions rules) and jumps over them. */
  tall: boolean;
  /** Fixed furniture cannot be picked up, shoved or thrown. */
  movable: boolean;
  at: HexRef;
}

/** A weapon a figure can throw in the Movement Phase; its Effective Range comes from the throwing-weapon table. */
export interface ThrowingWeaponSource {
  name: string;
  effectiveRange: number;
}

export interface FigureSource {
  id: string;
  name: string;
  side: string;
  /** The figure's book; null while the author has not chosen one (lint reports it; play refuses it). */
  book: BookSource | null;
  start: HexRef;
  /** Height from the book's character sheet: the movement allowance and the Battle Zone height rule. */
  height: number;
  /** Added to page 19's score when this figure's throwing weapon hits. */
  extendedRangeDamage: number;
  throwingWeapon: ThrowingWeaponSource | null;
  /** Undead cannot roll to regain consciousness. */
  undead: boolean;
  /** The spell cards the figure holds (their points come out of its book's spell points); magic.ts. */
  spells: SpellCard[];
  /** Restores spell points in the Movement Phase (the book model cannot say so, so the author does). */
  regeneratesMagic: boolean;
  /**
   * Regenerates by leaving the board for the Movement Phase and coming back whole (as Airi and the
   * Wraith do): dematerialise.ts. The book model cannot say so, so the author does.
   */
  dematerialises: boolean;
  /** Body points a dematerialising figure drains from whoever it finds in its space when it comes back (its book's Touch). */
  touchDamage: number;
}

/** What a spell does to its target: a closed set the engine applies, or words the table resolves. */
export type SpellEffect =
  | { kind: "damage"; points: number }
  | { kind: "heal"; points: number }
  | { kind: "knock-down" }
  | { kind: "off-balance" }
  /** Added to the target's rolls on the Recovery table while the spell lasts. */
  | { kind: "recovery-modifier"; modifier: number }
  /** An effect the engine does not model: the log records it and the table resolves it. */
  | { kind: "text"; text: string };

export type SpellDuration = { kind: "instant" } | { kind: "rounds"; rounds: number } | { kind: "rest-of-game" };

/** A spell card as the author writes it (the studio ships no published cards). */
export interface SpellCard {
  name: string;
  color: Color;
  /** Its difficulty: the spell points it takes to hold the card. */
  points: number;
  effect: SpellEffect;
  duration: SpellDuration;
}

export interface SideSource {
  id: string;
  name: string;
}

export type VictoryCondition =
  /** Every opposing figure dead or unconscious. */
  | { kind: "defeat-all"; side: string; points: number; ends: boolean }
  /** A conscious figure of the side ends a turn on one of the spaces. */
  | { kind: "reach"; side: string; spaces: HexRef[]; points: number; ends: boolean }
  /** A conscious figure of the side ends `turns` turns in a row on one of the spaces. */
  | { kind: "hold"; side: string; spaces: HexRef[]; turns: number; points: number; ends: boolean }
  /** A figure of the side ends a turn carrying the object on one of the spaces (or the object lies there). */
  | { kind: "carry"; side: string; object: string; spaces: HexRef[]; points: number; ends: boolean }
  /** The side still has a conscious figure at the end of turn `turns`. */
  | { kind: "survive"; side: string; turns: number; points: number; ends: boolean };

/** Every reading of an unsettled rule, with its alternative (docs/rules/scenarios.md). */
export interface ScenarioOptions {
  /** Tied initiative rolls: the tied re-roll among themselves, or the lower seat goes first. */
  initiativeTies: "reroll" | "lower-seat-first";
  /** Entering a space at another level: the change in level (at least 1), or 1 plus the change. */
  climbCost: "change" | "one-plus-change";
  /** Adjacent figures on different levels: the height rule, or always in each other's zone. */
  battleZoneHeight: "height-rule" | "ignore";
  /** Who checks for falls: only those who ran or fought this turn, or everyone in a position to fall. */
  fallChecks: "ran-or-fought" | "everyone";
  /** A missed throw's die: re-roll results above the number of qualifying spaces, or count round them. */
  scatter: "reroll" | "wrap";
  /** A throwing weapon's damage: page 19's score plus the thrower's modifier, or page 19's score alone. */
  thrownWeaponDamage: "page19-plus-modifier" | "page19";
  /** Height in combat: Height + level (recomputed each Combat Phase), or the sheet's Height alone. */
  effectiveHeight: "height-plus-level" | "sheet";
  /** Movement points running adds. */
  runBonus: number;
  /** The optional Obstructions rules (terrain restrictions on sideswings, dodges, jumps away). */
  obstructions: boolean;
  /** Regeneration in the Movement Phase, for books that regenerate. */
  regeneration: boolean;
  /** Several figures against one: the books' multi-player rules (one fight), or each figure fights one opponent. */
  severalAgainstOne: "multi-player" | "one-on-one";
  /** Casting spells (and restoring spell points) in the Movement Phase. */
  magic: boolean;
}

export interface ScenarioSource {
  spaces: SpaceSource[];
  objects: ObjectSource[];
  figures: FigureSource[];
  sides: SideSource[];
  victory: VictoryCondition[];
  turnLimit: number;
  options: ScenarioOptions;
}

export const DEFAULT_SCENARIO_OPTIONS: ScenarioOptions = {
  initiativeTies: "reroll",
  climbCost: "change",
  battleZoneHeight: "height-rule",
  fallChecks: "ran-or-fought",
  scatter: "reroll",
  thrownWeaponDamage: "page19-plus-modifier",
  effectiveHeight: "height-plus-level",
  runBonus: 2,
  obstructions: false,
  regeneration: true,
  severalAgainstOne: "multi-player",
  magic: true,
};
