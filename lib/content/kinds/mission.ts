/**
 * The `mission` kind: a Space Hulk mission, modelled on the "Pitfall" mission.
 *
 * Map encoding. All levels share one `width` × `height` and are stacked directly above each
 * other, so (x, y) on one level is the same space as (x, y) on the level below ("the upper level
 * is directly above the lower one", seed). Level index 0 is the BOTTOM level and indices grow
 * upwards, as in lib/engine/core/grid.ts. x grows east, y grows south.
 *
 * Each level is `rows` of `width` characters. `#` is wall and ` ` (space) is void (both
 * impassable; void is outside the hulk, which matters only to how it is drawn). Every other
 * character is the `key` of one of that level's sections, so every floor cell belongs to exactly
 * one named section, and the section says whether it is a room or a corridor. A 100×100 two-level
 * map is 20,000 characters and validates in one pass over them.
 */
import { z } from "zod";
import { emptyRichText, richTextSchema } from "../rich-text";

export const MISSION_SCHEMA_VERSION = 1;
export const WALL = "#";
export const VOID = " ";
export const MAX_MAP_SIDE = 200;
export const MAX_LEVELS = 8;
/** The seed letters its six pitfalls A to F. */
export const PITFALL_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;

export const sideSchema = z.enum(["marines", "stealers"]);
export const coordSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_MAP_SIDE - 1);
const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, "Expected a short id of lowercase letters, digits and dashes");

/** A space on the map: level (0 = bottom), x, y. */
export const cellRefSchema = z.object({ level: z.number().int().min(0), x: coordSchema, y: coordSchema });

export const sectionSchema = z.object({
  /** The character that marks this section's cells in the level's rows. */
  key: z
    .string()
    .length(1, "Expected a single character")
    .refine((k) => k !== WALL && k !== VOID && !/[\s\uD800-\uDFFF]/.test(k), {
      message: `Expected a character other than "#", space, other whitespace or half a surrogate pair`,
    }),
  /** Unique across the mission: lint locations and zones refer to sections by name. */
  name: z.string().trim().min(1).max(60),
  kind: z.enum(["room", "corridor"]),
});

export const levelSchema = z.object({
  name: z.string().trim().min(1).max(40),
  sections: z.array(sectionSchema).max(4000),
  rows: z.array(z.string()).min(1).max(MAX_MAP_SIDE),
});

export const doorSchema = cellRefSchema.extend({ open: z.boolean().default(false) });

/**
 * Map features (seed, "Special Rules"). A pitfall or ladder sits on the upper of the two levels
 * it joins (the hole is in that level's floor); its shadow is the marker on the level below.
 */
export const featureSchema = z.discriminatedUnion("type", [
  /** Entering costs one extra AP; may deflect storm bolter shots (seed, "Rubble"). */
  cellRefSchema.extend({ type: z.literal("rubble") }),
  /** A hole to the level below: Marines fall or jump down only; Stealers climb up for 3 AP. */
  cellRefSchema.extend({ type: z.literal("pitfall"), letter: z.enum(PITFALL_LETTERS) }),
  /** Every piece climbs up or down for 2 AP (seed, "Ladders"). */
  cellRefSchema.extend({ type: z.literal("ladder") }),
  /** Marks where a pitfall or ladder above opens; no effect on play (seed, set-up rules). */
  cellRefSchema.extend({ type: z.literal("shadow"), of: z.enum(["pitfall", "ladder"]), letter: z.enum(PITFALL_LETTERS).optional() }),
  /** Bottomless: a piece entering it leaves the game (escapes, if the victory rules say so). */
  cellRefSchema.extend({ type: z.literal("chute") }),
]);

/** Where a side's pieces arrive: cells of one level, active during a span of turns. */
export const entryAreaSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(60),
  side: sideSchema.default("stealers"),
  level: z.number().int().min(0),
  cells: z.array(z.object({ x: coordSchema, y: coordSchema })).min(1),
  /** Active from turn `from` to turn `to` inclusive; `to: null` = for the rest of the game. */
  turns: z.object({ from: z.number().int().min(1), to: z.number().int().min(1).nullable() }),
});

/** A deployment zone: whole sections by name, plus single cells. */
export const deploymentZoneSchema = z.object({
  id: idSchema,
  side: sideSchema,
  sections: z.array(z.string()).default([]),
  cells: z.array(cellRefSchema).default([]),
});

export const poolCounterSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pitfall"), letter: z.enum(PITFALL_LETTERS) }),
  z.object({ type: z.literal("ladder") }),
  z.object({ type: z.literal("rubble") }),
]);

/**
 * Counters placed face down at set-up (seed, "Special Set-up Rules"): shuffled, then the players
 * take turns placing one each on a clear space of a shaded section, at most `perSection` per
 * section; all are turned face up afterwards and the shadows of pitfalls and ladders are placed
 * on the level directly below.
 */
