/**
 * Multi-player combat: one character against several (the Lost Worlds rules "MULTI-PLAYER RULES" and
 * "ATTACKS", docs/rules/lostworlds.md). Seat 0 is the solo side, seats 1..N its opponents; a duel (N = 1)
 * never comes here (exchange.ts resolves it, bit-for-bit as before).
 *
 * How the engine reads the rules:
 *
 * - Pairings. Every opponent fights the solo side only (opponents never fight each other), and each
 *   pairing resolves exactly as a duel: the solo side reads opponent k's book, k reads the solo
 *   side's book (each opponent holds a copy of it). So the solo side keeps one restriction state per
 *   opponent (`LostWorldsState.pairs[k]`: what k's copy has read out to it), and each pairing has
 *   its own range, read from its pictures as in a duel (an "only" in force that selects an
 *   Extended Range maneuver puts the pair at Extended Range); the solo side's state in pair k and
 *   k's own state must agree on it, else the books are at fault (RangeMismatchError, as in a duel).
 * - Rule 2, the same move in each book: the solo side picks ONE maneuver per exchange.
 * - Rule 3, opponents at both ranges: the solo side must pick a close maneuver with an X page on its
 *   sheet; against every opponent at Extended Range it does the X page instead: that page is turned
 *   to in that opponent's book, keys the row that opponent reads in the solo side's book, is what
 *   that opponent's restrictions are checked against, and gives the MOD (the X page's own MOD; the
 *   sheet prints one per maneuver and the X page is a maneuver of the sheet).
 * - Rule 1, the most restrictive: every restriction in force in every pairing must be obeyed (each
 *   checked against the page done in its own pairing); when together they allow nothing, option
 *   `conflict` decides as in a duel: "most-restrictive" applies alone the single restriction, over all
 *   pairings, that leaves the fewest (but some) maneuvers; "strict" leaves the solo side stuck.
 *   "Other restrictions are invalid" suspends the other restrictions of its own pairing only.
 *   As in a duel, maneuvers taken away by pictures (availability.ts, from any pairing) leave the
 *   range before that choice, so a restriction allowing only those is never the one applied.
 * - Bonuses ("+2 if you score next turn") read out by opponent k apply to scores on k only.
 *   Knocked down, weapon and shield are the solo character's own: knocked down while any pairing
 *   says so; a weapon picked up (a weapon-retrieved picture in any pairing) ends every "until your
 *   weapon is picked up" restriction in every pairing.
 * - Attacks: the solo character can score on at most `character.attacks` (default 1) opponents per
 *   exchange. A score is a picture showing SCORE. When it scores on more, option `attackPriority`
 *   chooses which count (the seed lets the player choose; the engine does not ask). A withheld score
 *   deals no damage and no CRITICAL, but the picture's "Tell opponent" is still read out.
 * - Out: an opponent at 0 or below (unconscious, −5 dead) or who escaped is out of the fight; its
 *   restrictions on the solo side lapse. The fight ends when the solo side falls (the opponents'
 *   side wins: every opponent seat is a winner, fallen ones included; if the last opponents fall in
 *   the same exchange it is a draw), when every opponent is out (the solo side wins if it felled at
 *   least one; all escaped is a draw), when the solo side escapes (a draw), when a side still in is
 *   stuck (a draw), or after `maxExchanges` (a draw).
 */
import { GameDataError, type GameEvent, type GameResult } from "../core/game";
import type { StepMatrix } from "../core/equilibrium";
import { actionsFor, NONE, ONLY, PAGES, type CompiledBook, type CompiledDuel, type CompiledTell } from "./compile";
import { scoreTotal, MissingPageError, RangeMismatchError, showPicture, sideName } from "./exchange";
import { unavailableReason } from "./explain";
import { atExtendedRange, counted, instructionAlone, legalOf, mostRestrictive } from "./restrictions";
import type { ExchangeLink, LostWorldsAction, LostWorldsOptions, LostWorldsState, SideState, Strike } from "./types";

