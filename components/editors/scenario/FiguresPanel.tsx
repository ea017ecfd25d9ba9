"use client";
// The figures on the map: each one's name, side and book from the reader's library (a copy of
// the book is kept in the scenario, with the Height of its character sheet), its Height, the
// Extended Range damage of its throws, a throwing weapon, whether it is undead, whether it
// dematerialises to regenerate (and its Touch damage), and its spell cards.
import { useEffect, useState } from "react";
import { STANDARD_THROWING_WEAPONS, type ScenarioBody } from "@/lib/content/kinds/scenario";
import { bookBodySchema } from "@/lib/content/kinds/book";
import { removeThing, updateFigure } from "@/lib/content/scenario/terrain-ops";
import { api, ApiError } from "@/components/studio/api";
import { CommitInput, IntField } from "../mission/fields";
import type { RunCommand } from "../types";
import { sideColor } from "./terrain-look";
import { SpellCardsField } from "./SpellCardsField";

interface Props {
  body: ScenarioBody;
  readOnly: boolean;
  selected: string | null;
  onSelect(id: string): void;
  onCommand: RunCommand<ScenarioBody>;
}

export function FiguresPanel({ body, readOnly, selected, onSelect, onCommand }: Props) {
  const [books, setBooks] = useState<{ id: string; title: string }[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (readOnly) return;
    api<{ documents: { id: string; title: string }[] }>("/api/documents?kind=book").then(
      (res) => setBooks(res.documents),
      (err: unknown) => {
        setBooks([]);
        setError(err instanceof ApiError ? err.describe() : String(err));
      },
    );
  }, [readOnly]);

  async function chooseBook(figureId: string, documentId: string) {
    setError(null);
    try {
      const doc = await api<{ id: string; title: string; body: unknown }>(`/api/documents/${documentId}`);
      const book = bookBodySchema.parse(doc.body);
      const f = body.figures.find((x) => x.id === figureId);
      const named = f && f.name !== "Figure" ? f.name : book.character.name || doc.title;
      onCommand(
        "Choose figure's book",
        updateFigure(body, figureId, {
          name: named,
          book: { documentId: doc.id, title: doc.title, body: book },
          height: Math.max(1, book.character.height),
        }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  if (body.figures.length === 0)
    return <p className="muted">No figures yet: choose the Figure tool and click a space to stand one there.</p>;
  return (
    <div className="stack">
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {body.figures.map((f) => {
        const side = body.sides.findIndex((s) => s.id === f.side);
        return (
          <fieldset
            key={f.id}
            className="stack squad"
            aria-label={`Figure ${f.name}`}
            style={{ borderLeft: `6px solid ${sideColor(side)}`, outline: selected === f.id ? "2px solid #f1c40f" : undefined }}
            onFocus={() => onSelect(f.id)}
          >
            <div className="row" style={{ alignItems: "flex-end", flexWrap: "wrap" }}>
              <label>
                Name
                <CommitInput
                  key={f.name}
                  label="Figure name"
                  value={f.name}
                  disabled={readOnly}
                  onCommit={(name) => onCommand("Rename figure", updateFigure(body, f.id, { name }))}
                />
              </label>
              <label>
                Side
                <select
                  aria-label="Figure side"
                  value={f.side}
                  disabled={readOnly}
                  onChange={(e) => onCommand("Change figure's side", updateFigure(body, f.id, { side: e.target.value }))}
                >
                  {body.sides.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Book
                <select
                  aria-label="Figure book"
                  value={f.book.documentId ?? ""}
                  disabled={readOnly || books === null}
                  onChange={(e) => e.target.value && void chooseBook(f.id, e.target.value)}
                >
                  <option value="">{f.book.body ? `${f.book.title || "imported book"} (copy kept)` : "choose a book…"}</option>
                  {(books ?? []).map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.title}
                    </option>
                  ))}
                </select>
              </label>
              <IntField
                label="Height"
                value={f.height}
                min={1}
                max={20}
                disabled={readOnly}
                onChange={(height) => onCommand("Change figure's Height", updateFigure(body, f.id, { height }), `height:${f.id}`)}
              />
              <IntField
                label="Thrown damage modifier"
                value={f.extendedRangeDamage}
                min={-10}
                max={10}
                disabled={readOnly}
                onChange={(extendedRangeDamage) =>
                  onCommand("Change thrown damage modifier", updateFigure(body, f.id, { extendedRangeDamage }), `erd:${f.id}`)
                }
              />
              <label>
                Throwing weapon
                <select
                  aria-label="Throwing weapon"
                  value={f.throwingWeapon?.name ?? ""}
                  disabled={readOnly}
                  onChange={(e) =>
                    onCommand(
                      "Change throwing weapon",
                      updateFigure(body, f.id, {
                        throwingWeapon: STANDARD_THROWING_WEAPONS.find((w) => w.name === e.target.value) ?? null,
                      }),
                    )
                  }
                >
                  <option value="">none</option>
                  {STANDARD_THROWING_WEAPONS.map((w) => (
                    <option key={w.name} value={w.name}>
                      {w.name} (range {w.effectiveRange})
                    </option>
                  ))}
                </select>
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={f.undead}
                  disabled={readOnly}
                  onChange={(e) => onCommand("Change undead", updateFigure(body, f.id, { undead: e.target.checked }))}
                />{" "}
                Undead
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={f.dematerialises}
                  disabled={readOnly}
                  onChange={(e) => onCommand("Change dematerialising", updateFigure(body, f.id, { dematerialises: e.target.checked }))}
                />{" "}
                Dematerialises to regenerate (as Airi and the Wraith)
              </label>
              {f.dematerialises && (
                <IntField
                  label="Touch damage"
                  value={f.touchDamage}
                  min={0}
                  max={20}
                  disabled={readOnly}
                  onChange={(touchDamage) => onCommand("Change Touch damage", updateFigure(body, f.id, { touchDamage }), `touch:${f.id}`)}
                />
              )}
              {!readOnly && (
                <button type="button" onClick={() => onCommand("Remove figure", removeThing(body, { figure: f.id }))}>
                  Remove
                </button>
              )}
            </div>
            {!f.book.body && <span className="small warn">No book chosen yet: the figure cannot fight without one.</span>}
            <SpellCardsField body={body} figure={f} readOnly={readOnly} onCommand={onCommand} />
          </fieldset>
        );
      })}
    </div>
  );
}
