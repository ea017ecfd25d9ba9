/**
 * The `book` document kind: one Lost Worlds character book (docs/rules/lostworlds.md, "Books").
 *
 * Lookup direction, stated once: the matrix on parchment P of book X is read by X's *opponent*
 * after choosing maneuver P; its rows are keyed by X's own maneuver pages; the picture it names
 * shows X, and that picture's "Tell opponent" restricts X's next choice.
 *
 * The schema accepts drafts (missing pages, empty sheet, unknown colours in restrictions) so the
 * editor can save work in progress; everything about a book's *playability* is lint
 * (lib/lint/book.ts), which reports it in place.
 *
 * Restrictions, colours, durations and effects are the engine's own model
 * (lib/engine/lostworlds/restriction-model.ts, pages.ts): zod needs their values at run time, so
 * they are listed here, and the type checks at the end of the file keep both the same.
 */
import { z } from "zod";
import { isPictureSource } from "../assets";
import type { Color } from "../../engine/lostworlds/pages";
import type {
  BookSource,
  Duration as ModelDuration,
  Effect as ModelEffect,
  Restriction as ModelRestriction,
  Tell as ModelTell,
} from "../../engine/lostworlds/types";
import { richTextSchema, emptyRichText } from "../rich-text";
import { lwwKeptSchema } from "../lostworlds/lost-worlds-web-format";
import { migrateBookBody } from "./book-migrate";

const STANDARD_MAX_PAGE = 64;

/** The colours a sheet prints maneuvers in (the engine's `COLORS`, which the rest of the studio uses). */
const COLORS = ["orange", "red", "blue", "yellow", "green", "white", "black", "brown"] as const satisfies readonly Color[];

export const durationSchema = z.enum(["next-turn", "next-2-turns", "until-weapon-retrieved", "rest-of-combat"]);

/**
 * What a restriction or bonus applies to. Colours and groups are ids of the engine's page set
 * (lint reports unknown ones); maneuvers are names on the restricted book's own sheet. Empty
 * lists everywhere mean "any maneuver" (only meaningful for bonuses).
 */
export const maneuverRefSchema = z.object({
  /** The group heading the maneuver is listed under on the sheet. */
  group: z.string().max(80),
  name: z.string().min(1, "Expected a maneuver name").max(80),
});

const selectorShape = {
  colors: z.array(z.string()).default([]),
  groups: z.array(z.string()).default([]),
  /** Group headings of the character's own (a monster's Bite, a Skill): selected by sheet membership. Absent: none. */
  ownGroups: z.array(z.string().max(80)).optional(),
  maneuvers: z.array(maneuverRefSchema).default([]),
  /** "any" (when absent): one selector naming a maneuver is enough; "all": every kind of selector given must ("Extended Range Green"). */
  match: z.enum(["any", "all"]).optional(),
};

export const restrictionSchema = z.discriminatedUnion("type", [
  /** "Do only Green or Yellow next turn": the next choice must match one of the selectors. */
  z.object({ type: z.literal("only"), ...selectorShape, duration: durationSchema }),
  /** "Do no Thrusts or Red next turn": the next choice must match none of the selectors. */
  z.object({ type: z.literal("no"), ...selectorShape, duration: durationSchema }),
  /** "Add +2 if you score next turn" / "+2 to any Blue that scores next turn". */
  z.object({
    type: z.literal("bonus"),
    amount: z.number().int(),
    ...selectorShape,
    duration: durationSchema,
    /** "score-shown" (when absent): added whenever the picture shows a SCORE; "scores": only to a move that scores without it. */
    when: z.enum(["score-shown", "scores"]).optional(),
  }),
  /** "Other restrictions are invalid": while this tell's restrictions last, earlier ones are suspended. */
  z.object({ type: z.literal("override") }),
]);

/** The closed set of effects a tell may carry (restriction-model.ts says what each does). */
export const effectSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("weapon-lost") }),
  z.object({ type: z.literal("weapon-retrieved") }),
  z.object({ type: z.literal("knocked-down") }),
  z.object({ type: z.literal("shield-lost") }),
  z.object({ type: z.literal("knocked-out") }),
  z.object({
    type: z.literal("regain"),
    points: z.number().int().min(1, "Expected at least 1 body point").max(999),
    // Absent (always) in books from before the condition: they replay as they did.
    ifNotScoredOn: z.boolean().optional(),
  }),
  z.object({
    type: z.literal("turn-to"),
    page: z
      .number()
      .int()
      .min(1)
      .max(STANDARD_MAX_PAGE - 1)
      .refine((p) => p % 2 === 1, "Expected an odd picture page"),
    onScore: z.boolean().default(true),
  }),
  z.object({ type: z.literal("enable"), maneuver: maneuverRefSchema }),
  z.object({ type: z.literal("disable"), maneuver: maneuverRefSchema }),
]);

