/**
 * Lost Worlds duels  on the core Game contract.
 *
 * Content `{ books: [bookA, bookB] }` (book document bodies; seat 0 plays books[0]). Every exchange
 * is a simultaneous step: both seats submit `{ seat, page }` (the page of a maneuver on their own
 * sheet) in any order; `view` hides the other side's pending pick; the exchange resolves when the
 * second pick arrives. There is no chance in a duel, so the seed changes nothing but is kept for
 * the contract. The equilibrium bot plays through `stepMatrix` (core/equilibrium.ts).
 *
 * More books, `{ books: [solo, opponent1, …, opponentN] }`, make a Multi-Player combat: seat 0
 * against seats 1..N, all choosing each exchange at once (multi.ts has the rules and how the engine
 * reads them). A duel never takes the multi-player path, so it stays exactly what it was.
 */
import {
  CHOSEN_EVENT,
  GameDataError,
  IllegalActionError,
  forgetOthers,
  openSimultaneous,
  submitSimultaneous,
  waitingSeats,
  type Game,
  type GameEvent,
  type Seat,
} from "../core/game";
import type { StepMatrix, StepMatrixGame } from "../core/equilibrium";
import { actionsFor, compileFight, NONE, PAGES, type CompiledBook, type CompiledDuel } from "./compile";
import {
  ExchangeApplied,
  pictureFor,
  RangeMismatchError,
  resolved,
  resolveExchange,
  resolveInPlace,
  showPicture,
  sideName,
  totalFor,
} from "./exchange";
import { DuelLink } from "./duel-link";
import { forbiddenReason } from "./explain";
import { checkRanges, heuristicMulti, metricsMulti, resolveMulti, soloForbiddenReason, startMulti, stepMatrixMulti } from "./multi";
import { viewOf } from "./view";
import type {
  ExchangeLink,
  LostWorldsAction,
  LostWorldsContent,
  LostWorldsOptions,
  LostWorldsState,
  LostWorldsView,
  SideState,
} from "./types";

export const DEFAULT_OPTIONS: LostWorldsOptions = {
  conflict: "most-restrictive",
  height: true,
  levels: [0, 0],
  escape: false,
  startPage: 57,
  maxExchanges: 200,
  maneuverStats: false,
  attackPriority: "most-damage",
};

const ATTACK_PRIORITIES: readonly LostWorldsOptions["attackPriority"][] = ["most-damage", "knockout-first", "seat-order"];

/** Metric names per seat and page, built once (simulations report them for every duel). */
const DAMAGE_KEYS = ["damage.0", "damage.1"];
const USE_KEYS = Array.from({ length: 2 * PAGES }, (_, k) => `use.${k >= PAGES ? 1 : 0}.${k % PAGES}`);
const DEALT_KEYS = Array.from({ length: 2 * PAGES }, (_, k) => `dealt.${k >= PAGES ? 1 : 0}.${k % PAGES}`);

const BOTH: readonly Seat[] = Object.freeze([0, 1]);
/** applyInPlace's events for a first pick, per seat (shared, so frozen). */
const CHOSEN: GameEvent[][] = [0, 1].map((seat) => Object.freeze([Object.freeze({ type: CHOSEN_EVENT, seat })]) as unknown as GameEvent[]);
const NOBODY: readonly Seat[] = Object.freeze([]);

function optionsOf(options: Partial<LostWorldsOptions> | null | undefined): LostWorldsOptions {
  const o = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
  if (o.conflict !== "most-restrictive" && o.conflict !== "strict")
    throw new Error(`option conflict: expected "most-restrictive" or "strict", got ${JSON.stringify(o.conflict)}`);
  if (!Array.isArray(o.levels) || !o.levels.every(Number.isInteger)) throw new Error("option levels: expected an integer per seat");
  if (!ATTACK_PRIORITIES.includes(o.attackPriority))
    throw new Error(
      `option attackPriority: expected one of ${ATTACK_PRIORITIES.map((p) => JSON.stringify(p)).join(", ")}, got ` +
        `${JSON.stringify(o.attackPriority)}`,
    );
  if (!Number.isInteger(o.maxExchanges) || o.maxExchanges < 1) throw new Error("option maxExchanges: expected an integer ≥ 1");
  return o;
}

