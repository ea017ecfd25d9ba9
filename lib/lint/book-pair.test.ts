import { describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import brannocDoc from "../content/samples/brannoc.book.json";
import { bookBodySchema, type BookBody } from "../content/kinds/book";
import { closeStartMirim, misprintedMirim } from "../games/lostworlds/testdata/disagreeing-books";
import { simulate } from "../sim/runner";
import { lostWorlds } from "../engine/lostworlds";
import { lintBookPair } from "./book-pair";

const mirim = bookBodySchema.parse(mirimDoc.body);
const brannoc = bookBodySchema.parse(brannocDoc.body);
const MIRIM = '"Ultra-Vibration Valkyrie Mirim"';

describe("the pairing lint", () => {
  it("finds nothing in the samples as a pair, either way round, nor in Mirim against herself", () => {
    expect(lintBookPair(mirim, brannoc)).toEqual([]);
    expect(lintBookPair(brannoc, mirim)).toEqual([]);
    expect(lintBookPair(mirim, mirim)).toEqual([]);
  });

  it("finds the pictures of a pair that leave the fighters at different ranges, naming both pages", () => {
    const found = lintBookPair(mirim, misprintedMirim());
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.rule === "pair-range-mismatch" && d.severity === "error")).toBe(true);
    // Picture 17 of the misprint is the only picture at fault; every finding pairs it with one of Mirim's.
    expect(new Set(found.map((d) => d.location.pageB))).toEqual(new Set([17]));
    const charge = found.find((d) => d.location.maneuverA === 50 && d.location.maneuverB === 56);
    expect(charge).toBeDefined();
    expect(charge!.location).toMatchObject({ pageA: 39, pageB: 17 });
    expect(charge!.message).toContain(
      `When ${MIRIM} (A) does 50 ("Extended Range: Charge") and "Mirim, misprinted" (B) does 56 ("Extended Range: Block and Close"), ` +
        `page 39 of ${MIRIM} (A) leaves A at close range, but page 17 of "Mirim, misprinted" (B) leaves B at Extended Range`,
    );
  });

  it("finds every pair of pages the engine stops a duel on", async () => {
    const bad = misprintedMirim();
    const found = lintBookPair(mirim, bad).map((d) => `${d.location.pageA}/${d.location.pageB}`);
    const { summary } = await simulate({
      gameId: "lostworlds",
      content: { books: [mirim, bad] },
      bots: [{ kind: "random" }, { kind: "random" }],
      n: 30,
      baseSeed: "lint agrees",
    });
    const [, pa, pb] = /page (\d+) of .* leaves A .* page (\d+) of .* leaves B/.exec(summary.firstFailure!.message)!;
    expect(found).toContain(`${pa}/${pb}`);
  });

  it("finds a turn-to that lands one fighter on a picture of the other range, as the duel stops on it", () => {
    // B's p.17 (close range, read when A Charges and B Blocks and Closes) turns to p.57, "Do only Extended Range".
    const turning: BookBody = structuredClone(mirim);
    turning.character.name = "Mirim, turning";
    turning.pictures["17"].tell.effects.push({ type: "turn-to", page: 57, onScore: false });
    const found = lintBookPair(mirim, turning);
    const charge = found.find((d) => d.location.maneuverA === 50 && d.location.maneuverB === 56);
    expect(charge).toMatchObject({ rule: "pair-range-mismatch", severity: "error", location: { pageA: 39, pageB: 17 } });
    expect(charge!.message).toContain(
      `page 39 of ${MIRIM} (A) leaves A at close range, but page 17 of "Mirim, turning" (B) (turning to 57) leaves B at Extended Range`,
    );
    const duel = lostWorlds.setup({ books: [mirim, turning] }, lostWorlds.defaultOptions, 1);
    const chose = lostWorlds.apply(duel, { seat: 0, page: 50 }).state;
    expect(() => lostWorlds.apply(chose, { seat: 1, page: 56 })).toThrow(
      /page 39 .* close range, page 17 .* \(turning to 57\) leaves B at Extended Range/,
    );
    // "On a score" only: the Charge deals nothing there (−5 + 5), but a score elsewhere on p.17 would turn it.
    turning.pictures["17"].tell.effects[0] = { type: "turn-to", page: 57, onScore: true };
    expect(lintBookPair(mirim, turning).some((d) => d.location.pageB === 17)).toBe(true);
  });

  it("finds books whose starting pictures disagree", () => {
    const found = lintBookPair(mirim, closeStartMirim());
    expect(found[0]).toMatchObject({ rule: "pair-range-mismatch", location: { pageA: 57, pageB: 57 } });
    expect(found[0].message).toBe(
      `At the start, page 57 of ${MIRIM} (A) leaves A at Extended Range, but page 57 of "Mirim, starting close" (B) ` +
        `leaves B at close range: no duel can begin.`,
    );
  });

  it("finds a maneuver one book can do that the other has no matrix or row for", () => {
    const holed: BookBody = structuredClone(brannoc);
    delete holed.matrices["24"];
    holed.matrices["10"].rows["2"] = 0;
    const found = lintBookPair(mirim, holed).filter((d) => d.rule === "pair-missing-page");
    expect(found.map((d) => d.location)).toEqual([
      { pageB: 24, maneuverA: 24 },
      { pageB: 10, rowB: 2, maneuverA: 10 },
    ]);
    expect(found[0].message).toBe(
      `${MIRIM} (A) can do 24 ("Down Swing: Strong"), but "${brannoc.character.name}" (B) has no matrix 24 to read it in.`,
    );
    expect(found[1].message).toMatch(/^When A does 10 \("[^"]+"\) and B does 2 \("[^"]+"\), matrix 10 of ".*" \(B\) has 00 in row 2\.$/);
  });

  it("warns of restrictions naming a colour the sheet they are read to has none of", () => {
    const noBrown: BookBody = structuredClone(mirim);
    for (const g of noBrown.sheet.groups) for (const m of g.maneuvers) if (m.color === "brown") m.color = "black";
    const found = lintBookPair(brannoc, noBrown).filter((d) => d.rule === "pair-unknown-selector");
    expect(found.map((d) => d.location)).toEqual([{ pageB: 35 }, { pageB: 47 }]);
    expect(found[0]).toMatchObject({ severity: "warning" });
    expect(found[0].message).toContain('names the colour "brown", but B\'s sheet has no maneuver of it');
  });
});
