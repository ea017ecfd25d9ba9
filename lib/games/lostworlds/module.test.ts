import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
import brannocDoc from "../../content/samples/brannoc.book.json";
import { playGame } from "../../engine/core/chunk";
import { parseBotSpec } from "../../engine/core/bots";
import { lintBook } from "../../lint/book";
import { bookBodySchema } from "../../content/kinds/book";
import { lostWorldsModule } from "./module";

describe("the Lost Worlds module", () => {
  it("has two book slots and up to three more, and combines chosen books into the fight's content", () => {
    const content = lostWorldsModule.content!;
    expect(content.slots).toHaveLength(2);
    expect(content.extraSlots).toHaveLength(3);
    const combined = content.combine([mirimDoc.body, mirimDoc.body, mirimDoc.body], null) as { books: unknown[] };
    expect(combined.books).toHaveLength(3);
    expect(lostWorldsModule.parse(combined).books).toHaveLength(3);
  });

  it("refuses content with fewer than two books or a broken book, naming the field", () => {
    expect(() => lostWorldsModule.parse({ books: [mirimDoc.body] })).toThrow(/two to five books, got 1 book/);
    const broken = { ...mirimDoc.body, character: { ...mirimDoc.body.character, bodyPoints: "many" } };
    expect(() => lostWorldsModule.parse({ books: [mirimDoc.body, broken] })).toThrow(/books\.1\.character\.bodyPoints/);
  });

  it("plays the two sample books against each other to a result, with either side able to win", () => {
    const brannoc = bookBodySchema.parse(brannocDoc.body);
    expect(lintBook(brannoc).filter((d) => d.severity === "error")).toEqual([]);
    // His own book, not Mirim's under another name: every picture and the sheet read differently.
    const mirim = bookBodySchema.parse(mirimDoc.body);
    for (const [page, picture] of Object.entries(brannoc.pictures)) expect(picture.title, page).not.toBe(mirim.pictures[page].title);
    const content = lostWorldsModule.parse(lostWorldsModule.content!.combine([mirimDoc.body, brannocDoc.body], null));
    const spec = { gameId: "lostworlds", content, bots: [parseBotSpec("random"), parseBotSpec("random")], n: 60, baseSeed: "samples" };
    const records = Array.from({ length: spec.n }, (_, i) => playGame(lostWorldsModule.game, spec, i));
    expect(records.every((r) => !r.truncated && !/no result/.test(r.reason))).toBe(true);
    const wins = [0, 1].map((seat) => records.filter((r) => r.winners.includes(seat)).length);
    expect(Math.min(...wins)).toBeGreaterThan(spec.n / 5);
  });
});
