"use client";
// The island layout board (konva): every tile of the layout in its back's colour with the name of
// the Location tile laid there (or "random"), a notch on the side a turned tile's picture faces, the
// Starting Location half-tiles as half hexes, and a faint grid of empty places round the island
// where painting adds tiles. The mouse paints (click or drag), toggles, rotates and drags tiles
// with the chosen tool; by keyboard the board is a focusable widget whose arrows move a cursor and
// whose keys (island-shortcuts.ts, listed in the shortcuts help) edit the cursor's place. A drag
// is drawn on a copy of the layout and becomes one command when the button is let go.
import { useEffect, useMemo, useRef, useState } from "react";
import type Konva from "konva";
import { edgeMidpoint, hexCorners, hexToPixel, type Hex } from "@/lib/engine/core/hex";
import type { IslandBody, IslandLayout } from "@/lib/content/kinds/island";
import { boardPlaces, cellAt, isStart, paintCell, type Place } from "@/lib/content/island/layout-ops";
import { stepCursor } from "@/components/play/board-cursor";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { HEX, HEX_LAYOUT } from "../scenario/terrain-look";
import { fitHexView, hexAtPoint, traceHex, type HexView } from "../hex-canvas";
import { HexBoardStage } from "../HexBoardStage";
import { LAYOUT_BOARD_SHORTCUTS } from "./island-shortcuts";
import { placeWords, type LayoutTool } from "./layout-tools";

const HEIGHT = 380;
const INK = { ghost: "rgba(60, 60, 60, 0.25)", edge: "#3d3a33", text: "#1e1d1a", start: "#f3efe3", highlight: "#f1c40f" };

interface Props {
  body: IslandBody;
  layout: IslandLayout;
  tool: LayoutTool;
  cursor: Place | null;
  readOnly: boolean;
  onCursor(p: Place): void;
  /** A finished stroke of the paint or clear tool: the layout as painted, one command. */
  onPainted(next: IslandLayout, places: number): void;
  /** A click with the start, rotate or select tool, or Enter with any tool. */
  onUse(p: Place): void;
  onMove(from: Place, to: Place): void;
  /** A key of the board (1–9 paint, 0 clear, T, R): the editor runs it on the cursor's place. */
  onKey(action: { paint: number } | "clear" | "start" | "rotate"): void;
}

const key = (p: Place) => `${p.q},${p.r}`;

/** A name cut to what fits across a hex. */
const short = (s: string) => (s.length > 9 ? `${s.slice(0, 8)}…` : s);

function drawLayout(ctx: CanvasRenderingContext2D, body: IslandBody, l: IslandLayout, places: Place[]) {
  const color = new Map(body.kinds.map((k) => [k.id, k.color]));
  const names = new Map(body.locations.map((t) => [t.id, t.name]));
  ctx.lineWidth = 1;
  ctx.strokeStyle = INK.ghost;
  for (const p of places) {
    if (cellAt(l, p) || isStart(l, p)) continue;
    traceHex(ctx, p);
    ctx.stroke();
  }
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const c of l.cells) {
    const at = hexToPixel(HEX_LAYOUT, c);
    traceHex(ctx, c, 0.03);
    ctx.fillStyle = color.get(c.kind) ?? "#999";
    ctx.fill();
    ctx.strokeStyle = INK.edge;
    ctx.lineWidth = 1.2;
    ctx.stroke();
    if (c.rotation) {
      // A turned tile: a notch on the side its picture's top faces, `rotation` sixths clockwise from north (edge 4).
      const m = edgeMidpoint(HEX_LAYOUT, c, (4 + c.rotation) % 6);
      ctx.fillStyle = INK.text;
      ctx.beginPath();
      ctx.arc(at.x + (m.x - at.x) * 0.8, at.y + (m.y - at.y) * 0.8, 3.5, 0, 2 * Math.PI);
      ctx.fill();
    }
    // White text on a dark back, dark on a light one.
    const dark = /^#([0-9a-f]{6})$/i.test(color.get(c.kind) ?? "") && parseInt((color.get(c.kind) ?? "#999999").slice(1), 16) < 0x808080;
    ctx.fillStyle = dark ? "#fff" : INK.text;
    ctx.font = `${c.tile ? 700 : 400} ${HEX * 0.34}px ui-sans-serif, system-ui, sans-serif`;
    ctx.fillText(c.tile ? short(names.get(c.tile) ?? c.tile) : "random", at.x, at.y + 2);
  }
  for (const s of l.starts) {
    const at = hexToPixel(HEX_LAYOUT, s);
    const pts = hexCorners(HEX_LAYOUT, s);
    // A half-tile: the lower half of the hex (its corners 0, 1, 2, 3 run east, south-east, south-west, west).
    ctx.beginPath();
    [0, 1, 2, 3].forEach((i, n) => (n ? ctx.lineTo(pts[i].x, pts[i].y) : ctx.moveTo(pts[i].x, pts[i].y)));
    ctx.closePath();
    ctx.fillStyle = INK.start;
    ctx.fill();
    ctx.strokeStyle = INK.edge;
    ctx.lineWidth = 1.2;
    ctx.stroke();
    ctx.fillStyle = INK.text;
    ctx.font = `600 ${HEX * 0.32}px ui-sans-serif, system-ui, sans-serif`;
    ctx.fillText("Start", at.x, at.y + HEX * 0.42);
  }
}

