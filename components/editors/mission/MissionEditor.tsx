"use client";
// The Space Hulk mission designer: a toolbar and palette, the map of every level (konva), live
// lint with jumps, and panels for sections, zones, the map's size and levels, forces, the
// reinforcement schedule, victory, the counter pool and the briefing texts. Every edit goes
// through pure operations in lib/content/hulk/mission-ops.ts, and a brush stroke is applied
// once at mouse-up, so each is one step of the workspace's undo.
import dynamic from "next/dynamic";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { missionBodySchema, type CellRef, type MissionBody, type PitfallLetter } from "@/lib/content/kinds/mission";
import { addEntryArea, addSection, nextPitfallLetter, paintEntryCells, type XY } from "@/lib/content/hulk/mission-ops";
import { lintMission } from "@/lib/lint/mission";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import { RichTextEditor } from "../RichTextEditor";
import type { EditorProps } from "../types";
import type { Layout, ViewCommand } from "./MapCanvas";
import { MissionLint, tabForPath, type PanelTab } from "./MissionLint";
import { Toolbar } from "./Toolbar";
import { SectionsPanel } from "./SectionsPanel";
import { ZonesPanel } from "./ZonesPanel";
import { MapSettings } from "./MapSettings";
import { ForcesForm } from "./ForcesForm";
import { ScheduleForm } from "./ScheduleForm";
import { VictoryForm } from "./VictoryForm";
import { CounterPoolForm } from "./CounterPoolForm";
import { applyStroke, FEATURES, pickedBrush, TOOLS, type ToolId, type ToolOptions } from "./tools";
import { stampById, stampCells } from "@/lib/content/hulk/stamps";

// Konva needs a browser canvas: load the map on the client only.
const MapCanvas = dynamic(() => import("./MapCanvas").then((m) => m.MapCanvas), {
  ssr: false,
  loading: () => <div className="mission-map" style={{ height: 520 }} />,
});

const TABS: { id: PanelTab; label: string }[] = [
  { id: "sections", label: "Sections" },
  { id: "zones", label: "Entry & deployment" },
  { id: "map", label: "Size & levels" },
  { id: "forces", label: "Forces" },
  { id: "schedule", label: "Reinforcements" },
  { id: "victory", label: "Victory" },
  { id: "pool", label: "Counter pool" },
  { id: "texts", label: "Briefing" },
];

const isTyping = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);

/** Lint needs a valid body; the JSON view can hold an invalid one for a while. */
function lintValid(body: MissionBody): Diagnostic[] | null {
  return missionBodySchema.safeParse(body).success ? lintMission(body) : null;
}

