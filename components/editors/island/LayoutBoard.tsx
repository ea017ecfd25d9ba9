"use client";
// The island's layout editor: the chosen layout on a hex board (LayoutCanvas) with its tools, the
// Location tile named for the cursor's place, the layout's tiles by back and its Starting
// Locations beside what the deck and the players need, and the island lint's findings for it.
// Every edit is checked against the layout schema and becomes one named command (undo, redo);
// an edit the schema refuses is not made, and its reason is shown instead.
import { useState } from "react";
import dynamic from "next/dynamic";
import { islandLayoutSchema, type IslandBody, type IslandLayout } from "@/lib/content/kinds/island";
import {
  allRandom,
  assignTile,
  cellAt,
  layoutCounts,
  movePlace,
  paintCell,
  rotateCell,
  toggleStart,
  type Place,
} from "@/lib/content/island/layout-ops";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import { CanvasLoading } from "@/components/studio/CanvasLoading";
import { layoutTools, placeWords, sameTool, type LayoutTool } from "./layout-tools";

// Konva needs a browser canvas, and only this tab draws one: load the board on the client, when shown.
const LayoutCanvas = dynamic(() => import("./LayoutCanvas").then((m) => m.LayoutCanvas), {
  ssr: false,
  loading: () => <CanvasLoading what="the layout board" height={380} />,
});

interface Props {
  body: IslandBody;
  index: number;
  diagnostics: readonly Diagnostic[];
  readOnly: boolean;
  run(label: string, next: IslandBody, merge?: string): void;
}