const EMPTY: number[] = [];

/** Whether the restrictions in `active` put the side at Extended Range (restrictions.ts `rangeOf`). */
export const isExtended: (book: CompiledBook, active: readonly number[]) => boolean = atExtendedRange;

/** Opponent seats still in the fight, in seat order. */
export function liveOpponents(pairs: readonly (SideState | null)[]): number[] {
  const out: number[] = [];
  for (let k = 1; k < pairs.length; k++) if (pairs[k]) out.push(k);
  return out;
}

/** The X column read backwards: the close maneuvers whose X page is in `mask`. */
function back(book: CompiledBook, mask: number): number {
  let out = 0;
  for (let i = 0; i < book.m; i++) {
    const xi = book.x[i];
    if (xi >= 0 && (mask >>> xi) & 1) out |= 1 << i;
  }
  return out;
}

/** The maneuvers restriction `id` allows, as solo-side picks (through the X column when `viaX`). */
function allows(book: CompiledBook, id: number, viaX: boolean): number {
  const r = book.restrictions[id];
  const mask = r.type === ONLY ? r.mask : ~r.mask;
  return viaX ? back(book, mask) : mask;
}

export interface SoloLegal {
  legal: number;
  /**
   * The entry applied alone when restrictions collide, or −1: an index into the entries of the live
   * pairings' `active` lists laid end to end in seat order (4 numbers each, counted per entry).
   */
  alone: number;
  /** Opponents at both ranges (rule 3): the legal maneuvers are close ones with an X page. */
  mixed: boolean;
}

/**
 * The solo character's unavailable maneuvers (availability.ts): its own, whichever opponent's book
 * read out the picture that took them away, so every pairing's count.
 */
export function soloOff(pairs: readonly (SideState | null)[]): number {
  let off = 0;
  for (const p of pairs) if (p) off |= p.off;
  return off;
}

/**
 * What the solo side may do against every opponent still in (rules 1 and 3; see the top). As in a
 * duel (restrictions.ts `legalOf`), unavailable maneuvers are taken out of the range before any
 * restriction is weighed, so colliding restrictions are chosen among by what they leave that the
 * side can still do. In a mixed exchange a close maneuver whose X page is unavailable is out too:
 * the X page is what it would do against the opponent at Extended Range.
 */
export function soloLegal(book: CompiledBook, pairs: readonly (SideState | null)[], strict: boolean): SoloLegal {
  const live = liveOpponents(pairs);
  const ext = live.map((k) => isExtended(book, pairs[k]!.active));
  const anyExt = ext.includes(true),
    allExt = !ext.includes(false);
  const mixed = anyExt && !allExt;
  const off = soloOff(pairs);
  const range = (mixed ? book.xMask & ~back(book, off) : allExt && live.length > 0 ? book.extMask : book.closeMask) & ~off;
  let all = range;
  const flat: number[] = []; // [flat index, allowed mask]*
  let offset = 0;
  live.forEach((k, p) => {
    const active = pairs[k]!.active;
    for (const e of counted(active)) {
      const a = allows(book, active[4 * e], mixed && ext[p]);
      all &= a;
      flat.push(offset + e, a);
    }
    offset += active.length / 4;
  });
  if (all !== 0 || strict) return { legal: all, alone: -1, mixed };
  const chosen = mostRestrictive(range, flat);
  if (chosen.alone >= 0) return { ...chosen, mixed };
  // As legalOf: a pairing at Extended Range only through a suspended instruction follows it alone.
  offset = 0;
  for (let p = 0; p < live.length; p++) {
    const active = pairs[live[p]]!.active;
    const alone = instructionAlone(book, active, range, mixed ? (mask) => back(book, mask) : undefined);
    if (alone) return { legal: alone.legal, alone: offset + alone.alone, mixed };
    offset += active.length / 4;
  }
  return { legal: 0, alone: -1, mixed };
}

