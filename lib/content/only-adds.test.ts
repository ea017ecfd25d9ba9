import { describe, expect, it } from "vitest";
import { onlyAddsTo } from "./registry";
import { emptyPlaytest } from "./kinds/playtest";
import { emptyTileset } from "./kinds/tileset";

describe("a body that only adds to the stored one, by its kind's rule", () => {
  const move = (page: number) => ({ action: { seat: 0, page }, events: [] });
  const stored = { ...emptyPlaytest(), log: [move(50)] };

  it("holds for a playtest with the same moves and more, and for the same moves alone", () => {
    expect(onlyAddsTo("playtest", stored, { ...stored, log: [move(50), move(56)] })).toBe(true);
    expect(onlyAddsTo("playtest", stored, stored)).toBe(true);
  });

  it("fails when a move changed or went, when the rest changed, or a body does not parse", () => {
    expect(onlyAddsTo("playtest", stored, { ...stored, log: [move(24)] })).toBe(false);
    expect(onlyAddsTo("playtest", stored, { ...stored, log: [] })).toBe(false);
    expect(onlyAddsTo("playtest", stored, { ...stored, seed: "other", log: [move(50), move(56)] })).toBe(false);
    expect(onlyAddsTo("playtest", stored, { log: "not a list" })).toBe(false);
  });

  it("never holds for a kind without such a rule", () => {
    expect(onlyAddsTo("tileset", emptyTileset(), emptyTileset())).toBe(false);
    expect(onlyAddsTo("no-such-kind", {}, {})).toBe(false);
  });
});
