/**
 * The pieces of the campaign schema that every campaign system shares: ids, members, what every
 * character and every battle has, retirement and the entry envelope (id, time, author). Each
 * system (lib/content/<game>/campaign/) builds its character and its own fields on these, and
 * kinds/campaign.ts puts the document together from them and the systems' parts. Nothing here
 * knows a system, so the systems can import it without a cycle.
 */
import { z } from "zod";

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

/** What every roster character has, whatever its system; a system adds `system` (its id) and its own fields. */
export const characterBase = {
  id: characterIdSchema,
  name: z.string().min(1, "Expected a name").max(120),
  /** The player who owns (and makes the choices for) this character; null for the GM's own. */
  ownerId: memberIdSchema.nullable().default(null),
};

export const replaySchema = z
  .object({
    /** A finished playtest's match record (lib/engine/core/match.ts matchToJSON). */
    matchJson: z.string().max(5_000_000).optional(),
    link: z.url({ protocol: /^https?$/, message: "Expected an http(s) link" }).optional(),
  })
  .refine((r) => r.matchJson !== undefined || r.link !== undefined, { message: "Expected matchJson or link" });

/** What every battle participant has; systems add their own fields (a squad's casualties). */
export const participantBase = {
  characterId: characterIdSchema,
  /** Any label; characters with the same side fought together. */
  side: z.string().min(1).max(40),
};

/**
 * A scenario's victory points, shared by the winning team as its system's rules say (a system
 * without them leaves them unused): kept with every battle, so a mission that carries some is
 * recorded as it was posted.
 */
export const victoryPointsSchema = z.number().int().min(0).max(9999).default(0);

export const retirementPayloadSchema = z.object({
  type: z.literal("retirement"),
  characterId: characterIdSchema,
  note: z.string().max(500).default(""),
});

/** The envelope of every ledger entry, around its content. */
export const entryMeta = {
  id: entryIdSchema,
  at: z.iso.datetime({ offset: true, message: "Expected an ISO timestamp like 2025-05-01T18:30:00Z" }),
  /** The member who posted it. */
  by: memberIdSchema,
};
