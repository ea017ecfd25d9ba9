import { z } from "zod";
import type { Ability, Effect, EffectDuration, EffectKind, EffectTarget } from "../../engine/island/input";
import { standardLayouts } from "../island/layouts";
import { richTextSchema, emptyRichText } from "../rich-text";
import { tileArtSchema, tileKindSchema } from "./tileset";

/**
 * An island for Lost: The Board Game: Location tiles (drawn on the shared hex tile designer),
 * Starting Location half-tiles, island layouts, Characters, the Fate deck and the Monster chart.
 * docs/rules/island.md says how the engine reads each field. Effects are structured where the
 * engine can run them and free text otherwise (the table resolves those during a playtest).
 */

export const ISLAND_SCHEMA_VERSION = 1;

const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, "Expected a short id of lowercase letters, digits and dashes");
const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const EFFECT_KINDS = [
  "power",
  "draw",
  "injure",
  "heal",
  "kill",
  "move",
  "skip",
  "trap",
  "take",
  "text",
] as const satisfies readonly EffectKind[];
export const EFFECT_TARGETS = ["self", "each", "any", "here", "encounter"] as const satisfies readonly EffectTarget[];
export const EFFECT_DURATIONS = ["check", "turn", "round", "carried", "location"] as const satisfies readonly EffectDuration[];
export const ABILITY_KINDS = ["power", "boost", "healer", "injure-on-lead", "text"] as const satisfies readonly Ability["kind"][];

const target = z.enum(EFFECT_TARGETS);

export const effectSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("power"),
    amount: z.number().int().min(-10).max(10),
    target: target.default("self"),
    duration: z.enum(EFFECT_DURATIONS).default("check"),
  }),
  z.object({ kind: z.literal("draw"), count: z.number().int().min(1).max(5) }),
  z.object({ kind: z.literal("injure"), target: target.default("self") }),
  z.object({ kind: z.literal("heal"), target: target.default("self") }),
  z.object({ kind: z.literal("kill"), target: target.default("self") }),
  z.object({ kind: z.literal("move"), target: target.default("self") }),
  z.object({ kind: z.literal("skip"), target: target.default("self"), whole: z.boolean().default(false) }),
  z.object({ kind: z.literal("trap"), target: target.default("self"), turns: z.number().int().min(1).max(10).default(1) }),
  z.object({ kind: z.literal("take"), what: z.enum(["equipment", "event"]) }),
  z.object({ kind: z.literal("text"), text: z.string().min(1, "Expected the instruction's words").max(500) }),
]);
export type EffectDoc = z.infer<typeof effectSchema>;
// The document's effects are the engine's, field for field (both ways, so neither can drift).
const effectsMatch: [Effect, EffectDoc] = [null as unknown as EffectDoc, null as unknown as Effect];
void effectsMatch;

export const abilitySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("power"),
    amount: z.number().int().min(-10).max(10),
    against: z.enum(["any", "encounters", "characters", "monster"]).default("any"),
  }),
  z.object({ kind: z.literal("boost"), amount: z.number().int().min(1).max(10), target: z.enum(["other", "any"]).default("other") }),
  z.object({ kind: z.literal("healer") }),
  z.object({ kind: z.literal("injure-on-lead") }),
  z.object({ kind: z.literal("text"), text: z.string().min(1).max(500) }),
]);
const abilitiesMatch: [Ability, z.infer<typeof abilitySchema>] = [
  null as unknown as z.infer<typeof abilitySchema>,
  null as unknown as Ability,
];
void abilitiesMatch;

/** A Starting Character Win Condition the engine checks (by card ids), or words the table judges. */
export const winCheckSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("lead"), character: idSchema }),
  z.object({ kind: z.literal("control"), count: z.number().int().min(1).max(20) }),
  z.object({ kind: z.literal("equipment"), count: z.number().int().min(1).max(20) }),
  z.object({ kind: z.literal("events"), count: z.number().int().min(1).max(20) }),
  z.object({ kind: z.literal("explore"), count: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal("defeat"), count: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal("reach"), location: idSchema }),
  z.object({ kind: z.literal("text"), text: z.string().min(1).max(500) }),
]);
export type WinCheckDoc = z.infer<typeof winCheckSchema>;

export const locationTileSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(80),
  /** The tile's back: one of the island's kinds ("shoreline", "inner", or the author's). */
  kind: z.string().min(1).max(40),
  /** Location instructions, in the order they are written (a Fate draw is `fate`, not a step). */
  steps: z.array(effectSchema).max(12).default([]),
  /** The instructions as printed. */
  text: richTextSchema.default(emptyRichText),
  /** "Draw x Fate Card(s)". */
  fate: z.number().int().min(0).max(3).default(1),
  campsite: z.boolean().default(false),
  art: tileArtSchema.nullable().default(null),
  count: z.number().int().min(0).max(200).default(1),
  properties: z.record(z.string().min(1).max(40), scalar).default({}),
  notes: richTextSchema.default(emptyRichText),
});
export type LocationTile = z.infer<typeof locationTileSchema>;

export const layoutCellSchema = z.object({
  q: z.number().int().min(-50).max(50),
  r: z.number().int().min(-50).max(50),
  /** The back of the tile laid here; a random tile of this back unless `tile` names one. */
  kind: z.string().min(1).max(40),
  tile: idSchema.nullable().default(null),
  /** Sixths of a turn the tile's picture is drawn at. */
  rotation: z.number().int().min(0).max(5).default(0),
});
export type LayoutCellDoc = z.infer<typeof layoutCellSchema>;

