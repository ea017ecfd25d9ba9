import { describe, expect, it } from "vitest";
import { validateEntry } from "./validate-entry";
import { ANA, BO, GM, beatNpc, campaign, correct, duel, improve, advance, lw, retire, tick } from "./testing";

const roster = [lw("ana", { owner: ANA }), lw("bo", { owner: BO })];
const rich = campaign(roster, [beatNpc("n1", "ana", 60)]);

describe("validateEntry: who may post what", () => {
  it("lets only the GM record battles, corrections and retirements", () => {
    expect(validateEntry(rich, duel("d1", "ana", "bo"), GM)).toMatchObject({ ok: true, duplicate: false, warnings: [] });
    for (const entry of [{ ...duel("d1", "ana", "bo"), by: ANA }, correct("c1", "n1", null, ANA), retire("r1", "ana", ANA)]) {
      const result = validateEntry(rich, entry, ANA);
      expect(result).toMatchObject({
        ok: false,
        issues: [{ path: "type", message: expect.stringMatching(/^Only the game master records/) }],
      });
    }
  });

  it("lets a player choose improvements and advancements for its own characters only", () => {
    expect(validateEntry(rich, improve("i1", "ana", 2, ANA), ANA)).toMatchObject({ ok: true });
    expect(validateEntry(rich, advance("a1", "ana", "tactic", ANA), ANA)).toMatchObject({ ok: true });
    expect(validateEntry(rich, improve("i1", "ana", 2, BO), BO)).toEqual({
      ok: false,
      issues: [{ path: "characterId", message: "Players choose only for their own characters (Ana is not yours)" }],
    });
    expect(validateEntry(rich, improve("i1", "ana", 2, GM), GM)).toMatchObject({ ok: true });
  });

  it("refuses non-members and entries posted under someone else's id", () => {
    expect(validateEntry(rich, improve("i1", "ana", 2, "stranger"), "stranger")).toMatchObject({ ok: false, issues: [{ path: "by" }] });
    expect(validateEntry(rich, improve("i1", "ana", 2, GM), ANA)).toMatchObject({
      ok: false,
      issues: [{ path: "by", message: expect.stringMatching(/your own user id/) }],
    });
  });
});

describe("validateEntry: legality against the derived state", () => {
  it("rejects an improvement breaking the round robin, naming the page field", () => {
    const body = campaign(roster, [beatNpc("n1", "ana", 60), improve("i1", "ana", 2)]);
    const result = validateEntry(body, improve("i2", "ana", 2, ANA), ANA);
    expect(result).toMatchObject({
      ok: false,
      issues: [{ path: "page", message: expect.stringMatching(/all MODs must be raised once before Maneuver 2 \(p\.2\) again/) }],
    });
  });

  it("rejects an improvement the XP cannot pay, naming the character field", () => {
    const result = validateEntry(campaign(roster, []), improve("i1", "bo", 2, BO), BO);
    expect(result).toEqual({ ok: false, issues: [{ path: "characterId", message: "Bo needs 12 XP to raise a MOD (has 0)" }] });
  });

  it("rejects a malformed entry with field paths", () => {
    const result = validateEntry(rich, { ...improve("i1", "ana", 2, ANA), at: "yesterday", page: "two" }, ANA);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((i) => i.path).sort()).toEqual(["at", "page"]);
  });

  it("rejects a correction that points nowhere", () => {
    expect(validateEntry(rich, correct("c1", "nope", null), GM)).toMatchObject({ ok: false, issues: [{ path: "supersedes" }] });
  });

  it("accepts a correction but warns about later entries it makes inapplicable", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), improve("i1", "ana", 2)]);
    const result = validateEntry(body, correct("c1", "d1", null), GM);
    expect(result).toMatchObject({
      ok: true,
      warnings: [{ path: "ledger.1.characterId", message: expect.stringMatching(/^Entry "i1" no longer applies: Ana needs 12 XP/) }],
    });
  });
});

describe("validateEntry: posting the same id twice", () => {
  it("accepts a repeat as a no-op, even from a player who could not post it fresh", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo")]);
    const repeat = body.ledger[0];
    expect(validateEntry(body, repeat, GM)).toEqual({ ok: true, entry: repeat, duplicate: true, warnings: [] });
  });

  it("warns when the repeat carries other content; the recorded entry stands", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo")]);
    const result = validateEntry(body, { ...duel("d1", "bo", "ana"), at: tick() }, GM);
    expect(result).toMatchObject({ ok: true, duplicate: true, entry: body.ledger[0], warnings: [{ path: "id" }] });
  });
});
