/** A book stored at schema version 1 reads as the current version. */
import { describe, expect, it } from "vitest";
import { bookBodySchema, emptyBook } from "./book";
import { migrateBookBody } from "./book-migrate";

const v1 = () => {
  const book = emptyBook() as unknown as Record<string, unknown>;
  book.sheet = {
    groups: [
      { name: "Feint", maneuvers: [{ name: "High", color: "red", page: 42, mod: 0 }] },
      { name: "Thrust", maneuvers: [{ name: "High", color: "red", page: 32, mod: 1 }] },
      { name: "Special", maneuvers: [{ name: "Retrieve Weapon", color: "green", page: 46, mod: -6 }] },
    ],
  };
  book.pictures = {
    "27": {
      title: "Weapon Dislodged",
      tell: {
        text: "Do only Retrieve Weapon until your weapon is picked up.",
        restrictions: [
          { type: "only", colors: [], groups: [], maneuvers: ["retrieve weapon"], duration: "until-weapon-retrieved" },
          { type: "no", colors: [], groups: [], maneuvers: ["High", "Moonwalk"], duration: "next-turn" },
        ],
        effects: ["weapon-lost"],
      },
      critical: { threshold: 5, text: "", restrictions: [], effects: ["knocked-down"] },
    },
  };
  return book;
};

describe("book schema version 1 → 2", () => {
  it("turns bare effects into typed ones and names maneuvers by (group, name), every maneuver a name selected", () => {
    const book = bookBodySchema.parse(v1());
    const pic = book.pictures["27"];
    expect(pic.tell.effects).toEqual([{ type: "weapon-lost" }]);
    expect(pic.critical!.effects).toEqual([{ type: "knocked-down" }]);
    expect(pic.tell.restrictions[0]).toMatchObject({ maneuvers: [{ group: "Special", name: "Retrieve Weapon" }] });
    // "High" was on two groups: both are named; an unknown name keeps no group, for lint to report.
    expect(pic.tell.restrictions[1]).toMatchObject({
      maneuvers: [
        { group: "Feint", name: "High" },
        { group: "Thrust", name: "High" },
        { group: "", name: "Moonwalk" },
      ],
    });
    expect(book.sheet.groups[0]).toMatchObject({ own: false, maneuvers: [{ weaponMods: [], usesShield: false, disabled: false }] });
  });

  it("leaves a current body as it is", () => {
    const current = bookBodySchema.parse(v1());
    expect(migrateBookBody(current)).toEqual(current);
    expect(bookBodySchema.parse(current)).toEqual(current);
  });
});
