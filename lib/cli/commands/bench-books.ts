/**
 * Bench figures for Lost Worlds book lint: the Mirim sample and a 10,000-parchment book built by
 * scaling it (lint must stay linear in book size). Kept apart from bench.ts, which calls it.
 */
import mirim from "../../content/samples/mirim.book.json";
import { bookBodySchema } from "../../content/kinds/book";
import { scaledBook, scaledPageSet } from "../../lint/book-scaled";
import { lintBook } from "../../lint/book";

type Measure<F> = (name: string, budgetMs: number, perBatch: number, batch: () => void) => F;

const PARCHMENTS = 10_000;

export function benchBookLint<F>(measure: Measure<F>, budgetMs: number, consume: (n: number) => void): F[] {
  const book = bookBodySchema.parse(mirim.body);
  const blocks = Math.ceil(PARCHMENTS / 64);
  const big = scaledBook(book, blocks);
  const set = scaledPageSet(blocks);
  return [
    measure("lostworlds: lint Mirim (64 parchments)", budgetMs, 1, () => consume(lintBook(book).length)),
    measure(`lostworlds: lint scaled book (${blocks * 64} parchments)`, budgetMs, 1, () => consume(lintBook(big, set).length)),
  ];
}
