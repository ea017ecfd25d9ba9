/**
 * Resolving one exchange (the Lost Worlds rules "HOW TO PLAY", docs/rules/lostworlds.md).
 *
 * Direction: A picks Pa, B picks Pb. A reads B's book, matrix Pa, row Pb → picture Ra, which shows
 * B; B reads A's book, matrix Pb, row Pa → Rb, which shows A. A's damage comes from Ra's SCORE,
 * Ra's CRITICAL and "Tell opponent" are read to B and restrict B; likewise Rb for A.
 */
import { GameDataError, type GameEvent, type GameResult } from "../core/game";
import { NONE, PAGES, type CompiledBook, type CompiledDuel, type CompiledTell, type FreshlyShown } from "./compile";
import { DuelLink } from "./duel-link";
import { shieldBrokenAfter, unavailableAfter } from "./availability";
import { addTellsTo, decay, legalOf } from "./restrictions";
import type { ExchangeLink, LostWorldsOptions, SideState, Strike } from "./types";

/** The books leave the two sides at different ranges: a data error (lint's pairing check). */
export class RangeMismatchError extends GameDataError {
  constructor(
    message: string,
    readonly pages: [number, number],
  ) {
    super(message);
    this.name = "RangeMismatchError";
  }
}

/** A matrix cell an exchange needs is missing or names no picture. */
export class MissingPageError extends GameDataError {
  constructor(message: string) {
    super(message);
    this.name = "MissingPageError";
  }
}

export const SIDE_NAMES = ["A", "B"] as const;

export { sideName } from "./side-name";

export { DUEL_OPPONENTS } from "./duel-link";

/** The picture `seat` turns to in the opponent's book for maneuvers `i` (own) and `j` (theirs). */
export function pictureFor(t: CompiledDuel, seat: number, i: number, j: number): number {
  const mine = t.books[seat],
    theirs = t.books[1 - seat];
  return theirs.matrix[mine.pages[i] * PAGES + theirs.pages[j]];
}

/**
 * Bonuses of `side` that apply to maneuver `i` if it scores, its total without them being `base`:
 * a bonus for "a move that scores" only when `base` is above zero.
 */
export function bonusFor(book: CompiledBook, side: SideState, i: number, base: number): number {
  let sum = 0;
  const b = side.bonuses;
  for (let k = 0; k < b.length; k += 2) {
    const bonus = book.bonuses[b[k]];
    if (bonus.mask & (1 << i) && (!bonus.scoresOnly || base > 0)) sum += bonus.amount;
  }
  return sum;
}

/** The MOD (with height) of maneuver `i` in `mods`: the next weapon's while the side's weapon is dropped. */
export const modOf = (book: CompiledBook, mods: Int16Array, side: SideState, i: number): number => mods[side.weaponLost ? book.m + i : i];

/** SCORE + MOD (+ height, experience) + bonuses: NONE when the picture shows no SCORE. */
export function scoreTotal(book: CompiledBook, mods: Int16Array, side: SideState, i: number, score: number): number {
  if (score === NONE) return NONE;
  const base = score + modOf(book, mods, side, i);
  return side.bonuses.length ? base + bonusFor(book, side, i, base) : base;
}

/**
 * SCORE + MOD + height + experience + bonuses of `seat` doing maneuver `i` and turning to
 * `picture`, or NONE when the picture shows no SCORE.
 */
export function totalFor(t: CompiledDuel, seat: number, side: SideState, i: number, picture: number): number {
  return scoreTotal(t.books[seat], t.mods[seat], side, i, t.books[1 - seat].score[picture]);
}

function dealtOf(total: number): number {
  return total > 0 ? total : 0;
}

