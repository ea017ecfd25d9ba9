/**
 * The Space Hulk campaign system's part of the campaign document: a squad on the roster (its
 * members by name and role) and what a mission records per squad (members lost, kills per
 * member). Space Hulk has no printed campaign rules; the squad record is the studio's own
 * (docs/rules/campaigns.md, "Space Hulk squads").
 */
import { z } from "zod";
import { characterBase, characterIdSchema } from "../../campaign/schema-parts";

/** The id of the Space Hulk game module, which the campaign system shares. */
export const HULK = "hulk";

/** The most members a squad may have. */
export const MAX_SQUAD_MEMBERS = 30;
/** The most kills one member may score in one mission. */
export const MAX_KILLS = 999;

export const squadMemberSchema = z.object({
  id: characterIdSchema,
  name: z.string().min(1).max(80),
  /** e.g. "sergeant", "heavy flamer", "storm bolter". */
  role: z.string().min(1).max(40),
});

export const hulkSquadCharacterSchema = z
  .object({
    ...characterBase,
    system: z.literal(HULK),
    squad: z.object({ name: z.string().min(1).max(120), members: z.array(squadMemberSchema).min(1).max(MAX_SQUAD_MEMBERS) }),
  })
  .superRefine((c, ctx) => {
    const seen = new Set<string>();
    c.squad.members.forEach((m, i) => {
      if (seen.has(m.id))
        ctx.addIssue({ code: "custom", path: ["squad", "members", i, "id"], message: `Expected a unique member id ("${m.id}" repeats)` });
      seen.add(m.id);
    });
  });

/** What each squad taking part in a mission records. */
export const squadParticipantFields = {
  /** Squad members lost in this mission (they stay lost). */
  casualties: z.array(characterIdSchema).max(MAX_SQUAD_MEMBERS).default([]),
  /** Enemies killed in this mission, per squad member id. */
  kills: z.record(characterIdSchema, z.number().int().min(0).max(MAX_KILLS)).default({}),
};

export type HulkSquadCharacter = z.infer<typeof hulkSquadCharacterSchema>;

/** A roster squad (the roster holds characters of every system). */
export const isSquad = <C extends { system: string }>(c: C): c is Extract<C, { system: typeof HULK }> => c.system === HULK;
