import { describe, expect, it } from "vitest";
import { islandBodySchema } from "@/lib/content/kinds/island";
import sample from "@/lib/content/samples/lost.island.json";
import { assignTile, rotateCell } from "@/lib/content/island/layout-ops";
import { layoutTools, placeWords, sameTool } from "./layout-tools";

const body = () => islandBodySchema.parse(sample.body);

describe("the layout board's words and tools", () => {
  it("names a place by column and row from 1, with what is laid there", () => {
    const b = body();
    const l = b.layouts[0];
    expect(placeWords(b, l, { q: 0, r: 0 })).toBe("column 1, row 1: Shoreline tile, random");
    expect(placeWords(b, l, { q: 1, r: 1 })).toBe("column 2, row 2: Inner Island tile, random");
    const tile = b.locations.find((t) => t.kind === "shoreline")!;
    const named = rotateCell(rotateCell(assignTile(b, l, { q: 0, r: 0 }, tile.id), { q: 0, r: 0 }), { q: 0, r: 0 });
    expect(placeWords(b, named, { q: 0, r: 0 })).toBe(`column 1, row 1: Shoreline tile, "${tile.name}", turned 2/6`);
    expect(placeWords(b, l, l.starts[0])).toMatch(/: Starting Location$/);
    expect(placeWords(b, l, { q: 30, r: 0 })).toMatch(/: empty$/);
  });

  it("offers a paint tool per back with its number key, then clear, start, rotate, move and select", () => {
    const tools = layoutTools(body());
    expect(tools.map((t) => [t.label, t.hint])).toEqual([
      ["Shoreline back", "1"],
      ["Inner Island back", "2"],
      ["Empty", "0"],
      ["Starting Location", "T"],
      ["Rotate", "R"],
      ["Move", "M"],
      ["Select", ""],
    ]);
    expect(sameTool(tools[0].tool, { kind: "paint", back: "shoreline" })).toBe(true);
    expect(sameTool(tools[0].tool, tools[1].tool)).toBe(false);
  });
});