function lookUp(t: CompiledDuel, seat: number, i: number, j: number): number {
  const picture = pictureFor(t, seat, i, j);
  const theirs = t.books[1 - seat];
  if (picture === 0 || theirs.tells[picture] === undefined) {
    const mine = t.books[seat];
    const cell = theirs.matrix[mine.pages[i] * PAGES + theirs.pages[j]];
    throw new MissingPageError(
      `${SIDE_NAMES[seat]} did ${mine.pages[i]} and ${SIDE_NAMES[1 - seat]} did ${theirs.pages[j]}: ` +
        (cell === 0
          ? `book "${theirs.name}" has no picture in matrix ${mine.pages[i]}, row ${theirs.pages[j]}`
          : `book "${theirs.name}" matrix ${mine.pages[i]} row ${theirs.pages[j]} names picture ${cell}, which the book does not have`),
    );
  }
  return picture;
}

/**
 * The side after being shown `picture` of itself (in its own book) and taking `damage`: a new
 * side, or `side` itself changed when `inPlace` (applyInPlace, whose caller gives the state up).
 */
export function showPicture(
  book: CompiledBook,
  side: SideState,
  picture: number,
  critical: boolean,
  damage: number,
  strict: boolean,
  inPlace = false,
): SideState {
  let tell = book.tells[picture]!;
  let crit = critical ? book.criticals[picture] : undefined;
  // "Score: turn to 41": the character is shown that picture instead, and its tell is read out.
  // The picture turned to is shown as if turned to directly, so its own turn-to is followed too,
  // on the same exchange's score; the compiler refused books whose turn-tos loop (turn-chain.ts).
  let turn = crit !== undefined && crit.turnTo > 0 ? crit : tell.turnTo > 0 ? tell : undefined;
  while (turn !== undefined && (!turn.turnOnScore || damage > 0)) {
    picture = turn.turnTo;
    tell = book.tells[picture]!;
    crit = undefined;
    critical = false;
    turn = tell.turnTo > 0 ? tell : undefined;
  }
  // The tells' effects, the picture's then its CRITICAL's.
  let weaponLost = side.weaponLost,
    down = side.down > 0 ? side.down - 1 : 0,
    ko = side.ko,
    regain = 0;
  for (let t: CompiledTell | undefined = tell; t !== undefined; t = t === tell ? crit : undefined) {
    if (t.weaponLost) weaponLost = true;
    if (t.weaponRetrieved) weaponLost = false;
    if (t.knockedDown) down = Math.max(down, t.finiteTurns || 1);
    if (t.knockedOut) ko = true;
    // "If not scored on": only when the opponent's total dealt this side no damage.
    regain += damage > 0 ? t.regain : t.regain + t.regainUnscored;
  }
  // What the side can no longer do, as the book lint reads it too (availability.ts).
  const shieldLost = shieldBrokenAfter(side.shieldLost, tell, crit);
  const off = unavailableAfter(book.shieldMask, side.off, shieldLost, tell, crit);
  let body = side.body - damage;
  // Regeneration: back up to, never above, the starting body points.
  if (regain > 0) body = Math.max(body, Math.min(book.source.character.bodyPoints, body + regain));
  let active: number[], bonuses: number[], legal: number, alone: number;
  if (runsOut(side.active, 4) && runsOut(side.bonuses, 2)) {
    // Nothing in force lasts past this choice (most pictures restrict for the next turn only):
    // what the picture leaves depends on the picture alone, so it is worked out once per book.
    const fresh = freshlyShown(book, picture, critical, strict);
    ({ active, bonuses, legal, alone } = fresh);
    if (off !== 0) ({ legal, alone } = legalOf(book, active, strict, off));
  } else {
    active = addTellsTo(book, decay(side.active), tell, crit);
    bonuses = [];
    for (let k = 0; k < side.bonuses.length; k += 2) if (side.bonuses[k + 1] > 1) bonuses.push(side.bonuses[k], side.bonuses[k + 1] - 1);
    addBonuses(book, tell, bonuses);
    if (crit !== undefined) addBonuses(book, crit, bonuses);
    ({ legal, alone } = legalOf(book, active, strict, off));
  }
  if (!inPlace) return { body, picture, active, bonuses, legal, alone, weaponLost, shieldLost, down, off, ko };
  side.body = body;
  side.off = off;
  side.ko = ko;
  side.picture = picture;
  side.active = active;
  side.bonuses = bonuses;
  side.legal = legal;
  side.alone = alone;
  side.weaponLost = weaponLost;
  side.shieldLost = shieldLost;
  side.down = down;
  return side;
}

