// Import with a look first, for every format the studio reads: the game formats (a Hexfolio export,
// lost-worlds-web JSON, Lost Worlds book text) and Tiled maps and tilesets, which may come with
// their external tilesets and pictures as more files of the same pick.
import { previewImport, type ImportFormat, type ImportPreview as GamePreview } from "../games/import-preview";
import { importTiled } from "./tiled/files";

export interface ImportInput {
  name: string;
  text: string;
  bytes: Uint8Array;
}

export interface ImportPreview extends Omit<GamePreview, "format"> {
  format: ImportFormat | "tiled";
  /** The file read; the others came along (tilesets, pictures). */
  main: string;
}

const TILED_EXT = /\.(tmx|tmj|tsx|tsj)$/i;

function looksTiled(f: ImportInput): boolean {
  if (TILED_EXT.test(f.name)) return true;
  const head = f.text.trimStart().slice(0, 400);
  if (/^<(\?xml[^>]*>\s*)?<(map|tileset)\b/.test(head)) return true;
  return head.startsWith("{") && /"tiledversion"|"type"\s*:\s*"(map|tileset)"/.test(f.text.slice(0, 4000)) && /"tilewidth"/.test(f.text);
}

const base = (p: string) => p.replace(/^.*[\\/]/, "");

export function previewImportFiles(files: ImportInput[]): ImportPreview {
  // A map before a tileset: the map's external tilesets come along as side files.
  const tiled = files.filter(looksTiled).sort((a, b) => Number(/\.ts[xj]$/i.test(a.name)) - Number(/\.ts[xj]$/i.test(b.name)));
  const main = tiled[0];
  if (main) {
    const byName = new Map<string, Uint8Array>();
    for (const f of files) {
      byName.set(f.name, f.bytes);
      byName.set(base(f.name), f.bytes);
    }
    // Relative paths are matched by their file name: a browser gives a pick's files without folders.
    const result = importTiled(base(main.name), main.text, (p) => byName.get(p) ?? byName.get(base(p)));
    return {
      format: "tiled",
      main: main.name,
      file: result.file,
      problems: result.problems.map((p) => ({ where: p.path, message: p.message })),
      blocking: !result.file,
    };
  }
  const first = files[0];
  return { ...previewImport(first.name, first.text), main: first.name };
}