export function MissionEditor({ body, onChange, readOnly, documentId }: EditorProps<MissionBody>) {
  const valid = useMemo(() => missionBodySchema.safeParse(body), [body]);
  const [activeLevel, setActiveLevel] = useState(Math.max(0, body.levels.length - 1));
  const [layout, setLayout] = useState<Layout>("side");
  const [tool, setTool] = useState<ToolId>(readOnly ? "pan" : "paint");
  const [opts, setOpts] = useState<Omit<ToolOptions, "letter">>({
    brush: "#",
    feature: "pitfall",
    entryId: null,
    deploySide: "marines",
    stamp: "corridor-5",
    turns: 0,
  });
  const [letterChoice, setLetterChoice] = useState<PitfallLetter | "auto">("auto");
  const [selected, setSelected] = useState<CellRef | null>(null);
  const [command, setCommand] = useState<ViewCommand | null>(null);
  const [tab, setTab] = useState<PanelTab>("sections");
  const [focusSection, setFocusSection] = useState<string | null>(null);

  const deferred = useDeferredValue(body);
  const diagnostics = useMemo(() => lintValid(deferred) ?? [], [deferred]);
  const level = Math.min(activeLevel, body.levels.length - 1);
  const toolOptions: ToolOptions = { ...opts, letter: letterChoice === "auto" ? nextPitfallLetter(body) : letterChoice };

  const commit = (next: MissionBody) => {
    if (next !== body && !readOnly) onChange(next);
  };
  const view = (kind: "fit" | "zoom-in" | "zoom-out") => setCommand((c) => ({ kind, n: (c?.n ?? 0) + 1 }));
  const patchOpts = (patch: Partial<ToolOptions>) => setOpts((o) => ({ ...o, ...patch }));

  function onStroke(strokeLevel: number, cells: XY[]) {
    if (tool === "pick") {
      const ch = pickedBrush(body, strokeLevel, cells[0]);
      if (ch !== undefined) patchOpts({ brush: ch });
      setTool("paint");
      return;
    }
    const area = body.entryAreas.find((e) => e.id === opts.entryId);
    if (tool === "entry" && (!area || area.level !== strokeLevel)) {
      // No area on this level is being painted: the stroke starts a new one.
      const r = addEntryArea(body, { level: strokeLevel, ...cells[0] });
      commit(paintEntryCells(r.body, r.id, cells.slice(1), true));
      patchOpts({ entryId: r.id });
      return;
    }
    commit(applyStroke(body, tool, toolOptions, strokeLevel, cells));
  }

  function addBrushSection(kind: "room" | "corridor") {
    const r = addSection(body, level, kind);
    if (!r.key) return;
    commit(r.body);
    patchOpts({ brush: r.key });
    setTool("paint");
  }

  function jump(d: Diagnostic) {
    const { level: l, x, y, section, entry, path } = d.location;
    if (typeof l === "number" && typeof x === "number" && typeof y === "number") {
      const cell = { level: l, x, y };
      setActiveLevel(l);
      setSelected(cell);
      setCommand((c) => ({ kind: "focus", cell, n: (c?.n ?? 0) + 1 }));
    }
    if (typeof section === "string") {
      const owner = body.levels.findIndex((lv) => lv.sections.some((s) => s.name === section));
      if (owner >= 0) setActiveLevel(owner);
      setFocusSection(section);
      setTab("sections");
    }
    if (typeof entry === "string") {
      patchOpts({ entryId: entry });
      setTab("zones");
    }
    if (typeof path === "string") setTab(tabForPath(path) ?? tab);
  }

  // Keyboard: tool keys, 1–4 feature, W/V wall and void brushes, [ ] or PageDown/PageUp level,
  // L layout, + - 0 zoom, Delete removes the door and feature on the selected cell.
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const k = e.key.toLowerCase();
      const t = TOOLS.find((x) => x.key === k);
      if (t && (!readOnly || t.id === "pan")) setTool(t.id);
      else if (!readOnly && k === "r" && tool === "stamp") setOpts((o) => ({ ...o, turns: (o.turns + 1) % 4 }));
      else if (!readOnly && /^[1-4]$/.test(k)) {
        setOpts((o) => ({ ...o, feature: FEATURES[Number(k) - 1] }));
        setTool("feature");
      } else if (!readOnly && (k === "w" || k === "v")) {
        setOpts((o) => ({ ...o, brush: k === "w" ? "#" : " " }));
        setTool("paint");
      } else if (k === "[" || k === "pagedown") setActiveLevel((l) => Math.max(0, Math.min(l, body.levels.length - 1) - 1));
      else if (k === "]" || k === "pageup") setActiveLevel((l) => Math.min(body.levels.length - 1, l + 1));
      else if (k === "l") setLayout((x) => (x === "side" ? "stacked" : "side"));
      else if (k === "+" || k === "=") view("zoom-in");
      else if (k === "-") view("zoom-out");
      else if (k === "0") view("fit");
      else if (!readOnly && (k === "delete" || k === "backspace") && selected)
        commit(applyStroke(body, "erase", toolOptions, selected.level, [selected]));
      else return;
      e.preventDefault();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (!valid.success) {
    return (
      <div className="stack">
        <p className="error">This mission does not match the schema, so the designer cannot show it. Fix it in the JSON view:</p>
        <ul className="issues">
          {valid.error.issues.slice(0, 10).map((i, n) => (
            <li key={n}>
              <code>{i.path.join(".")}</code> {i.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="stack mission-designer">
      <Toolbar
        body={body}
        readOnly={readOnly}
        tool={tool}
        opts={toolOptions}
        letterChoice={letterChoice}
        activeLevel={level}
        layout={layout}
        onTool={setTool}
        onOpts={patchOpts}
        onLetterChoice={setLetterChoice}
        onLevel={setActiveLevel}
        onLayout={setLayout}
        onView={view}
        onAddSection={addBrushSection}
      />
      <MapCanvas
        body={body}
        layout={layout}
        activeLevel={level}
        tool={tool}
        brush={opts.brush}
        selected={selected}
        command={command}
        readOnly={readOnly}
        marks={diagnostics}
        footprint={tool === "stamp" && stampById(opts.stamp) ? (at) => stampCells(stampById(opts.stamp)!, opts.turns, at) : undefined}
        onStroke={onStroke}
        onSelect={(cell) => {
          setSelected(cell);
          setActiveLevel(cell.level);
        }}
      />
      <div className="row small muted">
        <span>
          Keys: B paint · I pick · S stamp (R turns) · D door · F feature (1–4 type) · X erase · E entry · Z deploy · H or Space pan · W/V
          wall/void brush · [ ] level · L layout · + − 0 zoom · Delete clears the selected cell · Ctrl+Z undo
        </span>
        {documentId && (
          <a href={`/documents/${documentId}/print`} target="_blank" rel="noreferrer">
            Print view
          </a>
        )}
      </div>
      <MissionLint body={body} diagnostics={diagnostics} stale={deferred !== body} onJump={jump} />
      <div className="kind-tabs" role="tablist" aria-label="Mission panels">
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
      <section className="stack" role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label}>
        {tab === "sections" && (
          <SectionsPanel
            body={body}
            level={level}
            readOnly={readOnly}
            focus={focusSection}
            onChange={commit}
            onBrush={(brush) => {
              patchOpts({ brush });
              setTool("paint");
            }}
          />
        )}
        {tab === "zones" && (
          <ZonesPanel
            body={body}
            readOnly={readOnly}
            entryId={opts.entryId}
            onChange={commit}
            onSelectEntry={(entryId) => {
              patchOpts({ entryId });
              setTool("entry");
            }}
          />
        )}
        {tab === "map" && <MapSettings key={`${body.width}x${body.height}`} body={body} readOnly={readOnly} onChange={commit} />}
        {tab === "forces" && <ForcesForm forces={body.forces} readOnly={readOnly} onChange={(forces) => commit({ ...body, forces })} />}
        {tab === "schedule" && (
          <ScheduleForm
            value={body.reinforcements}
            readOnly={readOnly}
            onChange={(reinforcements) => commit({ ...body, reinforcements })}
          />
        )}
        {tab === "victory" && <VictoryForm body={body} readOnly={readOnly} onChange={commit} />}
        {tab === "pool" && <CounterPoolForm body={body} readOnly={readOnly} onChange={commit} />}
        {tab === "texts" && (
          <div className="stack">
            <h3 style={{ margin: 0 }}>Briefing</h3>
            <RichTextEditor
              label="Briefing"
              value={body.briefing}
              readOnly={readOnly}
              onChange={(briefing) => commit({ ...body, briefing })}
            />
            <h3 style={{ margin: 0 }}>Objectives</h3>
            <RichTextEditor
              label="Objectives"
              value={body.objectives}
              readOnly={readOnly}
              onChange={(objectives) => commit({ ...body, objectives })}
            />
            <h3 style={{ margin: 0 }}>Designer&apos;s notes</h3>
            <RichTextEditor
              label="Designer's notes"
              value={body.notes}
              readOnly={readOnly}
              onChange={(notes) => commit({ ...body, notes })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