/** Whether every entry of a flat list (`stride` numbers each, turns left second) ends with this choice. */
function runsOut(list: readonly number[], stride: number): boolean {
  for (let k = 1; k < list.length; k += stride) if (list[k] > 1) return false;
  return true;
}

/**
 * `picture` (with its CRITICAL when `critical`) shown to a side with nothing in force after this
 * choice: its restrictions and bonuses, and what they allow. Cached in the book; states share the
 * lists, which is safe since no state's lists are ever changed in place (not frozen: copying a
 * frozen list, as `decay` does, takes V8's slow path).
 */
function freshlyShown(book: CompiledBook, picture: number, critical: boolean, strict: boolean): FreshlyShown {
  const at = picture * 4 + (critical ? 2 : 0) + (strict ? 1 : 0);
  let shown = book.shown;
  if (shown === undefined) {
    shown = new Array<FreshlyShown | undefined>(PAGES * 4).fill(undefined);
    Object.defineProperty(book, "shown", { value: shown, enumerable: false });
  }
  let fresh = shown[at];
  if (fresh === undefined) {
    const tell = book.tells[picture]!;
    const crit = critical ? book.criticals[picture] : undefined;
    const active = addTellsTo(book, [], tell, crit);
    const bonuses: number[] = [];
    addBonuses(book, tell, bonuses);
    if (crit !== undefined) addBonuses(book, crit, bonuses);
    const { legal, alone } = legalOf(book, active, strict);
    fresh = shown[at] = { active, bonuses, legal, alone };
  }
  return fresh;
}

/** The bonuses a tell reads out, added to `bonuses` with their turns. */
function addBonuses(book: CompiledBook, t: CompiledTell, bonuses: number[]): void {
  for (const id of t.bonuses) bonuses.push(id, book.bonuses[id].turns);
}

export interface Resolution {
  sides: SideState[];
  log: ExchangeLink;
  over: GameResult | null;
  events: GameEvent[];
}

/** "page 17 of "Mirim"", with the picture a turn-to showed instead: "(turning to 57)". */
const shownText = (page: number, shown: number, book: CompiledBook) =>
  `page ${page} of "${book.name}"${shown !== page ? ` (turning to ${shown})` : ""}`;

const rangeName = (book: CompiledBook, legal: number) => ((legal & book.extMask) !== 0 ? "Extended Range" : "close range");

/**
 * "Mirim (B) is unconscious": made once per fight, seat and state (kept on the fight, not
 * enumerable): simulations tally every duel's reason, and a string made anew is hashed anew.
 */
function fell(t: CompiledDuel, s: SideState, seat: number): string {
  // A knock-out leaves the body points as they are: unconscious, or dead at −5 or less all the same.
  const dead = s.body <= -5 ? 1 : s.body > 0 ? 2 : 0;
  let said = (t as { fellText?: string[] }).fellText;
  if (said === undefined) Object.defineProperty(t, "fellText", { value: (said = []), enumerable: false });
  const how = dead === 1 ? "is dead" : dead === 2 ? "is knocked out" : "is unconscious";
  return (said[seat * 3 + dead] ??= `${t.books[seat].name} (${SIDE_NAMES[seat]}) ${how}`);
}

