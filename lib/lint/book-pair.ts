/**
 * The pairing lint: two books that each lint clean can still not be played together. Every
 * finding names a page of each book. The rules (docs/rules/lostworlds.md, "The pairing lint"):
 *
 * - `pair-range-mismatch`: for every pair of maneuvers the two can do at one range, the picture
 *   each reads in the other's book must leave both fighters at the same range. A picture's range is
 *   derived from its own restrictions, as the engine settles range: it leaves its character at
 *   Extended Range when an "only" it reads out (its Tell, or its Tell and CRITICAL) selects one of
 *   that character's Extended Range maneuvers, and at close range otherwise. A "turn to" shows
 *   another picture instead (scored on or not), whose range counts.
 * - `pair-missing-page`: every maneuver page either sheet can choose has a matrix in the other
 *   book, with a row for each maneuver of the other's sheet at that range, naming a picture the
 *   book has.
 * - `pair-unknown-selector`: the restrictions read out to a character name colours and groups its
 *   sheet has (a "Do only Brown" said to a character with no Brown maneuver selects nothing).
 */
import { sheetEntries, type BookBody, type Effect, type Restriction } from "../content/kinds/book";
import { pageRanges, STANDARD_PAGE_SET, type PageSet, type Range } from "../engine/lostworlds/pages";
import { selectionMask, sendsToExtended, sheetRules, type SheetRules } from "../engine/lostworlds/restrictions";
import type { Diagnostic } from "./diagnostic";

interface Side {
  book: BookBody;
  /** The character's name and "A" or "B", as findings name the book. */
  label: string;
  /** Maneuvers that can be chosen: on a standard page, in sheet order. */
  moves: { page: number; name: string; range: Range }[];
  rules: SheetRules | null;
}

function sideOf(book: BookBody, seat: "A" | "B", set: PageSet): Side {
  const ranges = pageRanges(set);
  const moves = book.sheet.groups.flatMap((g) =>
    g.maneuvers.flatMap((m) => {
      const range = ranges.get(m.page);
      return range ? [{ page: m.page, name: `${g.name}: ${m.name}`, range }] : [];
    }),
  );
  const playable = sheetEntries(book).filter((m) => ranges.has(m.page));
  return {
    book,
    label: `"${book.character.name}" (${seat})`,
    moves,
    rules: playable.length <= 32 ? sheetRules(playable, set) : null,
  };
}

const rangeWords = (extended: boolean) => (extended ? "Extended Range" : "close range");

/** The last "turn to" among `effects`, as the duel reads a tell that prints several. */
const turnOf = (effects: readonly Effect[] | undefined) =>
  effects?.filter((e): e is Extract<Effect, { type: "turn-to" }> => e.type === "turn-to").pop();

/**
 * The picture a character is shown when its opponent's maneuver names `page` of its book, as the
 * duel shows it: a "turn to" (the CRITICAL's when it applies, else the Tell's; "on a score" only
 * when `scored`) is followed, and the picture turned to's own, in a row; a picture turned to is
 * shown without its CRITICAL. Stops at a loop or a page the book lacks (the book lint's errors).
 */
function shown(side: Side, page: number, critical: boolean, scored: boolean): { page: number; critical: boolean } {
  const p = side.book.pictures[String(page)]!;
  let turn = (critical ? turnOf(p.critical?.effects) : undefined) ?? turnOf(p.tell.effects);
  const seen = new Set([page]);
  let at = { page, critical };
  while (turn && (!turn.onScore || scored) && side.book.pictures[String(turn.page)] && !seen.has(turn.page)) {
    at = { page: turn.page, critical: false };
    seen.add(turn.page);
    turn = turnOf(side.book.pictures[String(turn.page)].tell.effects);
  }
  return at;
}

/**
 * The ranges picture `page` of a book can leave its character at, each with the picture shown
 * there (another one after a "turn to"): by its Tell, and by its Tell and CRITICAL, scored on or not.
 */
