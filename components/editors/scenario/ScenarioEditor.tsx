"use client";
// The Lost Worlds scenario designer: tools and a palette above a hex map (konva) of the terrain
// with its objects and figures and their Battle Zones, and beside it the panels for figures,
// objects, sides and victory, rule options and the briefing. Every edit is a named command made
// with the pure operations of lib/content/scenario/terrain-ops.ts; a brush stroke is applied once
// at mouse-up, so each is one step of the workspace's undo ("Undo: Paint level 2").
import dynamic from "next/dynamic";
import { CanvasLoading } from "@/components/studio/CanvasLoading";
import { useDeferredValue, useMemo, useState } from "react";
import { lintScenario } from "@/lib/lint/scenario";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import type { Hex } from "@/lib/engine/core/hex";
import { scenarioBodySchema, STANDARD_OBJECTS, type ScenarioBody } from "@/lib/content/kinds/scenario";
import {
  addFigure,
  addObject,
  figureAt,
  moveThing,
  objectsAt,
  removeThing,
  spaceAt,
  type TerrainBrush,
} from "@/lib/content/scenario/terrain-ops";
import { RichTextField } from "../RichTextField";
import type { EditorProps, RunCommand } from "../types";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { useKeysText } from "@/components/studio/keyboard/useKeysText";
import { DOCUMENT_SHORTCUTS } from "@/components/studio/document-shortcuts";
import type { Thing } from "./TerrainCanvas";
import { brushFill, LEVEL_BRUSHES, ScenarioToolbar } from "./ScenarioToolbar";
import { applyTerrainStroke, TERRAIN_BRUSHES, TOOLS, type Stroke, type ToolId } from "./tools";
import { SCENARIO_EDIT_SHORTCUTS } from "./scenario-shortcuts";
import { facingPairs, zoneOf, type ZoneMark } from "./battle-zones";
import { FiguresPanel } from "./FiguresPanel";
import { ObjectsPanel } from "./ObjectsPanel";
import { VictoryPanel } from "./VictoryPanel";
import { RulesPanel } from "./RulesPanel";
import { INK } from "./terrain-look";
import { jumpOf, ScenarioLint, type ScenarioTab } from "./ScenarioLint";

// Konva needs a browser canvas: load the map on the client only.
const TerrainCanvas = dynamic(() => import("./TerrainCanvas").then((m) => m.TerrainCanvas), {
  ssr: false,
  loading: () => <CanvasLoading what="the terrain map" height={480} />,
});

type Tab = ScenarioTab;
const TABS: { id: Tab; label: string }[] = [
  { id: "figures", label: "Figures" },
  { id: "objects", label: "Objects" },
  { id: "victory", label: "Sides & victory" },
  { id: "rules", label: "Rule options" },
  { id: "briefing", label: "Briefing" },
];

const GOAL_COLOR = "#d4a017";

