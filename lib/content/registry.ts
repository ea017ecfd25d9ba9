// The registry of document kinds. A kind is declared once here (schema, empty body, the rules its
// saves keep); lib/lint/registry.ts, components/editors/registry.tsx and library-samples.ts are
// typed against `KindId`, so the compiler points at every place a new kind still needs. Pages read
// this registry, so the samples' JSON is kept apart (library-samples.ts, read by the server only).
import { z } from "zod";
import { exportFileSchema, type ExportFile } from "./export-file";
import { zodIssues, type FieldIssue } from "./issues";
import { jsonShapeIssue } from "./json-shape";
import { tilesetBodySchema, emptyTileset } from "./kinds/tileset";
import { emptyPlaytest, playtestBodySchema, playtestExtends } from "./kinds/playtest";
import { bookBodySchema, emptyBook, BOOK_SCHEMA_VERSION } from "./kinds/book";
import { emptyMission, missionBodySchema, MISSION_SCHEMA_VERSION } from "./kinds/mission";
import { defaultRuleset, rulesetBodySchema, RULESET_SCHEMA_VERSION } from "./kinds/ruleset";
import { campaignBodySchema, emptyCampaign, CAMPAIGN_SCHEMA_VERSION } from "./kinds/campaign";
import { guardCampaignUpdate } from "./campaign/guard";
import { boardBodySchema, emptyBoard, BOARD_SCHEMA_VERSION } from "./kinds/board";
import { emptyIsland, islandBodySchema, ISLAND_SCHEMA_VERSION } from "./kinds/island";
import { emptyScenario, scenarioBodySchema, SCENARIO_SCHEMA_VERSION } from "./kinds/scenario";

export interface DocumentKind {
  id: string;
  label: string;
  plural: string;
  description: string;
  schemaVersion: number;
  schema: z.ZodType;
  empty(): unknown;
  /**
   * Rules a save must keep beyond the schema (e.g. a campaign's append-only ledger): problems
   * with `after`, given the stored `before`, the acting user and the document's owner.
   */
  guardUpdate?(before: never, after: never, actorUserId: string, ownerId: string): FieldIssue[];
  /** The most a stored body may take (its JSON in UTF-8); a larger save is refused with 413 saying so. */
  maxBytes: number;
  /**
   * A list in the body that only ever grows (a campaign's ledger). The store keeps its entries as
   * rows of their own, so posting one writes only that entry, a save may leave the list out, and
   * what a save sends may only add entries (each at most `maxEntryBytes`).
   */
  log?: { field: string; maxEntryBytes: number; idOf(entry: unknown): string };
  /** Where a new document of this kind is made instead of from an empty body (a playtest: the play page). */
  createdFrom?: string;
  /** The game a body is played with (a playtest's), checked against the installed games on save. */
  playsGame?(body: unknown): string;
  /**
   * Whether a save made on an older version may still be written because it only adds to what is
   * stored now (a playtest's moves: see `playtestExtends`). Without it, every stale save is a conflict.
   */
  extendsStored?(stored: never, sent: never): boolean;
}

const KB = 1024;
const MB = 1024 * KB;

/** The id of a ledger entry (entries are objects with an id; anything else has none). */
const entryId = (entry: unknown): string => String((entry as { id?: unknown } | null)?.id ?? "");

export const KINDS = {
  tileset: {
    id: "tileset",
    label: "Tile set",
    plural: "Tile sets",
    description: "Hex tiles with path edges and a deck, for Lost Patrol and island maps.",
    schemaVersion: 1,
    schema: tilesetBodySchema,
    empty: emptyTileset,
    // Pictures are stored in the tile set (uploads as data: URLs), so it may be the largest kind.
    maxBytes: 4 * MB,
  },
  playtest: {
    id: "playtest",
    label: "Playtest",
    plural: "Playtests",
    description: "A game played in the studio, kept as seed and action log: reopen it, step through it, share it.",
    schemaVersion: 1,
    schema: playtestBodySchema,
    empty: emptyPlaytest,
    // The moves of a long game and the content it was played with (books, a mission).
    maxBytes: 4 * MB,
    createdFrom: "/play",
    playsGame: (body) => String((body as { gameId?: unknown }).gameId),
    extendsStored: playtestExtends,
  },
  mission: {
    id: "mission",
    label: "Mission",
    plural: "Missions",
    description: "A Space Hulk mission: stacked levels, sections, doors, pitfalls, ladders, chutes, forces, reinforcements and victory.",
    schemaVersion: MISSION_SCHEMA_VERSION,
    schema: missionBodySchema,
    empty: emptyMission,
    maxBytes: 2 * MB,
  },
  ruleset: {
    id: "ruleset",
    label: "Ruleset",
    plural: "Rulesets",
    description:
      "The Space Hulk base-game numbers a mission is played with: action points, movement, weapons, overwatch, close assault, blips.",
    schemaVersion: RULESET_SCHEMA_VERSION,
    schema: rulesetBodySchema,
    empty: defaultRuleset,
    maxBytes: 256 * KB,
  },
  book: {
    id: "book",
    label: "Lost Worlds book",
    plural: "Lost Worlds books",
    description: "A Lost Worlds character book: character sheet, 32 picture pages and 32 matrices.",
    schemaVersion: BOOK_SCHEMA_VERSION,
    schema: bookBodySchema,
    empty: emptyBook,
    maxBytes: 2 * MB,
  },
  campaign: {
    id: "campaign",
    label: "Campaign",
    plural: "Campaigns",
    description: "Characters played across many battles: a roster and an append-only ledger of results, improvements and advancements.",
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    schema: campaignBodySchema,
    empty: emptyCampaign,
    guardUpdate: guardCampaignUpdate,
    // The roster, members and notes; the ledger is kept entry by entry beside it.
    maxBytes: 1 * MB,
    log: { field: "ledger", maxEntryBytes: 2 * MB, idOf: entryId },
  },
  board: {
    id: "board",
    label: "Board",
    plural: "Boards",
    description: "A map of square or hex cells laid with tiles, object layers and properties, as the Tiled map editor draws it.",
    schemaVersion: BOARD_SCHEMA_VERSION,
    schema: boardBodySchema,
    empty: emptyBoard,
    // Layers of cells, objects and properties; pictures live in the tile sets it names.
    maxBytes: 4 * MB,
  },
  island: {
    id: "island",
    label: "Island",
    plural: "Islands",
    description: "Lost: The Board Game: Location tiles, island layouts, Characters, the Fate deck and the Monster chart.",
    schemaVersion: ISLAND_SCHEMA_VERSION,
    schema: islandBodySchema,
    empty: emptyIsland,
    // Pictures of tiles and cards are stored in the island (uploads as data: URLs).
    maxBytes: 4 * MB,
  },
  scenario: {
    id: "scenario",
    label: "Scenario",
    plural: "Scenarios",
    description:
      "A Lost Worlds scenario: hex terrain with levels, walls, steps and objects, figures with their books, sides and victory conditions.",
    schemaVersion: SCENARIO_SCHEMA_VERSION,
    schema: scenarioBodySchema,
    empty: emptyScenario,
    // Each figure keeps a copy of its book (about 50 KB each, more with pictures uploaded).
    maxBytes: 4 * MB,
  },
} satisfies Record<string, DocumentKind>;

