import { describe, expect, it } from "vitest";
import pitfallFile from "../samples/pitfall.mission.json";
import { campaignBodySchema, campaignCharacterSchema, type CampaignCharacter } from "../kinds/campaign";
import type { HulkSquadCharacter } from "../hulk/campaign/schema";
import { missionBodySchema } from "../kinds/mission";
import { deriveCampaign } from "./derive";
import type { DerivedSquad } from "../hulk/campaign/derived";
import { missionMembers } from "../../games/hulk/campaign";
import { addRecruit, addSquadsFromMission, battleByHand, roleOf, type MemberTally } from "../hulk/campaign/squad-from-mission";
import { uniqueId } from "./character-ids";
import { campaign, GM, ANA, lw, tick } from "./testing";
import { validateEntry } from "./validate-entry";

const pitfall = missionBodySchema.parse(pitfallFile.body);

function added(characters: CampaignCharacter[], chosen = [0], owner: string | null = null): CampaignCharacter[] {
  const r = addSquadsFromMission(characters, pitfall.forces, chosen, owner);
  if (!r.ok) throw new Error(r.message);
  return r.characters;
}

const squadOf = (characters: CampaignCharacter[], id: string) => characters.find((c) => c.id === id) as HulkSquadCharacter;
const tally = (s: DerivedSquad, marks: Record<string, { lost?: boolean; kills?: string }> = {}): MemberTally[] =>
  s.members
    .filter((m) => m.alive)
    .map((m) => ({ id: m.id, name: m.name, lost: marks[m.id]?.lost ?? false, kills: marks[m.id]?.kills ?? "" }));

describe("addSquadsFromMission", () => {
  it("makes Pitfall's squad a roster squad that validates, with slugged ids and roles from rank and weapon", () => {
    const characters = added([], [0], ANA);
    expect(characters).toHaveLength(1);
    const squad = campaignCharacterSchema.parse(characters[0]);
    expect(squad).toMatchObject({
      id: "sergeant-martina-s-ad-hoc-squad",
      name: "Sergeant Martina's ad hoc squad",
      ownerId: ANA,
      system: "hulk",
    });
    expect(squad.system === "hulk" && squad.squad.members).toEqual([
      { id: "sergeant-martina", name: "Sergeant Martina", role: "sergeant" },
      { id: "brother-2", name: "Brother 2", role: "heavy flamer" },
      { id: "brother-3", name: "Brother 3", role: "storm bolter" },
      { id: "brother-4", name: "Brother 4", role: "storm bolter" },
      { id: "brother-5", name: "Brother 5", role: "storm bolter" },
    ]);
  });

  it("keeps character and member ids unique when the same mission's squad joins twice", () => {
    const twice = added(added([lw("sergeant-martina-s-ad-hoc-squad")]));
    const body = campaign(twice, []);
    expect(body.characters.map((c) => c.id)).toEqual([
      "sergeant-martina-s-ad-hoc-squad",
      "sergeant-martina-s-ad-hoc-squad-2",
      "sergeant-martina-s-ad-hoc-squad-3",
    ]);
    const ids = body.characters.flatMap((c) => (c.system === "hulk" ? c.squad.members.map((m) => m.id) : []));
    expect(new Set(ids).size).toBe(10);
    expect(ids).toContain("sergeant-martina-2");
    expect(deriveCampaign(body).problems).toEqual([]);
  });

  it("refuses no squad chosen, an unknown squad and a squad too big for a campaign", () => {
    expect(addSquadsFromMission([], pitfall.forces, [], null)).toMatchObject({
      ok: false,
      message: "Choose at least one squad of the mission",
    });
    expect(addSquadsFromMission([], pitfall.forces, [3], null)).toMatchObject({ ok: false, message: "The mission has no squad 4" });
    const big = {
      squads: [
        {
          name: "Horde",
          members: Array.from({ length: 31 }, (_, i) => ({ name: `Brother ${i}`, rank: "marine" as const, weapons: ["storm-bolter"] })),
        },
      ],
    };
    expect(addSquadsFromMission([], big, [0], null)).toMatchObject({ ok: false, message: expect.stringMatching(/at most 30/) });
  });
});

describe("roleOf and uniqueId", () => {
  it("names the ranged weapon, not the close assault one, and words unknown weapons", () => {
    expect(roleOf({ rank: "marine", weapons: ["power-glove", "assault-cannon"] })).toBe("assault cannon");
    expect(roleOf({ rank: "marine", weapons: ["power-glove"] })).toBe("power glove");
    expect(roleOf({ rank: "sergeant", weapons: ["storm-bolter"] })).toBe("sergeant");
  });

  it("slugs names to ids the schema accepts", () => {
    expect(uniqueId("Frère Élan!", new Set(), "x")).toBe("frere-elan");
    expect(uniqueId("!!!", new Set(["x"]), "x")).toBe("x-2");
  });
});

