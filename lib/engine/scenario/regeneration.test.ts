import { describe, expect, it } from "vitest";
import grull from "../../content/samples/grull.book.json";
import mirim from "../../content/samples/mirim.book.json";
import type { BookSource } from "../lostworlds/input";
import { figure, floor, scenario } from "./fixtures";
import { scenarioGame, setupScenario } from "./game";
import { bestRegeneration } from "./regeneration";
import type { ScenarioAction, ScenarioState } from "./types";

const GRULL = grull.body as BookSource;
const MIRIM = mirim.body as BookSource;

/** Grull (who regenerates 2 at best in his book) at (0,0), Mirim at (qm, rm): Grull's side always moves first. */
function start(qm: number, rm: number, regeneration = true): ScenarioState {
  const src = scenario(floor(3), [figure("grull", "a", GRULL, 0, 0), figure("mirim", "b", MIRIM, qm, rm)], {
    options: { regeneration, initiativeTies: "lower-seat-first" },
  });
  const s = setupScenario(src, {}, 7);
  s.figures[0].body = 5;
  return s;
}

const legalFor = (s: ScenarioState) => scenarioGame.legalActions(s, scenarioGame.activeSeats(s)[0]);
const apply = (s: ScenarioState, a: ScenarioAction) => scenarioGame.apply(s, a).state;

/** Plays the current side's moves until Grull's move is the one to make. */
function untilGrullMoves(s: ScenarioState): ScenarioState {
  for (let i = 0; i < 10 && s.active !== 0; i++)
    s = apply(
      s,
      legalFor(s).find((a) => a.type === "end")!,
    );
  return s;
}

/** Ends every move left in the Movement Phase (Mirim stays where she is). */
function finishMovement(s: ScenarioState): ScenarioState {
  while (s.phase === "movement" && s.turn === 1)
    s = apply(
      s,
      legalFor(s).find((a) => a.type === "end")!,
    );
  return s;
}

describe("regeneration in the Movement Phase", () => {
  it("reads the best regeneration of a book: Grull's is 2, Mirim's none", () => {
    expect(bestRegeneration(GRULL)).toBe(2);
    expect(bestRegeneration(MIRIM)).toBe(0);
  });

  it("costs the whole allowance and gives back three times the book's best at the end of the Movement Phase", () => {
    let s = untilGrullMoves(start(3, -3));
    const regen = legalFor(s).find((a) => a.type === "regenerate")!;
    expect(regen).toBeDefined();
    s = apply(s, regen);
    expect(s.figures[0].mp).toBe(0);
    // No running for more points, no step: naming the Undefended Space (or falling prone, which is free) is left.
    expect(legalFor(s).filter((a) => a.type !== "end" && a.type !== "prone")).toEqual([]);
    s = finishMovement(s);
    expect(s.figures[0].body).toBe(11);
  });

  it("never above the book's body points", () => {
    let s = untilGrullMoves(start(3, -3));
    s.figures[0].body = 12;
    s = finishMovement(
      apply(
        s,
        legalFor(s).find((a) => a.type === "regenerate")!,
      ),
    );
    expect(s.figures[0].body).toBe(14);
  });

  it("is not offered in an opponent's Battle Zone, after spending points, or with the option off", () => {
    expect(legalFor(untilGrullMoves(start(1, 0))).some((a) => a.type === "regenerate")).toBe(false);
    let s = untilGrullMoves(start(3, -3));
    s = apply(
      s,
      legalFor(s).find((a) => a.type === "move")!,
    );
    expect(legalFor(s).some((a) => a.type === "regenerate")).toBe(false);
    expect(legalFor(untilGrullMoves(start(3, -3, false))).some((a) => a.type === "regenerate")).toBe(false);
  });

  it("gives nothing to a figure that ends the Movement Phase in an opponent's Battle Zone, the allowance lost all the same", () => {
    let s = untilGrullMoves(start(2, 0));
    s = apply(
      s,
      legalFor(s).find((a) => a.type === "regenerate")!,
    );
    s = apply(
      s,
      legalFor(s).find((a) => a.type === "end")!,
    );
    // Mirim steps beside Grull (she is not halted on entering: Grull's zone halts her, which only ends her move).
    const beside = s.t.index.get("1,0")!;
    const step = legalFor(s).find((a) => a.type === "move" && a.to === beside);
    expect(step).toBeDefined();
    s = apply(s, step!);
    s = finishMovement(s);
    expect(s.figures[0].body).toBe(5);
  });
});
