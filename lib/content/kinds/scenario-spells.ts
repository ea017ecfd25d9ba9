import { z } from "zod";
import type { Color } from "../../engine/lostworlds/pages";

/**
 * Spell cards a scenario figure holds, as the author writes them: the studio ships no published
 * cards. A card has a name, a colour, its points (its difficulty, paid from the book's spell
 * points), one effect from a closed set the engine applies (or words the table resolves) and a
 * duration. Damage and healing happen once, when the spell works, so they are instant.
 */

/** Spell colours: the colours the books print in (the engine's `COLORS`). */
export const SPELL_COLORS = ["orange", "red", "blue", "yellow", "green", "white", "black", "brown"] as const satisfies readonly Color[];

export const SPELL_EFFECT_KINDS = ["damage", "heal", "knock-down", "off-balance", "recovery-modifier", "text"] as const;
export const SPELL_DURATION_KINDS = ["instant", "rounds", "rest-of-game"] as const;

export const spellEffectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("damage"), points: z.number().int().min(1).max(50) }),
  z.object({ kind: z.literal("heal"), points: z.number().int().min(1).max(50) }),
  z.object({ kind: z.literal("knock-down") }),
  z.object({ kind: z.literal("off-balance") }),
  /** Added to the target's Recovery table rolls (a higher roll is worse: a friend's spell subtracts). */
  z.object({ kind: z.literal("recovery-modifier"), modifier: z.number().int().min(-8).max(8) }),
  z.object({ kind: z.literal("text"), text: z.string().min(1, "Expected what the spell does").max(400) }),
]);

export const spellDurationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("instant") }),
  z.object({ kind: z.literal("rounds"), rounds: z.number().int().min(1).max(99) }),
  z.object({ kind: z.literal("rest-of-game") }),
]);

export const spellCardSchema = z
  .object({
    name: z.string().min(1, "Expected the spell's name").max(80),
    color: z.enum(SPELL_COLORS, { message: `Expected one of ${SPELL_COLORS.join(", ")}` }),
    points: z.number().int().min(0).max(50),
    effect: spellEffectSchema,
    duration: spellDurationSchema.default({ kind: "instant" }),
  })
  .superRefine((card, ctx) => {
    if ((card.effect.kind === "damage" || card.effect.kind === "heal") && card.duration.kind !== "instant")
      ctx.addIssue({ code: "custom", path: ["duration"], message: "Expected an instant duration: damage and healing happen once" });
  });

export type SpellCardDoc = z.infer<typeof spellCardSchema>;

/**
 * The spell colours a character sheet's standard gear names ("6 red spells"), or null when it
 * names none: the book model keeps no colour limit of its own, so the gear list is the only place
 * a sheet says which colours its character casts.
 */
export function sheetSpellColors(equipment: readonly string[]): Color[] | null {
  const found = new Set<Color>();
  for (const line of equipment) {
    const words = line.toLowerCase().split(/[^a-z]+/);
    words.forEach((w, i) => {
      const colour = SPELL_COLORS.find((c) => c === w);
      if ((words[i + 1] === "spell" || words[i + 1] === "spells") && colour) found.add(colour);
    });
  }
  return found.size ? [...found].sort() : null;
}

/** The points a figure's cards take together. */
export const spellCardPoints = (cards: readonly { points: number }[]): number => cards.reduce((sum, c) => sum + c.points, 0);
