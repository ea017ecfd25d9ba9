/**
 * Every effect, MOD and restriction form of the book model beyond Mirim's own, played exactly in
 * scripted duels. Each starts from the worked opening (docs/rules/lostworlds.md): 50 vs 56, then
 * 24 vs 2, where A reads B's p.17 then p.53 (SCORE 2 + MOD 3 = 5) and B reads A's p.39 then p.13
 * (SCORE 1 + MOD 1 = 2); a copy of Mirim is changed on the pages those exchanges read.
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, type BookBody, type Effect, type Restriction } from "../../content/kinds/book";
import { lostWorlds, type LostWorldsState, type Strike } from "./index";
import { selectionMask, sheetRules } from "./restrictions";

const mirim: BookBody = bookBodySchema.parse(mirimDoc.body);
const copy = (): BookBody => structuredClone(mirim);

const duel = (a: BookBody, b: BookBody): LostWorldsState => lostWorlds.setup({ books: [a, b] }, lostWorlds.defaultOptions, 1);
function exchange(s: LostWorldsState, pa: number, pb: number): LostWorldsState {
  return lostWorlds.apply(lostWorlds.apply(s, { seat: 0, page: pa }).state, { seat: 1, page: pb }).state;
}
/** The worked opening: 50 vs 56, then 24 vs 2. */
const opening = (a: BookBody, b: BookBody) => exchange(exchange(duel(a, b), 50, 56), 24, 2);
const strikes = (s: LostWorldsState) => s.log!.strikes as [Strike, Strike];
const legalPages = (s: LostWorldsState, seat: number) => lostWorlds.legalActions(s, seat).map((a) => a.page);
const addEffect = (book: BookBody, page: number, e: Effect) => book.pictures[String(page)].tell.effects.push(e);
/** Finds a maneuver of the sheet by page, with its group heading. */
function at(book: BookBody, page: number) {
  for (const g of book.sheet.groups) for (const m of g.maneuvers) if (m.page === page) return { group: g, m };
  throw new Error(`no page ${page}`);
}
const ref = (book: BookBody, page: number) => ({ group: at(book, page).group.name, name: at(book, page).m.name });

