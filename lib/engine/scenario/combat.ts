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
function sideAt(duel: CompiledDuel, seat: number, body: number, page: number, off: number): SideState {
  const book = duel.books[seat];
  return showPicture(book, blankSide(body, book.disabledMask | off), page, false, 0, false);
}

/** The sheet mask of the maneuvers whose standard pages are in `pages`. */
function maskOf(duel: CompiledDuel, seat: number, pages: number[]): number {
  const book = duel.books[seat];
  let mask = 0;
  for (let i = 0; i < book.pages.length; i++) if (pages.includes(book.pages[i])) mask |= 1 << i;
  return mask;
}

/** Opens the fight between f and g: both drop what they carry, the books start at their Situation pages. */
export function openFight(s: ScenarioState, f: number, g: number, events: GameEvent[]): Fight | null {
  const src = s.t.source.figures;
  const bookF = src[f].book!,
    bookG = src[g].book!;
  // The duel adds book Height + level; the scenario's Height may differ from the book's.
  const levelFor = (x: number, book: typeof bookF) => effectiveHeight(s, x) - book.character.height;
  const options: LostWorldsOptions = {
    ...DUEL_DEFAULTS,
    levels: [levelFor(f, bookF), levelFor(g, bookG)],
    maxExchanges: ROUNDS,
  };
  const t = compileFight([bookF, bookG], options);
  let pages = [situationPage(s, f, g), situationPage(s, g, f)];
  const off = s.options.obstructions ? [maskOf(t, 0, obstructedPages(s, f)), maskOf(t, 1, obstructedPages(s, g))] : [0, 0];
  let sides = [sideAt(t, 0, s.figures[f].body, pages[0], off[0]), sideAt(t, 1, s.figures[g].body, pages[1], off[1])];
  const ext = sides.map((side, seat) => (side.legal & t.books[seat].extMask) !== 0);
  if (ext[0] !== ext[1]) {
    // The two starting pictures leave the books at different ranges: both start at Extended Range (page 57).
    pages = [57, 57];
    sides = [sideAt(t, 0, s.figures[f].body, 57, off[0]), sideAt(t, 1, s.figures[g].body, 57, off[1])];
  }
  if (!sides[0].legal || !sides[1].legal) return null;
  dropCarried(s, f);
  dropCarried(s, g);
  const duel: LostWorldsState = {
    t,
    options: { ...options, startPage: pages[0] },
    n: 0,
    sides,
    pairs: null,
    step: openSimultaneous([0, 1]),
    log: null,
    over: null,
  };
  events.push({ type: "fight", a: f, b: g, pages });
  return { a: f, b: g, round: 0, duel };
}

/** Seats whose figure has still to choose this ROUND. */
export function fightSeats(s: ScenarioState, fight: Fight): number[] {
  const out: number[] = [];
  const c = fight.duel.step.choices;
  if (c[0] === null) out.push(s.t.seatOf[fight.a]);
  if (c[1] === null) out.push(s.t.seatOf[fight.b]);
  return out;
}

/** The duel seat (0: a, 1: b) a scenario seat plays in the fight. */
export const duelSeatOf = (s: ScenarioState, fight: Fight, seat: number): number => (s.t.seatOf[fight.a] === seat ? 0 : 1);

/** One seat's maneuver for this ROUND; returns true when the fight is over (three ROUNDS or a fall). */
export function playRound(s: ScenarioState, fight: Fight, seat: number, page: number, events: GameEvent[]): boolean {
  const duelSeat = duelSeatOf(s, fight, seat);
  const r = lostWorlds.apply(fight.duel, { seat: duelSeat, page });
  fight.duel = r.state;
  if (r.state.n === fight.round) return false;
  fight.round = r.state.n;
  s.rounds++;
  events.push({ type: "round", a: fight.a, b: fight.b, round: fight.round, bodies: [r.state.sides[0].body, r.state.sides[1].body] });
  return r.state.over !== null || fight.round >= ROUNDS;
}

/** Carries the fight back to the terrain: body points, Knocked Down or Off Balance, who was defeated. */
export function closeFight(s: ScenarioState, fight: Fight, events: GameEvent[]): void {
  const figs = [fight.a, fight.b];
  figs.forEach((f, seat) => {
    const side = fight.duel.sides[seat];
    const fs = s.figures[f];
    fs.fought = true;
    fs.body = side.body;
    fs.posture =
      side.down > 0 || side.picture === KNOCKED_DOWN_PICTURE ? "down" : OFF_BALANCE_PICTURES.has(side.picture) ? "off-balance" : "standing";
  });
  figs.forEach((f, seat) => settleBody(s, f, events, figs[1 - seat]));
  events.push({ type: "fight-over", a: fight.a, b: fight.b, rounds: fight.round });
}
