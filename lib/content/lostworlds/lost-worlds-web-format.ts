/**
 * The character file of the open-source lost-worlds-web player, as its own domain types declare it
 * (`CharacterDefinition`: `id`, `name`, `height`, `bodyPoints`, `startingPicturePage?`,
 * `maneuvers[{category, moves[{name, color, normalPage, extendedPage, modifier}]}]`,
 * `picturePages[{number, title, isExtendedRange, damage, restriction, effects, imageUrl?,
 * imageUrlBW?, imageUrlColor?}]`, `lookupPages[{number, mapping}]`), and the typed restriction
 * tree and effects its pages carry. These schemas are the way in for such files (every problem
 * answers with its field path) and the shape a book keeps of what only that format says
 * (`BookBody.lostWorldsWeb`), so a book imported from it is written back exactly.
 *
 * The player's colours are lower case; its categories are its own sheet groups ("DOWN_SWING",
 * "FAKE", "RAGE"…); a NAME restriction matches every maneuver whose name contains it, in any case.
 */
import { z } from "zod";

const count = z.number().int();

export type LwwRestriction =
  | { type: "NO_CATEGORY" | "ONLY_CATEGORY"; categories: string[] }
  | { type: "NO_COLOR" | "ONLY_COLOR"; colors: string[] }
  | { type: "NO_NAME" | "ONLY_NAME"; names: string[] }
  | { type: "AND" | "OR"; children: LwwRestriction[] }
  | { type: "NONE" };

const names = z.array(z.string().max(200)).max(64);

export const lwwRestrictionSchema: z.ZodType<LwwRestriction> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.enum(["NO_CATEGORY", "ONLY_CATEGORY"]), categories: names }),
    z.object({ type: z.enum(["NO_COLOR", "ONLY_COLOR"]), colors: names }),
    z.object({ type: z.enum(["NO_NAME", "ONLY_NAME"]), names }),
    z.object({ type: z.enum(["AND", "OR"]), children: z.array(lwwRestrictionSchema).max(64) }),
    z.object({ type: z.literal("NONE") }),
  ]),
);

export const lwwEffectSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("DAMAGE"), amount: count }),
  z.object({ type: z.literal("HEALING"), amount: count, condition: z.literal("IF_NO_DAMAGE_TAKEN").optional() }),
  z.object({
    type: z.literal("NEXT_TURN_DAMAGE_MODIFIER"),
    amount: count,
    forColor: z.string().max(40).optional(),
    forCategory: z.string().max(80).optional(),
  }),
  z.object({ type: z.literal("LOSE_WEAPON") }),
  z.object({ type: z.literal("RETRIEVE_WEAPON") }),
  z.object({ type: z.literal("NO_EXTENDED_RANGE") }),
  z.object({ type: z.literal("ONLY_EXTENDED_RANGE") }),
  z.object({ type: z.literal("ALTERNATE_RESULT"), condition: z.literal("IF_SCORING_DAMAGE"), pageNumber: count }),
  z.object({ type: z.literal("SET_RANGE"), isExtendedRange: z.boolean() }),
]);
export type LwwEffect = z.infer<typeof lwwEffectSchema>;

const imageUrl = z.string().max(2_000_000);

/** The picture page fields that say how the page shows (its pictures by URL). */
export const lwwImageFields = { imageUrl: imageUrl.optional(), imageUrlBW: imageUrl.optional(), imageUrlColor: imageUrl.optional() };

export const lwwPicturePageSchema = z.object({
  number: count,
  title: z.string().max(200),
  isExtendedRange: z.boolean(),
  damage: count.nullable(),
  restriction: lwwRestrictionSchema,
  effects: z.array(lwwEffectSchema).max(32),
  ...lwwImageFields,
});

export const lwwMoveSchema = z.object({
  name: z.string().min(1).max(80),
  color: z.string().max(40),
  normalPage: count,
  /** Declared a number; files may leave it null for a maneuver with no Extended Range page. */
  extendedPage: count.nullable(),
  modifier: count,
});

export const lwwCharacterSchema = z.object({
  id: z.string().max(200),
  name: z.string().max(120),
  height: count,
  bodyPoints: count,
  startingPicturePage: count.optional(),
  maneuvers: z.array(z.object({ category: z.string().min(1).max(80), moves: z.array(lwwMoveSchema).max(64) })).max(32),
  picturePages: z.array(lwwPicturePageSchema).max(64),
  lookupPages: z.array(z.object({ number: count, mapping: z.record(z.string().regex(/^\d+$/, "Expected a page number"), count) })).max(64),
});
export type LwwCharacter = z.infer<typeof lwwCharacterSchema>;
export type LwwPicturePage = z.infer<typeof lwwPicturePageSchema>;

/**
 * What a book keeps of the lost-worlds-web file it came from, beyond its own fields: the file's id
 * and starting page, the category each sheet group had, and per picture page the tree, effects,
 * range flag and picture URLs exactly as written. Export writes a page's kept tree and effects back
 * while the page's tell still reads the same; an edited tell is written from the book instead.
 */
export const lwwKeptSchema = z.object({
  id: z.string().max(200),
  /** Null when the file named no starting page. */
  startingPicturePage: count.nullable().default(null),
  /** Sheet group name → the file's category for it. */
  categories: z.record(z.string().max(80), z.string().max(80)).default({}),
  pages: z
    .record(
      z.string().regex(/^\d+$/, "Expected a page number as the key"),
      z.object({
        isExtendedRange: z.boolean(),
        restriction: lwwRestrictionSchema,
        effects: z.array(lwwEffectSchema).max(32),
        ...lwwImageFields,
      }),
    )
    .default({}),
});
export type LwwKept = z.infer<typeof lwwKeptSchema>;
