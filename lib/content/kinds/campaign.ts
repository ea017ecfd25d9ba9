/**
 * The `campaign` document kind (issue 8): a roster of characters and an append-only ledger of
 * what happened to them. Every figure on a character (XP, MOD increases, body/spell/tactic/luck
 * points, kills, status) is derived from the ledger by lib/content/campaign/derive.ts; nothing
 * derived is stored. A mistake is fixed by a `correction` entry, never by editing an entry
 * (RULES-NOTES §2: "a correction is a new entry, never an edit in place").
 *
 * The schema checks shape only. Whether an entry is legal at its point in the ledger (enough XP,
 * the round-robin rule, known characters) depends on everything before it, so that is the
 * derivation's job; lint reports what it finds and validateEntry refuses new illegal entries.
 */
import { z } from "zod";
import { richTextSchema, emptyRichText } from "../rich-text";

export const CAMPAIGN_SCHEMA_VERSION = 1;

export const characterIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, "Expected a short id of lowercase letters, digits and dashes");
/** Made by the client before posting, so a retried post carries the same id (a uuid fits). */
export const entryIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "Expected an entry id of up to 64 letters, digits, dashes or underscores (a uuid fits)");
/** A member is a user id; the owner of the campaign document is its game master. */
export const memberIdSchema = z.string().min(1, "Expected a user id").max(100);

export const memberSchema = z.object({
  userId: memberIdSchema,
  role: z.enum(["gm", "player"]),
});

/** The printed sheet's damage modifier of one maneuver, by its standard page. */
export const sheetModSchema = z.object({
  page: z.number().int().min(1),
  name: z.string().min(1).max(80),
  mod: z.number().int(),
});

/**
 * What the derivation needs of a printed Lost Worlds sheet, copied from the book when the
 * character joins: a dead character restarts from exactly this (seed 003 "Character Improvement"),
 * and the ledger stays derivable even if the book document changes or is deleted.
 * A null point category means the sheet does not have it (advancement may not add it).
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

export const squadMemberSchema = z.object({
  id: characterIdSchema,
  name: z.string().min(1).max(80),
  /** e.g. "sergeant", "heavy flamer", "storm bolter". */
  role: z.string().min(1).max(40),
});

const characterBase = {
  id: characterIdSchema,
  name: z.string().min(1, "Expected a name").max(120),
  /** The player who owns (and makes the choices for) this character; null for the GM's own. */
  ownerId: memberIdSchema.nullable().default(null),
};

export const lostWorldsCharacterSchema = z.object({
  ...characterBase,
  system: z.literal("lostworlds"),
  book: bookRefSchema,
  sheet: sheetSnapshotSchema,
});

export const hulkSquadCharacterSchema = z
  .object({
    ...characterBase,
    system: z.literal("hulk"),
    squad: z.object({ name: z.string().min(1).max(120), members: z.array(squadMemberSchema).min(1).max(30) }),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.squad.members.forEach((m, i) => {
      if (seen.has(m.id))
        ctx.addIssue({ code: "custom", path: ["squad", "members", i, "id"], message: `Expected a unique member id ("${m.id}" repeats)` });
      seen.add(m.id);
    });
  });

export const campaignCharacterSchema = z.discriminatedUnion("system", [lostWorldsCharacterSchema, hulkSquadCharacterSchema]);

export const replaySchema = z
  .object({
    /** A finished playtest's match record (lib/engine/core/match.ts matchToJSON). */
    matchJson: z.string().max(5_000_000).optional(),
    link: z.url({ protocol: /^https?$/, message: "Expected an http(s) link" }).optional(),
  })
  .refine((r) => r.matchJson !== undefined || r.link !== undefined, { message: "Expected matchJson or link" });

export const battleParticipantSchema = z.object({
  characterId: characterIdSchema,
  /** Any label; characters with the same side fought together. */
  side: z.string().min(1).max(40),
  /** Space Hulk: squad members lost in this mission (they stay lost). */
  casualties: z.array(characterIdSchema).max(30).default([]),
  /** Space Hulk: enemies killed in this mission, per squad member id. */
  kills: z.record(characterIdSchema, z.number().int().min(0).max(999)).default({}),
});

/** An opponent outside the roster (a scenario monster, a guest's book): only its max body counts. */
export const npcSchema = z.object({ name: z.string().min(1).max(120), maxBody: z.number().int().min(1).max(999) });

