/**
 * A pair of books crafted to disagree on range, for tests of what a bad pair costs (a failed game
 * in a simulation, a finding of the pairing lint): Mirim, and a copy of her ("Mirim, misprinted")
 * whose picture 17 sends her back to Extended Range where Mirim's own book, for the same
 * exchange, brings her opponent to close range.
 *
 * From the start both sides are at Extended Range. When A Charges (50) and B Blocks and Closes
 * (56), A reads B's matrix 50, row 56: picture 17 of B, which now says "Do only Extended Range";
 * B reads A's matrix 56, row 50: picture 39 of A, "Do no Green or Yellow" (close range). The
 * engine stops that duel with a range mismatch naming both pages.
 */
import mirim from "../../../content/samples/mirim.book.json";
import type { BookBody } from "../../../content/kinds/book";

export const MISPRINTED_PAGE = 17;

export function misprintedMirim(): BookBody {
  const book = structuredClone(mirim.body) as BookBody;
  book.character.name = "Mirim, misprinted";
  book.pictures[String(MISPRINTED_PAGE)].tell = {
    text: "Do only Extended Range next turn.",
    restrictions: [{ type: "only", colors: [], groups: ["extended-range"], maneuvers: [], duration: "next-turn" }],
    effects: [],
  };
  return book;
}

/** The same book whose starting picture leaves her at close range: every duel with Mirim fails at once. */
export function closeStartMirim(): BookBody {
  const book = structuredClone(mirim.body) as BookBody;
  book.character.name = "Mirim, starting close";
  book.pictures["57"].tell = {
    text: "Do no Red next turn.",
    restrictions: [{ type: "no", colors: ["red"], groups: [], maneuvers: [], duration: "next-turn" }],
    effects: [],
  };
  return book;
}
