import { describe, expect, it } from "vitest";
import { islandBodySchema, islandLayoutSchema } from "../kinds/island";
import sample from "../samples/lost.island.json";
import {
  allRandom,
  assignTile,
  boardPlaces,
  cellAt,
  isStart,
  layoutCounts,
  movePlace,
  paintCell,
  rotateCell,
  toggleStart,
} from "./layout-ops";

const body = () => islandBodySchema.parse(sample.body);
const beginner = () => body().layouts.find((l) => l.id === "beginner")!;
const valid = (l: unknown) => islandLayoutSchema.safeParse(l).success;

describe("island layout board edits", () => {
  it("paints a tile of a back onto an empty place, repaints it, and clears it", () => {
    const l = beginner();
    const p = { q: 10, r: 0 };
    const a = paintCell(l, p, "inner");
    expect(cellAt(a, p)).toMatchObject({ kind: "inner", tile: null, rotation: 0 });
    expect(a.cells).toHaveLength(l.cells.length + 1);
    const b = paintCell(a, p, "shoreline");
    expect(cellAt(b, p)?.kind).toBe("shoreline");
    expect(paintCell(b, p, "shoreline")).toBe(b);
    const c = paintCell(b, p, null);
    expect(cellAt(c, p)).toBeUndefined();
    expect(c.cells).toEqual(l.cells);
    expect([a, b, c].every(valid)).toBe(true);
  });

  it("lays a tile over a Starting Location, which gives way, and clears a Starting Location", () => {
    const l = beginner();
    const s = l.starts[0];
    const a = paintCell(l, s, "shoreline");
    expect(isStart(a, s)).toBe(false);
    expect(a.starts).toHaveLength(l.starts.length - 1);
    expect(valid(a)).toBe(true);
    const cleared = paintCell(l, s, null);
    expect(isStart(cleared, s)).toBe(false);
    expect(cleared.cells).toEqual(l.cells);
  });

  it("toggles a Starting Location off the island and refuses one on a tile", () => {
    const l = beginner();
    const off = { q: 9, r: 9 };
    const a = toggleStart(l, off);
    expect(isStart(a, off)).toBe(true);
    expect(toggleStart(a, off).starts).toEqual(l.starts);
    const on = l.cells[0];
    expect(toggleStart(l, on)).toBe(l);
  });

  it("rotates a tile a sixth of a turn, round to where it began", () => {
    let l = beginner();
    const p = l.cells[3];
    for (let i = 1; i <= 6; i++) {
      l = rotateCell(l, p);
      expect(cellAt(l, p)?.rotation).toBe(i % 6);
    }
    expect(rotateCell(l, { q: 30, r: 30 })).toBe(l);
  });

  it("names a Location tile for a place (taking its back) and gives it back to chance", () => {
    const b = body();
    const l = beginner();
    const p = l.cells.find((c) => c.kind === "shoreline")!;
    const inner = b.locations.find((t) => t.kind === "inner")!;
    const a = assignTile(b, l, p, inner.id);
    expect(cellAt(a, p)).toMatchObject({ tile: inner.id, kind: "inner" });
    expect(assignTile(b, a, p, "no-such-tile")).toBe(a);
    expect(cellAt(assignTile(b, a, p, null), p)).toMatchObject({ tile: null, kind: "inner" });
    // Repainting the back lets go of a tile of the other back.
    expect(cellAt(paintCell(a, p, "shoreline"), p)?.tile).toBeNull();
    expect(allRandom(a).cells.every((c) => c.tile === null)).toBe(true);
  });

  it("moves a tile to an empty place, swaps two tiles, and moves a Starting Location", () => {
    const l = beginner();
    const from = l.cells[0];
    const empty = { q: 12, r: 12 };
    const a = movePlace(l, from, empty);
    expect(cellAt(a, empty)?.kind).toBe(from.kind);
    expect(cellAt(a, from)).toBeUndefined();
    const inner = l.cells.find((c) => c.kind === "inner")!;
    const b = movePlace(l, from, inner);
    expect(cellAt(b, from)?.kind).toBe("inner");
    expect(cellAt(b, inner)?.kind).toBe(from.kind);
    const s = l.starts[0];
    const c = movePlace(l, s, empty);
    expect(isStart(c, empty) && !isStart(c, s)).toBe(true);
    expect([a, b, c].every(valid)).toBe(true);
    expect(movePlace(l, { q: 20, r: 20 }, empty)).toBe(l);
  });

  it("counts the layout's backs beside the deck's, and its Starting Locations beside its players", () => {
    const b = body();
    const c = layoutCounts(b, beginner());
    expect(c.backs.map((x) => [x.kind, x.laid, x.deck])).toEqual([
      ["shoreline", 12, 36],
      ["inner", 4, 39],
    ]);
    expect(c.starts).toBe(8);
    expect(c.startsNeeded).toBe(8);
  });

  it("draws every tile and Starting Location with a margin of empty places round them", () => {
    const l = beginner();
    const places = boardPlaces(l);
    for (const p of [...l.cells, ...l.starts]) expect(places.some((x) => x.q === p.q && x.r === p.r)).toBe(true);
    expect(places.length).toBeGreaterThan(l.cells.length + l.starts.length);
  });
});
