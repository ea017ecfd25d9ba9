/**
 * What each document kind can be outside the studio: a Tiled map or tileset (both ways), a
 * picture (SVG, PNG) and print-and-play pages (PDF). One entry per kind, data only: the CLI, the
 * API routes and the editors' buttons read this table and never name a kind, so a new kind (an
 * island, a scenario terrain, a card deck) adds its entry here and is downloadable everywhere.
 *
 * An entry's parts:
 * - `tiled.write`: the document as a Tiled map or tileset; `tiled.readMap` / `tiled.readTileset`:
 *   claims a Tiled file written for this kind and reads it back (the board kind reads any map);
 * - `picture`: the document as a scene (lib/exchange/draw/scene.ts);
 * - `print`: the layouts it prints in (the first is the default), what `--size` means for it, and
 *   the print job (lib/exchange/print/job.ts) for the options chosen.
 */
import { boardBodySchema, type BoardBody, type TiledMap } from "../content/kinds/board";
import { exportLostWorldsWeb } from "../games/lostworlds/lost-worlds-web";
import { bookBodySchema, type BookBody } from "../content/kinds/book";
import { missionBodySchema, type MissionBody } from "../content/kinds/mission";
import { tilesetBodySchema, type TilesetBody } from "../content/kinds/tileset";
import { islandBodySchema, type IslandBody } from "../content/kinds/island";
import { scenarioBodySchema, type ScenarioBody } from "../content/kinds/scenario";
import { scenarioMap, scenarioPicture } from "./kinds/scenario";
import { isScenarioMap, scenarioToTiled, tiledToScenario } from "./tiled/scenario";
import type { KindId } from "../content/registry";
import type { Scene } from "./draw/scene";
import { boardMap, boardScene } from "./kinds/board";
import { bookBooklet } from "./kinds/book";
import { playtestPicture } from "./kinds/playtest";
import { playtestBodySchema, type PlaytestBody } from "../content/kinds/playtest";
import { missionMap, missionPicture } from "./kinds/mission";
import { tileSheet, tilesetCards, tilesetTiles } from "./kinds/tileset";
import { islandCharacterCards, islandFateCards, islandLocations, islandPicture } from "./kinds/island";
import { isIslandMap, islandToTiled, tiledToIsland } from "./tiled/island";
import type { PrintJob, PrintOptions } from "./print/job";
import { isMissionMap, missionToTiled, tiledToMission } from "./tiled/mission";
import type { Problem, TiledTilesetFile } from "./tiled/read";
import { tiledToTileset, tilesetToTiled, TILESET_CLASS } from "./tiled/tileset";

export type TiledWrite = { map: TiledMap; problems: Problem[] } | { tileset: TiledTilesetFile; problems: Problem[] };

export interface ExchangeEntry<Body> {
  /** Parses a stored body (the kind's own schema). */
  parse(body: unknown): Body;
  tiled?: {
    /** What the kind is written as. */
    as: "map" | "tileset";
    write(title: string, body: Body): TiledWrite;
    /** Whether a Tiled map is one of this kind's, and the document it reads back as. */
    readMap?: { claims(map: TiledMap): boolean; read(map: TiledMap): { body: Body | null; title?: string; problems: Problem[] } };
    readTileset?: {
      claims(tileset: TiledTilesetFile): boolean;
      read(tileset: TiledTilesetFile): { body: Body | null; title?: string; problems: Problem[] };
    };
  };
  /** The document as a picture (a playtest replays its game first, so this may wait). */
  picture?(title: string, body: Body): Scene | Promise<Scene>;
  /** Other tools' files the document is written as (what they cannot hold comes back as problems). */
  files?: {
    id: string;
    label: string;
    ext: string;
    mime: string;
    write(title: string, body: Body): { text: string; problems: Problem[] };
  }[];
  print?: {
    layouts: readonly string[];
    /** What `size` is for this kind's first layout, in millimetres, and its default (cards are poker size). */
    size?: { label: string; default: number };
    job(title: string, body: Body, options: PrintOptions): PrintJob;
  };
}

type Entries = { [K in KindId]?: ExchangeEntry<never> };

const tileset: ExchangeEntry<TilesetBody> = {
  parse: (b) => tilesetBodySchema.parse(b),
  tiled: {
    as: "tileset",
    write: (title, body) => tilesetToTiled(title, body),
    // Any Tiled tileset reads as a tile set (its tiles, classes and properties).
    readTileset: { claims: () => true, read: (t) => tiledToTileset(t) },
  },
  picture: tileSheet,
  print: {
    layouts: ["tiles", "cards"],
    size: { label: "a hex across its flats", default: 50 },
    job: (title, body, o) => (o.layout === "cards" ? tilesetCards(title, body) : tilesetTiles(title, body, o)),
  },
};

