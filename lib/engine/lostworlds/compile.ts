/**
 * Books compiled into compact tables, so an exchange is a handful of typed-array reads. A book is
 * compiled once per book object (the game module's parse hands the engine validated book bodies,
 * and every duel of a simulation reuses their tables).
 *
 * Pages follow the standard set (pages.ts): maneuvers 2–48 close, 50–64 extended, pictures odd
 * 1–63. A sheet is a list of at most 32 maneuvers (one bit each), one per page. Restrictions are
 * compiled by restrictions.ts, which also says what they allow.
 */
import { pageRanges, STANDARD_PAGE_SET } from "./pages";
import {
  compileTell,
  emptyTables,
  sheetRules,
  type CompiledBonus,
  type CompiledRestriction,
  type CompiledTell,
  type RestrictionTables,
} from "./restrictions";
import type { BookSource, LostWorldsAction, LostWorldsOptions } from "./input";
import { loopText, turnToLoop } from "./turn-chain";

export { FOREVER, NO, ONLY, type CompiledBonus, type CompiledRestriction, type CompiledTell } from "./restrictions";

/** Page stride of the typed tables (pages 0..64). */
export const PAGES = 65;
/** "No SCORE" / "no CRITICAL" in the Int16 tables. */
export const NONE = -32768;

/** A book that cannot be played: names the book and what is wrong. */
export class BookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BookError";
  }
}

export interface CompiledBook extends RestrictionTables {
  source: BookSource;
  name: string;
  /** Number of sheet maneuvers. */
  m: number;
  pages: Int8Array;
  names: string[];
  /** "Down Swing Strong": the group and the name, as a player says it. */
  labels: string[];
  groupNames: string[];
  colors: (string | null)[];
  /**
   * MOD + experience bonus ("+" column), before the height rule: `m` with the weapon in hand, then
   * `m` more with the next weapon (the second printed MOD, or the first when only one is printed).
   */
  baseMods: Int16Array;
  /** Maneuvers the sheet marks as unavailable until a picture enables them. */
  disabledMask: number;
  /** Maneuvers done with the shield, unavailable once it is broken. */
  shieldMask: number;
  /** Page → sheet index, −1 when the page is not on the sheet. */
  indexOf: Int8Array;
  closeMask: number;
  extMask: number;
  /**
   * The X column: per maneuver, the sheet index of the Extended Range maneuver its `xPage` names,
   * −1 when it has none (extended maneuvers, or an X page not on the sheet). Multi-player rule 3.
   */
  x: Int8Array;
  /** Close maneuvers with an X page on the sheet: what the solo side may do at both ranges. */
  xMask: number;
  /** [opponent's maneuver page · PAGES + own maneuver page] → picture page (0: none). */
  matrix: Uint8Array;
  score: Int16Array;
  critical: Int16Array;
  tells: (CompiledTell | undefined)[];
  criticals: (CompiledTell | undefined)[];
  restrictions: CompiledRestriction[];
  bonuses: CompiledBonus[];
  /**
   * By picture · 4 + CRITICAL · 2 + strict: what showing it leaves on a side with nothing else in
   * force (see exchange.ts `showPicture`). Made on first use and not enumerable, so a state written
   * out as JSON (or compared as JSON) is the same before and after it fills.
   */
  shown?: (FreshlyShown | undefined)[];
}

/** Restrictions and bonuses a picture leaves on its own, and the maneuvers they allow. Shared: never change them. */
export interface FreshlyShown {
  active: number[];
  bonuses: number[];
  legal: number;
  alone: number;
}

/**
 * The books of a fight: seat 0 the solo side, seats 1..N its opponents (a duel: N = 1). Only the
 * solo side fights everyone; each opponent fights the solo side alone.
 */
export interface CompiledDuel {
  books: CompiledBook[];
  /**
   * Per seat, per maneuver: MOD + experience + height modifier against the side it fights: seat
   * 0 against seat 1, seat k ≥ 1 against seat 0.
   */
  mods: Int16Array[];
  /** Seat 0's mods against each opponent seat k (the height rule is per pairing); vs[1] is mods[0]. */
  vs: Int16Array[];
  escape: boolean;
  /** Legal actions per seat by legal mask (built on first use; callers must not mutate them). */
  actions: Map<number, readonly LostWorldsAction[]>[];
}

const ranges = pageRanges(STANDARD_PAGE_SET);

const bookCache = new WeakMap<BookSource, CompiledBook>();

