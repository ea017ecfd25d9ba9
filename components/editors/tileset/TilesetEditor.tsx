"use client";
// The tile designer: a deck panel with the set's kinds, the selected tile's edge editor, picture,
// properties and notes, the set's description and rule options, a sandbox board, and the
// tile-set lint as you type. Edits are named commands built with the pure operations of
// lib/content/tileset-ops.ts, so the workspace undoes them one by one ("Undo: Draw path").
import dynamic from "next/dynamic";
import { CanvasLoading } from "@/components/studio/CanvasLoading";
import { useMemo, useState } from "react";
import type { TilesetBody, Tile } from "@/lib/content/kinds/tileset";
import { addTile, deckTotals, duplicateTile, removeTile, rotateTile, setPath, toggleDeadEnd, updateTile } from "@/lib/content/tileset-ops";
import { lintTilesetStructure } from "@/lib/lint/tileset";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { useKeysText } from "@/components/studio/keyboard/useKeysText";
import type { EditorProps } from "../types";
import { RichTextField } from "../RichTextField";
import { KindsEditor } from "./KindsEditor";
import { LostPatrolRuleFields } from "./LostPatrolRuleFields";
import { MiniTile } from "./MiniTile";
import { edgesInWords } from "./tile-words";
import { PropertiesEditor } from "./PropertiesEditor";
import { useTileArt } from "./tile-art";
import { useRingLint } from "./useRingLint";
import { TILESET_SHORTCUTS } from "./tileset-shortcuts";
import { LintMessage } from "@/components/studio/LintMessage";
import { PictureUpload, pictureFieldValue } from "../PictureUpload";

// Konva needs a browser canvas: load the canvases on the client only.
const TileEdgeCanvas = dynamic(() => import("./TileEdgeCanvas").then((m) => m.TileEdgeCanvas), {
  ssr: false,
  loading: () => <CanvasLoading what="the tile" height={300} width={300} />,
});
const SandboxBoard = dynamic(() => import("./SandboxBoard").then((m) => m.SandboxBoard), {
  ssr: false,
  loading: () => <CanvasLoading what="the sandbox" height={460} width={820} />,
});

const keys = TILESET_SHORTCUTS.shortcuts;