export const tellSchema = z.object({
  /** The sentence as printed (read aloud in the playtest). */
  text: z.string().max(2000).default(""),
  restrictions: z.array(restrictionSchema).max(20).default([]),
  effects: z.array(effectSchema).max(10).default([]),
});

export const criticalSchema = z.object({
  /** The CRITICAL burst: applies when the scorer's total reaches it. */
  threshold: z.number().int(),
  text: z.string().max(2000).default(""),
  restrictions: z.array(restrictionSchema).max(20).default([]),
  effects: z.array(effectSchema).max(10).default([]),
});

export const imageSchema = z.object({
  /**
   * An http(s) URL or an uploaded picture ("asset:<sha256>"). A data: URL is still read (an older
   * body, an import); saving turns it into an asset.
   */
  src: z
    .string()
    .max(2_000_000, "Expected an image under 1.5 MB")
    .refine((s) => isPictureSource(s, ["png", "jpeg", "gif", "webp", "svg+xml"]), {
      message: "Expected an http(s) URL, an uploaded picture (asset:…) or a data:image URL",
    }),
  alt: z.string().max(300).default(""),
});

export const picturePageSchema = z.object({
  title: z.string().max(200),
  caption: richTextSchema.default(emptyRichText),
  image: imageSchema.nullable().default(null),
  /** The SCORE burst, or null when the picture shows no score. */
  score: z.number().int().nullable().default(null),
  critical: criticalSchema.nullable().default(null),
  tell: tellSchema.default({ text: "", restrictions: [], effects: [] }),
  /**
   * The range of the exchanges that lead to this picture, when the page says so (imports from
   * players that record it); `range-mismatch` checks it against the matrices that name the page.
   */
  range: z.enum(["close", "extended"]).nullable().default(null),
});

export const matrixPageSchema = z.object({
  /** Row key: a maneuver page of this book's sheet; value: the picture page it leads to, 0 for "00". */
  rows: z.record(z.string().regex(/^\d+$/, "Expected a page number as the row key"), z.number().int()),
});

export const maneuverSchema = z.object({
  name: z.string().min(1, "Expected a maneuver name").max(80),
  /** Null for a maneuver printed without a colour: no colour selector and no height rule reaches it. */
  color: z.enum(COLORS, { message: `Expected one of ${COLORS.join(", ")}, or null` }).nullable(),
  page: z.number().int(),
  /** The X column: the extended-range page used against an opponent at Extended Range. */
  xPage: z.number().int().nullable().default(null),
  mod: z.number().int(),
  /**
   * More MODs printed after the first (`2/-1`), one per further weapon the character carries: the
   * next one applies while the weapon in hand is dropped.
   */
  weaponMods: z.array(z.number().int()).max(4).default([]),
  /** Done with the shield: unavailable once the shield is broken. */
  usesShield: z.boolean().default(false),
  /** Not available at the start of a combat, only once a picture enables it. */
  disabled: z.boolean().default(false),
  /** The "+" column: damage added by experience (campaign improvement). */
  expBonus: z.number().int().default(0),
});

export const maneuverGroupSchema = z.object({
  name: z.string().min(1, "Expected a group name").max(80),
  /** A group of the character's own (Bite, Skill), which restrictions name by this heading. */
  own: z.boolean().default(false),
  maneuvers: z.array(maneuverSchema).max(64),
});

export const characterSchema = z.object({
  name: z.string().max(120),
  height: z.number().int().min(0).max(20),
  bodyPoints: z.number().int().min(0).max(999),
  spellPoints: z.number().int().min(0).default(0),
  tacticPoints: z.number().int().min(0).default(0),
  luckPoints: z.number().int().min(0).default(0),
  attacks: z.number().int().min(0).max(20).default(1),
  equipment: z.array(z.string().max(200)).max(100).default([]),
  notes: richTextSchema.default(emptyRichText),
});

/** A record keyed by page number; a bad key is reported at its own path with what was expected. */
function pageRecord<T extends z.ZodType>(value: T, odd: boolean) {
  const expected = odd ? "an odd picture page 1–63" : "an even matrix page 2–64";
  const key = z
    .string()
    .refine((k) => /^\d+$/.test(k) && Number(k) >= 1 && Number(k) <= STANDARD_MAX_PAGE && Number(k) % 2 === (odd ? 1 : 0), {
      message: `Expected ${expected} as the key`,
    });
  return z.record(key, value, { error: (iss) => (iss.code === "invalid_key" ? `Expected ${expected} as the key` : undefined) });
}

