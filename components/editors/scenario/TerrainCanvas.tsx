"use client";
// The designer's hex map (konva): every space shaded by its level with the level's number, walls,
// steps and pillars drawn in, objects and figures on their spaces, a faint grid of places off the
// map around it (painting there adds spaces), and on top the stroke being drawn, the hover, the
// selection and the Battle Zones asked for. The map is drawn by one scene function rebuilt only
// when the body changes; the overlay is a second layer, so moving the mouse never redraws it.
import { useEffect, useMemo, useRef, useState } from "react";
import type Konva from "konva";
import { hexToPixel, type Hex } from "@/lib/engine/core/hex";
import type { ScenarioBody } from "@/lib/content/kinds/scenario";
import { figureAt, objectsAt, spaceAt } from "@/lib/content/scenario/terrain-ops";
import { extendStroke, strokeHexes, TERRAIN_TOOLS, type Stroke, type ToolId } from "./tools";
import { HEX, HEX_LAYOUT, INK, initials, levelFill, sideColor, spaceWords } from "./terrain-look";
import { fitHexView, hexAtPoint, traceHex, type HexView } from "../hex-canvas";
import { HexBoardStage } from "../HexBoardStage";
import type { ZoneMark } from "./battle-zones";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { stepCursor } from "@/components/play/board-cursor";
import { TERRAIN_CURSOR_SHORTCUTS } from "./scenario-shortcuts";

const HEIGHT = 480;
/** Places off the map drawn around it, so a designer can paint the map larger. */
const MARGIN = 2;

export type Thing = { figure: string } | { object: string };

interface Props {
  body: ScenarioBody;
  tool: ToolId;
  /** Colour of the brush, for the stroke preview. */
  brushFill: string;
  selected: Thing | null;
  zones: readonly ZoneMark[];
  readOnly: boolean;
  onStroke(stroke: Extract<Stroke, { phase: "down" }>): void;
  /** A click with a tool that acts on one hex. */
  onClickHex(h: Hex): void;
  /** A selected figure or object dragged to another hex (Select tool). */
  onDragThing(thing: Thing, to: Hex): void;
  /** Esc cancels a stroke: the editor passes a counter that changes on each press. */
  cancel: number;
}

const key = (h: Hex) => `${h.q},${h.r}`;
const hexOf = (k: string): Hex => {
  const [q, r] = k.split(",").map(Number);
  return { q, r };
};
const offsetOf = (h: Hex) => ({ col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 });
const fromOffset = (col: number, row: number): Hex => ({ q: col, r: row - (col - (col & 1)) / 2 });

/** The places drawn: every space and the off-map places in a margin round them. */
function gridPlaces(body: ScenarioBody): Hex[] {
  const offs = body.spaces.map(offsetOf);
  const cols = offs.map((o) => o.col),
    rows = offs.map((o) => o.row);
  const c0 = (offs.length ? Math.min(...cols) : 0) - MARGIN,
    c1 = (offs.length ? Math.max(...cols) : 6) + MARGIN;
  const r0 = (offs.length ? Math.min(...rows) : 0) - MARGIN,
    r1 = (offs.length ? Math.max(...rows) : 6) + MARGIN;
  const out: Hex[] = [];
  for (let col = c0; col <= c1; col++) for (let row = r0; row <= r1; row++) out.push(fromOffset(col, row));
  return out;
}

