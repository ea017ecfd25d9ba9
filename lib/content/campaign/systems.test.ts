import { describe, expect, it } from "vitest";
import { decide } from "../../auth/policy";
import { listGameIds, loadModule } from "../../games/registry";
import { battlePayloadSchema, battleParticipantSchema, ledgerEntrySchema } from "../kinds/campaign";
import { CAMPAIGN_SYSTEMS, SYSTEM_ENTRY_TYPES, entryTypeOf } from "./systems";
import { participantBase } from "./schema-parts";

describe("the campaign systems", () => {
  it("each belongs to a registered game module, under its id, and stores that id in `system`", async () => {
    for (const system of CAMPAIGN_SYSTEMS) {
      expect(listGameIds()).toContain(system.id);
      expect((await loadModule(system.id)).id).toBe(system.id);
      expect(system.character.shape.system.value).toBe(system.id);
    }
    expect(new Set(CAMPAIGN_SYSTEMS.map((s) => s.id)).size).toBe(CAMPAIGN_SYSTEMS.length);
  });

  it("add fields to a battle under names of their own, each empty by default for the other systems' battles", () => {
    const shared = {
      participant: Object.keys(participantBase),
      battle: ["type", "title", "participants", "winningSide", "victoryPoints", "replay"],
    };
    for (const [part, key] of [
      ["participant", "participantFields"],
      ["battle", "battleFields"],
    ] as const) {
      const names = CAMPAIGN_SYSTEMS.flatMap((s) => Object.keys(s[key]));
      expect(new Set([...names, ...shared[part]]).size).toBe(names.length + shared[part].length);
      for (const s of CAMPAIGN_SYSTEMS) for (const field of Object.values(s[key])) expect(field.safeParse(undefined).success).toBe(true);
    }
    expect(Object.keys(battleParticipantSchema.shape).sort()).toEqual(
      [...shared.participant, ...CAMPAIGN_SYSTEMS.flatMap((s) => Object.keys(s.participantFields))].sort(),
    );
    expect(Object.keys(battlePayloadSchema.shape).sort()).toEqual(
      [...shared.battle, ...CAMPAIGN_SYSTEMS.flatMap((s) => Object.keys(s.battleFields))].sort(),
    );
  });

  it("own entry types of their own, which the ledger accepts with their field paths", () => {
    const types = CAMPAIGN_SYSTEMS.flatMap((s) => s.entries.map(entryTypeOf));
    expect(new Set([...types, "battle", "retirement", "correction"]).size).toBe(types.length + 3);
    expect([...SYSTEM_ENTRY_TYPES.keys()].sort()).toEqual([...types].sort());
    for (const type of types) {
      const parsed = ledgerEntrySchema.safeParse({ id: "e1", at: "2025-01-01T00:00:00Z", by: "gm", type, characterId: "Not An Id" });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => i.path.join("."))).toContain("characterId");
    }
  });

  it("declare which entries a player may post for their own character, as the authorization policy decides", () => {
    const facts = (type: string) => ({
      members: [
        { userId: "gm", role: "gm" as const },
        { userId: "player", role: "player" as const },
      ],
      characters: [{ id: "mine", name: "Mine", ownerId: "player" }],
      entry: { type, by: "player", characterId: "mine" },
    });
    for (const [type, { entry }] of SYSTEM_ENTRY_TYPES) {
      expect(decide({ userId: "player" }, "campaign.entry", facts(type)).allowed).toBe(entry.playerChoice);
    }
  });
});
