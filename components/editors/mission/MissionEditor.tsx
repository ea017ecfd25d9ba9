"use client";
// The Space Hulk mission designer: a toolbar and palette, the map of every level (konva), live
// lint with jumps, and panels for sections, zones, the map's size and levels, forces, the
// reinforcement schedule, victory, the counter pool and the briefing texts. Every edit is a named
// command built with the pure operations of lib/content/hulk/mission-ops.ts, and a brush stroke
// is applied once at mouse-up, so each is one step of the workspace's undo ("Undo: Paint wall").
import dynamic from "next/dynamic";
import { CanvasLoading } from "@/components/studio/CanvasLoading";
import { useDeferredValue, useMemo, useState } from "react";
import { missionBodySchema, VOID, WALL, type CellRef, type MissionBody, type PitfallLetter } from "@/lib/content/kinds/mission";
import { addEntryArea, addSection, nextPitfallLetter, paintEntryCells, type XY } from "@/lib/content/hulk/mission-ops";
import { lintMission } from "@/lib/lint/mission";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import { RichTextField } from "../RichTextField";
import type { EditorProps, RunCommand } from "../types";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { useKeysText } from "@/components/studio/keyboard/useKeysText";
import { DOCUMENT_SHORTCUTS } from "@/components/studio/document-shortcuts";
import type { Layout, ViewCommand } from "./MapCanvas";
import { MissionLint, tabForPath, type PanelTab } from "./MissionLint";
import { Toolbar } from "./Toolbar";
import { BrushPalette } from "./BrushPalette";
import { SectionsPanel } from "./SectionsPanel";
import { ZonesPanel } from "./ZonesPanel";
import { MapSettings } from "./MapSettings";
import { ForcesForm } from "./ForcesForm";
import { ScheduleForm } from "./ScheduleForm";
import { VictoryForm } from "./VictoryForm";
import { CounterPoolForm } from "./CounterPoolForm";
import { applyStroke, FEATURES, pickedBrush, strokeLabel, TOOLS, type ToolId, type ToolOptions } from "./tools";
import { MISSION_EDIT_SHORTCUTS, MISSION_VIEW_SHORTCUTS } from "./mission-shortcuts";
import { stampById, stampCells } from "@/lib/content/hulk/stamps";