export function LayoutBoard({ body, index, diagnostics, readOnly, run }: Props) {
  const layout = body.layouts[index];
  const [tool, setTool] = useState<LayoutTool>({ kind: "paint", back: body.kinds[0]?.id ?? "shoreline" });
  const [cursor, setCursor] = useState<Place | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  if (!layout) return null;

  /** Makes `next` the layout, as one command, if the schema takes it. */
  function commit(label: string, next: IslandLayout) {
    if (next === layout) return;
    const r = islandLayoutSchema.safeParse(next);
    if (!r.success) {
      const issue = r.error.issues[0];
      setRefused(`Not changed: ${issue?.message ?? "the layout would not be valid"}${issue ? ` (${issue.path.join(".")})` : ""}.`);
      return;
    }
    setRefused(null);
    run(label, { ...body, layouts: body.layouts.map((l, i) => (i === index ? r.data : l)) });
  }

  const backLabel = (kind: string | null) => (kind === null ? "Empty" : (body.kinds.find((k) => k.id === kind)?.label ?? kind));
  function paint(p: Place, kind: string | null) {
    commit(kind === null ? "Clear a place" : `Lay a ${backLabel(kind)} tile`, paintCell(layout, p, kind));
  }
  function start(p: Place) {
    const next = toggleStart(layout, p);
    if (next === layout && cellAt(layout, p)) setRefused("A Starting Location goes on an empty place beside the island, not on a tile.");
    else commit("Toggle a Starting Location", next);
  }
  function use(p: Place) {
    setCursor(p);
    if (tool.kind === "paint") paint(p, tool.back);
    else if (tool.kind === "clear") paint(p, null);
    else if (tool.kind === "start") start(p);
    else if (tool.kind === "rotate") commit("Rotate a tile", rotateCell(layout, p));
  }

  const counts = layoutCounts(body, layout);
  const findings = diagnostics.filter((d) => d.location.layout === layout.id);
  const here = cursor ? cellAt(layout, cursor) : undefined;
  const named = layout.cells.some((c) => c.tile !== null);

  return (
    <div className="row" style={{ alignItems: "flex-start", flexWrap: "wrap", gap: "0.75rem" }}>
      <div className="stack" style={{ flex: "1 1 560px", minWidth: 0, gap: "0.35rem" }}>
        <div className="row" role="toolbar" aria-label="Layout tools" style={{ flexWrap: "wrap", gap: "0.25rem" }}>
          {layoutTools(body).map(({ tool: t, label, hint }) => (
            <button
              key={label}
              aria-pressed={sameTool(t, tool)}
              className={sameTool(t, tool) ? "primary" : ""}
              disabled={readOnly}
              title={hint ? `${label} (key ${hint})` : label}
              onClick={() => setTool(t)}
            >
              {label}
              {hint && <span style={{ opacity: 0.75, fontSize: "0.8em" }}> {hint}</span>}
            </button>
          ))}
        </div>
        <LayoutCanvas
          body={body}
          layout={layout}
          tool={tool}
          cursor={cursor}
          readOnly={readOnly}
          onCursor={setCursor}
          onPainted={(next, n) =>
            commit(
              tool.kind === "paint"
                ? `Lay ${n} ${backLabel(tool.back)} tile${n === 1 ? "" : "s"}`
                : `Clear ${n} place${n === 1 ? "" : "s"}`,
              next,
            )
          }
          onUse={use}
          onMove={(from, to) => commit("Move a tile", movePlace(layout, from, to))}
          onKey={(a) => {
            if (!cursor) return;
            if (a === "clear") paint(cursor, null);
            else if (a === "start") start(cursor);
            else if (a === "rotate") commit("Rotate a tile", rotateCell(layout, cursor));
            else paint(cursor, body.kinds[a.paint]?.id ?? null);
          }}
        />
        {refused && (
          <p className="error small" role="alert" style={{ margin: 0 }}>
            {refused}
          </p>
        )}
      </div>

      <div className="stack small" style={{ flex: "0 1 260px", gap: "0.4rem" }}>
        <table aria-label="Tiles by back" data-testid="island-layout-counts">
          <thead>
            <tr>
              <th />
              <th>On the layout</th>
              <th>In the deck</th>
            </tr>
          </thead>
          <tbody>
            {counts.backs.map((b) => (
              <tr key={b.kind} className={b.laid > b.deck ? "error" : undefined}>
                <th scope="row">{b.label}</th>
                <td>{b.laid}</td>
                <td>{b.deck}</td>
              </tr>
            ))}
            <tr className={counts.starts < counts.startsNeeded || counts.halfTiles < counts.startsNeeded ? "error" : undefined}>
              <th scope="row">Starting Locations</th>
              <td>{counts.starts}</td>
              <td>
                {counts.halfTiles} half-tiles; {counts.startsNeeded} players at most
              </td>
            </tr>
          </tbody>
        </table>
        <p className="muted" style={{ margin: 0 }}>
          For {layout.minPlayers === layout.maxPlayers ? layout.minPlayers : `${layout.minPlayers}–${layout.maxPlayers}`} players
          {layout.rules === "any" ? "" : `, ${layout.rules === "beginner" ? "Beginner" : "Advanced"} rules`}.
        </p>

        <label className="stack">
          {cursor ? `Location tile at ${placeWords(body, layout, cursor).split(":")[0]}` : "Location tile at the cursor"}
          <select
            aria-label="Location tile at the cursor"
            disabled={readOnly || !here}
            value={here?.tile ?? ""}
            onChange={(e) =>
              cursor &&
              commit(
                e.target.value ? "Name a Location tile" : "Leave a tile to chance",
                assignTile(body, layout, cursor, e.target.value || null),
              )
            }
          >
            <option value="">{here ? `Random ${backLabel(here.kind)} tile` : "Put the cursor on a tile"}</option>
            {body.kinds.map((k) => (
              <optgroup key={k.id} label={k.label}>
                {body.locations
                  .filter((t) => t.kind === k.id)
                  .map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        {!readOnly && (
          <button disabled={!named} onClick={() => commit("Leave every tile to chance", allRandom(layout))}>
            Fill at random by back
          </button>
        )}
        <p className="muted" style={{ margin: 0 }}>
          A tile with no Location named is drawn at random from the deck&apos;s tiles of its back when the game is set up.
        </p>

        <div aria-label="Lint for this layout">
          <strong>Checks</strong>
          {findings.length === 0 ? (
            <p className="muted" style={{ margin: 0 }}>
              The deck holds what this layout needs.
            </p>
          ) : (
            <ul style={{ margin: 0, paddingLeft: "1.1rem" }}>
              {findings.map((d, i) => (
                <li key={i} className={d.severity === "error" ? "error" : undefined}>
                  {d.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
