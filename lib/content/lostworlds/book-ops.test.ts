import { describe, expect, it } from "vitest";
import { emptyBook } from "../kinds/book";
import { addGroup, addManeuver, fillEmpty, parseArrowPairs, pasteIntoMatrix, setMatrixCell, sheetPages } from "./book-ops";

describe("book editing operations", () => {
  it("reads N → M pairs in the printed forms and reports other lines by number", () => {
    const { pairs, problems } = parseArrowPairs("2 → 45\n10 -> 7, 12: 00\n\n24 45\nfoo bar\n34 → 00");
    expect(pairs).toEqual([
      { row: 2, target: 45 },
      { row: 10, target: 7 },
      { row: 12, target: 0 },
      { row: 24, target: 45 },
      { row: 34, target: 0 },
    ]);
    expect(problems).toEqual([{ line: 5, message: 'Expected "page → picture" (got "foo bar")' }]);
  });

  it("sets, pastes, fills and clears matrix cells without touching other pages", () => {
    let book = emptyBook();
    book = pasteIntoMatrix(book, 24, [
      { row: 10, target: 45 },
      { row: 24, target: 7 },
    ]);
    book = setMatrixCell(book, 10, 24, 45);
    expect(book.matrices["24"].rows).toEqual({ "10": 45, "24": 7 });
    book = fillEmpty(book, 24, [2, 10, 24, 34], 0);
    expect(book.matrices["24"].rows).toEqual({ "2": 0, "10": 45, "24": 7, "34": 0 });
    book = setMatrixCell(book, 24, 34, null);
    expect(book.matrices["24"].rows).not.toHaveProperty("34");
    expect(book.matrices["10"].rows).toEqual({ "24": 45 });
  });

  it("lists the sheet's pages in order as matrix rows", () => {
    let book = addGroup(emptyBook(), "Thrust");
    book = addManeuver(book, 0, {
      name: "Low",
      color: "blue",
      page: 14,
      xPage: 60,
      mod: 0,
      weaponMods: [],
      usesShield: false,
      disabled: false,
      expBonus: 0,
    });
    book = addManeuver(book, 0, {
      name: "High",
      color: "red",
      page: 32,
      xPage: 54,
      mod: 0,
      weaponMods: [],
      usesShield: false,
      disabled: false,
      expBonus: 0,
    });
    book = addManeuver(book, 0, {
      name: "Again",
      color: "red",
      page: 14,
      xPage: 54,
      mod: 0,
      weaponMods: [],
      usesShield: false,
      disabled: false,
      expBonus: 0,
    });
    expect(sheetPages(book)).toEqual([14, 32]);
  });
});
