"use client";
// The map view: every level side by side, or the active level alone with the one below ghosted
// over it. Each level is one konva Shape whose sceneFunc blits cached level art (see
// level-art.ts), so panning a 100×100 two-level map redraws in a few draw calls. Strokes,
// hover and the selected cell live on a second layer, so moving the mouse never redraws the map.
import { useEffect, useMemo, useRef, useState } from "react";
import { Layer, Shape, Stage } from "react-konva";
import type Konva from "konva";
import { VOID, WALL, type CellRef, type MissionBody } from "@/lib/content/kinds/mission";
import { featureAt, type XY } from "@/lib/content/hulk/mission-ops";
import { buildLevelArt, type LevelArt } from "./level-art";
import { drawGlyphs } from "./draw-glyphs";
import { CELL, INK, LEVEL_GAP, charRgb, rgbCss } from "./map-style";
import type { Diagnostic } from "@/lib/lint/diagnostic";
import { strokeCells, strokeStep, TOOLS, type Stroke, type ToolId } from "./tools";
import { wheelFactor, zoomAbout } from "@/components/studio/stage-view";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { MAP_CANVAS_SHORTCUTS, MAP_CURSOR_SHORTCUTS } from "./mission-shortcuts";
import { CURSOR_KEYS, describeMark, markCorner, moveCursor } from "./map-cursor";

export type Layout = "side" | "stacked";
export type ViewCommand = { kind: "fit" | "zoom-in" | "zoom-out"; n: number } | { kind: "focus"; cell: CellRef; n: number };

interface Props {
  body: MissionBody;
  layout: Layout;
  activeLevel: number;
  tool: ToolId;
  brush: string;
  selected: CellRef | null;
  command: ViewCommand | null;
  readOnly: boolean;
  /** Lint findings; those at a cell get a corner mark there. */
  marks: readonly Diagnostic[];
  /** The cells a click at a cell would cover (the stamp tool's preview). */
  footprint?: (at: XY) => XY[];
  /** A stroke of the chosen tool, or of `as` (a rectangle marked by keyboard is the rectangle tool's). */
  onStroke(level: number, cells: XY[], as?: ToolId): void;
  onSelect(cell: CellRef): void;
}

const HEIGHT = 520;
const MIN_SCALE = 0.1;
const MAX_SCALE = 4;

interface View {
  x: number;
  y: number;
  scale: number;
}

const clampScale = (s: number) => Math.max(MIN_SCALE, Math.min(MAX_SCALE, s));

/** Where a level's top-left corner sits in world units. */
function levelOrigin(body: MissionBody, layout: Layout, level: number) {
  return { x: layout === "side" ? level * (body.width * CELL + LEVEL_GAP) : 0, y: 0 };
}

/** The view that shows every displayed level (one in the stacked layout), centred. */
function fitView(body: MissionBody, layout: Layout, width: number): View {
  const n = layout === "side" ? body.levels.length : 1;
  const w = n * body.width * CELL + (n - 1) * LEVEL_GAP,
    h = (body.height + 1) * CELL;
  const scale = clampScale(Math.min((width - 24) / w, (HEIGHT - 24) / h));
  return { scale, x: (width - w * scale) / 2, y: (HEIGHT - h * scale) / 2 + CELL * scale };
}

const zoomView = (v: View, factor: number, px: number, py: number): View => zoomAbout(v, factor, px, py, MIN_SCALE, MAX_SCALE);

function commandView(v: View, c: ViewCommand, body: MissionBody, layout: Layout, width: number): View {
  if (c.kind !== "focus")
    return c.kind === "fit" ? fitView(body, layout, width) : zoomView(v, c.kind === "zoom-in" ? 1.25 : 0.8, width / 2, HEIGHT / 2);
  const o = levelOrigin(body, layout, c.cell.level);
  const scale = Math.max(v.scale, 1);
  return { scale, x: width / 2 - (o.x + (c.cell.x + 0.5) * CELL) * scale, y: HEIGHT / 2 - (o.y + (c.cell.y + 0.5) * CELL) * scale };
}

