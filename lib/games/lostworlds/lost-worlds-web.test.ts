import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import { bookBodySchema, sheetEntries, type BookBody } from "../../content/kinds/book";
import type { LwwCharacter, LwwRestriction } from "../../content/lostworlds/lost-worlds-web-format";
import { sheetRules, selectionMask } from "../../engine/lostworlds/restrictions";
import { exportLostWorldsWeb, importLostWorldsWeb } from "./lost-worlds-web";
import knight from "./testdata/ironclad-knight.lww.json";
import wyrm from "./testdata/marsh-wyrm.lww.json";
import { canonical, stored } from "./testdata/same-file";

/**
 * The player's own reading of a page, written from its loader and types: each maneuver gets its
 * group's category, and a restriction tree allows a maneuver by category equality, colour
 * equality, or a name that contains one of the names (any case).
 */
function playerAllows(file: LwwCharacter, tree: LwwRestriction): number[] {
  const moves = file.maneuvers.flatMap((g) => g.moves.map((m) => ({ ...m, category: g.category })));
  const check = (m: (typeof moves)[number], r: LwwRestriction): boolean => {
    switch (r.type) {
      case "NONE":
        return true;
      case "NO_CATEGORY":
        return !r.categories.includes(m.category);
      case "ONLY_CATEGORY":
        return r.categories.includes(m.category);
      case "NO_COLOR":
        return !r.colors.includes(m.color);
      case "ONLY_COLOR":
        return r.colors.includes(m.color);
      case "NO_NAME":
        return !r.names.some((n) => m.name.toUpperCase().includes(n.toUpperCase()));
      case "ONLY_NAME":
        return r.names.some((n) => m.name.toUpperCase().includes(n.toUpperCase()));
      case "AND":
        return r.children.every((c) => check(m, c));
      case "OR":
        return r.children.some((c) => check(m, c));
    }
  };
  return moves.filter((m) => check(m, tree)).map((m) => m.normalPage);
}

/** What the studio's model allows after a page: every only and no in its tell at once. */
function studioAllows(book: BookBody, page: string): number[] {
  const moves = sheetEntries(book);
  const rules = sheetRules(moves);
  let allowed = 2 ** moves.length - 1;
  for (const r of book.pictures[page].tell.restrictions) {
    if (r.type === "only") allowed &= selectionMask(rules, r);
    if (r.type === "no") allowed &= ~selectionMask(rules, r);
  }
  return moves.filter((_, i) => allowed & (1 << i)).map((m) => m.page);
}