export const islandLayoutSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1).max(80),
    /** The rule set it is for: the engine takes the first layout made for the game's rule set and player count. */
    rules: z.enum(["any", "beginner", "advanced"]).default("any"),
    minPlayers: z.number().int().min(2).max(8).default(2),
    maxPlayers: z.number().int().min(2).max(8).default(8),
    cells: z.array(layoutCellSchema).max(400),
    /** Places for Starting Location half-tiles: hexes off the island, next to a tile. */
    starts: z.array(z.object({ q: z.number().int().min(-51).max(51), r: z.number().int().min(-51).max(51) })).max(20),
  })
  .superRefine((l, ctx) => {
    if (l.minPlayers > l.maxPlayers)
      ctx.addIssue({ code: "custom", path: ["maxPlayers"], message: "Expected at least the minimum number of players" });
    const seen = new Set<string>();
    l.cells.forEach((c, i) => {
      const key = `${c.q},${c.r}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["cells", i], message: `Expected one tile per place (${key} repeats)` });
      seen.add(key);
    });
    l.starts.forEach((s, i) => {
      if (seen.has(`${s.q},${s.r}`))
        ctx.addIssue({ code: "custom", path: ["starts", i], message: "Expected a Starting Location off the island, not on a tile" });
    });
  });
export type IslandLayout = z.infer<typeof islandLayoutSchema>;

export const islandCharacterSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(80),
  power: z.number().int().min(0).max(20),
  /** The Special Ability as printed, and what of it the engine runs. */
  ability: richTextSchema.default(emptyRichText),
  abilities: z.array(abilitySchema).max(6).default([]),
  /** The Starting Character Win Condition as printed, and the check the engine makes (null: none). */
  winText: richTextSchema.default(emptyRichText),
  win: winCheckSchema.nullable().default(null),
  /** Pieces of Equipment the Character may carry. */
  capacity: z.number().int().min(0).max(5).default(1),
  art: tileArtSchema.nullable().default(null),
});
export type IslandCharacter = z.infer<typeof islandCharacterSchema>;

export const FATE_TYPES = ["encounter", "equipment", "event"] as const;

export const fateCardSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(80),
  type: z.enum(FATE_TYPES),
  /** An Encounter's Power. */
  power: z.number().int().min(0).max(30).default(0),
  /** The "Monster": stays on the island until defeated and moves each round. */
  monster: z.boolean().default(false),
  /** The card's instructions as printed. */
  text: richTextSchema.default(emptyRichText),
  /** An Event's or Equipment's effects (Equipment's Power "carried" is on while carried). */
  effects: z.array(effectSchema).max(8).default([]),
  /** An Encounter's instructions when defeated, and when not. */
  win: z.array(effectSchema).max(8).default([]),
  lose: z.array(effectSchema).max(8).default([]),
  /** Equipment kept after use (otherwise discarded). */
  keep: z.boolean().default(true),
  count: z.number().int().min(0).max(100).default(1),
  art: tileArtSchema.nullable().default(null),
});
export type FateCard = z.infer<typeof fateCardSchema>;

/** The Monster chart's six entries, for die rolls 1 to 6 (flat-topped hexes: north is a side). */
export const MONSTER_DIRECTIONS = ["north", "north-east", "south-east", "south", "south-west", "north-west", "stay"] as const;
export type MonsterDirection = (typeof MONSTER_DIRECTIONS)[number];
export const DEFAULT_MONSTER_CHART: MonsterDirection[] = ["north", "north-east", "south-east", "south", "south-west", "north-west"];

/** The backs the rules read by id: Shoreline tiles form the island's border, Inner Island tiles fill it. */
export const SHORELINE = "shoreline";
export const INNER = "inner";
export const DEFAULT_ISLAND_KINDS = [
  { id: SHORELINE, label: "Shoreline", color: "#d9c27a" },
  { id: INNER, label: "Inner Island", color: "#4f7d4a" },
];

export const islandBodySchema = z
  .object({
    description: richTextSchema.default(emptyRichText),
    kinds: z
      .array(tileKindSchema)
      .min(1)
      .max(16)
      .default(() => DEFAULT_ISLAND_KINDS.map((k) => ({ ...k }))),
    locations: z.array(locationTileSchema).max(400).default([]),
    /** Starting Location half-tiles in the box: one per player. */
    halfTiles: z
      .object({ count: z.number().int().min(0).max(20).default(10), art: tileArtSchema.nullable().default(null) })
      .default({ count: 10, art: null }),
    layouts: z.array(islandLayoutSchema).max(40).default([]),
    characters: z.array(islandCharacterSchema).max(60).default([]),
    fate: z.array(fateCardSchema).max(400).default([]),
    monster: z.object({ chart: z.array(z.enum(MONSTER_DIRECTIONS)).length(6) }).default({ chart: DEFAULT_MONSTER_CHART }),
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
    unique(body.kinds, "kinds", "kind");
    unique(body.locations, "locations", "Location tile");
    unique(body.layouts, "layouts", "layout");
    unique(body.characters, "characters", "Character");
    unique(body.fate, "fate", "Fate card");
    const kinds = new Set(body.kinds.map((k) => k.id));
    body.locations.forEach((t, i) => {
      if (!kinds.has(t.kind))
        ctx.addIssue({
          code: "custom",
          path: ["locations", i, "kind"],
          message: `Expected one of the island's kinds (${[...kinds].join(", ")})`,
        });
    });
  });

export type IslandBody = z.infer<typeof islandBodySchema>;

/** A new island: the two backs, the rulebook's layouts and the Monster chart, no tiles or cards yet. */
export function emptyIsland(): IslandBody {
  return islandBodySchema.parse({ layouts: standardLayouts() });
}
