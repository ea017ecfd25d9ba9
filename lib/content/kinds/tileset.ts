import { z } from "zod";
import { isPictureSource } from "../assets";
import type { LostPatrolRules } from "../../engine/lostpatrol/options";
import { richTextSchema, emptyRichText } from "../rich-text";

/** Edges are numbered 0..5 as in lib/engine/core/hex.ts (pointy-top: 0 = east, clockwise on screen). */
export const hexEdgeSchema = z.number().int().min(0).max(5);

/** A free property's or unknown rule's value. */
const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const tileArtSchema = z.object({
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
  alt: z.string().max(200).default(""),
  /** Sixths of a turn clockwise the picture is drawn at, so it turns with the paths when the tile is rotated. */
  rotation: z.number().int().min(0).max(5).default(0),
});

/** The fields of a tile the game's rules read (the rest is for people: name, picture, notes). */
const playedTileFields = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, "Expected a short id of lowercase letters, digits and dashes"),
  kind: z.string().min(1).max(40),
  paths: z.array(hexEdgeSchema).max(6),
  /** Edges whose path ends in a dead end inside the tile. */
  deadEnds: z.array(hexEdgeSchema).max(6).default([]),
  count: z.number().int().min(0).max(500),
  properties: z.record(z.string().min(1, "Expected a property name").max(40), scalar).default({}),
};

function checkEdges(tile: { paths: number[]; deadEnds: number[] }, ctx: z.RefinementCtx): void {
  if (new Set(tile.paths).size !== tile.paths.length) {
    ctx.addIssue({ code: "custom", path: ["paths"], message: "Expected each edge at most once" });
  }
  tile.deadEnds.forEach((edge, i) => {
    if (!tile.paths.includes(edge)) {
      ctx.addIssue({
        code: "custom",
        path: ["deadEnds", i],
        message: `Expected a dead end on an edge with a path (edge ${edge} has none)`,
      });
    }
  });
}

export const tileSchema = z
  .object({
    ...playedTileFields,
    name: z.string().min(1).max(80),
    fork: z.boolean().default(false),
    art: tileArtSchema.nullable().default(null),
    notes: richTextSchema.default(emptyRichText),
  })
  .superRefine(checkEdges);

export const tileKindSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, "Expected a lowercase id"),
  label: z.string().min(1).max(40),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "Expected a colour like #3a7d44"),
});

type ChoiceRule = "tileRotation" | "monsterActions" | "splitBy" | "spawnAt" | "setupLays" | "bigStacks" | "retreatJoin" | "lastToken";

/**
 * The values a tile set may store for each of Lost Patrol's rule options (docs/rules/lostpatrol.md
 * says what they do). The engine's option types are the authority: a value the engine does not
 * know fails to compile here, and so does one of the engine's values missing from these lists.
 */
export const LOST_PATROL_RULE_CHOICES = {
  tileRotation: ["free", "face-soldiers"],
  monsterActions: ["per-player", "per-stack"],
  splitBy: ["adjacency", "paths"],
  spawnAt: ["sight-edge", "line-ends"],
  setupLays: ["sight", "six"],
  bigStacks: ["six", "all"],
  retreatJoin: ["ambushed", "receiver"],
  lastToken: ["one", "none"],
} as const satisfies { [K in ChoiceRule]: readonly LostPatrolRules[K][] };

type Listed<K extends ChoiceRule> = (typeof LOST_PATROL_RULE_CHOICES)[K][number];
/** Compiles only while every value of the engine's options is listed above. */
const everyChoiceListed: { [K in ChoiceRule]: Exclude<LostPatrolRules[K], Listed<K>> extends never ? true : false } = {
  tileRotation: true,
  monsterActions: true,
  splitBy: true,
  spawnAt: true,
  setupLays: true,
  bigStacks: true,
  retreatJoin: true,
  lastToken: true,
};
void everyChoiceListed;

/**
 * The largest turn cap a simulation may ask for (a safety stop, not a rule of the game). The
 * schema serves the lab's options too; a tile set that stored a cap keeps it, but the engine
 * does not read it from there (a playtest is never cut short).
 */
export const MAX_TURN_LIMIT = 1000;

/** Lost Patrol's rule options; a rule left out plays as the default. Other keys are kept: they may belong to a newer studio. */
export const tilesetRulesSchema = z
  .object({
    tileRotation: z.enum(LOST_PATROL_RULE_CHOICES.tileRotation).optional(),
    monsterActions: z.enum(LOST_PATROL_RULE_CHOICES.monsterActions).optional(),
    splitBy: z.enum(LOST_PATROL_RULE_CHOICES.splitBy).optional(),
    spawnAt: z.enum(LOST_PATROL_RULE_CHOICES.spawnAt).optional(),
    setupLays: z.enum(LOST_PATROL_RULE_CHOICES.setupLays).optional(),
    bigStacks: z.enum(LOST_PATROL_RULE_CHOICES.bigStacks).optional(),
    retreatJoin: z.enum(LOST_PATROL_RULE_CHOICES.retreatJoin).optional(),
    lastToken: z.enum(LOST_PATROL_RULE_CHOICES.lastToken).optional(),
    maxTurns: z.number().int("Expected a whole number of turns").min(1).max(MAX_TURN_LIMIT).optional(),
  })
  .catchall(scalar);

export type TilesetRules = z.infer<typeof tilesetRulesSchema>;

export const tilesetBodySchema = z
  .object({
    description: richTextSchema.default(emptyRichText),
    kinds: z.array(tileKindSchema).min(1).max(32),
    tiles: z.array(tileSchema).max(2000),
    /** The game's rule options, stored with the deck they were tuned for. */
    rules: tilesetRulesSchema.default({}),
  })
  .superRefine((set, ctx) => {
    const kinds = new Set(set.kinds.map((k) => k.id));
    const seen = new Set<string>();
    set.tiles.forEach((tile, i) => {
      if (seen.has(tile.id))
        ctx.addIssue({ code: "custom", path: ["tiles", i, "id"], message: `Expected a unique tile id ("${tile.id}" repeats)` });
      seen.add(tile.id);
      if (!kinds.has(tile.kind)) {
        ctx.addIssue({ code: "custom", path: ["tiles", i, "kind"], message: `Expected one of the set's kinds (${[...kinds].join(", ")})` });
      }
    });
  });

export type TilesetBody = z.infer<typeof tilesetBodySchema>;

/**
 * What Lost Patrol reads of a tile set: the tiles' played fields and the rules. A whole tile-set
 * body is one; parsing keeps only these, so a game's input carries no pictures or notes.
 */
export const playedTilesetSchema = z.object({
  tiles: z.array(z.object(playedTileFields).superRefine(checkEdges)).max(2000),
  rules: tilesetRulesSchema.default({}),
});
export type Tile = z.infer<typeof tileSchema>;

export const DEFAULT_TILE_KINDS = [
  { id: "start", label: "Start", color: "#c9a227" },
  { id: "jungle", label: "Jungle", color: "#3a7d44" },
  { id: "ship", label: "Ship", color: "#5b7fa6" },
];

export function emptyTileset(): TilesetBody {
  return { description: emptyRichText(), kinds: DEFAULT_TILE_KINDS.map((k) => ({ ...k })), tiles: [], rules: {} };
}
