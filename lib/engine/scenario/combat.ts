/**
 * The Combat Phase. The pairs (engagement.ts: halted pairs, then the figures that chose to engage)
 * each fight three ROUNDS through the duel engine (lib/engine/lostworlds): the Situation table gives each book its starting page,
 * effective height (Height + level) feeds the duel's height rule, and body points, Knocked Down and
 * Off Balance carry back to the terrain afterwards.
 */
import type { GameEvent } from "../core/game";
import { openSimultaneous } from "../core/game";
import { compileFight, type CompiledDuel } from "../lostworlds/compile";
import { showPicture } from "../lostworlds/exchange";
import { blankSide, DEFAULT_OPTIONS as DUEL_DEFAULTS, lostWorlds } from "../lostworlds/game";
import { startMulti } from "../lostworlds/multi";
import type { LostWorldsOptions, LostWorldsState, SideState } from "../lostworlds/types";
import { dropCarried, settleBody } from "./figures";
import { obstructedPages } from "./obstructions";
import type { Fight, ScenarioState } from "./types";

/** ROUNDS in one Combat Phase. */
export const ROUNDS = 3;
/** Standard pictures: struck off balance (19), pushed off balance (59), knocked down (41). */
const OFF_BALANCE_PICTURES = new Set([19, 59]);
const KNOCKED_DOWN_PICTURE = 41;

/** The Situation table: the first line that applies gives the starting page of f's book against g. */
export function situationPage(s: ScenarioState, f: number, g: number): number {
  const fs = s.figures[f],
    gs = s.figures[g];
  if (fs.posture !== "standing") return 1;
  if (fs.undefended >= 0 && s.t.neighbours[6 * fs.at + fs.undefended] === gs.at) return 23;
  if (gs.undefended >= 0 && s.t.neighbours[6 * gs.at + gs.undefended] === fs.at) return 21;
  if (gs.posture === "down") return 41;
  if (gs.posture === "off-balance") return 19;
  return 57;
}

/** Effective height in combat: Height + level, or the Height alone by option. */
export function effectiveHeight(s: ScenarioState, f: number): number {
  const h = s.t.source.figures[f].height;
  return s.options.effectiveHeight === "height-plus-level" ? h + s.t.level[s.figures[f].at] : h;
}

/** `off`: the sheet's maneuvers barred for the whole fight (the optional Obstructions rules). */
function sideAt(duel: CompiledDuel, seat: number, body: number, page: number, off: number, weaponLost: boolean): SideState {
  const book = duel.books[seat];
  // A dropped weapon: the book's weapon-lost modifiers apply until a picture retrieves it.
  const blank = { ...blankSide(body, book.disabledMask | off), weaponLost };
  return showPicture(book, blank, page, false, 0, false);
}

/** The sheet mask of the maneuvers whose standard pages are in `pages`. */
function maskOf(duel: CompiledDuel, seat: number, pages: number[]): number {
  const book = duel.books[seat];
  let mask = 0;
  for (let i = 0; i < book.pages.length; i++) if (pages.includes(book.pages[i])) mask |= 1 << i;
  return mask;
}

/**
 * The solo figure's Situation page against several opponents: the table's lines in order, the
 * first that applies against any of them (one book, one starting page for the whole fight).
 */
function soloSituationPage(s: ScenarioState, f: number, opponents: readonly number[]): number {
  const pages = opponents.map((g) => situationPage(s, f, g));
  for (const page of [1, 23, 21, 41, 19]) if (pages.includes(page)) return page;
  return 57;
}

/** Whether every pairing of the fight starts at one range (solo's side in pair k against k's own side). */
function rangesAgree(t: CompiledDuel, sides: readonly SideState[]): boolean {
  const ext = (seat: number, side: SideState) => (side.legal & t.books[seat].extMask) !== 0;
  for (let k = 1; k < sides.length; k++) if (ext(0, sides[0]) !== ext(k, sides[k])) return false;
  return true;
}

/**
 * Opens the fight of `solo` against one opponent (a duel) or several (the books' multi-player
 * rules: the duel engine's seat 0 is the solo figure, seats 1..N its opponents). Everyone drops
 * what it carries; the books start at their Situation pages, or all at page 57 when those pages
 * would leave a pairing at two ranges.
 */