export function LayoutCanvas({ body, layout, tool, cursor, readOnly, onCursor, onPainted, onUse, onMove, onKey }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const [width, setWidth] = useState(720);
  // While the button is held with a paint tool: the layout as painted so far and the places touched.
  const [stroke, setStroke] = useState<{ layout: IslandLayout; places: Set<string> } | null>(null);
  const [dragFrom, setDragFrom] = useState<Place | null>(null);
  const [picked, setPicked] = useState<Place | null>(null);
  const [hover, setHover] = useState<Place | null>(null);
  const shown = stroke?.layout ?? layout;
  const places = useMemo(() => boardPlaces(layout, 1), [layout]);
  const cells = useMemo(() => places.map((p) => ({ key: key(p), ...hexToPixel(HEX_LAYOUT, p) })), [places]);

  // Refit when the board's extent or width changes (state derived from props while rendering).
  const fitKey = `${layout.id}:${places.length}:${places[0] ? key(places[0]) : ""}:${width}`;
  const [fittedFor, setFittedFor] = useState("");
  const [view, setView] = useState<HexView>(() => fitHexView(places, 720, HEIGHT));
  if (fittedFor !== fitKey) {
    setFittedFor(fitKey);
    setView(fitHexView(places, width, HEIGHT));
  }

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(Math.max(300, Math.floor(el.clientWidth))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const first = layout.cells[0] ?? places[0];
  useShortcuts(LAYOUT_BOARD_SHORTCUTS, {
    move: ({ index }) => {
      const next = stepCursor(cells, cursor ? key(cursor) : null, index, first ? key(first) : null);
      if (!next) return false;
      const [q, r] = next.split(",").map(Number);
      onCursor({ q, r });
    },
    act: readOnly ? null : () => (cursor ? onUse(cursor) : false),
    paint: readOnly ? null : ({ index }) => (cursor && index < body.kinds.length ? onKey({ paint: index }) : false),
    clear: readOnly ? null : () => (cursor ? onKey("clear") : false),
    start: readOnly ? null : () => (cursor ? onKey("start") : false),
    rotate: readOnly ? null : () => (cursor ? onKey("rotate") : false),
    pick: readOnly
      ? null
      : () => {
          if (!cursor) return false;
          if (picked) {
            onMove(picked, cursor);
            setPicked(null);
          } else if (cellAt(layout, cursor) || isStart(layout, cursor)) setPicked(cursor);
        },
    drop: () => (picked ? setPicked(null) : false),
  });

  function pointerPlace(): Place | null {
    const p = stage.current?.getPointerPosition();
    if (!p) return null;
    const h = hexAtPoint(p, view);
    return places.some((x) => x.q === h.q && x.r === h.r) ? h : null;
  }

  const paintKind = tool.kind === "paint" ? tool.back : tool.kind === "clear" ? null : undefined;

  function onDown(e: Konva.KonvaEventObject<MouseEvent>) {
    if (e.evt.button !== 0) return;
    const p = pointerPlace();
    if (!p) return;
    onCursor(p);
    box.current?.focus();
    if (readOnly) return;
    if (paintKind !== undefined) {
      setStroke({ layout: paintCell(layout, p, paintKind), places: new Set([key(p)]) });
    } else if (tool.kind === "move") {
      if (cellAt(layout, p) || isStart(layout, p)) setDragFrom(p);
    } else onUse(p);
  }

  function onPointerMove() {
    const p = pointerPlace();
    if (p?.q !== hover?.q || p?.r !== hover?.r) setHover(p);
    if (p && stroke && paintKind !== undefined && !stroke.places.has(key(p))) {
      setStroke({ layout: paintCell(stroke.layout, p, paintKind), places: new Set([...stroke.places, key(p)]) });
    }
  }

  function onUp() {
    if (stroke) {
      if (stroke.layout !== layout) onPainted(stroke.layout, stroke.places.size);
      setStroke(null);
    }
    if (dragFrom) {
      const p = pointerPlace();
      if (p) {
        onMove(dragFrom, p);
        onCursor(p);
      }
      setDragFrom(null);
    }
  }

  const scene = useMemo(() => (k: Konva.Context) => drawLayout(k._context, body, shown, places), [body, shown, places]);
  const overlay = (k: Konva.Context) => {
    const ctx = k._context;
    for (const from of [dragFrom, picked]) {
      if (!from) continue;
      traceHex(ctx, from, -0.04);
      ctx.strokeStyle = INK.highlight;
      ctx.setLineDash([5, 3]);
      ctx.lineWidth = 3;
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (cursor) {
      // A thick ring, dark under light, seen on either back's colour.
      for (const [color, w] of [
        ["#111", 6],
        ["#fff", 2.5],
      ] as const) {
        traceHex(ctx, cursor, 0.04);
        ctx.strokeStyle = color;
        ctx.lineWidth = w;
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

  const words = (p: Place) => placeWords(body, layout, p);
  return (
    <div className="stack" style={{ gap: "0.35rem", minWidth: 0 }}>
      {/* The view transform and hex size are exposed so tests can find places on the canvas. */}
      <div
        ref={box}
        className="mission-map"
        style={{ cursor: readOnly ? "default" : tool.kind === "move" ? "grab" : "crosshair" }}
        data-testid="island-layout-board"
        data-view={`${view.x} ${view.y} ${view.scale}`}
        data-hex={HEX}
        onContextMenu={(e) => e.preventDefault()}
        tabIndex={0}
        role="application"
        aria-label={`Layout board of ${layout.name}: arrows move the cursor, Enter uses the tool, 1–9 lay a back, 0 clears, T toggles a Starting Location, R rotates, M moves`}
        aria-describedby="island-layout-words"
        data-shortcuts="island-layout"
      >
        <HexBoardStage
          stageRef={stage}
          width={width}
          height={HEIGHT}
          view={view}
          scene={scene}
          overlay={overlay}
          onDown={onDown}
          onMove={onPointerMove}
          onUp={onUp}
          onLeave={() => {
            onUp();
            setHover(null);
          }}
        />
      </div>
      <div className="row small" style={{ justifyContent: "space-between", minHeight: "1.3em" }}>
        <span className="muted" data-testid="island-layout-hover">
          {hover ? words(hover) : "Hover a place to see what is laid there."}
        </span>
        <span id="island-layout-words" data-testid="island-layout-cursor" aria-live="polite">
          {cursor ? `Cursor: ${words(cursor)}` : "Tab to the board and use the arrows to edit it by keyboard."}
          {picked && ` · picked up ${words(picked)}: M on another place puts it there, Escape puts it back`}
        </span>
      </div>
    </div>
  );
}