/** The pairing (opponent seat) and restriction id that forbid the solo side maneuver `i`, or null. */
export function soloForbiddenBy(
  book: CompiledBook,
  pairs: readonly (SideState | null)[],
  alone: number,
  mixed: boolean,
  i: number,
): { seat: number; id: number } | null {
  const bit = 1 << i;
  let offset = 0;
  for (const k of liveOpponents(pairs)) {
    const active = pairs[k]!.active;
    const viaX = mixed && isExtended(book, active);
    for (let e = 0; e < active.length / 4; e++) {
      if (alone >= 0 ? offset + e !== alone : active[4 * e + 2] !== 0) continue;
      if ((allows(book, active[4 * e], viaX) & bit) === 0) return { seat: k, id: active[4 * e] };
    }
    offset += active.length / 4;
  }
  return null;
}

/** Why the solo side may not do maneuver `i` now, or null when it may. */
export function soloForbiddenReason(
  t: CompiledDuel,
  pairs: readonly (SideState | null)[],
  side: SideState,
  strict: boolean,
  i: number,
): string | null {
  if (side.legal & (1 << i)) return null;
  const book = t.books[0];
  const unavailable = unavailableReason(book, side, i);
  if (unavailable) return unavailable;
  const { mixed } = soloLegal(book, pairs, strict);
  const bit = 1 << i;
  if (mixed && book.x[i] >= 0 && side.off & (1 << book.x[i]))
    return `its X page ${book.pages[book.x[i]]}, done against the opponent at Extended Range, is not available in this combat`;
  if (mixed && book.extMask & bit) return "the opponents are at both ranges: choose a Close Range maneuver (multi-player rule 3)";
  if (mixed && book.x[i] < 0)
    return "the opponents are at both ranges, and it has no X page on the sheet for the opponent at Extended Range (multi-player rule 3)";
  const by = soloForbiddenBy(book, pairs, side.alone, mixed, i);
  if (!by) {
    return (book.extMask & bit) !== 0
      ? "Extended Range only when specifically instructed to do so (the Lost Worlds rules)"
      : "no restriction in force allows a close-range maneuver";
  }
  const r = book.restrictions[by.id];
  const viaX =
    mixed && isExtended(book, pairs[by.seat]!.active)
      ? ` (against ${sideName(by.seat)}, at Extended Range, it would be its X page ${book.pages[book.x[i]]})`
      : "";
  const collide = side.alone >= 0 ? " (the restrictions in force collide; the most restrictive one applies)" : "";
  return (
    `"${r.text}" ${r.fromCritical ? "CRITICAL " : ""}from page ${r.page} of A's book "${book.name}", read out by ` +
    `${sideName(by.seat)}${viaX}${collide}`
  );
}

/** The solo side in one pairing as a score sees it: that pairing's bonuses, the character's own weapon. */
const soloIn = (pair: SideState, solo: SideState): SideState =>
  pair.weaponLost === solo.weaponLost ? pair : { ...pair, weaponLost: solo.weaponLost };

/** The solo side's own state from its pairings: body, combined legal mask and its own condition. */
function soloSide(
  book: CompiledBook,
  pairs: readonly (SideState | null)[],
  body: number,
  picture: number,
  weaponLost: boolean,
  shieldLost: boolean,
  strict: boolean,
): SideState {
  const { legal, alone } = soloLegal(book, pairs, strict);
  // A knock-out is the character's own, whichever opponent's book did it (unavailable maneuvers too: soloOff).
  let down = 0,
    ko = false;
  for (const p of pairs) {
    if (!p) continue;
    if (p.down > down) down = p.down;
    ko ||= p.ko;
  }
  return { body, picture, active: EMPTY, bonuses: EMPTY, legal, alone, weaponLost, shieldLost, down, off: soloOff(pairs), ko };
}

