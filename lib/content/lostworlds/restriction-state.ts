/**
 * The restrictions in force on one character and which maneuvers of its sheet they leave legal.
 * Shared by lint (exploring every reachable state) and the duel engine (one state per side), so
 * both read the rules the same way:
 *
 * - Restrictions in book X's pictures restrict X (the opponent reads them out to X).
 * - Range: Extended Range maneuvers are legal only when an "only" restriction in force names some
 *   extended maneuver of the sheet ("Do only Extended Range", "Do only Brown"); then close ones
 *   are not. Otherwise only close maneuvers are legal.
 * - Several restrictions combine: a choice must satisfy every "only" and avoid every "no" (the most
 *   restrictive combination). When together they allow nothing (printed books do collide: "Do only
 *   Retrieve Weapon" under "Do no Special for the rest of the combat"), the printed rule "When given
 *   multiple restrictions, do the most restrictive" decides: the single restriction in force that
 *   leaves the fewest legal maneuvers, but at least one, applies (the newest on a tie). Rule option
 *   "strict" keeps the empty combination instead (the game is stuck).
 * - "Other restrictions are invalid": for as long as the restrictions read with it last, only they
 *   count; restrictions already in force or read out meanwhile are suspended, and resume afterwards
 *   if they have not expired.
 * - "until your weapon is picked up" lasts until a picture with the `weapon-retrieved` effect.
 */
import type { BookBody, Effect, Restriction, SelectRestriction } from "../kinds/book";
import { sheetManeuvers } from "../kinds/book";
import { rangeOfPage, type Color, type GroupId, type PageSet, type Range } from "./standard";

export interface ActiveRestriction {
  restriction: SelectRestriction;
  /** Choices it still applies to; Infinity for "rest of the combat" and "until weapon picked up". */
  turnsLeft: number;
  /** Choices during which it is suspended by "Other restrictions are invalid". */
  suspended: number;
  /** Choices during which it suspends every other restriction ("Other restrictions are invalid"). */
  exclusive: number;
}

export type ConflictRule = "most-restrictive" | "strict";

export const DURATION_TURNS = {
  "next-turn": 1,
  "next-2-turns": 2,
  "until-weapon-retrieved": Infinity,
  "rest-of-combat": Infinity,
} as const;

export interface SheetEntry {
  page: number;
  /** As printed on the sheet. */
  label: string;
  /** Lower case, for matching named restrictions. */
  name: string;
  color: Color;
  range: Range | null;
  groups: ReadonlySet<GroupId>;
}

/** The sheet as lint and the engine query it: one entry per maneuver, with range and groups. */
export function indexSheet(book: Pick<BookBody, "sheet">, set: PageSet): SheetEntry[] {
  const groupsOf = new Map<number, Set<GroupId>>();
  for (const [g, pages] of Object.entries(set.groupPages) as [GroupId, readonly number[]][]) {
    for (const p of pages) {
      let s = groupsOf.get(p);
      if (!s) groupsOf.set(p, (s = new Set()));
      s.add(g);
    }
  }
  return sheetManeuvers(book).map((m) => ({
    page: m.page,
    label: m.name,
    name: m.name.toLowerCase(),
    color: m.color,
    range: rangeOfPage(set, m.page),
    groups: groupsOf.get(m.page) ?? new Set(),
  }));
}

/** Whether a maneuver is one of a restriction's selectors (colour, group or name). */
export function selects(r: { colors: string[]; groups: string[]; maneuvers: string[] }, m: SheetEntry): boolean {
  return (
    r.colors.includes(m.color) || r.groups.some((g) => m.groups.has(g as GroupId)) || r.maneuvers.some((n) => n.toLowerCase() === m.name)
  );
}

/** The restrictions that count now (the others are suspended). */
export const countedRestrictions = (active: readonly ActiveRestriction[]) =>
  active.filter((a) => a.suspended === 0).map((a) => a.restriction);

/** The maneuvers a set of restrictions allows together (range rule included). */
export function allowedBy(restrictions: readonly SelectRestriction[], sheet: readonly SheetEntry[]): number[] {
  const onlys = restrictions.filter((r) => r.type === "only");
  const range: Range = onlys.some((r) => sheet.some((m) => m.range === "extended" && selects(r, m))) ? "extended" : "close";
  const out: number[] = [];
  sheet.forEach((m, i) => {
    if (m.range !== range) return;
    for (const r of restrictions) if ((r.type === "only") !== selects(r, m)) return;
    out.push(i);
  });
  return out;
}