describe("effects, played exactly", () => {
  it("the opening as printed, for comparison: B at 7, A at 10", () => {
    const s = opening(copy(), copy());
    expect(s.sides.map((x) => x.body)).toEqual([10, 7]);
    expect(legalPages(s, 1).sort((x, y) => x - y)).toEqual([4, 8, 16, 18, 20, 26, 40, 46]); // "Do only Green or Yellow"
  });

  it("regain: B regains 3 on p.53 after taking 5 (12 − 5 + 3 = 10), never above its starting body points", () => {
    const b = copy();
    addEffect(b, 53, { type: "regain", points: 3 });
    expect(opening(copy(), b).sides[1].body).toBe(10);
    const big = copy();
    addEffect(big, 53, { type: "regain", points: 9 });
    expect(opening(copy(), big).sides[1].body).toBe(12);
  });

  it("regain if not scored on: none on p.53 where A dealt 5 (B stays at 7), 2 on p.37 where A's total dealt nothing (7 + 2 = 9)", () => {
    const b = copy();
    addEffect(b, 53, { type: "regain", points: 2, ifNotScoredOn: true });
    addEffect(b, 37, { type: "regain", points: 2, ifNotScoredOn: true });
    const s = opening(copy(), b);
    expect(strikes(s)[0]).toMatchObject({ picture: 53, dealt: 5 });
    expect(s.sides[1].body).toBe(7);
    // Third exchange: A's Side Swing Low (2) against B's Jump Up (18) shows B p.37 and deals nothing.
    const next = exchange(s, 2, 18);
    expect(strikes(next)[0]).toMatchObject({ picture: 37, dealt: 0 });
    expect(next.sides[1].body).toBe(9);
    // The same book without the condition regains on p.53 as well: 12 − 5 + 2 = 9.
    const always = copy();
    addEffect(always, 53, { type: "regain", points: 2 });
    expect(opening(copy(), always).sides[1].body).toBe(9);
  });

  it("knocked out: B shown p.53 loses, whatever its body points", () => {
    const b = copy();
    addEffect(b, 53, { type: "knocked-out" });
    const s = opening(copy(), b);
    expect(s.sides[1].body).toBe(7);
    expect(s.over).toMatchObject({ winners: [0], reason: expect.stringContaining("is knocked out") });
    expect(lostWorlds.result(s)).toMatchObject({ winners: [0] });
  });

  it("score: turn to 41: scored on, B is shown p.41 instead and its tell is read out; not scored on, p.17 stays", () => {
    const b = copy();
    addEffect(b, 53, { type: "turn-to", page: 41, onScore: true });
    const s = opening(copy(), b);
    expect(strikes(s)[0]).toMatchObject({ picture: 53, dealt: 5 }); // the damage is p.53's
    expect(s.sides[1].picture).toBe(41);
    expect(lostWorlds.view(s, 1).sides[1].restrictions.map((r) => r.text)).toEqual(["Do only Jumps for the next 2 turns."]);
    // p.17: A's Charge scores −5 + 5 = 0, so no damage: the turn does not happen.
    const b17 = copy();
    addEffect(b17, 17, { type: "turn-to", page: 41, onScore: true });
    expect(exchange(duel(copy(), b17), 50, 56).sides[1].picture).toBe(17);
    // Without "on a score" it always happens.
    const always = copy();
    addEffect(always, 17, { type: "turn-to", page: 41, onScore: false });
    expect(exchange(duel(copy(), always), 50, 56).sides[1].picture).toBe(41);
  });

  it("turn-tos in a row: p.53 turns to p.19, which turns to p.41 on the same exchange's score; without a score p.19's own stops", () => {
    const b = copy();
    addEffect(b, 53, { type: "turn-to", page: 19, onScore: false });
    addEffect(b, 19, { type: "turn-to", page: 41, onScore: true });
    const s = opening(copy(), b);
    expect(strikes(s)[0]).toMatchObject({ picture: 53, dealt: 5 }); // the damage is still p.53's
    expect(s.sides[1].picture).toBe(41);
    expect(lostWorlds.view(s, 1).sides[1].restrictions.map((r) => r.text)).toEqual(["Do only Jumps for the next 2 turns."]);
    // p.17 deals nothing: its unconditional turn to p.19 happens, p.19's "on a score" does not.
    const b17 = copy(); // a new book: a book is compiled once
    addEffect(b17, 17, { type: "turn-to", page: 19, onScore: false });
    addEffect(b17, 19, { type: "turn-to", page: 41, onScore: true });
    const first = exchange(duel(copy(), b17), 50, 56);
    expect(first.sides[1].picture).toBe(19);
    expect(legalPages(first, 1).sort((x, y) => x - y)).toEqual([4, 8, 16, 18, 20, 26, 40, 46]); // p.19: "Do only Green or Yellow"
  });

  it("turn-tos that loop: the book cannot be played, and the error names the pages", () => {
    const b = copy();
    addEffect(b, 19, { type: "turn-to", page: 41, onScore: true });
    addEffect(b, 41, { type: "turn-to", page: 19, onScore: false });
    expect(() => duel(copy(), b)).toThrow(/without end: 19 → 41 → 19/);
  });

  it("enable and disable: a maneuver held back until a picture allows it, and one taken away for the rest of the combat", () => {
    const b = copy();
    at(b, 8).m.disabled = true; // Dodge (yellow) is not available at first
    addEffect(b, 53, { type: "enable", maneuver: ref(b, 8) });
    addEffect(b, 53, { type: "disable", maneuver: ref(b, 18) }); // Jump Up (green) is taken away
    const before = exchange(duel(copy(), b), 50, 56);
    expect(lostWorlds.view(before, 1).sides[1].sheet.find((m) => m.page === 8)!.reason).toContain("not available");
    const s = opening(copy(), b);
    expect(legalPages(s, 1)).toContain(8);
    expect(legalPages(s, 1)).not.toContain(18);
    expect(s.sides[1].off & (1 << b.sheet.groups.flatMap((g) => g.maneuvers).findIndex((m) => m.page === 18))).not.toBe(0);
  });

  it("a broken shield: the maneuvers done with it are unavailable from then on", () => {
    const b = copy();
    at(b, 4).m.usesShield = true; // Shield Strike Low (green)
    at(b, 26).m.usesShield = true; // Shield Strike High (green)
    addEffect(b, 53, { type: "shield-lost" });
    const s = opening(copy(), b);
    expect(legalPages(s, 1).sort((x, y) => x - y)).toEqual([8, 16, 18, 20, 40, 46]);
    expect(lostWorlds.view(s, 1).sides[1].sheet.find((m) => m.page === 4)!.reason).toContain("shield is broken");
  });

  it("several MODs: a dropped weapon makes the next weapon's MOD apply (24: 3/-1 → 2 − 1 = 1); picking it up restores the first", () => {
    const a = copy();
    at(a, 24).m.weaponMods = [-1];
    addEffect(a, 39, { type: "weapon-lost" });
    const s = opening(a, copy());
    expect(strikes(s)[0]).toMatchObject({ picture: 53, total: 1, dealt: 1 });
    expect(s.sides[1].body).toBe(11);
    expect(lostWorlds.view(s, 0).sides[0].sheet.find((m) => m.page === 24)!.mod).toBe(-1);
    const back = copy();
    at(back, 24).m.weaponMods = [-1];
    addEffect(back, 39, { type: "weapon-lost" });
    addEffect(back, 39, { type: "weapon-retrieved" });
    expect(strikes(opening(back, copy()))[0]).toMatchObject({ total: 5 });
  });

  it("a maneuver with no colour: no colour selects it and the height rule leaves its MOD alone", () => {
    const a = copy();
    at(a, 24).m.color = null;
    a.character.height = 9; // taller: +1 to Orange and Red, but 24 has no colour now
    const s = opening(a, copy());
    expect(strikes(s)[0]).toMatchObject({ total: 5 });
    const rules = sheetRules(a.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ ...m, group: g.name }))));
    const orange = selectionMask(rules, { colors: ["orange"], groups: [], maneuvers: [] });
    expect(orange & (1 << 0)).toBe(0); // Down Swing Strong is the first maneuver
  });
});

