import { describe, expect, it } from "vitest";
import { edgesInWords, tileInWords } from "./tile-words";

describe("a tile in words", () => {
  it("names edges by compass direction, east first, clockwise", () => {
    expect(edgesInWords([0, 2, 4])).toBe("east, south-west, north-west");
  });
  it("says the paths and the dead ends, or that there are no paths", () => {
    expect(tileInWords({ name: "Bend", paths: [0, 1], deadEnds: [3] })).toBe("Bend: paths lead east, south-east; dead ends west");
    expect(tileInWords({ name: "Blank", paths: [], deadEnds: [] })).toBe("Blank: no paths");
  });
});
