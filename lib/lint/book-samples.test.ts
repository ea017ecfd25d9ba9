/** The sample books beyond Mirim lint clean alone and paired with Mirim, as `hexfolio lint a b` checks them. */
import { describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import wyrmDoc from "../content/samples/fen-wyrm.book.json";
import grullDoc from "../content/samples/grull.book.json";
import { bestRegeneration, bookBodySchema } from "../content/kinds/book";
import { lintBook } from "./book";
import { lintBookPair } from "./book-pair";

const mirim = bookBodySchema.parse(mirimDoc.body);
const wyrm = bookBodySchema.parse(wyrmDoc.body);
const grull = bookBodySchema.parse(grullDoc.body);
const errors = (ds: { severity: string; rule: string }[]) => ds.filter((d) => d.severity === "error").map((d) => d.rule);

describe("the Fen Wyrm and Grull samples", () => {
  it.each([
    ["Fen Wyrm", wyrm],
    ["Grull", grull],
  ])("%s lints without errors alone and paired with Mirim either way round", (_, book) => {
    expect(errors(lintBook(book))).toEqual([]);
    expect(lintBookPair(book, mirim)).toEqual([]);
    expect(lintBookPair(mirim, book)).toEqual([]);
  });

  it("use what Mirim's book does not: own groups, MODs per weapon, no colour, a held-back Skill, regeneration, a knock-out", () => {
    expect(wyrm.sheet.groups.filter((g) => g.own).map((g) => g.name)).toEqual(["Bite", "Coil"]);
    expect(wyrm.pictures["11"].tell.restrictions[0]).toMatchObject({ ownGroups: ["Bite"] });
    const lash = wyrm.sheet.groups.flatMap((g) => g.maneuvers).find((m) => m.name === "Tail Lash")!;
    expect(lash).toMatchObject({ color: null, mod: 3, weaponMods: [1] });
    expect(wyrm.sheet.groups.flatMap((g) => g.maneuvers).find((m) => m.disabled)?.name).toBe("Venom Spit");
    expect(bestRegeneration(grull)).toBe(2);
    expect(bestRegeneration(mirim)).toBe(0);
    expect(grull.pictures["7"].critical!.effects).toEqual([{ type: "knocked-out" }]);
  });
});
