"use client";
// The Space Hulk map on a konva canvas: every level side by side, drawn with the mission
// designer's level art and glyphs (see map-art.ts), then the LOS overlay, highlights of what a
// click does, and the pieces. Drag to pan,
// scroll to zoom; a click is reported as a cell index and the board decides what it means.
import { useEffect, useMemo, useRef, useState } from "react";
import { Layer, Shape } from "react-konva";
import type Konva from "konva";
import type { HulkView } from "@/lib/engine/hulk/game";
import type { HulkBoard } from "@/lib/engine/hulk/types";
import { buildLevelArt } from "@/components/editors/mission/level-art";
import { drawGlyphs } from "@/components/editors/mission/draw-glyphs";
import { CELL, INK, LEVEL_GAP } from "@/components/editors/mission/map-style";
import { hitEverywhere, PanZoomStage } from "@/components/studio/PanZoomStage";
import type { StageView } from "@/components/studio/stage-view";
import type { BoardPlan, Role, Sight } from "./board-plan";
import { describeSpace } from "./events";
import { cellRef, drawPiece, glyphsOf, mapArtOf, text } from "./map-art";
import { mapSummary } from "./map-text";

const MAX_HEIGHT = 640;
const HIGHLIGHT: Record<Role, [string, string]> = {
  counter: ["rgba(120, 170, 255, 0.35)", "#4d7fe0"],
  deploy: ["rgba(120, 170, 255, 0.45)", "#2b59c3"],
  place: ["rgba(120, 170, 255, 0.45)", "#2b59c3"],
  activate: ["rgba(60, 200, 110, 0.2)", "#1f9d55"],
  actor: ["rgba(230, 190, 60, 0.2)", "#c9a227"],
  move: ["rgba(255, 214, 92, 0.55)", "#d9a400"],
  door: ["rgba(240, 140, 40, 0.5)", "#e07b00"],
  level: ["rgba(60, 190, 190, 0.5)", "#168f8f"],
  fire: ["rgba(220, 40, 40, 0.45)", "#d62828"],
  assault: ["rgba(220, 40, 40, 0.6)", "#8f0000"],
};

function box(ctx: CanvasRenderingContext2D, b: HulkBoard, c: number, fill: string | null, stroke: string | null, inset = 1) {
  const { x, y } = cellRef(b, c);
  const size = CELL - 2 * inset;
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fillRect(x * CELL + inset, y * CELL + inset, size, size);
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.strokeRect(x * CELL + inset, y * CELL + inset, size, size);
  }
}

function hatch(ctx: CanvasRenderingContext2D, b: HulkBoard, c: number) {
  const { x, y } = cellRef(b, c);
  ctx.beginPath();
  for (const [x0, y0, x1, y1] of [
    [0, 0.5, 0.5, 0],
    [0, 1, 1, 0],
    [0.5, 1, 1, 0.5],
  ]) {
    ctx.moveTo((x + x0) * CELL, (y + y0) * CELL);
    ctx.lineTo((x + x1) * CELL, (y + y1) * CELL);
  }
  ctx.stroke();
}

const centre = (b: HulkBoard, c: number) => ({ x: (cellRef(b, c).x + 0.5) * CELL, y: (cellRef(b, c).y + 0.5) * CELL });

interface Props {
  view: HulkView;
  plan: BoardPlan;
  sight: Sight | null;
  /** The keyboard cursor's cell, framed over everything. */
  cursor: number | null;
  /** `look`: shift-click, to look at a piece (its sight) rather than act. */
  onCell(cell: number, look: boolean): void;
}