export const defeatSchema = z.union([
  z.object({ characterId: characterIdSchema, by: characterIdSchema }).strict(),
  /** `killed`: whether the opponent died (a roster character's death is in `died`). */
  z.object({ npc: npcSchema, by: characterIdSchema, killed: z.boolean().default(false) }).strict(),
]);

export const battlePayloadSchema = z.object({
  type: z.literal("battle"),
  title: z.string().max(200).default(""),
  participants: z.array(battleParticipantSchema).min(1, "Expected at least one participant").max(16),
  /** The side that won; a side no participant is on means an opponent outside the roster won; null: no winner. */
  winningSide: z.string().min(1).max(40).nullable(),
  defeated: z.array(defeatSchema).max(32).default([]),
  died: z.array(characterIdSchema).max(16).default([]),
  unconscious: z.array(characterIdSchema).max(16).default([]),
  /** Scenario victory points, shared by the winning team (seed 003, scenario rules). */
  victoryPoints: z.number().int().min(0).max(9999).default(0),
  replay: replaySchema.nullable().default(null),
});

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

export const retirementPayloadSchema = z.object({
  type: z.literal("retirement"),
  characterId: characterIdSchema,
  note: z.string().max(500).default(""),
});

/** What a correction may put in place of an entry: any entry's content except another correction. */
export const replacementSchema = z.discriminatedUnion("type", [
  battlePayloadSchema,
  improvementPayloadSchema,
  advancementPayloadSchema,
  retirementPayloadSchema,
]);

export const correctionPayloadSchema = z.object({
  type: z.literal("correction"),
  /** The id of an earlier entry (a correction too: see derive's ledger resolution). */
  supersedes: entryIdSchema,
  /** The corrected content, standing at the superseded entry's place in the timeline; null voids it. */
  replacement: replacementSchema.nullable(),
  reason: z.string().max(500).default(""),
});

const entryMeta = {
  id: entryIdSchema,
  at: z.iso.datetime({ offset: true, message: "Expected an ISO timestamp like 2025-05-01T18:30:00Z" }),
  /** The member who posted it. */
  by: memberIdSchema,
};

export const ledgerEntrySchema = z.discriminatedUnion("type", [
  battlePayloadSchema.extend(entryMeta),
  improvementPayloadSchema.extend(entryMeta),
  advancementPayloadSchema.extend(entryMeta),
  retirementPayloadSchema.extend(entryMeta),
  correctionPayloadSchema.extend(entryMeta),
]);

export const campaignBodySchema = z
  .object({
    description: richTextSchema.default(emptyRichText),
    members: z.array(memberSchema).max(100).default([]),
    characters: z.array(campaignCharacterSchema).max(200),
    /** Append-only; order is the order of posting. */
    ledger: z.array(ledgerEntrySchema).max(100_000),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.characters.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({ code: "custom", path: ["characters", i, "id"], message: `Expected a unique character id ("${c.id}" repeats)` });
      seen.add(c.id);
    });
    const users = new Set<string>();
    body.members.forEach((m, i) => {
      if (users.has(m.userId))
        ctx.addIssue({ code: "custom", path: ["members", i, "userId"], message: `Expected each member once ("${m.userId}" repeats)` });
      users.add(m.userId);
    });
  });

export type CampaignBody = z.infer<typeof campaignBodySchema>;
export type CampaignMember = z.infer<typeof memberSchema>;
export type CampaignCharacter = z.infer<typeof campaignCharacterSchema>;
export type LostWorldsCharacter = z.infer<typeof lostWorldsCharacterSchema>;
export type HulkSquadCharacter = z.infer<typeof hulkSquadCharacterSchema>;
export type SheetSnapshot = z.infer<typeof sheetSnapshotSchema>;
export type SheetMod = z.infer<typeof sheetModSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
/** A ledger entry as a client writes it (defaults not yet applied). */
export type LedgerEntryInput = z.input<typeof ledgerEntrySchema>;
export type BattlePayload = z.infer<typeof battlePayloadSchema>;
export type ImprovementPayload = z.infer<typeof improvementPayloadSchema>;
export type AdvancementPayload = z.infer<typeof advancementPayloadSchema>;
export type RetirementPayload = z.infer<typeof retirementPayloadSchema>;
export type CorrectionPayload = z.infer<typeof correctionPayloadSchema>;
/** An entry's content without id/at/by: what a correction can stand in place of an entry. */
export type EntryPayload = z.infer<typeof replacementSchema>;
export type AdvancementCategory = (typeof ADVANCEMENT_CATEGORIES)[number];

export function emptyCampaign(): CampaignBody {
  return { description: emptyRichText(), members: [], characters: [], ledger: [] };
}
