"use client";
// One picture page: title, caption, image, SCORE / CRITICAL, and the "Tell opponent" line as
// printed text plus structured restrictions and effects.
import { emptyPicturePage, sheetNames, type BookBody } from "@/lib/content/kinds/book";
import { updatePicture } from "@/lib/content/lostworlds/book-ops";
import { parseTell, renderTell } from "@/lib/engine/lostworlds/tell-text";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import { RichTextField } from "../RichTextField";
import type { RunCommand } from "../types";
import { RestrictionEditor } from "./RestrictionEditor";
import { EffectEditor } from "./EffectEditor";
import { LintMessage } from "@/components/studio/LintMessage";
import { pictureUrl } from "@/lib/content/assets";
import { PictureUpload, pictureFieldValue } from "../PictureUpload";

const optionalInt = (v: string): number | null => (v.trim() === "" || !Number.isFinite(Number(v)) ? null : Math.trunc(Number(v)));

export function PictureEditor(props: {
  book: BookBody;
  page: number;
  readOnly: boolean;
  diagnostics: readonly Diagnostic[];
  onCommand: RunCommand<BookBody>;
  onPage(page: number): void;
  onShowCell(page: number, row: number): void;
}) {
  const { book, page, readOnly } = props;
  const picture = book.pictures[String(page)] ?? emptyPicturePage();
  const exists = Boolean(book.pictures[String(page)]);
  /** A command on this page; `merge` names the field typing keeps changing. */
  const edit = (label: string, change: Parameters<typeof updatePicture>[2], merge?: string) =>
    !readOnly && props.onCommand(label, updatePicture(book, page, change), merge && `picture:${page}:${merge}`);
  const refs = sheetNames(book);
  const here = props.diagnostics.filter((d) => d.location.page === page);
  // Matrix cells that lead here: the links back from a picture to the cells naming it.
  const namedBy = Object.entries(book.matrices).flatMap(([mp, m]) =>
    Object.entries(m.rows)
      .filter(([, t]) => t === page)
      .map(([row]) => ({ page: Number(mp), row: Number(row) })),
  );

  return (
    <div className="stack">
      <div className="row">
        <button onClick={() => props.onPage(Math.max(1, page - 2))} disabled={page <= 1}>
          ← {page - 2 >= 1 ? page - 2 : ""}
        </button>
        <select aria-label="Picture page" value={page} onChange={(e) => props.onPage(Number(e.target.value))}>
          {Array.from({ length: 32 }, (_, i) => 2 * i + 1).map((p) => (
            <option key={p} value={p}>
              Page {p}
              {book.pictures[String(p)]?.title ? ` · ${book.pictures[String(p)].title}` : ""}
            </option>
          ))}
        </select>
        <button onClick={() => props.onPage(Math.min(63, page + 2))} disabled={page >= 63}>
          {page + 2 <= 63 ? page + 2 : ""} →
        </button>
        {!exists && <span className="badge warn">not written yet</span>}
      </div>
      {here.length > 0 && (
        <ul className="lint-list">
          {here.map((d, i) => (
            <li key={i} className={`lint-${d.severity}`}>
              <LintMessage d={d} />
            </li>
          ))}
        </ul>
      )}
      <div className="picture-grid">
        <div className="stack">
          <label>
            Title
            <input
              aria-label="Picture title"
              value={picture.title}
              readOnly={readOnly}
              onChange={(e) => edit("Edit picture title", (p) => ({ ...p, title: e.target.value }), "title")}
            />
          </label>
          <div>
            <span className="small muted">Caption</span>
            <RichTextField
              label="Caption"
              value={picture.caption}
              readOnly={readOnly}
              onChange={(caption) => edit("Edit caption", (p) => ({ ...p, caption }), "caption")}
            />
          </div>
          <div className="row" style={{ alignItems: "flex-end" }}>
            <label>
              SCORE
              <input
                aria-label="SCORE"
                size={4}
                value={picture.score ?? ""}
                placeholder="none"
                readOnly={readOnly}
                onChange={(e) => edit("Change SCORE", (p) => ({ ...p, score: optionalInt(e.target.value) }), "score")}
              />
            </label>
            <label>
              CRITICAL at
              <input
                aria-label="CRITICAL threshold"
                size={4}
                value={picture.critical?.threshold ?? ""}
                placeholder="none"
                readOnly={readOnly}
                onChange={(e) => {
                  const threshold = optionalInt(e.target.value);
                  edit(
                    "Change CRITICAL threshold",
                    (p) => ({
                      ...p,
                      critical:
                        threshold === null
                          ? null
                          : {
                              threshold,
                              text: p.critical?.text ?? "",
                              restrictions: p.critical?.restrictions ?? [],
                              effects: p.critical?.effects ?? [],
                            },
                    }),
                    "critical",
                  );
                }}
              />
            </label>
          </div>
          {picture.critical && (
            <div className="stack">
              <label>
                CRITICAL text
                <input
                  aria-label="CRITICAL text"
                  value={picture.critical.text}
                  readOnly={readOnly}
                  onChange={(e) =>
                    edit(
                      "Edit CRITICAL text",
                      (p) => ({ ...p, critical: p.critical && { ...p.critical, text: e.target.value } }),
                      "criticalText",
                    )
                  }
                />
              </label>
              <RestrictionEditor
                label="CRITICAL restrictions"
                value={picture.critical.restrictions}
                maneuvers={refs.maneuvers}
                ownGroups={refs.ownGroups}
                readOnly={readOnly}
                onCommand={(label, restrictions, merge) =>
                  edit(label, (p) => ({ ...p, critical: p.critical && { ...p.critical, restrictions } }), merge && `critical-${merge}`)
                }
              />
              <EffectEditor
                label="CRITICAL effects"
                value={picture.critical.effects}
                maneuvers={refs.maneuvers}
                readOnly={readOnly}
                onCommand={(label, effects, merge) =>
                  edit(label, (p) => ({ ...p, critical: p.critical && { ...p.critical, effects } }), merge && `critical-${merge}`)
                }
              />
            </div>
          )}
          <label>
            Image URL
            <input
              value={pictureFieldValue(picture.image?.src)}
              placeholder="https://…"
              readOnly={readOnly}
              onChange={(e) =>
                edit(
                  e.target.value ? "Set picture image" : "Remove picture image",
                  (p) => ({ ...p, image: e.target.value ? { src: e.target.value, alt: p.title } : null }),
                  "image",
                )
              }
            />
          </label>
          {!readOnly && <PictureUpload onUploaded={(src) => edit("Set picture image", (p) => ({ ...p, image: { src, alt: p.title } }))} />}
          {picture.image && <img src={pictureUrl(picture.image.src)} alt={picture.image.alt} style={{ maxWidth: 240, borderRadius: 6 }} />}
        </div>
        <div className="stack">
          <label>
            Tell opponent (as printed)
            <textarea
              aria-label="Tell opponent"
              rows={3}
              value={picture.tell.text}
              readOnly={readOnly}
              onChange={(e) => edit("Edit Tell opponent text", (p) => ({ ...p, tell: { ...p.tell, text: e.target.value } }), "tell")}
            />
          </label>
          {!readOnly && (
            <div className="row">
              <button
                type="button"
                onClick={() =>
                  edit("Read restrictions from the text", (p) => {
                    const parsed = parseTell(p.tell.text, refs);
                    return { ...p, tell: { ...p.tell, restrictions: parsed.restrictions, effects: parsed.effects } };
                  })
                }
              >
                Read restrictions from the text
              </button>
              <button
                type="button"
                onClick={() =>
                  edit("Write the text from the restrictions", (p) => ({ ...p, tell: { ...p.tell, text: renderTell(p.tell) } }))
                }
              >
                Write the text from the restrictions
              </button>
            </div>
          )}
          <p className="small" data-testid="tell-preview">
            Reads as: <em>{renderTell(picture.tell)}</em>
          </p>
          <RestrictionEditor
            label="Tell restrictions"
            value={picture.tell.restrictions}
            maneuvers={refs.maneuvers}
            ownGroups={refs.ownGroups}
            readOnly={readOnly}
            onCommand={(label, restrictions, merge) =>
              edit(label, (p) => ({ ...p, tell: { ...p.tell, restrictions } }), merge && `tell-${merge}`)
            }
          />
          <EffectEditor
            label="Tell effects"
            value={picture.tell.effects}
            maneuvers={refs.maneuvers}
            readOnly={readOnly}
            onCommand={(label, effects, merge) => edit(label, (p) => ({ ...p, tell: { ...p.tell, effects } }), merge && `tell-${merge}`)}
          />
          <div className="small">
            <strong>Reached from</strong>{" "}
            {namedBy.length === 0 ? (
              <span className="muted">no matrix cell</span>
            ) : (
              namedBy.slice(0, 40).map((c) => (
                <button key={`${c.page}:${c.row}`} className="link" onClick={() => props.onShowCell(c.page, c.row)}>
                  {c.page}/{c.row}
                </button>
              ))
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