/** The start of a multi-player fight: every pairing on the start page; the solo side's per pairing. */
export function startMulti(t: CompiledDuel, start: SideState[], strict: boolean): { sides: SideState[]; pairs: (SideState | null)[] } {
  const pairs: (SideState | null)[] = start.map((_, k) => (k === 0 ? null : start[0]));
  const s0 = start[0];
  const sides = start.slice();
  sides[0] = soloSide(t.books[0], pairs, s0.body, s0.picture, s0.weaponLost, s0.shieldLost, strict);
  return { sides, pairs };
}

/** Throws when a pairing's two books put its two sides at different ranges (a data error). */
export function checkRanges(
  t: CompiledDuel,
  sides: readonly SideState[],
  pairs: readonly (SideState | null)[],
  when: string,
  did: (k: number) => string,
): void {
  const A = t.books[0];
  for (const k of liveOpponents(pairs)) {
    const B = t.books[k];
    const a = isExtended(A, pairs[k]!.active),
      b = isExtended(B, sides[k].active);
    if (a === b) continue;
    const range = (e: boolean) => (e ? "Extended Range" : "close range");
    throw new RangeMismatchError(
      `range mismatch ${when}${did(k)}: page ${pairs[k]!.picture} of "${A.name}" leaves A at ${range(a)} against ${sideName(k)}, ` +
        `page ${sides[k].picture} of "${B.name}" leaves ${sideName(k)} at ${range(b)}`,
      [pairs[k]!.picture, sides[k].picture],
    );
  }
}

const fell = (t: CompiledDuel, s: SideState, seat: number) =>
  `${t.books[seat].name} (${sideName(seat)}) ${s.body <= -5 ? "is dead" : "is unconscious"}`;
const escapedText = (t: CompiledDuel, seat: number) => `${t.books[seat].name} (${sideName(seat)}) escaped`;
const fate = (t: CompiledDuel, sides: readonly SideState[], seat: number) =>
  sides[seat].body <= 0 ? fell(t, sides[seat], seat) : escapedText(t, seat);

function outcomeMulti(
  t: CompiledDuel,
  sides: SideState[],
  pairs: (SideState | null)[],
  outNow: number[],
  soloEscaped: boolean,
  n: number,
  max: number,
): GameResult | null {
  const solo = sides[0];
  const live = liveOpponents(pairs);
  const scores = sides.map((s) => s.body);
  const opponents = sides.map((_, k) => k).slice(1);
  if (solo.body <= 0 || solo.ko) {
    if (live.length === 0)
      return {
        winners: [],
        draw: true,
        reason: `both sides fell: ${[fell(t, solo, 0), ...outNow.map((k) => fate(t, sides, k))].join(", ")}`,
        scores,
      };
    return { winners: opponents, reason: fell(t, solo, 0), scores };
  }
  if (live.length === 0) {
    const reason = `every opponent is out: ${opponents.map((k) => fate(t, sides, k)).join(", ")}`;
    return opponents.some((k) => sides[k].body <= 0 || sides[k].ko)
      ? { winners: [0], reason, scores }
      : { winners: [], draw: true, reason, scores };
  }
  if (soloEscaped) return { winners: [], draw: true, reason: escapedText(t, 0), scores };
  for (const seat of [0, ...live]) {
    if (sides[seat].legal === 0) {
      return {
        winners: [],
        draw: true,
        reason: `stuck: the restrictions on ${t.books[seat].name} (${sideName(seat)}) leave no legal maneuver`,
        scores,
      };
    }
  }
  if (n >= max) return { winners: [], draw: true, reason: `no result after ${max} exchanges`, scores };
  return null;
}

function lookUp(t: CompiledDuel, reader: number, readerPage: number, owner: number, ownerPage: number): number {
  const book = t.books[owner];
  const picture = book.matrix[readerPage * PAGES + ownerPage];
  if (picture === 0 || book.tells[picture] === undefined) {
    throw new MissingPageError(
      `${sideName(reader)} did ${readerPage} and ${sideName(owner)} did ${ownerPage}: ` +
        (picture === 0
          ? `book "${book.name}" has no picture in matrix ${readerPage}, row ${ownerPage}`
          : `book "${book.name}" matrix ${readerPage} row ${ownerPage} names picture ${picture}, which the book does not have`),
    );
  }
  return picture;
}

