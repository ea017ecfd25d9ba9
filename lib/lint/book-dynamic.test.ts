/**
 * The book lint and the duel engine read restrictions alike: one table of situations (pictures of
 * Mirim read out to her, one per exchange) run through the engine's own path (`showPicture`, what a
 * duel does after each exchange, on the engine's compiled book) and through lint's (the restriction
 * states `exploreRestrictions` walks, on the lint context of the same book). Both must give the
 * expected maneuvers, and say alike whether restrictions collide; random sequences check the same,
 * on Mirim and on a copy whose pictures disable, enable and break the shield.
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import { bookBodySchema, type BookBody, type Effect } from "../content/kinds/book";
import { Rng } from "../engine/core/rng";
import { compileBook } from "../engine/lostworlds/compile";
import { showPicture } from "../engine/lostworlds/exchange";
import { blankSide } from "../engine/lostworlds/game";
import { STANDARD_PAGE_SET } from "../engine/lostworlds/pages";
import { collided } from "../engine/lostworlds/restrictions";
import { bookLintContext } from "./book-context";
import { exploreRestrictions, restrictionMachine } from "./book-dynamic";

const mirim = bookBodySchema.parse(mirimDoc.body);

/** One book as the engine compiles it and as lint explores it. */
function subject(body: BookBody) {
  const ctx = bookLintContext(body, STANDARD_PAGE_SET);
  return { body, book: compileBook(body), ctx, machine: restrictionMachine(ctx)! };
}
type Subject = ReturnType<typeof subject>;
const MIRIM = subject(mirim);
const { machine } = MIRIM;

/**
 * Mirim with every effect that takes maneuvers away or gives them back: the Shield Strikes and
 * Protected Attacks need the shield (p.55 breaks it), Wild Swing is not available at first (p.45
 * enables it, p.33 disables it), p.23 disables Jump Away and p.1 enables it again, p.49 enables
 * Shield Strike High (which a broken shield keeps away), p.7's CRITICAL disables Thrust High and
 * p.13's enables it.
 */
function withEffects(): BookBody {
  const b = structuredClone(mirim);
  const sheet = b.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ g, m })));
  const onPage = (page: number) => sheet.find((x) => x.m.page === page)!;
  const ref = (page: number) => ({ group: onPage(page).g.name, name: onPage(page).m.name });
  for (const page of [4, 26, 6, 44, 48]) onPage(page).m.usesShield = true;
  onPage(40).m.disabled = true;
  const effect = (page: number, e: Effect, critical = false) =>
    (critical ? b.pictures[String(page)].critical! : b.pictures[String(page)].tell).effects.push(e);
  effect(45, { type: "enable", maneuver: ref(40) });
  effect(33, { type: "disable", maneuver: ref(40) });
  effect(23, { type: "disable", maneuver: ref(16) });
  effect(1, { type: "enable", maneuver: ref(16) });
  effect(49, { type: "enable", maneuver: ref(26) });
  effect(7, { type: "disable", maneuver: ref(32) }, true);
  effect(13, { type: "enable", maneuver: ref(32) }, true);
  return b;
}
const EFFECTS = subject(withEffects());

/** A picture read out, with its CRITICAL when `critical`. */
type Read = [page: number, critical?: "critical"];
interface Outcome {
  pages: number[];
  /** The restrictions in force collide, and the most restrictive one applies. */
  collide: boolean;
}

const sorted = (pages: number[]) => [...pages].sort((a, b) => a - b);

function byEngine(reads: Read[], { book }: Subject = MIRIM): Outcome {
  // As a duel starts a side: the maneuvers the sheet marks as not available at first are off.
  let side = blankSide(12, book.disabledMask);
  for (const [page, critical] of reads) side = showPicture(book, side, page, !!critical, 0, false);
  return {
    pages: sorted(Array.from(book.pages).filter((_, i) => side.legal & (1 << i))),
    collide: collided(book, side.active, side),
  };
}

function byLint(reads: Read[], { ctx, machine }: Subject = MIRIM): Outcome {
  let state = machine.start;
  for (const [page, critical] of reads) state = machine.next(state, machine.pageSignatures.get(page)![critical ? 1 : 0]);
  const { legal, conflict } = machine.legal(state);
  return { pages: sorted(ctx.rules!.pages.filter((_, i) => legal & (1 << i))), collide: conflict };
}

const CLOSE = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 36, 38, 40, 42, 44, 46, 48];
const EXTENDED = [50, 52, 54, 56, 58, 60, 62, 64];
const without = (pages: number[], out: number[]) => pages.filter((p) => !out.includes(p));
const ORANGE = [24, 28, 36, 44];
const RED = [6, 10, 32, 38, 42];

