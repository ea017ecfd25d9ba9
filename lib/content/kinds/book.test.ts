import { describe, expect, it } from "vitest";
import mirim from "../samples/mirim.book.json";
import { parseExportFile, validateBody } from "../registry";
import { bookBodySchema, emptyBook, sheetNames, type Restriction } from "./book";
import { parseTell, renderRestriction, renderTell } from "../../engine/lostworlds/tell-text";

const body = () =>
  structuredClone(mirim.body) as Record<string, unknown> & { pictures: Record<string, unknown>; matrices: Record<string, unknown> };

describe("book schema", () => {
  it("accepts the Mirim sample and a new empty book", () => {
    expect(parseExportFile(mirim).ok).toBe(true);
    expect(bookBodySchema.safeParse(emptyBook()).success).toBe(true);
  });

  it("rejects bad pages with field paths", () => {
    const b = body();
    b.pictures["2"] = b.pictures["1"];
    b.matrices["3"] = b.matrices["2"];
    b.matrices["66"] = b.matrices["2"];
    (b.sheet as { groups: { maneuvers: { color: string }[] }[] }).groups[0].maneuvers[0].color = "purple";
    const r = validateBody("book", b);
    expect(r.ok).toBe(false);
    const paths = r.ok ? [] : r.issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(["body.pictures.2", "body.matrices.3", "body.matrices.66", "body.sheet.groups.0.maneuvers.0.color"]),
    );
    const bad = body();
    (bad.pictures["7"] as { score: unknown }).score = "four";
    const r2 = validateBody("book", bad);
    expect(r2.ok ? [] : r2.issues.map((i) => i.path)).toContain("body.pictures.7.score");
  });
});

describe("tell sentences", () => {
  it("structures every tell and CRITICAL of Mirim, and renders them back", () => {
    const book = bookBodySchema.parse(mirim.body);
    for (const p of Object.values(book.pictures)) {
      const parsed = parseTell(p.tell.text, sheetNames(book));
      expect(parsed.unread).toEqual([]);
      expect(parsed.restrictions).toEqual(p.tell.restrictions);
      for (const r of p.tell.restrictions) expect(parseTell(renderRestriction(r), sheetNames(book)).restrictions).toEqual([r]);
    }
  });

  it("reads the common patterns", () => {
    expect(parseTell("Do only Jumps for the next 2 turns. Other restrictions are invalid.").restrictions).toEqual([
      { type: "only", colors: [], groups: ["jumps"], maneuvers: [], duration: "next-2-turns" },
      { type: "override" },
    ]);
    const weapon = parseTell('"Do only Retrieve Weapon until your weapon is picked up."');
    // Without the sheet, a name is kept with no group (lint reports it); the sheet gives its group.
    expect(weapon.restrictions[0]).toMatchObject({
      type: "only",
      maneuvers: [{ group: "", name: "Retrieve Weapon" }],
      duration: "until-weapon-retrieved",
    });
    const named = parseTell("Do only Retrieve Weapon until your weapon is picked up.", sheetNames(bookBodySchema.parse(mirim.body)));
    expect(named.restrictions[0]).toMatchObject({ maneuvers: [{ group: "Special", name: "Retrieve Weapon" }] });
    expect(weapon.effects).toEqual([{ type: "weapon-lost" }]);
    expect(parseTell("May use your weapon again. No restrictions next turn.")).toEqual({
      restrictions: [],
      effects: [{ type: "weapon-retrieved" }],
      unread: [],
    });
    expect(parseTell("Sing a song.").unread).toEqual(["Sing a song"]);
  });

  it("renders the printed sentences", () => {
    const r: Restriction = { type: "no", colors: ["red"], groups: ["thrusts"], maneuvers: [], duration: "next-turn" };
    expect(renderRestriction(r)).toBe("Do no Thrusts or Red next turn.");
    expect(renderRestriction({ type: "only", colors: ["green", "yellow", "blue"], groups: [], maneuvers: [], duration: "next-turn" })).toBe(
      "Do only Green, Yellow or Blue next turn.",
    );
    expect(renderRestriction({ type: "bonus", amount: 2, colors: ["blue"], groups: [], maneuvers: [], duration: "next-turn" })).toBe(
      "Add +2 to any Blue that scores next turn.",
    );
    expect(
      renderRestriction({ type: "no", colors: [], groups: ["blocks", "protected-attacks"], maneuvers: [], duration: "rest-of-combat" }),
    ).toBe("Do no Blocks or Protected Attacks for the rest of the combat.");
    expect(renderTell({ restrictions: [], effects: [{ type: "weapon-retrieved" }] })).toBe(
      "May use your weapon again. No restrictions next turn.",
    );
  });
});