export interface MultiResolution {
  sides: SideState[];
  pairs: (SideState | null)[];
  log: ExchangeLink;
  over: GameResult | null;
  events: GameEvent[];
  /** Seats that choose next (the solo side and the opponents still in). */
  seats: number[];
}

interface Pairing {
  seat: number;
  /** The solo side's maneuver in this pairing (the X page's index at Extended Range in a mixed exchange). */
  i: number;
  j: number;
  ra: number;
  rb: number;
  totalA: number;
  totalB: number;
  withheld: boolean;
}

/** Orders the solo side's scores by option `attackPriority` (best first). */
function byPriority(
  priority: LostWorldsOptions["attackPriority"],
  t: CompiledDuel,
  sides: readonly SideState[],
): (a: Pairing, b: Pairing) => number {
  const crit = (p: Pairing) => (t.books[p.seat].critical[p.ra] !== NONE && p.totalA >= t.books[p.seat].critical[p.ra] ? 1 : 0);
  const damage = (a: Pairing, b: Pairing) => b.totalA - a.totalA || crit(b) - crit(a) || a.seat - b.seat;
  if (priority === "seat-order") return (a, b) => a.seat - b.seat;
  if (priority === "knockout-first") {
    const ko = (p: Pairing) => (sides[p.seat].body - Math.max(0, p.totalA) <= 0 ? 1 : 0);
    return (a, b) => ko(b) - ko(a) || damage(a, b);
  }
  return damage;
}