function outcome(
  sides: readonly SideState[],
  t: CompiledDuel,
  escapedA: boolean,
  escapedB: boolean,
  n: number,
  max: number,
): GameResult | null {
  const a = sides[0],
    b = sides[1];
  const downA = a.body <= 0 || a.ko,
    downB = b.body <= 0 || b.ko;
  if (!downA && !downB && !escapedA && !escapedB && a.legal !== 0 && b.legal !== 0 && n < max) return null;
  const escaped = [escapedA, escapedB];
  const scores = [a.body, b.body];
  if (downA && downB) return { winners: [], draw: true, reason: `both fell: ${fell(t, a, 0)}, ${fell(t, b, 1)}`, scores };
  if (downB) return { winners: [0], reason: fell(t, b, 1), scores };
  if (downA) return { winners: [1], reason: fell(t, a, 0), scores };
  if (escaped[0] || escaped[1]) {
    const who = [0, 1].filter((s) => escaped[s]).map((s) => `${t.books[s].name} (${SIDE_NAMES[s]})`);
    return { winners: [], draw: true, reason: `${who.join(" and ")} escaped`, scores };
  }
  for (const seat of [0, 1]) {
    if (sides[seat].legal === 0) {
      return {
        winners: [],
        draw: true,
        reason: `stuck: the restrictions on ${t.books[seat].name} (${SIDE_NAMES[seat]}) leave no legal maneuver`,
        scores,
      };
    }
  }
  return { winners: [], draw: true, reason: `no result after ${max} exchanges`, scores };
}

/** The event of `seat`'s CRITICAL, shown on `picture` of the other side's book. */
function criticalEvent(t: CompiledDuel, seat: number, picture: number): GameEvent {
  const book = t.books[1 - seat];
  return { type: "critical", seat, page: picture, text: book.source.pictures[String(picture)]?.critical?.text ?? "" };
}

/** The events of an exchange already made, from its link in the log and its outcome (see resolveExchange). */
export function exchangeEvents(t: CompiledDuel, link: ExchangeLink, over: GameResult | null): GameEvent[] {
  const [a, b] = link.strikes;
  const events: GameEvent[] = [{ type: "exchange", n: link.n, strikes: link.strikes }];
  if (a.critical) events.push(criticalEvent(t, 0, a.picture));
  if (b.critical) events.push(criticalEvent(t, 1, b.picture));
  if (over) events.push({ type: "end", winners: over.winners, draw: !!over.draw, reason: over.reason });
  return events;
}

/**
 * What applyInPlace returns for a resolved exchange: its events are made only when read (the
 * simulation loop never reads them, and they were a third of an exchange's allocations). They are
 * made from the exchange's own link and outcome, which never change, so they are the same whenever read.
 */
export class ExchangeApplied<S> {
  constructor(
    readonly state: S,
    private readonly t: CompiledDuel,
    private readonly link: ExchangeLink,
    private readonly over: GameResult | null,
  ) {}
  get events(): GameEvent[] {
    return exchangeEvents(this.t, this.link, this.over);
  }
}

/**
 * resolveExchange for applyInPlace: changes `sides` themselves and returns the new link of the log
 * (the outcome is left in `resolved.over`), making no events (see ExchangeApplied) and no copies.
 */
export function resolveInPlace(
  t: CompiledDuel,
  options: LostWorldsOptions,
  sides: readonly SideState[],
  n: number,
  prev: ExchangeLink | null,
  ia: number,
  ib: number,
  escapingA: boolean,
  escapingB: boolean,
): ExchangeLink {
  const A = t.books[0],
    B = t.books[1];
  const ra = lookUp(t, 0, ia, ib);
  const rb = lookUp(t, 1, ib, ia);
  const a = sides[0],
    b = sides[1];
  const totalA = totalFor(t, 0, a, ia, ra);
  const totalB = totalFor(t, 1, b, ib, rb);
  const dealtA = dealtOf(totalA),
    dealtB = dealtOf(totalB);
  const critA = totalA !== NONE && B.critical[ra] !== NONE && totalA >= B.critical[ra];
  const critB = totalB !== NONE && A.critical[rb] !== NONE && totalB >= A.critical[rb];
  const strict = options.conflict === "strict";
  showPicture(A, a, rb, critB, dealtB, strict, true);
  showPicture(B, b, ra, critA, dealtA, strict, true);
  const number = n + 1;
  const over = outcome(sides, t, escapingA && dealtB === 0, escapingB && dealtA === 0, number, options.maxExchanges);
  if (!over && (a.legal & A.extMask ? 1 : 0) !== (b.legal & B.extMask ? 1 : 0)) {
    throw new RangeMismatchError(
      `range mismatch after exchange ${number} (A did ${A.pages[ia]}, B did ${B.pages[ib]}): ` +
        `${shownText(rb, a.picture, A)} leaves A at ${rangeName(A, a.legal)}, ` +
        `${shownText(ra, b.picture, B)} leaves B at ${rangeName(B, b.legal)}`,
      [rb, ra],
    );
  }
  resolved.over = over;
  return new DuelLink(prev, number, A.pages[ia], ra, totalA, dealtA, critA, a.body, B.pages[ib], rb, totalB, dealtB, critB, b.body);
}