/** Describes the cell under the mouse: level, coordinates, section and what stands there. */
/** The map in words: its size and levels, and the selected cell with what stands on it. */
function mapInWords(body: MissionBody, selected: CellRef | null): string {
  const lv = body.levels[0];
  const size = lv ? `${lv.rows[0]?.length ?? 0} by ${lv.rows.length} cells` : "empty";
  const levels = `${body.levels.length} ${body.levels.length === 1 ? "level" : "levels"}`;
  const cell = selected && body.levels[selected.level] ? ` Selected: ${describeCell(body, selected)}.` : "";
  return `Mission map, ${levels}, ${size}.${cell}`;
}

function describeCell(body: MissionBody, c: CellRef): string {
  const lv = body.levels[c.level];
  const ch = lv.rows[c.y]?.[c.x];
  const section = lv.sections.find((s) => s.key === ch);
  const what = ch === WALL ? "wall" : ch === VOID ? "void" : section ? `${section.name} (${section.kind})` : `unknown "${ch}"`;
  const f = featureAt(body, c);
  const shadow = body.features.find((s) => s.type === "shadow" && s.level === c.level && s.x === c.x && s.y === c.y);
  const door = body.doors.some((d) => d.level === c.level && d.x === c.x && d.y === c.y);
  const things = [
    door && "door",
    f && (f.type === "pitfall" ? `pitfall ${f.letter}` : f.type),
    shadow?.type === "shadow" && `shadow of ${shadow.of}${shadow.letter ? ` ${shadow.letter}` : ""}`,
  ].filter(Boolean);
  return `${lv.name} · (${c.x}, ${c.y}) · ${what}${things.length ? ` · ${things.join(", ")}` : ""}`;
}

