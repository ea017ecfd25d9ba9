import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, type BookBody } from "../../content/kinds/book";
import { IllegalActionError } from "../core/game";
import { createMatch, loadMatch, matchFromJSON, matchToJSON, play, replayTo } from "../core/match";
import { createBot } from "../core/bots";
import { playGame } from "../core/chunk";
import { checkFastPaths } from "../core/fast-paths";
import {
  lostWorlds,
  RangeMismatchError,
  whyIllegal,
  type BookSource,
  type LostWorldsOptions,
  type LostWorldsState,
  type Strike,
} from "./index";

const mirim: BookBody = bookBodySchema.parse(mirimDoc.body);
// A book document body is a BookSource: the engine's structural type must keep accepting it.
const asSource: BookSource = mirim;
const copy = (): BookBody => structuredClone(mirim);

function duel(a: BookSource = asSource, b: BookSource = mirim, options: Partial<LostWorldsOptions> = {}): LostWorldsState {
  return lostWorlds.setup({ books: [a, b] }, { ...lostWorlds.defaultOptions, ...options }, 1);
}

/** Plays one exchange (A's page, B's page) and returns the new state and its events. */
function exchange(s: LostWorldsState, pa: number, pb: number) {
  const first = lostWorlds.apply(s, { seat: 0, page: pa });
  return lostWorlds.apply(first.state, { seat: 1, page: pb });
}

const strikes = (s: LostWorldsState): [Strike, Strike] => s.log!.strikes as [Strike, Strike];
const told = (s: LostWorldsState, seat: number) => lostWorlds.view(s, seat).sides[seat].restrictions.map((r) => `${r.text} (p.${r.page})`);
const legalPages = (s: LostWorldsState, seat: number) => lostWorlds.legalActions(s, seat).map((a) => a.page);

describe("lostworlds: the worked opening (RULES-NOTES §1)", () => {
  it("starts both on 57, at Extended Range only", () => {
    const s = duel();
    expect(s.sides.map((x) => x.picture)).toEqual([57, 57]);
    expect(legalPages(s, 0)).toEqual([50, 64, 58, 54, 60, 56, 52, 62]);
    expect(told(s, 1)).toEqual(["Do only Extended Range next turn. (p.57)"]);
  });

  it("50 vs 56, then 24 vs 2, comes out exactly", () => {
    let s = duel();
    s = exchange(s, 50, 56).state;
    const [a1, b1] = strikes(s);
    expect(a1).toEqual({ page: 50, picture: 17, total: 0, dealt: 0, critical: false, body: 12 }); // −5 + 5 = 0
    expect(b1).toEqual({ page: 56, picture: 39, total: null, dealt: 0, critical: false, body: 12 });
    expect(told(s, 1)).toEqual(["Do no Red or Orange next turn. (p.17)"]); // A tells B
    expect(told(s, 0)).toEqual(["Do no Green or Yellow next turn. (p.39)"]); // B tells A
    const r = exchange(s, 24, 2);
    s = r.state;
    const [a2, b2] = strikes(s);
    expect(a2).toEqual({ page: 24, picture: 53, total: 5, dealt: 5, critical: false, body: 10 }); // 2 + 3 < CRIT 6
    expect(b2).toEqual({ page: 2, picture: 13, total: 2, dealt: 2, critical: false, body: 7 }); // 1 + 1 < CRIT 5
    expect(told(s, 1)).toEqual(["Do only Green or Yellow next turn. (p.53)"]);
    expect(told(s, 0)).toEqual(["Do no Red or Orange next turn. (p.13)"]);
    expect(r.events).toEqual([{ type: "exchange", n: 2, strikes: [a2, b2] }]);
  });

  it("names the restriction and its page when a maneuver is forbidden", () => {
    const s = exchange(duel(), 50, 56).state;
    const why = whyIllegal(s, 1, 24);
    expect(why).toBe(
      'B may not do 24 (Down Swing Strong): "Do no Red or Orange next turn." from page 17 of B\'s book "Ultra-Vibration Valkyrie Mirim"',
    );
    expect(() => lostWorlds.apply(s, { seat: 1, page: 24 })).toThrow(IllegalActionError);
    expect(whyIllegal(duel(), 0, 24)).toMatch(/"Do only Extended Range next turn\." from page 57/);
    expect(whyIllegal(s, 0, 50)).toMatch(/Extended Range only when specifically instructed/);
    expect(whyIllegal(s, 0, 34)).toMatch(/no maneuver on page 34/);
  });
});

