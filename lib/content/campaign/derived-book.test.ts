import { describe, expect, it } from "vitest";
import mirimSample from "../samples/mirim.book.json";
import { bookBodySchema, sheetManeuvers } from "../kinds/book";
import { deriveCampaign } from "./derive";
import type { DerivedLostWorldsCharacter } from "../lostworlds/campaign/derived";
import { derivedBook } from "../lostworlds/campaign/derived-book";
import { sheetSnapshotFromBook } from "../lostworlds/campaign/sheet-snapshot";
import { advance, beatNpc, campaign, improve } from "./testing";

const book = bookBodySchema.parse(mirimSample.body);

describe("derivedBook", () => {
  it("writes the MOD improvements into the '+' column and the current points into the character", () => {
    const mirim = {
      id: "mirim",
      name: "Mirim",
      ownerId: null,
      system: "lostworlds" as const,
      book: { title: "Mirim" },
      sheet: sheetSnapshotFromBook(book),
    };
    const body = campaign(
      [mirim],
      [beatNpc("n1", "mirim", 60), advance("a1", "mirim", "tactic"), improve("i1", "mirim", 24), improve("i2", "mirim", 18)],
    );
    const character = deriveCampaign(body).byId.mirim as DerivedLostWorldsCharacter;
    const out = derivedBook(book, character);
    const byPage = new Map(sheetManeuvers(out).map((m) => [m.page, m]));
    expect(byPage.get(24)).toMatchObject({ mod: 3, expBonus: 1 });
    expect(byPage.get(18)).toMatchObject({ mod: -6, expBonus: 1 });
    expect(byPage.get(28)).toMatchObject({ mod: 2, expBonus: 0 });
    expect(out.character).toMatchObject({ bodyPoints: 12, tacticPoints: 9, spellPoints: 0, luckPoints: 0 });
    expect(out.pictures).toBe(book.pictures);
    expect(sheetManeuvers(book).every((m) => m.expBonus === 0)).toBe(true);
  });

  it("snapshots a book's sheet: absent categories are null", () => {
    const sheet = sheetSnapshotFromBook(book);
    expect(sheet).toMatchObject({ maxBody: 12, spellPoints: null, tacticPoints: 8, luckPoints: null });
    expect(sheet.mods.map((m) => m.page)).toEqual(sheetManeuvers(book).map((m) => m.page));
  });
});