export const counterPoolSchema = z.object({
  /** The shaded sections counters may go in. */
  sections: z.array(z.string()).min(1),
  counters: z.array(poolCounterSchema).min(1),
  placement: z.object({
    /** Most counters in one section (the seed: one); null = no limit. */
    perSection: z.number().int().min(1).nullable(),
    firstPlayer: sideSchema,
    alternate: z.boolean(),
    faceDown: z.boolean(),
    /** Counters are revealed once all are placed, then the shadows go below. */
    revealAfterPlacement: z.boolean(),
    shadowsAfterReveal: z.boolean(),
  }),
});

export const squadMemberSchema = z.object({
  name: z.string().trim().min(1).max(60),
  rank: z.enum(["sergeant", "marine"]),
  /** Weapon ids of the ruleset (lib/content/kinds/ruleset.ts). */
  weapons: z.array(z.string().min(1)).min(1),
});

export const squadSchema = z.object({
  name: z.string().trim().min(1).max(60),
  members: z.array(squadMemberSchema).min(1),
});

/** Forces on the board at the start: the Marine squads (Genestealers come as reinforcements). */
export const forcesSchema = z.object({ squads: z.array(squadSchema) });

/**
 * The Genestealer schedule (seed, "Forces"): `startingBlips` at the start, then `blipsPerTurn`
 * per turn from each arrival step's `fromTurn`, drawn from a limited pool of blips totalling
 * `limitedPool.stealers` Genestealers until it runs out; from `unlimitedFromTurn` every blip not
 * on the map goes back in the pool and it never runs out.
 */
export const reinforcementsSchema = z.object({
  startingBlips: z.number().int().min(0),
  arrivals: z.array(z.object({ fromTurn: z.number().int().min(1), blipsPerTurn: z.number().int().min(0) })),
  limitedPool: z.object({ stealers: z.number().int().min(1) }).nullable(),
  unlimitedFromTurn: z.number().int().min(1).nullable(),
});

export const victoryConditionSchema = z.discriminatedUnion("type", [
  /** At least `atLeast` pieces of `side` have left the map through a disposal chute. */
  z.object({ type: z.literal("escaped"), side: sideSchema, via: z.literal("chute"), atLeast: z.number().int().min(1) }),
  /** Every piece of `side` is dead. */
  z.object({ type: z.literal("eliminated"), side: sideSchema }),
  /** At least `atLeast` pieces of `side` stand in the named sections. */
  z.object({ type: z.literal("occupy"), side: sideSchema, sections: z.array(z.string()).min(1), atLeast: z.number().int().min(1) }),
]);

export const outcomeSchema = z.enum(["marines-win", "stealers-win", "draw"]);

/**
 * When the game ends (no Marine left on the map, or the turn limit), the first outcome whose
 * condition holds decides; `otherwise` applies when none does.
 */
export const victorySchema = z.object({
  outcomes: z.array(z.object({ result: outcomeSchema, when: victoryConditionSchema, text: z.string().max(300).default("") })),
  otherwise: outcomeSchema,
});