describe("lostworlds: exchanges", () => {
  // Page 45 ("Parrying High") says "No restrictions next turn": a close-range start without any.
  const open = (a: BookSource = mirim, b: BookSource = mirim, o: Partial<LostWorldsOptions> = {}) => duel(a, b, { startPage: 45, ...o });

  it("reads the opponent's book: 24 vs 10 → 45 both ways; 24 vs 24 → 7 both ways", () => {
    expect(strikes(exchange(open(), 24, 10).state).map((x) => x.picture)).toEqual([45, 45]);
    const s = exchange(open(), 24, 24).state;
    expect(strikes(s)).toEqual([
      { page: 24, picture: 7, total: 7, dealt: 7, critical: false, body: 5 }, // Head Wound: 4 + 3 < CRIT 8
      { page: 24, picture: 7, total: 7, dealt: 7, critical: false, body: 5 },
    ]);
  });

  it("height: the taller adds 1 to Orange and Red, the shorter subtracts 1 from Orange; a CRITICAL applies", () => {
    const r = exchange(open(mirim, mirim, { levels: [1, 0] }), 24, 24);
    const [a, b] = strikes(r.state);
    expect(a).toMatchObject({ total: 8, dealt: 8, critical: true, body: 6 }); // 4 + 3 + 1 reaches CRITICAL 8
    expect(b).toMatchObject({ total: 6, dealt: 6, critical: false, body: 4 }); // 4 + 3 − 1
    expect(r.events).toContainEqual({ type: "critical", seat: 0, page: 7, text: "Do no Orange for the rest of the combat." });
    expect(told(r.state, 1)).toEqual(["Do only Green next turn. (p.7)", "Do no Orange for the rest of the combat. (p.7)"]);
    const off = strikes(exchange(open(mirim, mirim, { levels: [1, 0], height: false }), 24, 24).state);
    expect(off.map((x) => x.total)).toEqual([7, 7]);
  });

  it("experience bonus (the + column) adds to the damage", () => {
    const b = copy();
    b.sheet.groups[0].maneuvers[0].expBonus = 2; // Down Swing Strong
    expect(strikes(exchange(open(mirim, b), 24, 24).state).map((x) => x.total)).toEqual([7, 9]);
  });

  it("knocked down: only Jumps for the next 2 turns, other restrictions invalid meanwhile", () => {
    let s = exchange(open(), 24, 4).state; // A reads B's p.24 row 4 → 41 Knocked Down (SCORE 0 + 3 < CRIT 4)
    expect(strikes(s)[0]).toMatchObject({ picture: 41, total: 3, dealt: 3, critical: false });
    expect(legalPages(s, 1)).toEqual([18, 8, 20, 16]);
    expect(lostWorlds.view(s, 0).sides[1].knockedDown).toBe(true);
    const first = strikes(s)[1].picture; // B's picture of A restricts A, not B
    expect(lostWorlds.view(s, 0).sides[0].restrictions.every((r) => r.page === first)).toBe(true);
    const a = legalPages(s, 0).find((p) => mirim.matrices[String(p)].rows["18"] !== 57)!;
    s = exchange(s, a, 18).state; // second turn of the two
    expect(legalPages(s, 1).every((p) => [18, 8, 20, 16].includes(p))).toBe(true);
  });

  it("a dislodged weapon: only Retrieve Weapon until it is picked up", () => {
    let s = exchange(open(), 30, 22).state; // A reads B's p.30 row 22 → 27 Weapon Dislodged
    expect(strikes(s)[0].picture).toBe(27);
    expect(legalPages(s, 1)).toEqual([46]);
    expect(lostWorlds.view(s, 1).sides[1]).toMatchObject({ weaponLost: true, restrictions: [{ turnsLeft: null, page: 27 }] });
    // A does 6: B reads p.19 "Do only Green or Yellow"; Retrieve Weapon is green, so both hold.
    s = exchange(s, 6, 46).state;
    expect(strikes(s)[0].picture).toBe(19);
    expect(legalPages(s, 1)).toEqual([46]);
    while (!s.over && lostWorlds.view(s, 1).sides[1].weaponLost) {
      const back = legalPages(s, 0).find((p) => mirim.matrices[String(p)].rows["46"] === 43) ?? legalPages(s, 0)[0];
      s = exchange(s, back, 46).state;
    }
    expect(strikes(s)[0].picture).toBe(43); // "May use your weapon again."
    expect(legalPages(s, 1)).toContain(24);
  });

  it("bonuses: +2 if you score next turn", () => {
    let s = exchange(open(), 24, 16).state; // A reads B's p.24 row 16 → 1 Jumping Away: "Add +2 if you score next turn."
    expect(strikes(s)[0].picture).toBe(1);
    expect(lostWorlds.view(s, 1).sides[1].bonuses).toEqual([{ text: "Add +2 if you score next turn.", page: 1, turnsLeft: 1, by: 0 }]);
    const pa = legalPages(s, 0)[0];
    const pb = legalPages(s, 1).find((p) => {
      const pic = mirim.pictures[String(mirim.matrices[String(p)].rows[String(pa)])];
      return pic?.score !== null && pic?.score !== undefined;
    })!;
    const before = s;
    s = exchange(s, pa, pb).state;
    const b = strikes(s)[1];
    const score = mirim.pictures[String(b.picture)].score!;
    const mod = before.t.mods[1][before.t.books[1].indexOf[pb]];
    expect(b.total).toBe(score + mod + 2);
    expect(lostWorlds.view(s, 1).sides[1].bonuses).toEqual([]);
  });

  it("stops with an error naming both pages when the books put the sides at different ranges", () => {
    const a = copy();
    a.pictures["39"].tell = {
      text: "Do only Extended Range next turn.",
      restrictions: [{ type: "only", colors: [], groups: ["extended-range"], maneuvers: [], duration: "next-turn" }],
      effects: [],
    };
    const s = duel(a, mirim);
    expect(() => exchange(s, 50, 56)).toThrow(RangeMismatchError);
    expect(() => exchange(s, 50, 56)).toThrow(/page 39 of .* leaves A at Extended Range, page 17 of .* leaves B at close range/);
  });

  it("ends at 0 (unconscious) and −5 (dead), both falling is a draw", () => {
    const weak = (body: number) => {
      const b = copy();
      b.character.bodyPoints = body;
      return b;
    };
    let r = exchange(open(mirim, weak(7)), 24, 24);
    expect(r.state.over).toMatchObject({ winners: [0], reason: "Ultra-Vibration Valkyrie Mirim (B) is unconscious" });
    expect(r.events.at(-1)).toMatchObject({ type: "end", winners: [0] });
    expect(lostWorlds.activeSeats(r.state)).toEqual([]);
    expect(lostWorlds.legalActions(r.state, 0)).toEqual([]);
    r = exchange(open(mirim, weak(2)), 24, 24);
    expect(r.state.over?.reason).toMatch(/\(B\) is dead/);
    r = exchange(open(weak(7), weak(7)), 24, 24);
    expect(r.state.over).toMatchObject({ winners: [], draw: true });
  });

  it("escape (rule option): announced at Extended Range, unscored that turn", () => {
    const s = duel(mirim, mirim, { escape: true });
    expect(lostWorlds.legalActions(s, 0)).toContainEqual({ seat: 0, page: 52, escape: true });
    expect(whyIllegal(duel(), 0, 52, true)).toMatch(/escape is off/);
    const r = lostWorlds.apply(lostWorlds.apply(s, { seat: 0, page: 52, escape: true }).state, { seat: 1, page: 52 });
    expect(strikes(r.state)[1].dealt).toBe(0);
    expect(r.state.over).toMatchObject({ winners: [], draw: true, reason: "Ultra-Vibration Valkyrie Mirim (A) escaped" });
  });
});