export function compileBook(src: BookSource): CompiledBook {
  const hit = bookCache.get(src);
  if (hit) return hit;
  const name = src.character?.name ?? "(unnamed)";
  const fail = (msg: string): never => {
    throw new BookError(`book "${name}": ${msg}`);
  };
  if (!src.sheet || !src.pictures || !src.matrices) fail("expected a book body with character, sheet, pictures and matrices");
  const sheet = src.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ ...m, group: g.name, own: g.own === true })));
  if (sheet.length === 0) fail("the sheet has no maneuvers");
  if (sheet.length > 32) fail(`the sheet has ${sheet.length} maneuvers; the duel engine plays at most 32 (one per standard page)`);
  const m = sheet.length;
  const pages = new Int8Array(m);
  const baseMods = new Int16Array(2 * m);
  const indexOf = new Int8Array(PAGES).fill(-1);
  sheet.forEach((man, i) => {
    if (!ranges.has(man.page)) fail(`"${man.name}" is on page ${man.page}, which is not a standard maneuver page`);
    if (indexOf[man.page] >= 0) fail(`page ${man.page} is on the sheet twice`);
    pages[i] = man.page;
    indexOf[man.page] = i;
    baseMods[i] = man.mod + (man.expBonus ?? 0);
    baseMods[m + i] = (man.weaponMods?.[0] ?? man.mod) + (man.expBonus ?? 0);
  });
  const rules = sheetRules(sheet);
  const x = new Int8Array(m).fill(-1);
  let xMask = 0;
  sheet.forEach((man, i) => {
    const close = ranges.get(man.page) === "close";
    const xi = close && typeof man.xPage === "number" && man.xPage >= 0 && man.xPage < PAGES ? indexOf[man.xPage] : -1;
    if (xi >= 0 && ranges.get(man.xPage!) === "extended") {
      x[i] = xi;
      xMask |= 1 << i;
    }
  });
  const names = sheet.map((s) => s.name);

  const matrix = new Uint8Array(PAGES * PAGES);
  for (const [key, mat] of Object.entries(src.matrices)) {
    const page = Number(key);
    if (!(page >= 2 && page < PAGES && page % 2 === 0)) continue;
    for (const [row, target] of Object.entries(mat.rows)) {
      const r = Number(row);
      if (r >= 2 && r < PAGES && target > 0 && target < PAGES && target % 2 === 1) matrix[page * PAGES + r] = target;
    }
  }

  const tables = emptyTables(rules);
  const score = new Int16Array(PAGES).fill(NONE);
  const critical = new Int16Array(PAGES).fill(NONE);
  const tells: (CompiledTell | undefined)[] = new Array(PAGES).fill(undefined);
  const criticals: (CompiledTell | undefined)[] = new Array(PAGES).fill(undefined);
  for (const [key, pic] of Object.entries(src.pictures)) {
    const page = Number(key);
    if (!(page >= 1 && page < PAGES && page % 2 === 1) || !pic) continue;
    if (pic.score !== null && pic.score !== undefined) score[page] = pic.score;
    tells[page] = compileTell(rules, tables, pic.tell ?? { text: "", restrictions: [], effects: [] }, page, false);
    if (pic.critical) {
      critical[page] = pic.critical.threshold;
      criticals[page] = compileTell(rules, tables, pic.critical, page, true);
    }
  }
  for (let page = 1; page < PAGES; page += 2) {
    for (const t of [tells[page], criticals[page]]) {
      if (t && t.turnTo > 0 && tells[t.turnTo] === undefined)
        fail(`picture ${page} turns to picture ${t.turnTo}, which the book does not have`);
    }
  }
  // Pictures turned to are followed in a row (exchange.ts): a loop would never end.
  for (let page = 1; page < PAGES; page += 2) {
    const loop = tells[page] && turnToLoop(page, (p) => tells[p]?.turnTo ?? 0);
    if (loop) fail(`pictures turn to one another without end: ${loopText(loop)}`);
  }

  const book: CompiledBook = {
    source: src,
    name,
    m,
    pages,
    names,
    labels: sheet.map((s) => (s.name.toLowerCase().startsWith(s.group.toLowerCase()) ? s.name : `${s.group} ${s.name}`.trim())),
    groupNames: sheet.map((s) => s.group),
    colors: sheet.map((s) => s.color),
    baseMods,
    disabledMask: rules.disabledMask,
    shieldMask: rules.shieldMask,
    indexOf,
    closeMask: rules.closeMask,
    extMask: rules.extMask,
    x,
    xMask,
    matrix,
    score,
    critical,
    tells,
    criticals,
    restrictions: tables.restrictions,
    bonuses: tables.bonuses,
  };
  bookCache.set(src, book);
  return book;
}

/** The height rule: the taller adds +1 to Orange and Red MODs, the shorter −1 to Orange. */
function heightMods(book: CompiledBook, mine: number, theirs: number, on: boolean): Int16Array {
  const mods = Int16Array.from(book.baseMods);
  if (!on || mine === theirs) return mods;
  for (let i = 0; i < book.m; i++) {
    const c = book.colors[i];
    const up = mine > theirs && (c === "orange" || c === "red") ? 1 : 0;
    const down = mine < theirs && c === "orange" ? 1 : 0;
    mods[i] += up - down;
    mods[book.m + i] += up - down;
  }
  return mods;
}

/** Cache of compiled fights: a trie over the books (held weakly), then the options key. */
interface CacheNode {
  next: WeakMap<BookSource, CacheNode>;
  byKey: Map<string, CompiledDuel>;
}
const fightCache: CacheNode = { next: new WeakMap(), byKey: new Map() };

/** The two books of a duel with the pairing's modifiers; cached per book pair and options. */
export function compileDuel(a: BookSource, b: BookSource, o: Pick<LostWorldsOptions, "height" | "levels" | "escape">): CompiledDuel {
  return compileFight([a, b], o);
}

