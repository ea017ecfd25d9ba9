/**
 * The Lost Worlds campaign system's part of the campaign document: a character on the roster (its
 * book and a copy of its printed sheet), what a battle of Lost Worlds characters records (who
 * defeated whom, who died, victory points) and the two choices only these characters make,
 * improvements and advancements (docs/rules/campaigns.md).
 */
import { z } from "zod";
import { characterBase, characterIdSchema } from "../../campaign/schema-parts";

/** The id of the Lost Worlds game module, which the campaign system shares. */
export const LOST_WORLDS = "lostworlds";

/** The printed sheet's damage modifier of one maneuver, by its standard page. */
export const sheetModSchema = z.object({
  page: z.number().int().min(1),
  name: z.string().min(1).max(80),
  mod: z.number().int(),
});

/**
 * What the derivation needs of a printed Lost Worlds sheet, copied from the book when the
 * character joins: a dead character restarts from exactly this ("start a new Character using the
 * original stats printed on the Character Sheet"), and the ledger stays derivable even if the
 * book document changes or is deleted. A null point category means the sheet does not have it
 * (advancement may not add it).
 */
export const sheetSnapshotSchema = z
  .object({
    maxBody: z.number().int().min(1).max(999),
    spellPoints: z.number().int().min(0).nullable().default(null),
    tacticPoints: z.number().int().min(0).nullable().default(null),
    luckPoints: z.number().int().min(0).nullable().default(null),
    mods: z.array(sheetModSchema).max(128),
  })
  .superRefine((sheet, ctx) => {
    const seen = new Set<number>();
    sheet.mods.forEach((m, i) => {
      if (seen.has(m.page))
        ctx.addIssue({ code: "custom", path: ["mods", i, "page"], message: `Expected each page once (page ${m.page} repeats)` });
      seen.add(m.page);
    });
  });

export const bookRefSchema = z.object({
  documentId: z.string().min(1).max(100).optional(),
  title: z.string().min(1).max(200),
});

export const lostWorldsCharacterSchema = z.object({
  ...characterBase,
  system: z.literal(LOST_WORLDS),
  book: bookRefSchema,
  sheet: sheetSnapshotSchema,
});

/** An opponent outside the roster (a scenario monster, a guest's book): only its max body counts. */
export const npcSchema = z.object({ name: z.string().min(1).max(120), maxBody: z.number().int().min(1).max(999) });

export const defeatSchema = z.union([
  z.object({ characterId: characterIdSchema, by: characterIdSchema }).strict(),
  /** `killed`: whether the opponent died (a roster character's death is in `died`). */
  z.object({ npc: npcSchema, by: characterIdSchema, killed: z.boolean().default(false) }).strict(),
]);

/** What a battle of Lost Worlds characters records beyond who fought on which side and who won. */
export const lostWorldsBattleFields = {
  defeated: z.array(defeatSchema).max(32).default([]),
  died: z.array(characterIdSchema).max(16).default([]),
  unconscious: z.array(characterIdSchema).max(16).default([]),
};

export const improvementPayloadSchema = z.object({
  type: z.literal("improvement"),
  characterId: characterIdSchema,
  /** The maneuver page whose MOD goes up by one. */
  page: z.number().int().min(1),
});

export const ADVANCEMENT_CATEGORIES = ["body", "spell", "tactic", "luck"] as const;

export const ADVANCEMENT_LABELS: Readonly<Record<(typeof ADVANCEMENT_CATEGORIES)[number], string>> = {
  body: "Body",
  spell: "Spell",
  tactic: "Tactic",
  luck: "Luck",
};

export const advancementPayloadSchema = z.object({
  type: z.literal("advancement"),
  characterId: characterIdSchema,
  category: z.enum(ADVANCEMENT_CATEGORIES),
});

export type LostWorldsCharacter = z.infer<typeof lostWorldsCharacterSchema>;
export type SheetSnapshot = z.infer<typeof sheetSnapshotSchema>;
export type SheetMod = z.infer<typeof sheetModSchema>;
export type DefeatEntry = z.infer<typeof defeatSchema>;
export type ImprovementPayload = z.infer<typeof improvementPayloadSchema>;
export type AdvancementPayload = z.infer<typeof advancementPayloadSchema>;
export type AdvancementCategory = (typeof ADVANCEMENT_CATEGORIES)[number];

/** A roster character of this system (the roster holds characters of every system). */
export const isLostWorldsCharacter = <C extends { system: string }>(c: C): c is Extract<C, { system: typeof LOST_WORLDS }> =>
  c.system === LOST_WORLDS;
