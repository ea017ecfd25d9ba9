/**
 * The restriction model (restrictions.ts) on Mirim's book: what selectors pick, where tells put a
 * side, how restrictions combine, collide, are suspended and end. The lint plays out the same
 * functions; lib/lint/book-dynamic.test.ts runs one table of situations through both.
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, sheetEntries } from "../../content/kinds/book";
import { compileBook, FOREVER } from "./compile";
import type { Restriction, SelectRestriction } from "./restriction-model";
import { addTells, collided, decay, legalOf, selectionMask, sendsToExtended, sheetRules, type CompiledTell } from "./restrictions";

const mirim = bookBodySchema.parse(mirimDoc.body);
const book = compileBook(mirim);
const sheet = sheetRules(sheetEntries(mirim));

const pagesOfMask = (mask: number) =>
  Array.from(book.pages)
    .filter((_, i) => mask & (1 << i))
    .sort((a, b) => a - b);
/** The tells of `page` as read out: its own, and its CRITICAL's with "!" ("41!"). */
const tellsOf = (ref: number | string): CompiledTell[] => {
  const page = Number(String(ref).replace("!", ""));
  return String(ref).endsWith("!") ? [book.tells[page]!, book.criticals[page]!] : [book.tells[page]!];
};
/** The restrictions in force after the pictures `refs` are read out, one per exchange. */
const read = (...refs: (number | string)[]) => refs.reduce<number[]>((active, ref) => addTells(book, decay(active), tellsOf(ref)), []);
const legalPages = (active: number[], strict = false) => pagesOfMask(legalOf(book, active, strict).legal);
const select = (r: Partial<SelectRestriction>): SelectRestriction => ({
  type: "no",
  colors: [],
  groups: [],
  maneuvers: [],
  duration: "next-turn",
  ...r,
});

const CLOSE = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 36, 38, 40, 42, 44, 46, 48];
const EXTENDED = [50, 52, 54, 56, 58, 60, 62, 64];

describe("selectors", () => {
  it("pick by colour, by the group of the standard page, and by name in any letter case", () => {
    expect(pagesOfMask(selectionMask(sheet, select({ colors: ["red"] })))).toEqual([6, 10, 32, 38, 42]);
    // A Feint Thrust (38) is not a Thrust: groups go by the standard page, not the sheet's heading.
    expect(pagesOfMask(selectionMask(sheet, select({ groups: ["thrusts"] })))).toEqual([14, 32]);
    expect(
      pagesOfMask(selectionMask(sheet, select({ groups: ["jumps"], maneuvers: [{ group: "special", name: "retrieve WEAPON" }] }))),
    ).toEqual([8, 16, 18, 20, 46]);
    expect(pagesOfMask(selectionMask(sheet, select({ groups: ["extended-range"] })))).toEqual(EXTENDED);
  });

  it("send a side to Extended Range exactly when an only selects an Extended Range maneuver", () => {
    const sends = (rs: Restriction[]) => sendsToExtended(sheet, rs);
    expect(sends(mirim.pictures["57"].tell.restrictions)).toBe(true);
    expect(sends(mirim.pictures["35"].tell.restrictions)).toBe(true); // "Do only Brown"
    expect(sends(mirim.pictures["27"].tell.restrictions)).toBe(false); // "Do only Retrieve Weapon"
    expect(sends([select({ groups: ["extended-range"] })])).toBe(false); // "Do no Extended Range"
    expect(sends([select({ type: "only", maneuvers: [{ group: "Extended Range", name: "Charge" }] })])).toBe(true);
  });
});

describe("what the restrictions in force allow", () => {
  it("close maneuvers when nothing instructs Extended Range; then only Extended Range ones", () => {
    expect(legalPages([])).toEqual(CLOSE);
    expect(legalPages(read(57))).toEqual(EXTENDED);
    expect(legalPages(read(35))).toEqual([52, 56, 62]);
    expect(legalPages(read(57, 39))).toEqual([2, 6, 10, 12, 14, 22, 24, 28, 30, 32, 36, 38, 42, 44, 48]);
  });

  it("every restriction together, for its duration; a CRITICAL's with the picture's", () => {
    const s = read(7 + "!");
    expect(legalPages(s)).toEqual([4, 18, 20, 26, 46]); // only Green, no Orange
    expect(legalPages(read(7 + "!", 45))).toEqual(CLOSE.filter((p) => ![24, 28, 36, 44].includes(p))); // no Orange stays
    expect(s.filter((_, k) => k % 4 === 1)).toEqual([1, FOREVER]);
  });

  it("the same restriction read again while in force adds nothing", () => {
    expect(read(17, 17).length).toBe(4);
    expect(
      read(13 + "!", 31 + "!")
        .filter((_, k) => k % 4 === 0)
        .map((id) => book.restrictions[id].text),
    ).toEqual(["Do no Blue for the rest of the combat.", "Do only Green or Yellow next turn."]);
  });

  it("colliding restrictions: the most restrictive single one applies; option strict keeps nothing", () => {
    const s = read(53 + "!", 27); // "Do no Special for the rest of the combat", then a dislodged weapon
    expect(legalPages(s)).toEqual([46]);
    expect(collided(book, s, legalOf(book, s, false))).toBe(true);
    expect(legalPages(s, true)).toEqual([]);
    // At Extended Range the range is kept: "Do only Retrieve Weapon" leaves nothing there.
    const away = read(27, 57);
    expect(legalPages(away)).toEqual(EXTENDED);
    expect(collided(book, away, legalOf(book, away, false))).toBe(true);
  });

  it("a weapon picked up ends what lasts until it is", () => {
    expect(legalPages(read(27, 45, 19))).toEqual([46]);
    expect(legalPages(read(27, 43))).toEqual(CLOSE);
  });

  it("knocked down: only Jumps for two choices, the others suspended meanwhile and resuming after", () => {
    expect(legalPages(read(7 + "!", 41))).toEqual([8, 16, 18, 20]);
    expect(legalPages(read(7 + "!", 41, 45))).toEqual([8, 16, 18, 20]);
    expect(legalPages(read(7 + "!", 41, 45, 45))).toEqual(CLOSE.filter((p) => ![24, 28, 36, 44].includes(p)));
  });

  it("keeps a suspended range instruction: knocked down, then sent to Extended Range", () => {
    let s = addTells(book, decay([]), [book.tells[41]!]);
    expect(pagesOfMask(legalOf(book, s, false).legal)).toEqual([8, 16, 18, 20]);
    s = addTells(book, decay(s), [book.tells[57]!]); // suspended by the override, but it is where she is
    const legal = legalOf(book, s, false);
    expect(pagesOfMask(legal.legal)).toEqual([50, 52, 54, 56, 58, 60, 62, 64]);
    expect(book.restrictions[s[4 * legal.alone]].page).toBe(57);
    // The range rule at work, not restrictions that collide.
    expect(collided(book, s, legal)).toBe(false);
  });
});

describe("bonuses", () => {
  it("apply to what they name, or to every maneuver", () => {
    expect(pagesOfMask(book.bonuses[book.tells[29]!.bonuses[0]].mask)).toEqual([2, 12, 14, 22, 30, 48]);
    expect(pagesOfMask(book.bonuses[book.tells[1]!.bonuses[0]].mask)).toEqual([...CLOSE, ...EXTENDED].sort((a, b) => a - b));
    expect(book.bonuses[book.tells[33]!.bonuses[0]]).toMatchObject({
      amount: 2,
      text: "Add +2 to any Down Swings or Side Swings that scores next turn.",
    });
  });
});
