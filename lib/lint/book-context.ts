/**
 * What every book lint rule needs, computed once per lint run so each rule stays one linear pass:
 * the sheet indexed by page, pictures by number, and which matrix cells can ever be read ("live").
 *
 * A cell of matrix P (the opponent's maneuver) keyed by row K (this book's maneuver) is live when K
 * is on this book's sheet and P and K are standard pages of the same range: that is the only way a
 * lookup ever reads it (RULES-NOTES §1, "Resolving one exchange" and "Range").
 */
import type { BookBody, MatrixPage, PicturePage } from "../content/kinds/book";
import { indexSheet, type SheetEntry } from "../content/lostworlds/restriction-state";
import { pageRanges, type PageSet, type Range } from "../content/lostworlds/standard";

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
  /** First sheet entry per page. */
  sheetByPage: Map<number, SheetEntry>;
  pictures: Map<number, PicturePage>;
  matrices: Map<number, MatrixPage>;
  ranges: Map<number, Range>;
  cells: Cell[];
}

export function bookLintContext(book: BookBody, set: PageSet): BookLintContext {
  const sheet = indexSheet(book, set);
  const sheetByPage = new Map<number, SheetEntry>();
  for (const m of sheet) if (!sheetByPage.has(m.page)) sheetByPage.set(m.page, m);
  const ranges = pageRanges(set);
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
  return { book, set, sheet, sheetByPage, pictures, matrices, ranges, cells };
}

/** Picture pages that some live cell names, plus the entry pages (reachable by rule). */
export function staticallyReachable(ctx: BookLintContext): Set<number> {
  const out = new Set<number>(ctx.set.entryPages);
  for (const c of ctx.cells) if (c.live && c.target !== 0) out.add(c.target);
  return out;
}