/** Draws the terrain, objects and figures of the body. */
function drawMap(ctx: CanvasRenderingContext2D, body: ScenarioBody, places: Hex[]) {
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK.ghost;
  for (const h of places) {
    if (spaceAt(body, h)) continue;
    traceHex(ctx, h);
    ctx.stroke();
  }
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const s of body.spaces) {
    const c = hexToPixel(HEX_LAYOUT, s);
    traceHex(ctx, s);
    ctx.fillStyle = s.terrain === "wall" ? INK.wall : levelFill(s.level);
    ctx.fill();
    ctx.strokeStyle = INK.edge;
    ctx.stroke();
    if (s.terrain === "pillar") {
      ctx.fillStyle = INK.pillar;
      ctx.beginPath();
      ctx.arc(c.x, c.y + 2, HEX * 0.42, 0, 2 * Math.PI);
      ctx.fill();
    }
    if (s.terrain === "steps") {
      ctx.strokeStyle = INK.steps;
      ctx.lineWidth = 2;
      for (let i = -1; i <= 1; i++) {
        ctx.beginPath();
        ctx.moveTo(c.x - HEX * 0.55, c.y + i * HEX * 0.3);
        ctx.lineTo(c.x + HEX * 0.55, c.y + i * HEX * 0.3);
        ctx.stroke();
      }
      ctx.lineWidth = 1;
    }
    if (s.impassable) {
      ctx.strokeStyle = INK.impassable;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(c.x - HEX * 0.4, c.y - HEX * 0.4);
      ctx.lineTo(c.x + HEX * 0.4, c.y + HEX * 0.4);
      ctx.moveTo(c.x + HEX * 0.4, c.y - HEX * 0.4);
      ctx.lineTo(c.x - HEX * 0.4, c.y + HEX * 0.4);
      ctx.stroke();
      ctx.lineWidth = 1;
    }
    if (s.terrain !== "wall") {
      ctx.fillStyle = s.terrain === "pillar" ? "#fff" : INK.text;
      ctx.font = `600 ${HEX * 0.42}px ui-sans-serif, system-ui, sans-serif`;
      ctx.fillText(String(s.level), c.x, c.y - HEX * 0.58);
    }
  }
  for (const o of body.objects) {
    const c = hexToPixel(HEX_LAYOUT, o.at);
    const n = objectsAt(body, o.at).indexOf(o);
    const x = c.x - HEX * 0.5 + n * 6,
      y = c.y + HEX * 0.15 + n * 3;
    ctx.fillStyle = "#8d6e47";
    ctx.strokeStyle = "#3e2d17";
    ctx.fillRect(x - 7, y - (o.tall ? 11 : 7), 14, o.tall ? 18 : 14);
    ctx.strokeRect(x - 7, y - (o.tall ? 11 : 7), 14, o.tall ? 18 : 14);
    ctx.fillStyle = "#fff";
    ctx.font = `700 9px ui-sans-serif, system-ui, sans-serif`;
    ctx.fillText(o.name[0]?.toUpperCase() ?? "?", x, y);
  }
  for (const f of body.figures) {
    const c = hexToPixel(HEX_LAYOUT, f.start);
    const side = body.sides.findIndex((s) => s.id === f.side);
    ctx.fillStyle = sideColor(side);
    ctx.strokeStyle = "#1b1b1b";
    ctx.beginPath();
    ctx.arc(c.x + HEX * 0.15, c.y + HEX * 0.08, HEX * 0.42, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = "#fff";
    ctx.font = `700 ${HEX * 0.38}px ui-sans-serif, system-ui, sans-serif`;
    ctx.fillText(initials(f.name), c.x + HEX * 0.15, c.y + HEX * 0.1);
  }
}

/** Describes the hex under the mouse: its terrain and what stands there. */
function describeHex(body: ScenarioBody, h: Hex): string {
  const s = spaceAt(body, h);
  if (!s) return "Off the map: paint here to add a space.";
  const f = figureAt(body, h);
  const side = f && body.sides.find((x) => x.id === f.side)?.name;
  const things = [...objectsAt(body, h).map((o) => o.name), ...(f ? [`${f.name}${side ? ` (${side})` : ""}, Height ${f.height}`] : [])];
  return `${spaceWords(s)}${things.length ? ` · ${things.join(", ")}` : ""}`;
}