function booksOf(content: LostWorldsContent | null): LostWorldsContent["books"] {
  const books = content?.books;
  if (!Array.isArray(books) || books.length < 2) {
    throw new Error(
      `lostworlds: content must be { books: [bookA, bookB] } (two book bodies), or [solo, opponent1, …] for one against several, got ` +
        `${Array.isArray(books) ? `${books.length} book(s)` : "no books"}`,
    );
  }
  return books;
}

/** Why `seat` may not choose `page` now (naming the restriction and its page), or null. */
export function whyIllegal(state: LostWorldsState, seat: Seat, page: number, escape = false): string | null {
  const who = sideName(seat);
  if (state.over) return state.pairs ? "the fight is over" : "the duel is over";
  const book = state.t.books[seat];
  if (book && state.pairs && seat > 0 && !state.pairs[seat]) return `${who} (${book.name}) is out of the fight`;
  if (!book || !waitingSeats(state.step).includes(seat)) return `${who} is not choosing now`;
  const i = Number.isInteger(page) && page >= 0 && page < book.indexOf.length ? book.indexOf[page] : -1;
  if (i < 0) return `${who} (${book.name}) has no maneuver on page ${page}`;
  const label = `${who} may not do ${page} (${book.labels[i]})`;
  const reason =
    state.pairs && seat === 0
      ? soloForbiddenReason(state.t, state.pairs, state.sides[0], state.options.conflict === "strict", i)
      : forbiddenReason(state.t, seat, state.sides[seat], i);
  if (reason) return `${label}: ${reason}`;
  if (escape) {
    if (!state.options.escape) return `${label} escaping: escape is off (rule option "escape")`;
    if (!(book.extMask & (1 << i))) return `${label} escaping: an escape needs an Extended Range maneuver`;
  }
  return null;
}

/**
 * A fighter with `body` points and nothing shown yet: what a picture is first shown onto. `off`:
 * the maneuvers its sheet marks as not available until a picture enables them.
 */
export function blankSide(body: number, off = 0): SideState {
  return { body, picture: 0, active: [], bonuses: [], legal: 0, alone: -1, weaponLost: false, shieldLost: false, down: 0, off, ko: false };
}

function startSide(t: CompiledDuel, seat: number, o: LostWorldsOptions): SideState {
  const book = t.books[seat];
  if (!book.tells[o.startPage]) throw new GameDataError(`book "${book.name}" has no picture ${o.startPage} to start on`);
  return showPicture(book, blankSide(book.source.character.bodyPoints, book.disabledMask), o.startPage, false, 0, o.conflict === "strict");
}

/**
 * The equilibrium bot's objective one exchange ahead: damage dealt minus damage taken, plus a
 * knockout edge (a win-probability proxy). Dealt damage weighs a little more than damage taken, so
 * a side does not settle for an all-zero row when it can attack; the bot plays the maximin mixed
 * strategy of that objective. One exchange ahead, a side that is behind may still stall: in
 * Mirim's book Jump Away (16) never scores and is never scored on at close range, and it leads to
 * p.57 (both back at Extended Range), so Mirim vs Mirim between two such bots mostly reaches
 * `maxExchanges` — a finding about the book as much as about the bot.
 */
const KNOCKOUT = 20;
const AGGRESSION = 1.25;