describe("bonuses", () => {
  const bonus = (when: "score-shown" | "scores"): Restriction => ({
    type: "bonus",
    amount: 5,
    colors: [],
    groups: [],
    maneuvers: [],
    duration: "next-turn",
    when,
  });

  it("+N to your score next turn: added whenever a SCORE shows, so A's Charge (−5 + 5 = 0) deals 5", () => {
    const a = copy();
    a.pictures["57"].tell.restrictions.push(bonus("score-shown"));
    const s = exchange(duel(a, copy()), 50, 56);
    expect(strikes(s)[0]).toMatchObject({ picture: 17, total: 5, dealt: 5 });
    expect(s.sides[1].body).toBe(7);
  });

  it("only a move that scores gets the bonus: the Charge's 0 stays 0; a move that scores gets it", () => {
    const a = copy();
    a.pictures["57"].tell.restrictions.push(bonus("scores"));
    const s = exchange(duel(a, copy()), 50, 56);
    expect(strikes(s)[0]).toMatchObject({ total: 0, dealt: 0 });
    const b2 = copy();
    b2.pictures["57"].tell.restrictions.push(bonus("scores"));
    // B's Block and Close reads A's p.39 (no SCORE): nothing to add to.
    expect(strikes(exchange(duel(copy(), b2), 50, 56))[1]).toMatchObject({ total: null });
    const a2 = copy();
    a2.pictures["39"].tell.restrictions.push(bonus("scores"));
    expect(strikes(opening(a2, copy()))[0]).toMatchObject({ total: 10, critical: true }); // 2 + 3 + 5, CRITICAL 6
  });
});

describe("selectors beyond the standard ones", () => {
  const sheetOf = (book: BookBody) =>
    sheetRules(book.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ ...m, group: g.name, own: g.own }))));
  const pagesOf = (book: BookBody, mask: number) =>
    book.sheet.groups
      .flatMap((g) => g.maneuvers)
      .filter((_, i) => mask & (1 << i))
      .map((m) => m.page)
      .sort((x, y) => x - y);

  it("an own group is selected by its heading; a standard group still by its pages", () => {
    const b = copy();
    const thrusts = b.sheet.groups.find((g) => g.name === "Thrust")!;
    thrusts.name = "Bite";
    thrusts.own = true;
    const sheet = sheetOf(b);
    expect(pagesOf(b, selectionMask(sheet, { colors: [], groups: [], ownGroups: ["bites".slice(0, 4)], maneuvers: [] }))).toEqual([14, 32]);
    expect(pagesOf(b, selectionMask(sheet, { colors: [], groups: ["thrusts"], maneuvers: [] }))).toEqual([14, 32]);
  });

  it("a maneuver is (group, name): Feint High is not Thrust High", () => {
    const sheet = sheetOf(mirim);
    expect(pagesOf(mirim, selectionMask(sheet, { colors: [], groups: [], maneuvers: [{ group: "Feint", name: "High" }] }))).toEqual([42]);
    expect(pagesOf(mirim, selectionMask(sheet, { colors: [], groups: [], maneuvers: [{ group: "thrust", name: "HIGH" }] }))).toEqual([32]);
  });

  it("a combined restriction: Extended Range and White together (match all) selects the white Extended Range maneuvers", () => {
    const sheet = sheetOf(mirim);
    const r = { colors: ["white", "green"], groups: ["extended-range"], maneuvers: [], match: "all" as const };
    expect(pagesOf(mirim, selectionMask(sheet, r))).toEqual([50, 54, 60]);
    expect(pagesOf(mirim, selectionMask(sheet, { ...r, match: "any" }))).toHaveLength(8 + 5);
  });
});