/** Resolves one multi-player exchange; `picks` are every choosing seat's actions (any order). */
export function resolveMulti(
  t: CompiledDuel,
  options: LostWorldsOptions,
  sides: readonly SideState[],
  pairs: readonly (SideState | null)[],
  n: number,
  prev: ExchangeLink | null,
  picks: readonly LostWorldsAction[],
): MultiResolution {
  const A = t.books[0];
  const strict = options.conflict === "strict";
  const number = n + 1;
  const pick: LostWorldsAction[] = [];
  for (const a of picks) pick[a.seat] = a;
  const chosen = A.indexOf[pick[0].page];
  const live = liveOpponents(pairs);
  const ext = live.map((k) => isExtended(A, pairs[k]!.active));
  const mixed = ext.includes(true) && ext.includes(false);

  const fights: Pairing[] = live.map((k, p) => {
    const B = t.books[k];
    const i = mixed && ext[p] ? A.x[chosen] : chosen;
    if (i < 0) throw new GameDataError(`book "${A.name}": A's maneuver ${pick[0].page} has no X page for ${sideName(k)} at Extended Range`);
    const j = B.indexOf[pick[k].page];
    const ra = lookUp(t, 0, A.pages[i], k, B.pages[j]); // A reads k's book: a picture of k
    const rb = lookUp(t, k, B.pages[j], 0, A.pages[i]); // k reads A's book: a picture of A
    const sa = B.score[ra],
      sb = A.score[rb];
    const pa = pairs[k]!;
    const totalA = scoreTotal(A, t.vs[k], soloIn(pa, sides[0]), i, sa);
    const totalB = scoreTotal(B, t.mods[k], sides[k], j, sb);
    return { seat: k, i, j, ra, rb, totalA, totalB, withheld: false };
  });

  // ATTACKS: at most `attacks` scores count this exchange.
  const attacks = Math.max(1, Math.floor(A.source.character.attacks ?? 1));
  const scoring = fights.filter((f) => f.totalA !== NONE);
  if (scoring.length > attacks)
    for (const f of scoring.sort(byPriority(options.attackPriority, t, sides)).slice(attacks)) f.withheld = true;

  const nextSides = sides.slice();
  const nextPairs = pairs.slice();
  const strikes: Strike[] = [];
  const events: GameEvent[] = [];
  let damage = 0;
  const dealtA: number[] = [],
    critA: boolean[] = [],
    dealtB: number[] = [],
    critB: boolean[] = [];
  for (const f of fights) {
    const B = t.books[f.seat];
    const da = f.withheld || f.totalA <= 0 ? 0 : f.totalA;
    const ca = !f.withheld && f.totalA !== NONE && B.critical[f.ra] !== NONE && f.totalA >= B.critical[f.ra];
    const db = f.totalB > 0 ? f.totalB : 0;
    const cb = f.totalB !== NONE && A.critical[f.rb] !== NONE && f.totalB >= A.critical[f.rb];
    dealtA.push(da);
    critA.push(ca);
    dealtB.push(db);
    critB.push(cb);
    damage += db;
    nextSides[f.seat] = showPicture(B, sides[f.seat], f.ra, ca, da, strict);
  }
  let body = sides[0].body - damage;
  // The solo side in each pairing; its body is the solo character's (every pairing's damage).
  const read: CompiledTell[] = [];
  fights.forEach((f, p) => {
    const pair = showPicture(A, pairs[f.seat]!, f.rb, critB[p], damage, strict);
    nextPairs[f.seat] = pair;
    // What was read out: the picture shown (another one after "turn to"), with its CRITICAL if it stayed.
    read.push(A.tells[pair.picture]!);
    if (critB[p] && pair.picture === f.rb) read.push(A.criticals[f.rb]!);
  });
  // Regeneration read out in any pairing: back up to, never above, the starting body points.
  // "If not scored on" counts when no opponent dealt the solo character damage this exchange.
  const regain = read.reduce((sum, r) => sum + r.regain + (damage > 0 ? 0 : r.regainUnscored), 0);
  if (regain > 0) body = Math.max(body, Math.min(A.source.character.bodyPoints, body + regain));
  const retrieved = read.some((r) => r.weaponRetrieved);
  if (retrieved) {
    for (const f of fights) {
      const s = nextPairs[f.seat]!;
      if (!s.active.some((id, k) => k % 4 === 0 && A.restrictions[id].untilWeapon)) continue;
      const active: number[] = [];
      for (let k = 0; k < s.active.length; k += 4)
        if (!A.restrictions[s.active[k]].untilWeapon) active.push(s.active[k], s.active[k + 1], s.active[k + 2], s.active[k + 3]);
      // Worked out as showPicture does: the pairing's unavailable maneuvers are never legal.
      nextPairs[f.seat] = { ...s, active, ...legalOf(A, active, strict, s.off), weaponLost: false };
    }
  }
  const weaponLost = retrieved ? false : sides[0].weaponLost || read.some((r) => r.weaponLost);
  const shieldLost = sides[0].shieldLost || read.some((r) => r.shieldLost);

  fights.forEach((f, p) => {
    const a: Strike = {
      page: A.pages[f.i],
      picture: f.ra,
      total: f.totalA === NONE ? null : f.totalA,
      dealt: dealtA[p],
      critical: critA[p],
      body,
    };
    if (f.withheld) a.withheld = true;
    strikes.push(a, {
      page: t.books[f.seat].pages[f.j],
      picture: f.rb,
      total: f.totalB === NONE ? null : f.totalB,
      dealt: dealtB[p],
      critical: critB[p],
      body: nextSides[f.seat].body,
    });
  });

  const outNow: number[] = [];
  fights.forEach((f, p) => {
    if (nextSides[f.seat].body <= 0 || nextSides[f.seat].ko || (pick[f.seat].escape && dealtA[p] === 0)) {
      outNow.push(f.seat);
      nextPairs[f.seat] = null;
    }
  });
  const first = liveOpponents(nextPairs)[0];
  nextSides[0] = soloSide(
    A,
    nextPairs,
    body,
    first ? nextPairs[first]!.picture : (fights[0]?.rb ?? sides[0].picture),
    weaponLost,
    shieldLost,
    strict,
  );
  const over = outcomeMulti(t, nextSides, nextPairs, outNow, !!pick[0].escape && damage === 0, number, options.maxExchanges);
  if (!over) {
    checkRanges(
      t,
      nextSides,
      nextPairs,
      `after exchange ${number}`,
      (k) => ` (A did ${strikes[2 * live.indexOf(k)].page}, ${sideName(k)} did ${pick[k].page})`,
    );
  }

  events.push({ type: "exchange", n: number, strikes, opponents: live });
  fights.forEach((f, p) => {
    if (critA[p])
      events.push({
        type: "critical",
        seat: 0,
        target: f.seat,
        page: f.ra,
        text: t.books[f.seat].source.pictures[String(f.ra)]?.critical?.text ?? "",
      });
    if (critB[p])
      events.push({ type: "critical", seat: f.seat, target: 0, page: f.rb, text: A.source.pictures[String(f.rb)]?.critical?.text ?? "" });
  });
  for (const k of outNow) events.push({ type: "out", seat: k, reason: fate(t, nextSides, k) });
  if (over) events.push({ type: "end", winners: over.winners, draw: !!over.draw, reason: over.reason });
  return {
    sides: nextSides,
    pairs: nextPairs,
    log: { prev, n: number, strikes, opponents: live },
    over,
    events,
    seats: [0, ...liveOpponents(nextPairs)],
  };
}

