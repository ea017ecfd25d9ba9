import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import mirim from "../../content/samples/mirim.book.json";
import { importLwText } from "./lw-text";
import { makeMirim } from "../../../scripts/make-mirim-sample";

// The printed rules' Mirim transcript is not ours to commit: point HEXFOLIO_LW_TEXT at a copy to run these.
const seedPath = process.env.HEXFOLIO_LW_TEXT ? resolve(process.env.HEXFOLIO_LW_TEXT) : "";
const hasSeed = seedPath !== "" && existsSync(seedPath);
const seed = hasSeed ? readFileSync(seedPath, "utf8") : "";

describe.skipIf(!hasSeed)("lw-text on the printed Mirim transcript (HEXFOLIO_LW_TEXT)", () => {
  const { book, problems } = importLwText(seed);

  it("brings every matrix through exactly", () => {
    // Independently: every N → M pair of the transcript in order; 24 rows per close matrix, 8 per extended.
    const pairs = [...seed.matchAll(/(\d+)\s*→\s*(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(pairs).toHaveLength(24 * 24 + 8 * 8);
    let at = 0;
    for (let page = 2; page <= 64; page += 2) {
      const n = page <= 48 ? 24 : 8;
      expect(book.matrices[page].rows, `matrix ${page}`).toEqual(
        Object.fromEntries(pairs.slice(at, at + n).map(([k, v]) => [String(k), v])),
      );
      at += n;
    }
    for (let page = 2; page <= 48; page += 2) expect(book.matrices[page].rows["34"]).toBe(0);
  });

  it("reproduces the worked examples of docs/rules/lostworlds.md", () => {
    expect(book.matrices["24"].rows["10"]).toBe(45);
    expect(book.matrices["10"].rows["24"]).toBe(45);
    expect(book.matrices["24"].rows["24"]).toBe(7);
    expect(book.pictures["7"]).toMatchObject({ title: "Head Wound", score: 4, critical: { threshold: 8 } });
    expect(book.matrices["50"].rows["56"]).toBe(17);
    expect(book.matrices["56"].rows["50"]).toBe(39);
    expect(book.pictures["17"].score).toBe(-5);
    expect(book.pictures["17"].tell.text).toBe("Do no Red or Orange next turn.");
    expect(book.pictures["39"].tell.restrictions).toEqual([
      { type: "no", colors: ["green", "yellow"], groups: [], maneuvers: [], duration: "next-turn" },
    ]);
    expect(book.matrices["24"].rows["2"]).toBe(53);
    expect(book.matrices["2"].rows["24"]).toBe(13);
    expect(book.pictures["53"]).toMatchObject({ score: 2, critical: { threshold: 6 } });
    expect(book.pictures["13"]).toMatchObject({
      title: "Leg Wound",
      score: 1,
      critical: { threshold: 5, text: "Do no Blue for the rest of the combat." },
    });
    expect(book.pictures["57"].tell.text).toBe("Do only Extended Range next turn.");
  });

  it("reads the character sheet as printed and reports what it could not read, by line", () => {
    expect(book.character).toMatchObject({
      name: "Ultra-Vibration Valkyrie Mirim",
      height: 4,
      bodyPoints: 12,
      tacticPoints: 8,
      attacks: 1,
    });
    expect(book.sheet.groups.flatMap((g) => g.maneuvers)).toHaveLength(31); // 23 close pages (no 34) and 8 extended
    const lineOf = (needle: string) => seed.split("\n").findIndex((l) => l.includes(needle)) + 1;
    expect(problems).toContainEqual({
      line: lineOf('CRITICAL: Do no Red for the rest of the combat."'),
      message: expect.stringContaining("parchment 35"),
    });
    expect(problems.some((p) => p.message.includes("parchment 53: no English title"))).toBe(true);
    expect(problems).toContainEqual({ line: lineOf("JUMP BACK"), message: expect.stringContaining("columns shifted") });
    expect(problems.some((p) => p.message.includes("a row off"))).toBe(true);
  });

  it("regenerates the committed Mirim sample exactly", () => {
    expect(makeMirim(seed)).toEqual(mirim);
  });
});

describe("lw-text on small texts", () => {
  it("reports unreadable parts with line numbers instead of inventing data", () => {
    const text = ["1", "Some Title", "SCORE", 'Tell opponent: "Juggle three balls."', "2 → 3\t4 → 00"].join("\n");
    const { book, problems } = importLwText(text);
    expect(book.pictures["1"]).toMatchObject({ title: "Some Title", score: null, tell: { text: "Juggle three balls.", restrictions: [] } });
    expect(book.matrices["2"].rows).toEqual({ "2": 3, "4": 0 });
    expect(problems).toContainEqual({ line: 3, message: "parchment 1: SCORE without a number" });
    expect(problems).toContainEqual({
      line: 4,
      message: 'parchment 1: could not read "Juggle three balls" (kept in the printed text only)',
    });
    expect(problems.some((p) => p.line === 5 && p.message.includes("no entry for row 6"))).toBe(true);
    expect(problems.some((p) => p.message.includes("found 1 matrix tables"))).toBe(true);
  });

  it("says so when there is no book at all", () => {
    expect(importLwText("hello").problems[0].message).toMatch(/no matrix tables/);
  });
});
