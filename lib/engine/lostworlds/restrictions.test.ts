/**
 * The engine's bitmask restrictions against lib/content/lostworlds/restriction-state.ts (which lint
 * uses): the same tells read in the same order must leave the same restrictions in force and the
 * same legal maneuvers, except where the engine settles the range first (restrictions.ts `legalOf`).
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, type Restriction } from "../../content/kinds/book";
import { indexSheet, legalManeuvers, nextRestrictions, type ActiveRestriction } from "../../content/lostworlds/restriction-state";
import { STANDARD_PAGE_SET } from "../../content/lostworlds/standard";
import { renderRestriction } from "../../content/lostworlds/tell-text";
import { Rng } from "../core/rng";
import { compileBook, FOREVER } from "./compile";
import { addTells, decay, legalOf } from "./restrictions";

const mirim = bookBodySchema.parse(mirimDoc.body);
const book = compileBook(mirim);
const sheet = indexSheet(mirim, STANDARD_PAGE_SET);
const pictures = Object.keys(mirim.pictures).map(Number);
const choiceOnly = (rs: Restriction[]) => rs.filter((r) => r.type !== "bonus");

/** The printed side of the engine's state, comparable with restriction-state's. */
const engineEntries = (active: number[]) => {
  const out = [];
  for (let k = 0; k < active.length; k += 4) {
    // Kept by the engine only as the range it puts the side at (restrictions.ts `withoutRepeats`).
    if (active[k + 2] >= active[k + 1]) continue;
    out.push([book.restrictions[active[k]].text, active[k + 1] >= FOREVER ? "∞" : active[k + 1], active[k + 2], active[k + 3]]);
  }
  return out;
};
const contentEntries = (active: ActiveRestriction[]) =>
  active.map((a) => [renderRestriction(a.restriction), a.turnsLeft === Infinity ? "∞" : a.turnsLeft, a.suspended, a.exclusive]);

const pagesOfMask = (mask: number) =>
  sheet
    .filter((_, i) => mask & (1 << i))
    .map((m) => m.page)
    .sort((a, b) => a - b);

describe("engine restrictions agree with restriction-state.ts", () => {
  it("on random sequences of Mirim's tells and CRITICALs", () => {
    const rng = Rng.fromSeed("restrictions");
    let compared = 0,
      rangeFirst = 0;
    for (let walk = 0; walk < 300; walk++) {
      let engine: number[] = [];
      let content: ActiveRestriction[] = [];
      for (let step = 0; step < 12; step++) {
        const page = step === 0 ? 57 : rng.pick(pictures);
        const pic = mirim.pictures[String(page)];
        const crit = !!pic.critical && rng.chance(0.5);
        const tells = [{ restrictions: choiceOnly(pic.tell.restrictions), effects: pic.tell.effects }];
        if (crit) tells.push({ restrictions: choiceOnly(pic.critical!.restrictions), effects: pic.critical!.effects });
        content = nextRestrictions(content, tells);
        engine = addTells(book, decay(engine), crit ? [book.tells[page]!, book.criticals[page]!] : [book.tells[page]!]);
        expect(engineEntries(engine)).toEqual(contentEntries(content));

        const mine = legalOf(book, engine, false);
        const theirs = legalManeuvers(content, sheet);
        const theirPages = theirs.legal.map((i) => sheet[i].page).sort((a, b) => a - b);
        const extended = (mine.legal & book.extMask) !== 0;
        let suspendedInstruction = false;
        for (let k = 0; k < engine.length; k += 4)
          if (engine[k + 2] > 0 && book.restrictions[engine[k]].selectsExtended) suspendedInstruction = true;
        const theirsLeaveRange = theirs.legal.some((i) => (sheet[i].range === "extended") !== extended);
        if (suspendedInstruction || (theirs.conflict && theirsLeaveRange)) {
          rangeFirst++;
          expect(pagesOfMask(mine.legal).every((p) => p >= 50 === extended)).toBe(true);
          continue;
        }
        compared++;
        expect(pagesOfMask(mine.legal)).toEqual(theirPages);
        expect(mine.alone >= 0).toBe(theirs.conflict);
        expect(pagesOfMask(legalOf(book, engine, true).legal)).toEqual(
          legalManeuvers(content, sheet, "strict")
            .legal.map((i) => sheet[i].page)
            .sort((a, b) => a - b),
        );
      }
    }
    expect(compared).toBeGreaterThan(3000);
    expect(rangeFirst).toBeGreaterThan(0);
  });

  it("keeps a suspended range instruction: knocked down, then sent to Extended Range", () => {
    let s = addTells(book, decay([]), [book.tells[41]!]);
    expect(pagesOfMask(legalOf(book, s, false).legal)).toEqual([8, 16, 18, 20]);
    s = addTells(book, decay(s), [book.tells[57]!]); // suspended by the override, but it is where she is
    const legal = legalOf(book, s, false);
    expect(pagesOfMask(legal.legal)).toEqual([50, 52, 54, 56, 58, 60, 62, 64]);
    expect(book.restrictions[s[4 * legal.alone]].page).toBe(57);
  });
});
