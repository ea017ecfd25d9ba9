/**
 * What every book lint rule needs, computed once per lint run so each rule stays one linear pass:
 * the sheet indexed by page, pictures by number, which matrix cells can ever be read ("live"), and
 * the sheet as the engine's restriction rules select from it.
 *
 * A cell of matrix P (the opponent's maneuver) keyed by row K (this book's maneuver) is live when K
 * is on this book's sheet and P and K are standard pages of the same range: that is the only way a
 * lookup ever reads it (docs/rules/lostworlds.md, "Which book, which page, which row" and "Range").
 */
import { type BookBody, type MatrixPage, type PicturePage } from "../content/kinds/book";
import { pageRanges, type PageSet, type Range } from "../engine/lostworlds/pages";
import { sheetRules, type SheetRules } from "../engine/lostworlds/restrictions";

export interface SheetEntry {
  page: number;
  /** As printed on the sheet. */
  label: string;
  /** Lower case, for matching named restrictions. */
  name: string;
  /** The group heading it is listed under, lower case (a maneuver is named by group and name). */
  group: string;
  range: Range | null;
}

export interface Cell {
  matrix: number;
  row: number;
  target: number;
  live: boolean;
}

export interface BookLintContext {
  book: BookBody;
  set: PageSet;
  sheet: SheetEntry[];
  /** The group headings the sheet marks as the character's own, lower case. */
  ownGroups: string[];
  /** First sheet entry per page. */
  sheetByPage: Map<number, SheetEntry>;
  /**
   * The maneuvers that can ever be chosen (those on a maneuver page of the set), in sheet order,
   * as the engine's restriction rules see them; bit i is `rules.pages[i]`. Null when there are more
   * than a sheet holds (pages repeated: `duplicate-sheet-page` says so), and then the rules that
   * play out restrictions say nothing.
   */
  rules: SheetRules | null;
  pictures: Map<number, PicturePage>;
  matrices: Map<number, MatrixPage>;
  ranges: Map<number, Range>;
  cells: Cell[];
}

export function bookLintContext(book: BookBody, set: PageSet): BookLintContext {
  const ranges = pageRanges(set);
  const maneuvers = book.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ ...m, group: g.name, own: g.own })));
  const sheet = maneuvers.map((m) => ({
    page: m.page,
    label: m.name,
    name: m.name.toLowerCase(),
    group: m.group.toLowerCase(),
    range: ranges.get(m.page) ?? null,
  }));
  const ownGroups = book.sheet.groups.filter((g) => g.own).map((g) => g.name.toLowerCase());
  const sheetByPage = new Map<number, SheetEntry>();
  for (const m of sheet) if (!sheetByPage.has(m.page)) sheetByPage.set(m.page, m);
  const playable = maneuvers.filter((m) => ranges.has(m.page));
  const rules = playable.length <= 32 ? sheetRules(playable, set) : null;
  const pictures = new Map(Object.entries(book.pictures).map(([k, v]) => [Number(k), v] as const));
  const matrices = new Map(Object.entries(book.matrices).map(([k, v]) => [Number(k), v] as const));
  const cells: Cell[] = [];
  for (const [matrix, m] of matrices) {
    const range = ranges.get(matrix);
    for (const [key, target] of Object.entries(m.rows)) {
      const row = Number(key);
      const live = range !== undefined && sheetByPage.has(row) && ranges.get(row) === range;
      cells.push({ matrix, row, target, live });
    }
  }
  return { book, set, sheet, ownGroups, sheetByPage, rules, pictures, matrices, ranges, cells };
}

/** Picture pages that some live cell names, plus the entry pages (reachable by rule). */
export function staticallyReachable(ctx: BookLintContext): Set<number> {
  const out = new Set<number>(ctx.set.entryPages);
  for (const c of ctx.cells) if (c.live && c.target !== 0) out.add(c.target);
  // A picture a "turn to" names is shown whenever that turn applies.
  for (const p of ctx.pictures.values())
    for (const e of [...p.tell.effects, ...(p.critical?.effects ?? [])]) if (e.type === "turn-to") out.add(e.page);
  return out;
}
