import { z } from "zod";
import type {
  FigureSource,
  ObjectSource,
  ScenarioOptions,
  ScenarioSource,
  SideSource,
  SpaceSource,
  SpellCard,
  TerrainKind,
  VictoryCondition,
} from "../../engine/scenario/input";
import { bookBodySchema } from "./book";
import { spellCardSchema } from "./scenario-spells";
import { richTextSchema, emptyRichText } from "../rich-text";

/**
 * A Lost Worlds scenario on hex terrain: spaces at levels (floor, wall, steps, pillar), objects,
 * figures with their books, sides, victory conditions with the points each earns, a turn limit
 * and the rule options. docs/rules/scenarios.md says how the engine reads each field.
 *
 * A figure names its book by document id and keeps a copy of the book's body taken when it was
 * chosen: lint and play read the copy, so a scenario (and every playtest of it) stands on its own,
 * and the designer offers to refresh the copy when the book document has changed since.
 */

export const SCENARIO_SCHEMA_VERSION = 1;

const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, "Expected a short id of lowercase letters, digits and dashes");
const coord = z.number().int().min(-60).max(60);
export const hexRefSchema = z.object({ q: coord, r: coord });

export const TERRAIN_KINDS = ["floor", "wall", "steps", "pillar"] as const satisfies readonly TerrainKind[];
/** Terrain no figure may enter whatever its `impassable` flag says. */
export const BLOCKING_TERRAIN: readonly TerrainKind[] = ["wall", "pillar"];
export const MAX_LEVEL = 20;
/** Spell cards per figure (the engine keeps one bit per card). */
export const MAX_SPELL_CARDS = 12;

export const spaceSchema = z.object({
  q: coord,
  r: coord,
  level: z.number().int().min(0).max(MAX_LEVEL).default(0),
  terrain: z.enum(TERRAIN_KINDS).default("floor"),
  impassable: z.boolean().default(false),
});
export type ScenarioSpace = z.infer<typeof spaceSchema>;

export const scenarioObjectSchema = z.object({
  id: idSchema,
  name: z.string().min(1, "Expected the object's name").max(80),
  weight: z.number().int().min(0).max(20),
  maxRange: z.number().int().min(0).max(20),
  tall: z.boolean().default(false),
  movable: z.boolean().default(true),
  at: hexRefSchema,
});
export type ScenarioObject = z.infer<typeof scenarioObjectSchema>;

/** The objects of the printed throwing table, offered by the designer. */
export const STANDARD_OBJECTS: { name: string; weight: number; maxRange: number; tall: boolean }[] = [
  { name: "table", weight: 5, maxRange: 2, tall: true },
  { name: "brazier", weight: 5, maxRange: 2, tall: true },
  { name: "mirror", weight: 4, maxRange: 3, tall: true },
  { name: "chest", weight: 4, maxRange: 3, tall: false },
  { name: "barrel", weight: 3, maxRange: 4, tall: false },
  { name: "sack", weight: 2, maxRange: 4, tall: false },
  { name: "sword", weight: 0, maxRange: 5, tall: false },
];

/** The printed throwing weapons and their Effective Ranges. */
export const STANDARD_THROWING_WEAPONS: { name: string; effectiveRange: number }[] = [
  { name: "club", effectiveRange: 2 },
  { name: "dagger", effectiveRange: 3 },
  { name: "hand axe", effectiveRange: 3 },
  { name: "rock", effectiveRange: 4 },
  { name: "spear", effectiveRange: 4 },
];

export const throwingWeaponSchema = z.object({
  name: z.string().min(1).max(40),
  effectiveRange: z.number().int().min(1).max(10),
});

export const figureBookSchema = z.object({
  /** The book document chosen, or null for a book imported with the scenario. */
  documentId: z.string().max(64).nullable().default(null),
  title: z.string().max(200).default(""),
  /** The book's body as it was when chosen; null until one is chosen. */
  body: bookBodySchema.nullable().default(null),
});

export const scenarioFigureSchema = z.object({
  id: idSchema,
  name: z.string().min(1, "Expected the figure's name").max(80),
  side: idSchema,
  book: figureBookSchema.default({ documentId: null, title: "", body: null }),
  start: hexRefSchema,
  /** Height from the book's character sheet (the designer copies it; the author may change it). */
  height: z.number().int().min(1).max(20),
  /** The Extended Range damage modifier for thrown weapons: the sheets print none, so 0 unless set. */
  extendedRangeDamage: z.number().int().min(-10).max(10).default(0),
  throwingWeapon: throwingWeaponSchema.nullable().default(null),
  undead: z.boolean().default(false),
  /** Spell cards the figure holds; their points must fit the book's spell points (lint, and play refuses more). */
  spells: z.array(spellCardSchema).max(MAX_SPELL_CARDS).default([]),
  /** Restores spell points in the Movement Phase like a regenerating book restores body points. */
  regeneratesMagic: z.boolean().default(false),
  /** Regenerates by dematerialising (as Airi and the Wraith): off the board for the Movement Phase, back whole. */
  dematerialises: z.boolean().default(false),
  /** What the figure's book's Touch drains from a figure found in its space when it comes back. */
  touchDamage: z.number().int("Expected a whole number of body points").min(0).max(20).default(0),
});
export type ScenarioFigure = z.infer<typeof scenarioFigureSchema>;

export const scenarioSideSchema = z.object({ id: idSchema, name: z.string().min(1).max(80) });

const points = z.number().int().min(0).max(1000);
/** Whether meeting the condition ends the scenario at once (otherwise it only scores at the end). */
const ends = z.boolean().default(true);
const spaces = z.array(hexRefSchema).min(1, "Expected at least one space").max(200);

