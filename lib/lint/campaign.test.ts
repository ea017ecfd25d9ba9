import { describe, expect, it } from "vitest";
import { lintCampaign } from "./campaign";
import { ANA, campaign, correct, duel, improve, lw } from "../content/campaign/testing";

const rules = (ds: { rule: string }[]) => ds.map((d) => d.rule);

describe("campaign lint", () => {
  it("reports entries naming unknown characters at the entry's field", () => {
    const ds = lintCampaign(campaign([lw("ana")], [duel("d1", "ana", "ghost")]));
    expect(ds).toEqual([
      {
        rule: "unknown-character",
        severity: "error",
        message: 'Expected a character of the roster (no "ghost")',
        location: { entry: "d1", path: "ledger.0.participants.1.characterId" },
      },
    ]);
  });

  it("reports corrections pointing nowhere, illegal choices and repeated ids", () => {
    const body = campaign(
      [lw("ana"), lw("bo")],
      [duel("d1", "ana", "bo"), duel("d1", "ana", "bo"), correct("c1", "zzz", null), improve("i1", "bo", 2)],
    );
    expect(rules(lintCampaign(body))).toEqual(["correction-target", "illegal-choice", "duplicate-entry-id"]);
  });

  it("warns about entries posted by members without the right, unknown owners and a missing GM", () => {
    const body = campaign(
      [lw("ana", { owner: "nobody" }), lw("bo")],
      [{ ...duel("d1", "ana", "bo"), by: ANA }],
      [{ userId: ANA, role: "player" }],
    );
    const ds = lintCampaign(body);
    expect(rules(ds)).toEqual(["entry-author", "no-game-master", "owner-not-member"]);
    expect(ds[0].location).toEqual({ entry: "d1", path: "ledger.0.type" });
  });

  it("is quiet on a clean campaign", () => {
    expect(lintCampaign(campaign([lw("ana", { owner: ANA }), lw("bo")], [duel("d1", "ana", "bo")]))).toEqual([]);
  });
});