// -------------------------------------------------------------------------------------------------
// Bots

/** Same objective as the duel's stepMatrix (game.ts): damage dealt ×1.25 − taken, ±20 for a knockout. */
const KNOCKOUT = 20;
const AGGRESSION = 1.25;

function pairValue(mine: number, theirs: number, myBody: number, theirBody: number): number {
  const theyFall = theirBody - mine <= 0,
    iFall = myBody - theirs <= 0;
  return AGGRESSION * mine - theirs + (theyFall && !iFall ? KNOCKOUT : 0) - (iFall && !theyFall ? KNOCKOUT : 0);
}

function legalIndices(legal: number, m: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < m; i++) if (legal & (1 << i)) out.push(i);
  return out;
}

/**
 * The equilibrium bot with more than one opponent (a documented heuristic, not an equilibrium of
 * the whole fight): an opponent plays the maximin mixed strategy of its own pairing against the
 * solo side's legal maneuvers (X column included), as in a duel; the solo side, which would face
 * the product of all opponents' choices, plays the best response to opponents choosing uniformly
 * at random: per maneuver, the sum over pairings of the mean duel objective (a one-column matrix,
 * so a pure choice). Attacks are not taken into account.
 */
export function stepMatrixMulti(state: LostWorldsState, seat: number): StepMatrix<LostWorldsAction> {
  const t = state.t;
  const pairs = state.pairs!;
  const A = t.books[0];
  const live = liveOpponents(pairs);
  const ext = live.map((k) => isExtended(A, pairs[k]!.active));
  const mixed = ext.includes(true) && ext.includes(false);
  const soloIs = legalIndices(state.sides[0].legal, A.m);
  const asPlayed = (i: number, p: number) => (mixed && ext[p] ? A.x[i] : i);
  const totals = (k: number, p: number, i0: number, j: number): [number, number] => {
    const B = t.books[k];
    const i = asPlayed(i0, p);
    const ra = B.matrix[A.pages[i] * PAGES + B.pages[j]],
      rb = A.matrix[B.pages[j] * PAGES + A.pages[i]];
    const sa = B.score[ra],
      sb = A.score[rb];
    const pa = pairs[k]!;
    const a = sa === NONE || ra === 0 ? 0 : Math.max(0, scoreTotal(A, t.vs[k], soloIn(pa, state.sides[0]), i, sa));
    const b = sb === NONE || rb === 0 ? 0 : Math.max(0, scoreTotal(B, t.mods[k], state.sides[k], j, sb));
    return [a, b];
  };
  // Everything the payoffs read: a dropped weapon changes the MODs (exchange.ts `modOf`).
  let key = `m${seat}|${state.sides[0].legal}|${state.sides[0].body}|${state.sides[0].weaponLost ? 1 : 0}`;
  live.forEach(
    (k, p) =>
      (key += `|${k}:${ext[p] ? 1 : 0}:${state.sides[k].legal}:${state.sides[k].body}:${state.sides[k].weaponLost ? 1 : 0}:${state.sides[k].bonuses.join(",")}:${pairs[k]!.bonuses.join(",")}`),
  );
  if (seat === 0) {
    const rows = actionsFor(t, 0, state.sides[0].legal).filter((a) => !a.escape);
    const payoff = new Float64Array(rows.length);
    rows.forEach((a, r) => {
      const i = A.indexOf[a.page];
      let sum = 0;
      live.forEach((k, p) => {
        const js = legalIndices(state.sides[k].legal, t.books[k].m);
        let v = 0;
        for (const j of js) {
          const [mine, theirs] = totals(k, p, i, j);
          v += pairValue(mine, theirs, state.sides[0].body, state.sides[k].body);
        }
        sum += js.length ? v / js.length : 0;
      });
      payoff[r] = sum;
    });
    return { rows, cols: 1, payoff, key, scope: t };
  }
  const p = live.indexOf(seat);
  const rows = p < 0 ? [] : actionsFor(t, seat, state.sides[seat].legal).filter((a) => !a.escape);
  const B = t.books[seat];
  const payoff = new Float64Array(rows.length * soloIs.length);
  rows.forEach((a, r) => {
    const j = B.indexOf[a.page];
    soloIs.forEach((i, c) => {
      const [theirs, mine] = totals(seat, p, i, j);
      payoff[r * soloIs.length + c] = pairValue(mine, theirs, state.sides[seat].body, state.sides[0].body);
    });
  });
  return { rows, cols: soloIs.length, payoff, key, scope: t };
}

