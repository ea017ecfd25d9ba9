/**
 * Lost Worlds as a game module: two books make a duel, more make a multi-player fight (the first
 * book is the solo side, up to one against four). Each book becomes the engine's input once, in
 * `parse` (book-input.ts).
 */
import mirim from "../../content/samples/mirim.book.json";
import { lostWorlds } from "../../engine/lostworlds/game";
import type { LostWorldsContent } from "../../engine/lostworlds/types";
import { ContentError, type GameModule } from "../types";
import { bookInput } from "./book-input";
import { lostWorldsOptionsSchema } from "./options";
import { bookTournament } from "./tournament-spec";

export const lostWorldsModule: GameModule<LostWorldsContent> = {
  id: "lostworlds",
  title: "Lost Worlds",
  // 2: in a multi-player fight, maneuvers taken away by pictures leave the solo side's range before
  // colliding restrictions are chosen among, as in a duel (older logs may have chosen otherwise).
  rulesVersion: 2,
  game: lostWorlds,
  content: {
    kind: "book",
    slots: ["Book A (seat 1)", "Book B (seat 2)"],
    extraSlots: ["Book C (seat 3)", "Book D (seat 4)", "Book E (seat 5)"],
    combine: (bodies) => ({ books: bodies }),
    sample: () => ({ books: [mirim.body, mirim.body] }),
    cliFlag: { name: "books", multiple: true, help: "the books (every pair duels; default Mirim against Mirim)" },
  },
  parse(content) {
    const books = (content as { books?: unknown } | null)?.books;
    if (!Array.isArray(books) || books.length < 2 || books.length > 5) {
      const got = Array.isArray(books) ? `${books.length} book(s)` : "no books";
      throw new ContentError(`Lost Worlds content: expected { books: [...] } with two to five books, got ${got}`);
    }
    return { books: books.map((b, i) => bookInput(b, `books.${i}`)) };
  },
  options: lostWorldsOptionsSchema,
  tournament: bookTournament,
};