/** resolveInPlace's second answer (one object for all calls: its caller reads it at once). */
export const resolved: { over: GameResult | null } = { over: null };

/**
 * Resolves the exchange of maneuvers `ia` (seat 0) and `ib` (seat 1), sheet indices. `inPlace`:
 * the sides are changed and returned rather than copied (see showPicture).
 */
export function resolveExchange(
  t: CompiledDuel,
  options: LostWorldsOptions,
  sides: readonly SideState[],
  n: number,
  prev: ExchangeLink | null,
  ia: number,
  ib: number,
  escaping: [boolean, boolean],
  inPlace = false,
): Resolution {
  const A = t.books[0],
    B = t.books[1];
  const ra = lookUp(t, 0, ia, ib); // A reads B's book: a picture of B
  const rb = lookUp(t, 1, ib, ia); // B reads A's book: a picture of A
  const totalA = totalFor(t, 0, sides[0], ia, ra);
  const totalB = totalFor(t, 1, sides[1], ib, rb);
  const dealtA = dealtOf(totalA),
    dealtB = dealtOf(totalB);
  const critA = totalA !== NONE && B.critical[ra] !== NONE && totalA >= B.critical[ra];
  const critB = totalB !== NONE && A.critical[rb] !== NONE && totalB >= A.critical[rb];
  const strict = options.conflict === "strict";
  // In place (applyInPlace), the sides themselves change: nothing below reads their old values.
  const next: SideState[] = inPlace
    ? (sides as SideState[])
    : [showPicture(A, sides[0], rb, critB, dealtB, strict), showPicture(B, sides[1], ra, critA, dealtA, strict)];
  if (inPlace) {
    showPicture(A, sides[0], rb, critB, dealtB, strict, true);
    showPicture(B, sides[1], ra, critA, dealtA, strict, true);
  }
  const number = n + 1;
  const strikes: [Strike, Strike] = [
    { page: A.pages[ia], picture: ra, total: totalA === NONE ? null : totalA, dealt: dealtA, critical: critA, body: next[0].body },
    { page: B.pages[ib], picture: rb, total: totalB === NONE ? null : totalB, dealt: dealtB, critical: critB, body: next[1].body },
  ];
  const over = outcome(next, t, escaping[0] && dealtB === 0, escaping[1] && dealtA === 0, number, options.maxExchanges);
  if (!over && (next[0].legal & A.extMask ? 1 : 0) !== (next[1].legal & B.extMask ? 1 : 0)) {
    throw new RangeMismatchError(
      `range mismatch after exchange ${number} (A did ${A.pages[ia]}, B did ${B.pages[ib]}): ` +
        `${shownText(rb, next[0].picture, A)} leaves A at ${rangeName(A, next[0].legal)}, ` +
        `${shownText(ra, next[1].picture, B)} leaves B at ${rangeName(B, next[1].legal)}`,
      [rb, ra],
    );
  }
  const events: GameEvent[] = [{ type: "exchange", n: number, strikes }];
  if (critA) events.push(criticalEvent(t, 0, ra));
  if (critB) events.push(criticalEvent(t, 1, rb));
  if (over) events.push({ type: "end", winners: over.winners, draw: !!over.draw, reason: over.reason });
  const log = new DuelLink(
    prev,
    number,
    A.pages[ia],
    ra,
    totalA,
    dealtA,
    critA,
    next[0].body,
    B.pages[ib],
    rb,
    totalB,
    dealtB,
    critB,
    next[1].body,
  );
  return { sides: next, log, over, events };
}