export function HulkCanvas({ view, plan, sight, cursor, onCell }: Props) {
  const b = view.board;
  const stride = b.width * CELL + LEVEL_GAP;
  const holder = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const [width, setWidth] = useState(640);
  // Until the player drags or zooms, the map is fitted to the canvas.
  const [manual, setManual] = useState<StageView | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const mapW = b.levels * stride - LEVEL_GAP,
    mapH = (b.height + 1) * CELL;
  // The canvas is as tall as the fitted map needs (within bounds), so wide maps leave no empty band.
  const height = Math.max(240, Math.min(MAX_HEIGHT, Math.ceil(mapH * Math.min(2, (width - 16) / mapW) + 24)));
  const fitScale = Math.min(2, (width - 16) / mapW, (height - 16) / mapH);
  const pan = manual ?? { scale: fitScale, x: (width - mapW * fitScale) / 2, y: (height - mapH * fitScale) / 2 + CELL * fitScale };
  const setUp = view.phase === "place-counters";
  const art = useMemo(() => {
    const input = mapArtOf(b, setUp);
    return { input, levels: input.levels.map((_, l) => buildLevelArt(input, l)) };
  }, [b, setUp]);

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(240, Math.floor(el.clientWidth))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const scene = useMemo(() => {
    const glyphs = glyphsOf(view, art.input.levels);
    return (konvaCtx: Konva.Context) => {
      const ctx = konvaCtx._context;
      for (let l = 0; l < b.levels; l++) {
        const a = art.levels[l];
        ctx.save();
        ctx.translate(l * stride, 0);
        ctx.imageSmoothingEnabled = false;
        ctx.drawImage(a.bitmap, 0, 0, b.width * CELL, b.height * CELL);
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = INK.hatch;
        ctx.stroke(a.hatch);
        ctx.strokeStyle = INK.border;
        ctx.stroke(a.borders);
        drawGlyphs(ctx, glyphs, l, a, false);
        text(
          ctx,
          `Level ${l}${l === 0 ? " (bottom)" : l === b.levels - 1 ? " (top)" : ""}`,
          (b.width * CELL) / 2,
          -CELL * 0.5,
          CELL * 0.6,
          "#ddd",
        );
        const on = (c: number) => Math.floor(c / b.plane) === l;
        ctx.lineWidth = 1;
        // Fire arc hatched, sight filled: a fill over the map's tinted sections would change hue.
        ctx.strokeStyle = "rgba(230, 140, 0, 0.9)";
        for (const c of sight?.arc ?? []) if (on(c) && !sight?.seen.has(c)) hatch(ctx, b, c);
        for (const c of sight?.seen ?? []) if (on(c)) box(ctx, b, c, "rgba(20, 190, 70, 0.5)", "rgba(0, 120, 40, 0.9)", 0.5);
        for (const c of setUp ? view.counterCells : []) {
          if (!on(c)) continue;
          box(ctx, b, c, "#3b2f22", "#000", 4);
          text(ctx, "?", centre(b, c).x, centre(b, c).y + 1, CELL * 0.5, "#fff");
        }
        ctx.lineWidth = 2;
        for (const [c, role] of plan.highlights) if (on(c)) box(ctx, b, c, HIGHLIGHT[role][0], HIGHLIGHT[role][1], 2);
        for (const p of view.pieces)
          if (on(p.cell)) drawPiece(ctx, view, p, centre(b, p.cell).x - CELL / 2, centre(b, p.cell).y - CELL / 2);
        ctx.lineWidth = 3;
        const active = view.pieces.find((p) => p.id === view.active);
        if (active && on(active.cell)) box(ctx, b, active.cell, null, "#ffd400", -1);
        if (plan.armed !== null && on(plan.armed)) box(ctx, b, plan.armed, null, "#fff", -2);
        const looked = view.pieces.find((p) => p.id === plan.viewer);
        ctx.setLineDash([4, 3]);
        if (sight && looked && on(looked.cell)) box(ctx, b, looked.cell, null, "#fff", -3);
        ctx.setLineDash([]);
        // The keyboard cursor: a thick frame, dark outside light, seen on any floor and highlight.
        if (cursor !== null && on(cursor)) {
          ctx.lineWidth = 6;
          box(ctx, b, cursor, null, "#111", -3);
          ctx.lineWidth = 3;
          box(ctx, b, cursor, null, "#fff", -3);
        }
        ctx.restore();
      }
    };
  }, [view, plan, sight, cursor, art, b, stride, setUp]);

  function pointerCell(): number | null {
    const pos = stage.current?.getRelativePointerPosition();
    if (!pos) return null;
    const level = Math.floor(pos.x / stride),
      x = Math.floor((pos.x - level * stride) / CELL),
      y = Math.floor(pos.y / CELL);
    return level >= 0 && level < b.levels && x >= 0 && x < b.width && y >= 0 && y < b.height ? level * b.plane + y * b.width + x : null;
  }

  function onClick(look: boolean) {
    const cell = pointerCell();
    if (cell !== null) onCell(cell, look);
  }

  return (
    <div className="stack" style={{ gap: "0.25rem" }}>
      <div
        ref={holder}
        data-testid="hulk-canvas"
        // Where level 0's top-left corner is, the scale, and the world units per cell and per level, for tests that click cells.
        data-view={JSON.stringify({ x: pan.x, y: pan.y, scale: pan.scale, cell: CELL, stride })}
        style={{ position: "relative", border: "1px solid var(--line)", borderRadius: 6, background: "#1c1f26", overflow: "hidden" }}
      >
        <PanZoomStage
          ref={stage}
          label="Space Hulk map"
          summary={mapSummary(view)}
          width={width}
          height={height}
          view={pan}
          minScale={0.2}
          maxScale={4}
          onViewChange={setManual}
          onFit={manual ? () => setManual(null) : undefined}
          onClick={(e) => onClick(e.evt.shiftKey)}
          onTap={() => onClick(false)}
          onMouseMove={() => setHover(pointerCell())}
          onMouseLeave={() => setHover(null)}
        >
          <Layer>
            <Shape perfectDrawEnabled={false} sceneFunc={scene} hitFunc={hitEverywhere} fill="rgba(0,0,0,0)" />
          </Layer>
        </PanZoomStage>
      </div>
      <span className="small muted" data-testid="hulk-hover">
        {hover === null ? "Hover a space to see what is there." : describeSpace(view, hover)}
      </span>
    </div>
  );
}