describe("lost-worlds-web import", () => {
  it.each([
    ["ironclad-knight", knight],
    ["marsh-wyrm", wyrm],
  ])("%s: import then export gives the same file, key order aside", (_, file) => {
    const imported = importLostWorldsWeb(file);
    expect(imported.book).not.toBeNull();
    const { data, problems } = exportLostWorldsWeb(stored(imported.book!));
    expect(problems).toEqual([]);
    expect(canonical(data)).toEqual(canonical(file));
  });

  it("reads the player's trees, effects and categories into the studio's restrictions", () => {
    const { book, problems } = importLostWorldsWeb(knight);
    expect(book!.sheet.groups.map((g) => g.name)).toEqual([
      "Down Swing",
      "Side Swing",
      "Thrust",
      "Special",
      "Shield Block",
      "Jump",
      "Extended Range",
    ]);
    // An Extended Range maneuver's own page as its extended page is no X page.
    expect(book!.sheet.groups[6].maneuvers[0].xPage).toBeNull();
    expect(book!.sheet.groups[0].maneuvers[0].xPage).toBe(50);
    const tell = (p: number) => book!.pictures[String(p)].tell;
    expect(tell(1).restrictions).toEqual([
      { type: "no", colors: [], groups: ["extended-range"], maneuvers: [], duration: "next-turn" },
      { type: "bonus", amount: 2, colors: [], groups: [], maneuvers: [], duration: "next-turn" },
    ]);
    expect(tell(3).text).toBe("Do no Red next turn. Do no Thrusts or Extended Range next turn.");
    // NAME matches names containing it; brown is left out of the "only" that NO_EXTENDED_RANGE rules out.
    expect(tell(27)).toMatchObject({
      restrictions: [
        { type: "only", colors: ["yellow"], groups: [], maneuvers: [{ name: "Retrieve Weapon" }, { name: "Shield Bash" }] },
        {
          type: "no",
          maneuvers: [
            { group: "Jump", name: "Dodge" },
            { group: "Extended Range", name: "Dodge" },
          ],
        },
        { type: "no", groups: ["extended-range"] },
      ],
      effects: [{ type: "weapon-lost" }],
    });
    expect(tell(5).restrictions[1]).toMatchObject({ type: "bonus", amount: 2, groups: ["down-swings"] });
    expect(tell(29).restrictions[2]).toMatchObject({ type: "bonus", colors: ["blue"] });
    expect(tell(43).effects).toEqual([{ type: "weapon-retrieved" }]);
    // The Special group here holds page 34, which is no standard Special page: read as its names.
    expect(tell(55).restrictions[0]).toMatchObject({
      groups: ["blocks"],
      maneuvers: [{ name: "Shield Bash" }, { name: "Retrieve Weapon" }],
    });
    expect(book!.pictures["1"].image).toBeNull();
    expect(problems).toEqual([{ path: "picturePages", message: expect.stringContaining("pages 1, 5") }]);
  });

  it("reads what the studio does not play as warnings naming the page, and keeps it", () => {
    const { book, problems } = importLostWorldsWeb(wyrm);
    expect(problems.map((p) => p.path)).toEqual(["picturePages.0.effects.0"]);
    // Healing "if no damage taken" is played: "Regain 3 body points if not scored on".
    const heals = Object.values(book!.pictures).flatMap((p) => p.tell.effects.filter((e) => e.type === "regain"));
    expect(heals).toEqual([{ type: "regain", points: 3, ifNotScoredOn: true }]);
    // "If scoring, go to page 41" is played: the studio's "Score: turn to 41".
    const turns = Object.values(book!.pictures).flatMap((p) => p.tell.effects.filter((e) => e.type === "turn-to"));
    expect(turns).toEqual([{ type: "turn-to", page: 41, onScore: true }]);
    // RAGE sits on the Protected Attack pages; the lower-case "tail" on two of the Side Swing pages.
    expect(book!.sheet.groups.map((g) => g.name)).toEqual(["Rage", "tail", "Jump", "Extended Range"]);
    expect(book!.pictures["7"].tell.restrictions[0]).toMatchObject({ type: "only", groups: ["protected-attacks"] });
    expect(book!.pictures["13"].tell.restrictions[0]).toMatchObject({ colors: ["green", "yellow"], groups: ["side-swings"] });
    expect(book!.pictures["41"].tell.restrictions).toMatchObject([
      // A name shared by two groups names both maneuvers, each by its group.
      {
        type: "no",
        maneuvers: [
          { group: "Rage", name: "Tail Lash" },
          { group: "Extended Range", name: "Tail Lash" },
        ],
      },
      { type: "only", groups: ["jumps"] },
      { type: "no", groups: ["extended-range"] },
    ]);
    expect(book!.pictures["7"].image).toEqual({ src: "https://example.com/wyrm/dazed.png", alt: "Dazed" });
    expect(book!.lostWorldsWeb!.startingPicturePage).toBeNull();
  });

  it("answers bad files with the field path, never a throw", () => {
    const bad = importLostWorldsWeb({ ...knight, height: "tall" });
    expect(bad.book).toBeNull();
    expect(bad.problems.map((p) => p.path)).toContain("height");
    const badTree = structuredClone(knight) as unknown as { picturePages: { restriction: unknown; number: number }[] };
    badTree.picturePages[1].restriction = { type: "AND", children: [{ type: "NO_COLOR", color: "red" }] };
    expect(importLostWorldsWeb(badTree).problems[0].path).toBe("picturePages.1.restriction.children.0.colors");
    const badPage = structuredClone(knight);
    badPage.picturePages[1].number = 4;
    expect(importLostWorldsWeb(badPage).problems).toEqual([{ path: "picturePages.1.number", message: expect.stringContaining("odd") }]);
    const extra = importLostWorldsWeb({ ...knight, portrait: "x.png" });
    expect(extra.problems).toContainEqual({ path: "portrait", message: "not a field of the format; left out" });
  });

  it("writes an edited page from the book, keeping what the studio does not play", () => {
    const { book } = importLostWorldsWeb(wyrm);
    const edited = stored(book!);
    edited.pictures["57"].tell.restrictions = [{ type: "only", colors: ["brown"], groups: [], maneuvers: [], duration: "next-turn" }];
    const page = exportLostWorldsWeb(edited).data.picturePages.find((p) => p.number === 57)!;
    expect(page.restriction).toEqual({ type: "ONLY_COLOR", colors: ["brown"] });
    expect(page.effects).toEqual([{ type: "HEALING", amount: 3, condition: "IF_NO_DAMAGE_TAKEN" }]);
    expect(page.imageUrlColor).toBe("https://example.com/wyrm/hiss_color.png");
  });
});

