/**
 * What a picture page's "Tell opponent" line (and its CRITICAL) says, as structured data: the one
 * representation of restrictions that the engine plays, lint explores, the editor edits and both
 * file formats read and write. The zod schema of the `book` document kind accepts exactly these
 * shapes; the printed sentence each one reads as comes from tell-text.ts, and what a
 * set of them allows from restrictions.ts.
 */

/** How long a restriction or bonus lasts, counted in the restricted side's choices. */
export type Duration = "next-turn" | "next-2-turns" | "until-weapon-retrieved" | "rest-of-combat";

/** What a tell does to the character besides restricting it (shown on its state). */
export type Effect = "weapon-lost" | "weapon-retrieved" | "knocked-down" | "shield-lost";

/**
 * What a restriction or bonus applies to: colours and groups are ids of the page set (pages.ts),
 * maneuvers are names on the restricted book's own sheet (any letter case). A maneuver is selected
 * when any selector names it. Empty lists everywhere select nothing, except for a bonus (any maneuver).
 * "Do only Extended Range" is the group `extended-range`: range is a consequence of what is selected.
 */
export interface Selectors {
  colors: string[];
  groups: string[];
  maneuvers: string[];
}

/** "Do only Green or Yellow next turn" / "Do no Thrusts or Red next turn". */
export type SelectRestriction = { type: "only" | "no"; duration: Duration } & Selectors;

/** "Add +2 if you score next turn" / "Add +2 to any Blue that scores next turn". */
export type BonusRestriction = { type: "bonus"; amount: number; duration: Duration } & Selectors;

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
