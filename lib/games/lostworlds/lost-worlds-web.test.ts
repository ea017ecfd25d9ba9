import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import { bookBodySchema } from "../../content/kinds/book";
import { exportLostWorldsWeb, importLostWorldsWeb, treeToRestrictions } from "./lost-worlds-web";

describe("lost-worlds-web", () => {
  const book = bookBodySchema.parse(mirim.body);

  it("round-trips sheet, matrices, scores and next-turn restrictions", () => {
    const { data, problems } = exportLostWorldsWeb(book);
    expect(data.startingPicturePage).toBe(57);
    expect(data.lookupPages.find((l) => l.number === 24)?.mapping["10"]).toBe(45);
    expect(data.picturePages.find((p) => p.number === 57)?.isExtendedRange).toBe(true);
    expect(problems.some((p) => p.path === "pictures.7.critical")).toBe(true);
    const back = importLostWorldsWeb(JSON.parse(JSON.stringify(data)));
    expect(back.problems).toEqual([]);
    expect(back.book!.matrices).toEqual(book.matrices);
    expect(back.book!.sheet).toEqual(book.sheet);
    expect(back.book!.pictures["13"].score).toBe(1);
    expect(back.book!.pictures["3"].tell.restrictions).toEqual(book.pictures["3"].tell.restrictions);
    expect(back.book!.pictures["27"].tell.effects).toEqual(["weapon-lost"]);
  });

  it("reads restriction trees and names the path of what it cannot read", () => {
    const problems: { path: string; message: string }[] = [];
    expect(
      treeToRestrictions(
        {
          type: "OR",
          restrictions: [
            { type: "ONLY_COLOR", color: "GREEN" },
            { type: "ONLY_CATEGORY", category: "JUMP" },
          ],
        },
        "r",
        problems,
      ),
    ).toEqual([{ type: "only", colors: ["green"], groups: ["jumps"], maneuvers: [], duration: "next-turn" }]);
    expect(
      treeToRestrictions(
        {
          type: "OR",
          restrictions: [
            { type: "NO_COLOR", color: "RED" },
            { type: "ONLY_NAME", name: "Kick" },
          ],
        },
        "r",
        problems,
      ),
    ).toEqual([]);
    expect(problems).toEqual([{ path: "r", message: expect.stringContaining("cannot read") }]);
    const bad = importLostWorldsWeb({ name: "X", height: "tall" });
    expect(bad.book).toBeNull();
    expect(bad.problems.map((p) => p.path)).toContain("height");
  });
});
