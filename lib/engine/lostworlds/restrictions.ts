/**
 * What restrictions allow: the one implementation of the restriction rules, over bitmasks of a
 * sheet. The duel engine keeps one state per side with it; the book lint explores every reachable
 * state with the same functions (lib/lint/book-dynamic.ts), so both always read the rules alike.
 * The readings are in docs/rules/lostworlds.md ("Restrictions" and "Range"):
 *
 * - A picture of book X restricts X (X's opponent reads the tell to X).
 * - Range: Extended Range maneuvers are legal only when an "only" in force selects one; then close
 *   ones are not ("Do Extended Range only when you are specifically instructed to do so"). The
 *   range is where the pictures put the side, so it is settled first and nothing overrides it.
 * - A choice must satisfy every "only" and avoid every "no". When together they allow nothing, the
 *   single restriction leaving the fewest (but some) maneuvers at the range applies, newest on a tie
 *   ("When given multiple restrictions, do the most restrictive"); option "strict" keeps the empty set.
 * - "Other restrictions are invalid": while the restrictions read with it last, all others are
 *   suspended (and resume afterwards if they have not expired).
 * - "Until your weapon is picked up" ends when a picture with the weapon-retrieved effect is read.
 *
 * A sheet has at most 32 maneuvers, one bit each. The restrictions in force are a flat list, four
 * numbers per entry: restriction id (into `RestrictionTables.restrictions`), choices left,
 * suspended for, exclusive for.
 */
import { pageGroups, pageRanges, STANDARD_PAGE_SET, type PageSet } from "./pages";
import type { Duration, Restriction, Selectors, Tell } from "./restriction-model";
import { renderRestriction } from "./tell-text";

/** "For the rest of the combat" and "until your weapon is picked up": never counts down. */
export const FOREVER = 1_000_000;
export const ONLY = 0;
export const NO = 1;

/** Choices a restriction or bonus of each duration applies to. */
export const DURATION_TURNS: Readonly<Record<Duration, number>> = {
  "next-turn": 1,
  "next-2-turns": 2,
  "until-weapon-retrieved": FOREVER,
  "rest-of-combat": FOREVER,
};

/** The sheet as restrictions select from it: per maneuver (bit), its name, colour and groups. */
export interface SheetRules {
  /** Number of maneuvers (bits). */
  m: number;
  pages: readonly number[];
  /** Lower case, for matching named restrictions. */
  names: readonly string[];
  /** The group heading each maneuver is listed under, lower case. */
  headings: readonly string[];
  /** Whether that heading is a group of the character's own (selected by heading, not by page). */
  own: readonly boolean[];
  colors: readonly (string | null)[];
  groups: readonly ReadonlySet<string>[];
  closeMask: number;
  extMask: number;
  /** Maneuvers the sheet marks as unavailable until a picture enables them (availability.ts). */
  disabledMask: number;
  /** Maneuvers done with the shield, unavailable once it is broken (availability.ts). */
  shieldMask: number;
}

/**
 * The sheet's maneuvers, in bit order, as restrictions see them (at most 32). A maneuver on a page
 * that is no maneuver page of `set` is at no range, so never legal.
 */
export function sheetRules(
  maneuvers: readonly {
    name: string;
    color: string | null;
    page: number;
    group?: string;
    own?: boolean;
    disabled?: boolean;
    usesShield?: boolean;
  }[],
  set: PageSet = STANDARD_PAGE_SET,
): SheetRules {
  if (maneuvers.length > 32) throw new RangeError(`a sheet of ${maneuvers.length} maneuvers: restrictions select among at most 32`);
  const ranges = pageRanges(set);
  const groupsOf = pageGroups(set);
  const none: ReadonlySet<string> = new Set();
  let closeMask = 0,
    extMask = 0,
    disabledMask = 0,
    shieldMask = 0;
  maneuvers.forEach((m, i) => {
    const range = ranges.get(m.page);
    if (range === "close") closeMask |= 1 << i;
    else if (range === "extended") extMask |= 1 << i;
    if (m.disabled) disabledMask |= 1 << i;
    if (m.usesShield) shieldMask |= 1 << i;
  });
  return {
    m: maneuvers.length,
    pages: maneuvers.map((m) => m.page),
    names: maneuvers.map((m) => m.name.toLowerCase()),
    headings: maneuvers.map((m) => (m.group ?? "").toLowerCase()),
    own: maneuvers.map((m) => m.own === true),
    colors: maneuvers.map((m) => m.color),
    groups: maneuvers.map((m) => groupsOf.get(m.page) ?? none),
    closeMask,
    extMask,
    disabledMask,
    shieldMask,
  };
}

