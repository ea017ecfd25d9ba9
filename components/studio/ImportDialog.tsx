"use client";
// Import with a look first: the format found, the document's kind and title, what could not be
// read (with line numbers or field paths) and its lint, before anything is saved.
import { useEffect, useMemo, useRef, useState } from "react";
import { previewImportFiles, type ImportInput } from "@/lib/exchange/import-preview";
import { lintDocument } from "@/lib/lint/index";
import { getKind } from "@/lib/content/registry";
import { api, ApiError } from "./api";

/** "a Hexfolio export", "an island map": a label with its article. */
const article = (label: string) => `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;

/** A kind's label inside a sentence: "tile set", but "Lost Worlds book" keeps its name's capitals. */
const inSentence = (label: string) => (/^\S+ [A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

const FORMAT_LABEL = {
  hexfolio: "Hexfolio export",
  "lost-worlds-web": "lost-worlds-web character",
  "lw-text": "Lost Worlds book text",
  tiled: "Tiled map or tileset",
};

export function ImportDialog({ files, onClose, onImported }: { files: ImportInput[]; onClose(): void; onImported(id: string): void }) {
  const preview = useMemo(() => previewImportFiles(files), [files]);
  const fileName = preview.main;
  const lint = useMemo(() => (preview.file ? lintDocument(preview.file).diagnostics : []), [preview.file]);
  const [title, setTitle] = useState(preview.file?.title ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = lint.filter((d) => d.severity === "error").length;
  const warnings = lint.filter((d) => d.severity === "warning").length;

  // Saved as soon as it is read, so leaving the dialog (or the page) never loses the file; the
  // title and lint are then looked at with the document already in the library.
  const [saved, setSaved] = useState<{ id: string; title: string; version: number } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    const file = preview.file;
    if (!file || started.current) return;
    started.current = true;
    setBusy(true);
    api<{ id: string; title: string; version: number }>("/api/documents/import", { method: "POST", json: file })
      .then((doc) => setSaved({ id: doc.id, title: doc.title, version: doc.version }))
      .catch((err: unknown) => setError(err instanceof ApiError ? err.describe() : String(err)))
      .finally(() => setBusy(false));
  }, [preview.file]);

  /** Done: a changed title is the one rename the import still needs. */
  async function done() {
    if (!saved) return onClose();
    const wanted = title.trim();
    if (wanted && wanted !== saved.title) {
      setBusy(true);
      try {
        await api(`/api/documents/${saved.id}`, { method: "PUT", json: { baseVersion: saved.version, title: wanted, note: "Renamed" } });
      } catch (err) {
        setError(err instanceof ApiError ? err.describe() : String(err));
        setBusy(false);
        return;
      }
    }
    onImported(saved.id);
  }

  return (
    <div className="dialog-backdrop">
      <div className="dialog stack" role="dialog" aria-modal="true" aria-label="Import" style={{ maxWidth: 640, width: "92vw" }}>
        <h2 style={{ margin: 0 }}>Import {fileName}</h2>
        <p className="small" style={{ margin: 0 }} data-testid="import-format">
          {preview.file ? (
            <>
              <strong>{article(inSentence(getKind(preview.file.kind)?.label ?? preview.file.kind))}</strong>
              {preview.file.kind === "book"
                ? ` with ${Object.keys((preview.file.body as { matrices: object }).matrices).length} matrices`
                : ""}
              , read from {article(FORMAT_LABEL[preview.format])}
            </>
          ) : (
            <>Looks like {article(FORMAT_LABEL[preview.format])}</>
          )}
        </p>
        {preview.file && (
          <label>
            Title
            <input aria-label="Import title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </label>
        )}
        {preview.problems.length > 0 && (
          <div>
            <strong className={preview.blocking ? "error" : ""}>
              {preview.blocking ? "Cannot import:" : `Could not read (${preview.problems.length}):`}
            </strong>
            <ul className="issues" data-testid="import-problems" style={{ maxHeight: 200, overflow: "auto" }}>
              {preview.problems.slice(0, 100).map((p, i) => (
                <li key={i}>
                  <code>{p.where}</code>: {p.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {preview.file && (
          <p className="small" style={{ margin: 0 }} data-testid="import-lint">
            Lint: {errors} errors, {warnings} warnings.
          </p>
        )}
        {error && (
          <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
            {error}
          </pre>
        )}
        {saved && (
          <p className="small notice" style={{ margin: 0 }} data-testid="import-saved">
            Saved in your library. <a href={`/documents/${saved.id}`}>Open it</a>
          </p>
        )}
        <div className="row">
          {saved ? (
            <button className="primary" onClick={() => void done()} disabled={busy}>
              Done
            </button>
          ) : (
            <button onClick={onClose} disabled={busy}>
              {preview.file ? "Cancel" : "Close"}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
