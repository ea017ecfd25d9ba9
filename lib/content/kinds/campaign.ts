/**
 * The `campaign` document kind: a roster of characters and an append-only ledger of what happened
 * to them. Every figure on a character (XP, MOD increases, points, kills, status) is derived from
 * the ledger by lib/content/campaign/derive.ts; nothing derived is stored. A mistake is fixed by a
 * `correction` entry, never by editing an entry (docs/rules/campaigns.md).
 *
 * The roster holds characters of every campaign system (lib/content/campaign/systems.ts); the
 * character union, a battle's fields and the entry types are put together here from the shared
 * pieces (campaign/schema-parts.ts) and each system's own, so a new system changes nothing here.
 *
 * The schema checks shape only. Whether an entry is legal at its point in the ledger (enough XP,
 * the round-robin rule, known characters) depends on everything before it, so that is the
 * derivation's job; lint reports what it finds and validateEntry refuses new illegal entries.
 */
import { z } from "zod";
import { richTextSchema, emptyRichText } from "../rich-text";
import {
  entryIdSchema,
  entryMeta,
  memberSchema,
  participantBase,
  replaySchema,
  retirementPayloadSchema,
  victoryPointsSchema,
} from "../campaign/schema-parts";
import { CAMPAIGN_SYSTEMS, type SystemEntrySchema } from "../campaign/systems";

export {
  characterIdSchema,
  entryIdSchema,
  memberIdSchema,
  memberSchema,
  replaySchema,
  retirementPayloadSchema,
} from "../campaign/schema-parts";

export const CAMPAIGN_SCHEMA_VERSION = 1;

type Systems = typeof CAMPAIGN_SYSTEMS;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every system's fields of one part of a battle, side by side (a unit test keeps their names apart). */
type AllFields<K extends "participantFields" | "battleFields"> = UnionToIntersection<Systems[number][K]>;
const allFields = <K extends "participantFields" | "battleFields">(key: K) =>
  Object.assign({}, ...CAMPAIGN_SYSTEMS.map((s) => s[key])) as AllFields<K>;

/** The systems' character schemas as a tuple, in the list's order (what a discriminated union takes). */
type CharacterSchemas<T extends readonly unknown[]> = { -readonly [I in keyof T]: T[I] extends { character: infer C } ? C : never };
export const campaignCharacterSchema = z.discriminatedUnion(
  "system",
  CAMPAIGN_SYSTEMS.map((s) => s.character) as unknown as CharacterSchemas<Systems>,
);

export const battleParticipantSchema = z.object({ ...participantBase, ...allFields("participantFields") });

export const battlePayloadSchema = z.object({
  type: z.literal("battle"),
  title: z.string().max(200).default(""),
  participants: z.array(battleParticipantSchema).min(1, "Expected at least one participant").max(16),
  /** The side that won; a side no participant is on means an opponent outside the roster won; null: no winner. */
  winningSide: z.string().min(1).max(40).nullable(),
  ...allFields("battleFields"),
  /** Scenario victory points, shared by the winning team (Lost Worlds: the scenario rules' "Character Improvement"). */
  victoryPoints: victoryPointsSchema,
  replay: replaySchema.nullable().default(null),
});

const systemEntrySchemas = CAMPAIGN_SYSTEMS.flatMap((s) => s.entries.map((e) => e.schema)) as SystemEntrySchema[];

/** What a correction may put in place of an entry: any entry's content except another correction. */
export const replacementSchema = z.discriminatedUnion("type", [battlePayloadSchema, ...systemEntrySchemas, retirementPayloadSchema]);

export const correctionPayloadSchema = z.object({
  type: z.literal("correction"),
  /** The id of an earlier entry (a correction too: see derive's ledger resolution). */
  supersedes: entryIdSchema,
  /** The corrected content, standing at the superseded entry's place in the timeline; null voids it. */
  replacement: replacementSchema.nullable(),
  reason: z.string().max(500).default(""),
});

type WithMeta<S> =
  S extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<z.core.util.Extend<Shape, z.core.util.Writeable<typeof entryMeta>>, Config>
    : never;

export const ledgerEntrySchema = z.discriminatedUnion("type", [
  battlePayloadSchema.extend(entryMeta),
  ...systemEntrySchemas.map((s) => s.extend(entryMeta) as WithMeta<SystemEntrySchema>),
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
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
/** A ledger entry as a client writes it (defaults not yet applied). */
export type LedgerEntryInput = z.input<typeof ledgerEntrySchema>;
export type BattlePayload = z.infer<typeof battlePayloadSchema>;
export type RetirementPayload = z.infer<typeof retirementPayloadSchema>;
export type CorrectionPayload = z.infer<typeof correctionPayloadSchema>;
/** An entry's content without id/at/by: what a correction can stand in place of an entry. */
export type EntryPayload = z.infer<typeof replacementSchema>;

export function emptyCampaign(): CampaignBody {
  return { description: emptyRichText(), members: [], characters: [], ledger: [] };
}