describe("lost-worlds-web export", () => {
  const book = bookBodySchema.parse(mirim.body);
  const { data, problems } = exportLostWorldsWeb(book);

  it("writes Mirim so the player reads every picture page, lookup page and restriction as the studio does", () => {
    expect(data.picturePages).toHaveLength(32);
    expect(data.lookupPages).toHaveLength(32);
    for (const l of data.lookupPages) expect(l.mapping).toEqual(book.matrices[String(l.number)].rows);
    const restricted = data.picturePages.filter((p) => p.restriction.type !== "NONE");
    expect(restricted).toHaveLength(27);
    for (const p of data.picturePages)
      expect(playerAllows(data, p.restriction), `page ${p.number}`).toEqual(studioAllows(book, String(p.number)));
    // The player's own range rule looks for exactly this leaf.
    expect(data.picturePages.find((p) => p.number === 57)).toMatchObject({
      isExtendedRange: true,
      restriction: { type: "ONLY_CATEGORY", categories: ["EXTENDED_RANGE"] },
    });
    expect(data.maneuvers.map((g) => g.category)).toEqual([
      "DOWN_SWING",
      "SIDE_SWING",
      "THRUST",
      "FAKE",
      "PROTECTED_ATTACK",
      "SPECIAL",
      "SHIELD_BLOCK",
      "JUMP",
      "EXTENDED_RANGE",
    ]);
    expect(data.maneuvers[0].moves[0]).toEqual({ name: "Strong", color: "orange", normalPage: 24, extendedPage: 50, modifier: 3 });
    expect(data.picturePages.find((p) => p.number === 29)!.effects).toEqual([
      { type: "NEXT_TURN_DAMAGE_MODIFIER", amount: 2, forColor: "blue" },
    ]);
    expect(data.picturePages.find((p) => p.number === 33)!.effects).toEqual([
      { type: "NEXT_TURN_DAMAGE_MODIFIER", amount: 2, forCategory: "DOWN_SWING" },
      { type: "NEXT_TURN_DAMAGE_MODIFIER", amount: 2, forCategory: "SIDE_SWING" },
    ]);
  });

  it("names each page whose content the format cannot hold", () => {
    const at = (path: string) => problems.find((p) => p.path === path)?.message ?? "";
    expect(at("pictures.7")).toContain("CRITICAL 8");
    expect(at("pictures.41")).toMatch(/for the next 2 turns.*Other restrictions are invalid.*knocked-down/);
    expect(at("pictures.55")).toContain("for the rest of the combat");
    expect(at("character")).toContain("tactic points 8");
  });

  it("imports its own export back with the same sheet, matrices and restrictions", () => {
    const back = importLostWorldsWeb(JSON.parse(JSON.stringify(data)));
    expect(back.problems).toEqual([]);
    // Group names come back as the player's categories say them ("Feint" was written FAKE).
    expect(back.book!.sheet.groups.map((g) => g.maneuvers)).toEqual(book.sheet.groups.map((g) => g.maneuvers));
    expect(back.book!.sheet.groups[3].name).toBe("Fake");
    expect(back.book!.matrices).toEqual(book.matrices);
    expect(back.book!.pictures["3"].tell.restrictions).toEqual([
      { type: "no", colors: ["red"], groups: [], maneuvers: [], duration: "next-turn" },
      { type: "no", colors: [], groups: ["thrusts"], maneuvers: [], duration: "next-turn" },
    ]);
    expect(back.book!.pictures["27"].tell.effects).toEqual([{ type: "weapon-lost" }]);
    // And that import exports to the very same file.
    expect(canonical(exportLostWorldsWeb(stored(back.book!)).data)).toEqual(canonical(data));
  });
});
