// Import from a file in any format the studio reads: a Hexfolio export, the lost-worlds-web
// character JSON, or Lost Worlds book text. Pure, so the studio previews an import (what it
// found, what it could not read) before anything is saved.
// It lives beside the game modules because the Lost Worlds formats read tells and ranges with the
// engine's restriction model, which lib/content may not call.
import { BOOK_SCHEMA_VERSION, type BookBody } from "../content/kinds/book";
import type { ExportFile } from "../content/export-file";
import { parseExportFile } from "../content/registry";
import { importLostWorldsWeb } from "./lostworlds/lost-worlds-web";
import { importLwText } from "./lostworlds/lw-text";

export type ImportFormat = "hexfolio" | "lost-worlds-web" | "lw-text";

export interface ImportPreview {
  format: ImportFormat;
  /** Null when nothing importable was found. */
  file: ExportFile | null;
  /** Where (a field path or "line N") and what could not be read. */
  problems: { where: string; message: string }[];
  /** Whether the problems stop the import (schema errors) or are only worth knowing. */
  blocking: boolean;
}

const bookFile = (book: BookBody, fallback: string): ExportFile => ({
  kind: "book",
  title: (book.character.name || fallback).slice(0, 200),
  schemaVersion: BOOK_SCHEMA_VERSION,
  body: book,
});

export function previewImport(fileName: string, text: string): ImportPreview {
  const stem = fileName.replace(/\.[^.]+$/, "") || "Imported book";
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (json !== undefined && typeof json === "object" && json !== null && "picturePages" in json) {
    const result = importLostWorldsWeb(json);
    const problems = result.problems.map((p) => ({ where: p.path, message: p.message }));
    return { format: "lost-worlds-web", file: result.book ? bookFile(result.book, stem) : null, problems, blocking: !result.book };
  }
  if (json !== undefined) {
    const parsed = parseExportFile(json);
    return parsed.ok
      ? { format: "hexfolio", file: parsed.value, problems: [], blocking: false }
      : { format: "hexfolio", file: null, problems: parsed.issues.map((i) => ({ where: i.path, message: i.message })), blocking: true };
  }
  const { book, problems } = importLwText(text);
  const found = Object.keys(book.matrices).length > 0;
  return {
    format: "lw-text",
    file: found ? bookFile(book, stem) : null,
    problems: [
      ...(found ? [] : [{ where: "file", message: "No matrix tables (N → M lines) were found: this does not read as a Lost Worlds book" }]),
      ...problems.map((p) => ({ where: p.line ? `line ${p.line}` : "text", message: p.message })),
    ],
    blocking: !found,
  };
}
