import { describe, expect, it } from "vitest";
import mirimDoc from "../../content/samples/mirim.book.json";
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
});
