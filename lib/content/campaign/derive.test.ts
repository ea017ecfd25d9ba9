import { describe, expect, it } from "vitest";
import { deriveCampaign, type DerivedCharacter } from "./derive";
import type { DerivedLostWorldsCharacter } from "../lostworlds/campaign/derived";
import type { DerivedSquad } from "../hulk/campaign/derived";
import { appendEntry } from "./ledger";
import { victoryPointShares } from "../lostworlds/campaign/rules";
import { advance, battle, beatNpc, campaign, correct, duel, improve, lw, retire, squad } from "./testing";
import type { CampaignBody } from "../kinds/campaign";

const lwOf = (body: CampaignBody, id: string) => deriveCampaign(body).byId[id] as DerivedLostWorldsCharacter;
const squadOf = (c: DerivedCharacter) => c as DerivedSquad;
const codes = (body: CampaignBody) => deriveCampaign(body).problems.map((p) => [p.entryId, p.code, p.path]);

describe("experience from defeats (the Lost Worlds rules: killing is unnecessary)", () => {
  it("gains the defeated opponent's maximum body points, knocked out or killed", () => {
    const body = campaign([lw("ana"), lw("bo", { maxBody: 15 })], [duel("d1", "ana", "bo"), duel("d2", "ana", "bo", { died: true })]);
    const ana = lwOf(body, "ana");
    expect(ana.xp).toBe(30);
    expect(ana.defeatedBodyTotal).toBe(30);
    expect(ana.defeats).toBe(2);
    expect(ana.kills).toBe(1);
    expect(ana).toMatchObject({ battles: 2, wins: 2, deaths: 0 });
    expect(lwOf(body, "bo")).toMatchObject({ xp: 0, battles: 2, wins: 0, deaths: 1 });
  });

  it("counts an opponent outside the roster at the max body the entry gives", () => {
    expect(lwOf(campaign([lw("ana")], [beatNpc("n1", "ana", 20)]), "ana").xp).toBe(20);
  });

  it("values an opponent at the max body it starts the battle with (advancements included)", () => {
    const body = campaign([lw("ana"), lw("bo")], [beatNpc("n1", "bo", 50), advance("a1", "bo", "body"), duel("d1", "ana", "bo")]);
    expect(lwOf(body, "ana").xp).toBe(13);
    const effect = deriveCampaign(body)
      .timeline.at(-1)!
      .effects.find((e) => e.characterId === "bo")!;
    expect(effect.notes).toContain("starts at 13 body points");
  });
});

describe("scenario victory points", () => {
  const team = (died: string[], vp: number) =>
    battle("s1", {
      participants: ["ana", "bo", "cy"].map((id) => ({ characterId: id, side: "party" })),
      winningSide: "party",
      died,
      victoryPoints: vp,
    });
  const xps = (body: CampaignBody) => deriveCampaign(body).characters.map((c) => (c as DerivedLostWorldsCharacter).xp);
  const three = [lw("ana"), lw("bo"), lw("cy")];

  it("splits evenly, rounding each share down (the remainder is not handed out)", () => {
    expect(xps(campaign(three, [team([], 10)]))).toEqual([3, 3, 3]);
    expect(xps(campaign(three, [team([], 9)]))).toEqual([3, 3, 3]);
  });

  it("divides over the whole winning team; a dead member's share is lost with its restart", () => {
    expect(xps(campaign(three, [team(["cy"], 10)]))).toEqual([3, 3, 0]);
  });

  it("gives all of them to the only survivor of the winning team", () => {
    expect(xps(campaign(three, [team(["bo", "cy"], 10)]))).toEqual([10, 0, 0]);
  });

  it("gives them to nobody when the winning team has no survivor, and never to the losers", () => {
    expect(victoryPointShares(10, ["a", "b"], new Set(["a", "b"])).size).toBe(0);
    const body = campaign(
      [lw("ana"), lw("bo")],
      [
        battle("s1", {
          participants: [
            { characterId: "ana", side: "x" },
            { characterId: "bo", side: "y" },
          ],
          winningSide: "x",
          victoryPoints: 7,
        }),
      ],
    );
    expect(xps(body)).toEqual([7, 0]);
  });

  it("refuses victory points without a winning side", () => {
    const body = campaign(
      [lw("ana")],
      [battle("s1", { participants: [{ characterId: "ana", side: "x" }], winningSide: null, victoryPoints: 5 })],
    );
    expect(codes(body)).toEqual([["s1", "invalid-battle", "victoryPoints"]]);
    expect(lwOf(body, "ana").battles).toBe(0);
  });
});