function stepMatrix(state: LostWorldsState, seat: Seat): StepMatrix<LostWorldsAction> {
  if (state.pairs) return stepMatrixMulti(state, seat);
  const t = state.t;
  const opp = 1 - seat;
  const me = state.sides[seat],
    them = state.sides[opp];
  const rows = actionsFor(t, seat, me.legal).filter((a) => !a.escape);
  const mineIdx = rows.map((a) => t.books[seat].indexOf[a.page]);
  const theirIdx: number[] = [];
  for (let j = 0; j < t.books[opp].m; j++) if (them.legal & (1 << j)) theirIdx.push(j);
  const cols = theirIdx.length;
  // Everything the payoffs read: a dropped weapon changes the MODs (exchange.ts `modOf`).
  const key =
    `${seat}|${me.legal}|${them.legal}|${me.body}|${them.body}|${me.bonuses.join(",")}|${them.bonuses.join(",")}` +
    `|${me.weaponLost ? 1 : 0}${them.weaponLost ? 1 : 0}`;
  const payoff = new Float64Array(rows.length * cols);
  for (let r = 0; r < rows.length; r++) {
    const i = mineIdx[r];
    for (let c = 0; c < cols; c++) {
      const j = theirIdx[c];
      const mine = Math.max(0, totalFor(t, seat, me, i, pictureFor(t, seat, i, j)));
      const theirs = Math.max(0, totalFor(t, opp, them, j, pictureFor(t, opp, j, i)));
      const theyFall = them.body - mine <= 0,
        iFall = me.body - theirs <= 0;
      payoff[r * cols + c] = AGGRESSION * mine - theirs + (theyFall && !iFall ? KNOCKOUT : 0) - (iFall && !theyFall ? KNOCKOUT : 0);
    }
  }
  return { rows, cols, payoff, key, scope: t };
}

