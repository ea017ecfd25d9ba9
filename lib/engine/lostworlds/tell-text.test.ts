/** "Tell opponent" sentences ↔ the restriction model: every printed restriction of Mirim, and every word. */
import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import { bookBodySchema, sheetNames } from "../../content/kinds/book";
import { COLORS, GROUPS } from "./pages";
import type { Duration, Restriction } from "./restriction-model";
import { parseTell, renderEffect, renderRestriction, renderTell } from "./tell-text";

const mirim = bookBodySchema.parse(mirimDoc.body);
const names = sheetNames(mirim);
const tells = Object.entries(mirim.pictures).flatMap(([page, p]) => [
  { where: `p.${page}`, tell: p.tell },
  ...(p.critical ? [{ where: `p.${page} CRITICAL`, tell: p.critical }] : []),
]);
const DURATIONS: Duration[] = ["next-turn", "next-2-turns", "until-weapon-retrieved", "rest-of-combat"];

describe("tell text", () => {
  it("reads every tell and CRITICAL Mirim prints as its structured restrictions and effects", () => {
    for (const { where, tell } of tells) {
      const parsed = parseTell(tell.text, names);
      expect(parsed.unread, where).toEqual([]);
      expect(parsed.restrictions, where).toEqual(tell.restrictions);
      // An effect the printed words do not carry (a knock-down, a lost shield) is set by hand.
      expect(tell.effects, where).toEqual(expect.arrayContaining(parsed.effects));
    }
  });

  it("renders every restriction Mirim prints to a sentence that reads back as the same restriction", () => {
    let n = 0;
    for (const { where, tell } of tells) {
      for (const r of tell.restrictions) {
        expect(parseTell(renderRestriction(r), names).restrictions, `${where}: ${renderRestriction(r)}`).toEqual([r]);
        n++;
      }
      expect(parseTell(renderTell(tell), names).restrictions, where).toEqual(tell.restrictions);
    }
    expect(n).toBe(36);
  });

  it("renders and reads back every colour, group and duration, as only, no and bonus", () => {
    const all: Restriction[] = [{ type: "override" }];
    for (const duration of DURATIONS) {
      for (const c of COLORS) all.push({ type: "only", colors: [c], groups: [], maneuvers: [], duration });
      for (const g of GROUPS) all.push({ type: "no", colors: [], groups: [g], maneuvers: [], duration });
      all.push({ type: "bonus", amount: 3, colors: ["blue"], groups: ["thrusts"], maneuvers: [], duration });
      all.push({ type: "bonus", amount: -1, colors: [], groups: [], maneuvers: [], duration });
      all.push({
        type: "no",
        colors: ["red", "orange"],
        groups: ["side-swings"],
        maneuvers: [{ group: "Special", name: "Retrieve Weapon" }],
        duration,
      });
    }
    for (const r of all) expect(parseTell(renderRestriction(r), names).restrictions, renderRestriction(r)).toEqual([r]);
  });

  it("renders the printed sentences", () => {
    expect(renderRestriction({ type: "no", colors: ["red"], groups: ["thrusts"], maneuvers: [], duration: "next-turn" })).toBe(
      "Do no Thrusts or Red next turn.",
    );
    expect(renderRestriction({ type: "only", colors: [], groups: ["jumps"], maneuvers: [], duration: "next-2-turns" })).toBe(
      "Do only Jumps for the next 2 turns.",
    );
    expect(renderRestriction({ type: "bonus", amount: 2, colors: [], groups: [], maneuvers: [], duration: "next-turn" })).toBe(
      "Add +2 if you score next turn.",
    );
    expect(renderTell({ restrictions: [], effects: [] })).toBe("No restrictions next turn.");
  });
});

describe("the printed wording of effects and bonuses beyond Mirim's", () => {
  const sheet = { maneuvers: [{ group: "Special", name: "Venom Spit" }], ownGroups: ["Bite"] };

  it("reads every effect sentence it renders back as the same effect", () => {
    const effects = [
      { type: "weapon-retrieved" },
      { type: "shield-lost" },
      { type: "knocked-out" },
      { type: "regain", points: 2 },
      { type: "regain", points: 1, ifNotScoredOn: true },
      { type: "turn-to", page: 41, onScore: true },
      { type: "turn-to", page: 19, onScore: false },
      { type: "enable", maneuver: { group: "Special", name: "Venom Spit" } },
      { type: "disable", maneuver: { group: "Special", name: "Venom Spit" } },
    ] as const;
    for (const e of effects)
      expect(parseTell(renderEffect(e)!, sheet), renderEffect(e)!).toEqual({ restrictions: [], effects: [e], unread: [] });
  });

  it("reads own groups, combined selectors and both bonus readings", () => {
    expect(parseTell("Do no Bites next turn.", sheet).restrictions).toEqual([
      { type: "no", colors: [], groups: [], ownGroups: ["Bite"], maneuvers: [], duration: "next-turn" },
    ]);
    expect(parseTell("Do only Extended Range Green next turn.").restrictions).toEqual([
      { type: "only", colors: ["green"], groups: ["extended-range"], maneuvers: [], match: "all", duration: "next-turn" },
    ]);
    expect(parseTell("+2 to your score next turn.").restrictions).toEqual([
      { type: "bonus", amount: 2, colors: [], groups: [], maneuvers: [], duration: "next-turn" },
    ]);
    const scores: Restriction = { type: "bonus", amount: 2, colors: [], groups: [], maneuvers: [], duration: "next-turn", when: "scores" };
    expect(renderRestriction(scores)).toBe("Add +2 if you score next turn. Only a move that scores gets the bonus.");
    expect(parseTell(renderRestriction(scores)).restrictions).toEqual([scores]);
  });
});
