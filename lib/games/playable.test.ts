import { describe, expect, it } from "vitest";
import mirimDoc from "../content/samples/mirim.book.json";
import brannocDoc from "../content/samples/brannoc.book.json";
import { misprintedMirim } from "./lostworlds/testdata/disagreeing-books";
import { lostWorldsModule } from "./lostworlds/module";
import { playProblems } from "./playable";

const problemsOf = (bodies: unknown[]) =>
  playProblems(
    lostWorldsModule,
    bodies.map((body) => ({ kind: "book", body })),
    lostWorldsModule.content!.combine(bodies, null),
    {},
    "seed",
  );

describe("whether a duel can be played, before it is set up", () => {
  it("lets the samples duel", () => {
    expect(problemsOf([mirimDoc.body, brannocDoc.body])).toEqual([]);
  });

  it("refuses two books whose pictures disagree on range, in words naming both pages", () => {
    const problems = problemsOf([mirimDoc.body, misprintedMirim()]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.rule === "pair-range-mismatch" && p.document === null)).toBe(true);
    expect(problems.map((p) => p.message).join("\n")).toContain(
      'page 39 of "Ultra-Vibration Valkyrie Mirim" (A) leaves A at close range, but page 17 of "Mirim, misprinted" (B) leaves B at Extended Range',
    );
  });
});