export function MapCanvas({
  body,
  layout,
  activeLevel,
  tool,
  brush,
  selected,
  command,
  readOnly,
  marks,
  footprint,
  onStroke,
  onSelect,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const [width, setWidth] = useState(800);
  const [view, setView] = useState<View>(() => fitView(body, layout, 800));
  const [stroke, setStroke] = useState<Stroke>({ phase: "idle" });
  const [hover, setHover] = useState<CellRef | null>(null);
  const [panning, setPanning] = useState<{ x: number; y: number; from: View } | null>(null);
  const space = useRef(false);
  // The corner of a rectangle marked with Shift+arrows; the cursor is the other one.
  const [corner, setCorner] = useState<CellRef | null>(null);
  const marked = corner && selected && corner.level === selected.level ? corner : null;

  // Refit when the layout, the map's size or the canvas width change; follow view commands.
  // Both adjust state while rendering (React's pattern for state derived from props).
  const fitKey = `${layout}:${body.width}x${body.height}:${body.levels.length}:${width}`;
  const [fittedFor, setFittedFor] = useState(fitKey);
  if (fittedFor !== fitKey) {
    setFittedFor(fitKey);
    setView(fitView(body, layout, width));
  }
  const [seenCommand, setSeenCommand] = useState(command?.n ?? 0);
  if (command && command.n !== seenCommand) {
    setSeenCommand(command.n);
    setView(commandView(view, command, body, layout, width));
  }

  const { levels, deployment, entryAreas, counterPool, width: mapW, height: mapH } = body;
  const art = useMemo<LevelArt[]>(
    () => levels.map((_, i) => buildLevelArt({ levels, deployment, entryAreas, counterPool, width: mapW, height: mapH }, i)),
    [levels, deployment, entryAreas, counterPool, mapW, mapH],
  );
  const shown = layout === "side" ? levels.map((_, i) => i) : [activeLevel];
  const drags = TOOLS.find((t) => t.id === tool)?.drags ?? false;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.max(300, Math.floor(el.clientWidth))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useShortcuts(MAP_CANVAS_SHORTCUTS, {
    panHold: {
      press: ({ event }) => {
        space.current = true;
        // Keep Space from scrolling the page, but let it press a focused button.
        if (event.target === document.body) event.preventDefault();
      },
      release: () => {
        space.current = false;
      },
    },
    cancelStroke: () => (stroke.phase === "down" ? setStroke({ phase: "idle" }) : false),
  });

  function pointerCell(): CellRef | null {
    const p = stage.current?.getPointerPosition();
    if (!p) return null;
    const wx = (p.x - view.x) / view.scale,
      wy = (p.y - view.y) / view.scale;
    for (const level of shown) {
      const o = levelOrigin(body, layout, level);
      const x = Math.floor((wx - o.x) / CELL),
        y = Math.floor((wy - o.y) / CELL);
      if (x >= 0 && y >= 0 && x < body.width && y < body.height) return { level, x, y };
    }
    return null;
  }

  // By keyboard, through the page's shortcuts (listed in the help panel) while the map has the focus.
  const step = (index: number) => {
    const next = moveCursor(body, selected, activeLevel, CURSOR_KEYS[index]);
    if (next) onSelect(next);
  };
  useShortcuts(MAP_CURSOR_SHORTCUTS, {
    move: ({ index }) => {
      setCorner(null);
      step(index);
    },
    mark: readOnly
      ? null
      : ({ index }) => {
          setCorner(markCorner(corner, selected));
          step(index);
        },
    act: readOnly
      ? null
      : () => {
          if (!selected) return false;
          if (marked)
            onStroke(
              selected.level,
              [
                { x: marked.x, y: marked.y },
                { x: selected.x, y: selected.y },
              ],
              "rect",
            );
          else onStroke(selected.level, [{ x: selected.x, y: selected.y }]);
          setCorner(null);
        },
    unmark: () => {
      if (!corner) return false;
      setCorner(null);
    },
  });

  function onDown(e: Konva.KonvaEventObject<MouseEvent>) {
    if (e.evt.button === 1 || tool === "pan" || space.current) {
      e.evt.preventDefault();
      setPanning({ x: e.evt.clientX, y: e.evt.clientY, from: view });
      return;
    }
    if (e.evt.button !== 0) return;
    const cell = pointerCell();
    if (!cell) return;
    onSelect(cell);
    if (!readOnly) setStroke((s) => strokeStep(s, { type: "down", level: cell.level, cell }, drags));
  }

  function onMove(e: Konva.KonvaEventObject<MouseEvent>) {
    if (panning) {
      setView({ ...panning.from, x: panning.from.x + e.evt.clientX - panning.x, y: panning.from.y + e.evt.clientY - panning.y });
      return;
    }
    const cell = pointerCell();
    if (cell?.level !== hover?.level || cell?.x !== hover?.x || cell?.y !== hover?.y) setHover(cell);
    if (cell && stroke.phase === "down") setStroke(strokeStep(stroke, { type: "move", level: cell.level, cell }, drags));
  }

  function onUp() {
    setPanning(null);
    if (stroke.phase !== "down") return;
    onStroke(stroke.level, stroke.cells);
    setStroke(strokeStep(stroke, { type: "up" }, drags));
  }

  // One scene function per level, rebuilt only when what it draws changes (not on pan or hover).
  const { doors, features } = body;
  const scenes = useMemo(() => {
    const glyphBody = { levels, doors, features };
    return levels.map((lv, i) => (konvaCtx: Konva.Context) => {
      const ctx = konvaCtx._context;
      const a = art[i];
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(a.bitmap, 0, 0, mapW * CELL, mapH * CELL);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = INK.hatch;
      ctx.stroke(a.hatch);
      ctx.strokeStyle = INK.border;
      ctx.stroke(a.borders);
      drawGlyphs(ctx, glyphBody, i, a, true);
      ctx.fillStyle = "#333";
      ctx.font = `600 ${CELL * 0.6}px ui-sans-serif, system-ui, sans-serif`;
      ctx.textAlign = "left";
      ctx.textBaseline = "bottom";
      ctx.fillText(`${lv.name} · level ${i}${i === 0 ? " (bottom)" : i === levels.length - 1 ? " (top)" : ""}`, 0, -4);
    });
  }, [art, levels, doors, features, mapW, mapH]);

  // Stacked layout: the level below, ghosted over the active one (its floor outlined in blue),
  // so a designer sees where holes will open.
  const below = layout === "stacked" ? activeLevel - 1 : -1;
  const ghost = useMemo(() => {
    if (below < 0) return null;
    return (konvaCtx: Konva.Context) => {
      const ctx = konvaCtx._context;
      const a = art[below];
      ctx.imageSmoothingEnabled = false;
      ctx.globalAlpha = 0.25;
      ctx.drawImage(a.bitmap, 0, 0, mapW * CELL, mapH * CELL);
      ctx.globalAlpha = 0.85;
      ctx.setLineDash([5, 3]);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = "#2b59c3";
      ctx.stroke(a.borders);
      ctx.setLineDash([]);
      ctx.globalAlpha = 0.45;
      drawGlyphs(ctx, { levels, doors, features }, below, a, false);
      ctx.globalAlpha = 1;
    };
  }, [below, art, levels, doors, features, mapW, mapH]);

  const overlay = (konvaCtx: Konva.Context) => {
    const ctx = konvaCtx._context;
    const frame = (level: number, x: number, y: number, inset: number) => {
      const o = levelOrigin(body, layout, level);
      ctx.strokeRect(o.x + x * CELL + inset, o.y + y * CELL + inset, CELL - 2 * inset, CELL - 2 * inset);
    };
    if (layout === "side" && levels.length > 1) {
      const o = levelOrigin(body, layout, activeLevel);
      ctx.strokeStyle = "#2f6f4f";
      ctx.lineWidth = 4;
      ctx.strokeRect(o.x - 4, o.y - 4, mapW * CELL + 8, mapH * CELL + 8);
    }
    if (stroke.phase === "down") {
      const lv = levels[stroke.level];
      const o = levelOrigin(body, layout, stroke.level);
      ctx.fillStyle = rgbCss(charRgb(brush, new Map(lv.sections.map((s, i) => [s.key, i])), lv.sections), 0.85);
      ctx.strokeStyle = INK.highlight;
      ctx.lineWidth = 2;
      const painting = tool === "paint" || tool === "rect" || tool === "fill";
      for (const c of strokeCells(body, tool, stroke.level, stroke.cells)) {
        if (painting) ctx.fillRect(o.x + c.x * CELL, o.y + c.y * CELL, CELL, CELL);
        else frame(stroke.level, c.x, c.y, 2);
      }
    }
    for (const d of marks) {
      const { level: l, x, y } = d.location;
      if (typeof l !== "number" || typeof x !== "number" || typeof y !== "number" || !shown.includes(l) || d.severity === "info") continue;
      const o = levelOrigin(body, layout, l);
      ctx.fillStyle = d.severity === "error" ? "#b3261e" : "#d4a017";
      ctx.beginPath();
      ctx.moveTo(o.x + (x + 0.5) * CELL, o.y + y * CELL);
      ctx.lineTo(o.x + (x + 1) * CELL, o.y + y * CELL);
      ctx.lineTo(o.x + (x + 1) * CELL, o.y + (y + 0.5) * CELL);
      ctx.fill();
    }
    if (hover && footprint && shown.includes(hover.level)) {
      const o = levelOrigin(body, layout, hover.level);
      ctx.fillStyle = "rgba(47, 111, 79, 0.45)";
      for (const c of footprint(hover)) if (c.x < mapW && c.y < mapH) ctx.fillRect(o.x + c.x * CELL, o.y + c.y * CELL, CELL, CELL);
    }
    if (hover && shown.includes(hover.level)) {
      ctx.strokeStyle = "rgba(0, 0, 0, 0.6)";
      ctx.lineWidth = 1.5;
      frame(hover.level, hover.x, hover.y, 0.5);
    }
    if (marked && selected && shown.includes(selected.level)) {
      // The marked rectangle: what Enter will paint, in the brush's colour.
      const lv = levels[selected.level];
      const o = levelOrigin(body, layout, selected.level);
      ctx.fillStyle = rgbCss(charRgb(brush, new Map(lv.sections.map((s, i) => [s.key, i])), lv.sections), 0.6);
      for (const c of strokeCells(body, "rect", selected.level, [marked, selected]))
        ctx.fillRect(o.x + c.x * CELL, o.y + c.y * CELL, CELL, CELL);
    }
    if (selected && shown.includes(selected.level) && selected.x < mapW && selected.y < mapH) {
      ctx.strokeStyle = INK.highlight;
      ctx.lineWidth = 3;
      frame(selected.level, selected.x, selected.y, -2);
    }
  };

  const cursor = panning ? "grabbing" : tool === "pan" ? "grab" : readOnly ? "default" : "crosshair";
  return (
    <div className="stack" style={{ gap: "0.35rem" }}>
      {/* The view transform is exposed so tests (and tools) can find cells on the canvas. */}
      <div
        ref={box}
        className="mission-map"
        style={{ cursor }}
        data-testid="mission-map"
        data-view={`${view.x} ${view.y} ${view.scale}`}
        onContextMenu={(e) => e.preventDefault()}
        // By keyboard: Tab here, the arrows move the cursor (the selected cell), Enter or Space
        // paints it with the current tool as a one-cell stroke, through the same commands.
        tabIndex={0}
        role="application"
        aria-label="Mission map: arrows move the cursor, Enter paints, Shift+arrows mark a rectangle"
        data-shortcuts="mission-map"
      >
        {/* The map is an image for assistive technology, named with its levels and the selected cell. */}
        <div role="img" aria-label={mapInWords(body, selected)}>
          <Stage
            ref={stage}
            width={width}
            height={HEIGHT}
            x={view.x}
            y={view.y}
            scaleX={view.scale}
            scaleY={view.scale}
            onMouseDown={onDown}
            onMouseMove={onMove}
            onMouseUp={onUp}
            onMouseLeave={() => {
              onUp();
              setHover(null);
            }}
            onWheel={(e) => {
              e.evt.preventDefault();
              const p = stage.current?.getPointerPosition();
              if (p) setView((v) => zoomView(v, wheelFactor(e.evt.deltaY), p.x, p.y));
            }}
          >
            <Layer listening={false}>
              {shown.map((i) => (
                <Shape key={i} {...levelOrigin(body, layout, i)} sceneFunc={scenes[i]} perfectDrawEnabled={false} />
              ))}
              {ghost && <Shape sceneFunc={ghost} perfectDrawEnabled={false} />}
            </Layer>
            <Layer listening={false}>
              <Shape sceneFunc={overlay} perfectDrawEnabled={false} />
            </Layer>
          </Stage>
        </div>
      </div>
      <div className="row small" style={{ justifyContent: "space-between", minHeight: "1.3em" }}>
        <span className="muted" data-testid="map-hover">
          {hover ? describeCell(body, hover) : "Hover a cell to see its level, coordinates and section."}
        </span>
        {selected && body.levels[selected.level] && (
          <span data-testid="map-selected" aria-live="polite">
            Selected: {describeCell(body, selected)}
            {marked && ` · rectangle ${describeMark(marked, selected)}: Enter paints it`}
          </span>
        )}
      </div>
    </div>
  );
}