export function openFight(s: ScenarioState, solo: number, against: number | readonly number[], events: GameEvent[]): Fight | null {
  const opponents = typeof against === "number" ? [against] : against.slice();
  const figs = [solo, ...opponents];
  const books = figs.map((f) => s.t.source.figures[f].book!);
  // The duel adds book Height + level; the scenario's Height may differ from the book's.
  const options: LostWorldsOptions = {
    ...DUEL_DEFAULTS,
    levels: figs.map((f, seat) => effectiveHeight(s, f) - books[seat].character.height),
    maxExchanges: ROUNDS,
  };
  const t = compileFight(books, options);
  const off = figs.map((f, seat) => (s.options.obstructions ? maskOf(t, seat, obstructedPages(s, f)) : 0));
  const startAt = (pages: number[]) =>
    figs.map((f, seat) => sideAt(t, seat, s.figures[f].body, pages[seat], off[seat], s.figures[f].weaponDropped));
  let pages = [
    opponents.length === 1 ? situationPage(s, solo, opponents[0]) : soloSituationPage(s, solo, opponents),
    ...opponents.map((g) => situationPage(s, g, solo)),
  ];
  let sides = startAt(pages);
  if (!rangesAgree(t, sides)) {
    pages = figs.map(() => 57);
    sides = startAt(pages);
  }
  if (sides.some((side) => !side.legal)) return null;
  for (const f of figs) dropCarried(s, f);
  const seats = figs.map((_, seat) => seat);
  let duel: LostWorldsState;
  if (opponents.length === 1)
    duel = {
      t,
      options: { ...options, startPage: pages[0] },
      n: 0,
      sides,
      pairs: null,
      step: openSimultaneous(seats),
      log: null,
      over: null,
    };
  else {
    const multi = startMulti(t, sides, options.conflict === "strict");
    duel = {
      t,
      options: { ...options, startPage: pages[0] },
      n: 0,
      sides: multi.sides,
      pairs: multi.pairs,
      step: openSimultaneous(seats),
      log: null,
      over: null,
    };
  }
  events.push({ type: "fight", a: solo, b: opponents[0], figures: figs, pages });
  return { a: solo, b: opponents[0], figures: figs, round: 0, duel };
}

/** Duel seats of the fight still to choose this ROUND whose figures `seat` plays, in duel-seat order. */
function pendingOf(s: ScenarioState, fight: Fight, seat: number): number[] {
  const out: number[] = [];
  const { seats, choices } = fight.duel.step;
  seats.forEach((k, i) => choices[i] === null && s.t.seatOf[fight.figures[k]] === seat && out.push(k));
  return out;
}

/** Scenario seats with a figure still to choose this ROUND. */
export function fightSeats(s: ScenarioState, fight: Fight): number[] {
  const out: number[] = [];
  const { seats, choices } = fight.duel.step;
  seats.forEach((k, i) => {
    const seat = s.t.seatOf[fight.figures[k]];
    if (choices[i] === null && !out.includes(seat)) out.push(seat);
  });
  return out;
}

/**
 * The duel seat a scenario seat chooses for now: its first figure in the fight still to choose (a
 * side with two figures against one opponent chooses for them one after the other), else its first.
 */
export function duelSeatOf(s: ScenarioState, fight: Fight, seat: number): number {
  const pending = pendingOf(s, fight, seat);
  if (pending.length) return pending[0];
  const k = fight.figures.findIndex((f) => s.t.seatOf[f] === seat);
  return k < 0 ? 0 : k;
}

/** One maneuver for this ROUND; returns true when the fight is over (three ROUNDS or a fall). */
export function playRound(s: ScenarioState, fight: Fight, seat: number, page: number, events: GameEvent[]): boolean {
  const duelSeat = duelSeatOf(s, fight, seat);
  const r = lostWorlds.apply(fight.duel, { seat: duelSeat, page });
  fight.duel = r.state;
  if (r.state.n === fight.round) return false;
  fight.round = r.state.n;
  s.rounds++;
  const bodies = r.state.sides.map((side) => side.body);
  events.push({ type: "round", a: fight.a, b: fight.b, figures: fight.figures, round: fight.round, bodies });
  return r.state.over !== null || fight.round >= ROUNDS;
}

/** The picture that says how a fighter ends: its own, or for the solo figure each pairing's. */
function picturesOf(fight: Fight, seat: number): number[] {
  const pairs = fight.duel.pairs;
  if (seat > 0 || !pairs) return [fight.duel.sides[seat].picture];
  return pairs.flatMap((p) => (p ? [p.picture] : []));
}

/** Carries the fight back to the terrain: body points, Knocked Down or Off Balance, the weapon, who was defeated. */
export function closeFight(s: ScenarioState, fight: Fight, events: GameEvent[]): void {
  const figs = fight.figures;
  figs.forEach((f, seat) => {
    const side = fight.duel.sides[seat];
    const fs = s.figures[f];
    const pictures = picturesOf(fight, seat);
    fs.fought = true;
    fs.body = side.body;
    // Lost in the fight stays lost into the next one; retrieved in it is back in hand.
    fs.weaponDropped = side.weaponLost;
    fs.posture =
      side.down > 0 || pictures.includes(KNOCKED_DOWN_PICTURE)
        ? "down"
        : pictures.some((p) => OFF_BALANCE_PICTURES.has(p))
          ? "off-balance"
          : "standing";
  });
  // The solo figure defeats its opponents; the solo figure falls to the first of them.
  figs.forEach((f, seat) => settleBody(s, f, events, seat === 0 ? figs[1] : figs[0]));
  events.push({ type: "fight-over", a: fight.a, b: fight.b, figures: figs, rounds: fight.round });
}