export const VICTORY_KINDS = ["defeat-all", "reach", "hold", "carry", "survive"] as const satisfies readonly VictoryCondition["kind"][];

export const victoryConditionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("defeat-all"), side: idSchema, points, ends }),
  z.object({ kind: z.literal("reach"), side: idSchema, spaces, points, ends }),
  z.object({ kind: z.literal("hold"), side: idSchema, spaces, turns: z.number().int().min(1).max(100), points, ends }),
  z.object({ kind: z.literal("carry"), side: idSchema, object: idSchema, spaces, points, ends }),
  z.object({ kind: z.literal("survive"), side: idSchema, turns: z.number().int().min(1).max(200), points, ends }),
]);
export type VictoryConditionDoc = z.infer<typeof victoryConditionSchema>;

export const scenarioOptionsSchema = z.object({
  initiativeTies: z.enum(["reroll", "lower-seat-first"]).default("reroll"),
  climbCost: z.enum(["change", "one-plus-change"]).default("change"),
  battleZoneHeight: z.enum(["height-rule", "ignore"]).default("height-rule"),
  fallChecks: z.enum(["ran-or-fought", "everyone"]).default("ran-or-fought"),
  scatter: z.enum(["reroll", "wrap"]).default("reroll"),
  thrownWeaponDamage: z.enum(["page19-plus-modifier", "page19"]).default("page19-plus-modifier"),
  effectiveHeight: z.enum(["height-plus-level", "sheet"]).default("height-plus-level"),
  runBonus: z.number().int().min(0).max(6).default(2),
  obstructions: z.boolean().default(false),
  regeneration: z.boolean().default(true),
  severalAgainstOne: z.enum(["multi-player", "one-on-one"]).default("multi-player"),
  magic: z.boolean().default(true),
});
export const DEFAULT_OPTIONS: ScenarioOptions = scenarioOptionsSchema.parse({});

export const scenarioBodySchema = z
  .object({
    briefing: richTextSchema.default(emptyRichText),
    spaces: z.array(spaceSchema).max(2000).default([]),
    objects: z.array(scenarioObjectSchema).max(100).default([]),
    sides: z.array(scenarioSideSchema).max(8).default([]),
    figures: z.array(scenarioFigureSchema).max(16).default([]),
    victory: z.array(victoryConditionSchema).max(32).default([]),
    /** Turns played before the scenario ends on points; 0 is kept as a draft (lint reports it). */
    turnLimit: z.number().int().min(0).max(200).default(12),
    options: scenarioOptionsSchema.default(DEFAULT_OPTIONS),
  })
  .superRefine((body, ctx) => {
    const unique = (items: { id: string }[], path: string, what: string) => {
      const seen = new Set<string>();
      items.forEach((x, i) => {
        if (seen.has(x.id))
          ctx.addIssue({ code: "custom", path: [path, i, "id"], message: `Expected a unique ${what} id ("${x.id}" repeats)` });
        seen.add(x.id);
      });
    };
    unique(body.sides, "sides", "side");
    unique(body.figures, "figures", "figure");
    unique(body.objects, "objects", "object");
    const places = new Set<string>();
    body.spaces.forEach((s, i) => {
      const key = `${s.q},${s.r}`;
      if (places.has(key)) ctx.addIssue({ code: "custom", path: ["spaces", i], message: `Expected one space per place (${key} repeats)` });
      places.add(key);
    });
    const sides = new Set(body.sides.map((s) => s.id));
    const sideIssue = (side: string, path: (string | number)[]) => {
      if (!sides.has(side))
        ctx.addIssue({ code: "custom", path, message: `Expected one of the scenario's sides (${[...sides].join(", ") || "none yet"})` });
    };
    body.figures.forEach((f, i) => sideIssue(f.side, ["figures", i, "side"]));
    const objects = new Set(body.objects.map((o) => o.id));
    body.victory.forEach((v, i) => {
      sideIssue(v.side, ["victory", i, "side"]);
      if (v.kind === "carry" && !objects.has(v.object))
        ctx.addIssue({ code: "custom", path: ["victory", i, "object"], message: "Expected one of the scenario's objects" });
    });
  });

export type ScenarioBody = z.infer<typeof scenarioBodySchema>;

/** A new scenario: a round hall of floor, two sides, nobody placed yet. */
export function emptyScenario(): ScenarioBody {
  const spaces: { q: number; r: number }[] = [];
  const radius = 4;
  for (let q = -radius; q <= radius; q++)
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) spaces.push({ q, r });
  return scenarioBodySchema.parse({
    spaces,
    sides: [
      { id: "heroes", name: "Heroes" },
      { id: "foes", name: "Foes" },
    ],
    victory: [
      { kind: "defeat-all", side: "heroes", points: 10 },
      { kind: "defeat-all", side: "foes", points: 10 },
    ],
  });
}

/** Both true exactly when the two types accept the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The document is the engine's input once its books are present: neither may drift from the other.
const modelAgrees: {
  spaces: Same<ScenarioSpace, SpaceSource>;
  objects: Same<ScenarioObject, ObjectSource>;
  sides: Same<z.infer<typeof scenarioSideSchema>, SideSource>;
  victory: Same<VictoryConditionDoc, VictoryCondition>;
  spells: Same<z.infer<typeof spellCardSchema>, SpellCard>;
  options: Same<z.infer<typeof scenarioOptionsSchema>, ScenarioOptions>;
  figure: Omit<ScenarioFigure, "book"> extends Omit<FigureSource, "book"> ? true : false;
  body: Omit<ScenarioBody, "figures" | "briefing"> extends Omit<ScenarioSource, "figures"> ? true : false;
} = { spaces: true, objects: true, sides: true, victory: true, spells: true, options: true, figure: true, body: true };
void modelAgrees;
