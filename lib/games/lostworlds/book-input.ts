/**
 * A book document body as the duel engine's input, once per match: validated with the book schema
 * (a book body is the engine's `BookSource`, restrictions included, so nothing is reshaped), then
 * compiled into the engine's tables. The engine caches the tables per book object, so every duel
 * set up from this content reuses them, and a book it cannot play is refused here, naming the book.
 */
import { bookBodySchema } from "../../content/kinds/book";
import { BookError, compileBook } from "../../engine/lostworlds/compile";
import type { BookSource } from "../../engine/lostworlds/types";
import { parseWith } from "../parse";
import { ContentError } from "../types";

export function bookInput(body: unknown, where: string): BookSource {
  const book: BookSource = parseWith(bookBodySchema, body, where, "book");
  try {
    compileBook(book);
  } catch (e) {
    if (e instanceof BookError) throw new ContentError("Expected a book the duel engine can play", [{ path: where, message: e.message }]);
    throw e;
  }
  return book;
}
