"use client";
// All 32 matrices as one grid: a row per page on the sheet, a column per matrix page. Arrow keys
// move, digits type a picture page (0 or 00 for none), Enter commits and moves down, Delete
// clears, Ctrl+V pastes "N → M" lines into the selected column. Each cell is coloured by its
// target picture, and cells with lint diagnostics are outlined and explained below the grid.
import { useEffect, useMemo, useRef, useState } from "react";
import type { BookBody } from "@/lib/content/kinds/book";
import { fillEmpty, parseArrowPairs, pasteIntoMatrix, setMatrixCell, sheetPages } from "@/lib/content/lostworlds/book-ops";
import { STANDARD_PAGE_SET, rangeOfPage } from "@/lib/engine/lostworlds/pages";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import type { RunCommand } from "../types";
import { MATRIX_GRID_SHORTCUTS } from "./book-shortcuts";
import { LintMessage } from "@/components/studio/LintMessage";

const COLUMNS = [...STANDARD_PAGE_SET.close, ...STANDARD_PAGE_SET.extended];
/** Column and row steps of the arrow keys, in the order of the grid's "move" shortcut. */
const ARROWS: [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** A stable, readable colour per picture page, so the same target looks the same everywhere. */
export function targetColor(target: number): string {
  if (target === 0) return "#ecebe6";
  return `hsl(${Math.round((target * 137.508) % 360)}, 55%, 86%)`;
}

export interface CellRef {
  page: number;
  row: number;
}

export function MatrixGrid(props: {
  book: BookBody;
  diagnostics: readonly Diagnostic[];
  readOnly: boolean;
  onCommand: RunCommand<BookBody>;
  focus: CellRef | null;
  onShowPicture(page: number): void;
}) {
  const rows = useMemo(() => sheetPages(props.book), [props.book]);
  const [sel, setSel] = useState<CellRef | null>(props.focus ?? (rows.length ? { page: COLUMNS[0], row: rows[0] } : null));
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  // A jump from the lint list or the overview selects the cell and scrolls it into view.
  const [lastFocus, setLastFocus] = useState(props.focus);
  if (props.focus !== lastFocus) {
    setLastFocus(props.focus);
    if (props.focus) setSel(props.focus);
  }
  useEffect(() => {
    if (!sel) return;
    grid.current
      ?.querySelector<HTMLElement>(`[data-cell="${sel.page}:${sel.row}"]`)
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [sel]);

  const byCell = useMemo(() => {
    const m = new Map<string, Diagnostic[]>();
    for (const d of props.diagnostics) {
      if (typeof d.location.page !== "number" || d.location.page % 2 !== 0 || typeof d.location.row !== "number") continue;
      const key = `${d.location.page}:${d.location.row}`;
      m.set(key, [...(m.get(key) ?? []), d]);
    }
    return m;
  }, [props.diagnostics]);

  const cell = (page: number, row: number): number | undefined => props.book.matrices[String(page)]?.rows[String(row)];

  function commit(value: string | null) {
    if (!sel || props.readOnly) return;
    if (value === null || value === "")
      props.onCommand(`Empty cell ${sel.page}/${sel.row}`, setMatrixCell(props.book, sel.page, sel.row, null));
    else if (/^\d{1,3}$/.test(value))
      props.onCommand(`Set cell ${sel.page}/${sel.row} to ${value}`, setMatrixCell(props.book, sel.page, sel.row, Number(value)));
    setDraft(null);
  }

  function move(dc: number, dr: number) {
    if (!sel) return;
    const c = Math.min(COLUMNS.length - 1, Math.max(0, COLUMNS.indexOf(sel.page) + dc));
    const r = Math.min(rows.length - 1, Math.max(0, rows.indexOf(sel.row) + dr));
    setSel({ page: COLUMNS[c], row: rows[r] });
  }

  /** Keeps what is typed, then moves; nothing to do without a selected cell. */
  const commitAndMove = (dc: number, dr: number) => {
    if (!sel) return false;
    if (draft !== null) commit(draft);
    move(dc, dr);
  };
  const editable = !props.readOnly;
  useShortcuts(
    MATRIX_GRID_SHORTCUTS,
    {
      move: ({ index }) => commitAndMove(...ARROWS[index]),
      type: editable ? ({ combo }) => (sel ? setDraft((d) => ((d ?? "") + combo).slice(-3)) : false) : null,
      down: () => commitAndMove(0, 1),
      up: () => commitAndMove(0, -1),
      right: () => commitAndMove(1, 0),
      left: () => commitAndMove(-1, 0),
      clear: editable
        ? () => {
            if (!sel) return false;
            if (draft) setDraft(draft.slice(0, -1) || null);
            else commit(null);
          }
        : null,
      cancel: () => (draft !== null ? setDraft(null) : false),
      paste: editable ? () => {} : null,
    },
    rows.length > 0,
  );

  function onPaste(e: React.ClipboardEvent) {
    if (!sel || props.readOnly) return;
    e.preventDefault();
    const text = e.clipboardData.getData("text/plain");
    const { pairs, problems } = parseArrowPairs(text);
    if (pairs.length === 0 && /^\d{1,3}$/.test(text.trim())) {
      props.onCommand(
        `Set cell ${sel.page}/${sel.row} to ${text.trim()}`,
        setMatrixCell(props.book, sel.page, sel.row, Number(text.trim())),
      );
      return;
    }
    props.onCommand(`Paste into matrix ${sel.page}`, pasteIntoMatrix(props.book, sel.page, pairs));
    setMessage(
      `Pasted ${pairs.length} cell(s) into matrix ${sel.page}${problems.length ? `; skipped ${problems.map((p) => `line ${p.line}`).join(", ")}: ${problems[0].message}` : ""}.`,
    );
  }

  const selDiagnostics = sel ? (byCell.get(`${sel.page}:${sel.row}`) ?? []) : [];
  const selValue = sel ? cell(sel.page, sel.row) : undefined;

  if (rows.length === 0) {
    return (
      <p className="muted">
        The sheet has no maneuvers yet: the matrices have a row per page on the sheet. Add maneuvers in the Sheet tab.
      </p>
    );
  }

  return (
    <div className="stack">
      <div className="row">
        {!props.readOnly && sel && (
          <>
            <button
              onClick={() =>
                props.onCommand(
                  `Fill empty cells of matrix ${sel.page}`,
                  fillEmpty(
                    props.book,
                    sel.page,
                    rows.filter((r) => rangeOfPage(STANDARD_PAGE_SET, r) === rangeOfPage(STANDARD_PAGE_SET, sel.page)),
                    0,
                  ),
                )
              }
            >
              Fill empty cells of matrix {sel.page} with 00
            </button>
            <button
              onClick={() =>
                props.onCommand(
                  "Fill every empty cell",
                  COLUMNS.reduce(
                    (b, page) =>
                      fillEmpty(
                        b,
                        page,
                        rows.filter((r) => rangeOfPage(STANDARD_PAGE_SET, r) === rangeOfPage(STANDARD_PAGE_SET, page)),
                        0,
                      ),
                    props.book,
                  ),
                )
              }
            >
              Fill every empty cell with 00
            </button>
          </>
        )}
        <span className="small muted">Type a picture page, 0 for 00; paste “N → M” lines into a column.</span>
      </div>
      {message && (
        <p className="small" role="status">
          {message}
        </p>
      )}
      <div
        className="matrix-scroll"
        ref={grid}
        tabIndex={0}
        role="grid"
        aria-label="Matrix grid"
        data-shortcuts="matrix-grid"
        onPaste={onPaste}
      >
        <table className="matrix">
          <thead>
            <tr>
              <th scope="col">row \ matrix</th>
              {COLUMNS.map((p) => (
                <th key={p} scope="col" className={sel?.page === p ? "sel" : ""}>
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" className={sel?.row === row ? "sel" : ""}>
                  {row}
                </th>
                {COLUMNS.map((page) => {
                  const v = cell(page, row);
                  const diags = byCell.get(`${page}:${row}`);
                  const offRange = rangeOfPage(STANDARD_PAGE_SET, row) !== rangeOfPage(STANDARD_PAGE_SET, page);
                  const selected = sel?.page === page && sel?.row === row;
                  const worst = diags?.some((d) => d.severity === "error") ? "error" : diags?.length ? "warning" : "";
                  return (
                    <td
                      key={page}
                      role="gridcell"
                      data-cell={`${page}:${row}`}
                      aria-selected={selected}
                      className={[worst && `lint-${worst}`, offRange && "off", selected && "selected"].filter(Boolean).join(" ")}
                      style={{ background: v === undefined ? undefined : targetColor(v) }}
                      title={diags?.map((d) => d.message).join("\n")}
                      onClick={() => {
                        if (draft !== null) commit(draft);
                        setSel({ page, row });
                        grid.current?.focus();
                      }}
                    >
                      {selected && draft !== null ? <span className="draft">{draft}</span> : v === undefined ? "" : v === 0 ? "00" : v}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sel && (
        <div className="panel small" data-testid="cell-info">
          <strong>
            Matrix {sel.page}, row {sel.row}
          </strong>
          :{" "}
          {selValue === undefined ? (
            "empty"
          ) : selValue === 0 ? (
            "00 (no picture)"
          ) : (
            <>
              picture{" "}
              <button className="link" onClick={() => props.onShowPicture(selValue)}>
                page {selValue}
              </button>
            </>
          )}
          .{" "}
          {rangeOfPage(STANDARD_PAGE_SET, sel.row) !== rangeOfPage(STANDARD_PAGE_SET, sel.page) && (
            <span className="muted">This row is never read at this matrix&apos;s range. </span>
          )}
          {selDiagnostics.map((d, i) => (
            <div key={i} className={`lint-${d.severity}`}>
              <LintMessage d={d} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
