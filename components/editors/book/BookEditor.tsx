"use client";
// The Lost Worlds book builder: an overview of the 32 parchment pairs with lint badges, the
// sheet, the picture pages and the matrix grid. Lint runs as you type (deferred, so typing never
// waits for it) and every diagnostic jumps to its page or cell.
import { useDeferredValue, useMemo, useState } from "react";
import type { BookBody } from "@/lib/content/kinds/book";
import { lintBook } from "@/lib/lint/book";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import type { EditorProps } from "../types";
import { MatrixGrid, type CellRef } from "./MatrixGrid";
import { PictureEditor } from "./PictureEditor";
import { SheetEditor } from "./SheetEditor";
import { LintMessage } from "@/components/studio/LintMessage";

type Tab = "overview" | "sheet" | "pages" | "matrices" | "lint";

const PAIRS = Array.from({ length: 32 }, (_, i) => [2 * i + 1, 2 * i + 2] as const);

export function BookEditor({ body, onCommand, readOnly, documentId }: EditorProps<BookBody>) {
  const [tab, setTab] = useState<Tab>("overview");
  const [page, setPage] = useState(57);
  const [cell, setCell] = useState<CellRef | null>(null);
  const deferred = useDeferredValue(body);
  const diagnostics = useMemo(() => lintBook(deferred), [deferred]);
  const counts = useMemo(() => {
    const m = new Map<number, { errors: number; warnings: number }>();
    for (const d of diagnostics) {
      if (typeof d.location.page !== "number") continue;
      const c = m.get(d.location.page) ?? { errors: 0, warnings: 0 };
      if (d.severity === "error") c.errors++;
      else if (d.severity === "warning") c.warnings++;
      m.set(d.location.page, c);
    }
    return m;
  }, [diagnostics]);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.filter((d) => d.severity === "warning").length;

  function jump(d: Diagnostic) {
    const p = d.location.page;
    if (typeof p !== "number") {
      setTab("sheet");
      return;
    }
    if (p % 2 === 0) {
      setCell({ page: p, row: typeof d.location.row === "number" ? d.location.row : (cell?.row ?? 0) });
      setTab("matrices");
    } else {
      setPage(p);
      setTab("pages");
    }
  }

  const badge = (p: number) => {
    const c = counts.get(p);
    if (!c || (c.errors === 0 && c.warnings === 0)) return null;
    return (
      <span className={`badge ${c.errors ? "bad" : "warn"}`} title={`${c.errors} errors, ${c.warnings} warnings`}>
        {c.errors || c.warnings}
      </span>
    );
  };

  const tabs: [Tab, string][] = [
    ["overview", "Overview"],
    ["sheet", "Sheet"],
    ["pages", "Picture pages"],
    ["matrices", "Matrices"],
    ["lint", `Lint (${errors} errors, ${warnings} warnings)`],
  ];

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <div className="kind-tabs" role="tablist" aria-label="Book views">
          {tabs.map(([id, label]) => (
            <button key={id} role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
              {label}
            </button>
          ))}
        </div>
        {documentId && (
          <a className="button" href={`/documents/${documentId}/print`} target="_blank" rel="noreferrer">
            Print view
          </a>
        )}
      </div>

      {tab === "overview" && (
        <div className="parchments" aria-label="Parchment pairs">
          {PAIRS.map(([odd, even]) => {
            const pic = body.pictures[String(odd)];
            const matrix = body.matrices[String(even)];
            return (
              <div key={odd} className="parchment" data-testid={`pair-${odd}`}>
                <button
                  className="half"
                  onClick={() => {
                    setPage(odd);
                    setTab("pages");
                  }}
                >
                  <span className="num">{odd}</span> {badge(odd)}
                  <span className="title">{pic?.title || <em className="muted">empty</em>}</span>
                  <span className="small muted">
                    {pic?.score !== null && pic?.score !== undefined ? `SCORE ${pic.score}` : ""}
                    {pic?.critical ? ` · CRIT ${pic.critical.threshold}` : ""}
                  </span>
                </button>
                <button
                  className="half"
                  onClick={() => {
                    setCell({ page: even, row: cell?.row ?? 0 });
                    setTab("matrices");
                  }}
                >
                  <span className="num">{even}</span> {badge(even)}
                  <span className="small muted">{matrix ? `${Object.keys(matrix.rows).length} rows` : "no matrix"}</span>
                </button>
              </div>
            );
          })}
        </div>
      )}
      {tab === "sheet" && <SheetEditor book={body} onCommand={onCommand} readOnly={readOnly} />}
      {tab === "pages" && (
        <PictureEditor
          book={body}
          page={page}
          readOnly={readOnly}
          diagnostics={diagnostics}
          onCommand={onCommand}
          onPage={setPage}
          onShowCell={(p, row) => {
            setCell({ page: p, row });
            setTab("matrices");
          }}
        />
      )}
      {tab === "matrices" && (
        <MatrixGrid
          book={body}
          diagnostics={diagnostics}
          readOnly={readOnly}
          onCommand={onCommand}
          focus={cell}
          onShowPicture={(p) => {
            setPage(p);
            setTab("pages");
          }}
        />
      )}
      {tab === "lint" &&
        (diagnostics.length === 0 ? (
          <p className="muted">No problems: this book is playable.</p>
        ) : (
          <ul className="lint-list" data-testid="book-lint">
            {diagnostics.map((d, i) => (
              <li key={i} className={`lint-${d.severity}`}>
                <LintMessage d={d} />{" "}
                <button className="link" onClick={() => jump(d)}>
                  {typeof d.location.page === "number"
                    ? `go to page ${d.location.page}${typeof d.location.row === "number" ? `, row ${d.location.row}` : ""}`
                    : "go to the sheet"}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