describe("improvement (round robin, cost = own max body, XP never below zero)", () => {
  // MODs +1 (p.2), 0 (p.4), −2 (p.6); 48 XP buys four improvements at 12.
  const rich = [beatNpc("n1", "ana", 48)];

  it("raises one MOD by one for the character's max body in XP", () => {
    const ana = lwOf(campaign([lw("ana")], [...rich, improve("i1", "ana", 4)]), "ana");
    expect(ana).toMatchObject({ xp: 36, xpSpent: 12, improvements: { 4: 1 } });
    expect(ana.mods.find((m) => m.page === 4)).toEqual({ page: 4, name: "Maneuver 4", base: 0, improvements: 1, mod: 1 });
  });

  it("offers zero and negative MODs in the first round, then only the ones not yet raised", () => {
    const before = lwOf(campaign([lw("ana")], rich), "ana").nextChoices.improvement;
    expect(before).toMatchObject({ cost: 12, xp: 48, pages: [2, 4, 6], reason: null });
    const after = lwOf(campaign([lw("ana")], [...rich, improve("i1", "ana", 6)]), "ana").nextChoices.improvement;
    expect(after.pages).toEqual([2, 4]);
    expect(after.blocked).toEqual([{ page: 6, reason: "all MODs must be raised once before Maneuver 6 (p.6) again" }]);
  });

  it("skips a second raise before every MOD had its first, naming the page", () => {
    const body = campaign([lw("ana")], [...rich, improve("i1", "ana", 2), improve("i2", "ana", 2)]);
    const [p] = deriveCampaign(body).problems;
    expect(p).toMatchObject({ entryId: "i2", code: "illegal-improvement", path: "page" });
    expect(p.message).toMatch(/all MODs must be raised once before Maneuver 2 \(p\.2\) again \(raise p\.4, p\.6 first\)/);
    expect(lwOf(body, "ana")).toMatchObject({ xp: 36, improvements: { 2: 1 } });
  });

  it("starts the next round once every MOD was raised", () => {
    const body = campaign(
      [lw("ana")],
      [...rich, improve("i1", "ana", 2), improve("i2", "ana", 4), improve("i3", "ana", 6), improve("i4", "ana", 2)],
    );
    expect(codes(body)).toEqual([]);
    expect(lwOf(body, "ana")).toMatchObject({ xp: 0, xpSpent: 48, improvements: { 2: 2, 4: 1, 6: 1 } });
    expect(lwOf(body, "ana").mods.map((m) => m.mod)).toEqual([3, 1, -1]);
  });

  it("refuses an improvement the XP cannot pay (XP never below zero)", () => {
    const body = campaign([lw("ana")], [beatNpc("n1", "ana", 11), improve("i1", "ana", 2)]);
    expect(deriveCampaign(body).problems).toMatchObject([
      { entryId: "i1", path: "characterId", message: "Ana needs 12 XP to raise a MOD (has 11)" },
    ]);
    const ana = lwOf(body, "ana");
    expect(ana.xp).toBe(11);
    expect(ana.nextChoices.improvement).toMatchObject({ pages: [], reason: "needs 12 XP (has 11)" });
  });

  it("costs the current max body after a Body advancement", () => {
    const body = campaign([lw("ana")], [beatNpc("n1", "ana", 50), advance("a1", "ana", "body"), improve("i1", "ana", 2)]);
    expect(lwOf(body, "ana")).toMatchObject({ maxBody: 13, xp: 37, xpSpent: 13 });
  });

  it("refuses a page that is not on the sheet", () => {
    expect(codes(campaign([lw("ana")], [...rich, improve("i1", "ana", 8)]))).toEqual([["i1", "illegal-improvement", "page"]]);
  });
});