describe("battleByHand", () => {
  const start = () => campaign(added([]), []);
  const squadId = "sergeant-martina-s-ad-hoc-squad";

  it("posts a mission the ledger accepts; casualties stay lost and kills add up", () => {
    const body = start();
    const s = deriveCampaign(body).byId[squadId] as DerivedSquad;
    const r = battleByHand(
      squadId,
      "marines-win",
      "  Pitfall  ",
      tally(s, { "brother-2": { lost: true, kills: "2" }, "sergeant-martina": { kills: " 3 " }, "brother-3": { kills: "0" } }),
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.payload).toMatchObject({
      title: "Pitfall",
      participants: [{ characterId: squadId, side: "a", casualties: ["brother-2"], kills: { "sergeant-martina": 3, "brother-2": 2 } }],
      winningSide: "a",
      defeated: [],
      died: [],
      unconscious: [],
      victoryPoints: 0,
    });
    const entry = { id: "hand-1", at: tick(), by: GM, ...r.payload };
    expect(validateEntry(body, entry, GM)).toMatchObject({ ok: true, duplicate: false, warnings: [] });

    const after = deriveCampaign(campaign(body.characters, [entry]));
    expect(after.problems).toEqual([]);
    const squad = after.byId[squadId] as DerivedSquad;
    expect(squad).toMatchObject({ battles: 1, wins: 1, kills: 5, deaths: 1, membersAlive: 4 });
    expect(squad.members.find((m) => m.id === "brother-2")).toMatchObject({ alive: false, kills: 2, lostIn: "hand-1" });

    // The next mission is played by the four left: a Genestealer win is side "b".
    const next = battleByHand(squadId, "stealers-win", "", tally(squad, { "brother-3": { kills: "1" } }));
    if (!next.ok) throw new Error(next.message);
    expect(next.payload).toMatchObject({ title: "Mission", winningSide: "b" });
    const e2 = { id: "hand-2", at: tick(), by: GM, ...next.payload };
    expect(validateEntry(campaign(body.characters, [entry]), e2, GM)).toMatchObject({ ok: true });
    const later = deriveCampaign(campaign(body.characters, [entry, e2])).byId[squadId] as DerivedSquad;
    expect(later).toMatchObject({ battles: 2, wins: 1, kills: 6, membersAlive: 4 });
  });

  it("records a draw with no winner", () => {
    const s = deriveCampaign(start()).byId[squadId] as DerivedSquad;
    expect(battleByHand(squadId, "draw", "x", tally(s))).toMatchObject({
      ok: true,
      payload: { winningSide: null, participants: [{ casualties: [], kills: {} }] },
    });
  });

  it("refuses kills that are not whole numbers from 0 to 999, naming each", () => {
    const members: MemberTally[] = ["-1", "1.5", "two", "1000"].map((kills, i) => ({
      id: `m${i}`,
      name: `Brother ${i}`,
      lost: false,
      kills,
    }));
    const r = battleByHand(squadId, "draw", "", members);
    expect(r).toEqual({
      ok: false,
      message: [
        'Kills of Brother 0: expected a whole number from 0 to 999 (got "-1")',
        'Kills of Brother 1: expected a whole number from 0 to 999 (got "1.5")',
        'Kills of Brother 2: expected a whole number from 0 to 999 (got "two")',
        'Kills of Brother 3: expected a whole number from 0 to 999 (got "1000")',
      ].join("\n"),
    });
  });
});

describe("addRecruit", () => {
  const squadId = "sergeant-martina-s-ad-hoc-squad";

  it("appends a living recruit under a new id; the lost stay lost and five can take the field again", () => {
    const characters = added([]);
    const s = deriveCampaign(campaign(characters, [])).byId[squadId] as DerivedSquad;
    const r = battleByHand(squadId, "stealers-win", "Pitfall", tally(s, { "brother-2": { lost: true } }));
    if (!r.ok) throw new Error(r.message);
    const ledger = [{ id: "m1", at: tick(), by: GM, ...r.payload }];
    expect(missionMembers((deriveCampaign(campaign(characters, ledger)).byId[squadId] as DerivedSquad).members, 5)).toBeNull();

    // Named like the fallen brother, the recruit still gets an id of its own.
    const withRecruit = addRecruit(characters, squadId, " Brother 2 ", " heavy flamer ");
    if (!withRecruit.ok) throw new Error(withRecruit.message);
    expect(squadOf(withRecruit.characters, squadId).squad.members.at(-1)).toEqual({
      id: "brother-2-2",
      name: "Brother 2",
      role: "heavy flamer",
    });

    const derived = deriveCampaign(
      campaignBodySchema.parse({ members: [{ userId: GM, role: "gm" }], characters: withRecruit.characters, ledger }),
    );
    expect(derived.problems).toEqual([]);
    const squad = derived.byId[squadId] as DerivedSquad;
    expect(squad.members.find((m) => m.id === "brother-2")).toMatchObject({ alive: false, lostIn: "m1" });
    expect(squad.members.find((m) => m.id === "brother-2-2")).toMatchObject({ alive: true, kills: 0, lostIn: null });
    expect(missionMembers(squad.members, 5)?.map((m) => m.id)).toEqual([
      "sergeant-martina",
      "brother-3",
      "brother-4",
      "brother-5",
      "brother-2-2",
    ]);
  });

  it("refuses an unknown squad, a Lost Worlds character, a blank name or role and a full squad", () => {
    const characters = [...added([]), lw("mirim")];
    expect(addRecruit(characters, "nobody", "A", "b")).toMatchObject({
      ok: false,
      message: 'Expected a Space Hulk squad of the roster (no "nobody")',
    });
    expect(addRecruit(characters, "mirim", "A", "b")).toMatchObject({ ok: false });
    expect(addRecruit(characters, squadId, " ", "b")).toMatchObject({ ok: false, message: "Give the recruit a name" });
    expect(addRecruit(characters, squadId, "A", "")).toMatchObject({ ok: false, message: "Give the recruit a role, e.g. storm bolter" });
    let full: CampaignCharacter[] = characters;
    for (let i = 0; i < 25; i++) {
      const r = addRecruit(full, squadId, `Recruit ${i}`, "storm bolter");
      if (!r.ok) throw new Error(r.message);
      full = r.characters;
    }
    expect(addRecruit(full, squadId, "One more", "storm bolter")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/already has 30 members/),
    });
  });
});