/** Whether maneuver `i` is the one a (group, name) reference names (any letter case). */
export const refersTo = (sheet: SheetRules, ref: { group: string; name: string }, i: number): boolean =>
  ref.name.toLowerCase() === sheet.names[i] && ref.group.toLowerCase() === sheet.headings[i];

/**
 * The maneuvers a restriction's selectors name (by colour, standard group, own group or maneuver).
 * With `match` "all", a maneuver must be named by every kind of selector the restriction gives.
 */
export function selectionMask(sheet: SheetRules, r: Selectors): number {
  const own = r.ownGroups ?? [];
  const ownLower = own.map((g) => g.toLowerCase());
  const tests: ((i: number) => boolean)[] = [];
  if (r.colors.length) tests.push((i) => sheet.colors[i] !== null && r.colors.includes(sheet.colors[i]!));
  if (r.groups.length) tests.push((i) => r.groups.some((g) => sheet.groups[i].has(g)));
  if (own.length) tests.push((i) => sheet.own[i] && ownLower.includes(sheet.headings[i]));
  if (r.maneuvers.length) tests.push((i) => r.maneuvers.some((ref) => refersTo(sheet, ref, i)));
  const all = r.match === "all";
  let mask = 0;
  for (let i = 0; i < sheet.m; i++) {
    if (tests.length > 0 && (all ? tests.every((t) => t(i)) : tests.some((t) => t(i)))) mask |= 1 << i;
  }
  return mask;
}

/** Whether an "only" that selects `mask` puts the side at Extended Range. */
const instructsExtended = (sheet: Pick<SheetRules, "extMask">, type: Restriction["type"], mask: number) =>
  type === "only" && (mask & sheet.extMask) !== 0;

/** Whether a tell sends the side it is read to to Extended Range (the range rule at the top). */
export function sendsToExtended(sheet: SheetRules, restrictions: readonly Restriction[]): boolean {
  return restrictions.some((r) => r.type === "only" && instructsExtended(sheet, r.type, selectionMask(sheet, r)));
}

export interface CompiledRestriction {
  type: typeof ONLY | typeof NO;
  /** Sheet maneuvers it selects (by colour, group or name). */
  mask: number;
  /** An "only" that selects an extended maneuver puts the side at Extended Range. */
  selectsExtended: boolean;
  turns: number;
  untilWeapon: boolean;
  /** Equal for restrictions that say the same thing, wherever printed (repeats add nothing). */
  key: number;
  /** The sentence it reads as. */
  text: string;
  page: number;
  fromCritical: boolean;
}

export interface CompiledBonus {
  amount: number;
  /** Maneuvers it applies to (all of them when the bonus names none). */
  mask: number;
  turns: number;
  /** Only a move that scores without it gets it ("only a move that scores gets the bonus"). */
  scoresOnly: boolean;
  text: string;
  page: number;
}