// Konva needs a browser canvas: load the map on the client only.
const MapCanvas = dynamic(() => import("./MapCanvas").then((m) => m.MapCanvas), {
  ssr: false,
  loading: () => <CanvasLoading what="the mission map" height={520} />,
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

/** Lint needs a valid body; the JSON view can hold an invalid one for a while. */
function lintValid(body: MissionBody): Diagnostic[] | null {
  return missionBodySchema.safeParse(body).success ? lintMission(body) : null;
}

export function MissionEditor({ body, onCommand, readOnly, documentId }: EditorProps<MissionBody>) {
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
  const keysOf = useKeysText();

  const deferred = useDeferredValue(body);
  const diagnostics = useMemo(() => lintValid(deferred) ?? [], [deferred]);
  const level = Math.min(activeLevel, body.levels.length - 1);
  const toolOptions: ToolOptions = { ...opts, letter: letterChoice === "auto" ? nextPitfallLetter(body) : letterChoice };

  const commit: RunCommand<MissionBody> = (label, next, merge) => {
    if (next !== body && !readOnly) onCommand(label, next, merge);
  };
  const view = (kind: "fit" | "zoom-in" | "zoom-out") => setCommand((c) => ({ kind, n: (c?.n ?? 0) + 1 }));
  const patchOpts = (patch: Partial<ToolOptions>) => setOpts((o) => ({ ...o, ...patch }));

  function onStroke(strokeLevel: number, cells: XY[], as: ToolId = tool) {
    if (as === "pick") {
      const ch = pickedBrush(body, strokeLevel, cells[0]);
      if (ch !== undefined) patchOpts({ brush: ch });
      setTool("paint");
      return;
    }
    const area = body.entryAreas.find((e) => e.id === opts.entryId);
    if (as === "entry" && (!area || area.level !== strokeLevel)) {
      // No area on this level is being painted: the stroke starts a new one.
      const r = addEntryArea(body, { level: strokeLevel, ...cells[0] });
      commit("Start entry area", paintEntryCells(r.body, r.id, cells.slice(1), true));
      patchOpts({ entryId: r.id });
      return;
    }
    commit(strokeLabel(body, as, toolOptions, strokeLevel, cells), applyStroke(body, as, toolOptions, strokeLevel, cells));
  }

  function addBrushSection(kind: "room" | "corridor") {
    const r = addSection(body, level, kind);
    if (!r.key) return;
    commit(kind === "room" ? "Add room" : "Add corridor", r.body);
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

  const brush = (ch: string) => {
    patchOpts({ brush: ch });
    setTool("paint");
  };
  const toolKeys = Object.fromEntries(TOOLS.map((t) => [`tool-${t.id}`, () => setTool(t.id)])) as Record<`tool-${ToolId}`, () => void>;
  useShortcuts(
    MISSION_EDIT_SHORTCUTS,
    {
      ...toolKeys,
      feature: ({ index }) => {
        patchOpts({ feature: FEATURES[index] });
        setTool("feature");
      },
      turnStamp: () => (tool === "stamp" ? setOpts((o) => ({ ...o, turns: (o.turns + 1) % 4 })) : false),
      wall: () => brush(WALL),
      void: () => brush(VOID),
      clearCell: () => (selected ? commit("Clear cell", applyStroke(body, "erase", toolOptions, selected.level, [selected])) : false),
    },
    valid.success && !readOnly,
  );
  useShortcuts(
    MISSION_VIEW_SHORTCUTS,
    {
      "tool-pan": toolKeys["tool-pan"],
      levelDown: () => setActiveLevel((l) => Math.max(0, Math.min(l, body.levels.length - 1) - 1)),
      levelUp: () => setActiveLevel((l) => Math.min(body.levels.length - 1, l + 1)),
      layout: () => setLayout((x) => (x === "side" ? "stacked" : "side")),
      zoomIn: () => view("zoom-in"),
      zoomOut: () => view("zoom-out"),
      fit: () => view("fit"),
    },
    valid.success,
  );

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
      />
      <div className={readOnly ? undefined : "mission-work"}>
        {!readOnly && (
          <BrushPalette
            body={body}
            level={level}
            brush={opts.brush}
            onBrush={(ch) => {
              patchOpts({ brush: ch });
              // A brush is for painting: keep a painting tool, or take the paint brush.
              if (tool !== "paint" && tool !== "rect" && tool !== "fill") setTool("paint");
            }}
            onAddSection={addBrushSection}
          />
        )}
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
      </div>
      <div className="row small muted">
        <span>Every key of the designer is listed under Keyboard shortcuts (press {keysOf(DOCUMENT_SHORTCUTS.shortcuts.help)}).</span>
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
          <SectionsPanel body={body} level={level} readOnly={readOnly} focus={focusSection} onCommand={commit} onBrush={brush} />
        )}
        {tab === "zones" && (
          <ZonesPanel
            body={body}
            readOnly={readOnly}
            entryId={opts.entryId}
            onCommand={commit}
            onSelectEntry={(entryId) => {
              patchOpts({ entryId });
              setTool("entry");
            }}
          />
        )}
        {tab === "map" && <MapSettings key={`${body.width}x${body.height}`} body={body} readOnly={readOnly} onCommand={commit} />}
        {tab === "forces" && (
          <ForcesForm
            forces={body.forces}
            readOnly={readOnly}
            onCommand={(label, forces, merge) => commit(label, { ...body, forces }, merge)}
          />
        )}
        {tab === "schedule" && (
          <ScheduleForm
            value={body.reinforcements}
            readOnly={readOnly}
            onCommand={(label, reinforcements, merge) => commit(label, { ...body, reinforcements }, merge)}
          />
        )}
        {tab === "victory" && <VictoryForm body={body} readOnly={readOnly} onCommand={commit} />}
        {tab === "pool" && <CounterPoolForm body={body} readOnly={readOnly} onCommand={commit} />}
        {tab === "texts" && (
          <div className="stack">
            <h3 style={{ margin: 0 }}>Briefing</h3>
            <RichTextField
              label="Briefing"
              value={body.briefing}
              readOnly={readOnly}
              onChange={(briefing) => commit("Edit briefing", { ...body, briefing }, "briefing")}
            />
            <h3 style={{ margin: 0 }}>Objectives</h3>
            <RichTextField
              label="Objectives"
              value={body.objectives}
              readOnly={readOnly}
              onChange={(objectives) => commit("Edit objectives", { ...body, objectives }, "objectives")}
            />
            <h3 style={{ margin: 0 }}>Designer&apos;s notes</h3>
            <RichTextField
              label="Designer's notes"
              value={body.notes}
              readOnly={readOnly}
              onChange={(notes) => commit("Edit designer's notes", { ...body, notes }, "notes")}
            />
          </div>
        )}
      </section>
    </div>
  );
}
