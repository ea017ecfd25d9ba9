/**
 * The equilibrium bot (core/equilibrium.ts over the duel's `stepMatrix`) weighs and picks only
 * legal maneuvers, with the picture effects that take maneuvers away: its rows are its own legal
 * maneuvers and its columns the opponent's, both after a disable effect or a dropped weapon, so it
 * never picks what is taken away, whatever its seed; and the strategies it caches are keyed by the
 * dropped weapons too, whose MODs the payoffs read. Scripted duels on copies of Mirim.
 */
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, type BookBody } from "../../content/kinds/book";
import { equilibriumBot } from "../core/equilibrium";
import { lostWorlds, type LostWorldsState } from "./index";

const mirim: BookBody = bookBodySchema.parse(mirimDoc.body);
const copy = (): BookBody => structuredClone(mirim);
const SEEDS = Array.from({ length: 200 }, (_, k) => `bot-legal-${k}`);

const duel = (a: BookBody, b: BookBody): LostWorldsState => lostWorlds.setup({ books: [a, b] }, lostWorlds.defaultOptions, 1);
function exchange(s: LostWorldsState, pa: number, pb: number): LostWorldsState {
  return lostWorlds.apply(lostWorlds.apply(s, { seat: 0, page: pa }).state, { seat: 1, page: pb }).state;
}
const legalPages = (s: LostWorldsState, seat: number) => lostWorlds.legalActions(s, seat).map((a) => a.page);

/** The pages a fresh equilibrium bot picks for `seat` in `state`, one per seed. */
function picks(state: LostWorldsState, seat: number): Set<number> {
  return new Set(SEEDS.map((seed) => equilibriumBot(lostWorlds, seed).choose(state, seat).page));
}

/** A sheet maneuver of `book` by page, as effects name it. */
function ref(book: BookBody, page: number) {
  const g = book.sheet.groups.find((x) => x.maneuvers.some((m) => m.page === page))!;
  return { group: g.name, name: g.maneuvers.find((m) => m.page === page)!.name };
}

describe("the equilibrium bot never picks a maneuver taken away", () => {
  it("disabled from the start: Charge (50), its only pick at the start as printed, is never picked once p.57 disables it", () => {
    expect(picks(duel(copy(), copy()), 0)).toEqual(new Set([50]));
    const a = copy();
    a.pictures["57"].tell.effects.push({ type: "disable", maneuver: ref(a, 50) });
    const s = duel(a, copy());
    expect(legalPages(s, 0)).not.toContain(50);
    const chosen = picks(s, 0);
    expect(chosen.has(50)).toBe(false);
    for (const page of chosen) expect(legalPages(s, 0)).toContain(page);
    // B's payoffs are over A's legal maneuvers only: seven columns, not eight.
    expect(lostWorlds.stepMatrix(s, 1).cols).toBe(7);
  });

  it("disabled mid-duel: after the opening, Side Swing Low (2), its only pick as printed, is never picked once p.39 disables it", () => {
    expect(picks(exchange(duel(copy(), copy()), 50, 56), 0)).toEqual(new Set([2]));
    const a = copy();
    a.pictures["39"].tell.effects.push({ type: "disable", maneuver: ref(a, 2) });
    let s = exchange(duel(a, copy()), 50, 56);
    expect(s.sides[0].picture).toBe(39);
    expect(picks(s, 0).has(2)).toBe(false);
    // For the rest of the combat: still never picked exchanges later, whatever is in force then.
    for (const [pa, pb] of [
      [24, 2],
      [16, 18],
    ]) {
      s = exchange(s, pa, pb);
      expect(legalPages(s, 0)).not.toContain(2);
      expect(picks(s, 0).has(2)).toBe(false);
    }
  });

  it("a dropped weapon: only Retrieve Weapon until it is picked up, on both sides of the matrix", () => {
    // A does Thrust High (32), B Dislodge Weapon (30): A is shown p.27, "Do only Retrieve Weapon
    // until your weapon is picked up".
    let s = exchange(exchange(duel(copy(), copy()), 50, 56), 32, 30);
    expect(s.sides[0]).toMatchObject({ picture: 27, weaponLost: true });
    expect(picks(s, 0)).toEqual(new Set([46]));
    expect(lostWorlds.stepMatrix(s, 1).cols).toBe(1); // B weighs A's one legal maneuver
    // Not picked up by an exchange that shows another picture: whatever that picture adds (a
    // knock-down's "Other restrictions are invalid" may suspend it), the bot picks what is legal.
    for (const b of legalPages(s, 1).filter((page) => mirim.matrices[String(page)].rows["46"] !== 43)) {
      const still = exchange(s, 46, b);
      expect(still.sides[0].weaponLost).toBe(true);
      for (const page of picks(still, 0)) expect(legalPages(still, 0)).toContain(page);
    }
    // Picked up (p.43, from B's matrix 4, 8, 16…): the bot chooses among the whole range again.
    const retrieving = legalPages(s, 1).find((page) => mirim.matrices[String(page)].rows["46"] === 43)!;
    s = exchange(s, 46, retrieving);
    expect(s.sides[0]).toMatchObject({ picture: 43, weaponLost: false });
    const chosen = picks(s, 0);
    expect(chosen.has(46)).toBe(false);
    for (const page of chosen) expect(legalPages(s, 0)).toContain(page);
  });

  it("over whole duels, every pick of either bot is legal when pictures disable and break the shield", () => {
    const a = copy();
    for (const g of a.sheet.groups) for (const m of g.maneuvers) if ([4, 26, 6, 44, 48].includes(m.page)) m.usesShield = true;
    a.pictures["39"].tell.effects.push({ type: "disable", maneuver: ref(a, 2) });
    a.pictures["13"].tell.effects.push({ type: "disable", maneuver: ref(a, 24) });
    let taken = 0;
    for (const seed of SEEDS.slice(0, 40)) {
      const bots = [equilibriumBot(lostWorlds, `${seed}-a`), equilibriumBot(lostWorlds, `${seed}-b`)];
      let s = duel(a, copy());
      for (let step = 0; step < 60 && !lostWorlds.result(s); step++) {
        for (const seat of lostWorlds.activeSeats(s)) {
          const pick = bots[seat].choose(s, seat);
          expect(legalPages(s, seat)).toContain(pick.page);
          if (seat === 0 && s.sides[0].off !== 0) taken++;
          s = lostWorlds.apply(s, pick).state;
        }
      }
    }
    // The duels did reach states with maneuvers taken away.
    expect(taken).toBeGreaterThan(0);
  });

  it("a dropped weapon's MODs: the strategy is not taken from a state that differs only in the weapon", () => {
    // Second MODs (the next weapon's): Charge (50) −10, the Extended Range swings (64, 58) +10.
    const a = copy();
    const second = new Map([
      [50, -10],
      [64, 10],
      [58, 10],
    ]);
    for (const g of a.sheet.groups) for (const m of g.maneuvers) if (second.has(m.page)) m.weaponMods = [second.get(m.page)!];
    const s = duel(a, copy());
    const dropped: LostWorldsState = { ...s, sides: [{ ...s.sides[0], weaponLost: true }, s.sides[1]] };
    expect(lostWorlds.stepMatrix(dropped, 0).key).not.toBe(lostWorlds.stepMatrix(s, 0).key);
    expect(lostWorlds.stepMatrix(dropped, 1).key).not.toBe(lostWorlds.stepMatrix(s, 1).key);
    // Asked in the held state first, so a cache keyed without the weapon would answer 50 again.
    expect(picks(s, 0)).toEqual(new Set([50]));
    expect(picks(dropped, 0)).toEqual(new Set([64]));
  });
});
