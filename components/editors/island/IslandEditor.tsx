"use client";
// The island editor: Location tiles, Characters and Fate cards in tables with their counts and the
// deck's totals, each row's printed text (rich text) and structured effects beside it, the
// Starting Location half-tiles, the layouts by player count (each drawn and edited on a hex board,
// LayoutBoard.tsx; the table beside it is their text view) and the Monster chart, with live lint.
// Instructions, abilities and Win Conditions the engine runs are forms (StructuredList), not code.
// Every edit is a named command made with lib/content/island/ops.ts, so undo and redo work.
import { useMemo, useState } from "react";
import {
  abilitySchema,
  effectSchema,
  FATE_TYPES,
  islandBodySchema,
  MONSTER_DIRECTIONS,
  winCheckSchema,
  type IslandBody,
  type MonsterDirection,
  type WinCheckDoc,
} from "@/lib/content/kinds/island";
import {
  addItem,
  islandTotals,
  newCharacter,
  newFateCard,
  newLocation,
  removeItem,
  updateItem,
  type IslandList,
} from "@/lib/content/island/ops";
import { lintIsland } from "@/lib/lint/island";
import { RichTextField } from "../RichTextField";
import { StructuredList } from "../structured/StructuredList";
import { CardGrid } from "./CardGrid";
import { ABILITY_WORDS, EFFECT_WORDS, WIN_WORDS } from "./structured-words";
import { LayoutBoard } from "./LayoutBoard";
import { LayoutTable } from "./LayoutTable";
import type { EditorProps } from "../types";

type Tab = IslandList | "layouts";
const TABS: [Tab, string][] = [
  ["locations", "Location tiles"],
  ["characters", "Characters"],
  ["fate", "Fate cards"],
  ["layouts", "Layouts & Monster"],
];

const num = (v: string, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number(v) || 0)));

// One list of at most one entry: a Character's Win Condition, or none. Kept per value, so the list
// is the same object while the condition is (the form keeps a draft until its value changes).
const NO_WIN: readonly WinCheckDoc[] = [];
const winLists = new WeakMap<WinCheckDoc, readonly WinCheckDoc[]>();
function winList(win: WinCheckDoc | null): readonly WinCheckDoc[] {
  if (!win) return NO_WIN;
  if (!winLists.has(win)) winLists.set(win, [win]);
  return winLists.get(win)!;
}

