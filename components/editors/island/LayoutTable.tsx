"use client";
// The island's layouts as a table: the text view of what the board draws (each layout's tiles by
// back and its Starting Locations) and where a layout's name, rule set and player counts are
// edited, a layout copied or deleted, and a new one made as a grid of a chosen size. Each edit is checked against the layout schema first: one
// the schema refuses (fewer most players than least, an empty name) is not made, and says why.
import { useState } from "react";
import { islandLayoutSchema, type IslandBody, type IslandLayout } from "@/lib/content/kinds/island";
import { freshId } from "@/lib/content/island/ops";
import { gridLayout } from "@/lib/content/island/layouts";

interface Props {
  body: IslandBody;
  /** The layout shown on the board. */
  shown: number;
  onShow(i: number): void;
  readOnly: boolean;
  run(label: string, next: IslandBody, merge?: string): void;
}

const RULES: [IslandLayout["rules"], string][] = [
  ["any", "Either"],
  ["beginner", "Beginner"],
  ["advanced", "Advanced"],
];
const players = (v: string) => Math.min(8, Math.max(2, Math.round(Number(v) || 2)));
/** A new grid's side, in tiles: at most 20 × 20, the 400 tiles a layout holds. */
const side = (v: string) => Math.min(20, Math.max(2, Math.round(Number(v) || 2)));

export function LayoutTable({ body, shown, onShow, readOnly, run }: Props) {
  const [refused, setRefused] = useState<string | null>(null);
  const [size, setSize] = useState({ cols: "5", rows: "5" });

  function edit(i: number, patch: Partial<IslandLayout>, what: string) {
    const r = islandLayoutSchema.safeParse({ ...body.layouts[i], ...patch });
    if (!r.success) {
      const issue = r.error.issues[0];
      setRefused(`${body.layouts[i].name}: not changed, ${issue?.message ?? "not valid"} (${issue?.path.join(".")}).`);
      return;
    }
    setRefused(null);
    run(`Edit layout ${what}`, { ...body, layouts: body.layouts.map((x, j) => (j === i ? r.data : x)) }, `layout.${i}.${what}`);
  }

  function copy(i: number) {
    const from = body.layouts[i];
    const layout = { ...from, id: freshId(body.layouts, `${from.id}-copy`), name: `Copy of ${from.name}`.slice(0, 80) };
    run(`Copy layout ${from.name}`, { ...body, layouts: [...body.layouts, layout] });
    onShow(body.layouts.length);
  }

  function remove(i: number) {
    run(`Delete layout ${body.layouts[i].name}`, { ...body, layouts: body.layouts.filter((_, j) => j !== i) });
    onShow(Math.max(0, Math.min(shown, body.layouts.length - 2)));
  }

  // A new island as the rulebook draws them: a grid of random tiles, the border of the first back
  // (Shoreline), the inside of the second (Inner Island), eight Starting Locations round it.
  function create() {
    const cols = side(size.cols),
      rows = side(size.rows);
    const ids = body.kinds.map((k) => k.id);
    const shore = ids.includes("shoreline") ? "shoreline" : (ids[0] ?? "shoreline");
    const inner = ids.includes("inner") ? "inner" : (ids.find((k) => k !== shore) ?? shore);
    const made = gridLayout(
      freshId(body.layouts, `island-${cols}x${rows}`),
      `Island ${cols} × ${rows}`,
      { cols, rows },
      { min: 2, max: 8, rules: "any" },
      { shore, inner },
    );
    const r = islandLayoutSchema.safeParse(made);
    if (!r.success) return setRefused(`Not made: ${r.error.issues[0]?.message ?? "not valid"}.`);
    setRefused(null);
    run(`New layout ${made.name}`, { ...body, layouts: [...body.layouts, r.data] });
    onShow(body.layouts.length);
  }

  const full = body.layouts.length >= 40;
  return (
    <div className="stack" style={{ gap: "0.25rem" }}>
      <table className="small" aria-label="Layouts">
        <thead>
          <tr>
            <th>Layout</th>
            <th>Rules</th>
            <th>Players</th>
            <th>Tiles</th>
            <th>Starting Locations</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {body.layouts.map((l, i) => (
            <tr key={l.id} aria-selected={i === shown} style={{ background: i === shown ? "#fdf2d0" : undefined }}>
              <td>
                <input
                  aria-label="Layout name"
                  value={l.name}
                  readOnly={readOnly}
                  onChange={(e) => edit(i, { name: e.target.value }, "name")}
                />
              </td>
              <td>
                <select
                  aria-label="Layout rules"
                  value={l.rules}
                  disabled={readOnly}
                  onChange={(e) => edit(i, { rules: e.target.value as IslandLayout["rules"] }, "rules")}
                >
                  {RULES.map(([id, label]) => (
                    <option key={id} value={id}>
                      {label}
                    </option>
                  ))}
                </select>
              </td>
              <td className="row" style={{ gap: "0.25rem", flexWrap: "nowrap" }}>
                <input
                  aria-label="Least players"
                  type="number"
                  min={2}
                  max={8}
                  style={{ width: "3.5em" }}
                  value={l.minPlayers}
                  readOnly={readOnly}
                  onChange={(e) => edit(i, { minPlayers: players(e.target.value) }, "minPlayers")}
                />
                –
                <input
                  aria-label="Most players"
                  type="number"
                  min={2}
                  max={8}
                  style={{ width: "3.5em" }}
                  value={l.maxPlayers}
                  readOnly={readOnly}
                  onChange={(e) => edit(i, { maxPlayers: players(e.target.value) }, "maxPlayers")}
                />
              </td>
              <td>{body.kinds.map((k) => `${l.cells.filter((c) => c.kind === k.id).length} ${k.label}`).join(", ")}</td>
              <td>{l.starts.length}</td>
              <td className="row" style={{ gap: "0.25rem", flexWrap: "nowrap" }}>
                <button disabled={i === shown} onClick={() => onShow(i)}>
                  Show on the board
                </button>
                {!readOnly && (
                  <>
                    <button disabled={full} onClick={() => copy(i)}>
                      Copy
                    </button>
                    <button aria-label={`Delete ${l.name}`} onClick={() => remove(i)}>
                      ✕
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <form
          className="row small"
          aria-label="New layout"
          style={{ gap: "0.3rem", alignItems: "center" }}
          onSubmit={(e) => {
            e.preventDefault();
            create();
          }}
        >
          New island of
          <input
            aria-label="New layout columns"
            type="number"
            min={2}
            max={20}
            style={{ width: "3.5em" }}
            value={size.cols}
            onChange={(e) => setSize({ ...size, cols: e.target.value })}
          />
          ×
          <input
            aria-label="New layout rows"
            type="number"
            min={2}
            max={20}
            style={{ width: "3.5em" }}
            value={size.rows}
            onChange={(e) => setSize({ ...size, rows: e.target.value })}
          />
          tiles
          <button type="submit" disabled={full}>
            Add layout
          </button>
        </form>
      )}
      {refused && (
        <p className="error small" role="alert" style={{ margin: 0 }}>
          {refused}
        </p>
      )}
    </div>
  );
}
