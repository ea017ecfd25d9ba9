/**
 * Multi-player combat (the Lost Worlds rules "MULTI-PLAYER RULES" and "ATTACKS"; multi.ts): Mirim (A, seat 0)
 * against two or three Mirims (B, C, D). Every expected picture below is read from the sample book
 * as docs/rules/lostworlds.md says: A reads the opponent's book (matrix = A's page, row = theirs), the
 * opponent reads A's book (matrix = their page, row = A's).
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, type BookBody } from "../../content/kinds/book";
import { IllegalActionError } from "../core/game";
import { playGame } from "../core/chunk";
import { lostWorlds, whyIllegal, type BookSource, type LostWorldsOptions, type LostWorldsState, type Strike } from "./index";

const mirim: BookBody = bookBodySchema.parse(mirimDoc.body);
const copy = (name: string, change: Partial<BookBody["character"]> = {}): BookBody => ({
  ...structuredClone(mirim),
  character: { ...mirim.character, name, ...change },
});
const B = copy("Mirim B"),
  C = copy("Mirim C"),
  D = copy("Mirim D");

function fight(books: BookSource[], options: Partial<LostWorldsOptions> = {}): LostWorldsState {
  return lostWorlds.setup({ books }, { ...lostWorlds.defaultOptions, ...options }, 1);
}

/** One exchange: A's page, then each opponent's page (seats 1..N that are still in). */
function exchange(s: LostWorldsState, ...pages: number[]) {
  const events = [];
  const seats = lostWorlds.activeSeats(s);
  expect(seats).toHaveLength(pages.length);
  for (const [k, seat] of seats.entries()) {
    const r = lostWorlds.apply(s, { seat, page: pages[k] });
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

const legalPages = (s: LostWorldsState, seat: number) => lostWorlds.legalActions(s, seat).map((a) => a.page);
const sheetPages = mirim.sheet.groups.flatMap((g) => g.maneuvers);
const pagesWhere = (f: (m: (typeof sheetPages)[number]) => boolean) => sheetPages.filter(f).map((m) => m.page);
const close = (p: number) => p <= 48;
/** The picture the reader turns to in the owner's (Mirim) book. */
const turnsTo = (readerPage: number, ownerPage: number) => mirim.matrices[String(readerPage)].rows[String(ownerPage)];
const pairing = (s: LostWorldsState, k: number): [Strike, Strike] =>
  lostWorlds
    .view(s, 0)
    .log.at(-1)!
    .pairings.find((p) => p.opponent === k)!.strikes;

describe("lostworlds multi-player: set-up", () => {
  it("seats, slots, the start on 57 for every pairing", () => {
    expect(lostWorlds.seatCount(lostWorlds.defaultOptions, { books: [mirim, B, C] })).toBe(3);
    expect(lostWorlds.seatCount(lostWorlds.defaultOptions, { books: [mirim, B] })).toBe(2);
    expect(() => fight([mirim])).toThrow(/content must be/);
    const s = fight([mirim, B, C, D]);
    expect(lostWorlds.activeSeats(s)).toEqual([0, 1, 2, 3]);
    for (const seat of [0, 1, 2, 3]) expect(legalPages(s, seat)).toEqual([50, 64, 58, 54, 60, 56, 52, 62]);
    const v = lostWorlds.view(s, 2);
    expect(v.sides).toHaveLength(4);
    expect(v.sides[0].facing.map((f) => [f.seat, f.range, f.picture?.page])).toEqual([
      [1, "extended", 57],
      [2, "extended", 57],
      [3, "extended", 57],
    ]);
    expect(v.sides[2].facing.map((f) => f.seat)).toEqual([0]);
    expect(v.sides[0].restrictions.map((r) => r.by)).toEqual([1, 2, 3]);
    expect(() => fight([mirim, B, C], { attackPriority: "loudest" as never })).toThrow(/attackPriority/);
  });

  it("hides every pending pick from the other seats", () => {
    let s = fight([mirim, B, C]);
    s = lostWorlds.apply(s, { seat: 2, page: 62 }).state;
    s = lostWorlds.apply(s, { seat: 0, page: 50 }).state;
    expect(lostWorlds.activeSeats(s)).toEqual([1]);
    const forB = lostWorlds.view(s, 1);
    expect(forB.pending).toEqual({ seats: [0, 1, 2], submitted: [true, false, true], mine: null });
    expect(JSON.stringify(forB)).not.toMatch(/"page":62,"seat"|"seat":2,"page"/);
    expect(lostWorlds.view(s, 2).pending.mine).toEqual({ seat: 2, page: 62 });
    expect(lostWorlds.determinize!(s, 1, null as never).step.choices).toEqual([null, null, null]);
  });
});

describe("lostworlds multi-player rules", () => {
  it("rule 2: one maneuver, done in each book; each pairing reads as a duel", () => {
    const { state: s, events } = exchange(fight([mirim, B, C]), 50, 56, 60);
    const [ab, ba] = pairing(s, 1),
      [ac, ca] = pairing(s, 2);
    expect([ab.page, ac.page]).toEqual([50, 50]);
    expect([ab.picture, ba.picture, ac.picture, ca.picture]).toEqual([turnsTo(50, 56), turnsTo(56, 50), turnsTo(50, 60), turnsTo(60, 50)]);
    expect([ab.picture, ba.picture, ac.picture, ca.picture]).toEqual([17, 39, 11, 13]);
    // The same exchanges as two duels give the same pictures and totals.
    for (const [k, page] of [
      [1, 56],
      [2, 60],
    ]) {
      const duel = lostWorlds.apply(lostWorlds.apply(fight([mirim, B]), { seat: 0, page: 50 }).state, { seat: 1, page }).state;
      const [x, y] = pairing(s, k);
      expect([x, y].map(({ picture, total }) => ({ picture, total }))).toEqual(
        duel.log!.strikes.map(({ picture, total }) => ({ picture, total })),
      );
    }
    expect(events[events.length - 1]).toMatchObject({ type: "exchange", n: 1, opponents: [1, 2] });
    expect(lostWorlds.view(s, 0).log[0].strikes).toEqual([ab, ba, ac, ca]);
  });

  it("rule 1: restrictions from every opponent apply together", () => {
    const s = exchange(fight([mirim, B, C]), 50, 56, 60).state;
    // B tells A (p.39) "Do no Green or Yellow"; C tells A (p.13) "Do no Red or Orange": only Blue is left.
    expect(legalPages(s, 0)).toEqual(pagesWhere((m) => close(m.page) && m.color === "blue"));
    expect(whyIllegal(s, 0, 24)).toMatch(/"Do no Red or Orange next turn\." from page 13 of A's book .* read out by C/);
    expect(whyIllegal(s, 0, 46)).toMatch(/"Do no Green or Yellow next turn\." from page 39 of A's book .* read out by B/);
    expect(lostWorlds.view(s, 0).sides[0].restrictions.map((r) => [r.text, r.by])).toEqual([
      ["Do no Green or Yellow next turn.", 1],
      ["Do no Red or Orange next turn.", 2],
    ]);
    // The opponents keep their own restrictions, from the pictures A turned to.
    expect(lostWorlds.view(s, 1).sides[1].restrictions.map((r) => r.page)).toEqual([17]);
    expect(lostWorlds.view(s, 1).sides[2].restrictions.map((r) => r.page)).toEqual([11]);
  });

  it("rule 1: restrictions that collide leave the most restrictive one (option conflict: strict leaves A stuck)", () => {
    // B's 64 shows A p.63 "Do only Green or Yellow"; C's 56 shows A p.39 "Do no Green or Yellow".
    const s = exchange(fight([mirim, B, C]), 50, 64, 56).state;
    expect([pairing(s, 1)[1].picture, pairing(s, 2)[1].picture]).toEqual([63, 39]);
    expect(legalPages(s, 0)).toEqual(pagesWhere((m) => close(m.page) && (m.color === "green" || m.color === "yellow")));
    expect(whyIllegal(s, 0, 2)).toMatch(/read out by B \(the restrictions in force collide; the most restrictive one applies\)/);
    const strict = exchange(fight([mirim, B, C], { conflict: "strict" }), 50, 64, 56).state;
    expect(strict.over).toMatchObject({ winners: [], draw: true, reason: expect.stringMatching(/^stuck: .*\(A\)/) });
  });

  it("rule 3: opponents at both ranges: a close maneuver, and its X page against the one at Extended Range", () => {
    // A's 56 against B's 50 brings them to close range (p.39 / p.17); against C's 60 both stay at Extended Range (p.57).
    let s = exchange(fight([mirim, B, C]), 56, 50, 60).state;
    const v = lostWorlds.view(s, 0);
    expect(v.sides[0].range).toBe("mixed");
    expect(v.sides[0].facing.map((f) => [f.seat, f.range])).toEqual([
      [1, "close"],
      [2, "extended"],
    ]);
    // B told A "Do no Red or Orange" (p.17); C's "Do only Extended Range" holds for every X page.
    expect(legalPages(s, 0)).toEqual(pagesWhere((m) => close(m.page) && m.color !== "red" && m.color !== "orange"));
    expect(whyIllegal(s, 0, 50)).toMatch(/both ranges: choose a Close Range maneuver/);
    expect(legalPages(s, 1).every(close)).toBe(true);
    expect(legalPages(s, 2).every((p) => !close(p))).toBe(true);
    // A does Side Swing Low (2, X 58): 2 in B's book, 58 in C's; C's restrictions and MOD are those of 58.
    const c = legalPages(s, 2)[0];
    const before = s;
    s = exchange(s, 2, legalPages(s, 1)[0], c).state;
    const [ab] = pairing(s, 1),
      [ac, ca] = pairing(s, 2);
    expect(ab.page).toBe(2);
    expect(ac).toMatchObject({ page: 58, picture: turnsTo(58, c) });
    expect(ca.picture).toBe(turnsTo(c, 58));
    const score = mirim.pictures[String(ac.picture)].score;
    expect(ac.total).toBe(score === null ? null : score + before.t.vs[2][before.t.books[0].indexOf[58]]);
    expect(before.t.vs[2][before.t.books[0].indexOf[58]]).toBe(-6); // Low Swing
    // The metrics count A's choice once, as the close maneuver.
    const m = lostWorlds.metrics!({ ...s, options: { ...s.options, maneuverStats: true } });
    expect(m["use.0.2"]).toBe(1);
    expect(m["use.0.58"]).toBeUndefined();
  });

  it("rule 3: restrictions of the pairing at Extended Range are checked on the X page; no X page, no choice", () => {
    const solo = copy("Mirim A");
    // A's own p.57 also says "Do no Black": against an opponent at Extended Range, X pages 58 and 64 are out.
    solo.pictures["57"].tell = {
      text: "Do only Extended Range next turn. Do no Black next turn.",
      restrictions: [
        { type: "only", colors: [], groups: ["extended-range"], maneuvers: [], duration: "next-turn" },
        { type: "no", colors: ["black"], groups: [], maneuvers: [], duration: "next-turn" },
      ],
      effects: [],
    };
    solo.sheet.groups.flatMap((g) => g.maneuvers).find((m) => m.page === 14)!.xPage = null; // Thrust Low: no X page
    const s = exchange(fight([solo, B, C]), 56, 50, 60).state;
    const xOf = new Map(sheetPages.map((m) => [m.page, m.xPage]));
    expect(legalPages(s, 0)).toEqual(
      pagesWhere(
        (m) =>
          close(m.page) && m.color !== "red" && m.color !== "orange" && m.page !== 14 && xOf.get(m.page) !== 58 && xOf.get(m.page) !== 64,
      ),
    );
    expect(whyIllegal(s, 0, 2)).toMatch(
      /"Do no Black next turn\." from page 57 .* read out by C \(against C, at Extended Range, it would be its X page 58\)/,
    );
    expect(whyIllegal(s, 0, 14)).toMatch(/no X page/);
    expect(lostWorlds.view(s, 0).sides[0].sheet.find((m) => m.page === 2)!.xPage).toBe(58);
  });

  it("attacks: one score per exchange by default, the largest (option attackPriority); more with more attacks", () => {
    // A's 50: against B's 64 A turns to p.19 (SCORE −1 + 5 = 4); against C's 58 to p.41 (0 + 5 = 5, CRITICAL 4).
    let s = exchange(fight([mirim, B, C]), 50, 64, 58).state;
    expect(pairing(s, 1)[0]).toEqual({
      page: 50,
      picture: 19,
      total: 4,
      dealt: 0,
      critical: false,
      body: expect.any(Number),
      withheld: true,
    });
    expect(pairing(s, 2)[0]).toMatchObject({ picture: 41, total: 5, dealt: 5, critical: true });
    expect(s.sides.map((x) => x.body).slice(1)).toEqual([12, 7]);
    expect(lostWorlds.view(s, 0).sides[2].knockedDown).toBe(true);

    s = exchange(fight([mirim, B, C], { attackPriority: "seat-order" }), 50, 64, 58).state;
    expect(pairing(s, 1)[0]).toMatchObject({ dealt: 4 });
    expect(pairing(s, 2)[0]).toMatchObject({ total: 5, dealt: 0, critical: false, withheld: true });
    // A withheld score still reads the picture's tell out: C is knocked down all the same.
    expect(legalPages(s, 2)).toEqual([18, 8, 20, 16]);

    const weakB = copy("Mirim B", { bodyPoints: 4 });
    s = exchange(fight([mirim, weakB, C], { attackPriority: "knockout-first" }), 50, 64, 58).state;
    expect(pairing(s, 1)[0]).toMatchObject({ dealt: 4 });
    expect(pairing(s, 2)[0]).toMatchObject({ withheld: true });

    s = exchange(fight([copy("Mirim A", { attacks: 2 }), B, C]), 50, 64, 58).state;
    expect(s.sides.map((x) => x.body).slice(1)).toEqual([8, 7]);
    expect(JSON.stringify(s.log)).not.toMatch(/withheld/);
  });

  it("an opponent who falls is out; the others fight on; all out: A wins", () => {
    const weakB = copy("Mirim B", { bodyPoints: 4 });
    const r = exchange(fight([mirim, weakB, C], { attackPriority: "knockout-first" }), 50, 64, 58);
    let s = r.state;
    expect(s.over).toBeNull();
    expect(r.events).toContainEqual({ type: "out", seat: 1, reason: "Mirim B (B) is unconscious" });
    expect(lostWorlds.activeSeats(s)).toEqual([0, 2]);
    expect(lostWorlds.legalActions(s, 1)).toEqual([]);
    expect(whyIllegal(s, 1, 24)).toMatch(/\(Mirim B\) is out of the fight/);
    expect(() => lostWorlds.apply(s, { seat: 1, page: 24 })).toThrow(IllegalActionError);
    const v = lostWorlds.view(s, 0);
    expect(v.sides[1].out).toBe(true);
    expect(v.sides[0].facing.map((f) => f.seat)).toEqual([2]);
    // Only C's restrictions bind A now (C is knocked down; B's p.63 "only Green or Yellow" lapsed).
    expect(v.sides[0].restrictions.every((x) => x.by === 2)).toBe(true);
    s = exchange(s, legalPages(s, 0)[0], legalPages(s, 2)[0]).state;
    expect(
      lostWorlds
        .view(s, 0)
        .log.at(-1)!
        .pairings.map((p) => p.opponent),
    ).toEqual([2]);

    // Close range from the start (p.45, no restrictions): 24 against 24 reads p.7 both ways, 4 + 3 = 7.
    const weak = (name: string, bodyPoints: number) => copy(name, { bodyPoints });
    const end = exchange(
      fight([copy("Mirim A", { attacks: 2, bodyPoints: 20 }), weak("Mirim B", 7), weak("Mirim C", 2)], { startPage: 45 }),
      24,
      24,
      24,
    );
    expect(end.state.over).toMatchObject({
      winners: [0],
      reason: "every opponent is out: Mirim B (B) is unconscious, Mirim C (C) is dead",
    });
    expect(end.events.map((e) => e.type)).toEqual(["chosen", "chosen", "exchange", "out", "out", "end"]);
    expect(lostWorlds.activeSeats(end.state)).toEqual([]);
  });

  it("escape (rule option): an opponent who escapes unscored is out; A escaping ends the fight in a draw", () => {
    const play = (s: LostWorldsState, ...actions: { seat: number; page: number; escape?: boolean }[]) => {
      const events = [];
      for (const a of actions) {
        const r = lostWorlds.apply(s, a);
        events.push(...r.events);
        s = r.state;
      }
      return { state: s, events };
    };
    const r = play(
      fight([mirim, B, C], { escape: true }),
      { seat: 0, page: 62 },
      { seat: 1, page: 62 },
      { seat: 2, page: 62, escape: true },
    );
    expect(r.events).toContainEqual({ type: "out", seat: 2, reason: "Mirim C (C) escaped" });
    expect(lostWorlds.activeSeats(r.state)).toEqual([0, 1]);
    const all = play(r.state, { seat: 0, page: 62 }, { seat: 1, page: 62, escape: true });
    expect(all.state.over).toMatchObject({
      winners: [],
      draw: true,
      reason: "every opponent is out: Mirim B (B) escaped, Mirim C (C) escaped",
    });
    const solo = play(
      fight([mirim, B, C], { escape: true }),
      { seat: 0, page: 62, escape: true },
      { seat: 1, page: 62 },
      { seat: 2, page: 62 },
    );
    expect(solo.state.over).toMatchObject({ winners: [], draw: true, reason: "Ultra-Vibration Valkyrie Mirim (A) escaped" });
  });

  it("A falls: the opponents' side wins; A and the last opponent fall together: a draw", () => {
    let s = exchange(fight([copy("Mirim A", { bodyPoints: 10 }), B, C], { startPage: 45 }), 24, 24, 24).state;
    expect(s.sides[0].body).toBe(-4); // 7 from each
    expect(s.over).toMatchObject({ winners: [1, 2], reason: "Mirim A (A) is unconscious", scores: [-4, 5, 12] });
    // One attack: A fells B but not C, and falls itself; C still stands, so the opponents win.
    s = exchange(
      fight([copy("Mirim A", { bodyPoints: 7 }), copy("Mirim B", { bodyPoints: 7 }), copy("Mirim C", { bodyPoints: 7 })], {
        startPage: 45,
      }),
      24,
      24,
      24,
    ).state;
    expect(s.over).toMatchObject({ winners: [1, 2], reason: "Mirim A (A) is dead", scores: [-7, 0, 7] });
    s = exchange(
      fight([copy("Mirim A", { bodyPoints: 7, attacks: 2 }), copy("Mirim B", { bodyPoints: 7 }), copy("Mirim C", { bodyPoints: 7 })], {
        startPage: 45,
      }),
      24,
      24,
      24,
    ).state;
    expect(s.over).toMatchObject({
      winners: [],
      draw: true,
      reason: expect.stringMatching(/^both sides fell: Mirim A \(A\) is dead, Mirim B \(B\) is unconscious, Mirim C \(C\) is unconscious/),
    });
  });
});

describe("lostworlds multi-player: bots and simulations", () => {
  it("1 vs 3 plays out with random and equilibrium bots through the runner, deterministically", () => {
    const content = { books: [copy("Mirim A", { attacks: 2 }), B, C, D] };
    for (const bots of [
      [{ kind: "random" as const }, { kind: "random" as const }, { kind: "random" as const }, { kind: "random" as const }],
      [{ kind: "equilibrium" as const }, { kind: "random" as const }, { kind: "equilibrium" as const }, { kind: "random" as const }],
    ]) {
      const spec = {
        gameId: "lostworlds",
        content,
        bots,
        n: 6,
        baseSeed: 3,
        options: { ...lostWorlds.defaultOptions, maneuverStats: true },
      };
      for (let i = 0; i < 6; i++) {
        const rec = playGame(lostWorlds, spec, i);
        expect(rec.truncated).toBe(false);
        expect(rec.reason).toMatch(/unconscious|dead|exchanges|stuck/);
        expect(rec.metrics.exchanges).toBeGreaterThan(0);
        expect(Object.keys(rec.metrics)).toContain("damage.3");
        expect(playGame(lostWorlds, spec, i)).toEqual(rec);
      }
    }
  });
});
