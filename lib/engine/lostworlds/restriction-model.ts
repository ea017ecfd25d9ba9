/**
 * What a picture page's "Tell opponent" line (and its CRITICAL) says, as structured data: the one
 * representation of restrictions and effects that the engine plays, lint explores, the editor edits
 * and both file formats read and write. The zod schema of the `book` document kind accepts exactly
 * these shapes; the printed sentence each one reads as comes from tell-text.ts, and what a set of
 * them allows from restrictions.ts.
 */

/** How long a restriction or bonus lasts, counted in the restricted side's choices. */
export type Duration = "next-turn" | "next-2-turns" | "until-weapon-retrieved" | "rest-of-combat";

/**
 * A maneuver of a sheet, as restrictions and effects name it: its group heading on the sheet and
 * its name there (any letter case). Names repeat across groups ("High", "Low"), so the name alone
 * does not say which one.
 */
export interface ManeuverRef {
  group: string;
  name: string;
}

/**
 * What a tell does to the character it is read to besides restricting it: a small closed set,
 * each played exactly by the engine (docs/rules/lostworlds.md, "Effects").
 */
export type Effect =
  /** The weapon is dropped: "until your weapon is picked up" restrictions hold, the next weapon's MOD applies. */
  | { type: "weapon-lost" }
  /** The weapon is picked up again: ends every "until your weapon is picked up" restriction. */
  | { type: "weapon-retrieved" }
  /** Knocked down for as long as the tell's longest finite restriction (at least one choice). */
  | { type: "knocked-down" }
  /** The shield is broken: the maneuvers marked as using it are unavailable for the rest of the combat. */
  | { type: "shield-lost" }
  /** Knocked out: the character is unconscious and loses the combat, whatever its body points. */
  | { type: "knocked-out" }
  /**
   * Regains this many body points (never above its starting body points): regeneration. With
   * `ifNotScoredOn`, only in an exchange where the opponent dealt it no damage.
   */
  | { type: "regain"; points: number; ifNotScoredOn?: boolean }
  /**
   * "Score: turn to 41": the character is shown picture `page` of its own book instead, whose tell
   * is read out in place of this one; with `onScore`, only when the opponent scored damage here.
   */
  | { type: "turn-to"; page: number; onScore: boolean }
  /** A maneuver becomes available for the rest of the combat (one the sheet marks as not yet available). */
  | { type: "enable"; maneuver: ManeuverRef }
  /** A maneuver becomes unavailable for the rest of the combat. */
  | { type: "disable"; maneuver: ManeuverRef };

export type EffectType = Effect["type"];

/**
 * What a restriction or bonus applies to: colours and groups are ids of the page set (pages.ts),
 * own groups are group headings the sheet marks as the character's own ("Bite", "Skill"), and
 * maneuvers are (group, name) on the restricted book's own sheet. With `match` "any" a maneuver is
 * selected when any selector names it; with "all" when every kind of selector given names it ("Do
 * only Extended Range Green": the green maneuvers among the Extended Range ones). Empty lists
 * everywhere select nothing, except for a bonus (any maneuver). "Do only Extended Range" is the
 * group `extended-range`: range is a consequence of what is selected.
 */
export interface Selectors {
  colors: string[];
  groups: string[];
  /** Absent: none. */
  ownGroups?: string[];
  maneuvers: ManeuverRef[];
  /** Absent: "any". */
  match?: "any" | "all";
}

/** "Do only Green or Yellow next turn" / "Do no Thrusts or Red next turn". */
export type SelectRestriction = { type: "only" | "no"; duration: Duration } & Selectors;

/**
 * "Add +2 if you score next turn" / "Add +2 to any Blue that scores next turn" / "+2 to your score
 * next turn". `when` "score-shown": added to the total whenever the picture turned to shows a SCORE
 * (so it can turn a total of 0 into damage), also when absent; "scores": only a move that scores without it gets it.
 */
export type BonusRestriction = { type: "bonus"; amount: number; duration: Duration; when?: "score-shown" | "scores" } & Selectors;

/** "Other restrictions are invalid": while this tell's restrictions last, the others are suspended. */
export interface OverrideRestriction {
  type: "override";
}

export type Restriction = SelectRestriction | BonusRestriction | OverrideRestriction;

/** One tell: the sentence as printed (empty when none was printed) and what it says. */
export interface Tell {
  text: string;
  restrictions: Restriction[];
  effects: Effect[];
}