describe("lostworlds: hidden picks, replay, bots", () => {
  it("hides a pending pick from the other seat", () => {
    const s = lostWorlds.apply(duel(), { seat: 0, page: 50 }).state;
    expect(lostWorlds.activeSeats(s)).toEqual([1]);
    const theirs = lostWorlds.view(s, 1);
    expect(theirs.pending).toEqual({ seats: [0, 1], submitted: [true, false], mine: null });
    expect({ ...theirs, pending: null }).toEqual({ ...lostWorlds.view(duel(), 1), pending: null });
    expect(lostWorlds.view(s, 0).pending.mine).toEqual({ seat: 0, page: 50 });
    expect(lostWorlds.determinize!(s, 1, null as never).step.choices).toEqual([null, null]);
    expect(() => lostWorlds.apply(s, { seat: 0, page: 52 })).toThrow(/not choosing now/);
  });

  it("replays a recorded duel exactly (seed + action log)", () => {
    const content = { books: [mirim, mirim] };
    let m = createMatch(lostWorlds, content, { seed: "replay" });
    const bots = [createBot(lostWorlds, { kind: "random" }, "r0"), createBot(lostWorlds, { kind: "random" }, "r1")];
    while (!lostWorlds.result(m.state)) {
      const choices = lostWorlds.activeSeats(m.state).map((seat) => bots[seat].choose(m.state, seat));
      for (const c of choices) m = play(lostWorlds, m, c);
    }
    const record = matchFromJSON(matchToJSON(m.record));
    const loaded = loadMatch(lostWorlds, content, record as typeof m.record);
    expect(loaded.result).toEqual(lostWorlds.result(m.state));
    expect(lostWorlds.view(loaded.state, 0)).toEqual(lostWorlds.view(m.state, 0));
    const mid = replayTo(lostWorlds, content, m.record, 6);
    expect(mid.n).toBe(3);
  });

  it("random and equilibrium bots play complete duels, deterministically", () => {
    const content = { books: [mirim, mirim] };
    for (const kind of ["random", "equilibrium"] as const) {
      const spec = {
        gameId: "lostworlds",
        content,
        bots: [{ kind }, { kind: "random" as const }],
        n: 4,
        baseSeed: 9,
        options: { ...lostWorlds.defaultOptions, maneuverStats: true },
      };
      for (let i = 0; i < 4; i++) {
        const rec = playGame(lostWorlds, spec, i);
        expect(rec.truncated).toBe(false);
        expect(rec.reason).toMatch(/unconscious|dead|exchanges/);
        expect(rec.metrics.exchanges).toBeGreaterThan(0);
        expect(Object.keys(rec.metrics).some((k) => k.startsWith("use.0."))).toBe(true);
        expect(playGame(lostWorlds, spec, i)).toEqual(rec);
      }
    }
  });
});

describe("lostworlds: fast paths", () => {
  it("applyInPlace and metricsInto give what apply and metrics give (duels, escapes, a multi-player fight)", () => {
    const seeds = ["fast-0", "fast-1"];
    const cases: [BookSource[], Partial<LostWorldsOptions>][] = [
      [[mirim, mirim], { maneuverStats: true }],
      [[mirim, mirim], {}],
      [[mirim, mirim], { escape: true, maneuverStats: true }],
      [[mirim, mirim], { conflict: "strict", startPage: 45, maneuverStats: true }],
      [[mirim, mirim, mirim], { maneuverStats: true }],
    ];
    for (const [books, options] of cases) {
      expect(
        checkFastPaths(lostWorlds, { content: { books }, options: { ...lostWorlds.defaultOptions, ...options }, seeds, maxSteps: 40 }),
      ).toBeNull();
    }
  });
});
