/**
 * Maneuvers taken away by picture effects in a multi-player fight (multi.ts) are treated exactly as
 * in a duel (restrictions.ts `legalOf`): skipped before colliding restrictions are chosen among, and
 * never in a pairing's legal set, also once a weapon is picked up. Mirim (A) against two Mirims:
 * A's 50 against B's 64 shows A p.63, against C's 56 p.39 (multi.test.ts, rule 1).
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, type BookBody, type Restriction } from "../../content/kinds/book";
import { lostWorlds, whyIllegal, type LostWorldsState } from "./index";

const mirim: BookBody = bookBodySchema.parse(mirimDoc.body);
const copy = (name: string): BookBody => ({ ...structuredClone(mirim), character: { ...mirim.character, name } });
const sheetPages = mirim.sheet.groups.flatMap((g) => g.maneuvers);
const pagesWhere = (f: (m: (typeof sheetPages)[number]) => boolean) => sheetPages.filter(f).map((m) => m.page);
const close = (p: number) => p <= 48;
const DODGE = { group: "Jump", name: "Dodge" }; // p.8, yellow
const dodgeBit = 1 << sheetPages.findIndex((m) => m.page === 8);

const onlyDodge: Restriction = { type: "only", colors: [], groups: [], maneuvers: [DODGE], duration: "next-turn" };
const noGreenYellow: Restriction = { type: "no", colors: ["green", "yellow"], groups: [], maneuvers: [], duration: "next-turn" };

/** A's book with p.63 saying `restrictions` and taking Dodge away (`disable`), plus `more` effects on p.39. */
function solo(restrictions: Restriction[], more: BookBody["pictures"][string]["tell"]["effects"] = []): BookBody {
  const a = copy("Mirim A");
  a.pictures["63"].tell = { text: "(scripted)", restrictions, effects: [{ type: "disable", maneuver: DODGE }] };
  a.pictures["39"].tell.effects.push(...more);
  return a;
}

function play(books: BookBody[], ...pages: number[]): LostWorldsState {
  let s = lostWorlds.setup({ books }, lostWorlds.defaultOptions, 1);
  for (const [seat, page] of pages.entries()) s = lostWorlds.apply(s, { seat, page }).state;
  return s;
}
const legalPages = (s: LostWorldsState, seat: number) => lostWorlds.legalActions(s, seat).map((a) => a.page);

describe("lostworlds multi-player: unavailable maneuvers, as in a duel", () => {
  it("colliding restrictions: one that allows only a disabled maneuver is not the one applied", () => {
    // B shows A p.63 "Do only Dodge" and takes Dodge away; C shows A p.39 "Do no Green or Yellow".
    // Together they allow nothing; "Do only Dodge" leaves the fewest maneuvers but only an
    // unavailable one, so "Do no Green or Yellow" applies alone.
    const s = play([solo([onlyDodge]), copy("Mirim B"), copy("Mirim C")], 50, 64, 56);
    expect(s.over).toBeNull();
    expect(s.sides[0].off & dodgeBit).not.toBe(0);
    const expected = pagesWhere((m) => close(m.page) && m.color !== "green" && m.color !== "yellow");
    expect(legalPages(s, 0)).toEqual(expected);
    expect(whyIllegal(s, 0, 8)).toMatch(/not available in this combat/);
    expect(whyIllegal(s, 0, 18)).toMatch(/"Do no Green or Yellow next turn\." .* read out by C \(the restrictions in force collide/);
    // A duel shown both restrictions and the disable on one picture leaves A the same maneuvers.
    const duel = play([solo([onlyDodge, noGreenYellow]), copy("Mirim B")], 50, 64);
    expect(duel.over).toBeNull();
    expect(legalPages(duel, 0)).toEqual(expected);
  });

  it("a pairing's legal set after a weapon is picked up leaves out the disabled maneuver", () => {
    // In B's pairing A is shown p.63: "Do only Dodge", "Do no Red", "Do only Blue until your weapon
    // is picked up", and Dodge is taken away; in C's, p.39 picks the weapon up, which ends the
    // "until" restriction: what is left collides (only the unavailable Dodge, not red) and, as in a
    // duel, "Do no Red" applies alone.
    const noRed: Restriction = { type: "no", colors: ["red"], groups: [], maneuvers: [], duration: "next-turn" };
    const onlyBlue: Restriction = { type: "only", colors: ["blue"], groups: [], maneuvers: [], duration: "until-weapon-retrieved" };
    const a = solo([onlyDodge, noRed, onlyBlue], [{ type: "weapon-retrieved" }]);
    const s = play([a, copy("Mirim B"), copy("Mirim C")], 50, 64, 56);
    const pair = s.pairs![1]!;
    expect(pair.off & dodgeBit).not.toBe(0);
    expect(pair.active).toHaveLength(8); // the "until" restriction is gone
    expect(pair.legal & dodgeBit).toBe(0);
    expect(pagesWhere((m) => (pair.legal & (1 << sheetPages.indexOf(m))) !== 0)).toEqual(
      pagesWhere((m) => close(m.page) && m.color !== "red" && m.page !== 8),
    );
    // A duel shown what is left (the disable, "Do only Dodge" and "Do no Red") leaves A the same maneuvers.
    const duel = play([solo([onlyDodge, noRed]), copy("Mirim B")], 50, 64);
    expect(duel.sides[0].legal).toBe(pair.legal);
    // And the solo side is never left stuck by it.
    expect(s.over).toBeNull();
    expect(legalPages(s, 0)).not.toContain(8);
    expect(legalPages(s, 0).length).toBeGreaterThan(0);
  });
});