export function TerrainCanvas({ body, tool, brushFill, selected, zones, readOnly, onStroke, onClickHex, onDragThing, cancel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const [width, setWidth] = useState(800);
  const places = useMemo(() => gridPlaces(body), [body]);
  const [view, setView] = useState<HexView>(() => fitHexView(places, 800, HEIGHT));
  const [stroke, setStroke] = useState<Stroke>({ phase: "idle" });
  const [hover, setHover] = useState<Hex | null>(null);
  const [dragging, setDragging] = useState<Thing | null>(null);
  // The keyboard cursor (a place's key) and, with the Rectangle tool, the corner Enter marked first.
  const [cursor, setCursor] = useState<string | null>(null);
  const [corner, setCorner] = useState<Hex | null>(null);
  const cells = useMemo(() => places.map((h) => ({ key: key(h), ...hexToPixel(HEX_LAYOUT, h) })), [places]);

  // Refit when the map's extent or the canvas width change (state derived from props while rendering).
  const fitKey = `${places.length}:${places[0] ? key(places[0]) : ""}:${width}`;
  const [fittedFor, setFittedFor] = useState(fitKey);
  if (fittedFor !== fitKey) {
    setFittedFor(fitKey);
    setView(fitHexView(places, width, HEIGHT));
  }
  const [seenCancel, setSeenCancel] = useState(cancel);
  if (seenCancel !== cancel) {
    setSeenCancel(cancel);
    setStroke({ phase: "idle" });
    setDragging(null);
    setCorner(null);
  }

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.max(300, Math.floor(el.clientWidth))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const thingAt = (h: Hex) => figureAt(body, h) ?? objectsAt(body, h)[0];
  const selectedAt =
    selected &&
    ("figure" in selected
      ? body.figures.find((f) => f.id === selected.figure)?.start
      : body.objects.find((o) => o.id === selected.object)?.at);

  // By keyboard, through the page's shortcuts (listed in the help panel) while the map has the focus:
  // Enter does what a click (or a one-space drag) does with the tool, through the same callbacks.
  function actAt(h: Hex) {
    if (TERRAIN_TOOLS.has(tool)) {
      if (tool === "rect" && !corner) return setCorner(h);
      const first = tool === "rect" && corner ? corner : h;
      setCorner(null);
      return onStroke({ phase: "down", first, last: h, path: first === h ? [h] : [first, h] });
    }
    if (tool === "move" && selected && selectedAt && !thingAt(h)) return onDragThing(selected, h);
    onClickHex(h);
  }
  const start = body.figures[0]?.start ?? body.spaces[0];
  const startKey = start ? key(start) : null;
  useShortcuts(TERRAIN_CURSOR_SHORTCUTS, {
    // The cursor starts where the first figure stands (else on the first space): where the action is.
    move: ({ index }) => setCursor(stepCursor(cells, cursor, index, startKey)),
    act: readOnly ? null : () => (cursor ? actAt(hexOf(cursor)) : false),
    unmark: () => (corner ? setCorner(null) : false),
  });

  function pointerHex(): Hex | null {
    const p = stage.current?.getPointerPosition();
    if (!p) return null;
    return hexAtPoint(p, view);
  }

  function onDown(e: Konva.KonvaEventObject<MouseEvent>) {
    if (e.evt.button !== 0 || readOnly) return;
    const h = pointerHex();
    if (!h) return;
    if (TERRAIN_TOOLS.has(tool)) {
      setStroke({ phase: "down", first: h, last: h, path: [h] });
      return;
    }
    onClickHex(h);
    if (tool === "move") {
      const f = figureAt(body, h);
      const o = objectsAt(body, h)[0];
      setDragging(f ? { figure: f.id } : o ? { object: o.id } : null);
    }
  }

  function onMove() {
    const h = pointerHex();
    if (h?.q !== hover?.q || h?.r !== hover?.r) setHover(h);
    if (h && stroke.phase === "down") setStroke(extendStroke(stroke, h));
  }

  function onUp() {
    if (stroke.phase === "down") {
      onStroke(stroke);
      setStroke({ phase: "idle" });
    }
    if (dragging) {
      const h = pointerHex();
      if (h) onDragThing(dragging, h);
      setDragging(null);
    }
  }

  const scene = useMemo(() => (konvaCtx: Konva.Context) => drawMap(konvaCtx._context, body, places), [body, places]);

  const overlay = (konvaCtx: Konva.Context) => {
    const ctx = konvaCtx._context;
    for (const z of zones) {
      for (const m of z.spaces) {
        traceHex(ctx, m.hex, 0.12);
        ctx.fillStyle = m.always ? `${z.color}55` : `${z.color}22`;
        ctx.fill();
        ctx.setLineDash(m.always ? [] : [4, 3]);
        ctx.strokeStyle = z.color;
        ctx.lineWidth = 2;
        ctx.stroke();
        ctx.setLineDash([]);
        if (m.note) {
          const c = hexToPixel(HEX_LAYOUT, m.hex);
          ctx.fillStyle = INK.text;
          ctx.font = `600 ${HEX * 0.34}px ui-sans-serif, system-ui, sans-serif`;
          ctx.textAlign = "center";
          ctx.fillText(m.note, c.x, c.y + HEX * 0.62);
        }
      }
    }
    if (stroke.phase === "down") {
      ctx.fillStyle = brushFill;
      ctx.globalAlpha = 0.7;
      for (const h of strokeHexes(body, tool, stroke)) {
        traceHex(ctx, h, 0.05);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
    }
    const sel =
      selected &&
      ("figure" in selected
        ? body.figures.find((f) => f.id === selected.figure)?.start
        : body.objects.find((o) => o.id === selected.object)?.at);
    if (sel) {
      traceHex(ctx, sel, -0.06);
      ctx.strokeStyle = INK.highlight;
      ctx.lineWidth = 4;
      ctx.stroke();
    }
    if (corner) {
      traceHex(ctx, corner, 0.18);
      ctx.strokeStyle = INK.highlight;
      ctx.setLineDash([5, 3]);
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (cursor) {
      // A thick ring, dark under light, seen on every level's shade.
      for (const [color, width] of [
        ["#111", 6],
        ["#fff", 2.5],
      ] as const) {
        traceHex(ctx, hexOf(cursor), 0.04);
        ctx.strokeStyle = color;
        ctx.lineWidth = width;
        ctx.stroke();
      }
    }
    if (hover) {
      traceHex(ctx, hover);
      ctx.strokeStyle = "rgba(0, 0, 0, 0.65)";
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  };

  return (
    <div className="stack" style={{ gap: "0.35rem" }}>
      {/* The view transform and hex size are exposed so tests can find spaces on the canvas. */}
      <div
        ref={box}
        className="mission-map"
        style={{ cursor: readOnly ? "default" : tool === "move" ? "pointer" : "crosshair" }}
        data-testid="scenario-map"
        data-view={`${view.x} ${view.y} ${view.scale}`}
        data-hex={HEX}
        onContextMenu={(e) => e.preventDefault()}
        // By keyboard: Tab here, the arrows move the cursor, Enter uses the tool on its space.
        tabIndex={0}
        role="application"
        aria-label="Terrain map: arrows move the cursor, Enter uses the tool on its space"
        aria-describedby="terrain-cursor-words"
        data-shortcuts="scenario-map"
      >
        <HexBoardStage
          stageRef={stage}
          width={width}
          height={HEIGHT}
          view={view}
          scene={scene}
          overlay={overlay}
          onDown={onDown}
          onMove={onMove}
          onUp={onUp}
          onLeave={() => {
            onUp();
            setHover(null);
          }}
        />
      </div>
      <div className="row small" style={{ justifyContent: "space-between", minHeight: "1.3em" }}>
        <span className="muted" data-testid="map-hover">
          {hover ? describeHex(body, hover) : "Hover a space to see its level, terrain and what stands there."}
        </span>
        <span data-testid="map-cursor" id="terrain-cursor-words" aria-live="polite">
          {cursor ? `Cursor: ${describeHex(body, hexOf(cursor))}` : "Tab to the map and use the arrows to edit it by keyboard."}
          {corner && " · corner marked: Enter on the opposite corner paints the rectangle"}
        </span>
      </div>
    </div>
  );
}