describe("advancement (+1 per 50 body points of defeated opponents, only in existing categories)", () => {
  it("earns one per 50 cumulative defeated body points", () => {
    const at = (n: number) =>
      lwOf(
        campaign(
          [lw("ana")],
          Array.from({ length: n }, (_, i) => beatNpc(`n${i}`, "ana", 25)),
        ),
        "ana",
      ).advancementsAvailable;
    expect([at(1), at(2), at(3), at(4)]).toEqual([0, 1, 1, 2]);
  });

  it("adds to an existing category and says which ones are legal", () => {
    const body = campaign([lw("ana", { tactic: 8, luck: 2 })], [beatNpc("n1", "ana", 100)]);
    expect(lwOf(body, "ana").nextChoices.advancement).toEqual({ available: 2, categories: ["body", "tactic", "luck"], reason: null });
    const after = lwOf(
      campaign(
        [lw("ana", { tactic: 8, luck: 2 })],
        [beatNpc("n1", "ana", 100), advance("a1", "ana", "luck"), advance("a2", "ana", "tactic")],
      ),
      "ana",
    );
    expect(after).toMatchObject({ luckPoints: 3, tacticPoints: 9, spellPoints: null, maxBody: 12, advancementsAvailable: 0 });
  });

  it("refuses a category the printed sheet does not have", () => {
    const body = campaign([lw("ana", { spell: null })], [beatNpc("n1", "ana", 50), advance("a1", "ana", "spell")]);
    expect(deriveCampaign(body).problems).toMatchObject([
      { entryId: "a1", path: "category", message: expect.stringMatching(/no Spell points/) },
    ]);
  });

  it("refuses an advancement not yet earned (victory points do not count)", () => {
    const body = campaign(
      [lw("ana")],
      [
        battle("s1", { participants: [{ characterId: "ana", side: "x" }], winningSide: "x", victoryPoints: 60 }),
        advance("a1", "ana", "body"),
      ],
    );
    expect(deriveCampaign(body).problems).toMatchObject([
      { entryId: "a1", path: "characterId", message: expect.stringMatching(/needs 50 body points of defeated opponents \(has 0\)/) },
    ]);
  });
});

describe("death: the character starts over from the printed sheet, its history kept", () => {
  const ledger = [beatNpc("n1", "ana", 60), advance("a1", "ana", "body"), improve("i1", "ana", 2), duel("d1", "bo", "ana", { died: true })];

  it("resets XP, MOD increases, advancements and defeated body points, keeps the record", () => {
    const ana = lwOf(campaign([lw("ana"), lw("bo")], ledger), "ana");
    expect(ana).toMatchObject({ xp: 0, xpSpent: 0, improvements: {}, maxBody: 12, defeatedBodyTotal: 0, advancementsAvailable: 0 });
    expect(ana).toMatchObject({ battles: 2, wins: 1, deaths: 1, defeats: 1, status: "dead-restarted" });
    expect(ana.mods.every((m) => m.mod === m.base)).toBe(true);
  });

  it("keeps the series before the death for the chart", () => {
    const history = deriveCampaign(campaign([lw("ana"), lw("bo")], ledger)).history.ana;
    expect(history.map((h) => [h.entryId, h.xp, h.maxBody, h.deaths])).toEqual([
      [null, 0, 12, 0],
      ["n1", 60, 12, 0],
      ["a1", 60, 13, 0],
      ["i1", 47, 13, 0],
      ["d1", 0, 12, 1],
    ]);
  });

  it("is active again after its next battle, which it starts at the printed max body", () => {
    const body = campaign([lw("ana"), lw("bo")], [...ledger, duel("d2", "ana", "bo")]);
    expect(lwOf(body, "ana")).toMatchObject({ status: "active", xp: 12, battles: 3, deaths: 1 });
  });

  it("loses what it earned in the battle it died in", () => {
    const body = campaign(
      [lw("ana"), lw("bo")],
      [
        battle("b1", {
          participants: [
            { characterId: "ana", side: "a" },
            { characterId: "bo", side: "b" },
          ],
          winningSide: "a",
          defeated: [{ characterId: "bo", by: "ana" }],
          died: ["ana"],
        }),
      ],
    );
    expect(lwOf(body, "ana")).toMatchObject({ xp: 0, defeats: 1, wins: 1, deaths: 1 });
  });
});

