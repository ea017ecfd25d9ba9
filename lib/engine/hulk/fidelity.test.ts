/**
 * Rules points an independent check of whole games found played wrongly, each as the position
 * that shows it and the reading the studio plays (docs/rules/hulk.md).
 */
import { describe, expect, it } from "vitest";
import { act, cellOf, OPEN_2x7x5, pieceAt, scenario } from "../../games/hulk/scenario";
import { hulk } from "./game";
import { sightLine } from "./sight";
import { BLIP, STEALER, type HulkState } from "./types";

const M = 0,
  G = 1;
const at = (s: HulkState, l: number, x: number, y: number) => pieceAt(s, l, x, y)!;
const placeTargets = (s: HulkState) => [...new Set(hulk.legalActions(s, G).map((a) => (a as { to: number }).to))];
const place = (s: HulkState, to: number): HulkState => hulk.apply(s, { seat: G, type: "place", to, facing: 0 }).state;

/** Every piece on its own space, and the occupancy array agreeing with the pieces. */
function oneManOneSpace(s: HulkState): void {
  const cells = s.pieces.map((p) => p.cell);
  expect(new Set(cells).size).toBe(cells.length);
  expect(s.occ.filter((o) => o !== 0).length).toBe(s.pieces.length);
}

describe("one piece per space", () => {
  it("places the Genestealers of two blips converted at once on free spaces only; those with no room are lost", () => {
    const s = scenario({
      levels: OPEN_2x7x5,
      pieces: [
        { kind: "marine", at: [1, 0, 2], facing: 3 },
        { kind: "blip", at: [1, 3, 2], blip: 3 },
        { kind: "blip", at: [1, 4, 2], blip: 2 },
      ],
    });
    // The Marine turns towards both blips: both are converted at once.
    let r = act(s, { seat: M, type: "turn", piece: at(s, 1, 0, 2).id, facing: 1 }).state;
    expect(r.pending.map((p) => p.kind)).toEqual(["place-stealers", "place-stealers"]);
    r = place(r, cellOf(s, 1, 3, 2));
    // The first blip's second Genestealer takes the second blip's space.
    expect(placeTargets(r)).toContain(cellOf(s, 1, 4, 2));
    r = place(r, cellOf(s, 1, 4, 2));
    r = place(r, cellOf(s, 1, 3, 1));
    // The second blip's first Genestealer cannot go on its own (now taken) space.
    const targets = placeTargets(r);
    expect(targets).not.toContain(cellOf(s, 1, 4, 2));
    expect(targets).toContain(cellOf(s, 1, 5, 2));
    r = place(r, targets[0]);
    r = place(r, placeTargets(r)[0]);
    oneManOneSpace(r);
    expect(r.pieces.filter((p) => p.kind === STEALER)).toHaveLength(5);
    expect(r.pieces.filter((p) => p.kind === BLIP)).toHaveLength(0);
  });

  it("loses the Genestealers of a converted blip that find no free space", () => {
    // A dead end one space long: the blip's space and nothing free around it.
    const s = scenario({
      levels: [Array(5).fill("#######"), ["#######", "#######", "##...##", "#######", "#######"]],
      pieces: [
        { kind: "marine", at: [1, 2, 2], facing: 1 },
        { kind: "blip", at: [1, 4, 2], blip: 3 },
      ],
      phase: "stealers",
    });
    let r = act(s, { seat: G, type: "convert", piece: at(s, 1, 4, 2).id }).state;
    r = place(r, cellOf(s, 1, 4, 2));
    r = place(r, cellOf(s, 1, 3, 2));
    expect(r.pending).toHaveLength(0);
    oneManOneSpace(r);
    expect(r.pieces.filter((p) => p.kind === STEALER)).toHaveLength(2);
  });
});

describe("rubble deflects only shots that pass through or into it", () => {
  // Level 1: a wall space at (1, 0). The line from (0, 0) to (2, 2) crosses the corner between
  // that wall and (0, 1): it passes diagonally beside (0, 1), not through it.
  const levels = [Array(5).fill("......."), [".#.....", ".......", ".......", ".......", "......."]];
  it("does not count a pile the line only passes diagonally beside at a wall corner", () => {
    const s = scenario({
      levels,
      features: [{ type: "rubble", level: 1, x: 0, y: 1 }],
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 2 },
        { kind: "stealer", at: [1, 2, 2] },
      ],
    });
    expect(sightLine(s, at(s, 1, 0, 0), cellOf(s, 1, 2, 2))).toBe(0);
    // A model there still closes the corner (the wall closes the other side).
    const blocked = scenario({
      levels,
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 2 },
        { kind: "stealer", at: [1, 0, 1] },
        { kind: "stealer", at: [1, 2, 2] },
      ],
    });
    expect(sightLine(blocked, at(blocked, 1, 0, 0), cellOf(blocked, 1, 2, 2))).toBe(-1);
    // Through the pile, or into it: one roll each.
    const through = scenario({
      levels,
      features: [
        { type: "rubble", level: 1, x: 1, y: 1 },
        { type: "rubble", level: 1, x: 2, y: 2 },
      ],
      pieces: [
        { kind: "marine", at: [1, 0, 0], facing: 2 },
        { kind: "stealer", at: [1, 2, 2] },
      ],
    });
    expect(sightLine(through, at(through, 1, 0, 0), cellOf(through, 1, 2, 2))).toBe(2);
  });
});