/** One tell (a picture's, or its CRITICAL's), as ids into the tables. */
export interface CompiledTell {
  restrictions: number[];
  bonuses: number[];
  override: boolean;
  /** Longest finite duration among its restrictions: how long an override lasts. */
  finiteTurns: number;
  weaponLost: boolean;
  weaponRetrieved: boolean;
  knockedDown: boolean;
  shieldLost: boolean;
  knockedOut: boolean;
  /** Body points regained (regeneration), 0 for none. */
  regain: number;
  /** Body points regained only when the opponent dealt no damage this exchange ("if not scored on"). */
  regainUnscored: number;
  /** "Score: turn to N": the picture shown instead, 0 for none; with `turnOnScore`, only when scored on. */
  turnTo: number;
  turnOnScore: boolean;
  /** Maneuvers made available, and unavailable, for the rest of the combat. */
  enable: number;
  disable: number;
}

/** The restrictions and bonuses printed in a book, compiled against its sheet. */
export interface RestrictionTables {
  closeMask: number;
  extMask: number;
  restrictions: CompiledRestriction[];
  bonuses: CompiledBonus[];
}

export const emptyTables = (sheet: SheetRules): RestrictionTables => ({
  closeMask: sheet.closeMask,
  extMask: sheet.extMask,
  restrictions: [],
  bonuses: [],
});

const contentKeys = new Map<string, number>();
/** Equal for restrictions that say the same thing, wherever they are printed. */
export function restrictionKey(r: Restriction): number {
  const k = JSON.stringify(
    r.type === "override" ? [r.type] : [r.type, r.colors, r.groups, r.ownGroups ?? [], r.maneuvers, r.match ?? "any", r.duration],
  );
  let id = contentKeys.get(k);
  if (id === undefined) contentKeys.set(k, (id = contentKeys.size));
  return id;
}

/** Adds a tell printed on `page` (its CRITICAL when `fromCritical`) to `tables`. */
export function compileTell(sheet: SheetRules, tables: RestrictionTables, t: Tell, page: number, fromCritical: boolean): CompiledTell {
  const out: CompiledTell = {
    restrictions: [],
    bonuses: [],
    override: false,
    finiteTurns: 0,
    weaponLost: false,
    weaponRetrieved: false,
    knockedDown: false,
    shieldLost: false,
    knockedOut: false,
    regain: 0,
    regainUnscored: 0,
    turnTo: 0,
    turnOnScore: false,
    enable: 0,
    disable: 0,
  };
  for (const e of t.effects) {
    if (e.type === "weapon-lost") out.weaponLost = true;
    else if (e.type === "weapon-retrieved") out.weaponRetrieved = true;
    else if (e.type === "knocked-down") out.knockedDown = true;
    else if (e.type === "shield-lost") out.shieldLost = true;
    else if (e.type === "knocked-out") out.knockedOut = true;
    else if (e.type === "regain" && e.ifNotScoredOn) out.regainUnscored += e.points;
    else if (e.type === "regain") out.regain += e.points;
    else if (e.type === "turn-to") {
      out.turnTo = e.page;
      out.turnOnScore = e.onScore;
    } else {
      let mask = 0;
      for (let i = 0; i < sheet.m; i++) if (refersTo(sheet, e.maneuver, i)) mask |= 1 << i;
      if (e.type === "enable") out.enable |= mask;
      else out.disable |= mask;
    }
  }
  for (const r of t.restrictions) {
    if (r.type === "override") out.override = true;
    else if (r.type === "bonus") {
      const none = r.colors.length + r.groups.length + (r.ownGroups ?? []).length + r.maneuvers.length === 0;
      const mask = none ? sheet.closeMask | sheet.extMask : selectionMask(sheet, r);
      out.bonuses.push(tables.bonuses.length);
      tables.bonuses.push({
        amount: r.amount,
        mask,
        turns: DURATION_TURNS[r.duration],
        scoresOnly: r.when === "scores",
        text: renderRestriction(r),
        page,
      });
    } else {
      const mask = selectionMask(sheet, r);
      const turns = DURATION_TURNS[r.duration];
      if (turns < FOREVER) out.finiteTurns = Math.max(out.finiteTurns, turns);
      out.restrictions.push(tables.restrictions.length);
      tables.restrictions.push({
        type: r.type === "only" ? ONLY : NO,
        mask,
        selectsExtended: instructsExtended(sheet, r.type, mask),
        turns,
        untilWeapon: r.duration === "until-weapon-retrieved",
        key: restrictionKey(r),
        text: renderRestriction(r),
        page,
        fromCritical,
      });
    }
  }
  return out;
}