export type KindId = keyof typeof KINDS;
export const KIND_IDS = Object.keys(KINDS) as KindId[];

export function isKindId(kind: string): kind is KindId {
  return Object.hasOwn(KINDS, kind);
}

export function getKind(kind: string): DocumentKind | null {
  return isKindId(kind) ? KINDS[kind] : null;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/** Validates a document body against its kind's schema; issue paths start at `prefix`. */
export function validateBody(kind: string, body: unknown, prefix: string[] = ["body"]): ValidationResult<unknown> {
  const def = getKind(kind);
  if (!def) {
    return { ok: false, issues: [{ path: "kind", message: `Expected one of: ${KIND_IDS.join(", ")} (got "${kind}")` }] };
  }
  // Depth and well-formed text first: the kinds' recursive schemas must never see a value nested past the limit.
  const shape = jsonShapeIssue(body, prefix);
  if (shape) return { ok: false, issues: [shape] };
  const parsed = def.schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: zodIssues(parsed.error, prefix) };
}

/** Parses an export file (import, CLI, samples): envelope first, then the kind's body schema. */
export function parseExportFile(input: unknown): ValidationResult<ExportFile> {
  const shape = jsonShapeIssue(input);
  if (shape) return { ok: false, issues: [shape] };
  const envelope = exportFileSchema.safeParse(input);
  if (!envelope.success) return { ok: false, issues: zodIssues(envelope.error) };
  const def = getKind(envelope.data.kind);
  if (def && envelope.data.schemaVersion > def.schemaVersion) {
    return {
      ok: false,
      issues: [
        {
          path: "schemaVersion",
          message: `Expected schemaVersion ${def.schemaVersion} or lower for ${def.id} (got ${envelope.data.schemaVersion})`,
        },
      ],
    };
  }
  const body = validateBody(envelope.data.kind, envelope.data.body);
  if (!body.ok) return body;
  return { ok: true, value: { ...envelope.data, body: body.value } };
}

/**
 * A body as a save sends it. A kind's append-only list (a campaign's ledger) is the server's to
 * keep: a save sends only the entries that are new or differ from the last saved body (the server
 * appends the new and refuses changed ones), and leaves the list out when there are none, so a
 * save stays small however long the list grows.
 */
export function bodyForSave(kind: string, body: unknown, saved: unknown): unknown {
  const def = getKind(kind);
  if (!def?.log || typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { field, idOf } = def.log;
  const { [field]: list, ...rest } = body as Record<string, unknown>;
  if (!Array.isArray(list)) return body;
  const before = (saved as Record<string, unknown> | null)?.[field];
  const known = new Map((Array.isArray(before) ? before : []).map((e) => [idOf(e), JSON.stringify(e)]));
  const changed = list.filter((e) => known.get(idOf(e)) !== JSON.stringify(e));
  return changed.length > 0 ? { ...rest, [field]: changed } : rest;
}

/**
 * Whether `sent` only adds to `stored` by the kind's own rule (a playtest's moves), so it may be
 * written over a newer version: the store's rule for stale saves, and the page's for work it
 * finds unsent when a document is opened again. Bodies that do not parse never qualify.
 */
export function onlyAddsTo(kind: string, stored: unknown, sent: unknown): boolean {
  const def = getKind(kind);
  if (!def?.extendsStored) return false;
  const a = def.schema.safeParse(stored);
  const b = def.schema.safeParse(sent);
  return a.success && b.success && (def.extendsStored as (x: unknown, y: unknown) => boolean)(a.data, b.data);
}

export function toExportFile(doc: { kind: string; title: string; schemaVersion: number; body: unknown }): ExportFile {
  return { kind: doc.kind, title: doc.title, schemaVersion: doc.schemaVersion, body: doc.body };
}