export function IslandEditor({ body: raw, onCommand, readOnly }: EditorProps<IslandBody>) {
  const body = useMemo(() => islandBodySchema.parse(raw), [raw]);
  const [tab, setTab] = useState<Tab>("locations");
  // Characters and Fate cards as a table of fields, or as cards to read the deck at a glance.
  const [cardView, setCardView] = useState(false);
  const [row, setRow] = useState(0);
  const diagnostics = useMemo(() => lintIsland(body), [body]);
  const totals = islandTotals(body);
  const run = (label: string, next: IslandBody, merge?: string) => onCommand(label, next, merge);
  const edit = <K extends IslandList>(list: K, i: number, patch: Partial<IslandBody[K][number]>, what: string) =>
    run(`Edit ${what}`, updateItem(body, list, i, patch), `${list}.${i}.${Object.keys(patch).join(",")}`);

  const kinds = body.kinds;
  // The layout on the board; an undo that takes away a copied layout leaves the last one shown.
  const shownLayout = Math.max(0, Math.min(row, body.layouts.length - 1));
  const loc = tab === "locations" ? body.locations[row] : undefined;
  const ch = tab === "characters" ? body.characters[row] : undefined;
  const card = tab === "fate" ? body.fate[row] : undefined;

  return (
    <div className="stack">
      <div className="row" role="tablist" aria-label="Island parts">
        {TABS.map(([id, label]) => (
          <button
            key={id}
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? "primary" : ""}
            onClick={() => {
              setTab(id);
              setRow(0);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {(tab === "characters" || tab === "fate") && (
        <div className="row" role="group" aria-label="View" style={{ gap: "0.3rem" }}>
          <button type="button" aria-pressed={!cardView} className={cardView ? "" : "primary"} onClick={() => setCardView(false)}>
            Table
          </button>
          <button type="button" aria-pressed={cardView} className={cardView ? "primary" : ""} onClick={() => setCardView(true)}>
            Cards
          </button>
        </div>
      )}
      <p className="muted small" aria-label="Totals">
        Tiles: {kinds.map((k) => `${totals.tiles[k.id] ?? 0} ${k.label}`).join(", ")} ({totals.campsites} Campsites) · Characters:{" "}
        {totals.characters} · Fate cards: {FATE_TYPES.map((t) => `${totals.fate[t] ?? 0} ${t}`).join(", ")} (
        {Object.values(totals.fate).reduce((a, b) => a + b, 0)}) · Half-tiles: {body.halfTiles.count}
      </p>

      {tab === "locations" && (
        <div className="row" style={{ alignItems: "flex-start", flexWrap: "wrap" }}>
          <table className="small">
            <thead>
              <tr>
                <th>Name</th>
                <th>Back</th>
                <th>Fate</th>
                <th>Campsite</th>
                <th>Count</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {body.locations.map((t, i) => (
                <tr
                  key={t.id}
                  aria-selected={i === row}
                  onClick={() => setRow(i)}
                  style={{ background: i === row ? "#fdf2d0" : undefined }}
                >
                  <td>
                    <input
                      aria-label="Location name"
                      value={t.name}
                      readOnly={readOnly}
                      onChange={(e) => edit("locations", i, { name: e.target.value }, "Location name")}
                    />
                  </td>
                  <td>
                    <select
                      aria-label="Back"
                      value={t.kind}
                      disabled={readOnly}
                      onChange={(e) => edit("locations", i, { kind: e.target.value }, "Location back")}
                    >
                      {kinds.map((k) => (
                        <option key={k.id} value={k.id}>
                          {k.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label="Fate cards drawn"
                      type="number"
                      min={0}
                      max={3}
                      value={t.fate}
                      readOnly={readOnly}
                      onChange={(e) => edit("locations", i, { fate: num(e.target.value, 0, 3) }, "Fate draw")}
                    />
                  </td>
                  <td>
                    <input
                      aria-label="Campsite"
                      type="checkbox"
                      checked={t.campsite}
                      disabled={readOnly}
                      onChange={(e) => edit("locations", i, { campsite: e.target.checked }, "Campsite")}
                    />
                  </td>
                  <td>
                    <input
                      aria-label="Count"
                      type="number"
                      min={0}
                      max={200}
                      value={t.count}
                      readOnly={readOnly}
                      onChange={(e) => edit("locations", i, { count: num(e.target.value, 0, 200) }, "count")}
                    />
                  </td>
                  <td>
                    {!readOnly && (
                      <button aria-label={`Delete ${t.name}`} onClick={() => run(`Delete ${t.name}`, removeItem(body, "locations", i))}>
                        ✕
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {!readOnly && (
            <button onClick={() => run("Add Location tile", addItem(body, "locations", newLocation(body)))}>Add Location tile</button>
          )}
          {loc && (
            <div className="stack" style={{ minWidth: 280, flex: 1 }} key={loc.id}>
              <strong>{loc.name}</strong>
              <RichTextField
                label="Printed instructions"
                value={loc.text}
                readOnly={readOnly}
                onChange={(text) => edit("locations", row, { text }, "instructions")}
              />
              <StructuredList
                label="Instructions the engine runs (in order)"
                schema={effectSchema}
                max={12}
                words={EFFECT_WORDS}
                value={loc.steps}
                readOnly={readOnly}
                onApply={(steps) => edit("locations", row, { steps }, "instructions")}
              />
            </div>
          )}
        </div>
      )}

      {tab === "characters" && (
        <div className="row" style={{ alignItems: "flex-start", flexWrap: "wrap" }}>
          {cardView ? (
            <CardGrid
              label="Characters"
              selected={row}
              onSelect={setRow}
              cards={body.characters.map((c) => ({ ...c, kind: "character", text: c.ability, count: 1 }))}
            />
          ) : (
            <table className="small">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Power</th>
                  <th>Equipment</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {body.characters.map((c, i) => (
                  <tr key={c.id} onClick={() => setRow(i)} style={{ background: i === row ? "#fdf2d0" : undefined }}>
                    <td>
                      <input
                        aria-label="Character name"
                        value={c.name}
                        readOnly={readOnly}
                        onChange={(e) => edit("characters", i, { name: e.target.value }, "Character name")}
                      />
                    </td>
                    <td>
                      <input
                        aria-label="Power"
                        type="number"
                        min={0}
                        max={20}
                        value={c.power}
                        readOnly={readOnly}
                        onChange={(e) => edit("characters", i, { power: num(e.target.value, 0, 20) }, "Power")}
                      />
                    </td>
                    <td>
                      <input
                        aria-label="Equipment capacity"
                        type="number"
                        min={0}
                        max={5}
                        value={c.capacity}
                        readOnly={readOnly}
                        onChange={(e) => edit("characters", i, { capacity: num(e.target.value, 0, 5) }, "capacity")}
                      />
                    </td>
                    <td>
                      {!readOnly && (
                        <button aria-label={`Delete ${c.name}`} onClick={() => run(`Delete ${c.name}`, removeItem(body, "characters", i))}>
                          ✕
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {!readOnly && (
            <button onClick={() => run("Add Character", addItem(body, "characters", newCharacter(body)))}>Add Character</button>
          )}
          {ch && (
            <div className="stack" style={{ minWidth: 280, flex: 1 }} key={ch.id}>
              <strong>{ch.name}</strong>
              <RichTextField
                label="Special Ability"
                value={ch.ability}
                readOnly={readOnly}
                onChange={(ability) => edit("characters", row, { ability }, "Special Ability")}
              />
              <StructuredList
                label="What of the ability the engine runs"
                schema={abilitySchema}
                max={6}
                words={ABILITY_WORDS}
                value={ch.abilities}
                readOnly={readOnly}
                onApply={(abilities) => edit("characters", row, { abilities }, "ability")}
              />
              <RichTextField
                label="Starting Character Win Condition"
                value={ch.winText}
                readOnly={readOnly}
                onChange={(winText) => edit("characters", row, { winText }, "Win Condition")}
              />
              <StructuredList
                label="The Win Condition the engine checks"
                schema={winCheckSchema}
                max={1}
                words={WIN_WORDS}
                value={winList(ch.win)}
                ids={{ character: body.characters.map((c) => [c.id, c.name]), location: body.locations.map((l) => [l.id, l.name]) }}
                readOnly={readOnly}
                onApply={([win]) => edit("characters", row, { win: win ?? null }, "Win Condition")}
              />
            </div>
          )}
        </div>
      )}

      {tab === "fate" && (
        <div className="row" style={{ alignItems: "flex-start", flexWrap: "wrap" }}>
          {cardView ? (
            <CardGrid
              label="Fate cards"
              selected={row}
              onSelect={setRow}
              cards={body.fate.map((f) => ({ ...f, kind: f.type, power: f.type === "encounter" ? f.power : null }))}
            />
          ) : (
            <table className="small">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Type</th>
                  <th>Power</th>
                  <th>Count</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {body.fate.map((f, i) => (
                  <tr key={f.id} onClick={() => setRow(i)} style={{ background: i === row ? "#fdf2d0" : undefined }}>
                    <td>
                      <input
                        aria-label="Card name"
                        value={f.name}
                        readOnly={readOnly}
                        onChange={(e) => edit("fate", i, { name: e.target.value }, "card name")}
                      />
                    </td>
                    <td>
                      <select
                        aria-label="Card type"
                        value={f.type}
                        disabled={readOnly}
                        onChange={(e) => edit("fate", i, { type: e.target.value as (typeof FATE_TYPES)[number] }, "card type")}
                      >
                        {FATE_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {t}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      {f.type === "encounter" && (
                        <input
                          aria-label="Encounter Power"
                          type="number"
                          min={0}
                          max={30}
                          value={f.power}
                          readOnly={readOnly}
                          onChange={(e) => edit("fate", i, { power: num(e.target.value, 0, 30) }, "Power")}
                        />
                      )}
                    </td>
                    <td>
                      <input
                        aria-label="Count"
                        type="number"
                        min={0}
                        max={100}
                        value={f.count}
                        readOnly={readOnly}
                        onChange={(e) => edit("fate", i, { count: num(e.target.value, 0, 100) }, "count")}
                      />
                    </td>
                    <td>
                      {!readOnly && (
                        <button aria-label={`Delete ${f.name}`} onClick={() => run(`Delete ${f.name}`, removeItem(body, "fate", i))}>
                          ✕
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {!readOnly && (
            <div className="stack">
              {FATE_TYPES.map((t) => (
                <button key={t} onClick={() => run(`Add ${t}`, addItem(body, "fate", newFateCard(body, t)))}>
                  Add {t}
                </button>
              ))}
            </div>
          )}
          {card && (
            <div className="stack" style={{ minWidth: 280, flex: 1 }} key={card.id}>
              <strong>{card.name}</strong>
              <RichTextField
                label="Card text"
                value={card.text}
                readOnly={readOnly}
                onChange={(text) => edit("fate", row, { text }, "card text")}
              />
              {card.type === "encounter" ? (
                <>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={card.monster}
                      disabled={readOnly}
                      onChange={(e) => edit("fate", row, { monster: e.target.checked }, "Monster")}
                    />{" "}
                    The Monster (stays until defeated, moves each round)
                  </label>
                  <StructuredList
                    label="When defeated"
                    schema={effectSchema}
                    max={8}
                    words={EFFECT_WORDS}
                    value={card.win}
                    readOnly={readOnly}
                    onApply={(win) => edit("fate", row, { win }, "outcome")}
                  />
                  <StructuredList
                    label="When not defeated"
                    schema={effectSchema}
                    max={8}
                    words={EFFECT_WORDS}
                    value={card.lose}
                    readOnly={readOnly}
                    onApply={(lose) => edit("fate", row, { lose }, "outcome")}
                  />
                </>
              ) : (
                <>
                  <StructuredList
                    label="Effects"
                    schema={effectSchema}
                    max={8}
                    words={EFFECT_WORDS}
                    value={card.effects}
                    readOnly={readOnly}
                    onApply={(effects) => edit("fate", row, { effects }, "effects")}
                  />
                  {card.type === "equipment" && (
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={card.keep}
                        disabled={readOnly}
                        onChange={(e) => edit("fate", row, { keep: e.target.checked }, "keep")}
                      />{" "}
                      Kept after use
                    </label>
                  )}
                </>
              )}
            </div>
          )}
        </div>
      )}

      {tab === "layouts" && (
        <div className="stack">
          <div className="row" style={{ flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
            <label>
              Layout on the board{" "}
              <select
                aria-label="Layout on the board"
                style={{ width: "auto" }}
                value={shownLayout}
                onChange={(e) => setRow(Number(e.target.value))}
              >
                {body.layouts.map((l, i) => (
                  <option key={l.id} value={i}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Starting Location half-tiles in the box{" "}
              <input
                style={{ width: "5em" }}
                aria-label="Half-tiles"
                type="number"
                min={0}
                max={20}
                value={body.halfTiles.count}
                readOnly={readOnly}
                onChange={(e) =>
                  run("Edit half-tiles", { ...body, halfTiles: { ...body.halfTiles, count: num(e.target.value, 0, 20) } }, "halfTiles")
                }
              />
            </label>
          </div>
          <LayoutBoard body={body} index={shownLayout} diagnostics={diagnostics} readOnly={readOnly} run={run} />
          <LayoutTable body={body} shown={shownLayout} onShow={setRow} readOnly={readOnly} run={run} />
          <fieldset className="row" style={{ border: 0, padding: 0 }}>
            <legend>Monster chart (die roll → direction)</legend>
            {body.monster.chart.map((d, i) => (
              <label key={i}>
                {i + 1}
                <select
                  aria-label={`Monster chart ${i + 1}`}
                  value={d}
                  disabled={readOnly}
                  onChange={(e) => {
                    const chart = body.monster.chart.slice();
                    chart[i] = e.target.value as MonsterDirection;
                    run("Edit Monster chart", { ...body, monster: { chart } });
                  }}
                >
                  {MONSTER_DIRECTIONS.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        </div>
      )}

      <details open={diagnostics.some((d) => d.severity !== "info")}>
        <summary>
          Lint: {diagnostics.filter((d) => d.severity === "error").length} errors,{" "}
          {diagnostics.filter((d) => d.severity === "warning").length} warnings, {diagnostics.filter((d) => d.severity === "info").length}{" "}
          notes
        </summary>
        <ul className="small" aria-label="Lint">
          {diagnostics.map((d, i) => (
            <li key={i} className={d.severity === "error" ? "error" : undefined}>
              {d.severity}: {d.message}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