/** After a choice: every restriction in force has been obeyed once more. */
export function decay(active: readonly number[]): number[] {
  let kept = 0;
  for (let k = 1; k < active.length; k += 4) if (active[k] > 1) kept += 4;
  // All kept: a copy changed in place, cheaper than growing a new list entry by entry.
  const out: number[] = kept === active.length ? active.slice() : [];
  for (let k = 0; k < active.length; k += 4) {
    const left = active[k + 1] >= FOREVER ? FOREVER : active[k + 1] - 1;
    if (left <= 0) continue;
    const suspended = active[k + 2] > 0 ? active[k + 2] - 1 : 0,
      exclusive = active[k + 3] > 0 ? active[k + 3] - 1 : 0;
    if (kept === active.length) {
      out[k + 1] = left;
      out[k + 2] = suspended;
      out[k + 3] = exclusive;
    } else out.push(active[k], left, suspended, exclusive);
  }
  return out;
}

/** The tells just read out (a picture's, plus its CRITICAL when it applied: one or two) added to `decayed`. */
export function addTells(book: RestrictionTables, decayed: number[], tells: readonly CompiledTell[]): number[] {
  if (tells.length < 1 || tells.length > 2)
    throw new RangeError(`a picture reads out one tell and perhaps its CRITICAL, not ${tells.length}`);
  return addTellsTo(book, decayed.slice(), tells[0], tells.length > 1 ? tells[1] : undefined);
}

/**
 * `addTells` with the tell and the optional CRITICAL passed apart, adding to `out` itself (which
 * the caller owns: every exchange reads a picture for both sides, and copying the list for each
 * step was most of this work). Returns `out`, or a new list when repeats were dropped.
 */
export function addTellsTo(book: RestrictionTables, out: number[], tell: CompiledTell, crit: CompiledTell | undefined): number[] {
  if (tell.weaponRetrieved || (crit !== undefined && crit.weaponRetrieved)) {
    let w = 0;
    for (let k = 0; k < out.length; k += 4) {
      if (book.restrictions[out[k]].untilWeapon) continue;
      out[w] = out[k];
      out[w + 1] = out[k + 1];
      out[w + 2] = out[k + 2];
      out[w + 3] = out[k + 3];
      w += 4;
    }
    out.length = w;
  }
  let exclusive = 0;
  let suspended = 0;
  for (let k = 0; k < out.length; k += 4) if (out[k + 2] === 0 && out[k + 3] > suspended) suspended = out[k + 3];
  if (tell.override || (crit !== undefined && crit.override)) {
    exclusive = 1;
    if (tell.finiteTurns > exclusive) exclusive = tell.finiteTurns;
    if (crit !== undefined && crit.finiteTurns > exclusive) exclusive = crit.finiteTurns;
    for (let k = 0; k < out.length; k += 4) {
      if (out[k + 2] < exclusive) out[k + 2] = exclusive;
      out[k + 3] = 0;
    }
    suspended = 0;
  }
  for (const id of tell.restrictions) out.push(id, book.restrictions[id].turns, suspended, exclusive);
  if (crit !== undefined) for (const id of crit.restrictions) out.push(id, book.restrictions[id].turns, suspended, exclusive);
  return withoutRepeats(book, out);
}

/**
 * A restriction read out again while still in force with the same counters adds nothing, and one
 * suspended for all the turns it has left will never count again, except a range instruction: it
 * still says where the side is (see `legalOf`).
 */
function withoutRepeats(book: RestrictionTables, active: number[]): number[] {
  // Most lists have nothing to drop: they are kept as they are (the caller owns them).
  let k = 0;
  for (; k < active.length; k += 4) if (dropped(book, active, k)) break;
  if (k >= active.length) return active;
  const out: number[] = active.slice(0, k);
  for (k += 4; k < active.length; k += 4) {
    if (!dropped(book, active, k)) out.push(active[k], active[k + 1], active[k + 2], active[k + 3]);
  }
  return out;
}

