"use client";
// The tile designer: a deck panel with the set's kinds, the selected tile's edge editor, picture,
// properties and notes, the set's description and rule options, a sandbox board, and the
// tile-set lint as you type. Edits go through pure operations in lib/content/tileset-ops.ts, so
// the workspace's undo/redo covers every change.
import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import type { TilesetBody, Tile } from "@/lib/content/kinds/tileset";
import { addTile, deckTotals, duplicateTile, removeTile, rotateTile, setPath, toggleDeadEnd, updateTile } from "@/lib/content/tileset-ops";
import { lintTilesetStructure } from "@/lib/lint/tileset";
import type { EditorProps } from "../types";
import { RichTextEditor } from "../RichTextEditor";
import { KindsEditor } from "./KindsEditor";
import { LostPatrolRuleFields } from "./LostPatrolRuleFields";
import { MiniTile } from "./MiniTile";
import { PropertiesEditor } from "./PropertiesEditor";
import { useTileArt } from "./tile-art";
import { useRingLint } from "./useRingLint";

// Konva needs a browser canvas: load the canvases on the client only.
const TileEdgeCanvas = dynamic(() => import("./TileEdgeCanvas").then((m) => m.TileEdgeCanvas), { ssr: false });
const SandboxBoard = dynamic(() => import("./SandboxBoard").then((m) => m.SandboxBoard), { ssr: false });

const isTyping = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);