const CASES: { situation: string; reads: Read[]; pages: number[]; collide?: boolean }[] = [
  { situation: "the duel start", reads: [[57]], pages: EXTENDED },
  { situation: "the worked opening: B tells A p.39", reads: [[57], [39]], pages: without(CLOSE, [4, 8, 16, 18, 20, 26, 40, 46]) },
  { situation: "no restrictions", reads: [[45]], pages: CLOSE },
  { situation: "a Head Wound with its CRITICAL", reads: [[45], [7, "critical"]], pages: [4, 18, 20, 26, 46] },
  { situation: "a CRITICAL lasts the rest of the combat", reads: [[7, "critical"], [45]], pages: without(CLOSE, ORANGE) },
  { situation: "sent to Extended Range by Brown", reads: [[45], [35]], pages: [52, 56, 62] },
  { situation: "knocked down", reads: [[45], [41]], pages: [8, 16, 18, 20] },
  { situation: "knocked down: earlier restrictions suspended", reads: [[7, "critical"], [41], [45]], pages: [8, 16, 18, 20] },
  { situation: "knocked down, then sent to Extended Range", reads: [[45], [41], [57]], pages: EXTENDED },
  { situation: "knocked down with its CRITICAL, then sent to Extended Range", reads: [[45], [41, "critical"], [57]], pages: EXTENDED },
  {
    situation: "after the knock-down, earlier restrictions resume",
    reads: [[7, "critical"], [41], [57], [45]],
    pages: without(CLOSE, ORANGE),
  },
  { situation: "after the knock-down, its CRITICAL stays", reads: [[41, "critical"], [45], [45]], pages: without(CLOSE, RED) },
  { situation: "a dislodged weapon", reads: [[45], [27]], pages: [46] },
  { situation: "a dislodged weapon under no Special", reads: [[53, "critical"], [27]], pages: [46], collide: true },
  { situation: "a dislodged weapon, then sent to Extended Range", reads: [[27], [57]], pages: EXTENDED, collide: true },
  { situation: "a dislodged weapon, then only Yellow", reads: [[27], [21]], pages: [46], collide: true },
  { situation: "the weapon picked up", reads: [[27], [43]], pages: CLOSE },
  { situation: "a smashed shield", reads: [[55], [45]], pages: without(CLOSE, [4, 26, 6, 44, 48]) },
  { situation: "a tell with a bonus: only its restriction limits the choice", reads: [[29]], pages: without(CLOSE, [...RED, ...ORANGE]) },
];

describe("lint and engine agree on restriction situations", () => {
  for (const c of CASES) {
    it(c.situation, () => {
      const expected = { pages: sorted(c.pages), collide: c.collide ?? false };
      expect(byEngine(c.reads)).toEqual(expected);
      expect(byLint(c.reads)).toEqual(expected);
    });
  }

  it("on random sequences of Mirim's tells and CRITICALs", () => {
    const { compared, outcomes } = walks(MIRIM, "restrictions");
    expect(compared).toBe(3600);
    expect(outcomes.some((o) => o.collide)).toBe(true);
  });
});

/** 300 random sequences of 12 pictures after the start, compared step by step. */
function walks(s: Subject, seed: string): { compared: number; outcomes: Outcome[] } {
  const rng = Rng.fromSeed(seed);
  const pictures = [...s.machine.pageSignatures.keys()];
  const outcomes: Outcome[] = [];
  for (let walk = 0; walk < 300; walk++) {
    const reads: Read[] = [[57]];
    for (let step = 0; step < 12; step++) {
      const page = rng.pick(pictures);
      reads.push(s.body.pictures[String(page)].critical && rng.chance(0.5) ? [page, "critical"] : [page]);
      const engine = byEngine(reads, s);
      expect(byLint(reads, s)).toEqual(engine);
      outcomes.push(engine);
    }
  }
  return { compared: outcomes.length, outcomes };
}

describe("lint and engine agree on maneuvers taken away and given back", () => {
  const CLOSE_NOW = without(CLOSE, [40]); // Wild Swing is not available at first
  const EFFECT_CASES: { situation: string; reads: Read[]; pages: number[] }[] = [
    { situation: "not available at first", reads: [[57], [49]], pages: CLOSE_NOW },
    { situation: "enabled", reads: [[57], [45]], pages: CLOSE },
    {
      situation: "enabled, then disabled again (with p.33's no Thrusts)",
      reads: [[57], [45], [33]],
      pages: without(CLOSE, [40, 32, 14]),
    },
    { situation: "disabled for the rest of the combat", reads: [[45], [23], [49]], pages: without(CLOSE, [16]) },
    { situation: "disabled, then enabled", reads: [[45], [23], [1]], pages: CLOSE },
    {
      situation: "a CRITICAL's disable, and a later one's enable",
      reads: [[45], [7, "critical"], [49]],
      pages: without(CLOSE, [...ORANGE, 32]),
    },
    { situation: "a broken shield keeps its maneuvers away", reads: [[45], [55], [49]], pages: without(CLOSE, [4, 26, 6, 44, 48]) },
    { situation: "an enable does not mend the shield", reads: [[45], [55], [49], [45]], pages: without(CLOSE, [4, 26, 6, 44, 48]) },
  ];
  for (const c of EFFECT_CASES) {
    it(c.situation, () => {
      const expected = { pages: sorted(c.pages), collide: false };
      expect(byEngine(c.reads, EFFECTS)).toEqual(expected);
      expect(byLint(c.reads, EFFECTS)).toEqual(expected);
    });
  }

  it("on random sequences of that book's tells and CRITICALs", () => {
    const { compared, outcomes } = walks(EFFECTS, "availability");
    expect(compared).toBe(3600);
    // The effects are exercised: Wild Swing both on and off at close range, the shield broken.
    const close = outcomes.filter((o) => o.pages.some((p) => p < 50));
    expect(close.some((o) => o.pages.includes(40))).toBe(true);
    expect(close.some((o) => !o.pages.includes(40) && o.pages.includes(16))).toBe(true);
    expect(close.some((o) => o.pages.includes(2) && !o.pages.includes(26))).toBe(true);
  });
});

describe("the exploration of states of play stays bounded", () => {
  it("taking maneuvers away adds states, and the state limit still stops it and says so", () => {
    const all = exploreRestrictions(EFFECTS.ctx);
    expect(all.truncated).toBe(false);
    expect(all.states).toBeGreaterThan(exploreRestrictions(MIRIM.ctx).states);
    const cut = exploreRestrictions(EFFECTS.ctx, 100);
    expect(cut.truncated).toBe(true);
    // States counts what was explored (a state met again with less damage is explored again).
    expect(cut.states).toBeLessThan(all.states);
  });
});