describe("corrections", () => {
  const roster = [lw("ana"), lw("bo")];

  it("voids an entry: its effects disappear, the entry stays in the ledger", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), correct("c1", "d1", null)]);
    const d = deriveCampaign(body);
    expect(lwOf(body, "ana")).toMatchObject({ xp: 0, battles: 0 });
    expect(d.voided).toEqual({ d1: "c1" });
    expect(d.timeline).toEqual([]);
    expect(body.ledger).toHaveLength(2);
  });

  it("replaces an entry in its place in the timeline", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), duel("d2", "ana", "bo"), correct("c1", "d1", duel("x", "bo", "ana"))]);
    const d = deriveCampaign(body);
    expect(d.timeline.map((t) => [t.id, t.correctedBy])).toEqual([
      ["d1", "c1"],
      ["d2", null],
    ]);
    expect(lwOf(body, "ana")).toMatchObject({ xp: 12, wins: 1, battles: 2 });
    expect(lwOf(body, "bo")).toMatchObject({ xp: 12, wins: 1 });
  });

  it("lets the latest of several corrections of one entry decide", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), correct("c1", "d1", duel("x", "bo", "ana")), correct("c2", "d1", null)]);
    expect(deriveCampaign(body).voided).toEqual({ d1: "c2" });
  });

  it("undoes a correction by voiding it, and redoes it by voiding the undo", () => {
    const base = [duel("d1", "ana", "bo"), correct("c1", "d1", null), correct("c2", "c1", null)];
    const undone = deriveCampaign(campaign(roster, base));
    expect(undone.voided).toEqual({});
    expect(undone.overruled).toEqual({ c1: "c2" });
    expect((undone.byId.ana as DerivedLostWorldsCharacter).xp).toBe(12);
    const redone = deriveCampaign(campaign(roster, [...base, correct("c3", "c2", null)]));
    expect(redone.voided).toEqual({ d1: "c1" });
    expect((redone.byId.ana as DerivedLostWorldsCharacter).xp).toBe(0);
  });

  it("replaces a correction: its replacement stands for the original entry", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), correct("c1", "d1", null), correct("c2", "c1", duel("x", "bo", "ana"))]);
    const d = deriveCampaign(body);
    expect(d.timeline.map((t) => [t.id, t.correctedBy])).toEqual([["d1", "c2"]]);
    expect(lwOf(body, "bo").xp).toBe(12);
  });

  it("skips later entries the correction makes inapplicable, and says so", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), improve("i1", "ana", 2), correct("c1", "d1", null)]);
    expect(codes(body)).toEqual([["i1", "illegal-improvement", "characterId"]]);
    expect(deriveCampaign(body).timeline).toMatchObject([{ id: "i1", applied: false }]);
    expect(lwOf(body, "ana")).toMatchObject({ xp: 0, improvements: {} });
  });

  it("reports corrections pointing nowhere or at a different type, and ignores them", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), correct("c1", "nope", null), correct("c2", "d1", improve("x", "ana", 2))]);
    expect(codes(body)).toEqual([
      ["c1", "unknown-entry", "supersedes"],
      ["c2", "replacement-type", "replacement.type"],
    ]);
    expect(lwOf(body, "ana").xp).toBe(12);
  });

  it("reports a problem in a replacement at its path inside the correction", () => {
    const body = campaign(roster, [duel("d1", "ana", "bo"), correct("c1", "d1", duel("x", "ana", "zed"))]);
    expect(codes(body)).toContainEqual(["c1", "unknown-character", "replacement.participants.1.characterId"]);
  });
});