export function TilesetEditor({ body, onChange, readOnly, documentId }: EditorProps<TilesetBody>) {
  const [selectedId, setSelectedId] = useState<string | null>(body.tiles[0]?.id ?? null);
  const selected = body.tiles.find((t) => t.id === selectedId) ?? null;
  const color = (kind: string) => body.kinds.find((k) => k.id === kind)?.color ?? "#999";
  const structure = useMemo(() => lintTilesetStructure(body), [body]);
  const rings = useRingLint(body);
  const diagnostics = useMemo(() => [...structure, ...rings.diagnostics], [structure, rings.diagnostics]);
  const totals = deckTotals(body);
  const artOf = useTileArt(body.tiles);
  const setArt = (src: string) => edit((t) => ({ ...t, art: src ? { src, alt: t.name, rotation: 0 } : null }));

  const edit = (change: (t: Tile) => Tile) => selected && !readOnly && onChange(updateTile(body, selected.id, change));

  function add() {
    const r = addTile(body, body.kinds.find((k) => k.id === "jungle")?.id ?? body.kinds[0].id);
    onChange(r.body);
    setSelectedId(r.id);
  }
  function duplicate() {
    if (!selected) return;
    const r = duplicateTile(body, selected.id);
    onChange(r.body);
    setSelectedId(r.id);
  }
  function remove() {
    if (!selected) return;
    const i = body.tiles.indexOf(selected);
    onChange(removeTile(body, selected.id));
    setSelectedId(body.tiles[i + 1]?.id ?? body.tiles[i - 1]?.id ?? null);
  }

  // Keyboard: R / Shift+R rotate, D duplicate, N new, Delete remove, 1–6 toggle an edge, ↑/↓ move through the deck.
  useEffect(() => {
    if (readOnly) return;
    function onKey(e: KeyboardEvent) {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("[aria-label='Sandbox board']")) return;
      const i = selected ? body.tiles.indexOf(selected) : -1;
      if (e.key === "r" || e.key === "R") edit((t) => rotateTile(t, e.shiftKey ? -1 : 1));
      else if (e.key === "d") duplicate();
      else if (e.key === "n") add();
      else if (e.key === "Delete") remove();
      else if (/^[1-6]$/.test(e.key)) edit((t) => setPath(t, Number(e.key) - 1, !t.paths.includes(Number(e.key) - 1)));
      else if (e.key === "ArrowDown" && i < body.tiles.length - 1) setSelectedId(body.tiles[i + 1].id);
      else if (e.key === "ArrowUp" && i > 0) setSelectedId(body.tiles[i - 1].id);
      else return;
      e.preventDefault();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div className="stack">
      {documentId && (
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <a className="button" href={`/play?game=lostpatrol&content=${documentId}`}>
            Playtest this deck
          </a>
          <a className="button" href={`/simulate?game=lostpatrol&content=${documentId}`}>
            Balance in the lab
          </a>
        </div>
      )}
      <div className="designer">
        <section className="stack" aria-label="Deck">
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 style={{ margin: 0 }}>Deck</h2>
            {!readOnly && (
              <button onClick={add} title="N">
                Add tile
              </button>
            )}
          </div>
          <p className="small muted" style={{ margin: 0 }} data-testid="deck-totals">
            {totals.map((t) => `${t.count} ${t.label.toLowerCase()}`).join(" · ")} · {totals.reduce((n, t) => n + t.count, 0)} in all
          </p>
          {body.tiles.length === 0 ? (
            <p className="muted">No tiles yet. Add one, then click its edges to draw paths.</p>
          ) : (
            <ul className="deck-list" role="listbox" aria-label="Tiles">
              {body.tiles.map((t) => {
                const problems = diagnostics.filter((d) => d.location.tile === t.id && d.severity !== "info").length;
                return (
                  <li key={t.id} role="option" aria-selected={t.id === selectedId} onClick={() => setSelectedId(t.id)}>
                    <MiniTile tile={t} fill={color(t.kind)} art={artOf(t)} />
                    <span style={{ flex: 1 }}>{t.name}</span>
                    {problems > 0 && (
                      <span className="badge warn" title="lint problems">
                        {problems}
                      </span>
                    )}
                    <span className="small muted">×{t.count}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <h3 style={{ margin: "0.5rem 0 0" }}>Kinds</h3>
          <KindsEditor body={body} onChange={onChange} readOnly={readOnly} />
        </section>

        <section className="stack" aria-label="Tile">
          {selected ? (
            <>
              <div className="row" style={{ justifyContent: "space-between" }}>
                <h2 style={{ margin: 0 }}>{selected.name}</h2>
                {!readOnly && (
                  <div className="row">
                    <button onClick={() => edit((t) => rotateTile(t, -1))} title="Shift+R">
                      ⟲
                    </button>
                    <button onClick={() => edit((t) => rotateTile(t, 1))} title="R">
                      ⟳ Rotate
                    </button>
                    <button onClick={duplicate} title="D">
                      Duplicate
                    </button>
                    <button className="danger" onClick={remove} title="Delete">
                      Delete
                    </button>
                  </div>
                )}
              </div>
              <div className="row" style={{ alignItems: "flex-start", gap: "1.25rem" }}>
                <div data-testid="tile-canvas">
                  <TileEdgeCanvas
                    tile={selected}
                    fill={color(selected.kind)}
                    art={artOf(selected)}
                    readOnly={readOnly}
                    onPaint={(edge, on) => edit((t) => setPath(t, edge, on))}
                    onToggleDeadEnd={(edge) => edit((t) => toggleDeadEnd(t, edge))}
                  />
                  <p className="small muted" style={{ margin: 0, maxWidth: 300 }}>
                    Click or drag across edges to draw paths (keys 1–6 toggle edges 0–5). Shift+click a path to make it a dead end.
                  </p>
                </div>
                <div className="stack" style={{ flex: 1, minWidth: 220 }}>
                  <label>
                    Name
                    <input
                      value={selected.name}
                      readOnly={readOnly}
                      maxLength={80}
                      onChange={(e) => edit((t) => ({ ...t, name: e.target.value }))}
                    />
                  </label>
                  <label>
                    Kind
                    <select value={selected.kind} disabled={readOnly} onChange={(e) => edit((t) => ({ ...t, kind: e.target.value }))}>
                      {body.kinds.map((k) => (
                        <option key={k.id} value={k.id}>
                          {k.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    Count in the deck
                    <input
                      type="number"
                      min={0}
                      max={500}
                      value={selected.count}
                      readOnly={readOnly}
                      onChange={(e) => edit((t) => ({ ...t, count: Math.max(0, Math.min(500, Math.floor(Number(e.target.value) || 0))) }))}
                    />
                  </label>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={selected.fork}
                      disabled={readOnly}
                      onChange={(e) => edit((t) => ({ ...t, fork: e.target.checked }))}
                    />{" "}
                    Fork marker
                  </label>
                  <label>
                    Picture (image URL)
                    <input
                      value={selected.art?.src.startsWith("data:") ? "(uploaded image)" : (selected.art?.src ?? "")}
                      readOnly={readOnly}
                      placeholder="https://…"
                      onChange={(e) => setArt(e.target.value.trim())}
                    />
                  </label>
                  {!readOnly && (
                    <div className="row" style={{ gap: "0.5rem" }}>
                      <label>
                        or upload
                        <input
                          type="file"
                          accept="image/png,image/jpeg,image/webp,image/gif"
                          onChange={async (e) => {
                            const file = e.target.files?.[0];
                            if (!file) return;
                            const src = await new Promise<string>((resolve) => {
                              const r = new FileReader();
                              r.onload = () => resolve(String(r.result));
                              r.readAsDataURL(file);
                            });
                            setArt(src);
                          }}
                        />
                      </label>
                      {selected.art && (
                        <button type="button" onClick={() => setArt("")}>
                          Remove picture
                        </button>
                      )}
                    </div>
                  )}
                  {selected.art && (
                    <p className="small muted" style={{ margin: 0 }}>
                      The picture is drawn inside the tile, under its paths, and turns with them.
                    </p>
                  )}
                  <p className="small muted" style={{ margin: 0 }}>
                    Id <code>{selected.id}</code> · paths on edges {selected.paths.join(", ") || "none"}
                  </p>
                </div>
              </div>
              <div className="row" style={{ alignItems: "flex-start", gap: "1.25rem" }}>
                <div className="stack" style={{ flex: "1 1 260px", gap: "0.35rem" }}>
                  <h3 style={{ margin: 0 }}>Properties</h3>
                  <PropertiesEditor
                    key={selected.id}
                    value={selected.properties}
                    readOnly={readOnly}
                    onChange={(properties) => edit((t) => ({ ...t, properties }))}
                    hint="A number called capacity sets how many soldiers fit on the tile in Lost Patrol."
                  />
                </div>
                <div className="stack" style={{ flex: "2 1 320px", gap: "0.35rem" }}>
                  <h3 style={{ margin: 0 }}>Notes</h3>
                  <RichTextEditor
                    key={selected.id}
                    label="Tile notes"
                    value={selected.notes}
                    readOnly={readOnly}
                    onChange={(notes) => edit((t) => ({ ...t, notes }))}
                  />
                </div>
              </div>
            </>
          ) : (
            <p className="muted">Select a tile in the deck, or add one.</p>
          )}
        </section>
      </div>

      <div className="row" style={{ alignItems: "flex-start", gap: "1.25rem" }}>
        <section className="stack" aria-label="About this tile set" style={{ flex: "2 1 420px", minWidth: 0 }}>
          <h2 style={{ margin: 0 }}>About this tile set</h2>
          <RichTextEditor
            label="Tile set description"
            value={body.description}
            readOnly={readOnly}
            onChange={(description) => !readOnly && onChange({ ...body, description })}
          />
        </section>
        <section className="stack" aria-label="Rules of play" style={{ flex: "1 1 280px", minWidth: 0 }}>
          <h2 style={{ margin: 0 }}>Rules of play</h2>
          <p className="small muted" style={{ margin: 0 }}>
            How Lost Patrol reads the seed&apos;s open points with this deck (playtests and simulations use them).
          </p>
          <LostPatrolRuleFields value={body.rules} readOnly={readOnly} onChange={(rules) => onChange({ ...body, rules })} />
        </section>
      </div>

      <section className="stack" aria-label="Lint">
        <h2 style={{ margin: 0 }}>
          Lint{" "}
          {rings.running && (
            <span className="small muted" data-testid="ring-lint-running">
              (estimating rings…)
            </span>
          )}
        </h2>
        <ul className="lint-list" data-testid="lint">
          {diagnostics.map((d, i) => (
            <li key={i} className={`lint-${d.severity}`}>
              <strong>{d.severity}</strong> <code>{d.rule}</code> {d.message}
              {typeof d.location.tile === "string" && (
                <button className="link" onClick={() => setSelectedId(String(d.location.tile))}>
                  show tile
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="stack" aria-label="Sandbox">
        <h2 style={{ margin: 0 }}>Sandbox</h2>
        <SandboxBoard body={body} selectedTileId={selectedId} />
      </section>
    </div>
  );
}