const mission: ExchangeEntry<MissionBody> = {
  parse: (b) => missionBodySchema.parse(b),
  tiled: {
    as: "map",
    write: (title, body) => ({ map: missionToTiled(title, body), problems: [] }),
    readMap: { claims: isMissionMap, read: (map) => tiledToMission(map) },
  },
  picture: missionPicture,
  print: { layouts: ["map"], size: { label: "a square's side", default: 25 }, job: (title, body, o) => missionMap(title, body, o) },
};

const board: ExchangeEntry<BoardBody> = {
  parse: (b) => boardBodySchema.parse(b),
  tiled: {
    as: "map",
    write: (_title, body) => ({ map: body.map, problems: [] }),
    // The board reads any map no other kind claims: it is Tiled's own model.
    readMap: { claims: () => true, read: (map) => ({ body: { description: { type: "doc", content: [] }, map }, problems: [] }) },
  },
  picture: (_title, body) => boardScene(body),
  print: { layouts: ["map"], size: { label: "a map tile's width", default: 50 }, job: (title, body, o) => boardMap(title, body, o) },
};

const island: ExchangeEntry<IslandBody> = {
  parse: (b) => islandBodySchema.parse(b),
  tiled: {
    as: "map",
    write: (title, body) => islandToTiled(title, body),
    readMap: { claims: isIslandMap, read: (map) => tiledToIsland(map) },
  },
  picture: islandPicture,
  print: {
    layouts: ["tiles", "characters", "fate"],
    size: { label: "a Location tile across its flats", default: 50 },
    job: (title, body, o) =>
      o.layout === "characters"
        ? islandCharacterCards(title, body)
        : o.layout === "fate"
          ? islandFateCards(title, body)
          : islandLocations(title, body, o),
  },
};

const scenario: ExchangeEntry<ScenarioBody> = {
  parse: (b) => scenarioBodySchema.parse(b),
  tiled: {
    as: "map",
    write: (title, body) => scenarioToTiled(title, body),
    readMap: { claims: isScenarioMap, read: (map) => tiledToScenario(map) },
  },
  picture: scenarioPicture,
  print: { layouts: ["map"], size: { label: "a hex across its flats", default: 30 }, job: (title, body, o) => scenarioMap(title, body, o) },
};

const book: ExchangeEntry<BookBody> = {
  parse: (b) => bookBodySchema.parse(b),
  print: { layouts: ["booklet"], job: (title, body) => bookBooklet(title, body) },
  files: [
    {
      id: "lost-worlds-web",
      label: "lost-worlds-web character",
      ext: "lww.json",
      mime: "application/json",
      write: (_title, body) => {
        const { data, problems } = exportLostWorldsWeb(body);
        return { text: JSON.stringify(data, null, 2) + "\n", problems };
      },
    },
  ],
};

const playtest: ExchangeEntry<PlaytestBody> = {
  parse: (b) => playtestBodySchema.parse(b),
  // A Lost Patrol board as it lies, a duel's current pages (games without a picture say so).
  picture: (title, body) => playtestPicture(title, body),
};

/** The order maps are offered to kinds on import: specific kinds first, the board last. */
export const EXCHANGE: Entries = { tileset, mission, island, scenario, book, playtest, board } as Entries;

export function exchangeFor(kind: string): ExchangeEntry<unknown> | null {
  return ((EXCHANGE as Record<string, ExchangeEntry<unknown> | undefined>)[kind] ?? null) as ExchangeEntry<unknown> | null;
}

export interface Capabilities {
  tiled: "map" | "tileset" | null;
  picture: boolean;
  print: readonly string[];
  size: { label: string; default: number } | null;
  files: { id: string; label: string }[];
}

/** What the studio offers for a kind: Tiled export, pictures, print layouts, other files (for buttons and help). */
export function capabilities(kind: string): Capabilities {
  const e = exchangeFor(kind);
  return {
    tiled: e?.tiled?.as ?? null,
    picture: !!e?.picture,
    print: e?.print?.layouts ?? [],
    size: e?.print?.size ?? null,
    files: (e?.files ?? []).map((f) => ({ id: f.id, label: f.label })),
  };
}

export { TILESET_CLASS };