export const lostWorlds: Game<LostWorldsState, LostWorldsAction, LostWorldsContent, LostWorldsOptions, LostWorldsView> &
  StepMatrixGame<LostWorldsState, LostWorldsAction> = {
  id: "lostworlds",
  defaultOptions: DEFAULT_OPTIONS,
  seatCount: (_options, content) => (Array.isArray(content?.books) && content.books.length > 2 ? content.books.length : 2),

  setup(content, options, seed) {
    void seed; // a duel has no chance element
    const o = optionsOf(options);
    const books = booksOf(content);
    const t = compileFight(books, o);
    if (books.length > 2) {
      const { sides, pairs } = startMulti(
        t,
        books.map((_, seat) => startSide(t, seat, o)),
        o.conflict === "strict",
      );
      checkRanges(t, sides, pairs, "at the start", () => "");
      return {
        t,
        options: o,
        n: 0,
        sides,
        pairs,
        step: openSimultaneous<LostWorldsAction>(books.map((_, seat) => seat)),
        log: null,
        over: null,
      };
    }
    const sides: SideState[] = [startSide(t, 0, o), startSide(t, 1, o)];
    const ext = sides.map((s, seat) => (s.legal & t.books[seat].extMask) !== 0);
    if (sides[0].legal && sides[1].legal && ext[0] !== ext[1]) {
      throw new RangeMismatchError(
        `range mismatch at the start: page ${o.startPage} of "${t.books[0].name}" leaves A at ` +
          `${ext[0] ? "Extended Range" : "close range"}, ` +
          `page ${o.startPage} of "${t.books[1].name}" leaves B at ${ext[1] ? "Extended Range" : "close range"}`,
        [o.startPage, o.startPage],
      );
    }
    return { t, options: o, n: 0, sides, pairs: null, step: openSimultaneous<LostWorldsAction>([0, 1]), log: null, over: null };
  },

  activeSeats(state) {
    if (state.over) return NOBODY as Seat[];
    const c = state.step.choices;
    if (state.pairs === null && c[0] === null && c[1] === null) return BOTH as Seat[];
    return waitingSeats(state.step);
  },

  legalActions(state, seat) {
    if (state.pairs) {
      const k = state.step.seats.indexOf(seat);
      if (state.over || k < 0 || state.step.choices[k] !== null) return [];
      return actionsFor(state.t, seat, state.sides[seat].legal) as LostWorldsAction[];
    }
    if (state.over || state.step.choices[seat] !== null || (seat !== 0 && seat !== 1)) return [];
    return actionsFor(state.t, seat, state.sides[seat].legal) as LostWorldsAction[];
  },

  apply(state, action) {
    if (state.pairs) return applyMulti(state, action);
    const book = state.t.books[action.seat];
    const i = book && !state.over ? book.indexOf[action.page] : -1;
    const fast = i >= 0 && !action.escape && (state.sides[action.seat].legal & (1 << i)) !== 0 && state.step.choices[action.seat] === null;
    if (!fast) {
      const why = whyIllegal(state, action.seat, action.page, !!action.escape);
      if (why) throw new IllegalActionError(why, action);
    }
    const { step, complete } = submitSimultaneous(state.step, action);
    if (!complete) return { state: { ...state, step }, events: [{ type: CHOSEN_EVENT, seat: action.seat }] };
    const [pa, pb] = complete;
    const t = state.t;
    const res = resolveExchange(
      t,
      state.options,
      state.sides,
      state.n,
      state.log,
      t.books[0].indexOf[pa.page],
      t.books[1].indexOf[pb.page],
      [!!pa.escape, !!pb.escape],
    );
    return {
      state: {
        t,
        options: state.options,
        n: state.n + 1,
        sides: res.sides,
        pairs: null,
        step: res.over ? step : openSimultaneous<LostWorldsAction>([0, 1]),
        log: res.log,
        over: res.over,
      },
      events: res.events,
    };
  },

  applyInPlace(state, action) {
    if (state.pairs) return applyMulti(state, action);
    const seat = action.seat;
    const book = state.t.books[seat];
    const i = book && !state.over ? book.indexOf[action.page] : -1;
    const choices = state.step.choices;
    // Anything but a plain legal pick (an escape, an illegal action) takes the copying path.
    if (!(i >= 0 && !action.escape && (state.sides[seat].legal & (1 << i)) !== 0 && choices[seat] === null))
      return lostWorlds.apply(state, action);
    if (choices[1 - seat] === null) {
      choices[seat] = action;
      return { state, events: CHOSEN[seat] };
    }
    const pa = seat === 0 ? action : choices[0]!,
      pb = seat === 1 ? action : choices[1]!;
    const t = state.t;
    const link = resolveInPlace(
      t,
      state.options,
      state.sides,
      state.n,
      state.log,
      t.books[0].indexOf[pa.page],
      t.books[1].indexOf[pb.page],
      !!pa.escape,
      !!pb.escape,
    );
    const over = resolved.over;
    state.n++;
    state.log = link;
    state.over = over;
    // As apply: a finished duel keeps both picks in its step, a running one opens the next.
    if (over) choices[seat] = action;
    else choices[1 - seat] = null;
    return new ExchangeApplied(state, t, link, over);
  },

  result: (state) => state.over,
  view: (state, seat) => viewOf(state, seat),
  determinize: (state, seat) => ({ ...state, step: forgetOthers(state.step, seat) }),
  heuristic: (state, seat) => (state.pairs ? heuristicMulti(state, seat) : state.sides[seat].body - state.sides[1 - seat].body),
  actionKey: (a) => `${a.seat}:${a.page}${a.escape ? ":escape" : ""}`,
  stepMatrix,

  metrics(state) {
    if (state.pairs) return metricsMulti(state);
    const out: Record<string, number> = {};
    duelMetrics(state, (key, value) => void (out[key] = value));
    return out;
  },

  metricsInto(state, add) {
    if (state.pairs) {
      const m = metricsMulti(state);
      for (const key in m) add(key, m[key]);
    } else duelMetrics(state, add);
  },
};

/** Counts of one duel, per page in typed arrays (simulations ask once per duel). */
const useCounts = new Int32Array(2 * PAGES),
  dealtCounts = new Int32Array(2 * PAGES);

/**
 * A duel's metrics, in the order `metrics` lists them, with slots (see Game.metricsInto): 0-3 for
 * the totals, then use and dealt per seat and page.
 */
