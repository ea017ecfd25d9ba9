import { describe, expect, it } from "vitest";
import { emptyMission, WALL, type MissionBody } from "@/lib/content/kinds/mission";
import { addSection, cellChar, floodCells, paintCells, rectCells, resizeMission } from "@/lib/content/hulk/mission-ops";
import { applyStroke, strokeLabel, type ToolOptions } from "./tools";

const opts = (brush: string): ToolOptions => ({
  brush,
  feature: "rubble",
  letter: null,
  entryId: null,
  deploySide: "marines",
  stamp: "",
  turns: 0,
});

/** A 6×4 level of void with a wall ring round a 4×2 room of section `key`. */
function walledRoom(): { m: MissionBody; key: string } {
  let m = resizeMission(emptyMission(), 6, 4);
  const r = addSection(m, 0, "room", "Hall");
  m = paintCells(r.body, 0, rectCells({ x: 0, y: 0 }, { x: 5, y: 3 }), WALL);
  m = paintCells(m, 0, rectCells({ x: 1, y: 1 }, { x: 4, y: 2 }), r.key!);
  return { m, key: r.key! };
}

describe("rectangle and fill tools", () => {
  it("a rectangle covers every cell between its corners, dragged either way", () => {
    expect(rectCells({ x: 2, y: 3 }, { x: 0, y: 2 })).toHaveLength(6);
    const { m, key } = walledRoom();
    expect(m.levels[0].rows).toEqual(["######", `#${key.repeat(4)}#`, `#${key.repeat(4)}#`, "######"]);
  });

  it("paints the rectangle from the first to the last cell of the drag, as one labelled step", () => {
    const { m, key } = walledRoom();
    const drag = [
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 2 },
    ];
    const out = applyStroke(m, "rect", opts(WALL), 0, drag);
    for (const x of [1, 2, 3]) for (const y of [1, 2]) expect(cellChar(out, { level: 0, x, y })).toBe(WALL);
    expect(cellChar(out, { level: 0, x: 4, y: 1 })).toBe(key);
    expect(strokeLabel(m, "rect", opts(WALL), 0, drag)).toBe("Paint a rectangle of wall");
  });

  it("fills the cells joined side by side that hold the same thing, and stops at anything else", () => {
    const { m, key } = walledRoom();
    expect(floodCells(m, 0, { x: 2, y: 1 })).toHaveLength(8);
    // The wall ring is one area of 16 cells; the room inside is not part of it.
    expect(floodCells(m, 0, { x: 0, y: 0 })).toHaveLength(16);
    const out = applyStroke(m, "fill", opts(WALL), 0, [{ x: 3, y: 2 }]);
    expect(out.levels[0].rows.every((r) => r === "######")).toBe(true);
    expect(strokeLabel(m, "fill", opts(WALL), 0, [{ x: 3, y: 2 }])).toBe("Fill with wall");
    expect(key).not.toBe(WALL);
  });

  it("a fill does not leak through corners", () => {
    let m = resizeMission(emptyMission(), 3, 3);
    m = paintCells(m, 0, rectCells({ x: 0, y: 0 }, { x: 2, y: 2 }), WALL);
    const r = addSection(m, 0, "corridor", "Diagonal");
    m = paintCells(
      r.body,
      0,
      [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ],
      r.key!,
    );
    expect(floodCells(m, 0, { x: 1, y: 1 })).toEqual([{ x: 1, y: 1 }]);
  });
});