export function ScenarioEditor({ body, onCommand, readOnly }: EditorProps<ScenarioBody>) {
  const valid = useMemo(() => scenarioBodySchema.safeParse(body), [body]);
  const [tool, setTool] = useState<ToolId>(readOnly ? "move" : "paint");
  const [brush, setBrush] = useState<TerrainBrush>({ kind: "level", level: 1 });
  const [objectKind, setObjectKind] = useState(0);
  const [figureSide, setFigureSide] = useState<string | null>(null);
  const [selected, setSelected] = useState<Thing | null>(null);
  const [zonesShown, setZonesShown] = useState<"selected" | "all" | "none">("selected");
  const [tab, setTab] = useState<Tab>("figures");
  const [picking, setPicking] = useState<number | null>(null);
  const [cancel, setCancel] = useState(0);
  const keysOf = useKeysText();

  const side = figureSide && body.sides.some((s) => s.id === figureSide) ? figureSide : (body.sides[0]?.id ?? "");
  const commit: RunCommand<ScenarioBody> = (label, next, merge) => {
    if (next !== body && !readOnly) onCommand(label, next, merge);
  };

  const zones = useMemo<ZoneMark[]>(() => {
    if (!valid.success) return [];
    const shown =
      zonesShown === "all"
        ? body.figures
        : zonesShown === "selected" && selected && "figure" in selected
          ? body.figures.filter((f) => f.id === selected.figure)
          : [];
    const marks = shown.flatMap((f) => zoneOf(body, f, body.options) ?? []);
    const goal = picking !== null ? body.victory[picking] : undefined;
    if (goal && "spaces" in goal) marks.push({ figure: "", color: GOAL_COLOR, spaces: goal.spaces.map((hex) => ({ hex, always: true })) });
    return marks;
  }, [valid.success, body, zonesShown, selected, picking]);
  const deferred = useDeferredValue(body);
  const diagnostics = useMemo<Diagnostic[]>(
    () => (scenarioBodySchema.safeParse(deferred).success ? lintScenario(deferred) : []),
    [deferred],
  );
  function jump(d: Diagnostic) {
    const to = jumpOf(body, d);
    if (!to) return;
    setTab(to.tab);
    if (to.figure) setSelected({ figure: to.figure });
    if (to.object) setSelected({ object: to.object });
  }
  const pairs = useMemo(() => (valid.success ? facingPairs(body, body.options) : []), [valid.success, body]);

  function togglePicked(h: Hex) {
    const v = picking !== null ? body.victory[picking] : undefined;
    if (!v || !("spaces" in v) || !spaceAt(body, h)) return;
    const has = v.spaces.some((s) => s.q === h.q && s.r === h.r);
    const spaces = has ? v.spaces.filter((s) => s.q !== h.q || s.r !== h.r) : [...v.spaces, { q: h.q, r: h.r }];
    if (spaces.length === 0) return; // a condition on spaces keeps at least one
    commit(has ? "Remove goal space" : "Add goal space", {
      ...body,
      victory: body.victory.map((x, i) => (i === picking ? { ...v, spaces } : x)),
    });
  }

  function onClickHex(h: Hex) {
    if (picking !== null) return togglePicked(h);
    const f = figureAt(body, h);
    const o = objectsAt(body, h)[0];
    if (tool === "move") {
      setSelected(f ? { figure: f.id } : o ? { object: o.id } : null);
      if (f) setTab("figures");
      else if (o) setTab("objects");
      return;
    }
    if (!spaceAt(body, h)) return;
    if (tool === "object") {
      const kind = STANDARD_OBJECTS[objectKind];
      const next = addObject(body, h, kind);
      commit(`Place ${kind.name}`, next);
      setSelected({ object: next.objects[next.objects.length - 1].id });
      return;
    }
    if (tool === "figure") {
      if (f) {
        setSelected({ figure: f.id });
        return;
      }
      const r = addFigure(body, h, side);
      commit("Place figure", r.body);
      setSelected({ figure: r.id });
      setTab("figures");
    }
  }

  function onStroke(stroke: Extract<Stroke, { phase: "down" }>) {
    if (picking !== null) return togglePicked(stroke.first);
    const r = applyTerrainStroke(body, tool, brush, stroke);
    commit(r.label, r.body);
  }

  const chooseBrush = (b: TerrainBrush) => {
    setBrush(b);
    if (tool !== "paint" && tool !== "rect" && tool !== "fill") setTool("paint");
  };
  useShortcuts(
    SCENARIO_EDIT_SHORTCUTS,
    {
      ...(Object.fromEntries(TOOLS.map((t) => [`tool-${t.id}`, () => setTool(t.id)])) as Record<`tool-${ToolId}`, () => void>),
      ...Object.fromEntries(TERRAIN_BRUSHES.map((b) => [`brush-${b.label}`, () => chooseBrush(b.brush)])),
      level: ({ index }) => chooseBrush(LEVEL_BRUSHES[index]),
      removeSelected: () => {
        if (!selected) return false;
        commit("figure" in selected ? "Remove figure" : "Remove object", removeThing(body, selected));
        setSelected(null);
      },
      cancelStroke: () => setCancel((n) => n + 1),
    },
    valid.success && !readOnly,
  );

  if (!valid.success) {
    return (
      <div className="stack">
        <p className="error">This scenario does not match the schema, so the designer cannot show it. Fix it in the JSON view:</p>
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

  const selectedId = (k: "figure" | "object") => (selected && k in selected ? (selected as Record<string, string>)[k] : null);
  return (
    <div className="stack mission-designer">
      {!readOnly && (
        <ScenarioToolbar
          body={body}
          tool={tool}
          brush={brush}
          objectKind={objectKind}
          figureSide={side}
          zonesShown={zonesShown}
          onTool={(t) => {
            setTool(t);
            setPicking(null);
          }}
          onBrush={chooseBrush}
          onObjectKind={setObjectKind}
          onFigureSide={setFigureSide}
          onZones={setZonesShown}
        />
      )}
      {picking !== null && (
        <p className="small" role="status" style={{ margin: 0, color: GOAL_COLOR }}>
          Click spaces to add them to the victory condition or take them out; press &quot;Done picking&quot; when finished.
        </p>
      )}
      <div
        className="scenario-designer-body"
        style={{ display: "grid", gridTemplateColumns: "minmax(0, 3fr) minmax(300px, 2fr)", gap: "1rem" }}
      >
        <div className="stack" style={{ gap: "0.35rem", minWidth: 0 }}>
          <TerrainCanvas
            body={body}
            tool={picking !== null ? "move" : tool}
            brushFill={brush.kind === "remove" ? INK.ghost : brushFill(brush)}
            selected={selected}
            zones={zones}
            readOnly={readOnly}
            cancel={cancel}
            onStroke={onStroke}
            onClickHex={onClickHex}
            onDragThing={(thing, to) => {
              if (picking !== null || !spaceAt(body, to)) return;
              commit("figure" in thing ? "Move figure" : "Move object", moveThing(body, thing, to));
            }}
          />
          <ul className="small" aria-label="Figures facing each other" style={{ margin: 0, paddingLeft: "1.1rem" }}>
            {pairs.map(([a, b]) => (
              <li key={`${a.id}-${b.id}`}>
                {a.name} and {b.name} start in each other&apos;s Battle Zone.
              </li>
            ))}
          </ul>
          <span className="small muted">
            Battle Zones: solid spaces hold any opponent in the zone; dashed ones only an opponent of at least the Height shown. Every key
            of the designer is listed under Keyboard shortcuts (press {keysOf(DOCUMENT_SHORTCUTS.shortcuts.help)}).
          </span>
        </div>
        <div className="stack" style={{ minWidth: 0 }}>
          <ScenarioLint body={body} diagnostics={diagnostics} onJump={jump} />
          <div className="kind-tabs" role="tablist" aria-label="Scenario panels" style={{ flexWrap: "wrap" }}>
            {TABS.map((t) => (
              <button key={t.id} type="button" role="tab" aria-selected={tab === t.id} onClick={() => setTab(t.id)}>
                {t.label}
              </button>
            ))}
          </div>
          <section className="stack" role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label}>
            {tab === "figures" && (
              <FiguresPanel
                body={body}
                readOnly={readOnly}
                selected={selectedId("figure")}
                onSelect={(figure) => setSelected({ figure })}
                onCommand={commit}
              />
            )}
            {tab === "objects" && (
              <ObjectsPanel
                body={body}
                readOnly={readOnly}
                selected={selectedId("object")}
                onSelect={(object) => setSelected({ object })}
                onCommand={commit}
              />
            )}
            {tab === "victory" && <VictoryPanel body={body} readOnly={readOnly} picking={picking} onPick={setPicking} onCommand={commit} />}
            {tab === "rules" && <RulesPanel body={body} readOnly={readOnly} onCommand={commit} />}
            {tab === "briefing" && (
              <RichTextField
                label="Briefing"
                value={body.briefing}
                readOnly={readOnly}
                onChange={(briefing) => commit("Edit briefing", { ...body, briefing }, "briefing")}
              />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