export interface LegalChoice {
  /** Indices into the sheet of the maneuvers allowed now. */
  legal: number[];
  /** The restrictions in force allow nothing together; the most restrictive single one applied. */
  conflict: boolean;
}

/** Which maneuvers of the sheet the restrictions in force allow (see the rules at the top). */
export function legalManeuvers(
  active: readonly ActiveRestriction[],
  sheet: readonly SheetEntry[],
  rule: ConflictRule = "most-restrictive",
): LegalChoice {
  const counted = countedRestrictions(active);
  const all = allowedBy(counted, sheet);
  if (all.length > 0 || rule === "strict" || counted.length < 2) return { legal: all, conflict: false };
  let best: number[] | null = null;
  for (let k = counted.length - 1; k >= 0; k--) {
    const alone = allowedBy([counted[k]], sheet);
    if (alone.length > 0 && (!best || alone.length < best.length)) best = alone;
  }
  return best ? { legal: best, conflict: true } : { legal: [], conflict: false };
}

/**
 * The restrictions in force after an exchange: the ones just obeyed lose a turn, a retrieved
 * weapon ends the "until picked up" ones, then the tell(s) read out (the picture's, plus its
 * CRITICAL when it applies) add theirs. Bonuses are not restrictions on the choice; the engine
 * keeps them separately.
 */
export function nextRestrictions(
  active: readonly ActiveRestriction[],
  tells: readonly { restrictions: readonly Restriction[]; effects: readonly Effect[] }[],
): ActiveRestriction[] {
  return addTells(decayRestrictions(active), tells);
}

/** After a choice: every restriction in force has been obeyed once more. */
export function decayRestrictions(active: readonly ActiveRestriction[]): ActiveRestriction[] {
  return active
    .map((a) => ({
      restriction: a.restriction,
      turnsLeft: a.turnsLeft - 1,
      suspended: Math.max(0, a.suspended - 1),
      exclusive: Math.max(0, a.exclusive - 1),
    }))
    .filter((a) => a.turnsLeft > 0);
}

/** The tells read out after an exchange, applied to the (already decayed) restrictions in force. */
export function addTells(
  decayed: readonly ActiveRestriction[],
  tells: readonly { restrictions: readonly Restriction[]; effects: readonly Effect[] }[],
): ActiveRestriction[] {
  let out = [...decayed];
  if (tells.some((t) => t.effects.includes("weapon-retrieved"))) {
    out = out.filter((a) => a.restriction.duration !== "until-weapon-retrieved");
  }
  const incoming = tells.flatMap((t) => t.restrictions);
  const added = incoming.filter((r): r is SelectRestriction => r.type === "only" || r.type === "no");
  let exclusive = 0;
  let suspended = Math.max(0, ...out.filter((a) => a.suspended === 0).map((a) => a.exclusive));
  if (incoming.some((r) => r.type === "override")) {
    const finite = added.map((r) => DURATION_TURNS[r.duration]).filter(Number.isFinite);
    exclusive = finite.length ? Math.max(...finite) : 1;
    out = out.map((a) => ({ ...a, suspended: Math.max(a.suspended, exclusive), exclusive: 0 }));
    suspended = 0;
  }
  for (const r of added) out.push({ restriction: r, turnsLeft: DURATION_TURNS[r.duration], suspended, exclusive });
  return withoutRepeats(out);
}

const contentKeys = new WeakMap<SelectRestriction, string>();
/** Equal for restrictions that say the same thing (wherever they are printed). */
export const restrictionKey = (r: SelectRestriction) => {
  let k = contentKeys.get(r);
  if (k === undefined) contentKeys.set(r, (k = JSON.stringify([r.type, r.colors, r.groups, r.maneuvers, r.duration])));
  return k;
};

/**
 * A restriction read out again while it is still in force (same counters) adds nothing, and one
 * suspended for all the turns it has left will never count again.
 */
function withoutRepeats(active: ActiveRestriction[]): ActiveRestriction[] {
  const seen = new Set<string>();
  return active.filter((a) => {
    if (a.suspended >= a.turnsLeft) return false;
    const k = `${restrictionKey(a.restriction)}|${a.turnsLeft}|${a.suspended}|${a.exclusive}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