function departures(side: Side, page: number): Map<boolean, number> {
  const p = side.book.pictures[String(page)];
  const out = new Map<boolean, number>();
  if (!p || !side.rules) return out;
  const rules = side.rules;
  const cases: [critical: boolean, scored: boolean][] = [
    [false, false],
    [false, true],
  ];
  if (p.critical) cases.push([true, true]);
  for (const [critical, scored] of cases) {
    const at = shown(side, page, critical, scored);
    const q = side.book.pictures[String(at.page)]!;
    const restrictions = at.critical && q.critical ? [...q.tell.restrictions, ...q.critical.restrictions] : q.tell.restrictions;
    const extended = sendsToExtended(rules, restrictions);
    if (!out.has(extended)) out.set(extended, at.page);
  }
  return out;
}

/** "page 53 of …" or "page 53 of … (turning to 41)". */
const pageOf = (page: number, shownPage: number, label: string) =>
  `page ${page} of ${label}${shownPage !== page ? ` (turning to ${shownPage})` : ""}`;

/** The picture `reader` turns to in `owner`'s book for maneuvers `mine` (reader's) and `theirs` (owner's), if any. */
const pictureFor = (owner: Side, mine: number, theirs: number): number | undefined => {
  const target = owner.book.matrices[String(mine)]?.rows[String(theirs)];
  return target === undefined || target === 0 || !owner.book.pictures[String(target)] ? undefined : target;
};

function* rangeMismatches(a: Side, b: Side, start: number): Generator<Diagnostic> {
  // Both open the other's book on the same starting picture (as printed: no exchange turns them).
  const sa = departures(a, start),
    sb = departures(b, start);
  const startA = [...sa.keys()][0],
    startB = [...sb.keys()][0];
  if (startA !== undefined && startB !== undefined && startA !== startB) {
    yield {
      rule: "pair-range-mismatch",
      severity: "error",
      message:
        `At the start, page ${start} of ${a.label} leaves A at ${rangeWords(startA)}, but page ${start} of ${b.label} ` +
        `leaves B at ${rangeWords(startB)}: no duel can begin.`,
      location: { pageA: start, pageB: start },
    };
  }
  // One finding per pair of pictures; the exchanges after the first that lead to the same pair are counted.
  const found = new Map<string, { d: Diagnostic; more: number }>();
  for (const ma of a.moves) {
    for (const mb of b.moves) {
      if (ma.range !== mb.range) continue;
      const ra = pictureFor(b, ma.page, mb.page); // A reads B's book: a picture of B
      const rb = pictureFor(a, mb.page, ma.page); // B reads A's book: a picture of A
      if (ra === undefined || rb === undefined) continue;
      const da = departures(a, rb),
        db = departures(b, ra);
      const pairs = [...da.keys()].flatMap((x) => [...db.keys()].filter((y) => y !== x).map((y) => [x, y] as const));
      if (pairs.length === 0) continue;
      const key = `${rb}/${ra}`;
      const seen = found.get(key);
      if (seen) {
        seen.more++;
        continue;
      }
      const [xa, xb] = pairs[0];
      const critical = da.size > 1 || db.size > 1 ? " (by the score or a CRITICAL)" : "";
      found.set(key, {
        more: 0,
        d: {
          rule: "pair-range-mismatch",
          severity: "error",
          message:
            `When ${a.label} does ${ma.page} ("${ma.name}") and ${b.label} does ${mb.page} ("${mb.name}"), ` +
            `${pageOf(rb, da.get(xa)!, a.label)} leaves A at ${rangeWords(xa)}, but ${pageOf(ra, db.get(xb)!, b.label)} ` +
            `leaves B at ${rangeWords(xb)}${critical}: the duel cannot go on.`,
          location: { pageA: rb, pageB: ra, maneuverA: ma.page, maneuverB: mb.page },
        },
      });
    }
  }
  for (const { d, more } of found.values()) {
    yield more ? { ...d, message: `${d.message} The same ${more} more time(s) with other maneuvers.` } : d;
  }
}