const bookBodyV2Schema = z.object({
  character: characterSchema,
  sheet: z.object({ groups: z.array(maneuverGroupSchema).max(32) }),
  /** Picture pages by page number ("1".."63"); a draft may leave pages out. */
  pictures: pageRecord(picturePageSchema, true),
  /** Matrix pages by page number ("2".."64"): the matrix read for an opponent's maneuver page. */
  matrices: pageRecord(matrixPageSchema, false),
  /**
   * What the lost-worlds-web file this book was imported from says beyond the book's own fields
   * (lib/content/lostworlds/lost-worlds-web-format.ts); absent for books made here.
   */
  lostWorldsWeb: lwwKeptSchema.optional(),
});

/** A stored book of any schema version, read as the current one (book-migrate.ts). */
export const bookBodySchema = z.preprocess(migrateBookBody, bookBodyV2Schema);

export type BookBody = z.infer<typeof bookBodyV2Schema>;
export type BookCharacter = z.infer<typeof characterSchema>;
export type Maneuver = z.infer<typeof maneuverSchema>;
export type ManeuverGroup = z.infer<typeof maneuverGroupSchema>;
export type PicturePage = z.infer<typeof picturePageSchema>;
export type MatrixPage = z.infer<typeof matrixPageSchema>;
export type Restriction = z.infer<typeof restrictionSchema>;
export type SelectRestriction = Extract<Restriction, { type: "only" | "no" }>;
export type BonusRestriction = Extract<Restriction, { type: "bonus" }>;
export type Duration = z.infer<typeof durationSchema>;
export type Effect = z.infer<typeof effectSchema>;
export type Tell = z.infer<typeof tellSchema>;
export type Critical = z.infer<typeof criticalSchema>;

export type ManeuverRef = z.infer<typeof maneuverRefSchema>;

/** 2: typed effects, maneuvers named by (group, name); book-migrate.ts reads version 1. */
export const BOOK_SCHEMA_VERSION = 2;

/** Every maneuver of the sheet, in sheet order. */
export const sheetManeuvers = (book: Pick<BookBody, "sheet">): Maneuver[] => book.sheet.groups.flatMap((g) => g.maneuvers);

/** Every maneuver of the sheet with its group heading and whether that group is the character's own, in sheet order. */
export const sheetEntries = (book: Pick<BookBody, "sheet">): (Maneuver & { group: string; own: boolean })[] =>
  book.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ ...m, group: g.name, own: g.own })));

/** The sheet as tells name its maneuvers and own groups (what the tell parser reads names against). */
export const sheetNames = (book: Pick<BookBody, "sheet">): { maneuvers: ManeuverRef[]; ownGroups: string[] } => ({
  maneuvers: book.sheet.groups.flatMap((g) => g.maneuvers.map((m) => ({ group: g.name, name: m.name }))),
  ownGroups: book.sheet.groups.filter((g) => g.own).map((g) => g.name),
});

/** The regeneration a book prints at its best: the most body points one picture gives back (0 for none). */
export function bestRegeneration(book: Pick<BookBody, "pictures">): number {
  let best = 0;
  for (const p of Object.values(book.pictures)) {
    for (const e of [...p.tell.effects, ...(p.critical?.effects ?? [])]) if (e.type === "regain" && e.points > best) best = e.points;
  }
  return best;
}

/** A new book: a named character and nothing else yet; lint lists what is still missing. */
export function emptyBook(): BookBody {
  return {
    character: {
      name: "New character",
      height: 3,
      bodyPoints: 12,
      spellPoints: 0,
      tacticPoints: 0,
      luckPoints: 0,
      attacks: 1,
      equipment: [],
      notes: emptyRichText(),
    },
    sheet: { groups: [] },
    pictures: {},
    matrices: {},
  };
}

export function emptyPicturePage(title = ""): PicturePage {
  return {
    title,
    caption: emptyRichText(),
    image: null,
    score: null,
    critical: null,
    tell: { text: "", restrictions: [], effects: [] },
    range: null,
  };
}

/** Both true exactly when the two types accept the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The document is the engine's input and holds the engine's restriction model, nothing else.
const modelAgrees: {
  colors: Same<NonNullable<Maneuver["color"]>, Color>;
  durations: Same<Duration, ModelDuration>;
  effects: Same<Effect, ModelEffect>;
  restrictions: Same<Restriction, ModelRestriction>;
  tells: Same<Tell, ModelTell>;
  book: BookBody extends BookSource ? true : false;
} = { colors: true, durations: true, effects: true, restrictions: true, tells: true, book: true };
void modelAgrees;
