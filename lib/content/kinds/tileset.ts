import { z } from "zod";
import { richTextSchema, emptyRichText } from "../rich-text";

/** Edges are numbered 0..5 as in lib/engine/core/hex.ts (pointy-top: 0 = east, clockwise on screen). */
export const hexEdgeSchema = z.number().int().min(0).max(5);

export const tileArtSchema = z.object({
  /** An http(s) URL or an uploaded image as a data: URL. */
  src: z
    .string()
    .max(2_000_000, "Expected an image under 1.5 MB")
    .refine((s) => /^https?:\/\//.test(s) || /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/.test(s), {
      message: "Expected an http(s) URL or a data:image URL",
    }),
  alt: z.string().max(200).default(""),
});

export const tileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, "Expected a short id of lowercase letters, digits and dashes"),
    name: z.string().min(1).max(80),
    kind: z.string().min(1).max(40),
    paths: z.array(hexEdgeSchema).max(6),
    /** Edges whose path ends in a dead end inside the tile. */
    deadEnds: z.array(hexEdgeSchema).max(6).default([]),
    fork: z.boolean().default(false),
    art: tileArtSchema.nullable().default(null),
    count: z.number().int().min(0).max(500),
    notes: richTextSchema.default(emptyRichText),
    properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .superRefine((tile, ctx) => {
    if (new Set(tile.paths).size !== tile.paths.length) {
      ctx.addIssue({ code: "custom", path: ["paths"], message: "Expected each edge at most once" });
    }
    tile.deadEnds.forEach((edge, i) => {
      if (!tile.paths.includes(edge)) {
        ctx.addIssue({ code: "custom", path: ["deadEnds", i], message: `Expected a dead end on an edge with a path (edge ${edge} has none)` });
      }
    });
  });

export const tileKindSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, "Expected a lowercase id"),
  label: z.string().min(1).max(40),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "Expected a colour like #3a7d44"),
});

export const tilesetBodySchema = z
  .object({
    description: richTextSchema.default(emptyRichText),
    kinds: z.array(tileKindSchema).min(1).max(32),
    tiles: z.array(tileSchema).max(2000),
    /** The game's rule options, stored with the deck they were tuned for. */
    rules: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .superRefine((set, ctx) => {
    const kinds = new Set(set.kinds.map((k) => k.id));
    const seen = new Set<string>();
    set.tiles.forEach((tile, i) => {
      if (seen.has(tile.id)) ctx.addIssue({ code: "custom", path: ["tiles", i, "id"], message: `Expected a unique tile id ("${tile.id}" repeats)` });
      seen.add(tile.id);
      if (!kinds.has(tile.kind)) {
        ctx.addIssue({ code: "custom", path: ["tiles", i, "kind"], message: `Expected one of the set's kinds (${[...kinds].join(", ")})` });
      }
    });
  });

export type TilesetBody = z.infer<typeof tilesetBodySchema>;
export type Tile = z.infer<typeof tileSchema>;

export const DEFAULT_TILE_KINDS = [
  { id: "start", label: "Start", color: "#c9a227" },
  { id: "jungle", label: "Jungle", color: "#3a7d44" },
  { id: "ship", label: "Ship", color: "#5b7fa6" },
];

export function emptyTileset(): TilesetBody {
  return { description: emptyRichText(), kinds: DEFAULT_TILE_KINDS.map((k) => ({ ...k })), tiles: [], rules: {} };
}
