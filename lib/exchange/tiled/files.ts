// Tiled files in and out for any kind the exchange registry knows: the studio's import dialog,
// the API and the CLI all go through here.
import { getKind, parseExportFile } from "../../content/registry";
import type { ExportFile } from "../../content/export-file";
import { EXCHANGE, exchangeFor, type ExchangeEntry } from "../registry";
import { readTiled, type FileSource, type Problem } from "./read";
import { writeMap, writeTilesetFile, type SideFile, type TiledFormat } from "./write";
import { slug } from "./tileset";

export interface TiledImport {
  file: ExportFile | null;
  problems: Problem[];
}

const entries = () => Object.entries(EXCHANGE) as [string, ExchangeEntry<unknown>][];

/** A Tiled map or tileset (with the files that came with it) as a document of the kind that claims it. */
export function importTiled(name: string, text: string, files?: FileSource): TiledImport {
  const read = readTiled(name, text, files);
  if (!read.kind) return { file: null, problems: read.problems };
  const stem = name.replace(/^.*\//, "").replace(/\.[^.]+$/, "") || "Imported";
  for (const [kind, e] of entries()) {
    let result: { body: unknown; title?: string; problems: Problem[] } | null = null;
    if (read.kind === "map" && e.tiled?.readMap?.claims(read.map)) result = e.tiled.readMap.read(read.map);
    if (read.kind === "tileset" && e.tiled?.readTileset?.claims(read.tileset)) result = e.tiled.readTileset.read(read.tileset);
    if (!result) continue;
    const problems = [...read.problems, ...result.problems];
    if (result.body === null) return { file: null, problems };
    const parsed = parseExportFile({
      kind,
      title: (result.title || stem).slice(0, 200),
      schemaVersion: getKind(kind)!.schemaVersion,
      body: result.body,
    });
    return parsed.ok ? { file: parsed.value, problems } : { file: null, problems: [...problems, ...parsed.issues] };
  }
  return { file: null, problems: [...read.problems, { path: "(file)", message: `no document kind reads a Tiled ${read.kind}` }] };
}

export interface TiledExport {
  /** The main file's name (the title as a file name, with Tiled's extension) and text. */
  name: string;
  text: string;
  /** Tilesets and pictures to put beside it, by path relative to it. */
  files: SideFile[];
  problems: Problem[];
}

/** A document as a Tiled file: a map (TMJ, TMX) or a tileset (TSJ, TSX) as its kind says. */
export function exportTiled(kind: string, title: string, body: unknown, format: TiledFormat): TiledExport | null {
  const e = exchangeFor(kind);
  if (!e?.tiled) return null;
  const written = e.tiled.write(title, e.parse(body));
  const base = slug(title);
  if ("map" in written) {
    const name = `${base}.${format === "xml" ? "tmx" : "tmj"}`;
    const out = writeMap(written.map, format, name);
    return { name, text: out.text, files: out.files, problems: written.problems };
  }
  const name = `${base}.${format === "xml" ? "tsx" : "tsj"}`;
  const out = writeTilesetFile(written.tileset, format, name);
  return { name, text: out.text, files: out.files, problems: written.problems };
}