/** The books of a fight (solo side first) with each pairing's modifiers; cached per books and options. */
/** The last fight compiled or found, with what it was asked for: simulations ask for the same one every game. */
let last: { sources: readonly BookSource[]; height: boolean; escape: boolean; levels: number[]; fight: CompiledDuel } | null = null;

export function compileFight(sources: readonly BookSource[], o: Pick<LostWorldsOptions, "height" | "levels" | "escape">): CompiledDuel {
  if (last && last.height === o.height && last.escape === o.escape && sameFight(last, sources, o.levels)) return last.fight;
  const fight = findFight(sources, o);
  last = { sources: sources.slice(), height: o.height, escape: o.escape, levels: Array.from(sources, (_, s) => o.levels[s] ?? 0), fight };
  return fight;
}

/** The same books (the very objects) at the same levels as the last fight. */
function sameFight(
  kept: { sources: readonly BookSource[]; levels: readonly number[] },
  sources: readonly BookSource[],
  levels: readonly number[],
): boolean {
  if (kept.sources.length !== sources.length) return false;
  for (let s = 0; s < sources.length; s++) if (kept.sources[s] !== sources[s] || kept.levels[s] !== (levels[s] ?? 0)) return false;
  return true;
}

function findFight(sources: readonly BookSource[], o: Pick<LostWorldsOptions, "height" | "levels" | "escape">): CompiledDuel {
  const level = (seat: number) => o.levels[seat] ?? 0;
  let key = `${o.height}|${o.escape}`;
  for (let s = 0; s < sources.length; s++) key += `|${level(s)}`;
  let node = fightCache;
  for (const src of sources) {
    let next = node.next.get(src);
    if (!next) node.next.set(src, (next = { next: new WeakMap(), byKey: new Map() }));
    node = next;
  }
  const hit = node.byKey.get(key);
  if (hit) return hit;
  const books = sources.map(compileBook);
  const heights = books.map((b, s) => b.source.character.height + level(s));
  const vs = books.map((_, k) =>
    k === 0 ? heightMods(books[0], heights[0], heights[1], o.height) : heightMods(books[0], heights[0], heights[k], o.height),
  );
  vs[1] = vs[0];
  const fight: CompiledDuel = {
    books,
    mods: books.map((b, s) => (s === 0 ? vs[1] : heightMods(b, heights[s], heights[0], o.height))),
    vs,
    escape: o.escape,
    actions: books.map(() => new Map()),
  };
  node.byKey.set(key, fight);
  return fight;
}

/** Buckets of the direct-mapped cache in front of `CompiledDuel.actions` (see actionsFor). */
const ACTION_BUCKETS = 1024;

/** The fight's direct-mapped action cache: per seat, a mask and its list per bucket. Not enumerable (see CompiledBook.shown). */
interface ActionCache {
  masks: Int32Array[];
  lists: (readonly LostWorldsAction[] | undefined)[][];
}

function actionCacheOf(t: CompiledDuel): ActionCache {
  let c = (t as { actionCache?: ActionCache }).actionCache;
  if (c === undefined) {
    c = {
      masks: t.books.map(() => new Int32Array(ACTION_BUCKETS)),
      lists: t.books.map(() => new Array<readonly LostWorldsAction[] | undefined>(ACTION_BUCKETS).fill(undefined)),
    };
    Object.defineProperty(t, "actionCache", { value: c, enumerable: false });
  }
  return c;
}

/**
 * Legal actions of `seat` for a legal mask, in sheet order (escape variants after, when on).
 * Asked twice per exchange: a direct-mapped cache answers first, since a mask with its top bits
 * set (Extended Range maneuvers on a full sheet) is no small integer to V8 and a Map lookup by
 * it was a tenth of a duel's time.
 */
export function actionsFor(t: CompiledDuel, seat: number, legal: number): readonly LostWorldsAction[] {
  const cache = actionCacheOf(t);
  const bucket = Math.imul(legal, 0x9e3779b1) >>> 22;
  const masks = cache.masks[seat],
    lists = cache.lists[seat];
  const hit = lists[bucket];
  if (hit !== undefined && masks[bucket] === (legal | 0)) return hit;
  const list = actionsListed(t, seat, legal);
  masks[bucket] = legal;
  lists[bucket] = list;
  return list;
}

function actionsListed(t: CompiledDuel, seat: number, legal: number): readonly LostWorldsAction[] {
  const cache = t.actions[seat];
  let list = cache.get(legal);
  if (!list) {
    const book = t.books[seat];
    const out: LostWorldsAction[] = [];
    for (let i = 0; i < book.m; i++) if (legal & (1 << i)) out.push(Object.freeze({ seat, page: book.pages[i] }));
    if (t.escape && (legal & book.extMask) !== 0) {
      for (let i = 0; i < book.m; i++) if (legal & (1 << i)) out.push(Object.freeze({ seat, page: book.pages[i], escape: true }));
    }
    list = Object.freeze(out);
    cache.set(legal, list);
  }
  return list;
}