describe("idempotent by entry id", () => {
  it("counts a repeated id once", () => {
    const body = campaign([lw("ana"), lw("bo")], [duel("d1", "ana", "bo"), duel("d1", "ana", "bo")]);
    expect(lwOf(body, "ana").xp).toBe(12);
    expect(codes(body)).toEqual([["d1", "duplicate-id", "id"]]);
  });

  it("appends an entry once however often it is posted", () => {
    const body = campaign([lw("ana"), lw("bo")], []);
    const entry = campaign([lw("ana"), lw("bo")], [duel("d1", "ana", "bo")]).ledger[0];
    const once = appendEntry(body, entry);
    expect(appendEntry(once, entry)).toBe(once);
    expect(once.ledger).toHaveLength(1);
  });
});

describe("retirement and battle checks", () => {
  it("retires a character: no more battles or choices", () => {
    const body = campaign(
      [lw("ana"), lw("bo")],
      [beatNpc("n1", "ana", 20), retire("r1", "ana"), duel("d1", "ana", "bo"), improve("i1", "ana", 2)],
    );
    expect(codes(body)).toEqual([
      ["d1", "retired-character", "participants.0.characterId"],
      ["i1", "retired-character", "characterId"],
    ]);
    const ana = lwOf(body, "ana");
    expect(ana).toMatchObject({ status: "retired", xp: 20 });
    expect(ana.nextChoices.improvement.reason).toBe("retired");
    expect(ana.nextChoices.advancement.reason).toBe("retired");
  });

  it("refuses unknown characters, defeats by a teammate and mixed systems", () => {
    const body = campaign(
      [lw("ana"), lw("bo"), squad("alpha", ["m1"])],
      [
        duel("d1", "ana", "ghost"),
        battle("b2", {
          participants: [
            { characterId: "ana", side: "x" },
            { characterId: "bo", side: "x" },
          ],
          winningSide: "x",
          defeated: [{ characterId: "bo", by: "ana" }],
        }),
        battle("b3", {
          participants: [
            { characterId: "ana", side: "x" },
            { characterId: "alpha", side: "y" },
          ],
          winningSide: "x",
        }),
      ],
    );
    expect(codes(body)).toEqual([
      ["d1", "unknown-character", "participants.1.characterId"],
      ["b2", "invalid-battle", "defeated.0.by"],
      ["b3", "invalid-battle", "participants.1.characterId"],
    ]);
  });
});

describe("Space Hulk squads: casualties and kills carried from mission to mission", () => {
  const mission = (id: string, casualties: string[], kills: Record<string, number>, won = true) =>
    battle(id, {
      participants: [{ characterId: "alpha", side: "marines", casualties, kills }],
      winningSide: won ? "marines" : "genestealers",
    });
  const roster = [squad("alpha", ["sarge", "brother-a", "brother-b"])];

  it("keeps the lost members lost and adds up kills", () => {
    const body = campaign(roster, [
      mission("m1", ["brother-a"], { sarge: 3, "brother-a": 1 }),
      mission("m2", ["brother-b"], { sarge: 2 }, false),
    ]);
    const alpha = squadOf(deriveCampaign(body).byId.alpha);
    expect(alpha).toMatchObject({ battles: 2, wins: 1, kills: 6, deaths: 2, membersAlive: 1 });
    expect(alpha.members).toEqual([
      { id: "sarge", name: "sarge", role: "storm bolter", alive: true, kills: 5, lostIn: null },
      { id: "brother-a", name: "brother-a", role: "storm bolter", alive: false, kills: 1, lostIn: "m1" },
      { id: "brother-b", name: "brother-b", role: "storm bolter", alive: false, kills: 0, lostIn: "m2" },
    ]);
    expect(deriveCampaign(body).history.alpha.map((h) => [h.kills, h.deaths])).toEqual([
      [0, 0],
      [4, 1],
      [6, 2],
    ]);
  });

  it("refuses a lost member in a later mission", () => {
    const body = campaign(roster, [mission("m1", ["brother-a"], {}), mission("m2", ["brother-a"], { "brother-a": 2 })]);
    expect(codes(body)).toEqual([
      ["m2", "invalid-battle", "participants.0.casualties.0"],
      ["m2", "invalid-battle", "participants.0.kills.brother-a"],
    ]);
  });

  it("refuses Lost Worlds choices for a squad", () => {
    expect(codes(campaign(roster, [improve("i1", "alpha", 2)]))).toEqual([["i1", "illegal-improvement", "characterId"]]);
  });
});
