// The sample campaign derives to what its description says (lib/content/samples/duel-campaign.campaign.json).
import { describe, expect, it } from "vitest";
import sample from "../samples/duel-campaign.campaign.json";
import mirimBook from "../samples/mirim.book.json";
import { parseExportFile } from "../registry";
import { campaignBodySchema } from "../kinds/campaign";
import type { LostWorldsCharacter } from "../lostworlds/campaign/schema";
import { bookBodySchema } from "../kinds/book";
import { lintDocument } from "../../lint";
import { deriveCampaign } from "./derive";
import type { DerivedLostWorldsCharacter } from "../lostworlds/campaign/derived";
import { sheetSnapshotFromBook } from "../lostworlds/campaign/sheet-snapshot";

const body = campaignBodySchema.parse(sample.body);
const derived = deriveCampaign(body);
const mirim = derived.byId.mirim as DerivedLostWorldsCharacter;
const vesna = derived.byId.vesna as DerivedLostWorldsCharacter;

describe("sample: Duels of the Vibration Valkyries", () => {
  it("imports and lints clean", () => {
    expect(parseExportFile(sample).ok).toBe(true);
    expect(lintDocument(sample).diagnostics).toEqual([]);
    expect(derived.problems).toEqual([]);
  });

  it("keeps Mirim's printed sheet as docs/rules/lostworlds.md reads it", () => {
    const sheet = (body.characters[0] as LostWorldsCharacter).sheet;
    expect(sheet).toEqual(sheetSnapshotFromBook(bookBodySchema.parse(mirimBook.body)));
    expect(sheet).toMatchObject({ maxBody: 12, tacticPoints: 8, spellPoints: null, luckPoints: null });
    expect(sheet.mods).toHaveLength(31);
    expect(sheet.mods.find((m) => m.page === 24)).toEqual({ page: 24, name: "Down Swing: Strong", mod: 3 });
  });

  it("derives Mirim: an improvement, a corrected win, a scenario and a Body advancement", () => {
    expect(mirim).toMatchObject({
      xp: 35,
      xpSpent: 25,
      maxBody: 13,
      tacticPoints: 8,
      battles: 5,
      wins: 4,
      deaths: 0,
      kills: 1,
      defeats: 4,
    });
    expect(mirim).toMatchObject({
      defeatedBodyTotal: 56,
      advancements: { body: 1 },
      advancementsAvailable: 0,
      improvements: { 24: 1, 28: 1 },
    });
    expect(mirim.mods.filter((m) => m.improvements > 0).map((m) => [m.page, m.mod])).toEqual([
      [24, 4],
      [28, 3],
    ]);
    expect(mirim.nextChoices.improvement).toMatchObject({ cost: 13, reason: null });
    expect(mirim.nextChoices.improvement.pages).toHaveLength(29);
  });

  it("derives Vesna and the split victory points (9 between two: 4 each)", () => {
    expect(vesna).toMatchObject({
      xp: 12,
      xpSpent: 12,
      maxBody: 12,
      battles: 5,
      wins: 2,
      kills: 1,
      defeatedBodyTotal: 20,
      improvements: { 50: 1 },
    });
    const scenario = derived.timeline.find((t) => t.id === "e07-ogre-bridge")!;
    expect(scenario.effects.map((e) => e.notes.at(-1))).toEqual(["victory points: +4 XP", "victory points: +4 XP"]);
  });

  it("shows the correction in place of the third duel", () => {
    expect(derived.timeline.find((t) => t.id === "e04-third-duel")).toMatchObject({
      correctedBy: "e05-fix-third-duel",
      payload: { winningSide: "ana" },
    });
    expect(derived.history.mirim.map((h) => h.xp)).toEqual([0, 12, 0, 0, 12, 24, 48, 48, 35]);
  });
});