/**
 * Whether entry `k` of `active` adds nothing: spent while suspended, or a repeat of an earlier one
 * (an earlier entry that is itself dropped has a kept twin, or is spent like entry `k` would be).
 */
function dropped(book: RestrictionTables, active: readonly number[], k: number): boolean {
  if (active[k + 2] >= active[k + 1] && !book.restrictions[active[k]].selectsExtended) return true;
  const key = book.restrictions[active[k]].key;
  for (let j = 0; j < k; j += 4) {
    if (
      book.restrictions[active[j]].key === key &&
      active[j + 1] === active[k + 1] &&
      active[j + 2] === active[k + 2] &&
      active[j + 3] === active[k + 3]
    )
      return true;
  }
  return false;
}

/** Maneuvers at `range` (a mask) allowed by the given entries of `active` together. */
export function allowedBy(book: RestrictionTables, active: readonly number[], entries: readonly number[], range: number): number {
  let mask = range;
  for (const k of entries) {
    const r = book.restrictions[active[4 * k]];
    mask = r.type === ONLY ? mask & r.mask : mask & ~r.mask;
  }
  return mask;
}

/** Entries of `active` that count now (not suspended), in order. */
export function counted(active: readonly number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < active.length; k += 4) if (active[k + 2] === 0) out.push(k / 4);
  return out;
}

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Where the restrictions in force put the side, and the range instruction that does it. */
export interface RangeOf {
  /** An instruction to do Extended Range is in force (counted or suspended). */
  extended: boolean;
  /** Such an instruction counts now. */
  counted: boolean;
  /** The first suspended instruction (an entry of `active`), or −1. */
  suspendedAt: number;
  /** What the suspended instructions allow together (all bits when there is none). */
  instruction: number;
}

/**
 * The range comes from every "only" in force that selects an Extended Range maneuver, suspended
 * ones included: a range instruction suspended by "Other restrictions are invalid" still says where
 * the side is, because the opponent's book has put the opponent there too, and the matrices of one
 * range have rows for that range only (docs/rules/lostworlds.md, "Range").
 */
export function rangeOf(book: RestrictionTables, active: readonly number[]): RangeOf {
  let countedExt = false,
    suspendedAt = -1,
    instruction = -1;
  for (let k = 0; k < active.length; k += 4) {
    const r = book.restrictions[active[k]];
    if (!r.selectsExtended) continue;
    if (active[k + 2] === 0) countedExt = true;
    else {
      if (suspendedAt < 0) suspendedAt = k / 4;
      instruction &= r.mask;
    }
  }
  return { extended: countedExt || suspendedAt >= 0, counted: countedExt, suspendedAt, instruction };
}

/** Whether the restrictions in `active` put the side at Extended Range. */
export function atExtendedRange(book: RestrictionTables, active: readonly number[]): boolean {
  for (let k = 0; k < active.length; k += 4) if (book.restrictions[active[k]].selectsExtended) return true;
  return false;
}

export interface Legal {
  /** Bitmask over the sheet. */
  legal: number;
  /** The entry applied alone because the restrictions collide, or −1. */
  alone: number;
}

/**
 * Which maneuvers the restrictions in force allow. The range is settled first (`rangeOf`); then
 * the restrictions that count, together, or the most restrictive single one when together they
 * allow nothing. When no restriction that counts can be obeyed at that range, the range
 * instruction applies alone: knocked down (p.41 "Do only Jumps for the next 2 turns. Other
 * restrictions are invalid.") and then sent to Extended Range (p.57), a side does its Extended Range
 * maneuvers, since no Jump is one.
 */
