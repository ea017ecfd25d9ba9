/**
 * A book and page set scaled up from a 64-parchment book: block b repeats the standard pages
 * shifted by 64·b (same colours and groups), and the book's matrices and pictures are copied
 * into every block. The sheet stays the original one. Used to show that lint grows linearly with
 * book size (`hexfolio bench`).
 */
import type { BookBody, MatrixPage, PicturePage } from "../content/kinds/book";
import { GROUPS, STANDARD_PAGE_SET, type Color, type GroupId, type PageSet } from "../engine/lostworlds/pages";

const BLOCK = 64;

export function scaledPageSet(blocks: number, base: PageSet = STANDARD_PAGE_SET): PageSet {
  const shift = (pages: readonly number[]) => Array.from({ length: blocks }, (_, b) => pages.map((p) => p + BLOCK * b)).flat();
  const colorOf = new Map<number, Color>();
  for (let b = 0; b < blocks; b++) for (const [p, c] of base.colorOf) colorOf.set(p + BLOCK * b, c);
  const groupPages = Object.fromEntries(GROUPS.map((g) => [g, shift(base.groupPages[g])])) as Record<GroupId, number[]>;
  return { ...base, close: shift(base.close), extended: shift(base.extended), maxPicture: BLOCK * blocks - 1, colorOf, groupPages };
}

/** `book` repeated over `blocks` blocks of 64 parchments (pages named by a cell move with it). */
export function scaledBook(book: BookBody, blocks: number): BookBody {
  const pictures: Record<string, PicturePage> = {};
  const matrices: Record<string, MatrixPage> = {};
  for (let b = 0; b < blocks; b++) {
    const offset = BLOCK * b;
    for (const [page, p] of Object.entries(book.pictures)) pictures[Number(page) + offset] = p;
    for (const [page, m] of Object.entries(book.matrices)) {
      const rows: Record<string, number> = {};
      for (const [row, target] of Object.entries(m.rows)) rows[row] = target === 0 ? 0 : target + offset;
      matrices[Number(page) + offset] = { rows };
    }
  }
  return { ...book, pictures, matrices };
}
