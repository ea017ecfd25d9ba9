/**
 * The book lint and the duel engine read restrictions alike: one table of situations (pictures of
 * Mirim read out to her, one per exchange) run through the engine's own path (`showPicture`, what a
 * duel does after each exchange, on the engine's compiled book) and through lint's (the restriction
 * states `exploreRestrictions` walks, on the lint context of the same book). Both must give the
 * expected maneuvers, and say alike whether restrictions collide; random sequences check the same.
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import { bookBodySchema } from "../content/kinds/book";
import { Rng } from "../engine/core/rng";
import { compileBook } from "../engine/lostworlds/compile";
import { showPicture } from "../engine/lostworlds/exchange";
import { STANDARD_PAGE_SET } from "../engine/lostworlds/pages";
import { collided } from "../engine/lostworlds/restrictions";
import type { SideState } from "../engine/lostworlds/types";
import { bookLintContext } from "./book-context";
import { restrictionMachine } from "./book-dynamic";

const mirim = bookBodySchema.parse(mirimDoc.body);
const book = compileBook(mirim);
const ctx = bookLintContext(mirim, STANDARD_PAGE_SET);
const machine = restrictionMachine(ctx)!;

/** A picture read out, with its CRITICAL when `critical`. */
type Read = [page: number, critical?: "critical"];
interface Outcome {
  pages: number[];
  /** The restrictions in force collide, and the most restrictive one applies. */
  collide: boolean;
}

const sorted = (pages: number[]) => [...pages].sort((a, b) => a - b);

function byEngine(reads: Read[]): Outcome {
  let side: SideState = {
    body: 12,
    picture: 0,
    active: [],
    bonuses: [],
    legal: 0,
    alone: -1,
    weaponLost: false,
    shieldLost: false,
    down: 0,
    off: 0,
    ko: false,
  };
  for (const [page, critical] of reads) side = showPicture(book, side, page, !!critical, 0, false);
  return {
    pages: sorted(Array.from(book.pages).filter((_, i) => side.legal & (1 << i))),
    collide: collided(book, side.active, side),
  };
}

function byLint(reads: Read[]): Outcome {
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
    const rng = Rng.fromSeed("restrictions");
    const pictures = [...machine.pageSignatures.keys()];
    let compared = 0,
      collisions = 0;
    for (let walk = 0; walk < 300; walk++) {
      const reads: Read[] = [[57]];
      for (let step = 0; step < 12; step++) {
        const page = rng.pick(pictures);
        reads.push(mirim.pictures[String(page)].critical && rng.chance(0.5) ? [page, "critical"] : [page]);
        const engine = byEngine(reads);
        expect(byLint(reads)).toEqual(engine);
        compared++;
        if (engine.collide) collisions++;
      }
    }
    expect(compared).toBe(3600);
    expect(collisions).toBeGreaterThan(0);
  });
});
