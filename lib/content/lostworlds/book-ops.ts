// Editing operations on a book, pure so the editor's undo/redo is a history of bodies.
import { emptyPicturePage, sheetManeuvers, type BookBody, type Maneuver, type PicturePage } from "../kinds/book";

/** The sheet's maneuver pages, ascending: the rows of every matrix. */
export function sheetPages(book: BookBody): number[] {
  return [...new Set(sheetManeuvers(book).map((m) => m.page))].sort((a, b) => a - b);
}

/** Sets one matrix cell (target 0 = "00"); `null` clears it. */
export function setMatrixCell(book: BookBody, matrixPage: number, row: number, target: number | null): BookBody {
  const key = String(matrixPage);
  const rows = { ...(book.matrices[key]?.rows ?? {}) };
  if (target === null) delete rows[String(row)];
  else rows[String(row)] = target;
  return { ...book, matrices: { ...book.matrices, [key]: { rows } } };
}

export interface ArrowPair {
  row: number;
  target: number;
}

/**
 * Reads "N → M" lines (also "N -> M", "N: M", "N M"; "00" or "0" for no picture), as printed
 * matrix tables are typed. Lines that say something else are reported with their numbers.
 */
export function parseArrowPairs(text: string): { pairs: ArrowPair[]; problems: { line: number; message: string }[] } {
  const pairs: ArrowPair[] = [];
  const problems: { line: number; message: string }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    for (const chunk of line.split(/[,;]\s*|\s{2,}|\t/).filter(Boolean)) {
      const m = /^(\d{1,3})\s*(?:→|->|=>|:|\s)\s*(\d{1,3})$/.exec(chunk.trim());
      if (m) pairs.push({ row: Number(m[1]), target: Number(m[2]) });
      else problems.push({ line: i + 1, message: `Expected "page → picture" (got "${chunk.trim()}")` });
    }
  });
  return { pairs, problems };
}

export function pasteIntoMatrix(book: BookBody, matrixPage: number, pairs: readonly ArrowPair[]): BookBody {
  return pairs.reduce((b, p) => setMatrixCell(b, matrixPage, p.row, p.target), book);
}

/** Fills the empty cells of a matrix column for the given rows with one target (often 00). */
export function fillEmpty(book: BookBody, matrixPage: number, rows: readonly number[], target: number): BookBody {
  const existing = book.matrices[String(matrixPage)]?.rows ?? {};
  return pasteIntoMatrix(
    book,
    matrixPage,
    rows.filter((r) => existing[String(r)] === undefined).map((row) => ({ row, target })),
  );
}

export function updatePicture(book: BookBody, page: number, change: (p: PicturePage) => PicturePage): BookBody {
  const key = String(page);
  return { ...book, pictures: { ...book.pictures, [key]: change(book.pictures[key] ?? emptyPicturePage()) } };
}

export function updateManeuver(book: BookBody, group: number, index: number, change: (m: Maneuver) => Maneuver): BookBody {
  return {
    ...book,
    sheet: {
      groups: book.sheet.groups.map((g, gi) =>
        gi !== group ? g : { ...g, maneuvers: g.maneuvers.map((m, mi) => (mi === index ? change(m) : m)) },
      ),
    },
  };
}

export function addManeuver(book: BookBody, group: number, maneuver: Maneuver): BookBody {
  return {
    ...book,
    sheet: { groups: book.sheet.groups.map((g, gi) => (gi === group ? { ...g, maneuvers: [...g.maneuvers, maneuver] } : g)) },
  };
}

export function removeManeuver(book: BookBody, group: number, index: number): BookBody {
  return {
    ...book,
    sheet: {
      groups: book.sheet.groups.map((g, gi) => (gi === group ? { ...g, maneuvers: g.maneuvers.filter((_, mi) => mi !== index) } : g)),
    },
  };
}

export function addGroup(book: BookBody, name: string): BookBody {
  return { ...book, sheet: { groups: [...book.sheet.groups, { name, own: false, maneuvers: [] }] } };
}

export function renameGroup(book: BookBody, group: number, name: string): BookBody {
  return { ...book, sheet: { groups: book.sheet.groups.map((g, gi) => (gi === group ? { ...g, name } : g)) } };
}

export function removeGroup(book: BookBody, group: number): BookBody {
  return { ...book, sheet: { groups: book.sheet.groups.filter((_, gi) => gi !== group) } };
}

/** Marks a sheet group as the character's own (restrictions then name it by its heading), or not. */
export function setGroupOwn(book: BookBody, group: number, own: boolean): BookBody {
  return { ...book, sheet: { groups: book.sheet.groups.map((g, gi) => (gi === group ? { ...g, own } : g)) } };
}