export function legalOf(book: RestrictionTables, active: readonly number[], strict: boolean, off = 0): Legal {
  // The usual case, worked out without lists or objects: the range (rangeOf's \`extended\`), then
  // every restriction that counts, together. Every step of every duel asks this. `off`: maneuvers
  // unavailable for the rest of the combat (disabled, or needing a broken shield), never legal.
  const range = (atExtendedRange(book, active) ? book.extMask : book.closeMask) & ~off;
  let all = range;
  for (let k = 0; k < active.length; k += 4) {
    if (active[k + 2] !== 0) continue;
    const r = book.restrictions[active[k]];
    all = r.type === ONLY ? all & r.mask : all & ~r.mask;
  }
  if (all !== 0 || strict) return { legal: all, alone: -1 };
  const allowed: number[] = [];
  for (const e of counted(active)) allowed.push(e, allowedBy(book, active, [e], -1));
  const chosen = mostRestrictive(range, allowed);
  return chosen.alone >= 0 ? chosen : (instructionAlone(book, active, range) ?? chosen);
}

/**
 * The most restrictive single restriction, for when the restrictions that count allow nothing
 * together: of `allowed` ([entry, what it allows]*, in order), the one that leaves the fewest but
 * some maneuvers of `range` (the later one on a tie), or `alone` −1. `range` is the side's range
 * with its unavailable maneuvers already taken out, so a restriction that allows only unavailable
 * maneuvers is never the one applied: it would leave the side stuck where another would not. The
 * duel (`legalOf`) and the multi-player fight (multi.ts `soloLegal`, over every pairing) both
 * choose here.
 */
export function mostRestrictive(range: number, allowed: readonly number[]): Legal {
  let best = -1,
    bestMask = 0,
    bestCount = 0;
  for (let f = allowed.length - 2; f >= 0; f -= 2) {
    const alone = range & allowed[f + 1];
    const c = popcount(alone);
    if (alone !== 0 && (best < 0 || c < bestCount)) {
      best = allowed[f];
      bestMask = alone;
      bestCount = c;
    }
  }
  return { legal: bestMask, alone: best };
}

/**
 * When no restriction that counts can be obeyed at `range` (unavailable maneuvers out): the
 * suspended range instruction alone (see `legalOf`), read through `through` (the X column, for a
 * pairing at Extended Range in a mixed multi-player exchange), or null.
 */
export function instructionAlone(
  book: RestrictionTables,
  active: readonly number[],
  range: number,
  through: (mask: number) => number = (mask) => mask,
): Legal | null {
  const at = rangeOf(book, active);
  if (at.counted || at.suspendedAt < 0) return null;
  const legal = range & through(at.instruction);
  return legal !== 0 ? { legal, alone: at.suspendedAt } : null;
}

/**
 * Whether `l` (from `legalOf`) is the most-restrictive fallback because the restrictions that count
 * collide among themselves at the range they put the side at. Not when they could be obeyed
 * together but only a suspended range instruction puts the side where they cannot (knocked down,
 * then sent to Extended Range): that is the range rule at work, not a collision.
 */
export function collided(book: RestrictionTables, active: readonly number[], l: Legal): boolean {
  if (l.alone < 0) return false;
  const entries = counted(active);
  return allowedBy(book, active, entries, countedRange(book, active, entries)) === 0;
}

/** The range the restrictions that count put the side at (suspended instructions left out). */
export function countedRange(book: RestrictionTables, active: readonly number[], entries: readonly number[]): number {
  for (const k of entries) if (book.restrictions[active[4 * k]].selectsExtended) return book.extMask;
  return book.closeMask;
}

/**
 * The restriction (id) that forbids maneuver `i`, or −1 when only the range rule does (an Extended
 * Range maneuver nobody instructed) or nothing does.
 */
export function forbiddenBy(book: RestrictionTables, active: readonly number[], alone: number, i: number): number {
  const bit = 1 << i;
  for (const k of alone >= 0 ? [alone] : counted(active)) {
    const r = book.restrictions[active[4 * k]];
    if ((r.type === ONLY) !== ((r.mask & bit) !== 0)) return active[4 * k];
  }
  return -1;
}