function duelMetrics(state: LostWorldsState, add: (key: string, value: number, slot?: number) => void): void {
  // The counts are zero between calls: only the pages counted are read, and cleared as they are.
  const use = useCounts,
    dealt = dealtCounts;
  let criticals = 0,
    damage0 = 0,
    damage1 = 0;
  for (let l = state.log; l; l = l.prev) {
    // A duel's links are compact (duel-link.ts): their numbers are read as they are.
    const d = l instanceof DuelLink ? l : compactOf(l);
    if (d.criticalA) criticals++;
    if (d.criticalB) criticals++;
    use[d.pageA]++;
    dealt[d.pageA] += d.dealtA;
    use[PAGES + d.pageB]++;
    dealt[PAGES + d.pageB] += d.dealtB;
    damage0 += d.dealtA;
    damage1 += d.dealtB;
  }
  add("exchanges", state.n, 0);
  add("criticals", criticals, 1);
  add(DAMAGE_KEYS[0], damage0, 2);
  add(DAMAGE_KEYS[1], damage1, 3);
  const stats = state.options.maneuverStats;
  // Page order, seat 0's pages then seat 1's: the sheets' pages sorted (at most 32 each, of 65).
  for (let seat = 0; seat < 2; seat++) {
    const pages = sortedPages(state.t.books[seat]);
    for (let p = 0; p < pages.length; p++) {
      const k = seat * PAGES + pages[p];
      const times = use[k],
        damage = dealt[k];
      if (times === 0) continue;
      use[k] = dealt[k] = 0;
      if (!stats) continue;
      try {
        add(USE_KEYS[k], times, 4 + 2 * k);
        add(DEALT_KEYS[k], damage, 5 + 2 * k);
      } catch (e) {
        // The counts must be zero for the next duel, whatever the tally made of these.
        use.fill(0);
        dealt.fill(0);
        throw e;
      }
    }
  }
}

/** A duel link made some other way (by hand, in a test), as a compact one. */
function compactOf(l: ExchangeLink): DuelLink {
  const [a, b] = l.strikes;
  const total = (x: number | null) => (x === null ? NONE : x);
  return new DuelLink(
    l.prev,
    l.n,
    a.page,
    a.picture,
    total(a.total),
    a.dealt,
    a.critical,
    a.body,
    b.page,
    b.picture,
    total(b.total),
    b.dealt,
    b.critical,
    b.body,
  );
}

/** A book's sheet pages in ascending order (kept on the book, not enumerable). */
function sortedPages(book: CompiledBook): Int8Array {
  let pages = (book as { sortedPages?: Int8Array }).sortedPages;
  if (pages === undefined) {
    pages = Int8Array.from(book.pages).sort();
    Object.defineProperty(book, "sortedPages", { value: pages, enumerable: false });
  }
  return pages;
}

/** `apply` for a multi-player fight (multi.ts): the step's seats are the solo side and the opponents still in. */
function applyMulti(state: LostWorldsState, action: LostWorldsAction) {
  const book = state.t.books[action.seat];
  const k = state.step.seats.indexOf(action.seat);
  const i = book && !state.over ? book.indexOf[action.page] : -1;
  const fast = i >= 0 && k >= 0 && !action.escape && (state.sides[action.seat].legal & (1 << i)) !== 0 && state.step.choices[k] === null;
  if (!fast) {
    const why = whyIllegal(state, action.seat, action.page, !!action.escape);
    if (why) throw new IllegalActionError(why, action);
  }
  const { step, complete } = submitSimultaneous(state.step, action);
  if (!complete) return { state: { ...state, step }, events: [{ type: CHOSEN_EVENT, seat: action.seat }] };
  const res = resolveMulti(state.t, state.options, state.sides, state.pairs!, state.n, state.log, complete);
  return {
    state: {
      t: state.t,
      options: state.options,
      n: state.n + 1,
      sides: res.sides,
      pairs: res.pairs,
      step: res.over ? step : openSimultaneous<LostWorldsAction>(res.seats),
      log: res.log,
      over: res.over,
    },
    events: res.events,
  };
}