/** Every page `chooser` can choose has a matrix in `owner`'s book with a row for each of `owner`'s maneuvers at that range. */
function* missingPages(chooser: Side, owner: Side, ownerSeat: "A" | "B"): Generator<Diagnostic> {
  const other = ownerSeat === "A" ? "B" : "A";
  const loc = (matrix: number, row: number): Record<string, number> =>
    ownerSeat === "A" ? { pageA: matrix, rowA: row, maneuverB: matrix } : { pageB: matrix, rowB: row, maneuverA: matrix };
  for (const mc of chooser.moves) {
    const matrix = owner.book.matrices[String(mc.page)];
    if (!matrix) {
      yield {
        rule: "pair-missing-page",
        severity: "error",
        message: `${chooser.label} can do ${mc.page} ("${mc.name}"), but ${owner.label} has no matrix ${mc.page} to read it in.`,
        location: ownerSeat === "A" ? { pageA: mc.page, maneuverB: mc.page } : { pageB: mc.page, maneuverA: mc.page },
      };
      continue;
    }
    for (const mo of owner.moves) {
      if (mo.range !== mc.range) continue;
      const target = matrix.rows[String(mo.page)];
      const missing = target === undefined || target === 0;
      if (!missing && owner.book.pictures[String(target)]) continue;
      yield {
        rule: "pair-missing-page",
        severity: "error",
        message:
          `When ${other} does ${mc.page} ("${mc.name}") and ${ownerSeat} does ${mo.page} ("${mo.name}"), ` +
          (missing
            ? `matrix ${mc.page} of ${owner.label} has ${target === 0 ? "00" : "no entry"} in row ${mo.page}.`
            : `matrix ${mc.page} of ${owner.label} names picture ${target} in row ${mo.page}, which the book does not have.`),
        location: loc(mc.page, mo.page),
      };
    }
  }
}

/** Restrictions read out to the character of `side` name colours and groups that select something on its sheet. */
function* unknownSelectors(side: Side, seat: "A" | "B", other: Side): Generator<Diagnostic> {
  if (!side.rules) return;
  const rules = side.rules;
  for (const [key, p] of Object.entries(side.book.pictures)) {
    const page = Number(key);
    const printed: Restriction[] = [...p.tell.restrictions, ...(p.critical?.restrictions ?? [])];
    for (const r of printed) {
      if (r.type === "override") continue;
      const terms = [...r.colors.map((c) => ["colour", c] as const), ...r.groups.map((g) => ["group", g] as const)];
      for (const [kind, term] of terms) {
        const none = { colors: [], groups: [], ownGroups: [], maneuvers: [], match: "any" as const };
        const one = kind === "colour" ? { ...none, colors: [term] } : { ...none, groups: [term] };
        if (selectionMask(rules, one) !== 0) continue;
        yield {
          rule: "pair-unknown-selector",
          severity: "warning",
          message:
            `Page ${page} of ${side.label}, read out by ${other.label}, names the ${kind} "${term}", ` +
            `but ${seat}'s sheet has no maneuver of it.`,
          location: seat === "A" ? { pageA: page } : { pageB: page },
        };
      }
    }
  }
}

/** The findings for books `a` (seat A) and `b` (seat B) played together. */
export function lintBookPair(a: BookBody, b: BookBody, set: PageSet = STANDARD_PAGE_SET): Diagnostic[] {
  const A = sideOf(a, "A", set),
    B = sideOf(b, "B", set);
  return [
    ...rangeMismatches(A, B, set.duelStart),
    ...missingPages(B, A, "A"),
    ...missingPages(A, B, "B"),
    ...unknownSelectors(A, "A", B),
    ...unknownSelectors(B, "B", A),
  ];
}