export const missionBodySchema = z
  .object({
    briefing: richTextSchema.default(emptyRichText),
    objectives: richTextSchema.default(emptyRichText),
    /** Designer's notes: sources, what was reconstructed, balance remarks. */
    notes: richTextSchema.default(emptyRichText),
    width: z.number().int().min(1).max(MAX_MAP_SIDE),
    height: z.number().int().min(1).max(MAX_MAP_SIDE),
    /** levels[0] is the bottom level. */
    levels: z.array(levelSchema).min(1).max(MAX_LEVELS),
    doors: z.array(doorSchema).default([]),
    features: z.array(featureSchema).default([]),
    entryAreas: z.array(entryAreaSchema).default([]),
    deployment: z.array(deploymentZoneSchema).default([]),
    counterPool: counterPoolSchema.nullable().default(null),
    forces: forcesSchema,
    reinforcements: reinforcementsSchema,
    victory: victorySchema,
    /** Last turn played; null = no limit (Pitfall has none). */
    turnLimit: z.number().int().min(1).nullable().default(null),
  })
  .superRefine((m, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const sectionNames = new Set<string>();

    m.levels.forEach((level, li) => {
      const keys = new Set<string>();
      level.sections.forEach((s, si) => {
        if (keys.has(s.key)) issue(["levels", li, "sections", si, "key"], `Expected a unique key on this level ("${s.key}" repeats)`);
        keys.add(s.key);
        if (sectionNames.has(s.name)) issue(["levels", li, "sections", si, "name"], `Expected a unique section name ("${s.name}" repeats)`);
        sectionNames.add(s.name);
      });
      if (level.rows.length !== m.height)
        issue(["levels", li, "rows"], `Expected ${m.height} rows (the mission's height), got ${level.rows.length}`);
      level.rows.forEach((row, y) => {
        if (row.length !== m.width) {
          issue(["levels", li, "rows", y], `Expected ${m.width} characters (the mission's width), got ${row.length}`);
          return;
        }
        for (let x = 0; x < row.length; x++) {
          const ch = row[x];
          if (ch !== WALL && ch !== VOID && !keys.has(ch)) {
            issue(["levels", li, "rows", y], `Expected "#", space or a section key of this level at x ${x} (got "${ch}")`);
            return;
          }
        }
      });
    });

    const inMap = (path: (string | number)[], c: { level?: number; x: number; y: number }, level = c.level) => {
      if (level !== undefined && level >= m.levels.length)
        issue([...path, "level"], `Expected a level from 0 to ${m.levels.length - 1} (got ${level})`);
      if (c.x >= m.width) issue([...path, "x"], `Expected x below the width ${m.width} (got ${c.x})`);
      if (c.y >= m.height) issue([...path, "y"], `Expected y below the height ${m.height} (got ${c.y})`);
    };
    const knownSection = (path: (string | number)[], name: string) => {
      if (!sectionNames.has(name)) issue(path, `Expected the name of a section (no section is called "${name}")`);
    };

    m.doors.forEach((d, i) => inMap(["doors", i], d));
    m.features.forEach((f, i) => {
      inMap(["features", i], f);
      if (f.type === "shadow" && f.level >= m.levels.length - 1)
        issue(["features", i, "level"], "Expected a shadow below the top level (it marks a hole in the level above)");
      if (f.type === "shadow" && f.of === "pitfall" && !f.letter)
        issue(["features", i, "letter"], "Expected the letter of the pitfall this shadow belongs to");
    });
    const entryIds = new Set<string>();
    m.entryAreas.forEach((e, i) => {
      if (entryIds.has(e.id)) issue(["entryAreas", i, "id"], `Expected a unique entry area id ("${e.id}" repeats)`);
      entryIds.add(e.id);
      if (e.level >= m.levels.length)
        issue(["entryAreas", i, "level"], `Expected a level from 0 to ${m.levels.length - 1} (got ${e.level})`);
      e.cells.forEach((c, j) => inMap(["entryAreas", i, "cells", j], c, e.level));
      if (e.turns.to !== null && e.turns.to < e.turns.from)
        issue(["entryAreas", i, "turns", "to"], `Expected a last turn not before the first (${e.turns.from})`);
    });
    const zoneIds = new Set<string>();
    m.deployment.forEach((zone, i) => {
      if (zoneIds.has(zone.id)) issue(["deployment", i, "id"], `Expected a unique zone id ("${zone.id}" repeats)`);
      zoneIds.add(zone.id);
      zone.sections.forEach((s, j) => knownSection(["deployment", i, "sections", j], s));
      zone.cells.forEach((c, j) => inMap(["deployment", i, "cells", j], c));
    });
    m.counterPool?.sections.forEach((s, j) => knownSection(["counterPool", "sections", j], s));
    m.victory.outcomes.forEach((o, i) => {
      if (o.when.type === "occupy") o.when.sections.forEach((s, j) => knownSection(["victory", "outcomes", i, "when", "sections", j], s));
    });
    const turns = m.reinforcements.arrivals.map((a) => a.fromTurn);
    turns.forEach((t, i) => {
      if (i > 0 && t <= turns[i - 1])
        issue(
          ["reinforcements", "arrivals", i, "fromTurn"],
          `Expected arrival steps in increasing turn order (turn ${t} follows ${turns[i - 1]})`,
        );
    });
  });

export type MissionBody = z.infer<typeof missionBodySchema>;
export type MissionLevel = z.infer<typeof levelSchema>;
export type MissionSection = z.infer<typeof sectionSchema>;
export type CellRef = z.infer<typeof cellRefSchema>;
export type Door = z.infer<typeof doorSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type FeatureType = Feature["type"];
export type PitfallLetter = (typeof PITFALL_LETTERS)[number];
export type EntryArea = z.infer<typeof entryAreaSchema>;
export type DeploymentZone = z.infer<typeof deploymentZoneSchema>;
export type CounterPool = z.infer<typeof counterPoolSchema>;
export type PoolCounter = z.infer<typeof poolCounterSchema>;
export type Squad = z.infer<typeof squadSchema>;
export type SquadMember = z.infer<typeof squadMemberSchema>;
export type Forces = z.infer<typeof forcesSchema>;
export type Reinforcements = z.infer<typeof reinforcementsSchema>;
export type VictoryCondition = z.infer<typeof victoryConditionSchema>;
export type Victory = z.infer<typeof victorySchema>;
export type Side = z.infer<typeof sideSchema>;

/** A blank two-level 16×12 hulk, all wall: the designer's starting point. */
export function emptyMission(): MissionBody {
  const rows = () => Array.from({ length: 12 }, () => WALL.repeat(16));
  return {
    briefing: emptyRichText(),
    objectives: emptyRichText(),
    notes: emptyRichText(),
    width: 16,
    height: 12,
    levels: [
      { name: "Lower", sections: [], rows: rows() },
      { name: "Upper", sections: [], rows: rows() },
    ],
    doors: [],
    features: [],
    entryAreas: [],
    deployment: [],
    counterPool: null,
    forces: { squads: [] },
    reinforcements: { startingBlips: 0, arrivals: [], limitedPool: null, unlimitedFromTurn: null },
    victory: { outcomes: [], otherwise: "stealers-win" },
    turnLimit: null,
  };
}