// -------------------------------------------------------------------------------------------------
// Metrics

/**
 * Per fight: exchanges, criticals, damage per seat; with `maneuverStats`, use and damage per
 * maneuver page. The solo side's use counts once per exchange (its chosen page: in a mixed
 * exchange, the close one), its damage per page sums over the pairings of the exchange.
 */
export function metricsMulti(state: LostWorldsState): Record<string, number> {
  const seats = state.sides.length;
  const use = new Int32Array(seats * PAGES),
    dealt = new Int32Array(seats * PAGES);
  let criticals = 0;
  for (let l = state.log; l; l = l.prev) {
    let chosen = PAGES;
    for (let p = 0; p < l.opponents.length; p++) if (l.strikes[2 * p].page < chosen) chosen = l.strikes[2 * p].page;
    if (chosen < PAGES) use[chosen]++;
    for (let p = 0; p < l.opponents.length; p++) {
      const a = l.strikes[2 * p],
        b = l.strikes[2 * p + 1],
        k = l.opponents[p];
      if (a.critical) criticals++;
      if (b.critical) criticals++;
      dealt[chosen] += a.dealt;
      use[k * PAGES + b.page]++;
      dealt[k * PAGES + b.page] += b.dealt;
    }
  }
  const out: Record<string, number> = { exchanges: state.n, criticals };
  for (let s = 0; s < seats; s++) out[`damage.${s}`] = 0;
  for (let k = 0; k < use.length; k++) {
    if (use[k] === 0 && dealt[k] === 0) continue;
    const seat = Math.floor(k / PAGES),
      page = k % PAGES;
    out[`damage.${seat}`] += dealt[k];
    if (state.options.maneuverStats) {
      out[`use.${seat}.${page}`] = use[k];
      out[`dealt.${seat}.${page}`] = dealt[k];
    }
  }
  return out;
}

/** Larger is better for `seat`: its side's standing body points minus the other side's. */
export function heuristicMulti(state: LostWorldsState, seat: number): number {
  let many = 0;
  for (let k = 1; k < state.sides.length; k++) many += Math.max(0, state.sides[k].body);
  const solo = state.sides[0].body - many;
  return seat === 0 ? solo : -solo;
}