export function TilesetEditor({ body, onCommand, readOnly, documentId }: EditorProps<TilesetBody>) {
  const [selectedId, setSelectedId] = useState<string | null>(body.tiles[0]?.id ?? null);
  // After an undo takes the selected tile away, the first one is shown.
  const selected = body.tiles.find((t) => t.id === selectedId) ?? body.tiles[0] ?? null;
  const keysOf = useKeysText();
  const color = (kind: string) => body.kinds.find((k) => k.id === kind)?.color ?? "#999";
  const structure = useMemo(() => lintTilesetStructure(body), [body]);
  const rings = useRingLint(body);
  const diagnostics = useMemo(() => [...structure, ...rings.diagnostics], [structure, rings.diagnostics]);
  const totals = deckTotals(body);
  const artOf = useTileArt(body.tiles);
  const setArt = (src: string, merge?: string) =>
    edit(src ? "Set tile picture" : "Remove tile picture", (t) => ({ ...t, art: src ? { src, alt: t.name, rotation: 0 } : null }), merge);

  /** A command on the selected tile; `merge` names what a gesture or typing keeps changing. */
  const edit = (label: string, change: (t: Tile) => Tile, merge?: string) =>
    selected && !readOnly && onCommand(label, updateTile(body, selected.id, change), merge && `${merge}:${selected.id}`);
  const turn = (steps: number) => edit(steps > 0 ? "Turn tile clockwise" : "Turn tile anticlockwise", (t) => rotateTile(t, steps));
  const paint = (edge: number, on: boolean, merge?: string) => edit(on ? "Draw path" : "Erase path", (t) => setPath(t, edge, on), merge);

  function add() {
    const r = addTile(body, body.kinds.find((k) => k.id === "jungle")?.id ?? body.kinds[0].id);
    onCommand("Add tile", r.body);
    setSelectedId(r.id);
  }
  function duplicate() {
    if (!selected) return;
    const r = duplicateTile(body, selected.id);
    onCommand("Duplicate tile", r.body);
    setSelectedId(r.id);
  }
  function remove() {
    if (!selected) return;
    const i = body.tiles.indexOf(selected);
    onCommand("Delete tile", removeTile(body, selected.id));
    setSelectedId(body.tiles[i + 1]?.id ?? body.tiles[i - 1]?.id ?? null);
  }
  function select(step: number) {
    const next = body.tiles[(selected ? body.tiles.indexOf(selected) : -1) + step];
    if (!next) return false;
    setSelectedId(next.id);
  }

  useShortcuts(
    TILESET_SHORTCUTS,
    {
      rotate: () => turn(1),
      rotateBack: () => turn(-1),
      edge: ({ index }) => selected && paint(index, !selected.paths.includes(index)),
      duplicate,
      add,
      remove,
      next: () => select(1),
      previous: () => select(-1),
    },
    !readOnly,
  );

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
              <button onClick={add} title={`Add tile (${keysOf(keys.add)})`}>
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
            // One tab stop for the deck: the arrows (the editor's shortcuts) move the selection, which
            // the listbox announces as its active option.
            <ul
              className="deck-list"
              role="listbox"
              aria-label="Tiles"
              tabIndex={0}
              aria-activedescendant={selected ? `deck-tile-${selected.id}` : undefined}
            >
              {body.tiles.map((t) => {
                const problems = diagnostics.filter((d) => d.location.tile === t.id && d.severity !== "info").length;
                return (
                  <li
                    key={t.id}
                    id={`deck-tile-${t.id}`}
                    role="option"
                    aria-selected={t.id === selected?.id}
                    onClick={() => setSelectedId(t.id)}
                  >
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
          <KindsEditor body={body} onCommand={onCommand} readOnly={readOnly} />
        </section>

        <section className="stack" aria-label="Tile">
          {selected ? (
            <>
              <div className="row" style={{ justifyContent: "space-between" }}>
                <h2 style={{ margin: 0 }}>{selected.name}</h2>
                {!readOnly && (
                  <div className="row">
                    <button
                      onClick={() => turn(-1)}
                      title={`Turn anticlockwise (${keysOf(keys.rotateBack)})`}
                      aria-label="Turn anticlockwise"
                    >
                      ⟲
                    </button>
                    <button onClick={() => turn(1)} title={`Turn clockwise (${keysOf(keys.rotate)})`}>
                      ⟳ Rotate
                    </button>
                    <button onClick={duplicate} title={`Duplicate (${keysOf(keys.duplicate)})`}>
                      Duplicate
                    </button>
                    <button className="danger" onClick={remove} title={`Delete (${keysOf(keys.remove)})`}>
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
                    onPaint={(edge, on) => paint(edge, on, "paths")}
                    onToggleDeadEnd={(edge) =>
                      edit(selected.deadEnds.includes(edge) ? "Clear dead end" : "Mark dead end", (t) => toggleDeadEnd(t, edge))
                    }
                  />
                  <p className="small muted" style={{ margin: 0, maxWidth: 300 }}>
                    Click or drag across edges to draw paths (keys {keysOf(keys.edge)} toggle edges 0–5). Shift+click a path to make it a
                    dead end.
                  </p>
                </div>
                <div className="stack" style={{ flex: 1, minWidth: 220 }}>
                  <label>
                    Name
                    <input
                      value={selected.name}
                      readOnly={readOnly}
                      maxLength={80}
                      onChange={(e) => edit("Rename tile", (t) => ({ ...t, name: e.target.value }), "name")}
                    />
                  </label>
                  <label>
                    Kind
                    <select
                      value={selected.kind}
                      disabled={readOnly}
                      onChange={(e) => edit("Change tile kind", (t) => ({ ...t, kind: e.target.value }))}
                    >
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
                      onChange={(e) =>
                        edit(
                          "Change tile count",
                          (t) => ({ ...t, count: Math.max(0, Math.min(500, Math.floor(Number(e.target.value) || 0))) }),
                          "count",
                        )
                      }
                    />
                  </label>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={selected.fork}
                      disabled={readOnly}
                      onChange={(e) =>
                        edit(e.target.checked ? "Add fork marker" : "Remove fork marker", (t) => ({ ...t, fork: e.target.checked }))
                      }
                    />{" "}
                    Fork marker
                  </label>
                  <label>
                    Picture (image URL)
                    <input
                      value={pictureFieldValue(selected.art?.src)}
                      readOnly={readOnly}
                      placeholder="https://…"
                      onChange={(e) => setArt(e.target.value.trim(), "art")}
                    />
                  </label>
                  {!readOnly && (
                    <div className="row" style={{ gap: "0.5rem" }}>
                      <PictureUpload onUploaded={(src) => setArt(src)} />
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
                    Paths lead {selected.paths.length ? edgesInWords(selected.paths) : "nowhere"}{" "}
                    <span title="The tile's id in exports and lint messages">
                      · <code>{selected.id}</code>
                    </span>
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
                    onChange={(properties) => edit("Edit tile properties", (t) => ({ ...t, properties }), "properties")}
                    hint="A number called capacity sets how many soldiers fit on the tile in Lost Patrol."
                  />
                </div>
                <div className="stack" style={{ flex: "2 1 320px", gap: "0.35rem" }}>
                  <h3 style={{ margin: 0 }}>Notes</h3>
                  <RichTextField
                    key={selected.id}
                    label="Tile notes"
                    value={selected.notes}
                    readOnly={readOnly}
                    onChange={(notes) => edit("Edit tile notes", (t) => ({ ...t, notes }), "notes")}
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
          <RichTextField
            label="Tile set description"
            value={body.description}
            readOnly={readOnly}
            onChange={(description) => !readOnly && onCommand("Edit description", { ...body, description }, "description")}
          />
        </section>
        <section className="stack" aria-label="Rules of play" style={{ flex: "1 1 280px", minWidth: 0 }}>
          <h2 style={{ margin: 0 }}>Rules of play</h2>
          <p className="small muted" style={{ margin: 0 }}>
            How Lost Patrol reads the seed&apos;s open points with this deck (playtests and simulations use them).
          </p>
          <LostPatrolRuleFields
            value={body.rules}
            readOnly={readOnly}
            onChange={(rules) => onCommand("Change rule options", { ...body, rules }, "rules")}
          />
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
              <LintMessage d={d} />
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
        <SandboxBoard body={body} selectedTileId={selected?.id ?? null} />
      </section>
    </div>
  );
}
