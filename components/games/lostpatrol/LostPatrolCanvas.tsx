"use client";
// The Lost Patrol table on a konva canvas: laid tiles (drawn like the tile designer draws them),
// highlights of what a click does, the drawn tile previewed where it would go, the selected
// soldier's sight lines, soldiers by role and monster stacks with their counts. Drag to pan,
// scroll to zoom; a click is reported as a hex and the board decides what it means.
import { useEffect, useRef, useState } from "react";
import { Layer, Shape } from "react-konva";
import type Konva from "konva";
import { hexCorners, hexKey, hexToPixel, layout, pixelToHex, type Hex } from "@/lib/engine/core/hex";
import type { LostPatrolView } from "@/lib/engine/lostpatrol";
import { hexOf } from "@/lib/engine/lostpatrol/keys";
import { drawTile, type TileLook } from "@/components/editors/tileset/draw-tile";
import { soldiersByTile, type BoardPlan, type Highlight } from "./board-plan";
import { hitEverywhere, PanZoomStage } from "@/components/studio/PanZoomStage";
import { tableSummary } from "./table-text";

const HEX_SIZE = 34;
/** The table's height: what the screen leaves under the page's header rows, within bounds. */
const HEIGHT = 480;
const tableHeight = () => (typeof window === "undefined" ? HEIGHT : Math.max(300, Math.min(640, window.innerHeight - 340)));
const LAY = layout("pointy", HEX_SIZE, { x: 0, y: 0 });

/** How a laid tile of deck type `type`, turned to these paths, looks (the tile set's colours, forks and pictures). */
export type TileLooks = (type: number, paths: number, dead: number) => TileLook;
/** Fill and outline of each kind of highlighted place. */
const HIGHLIGHT: Record<Highlight, [string, string]> = {
  move: ["rgba(255, 214, 92, 0.45)", "#ffd65c"],
  lay: ["rgba(120, 170, 255, 0.35)", "#6fa0ff"],
  create: ["rgba(170, 90, 220, 0.45)", "#c27ef0"],
  march: ["rgba(240, 140, 40, 0.45)", "#f08c28"],
  ambush: ["rgba(220, 40, 40, 0.5)", "#ff5a5a"],
  retreat: ["rgba(60, 190, 190, 0.5)", "#3cc8c8"],
};
const ROLE_LETTER = { sergeant: "S", grenadier: "G", infantry: "I" } as const;
const ROLE_FILL = { sergeant: "#f5f1e6", grenadier: "#ffd166", infantry: "#d9e7f5" } as const;

function hexPath(ctx: CanvasRenderingContext2D, h: Hex, shrink = 1) {
  const c = hexToPixel(LAY, h);
  ctx.beginPath();
  hexCorners(LAY, h).forEach((p, i) => {
    const x = c.x + (p.x - c.x) * shrink,
      y = c.y + (p.y - c.y) * shrink;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
}

function disc(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  fill: string,
  stroke: string,
  text: string,
  textColor = "#1b1b1b",
) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = stroke;
  ctx.stroke();
  ctx.fillStyle = textColor;
  ctx.font = `bold ${Math.round(r * 1.2)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + 0.5);
}

/** The keyboard cursor: a thick ring, dark inside light, seen on any tile and any highlight. */
function drawCursor(ctx: CanvasRenderingContext2D, key: string) {
  const [q, r] = key.split(",").map(Number);
  for (const [colour, width] of [
    ["#111", 7],
    ["#fff", 3],
  ] as const) {
    hexPath(ctx, { q, r }, 0.97);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

function drawTable(ctx: CanvasRenderingContext2D, view: LostPatrolView, plan: BoardPlan, looks: TileLooks, cursor: string | null) {
  for (const c of view.board) drawTile(ctx, LAY, hexOf(c.key), looks(c.type, c.paths, c.dead), plan.stack === hexKey(hexOf(c.key)));
  for (const [key, role] of plan.highlights) {
    const [q, r] = key.split(",").map(Number);
    hexPath(ctx, { q, r }, 0.88);
    ctx.fillStyle = HIGHLIGHT[role][0];
    ctx.fill();
    // Empty places for the drawn tile get a dashed outline; places a click acts on a solid one.
    ctx.setLineDash(role === "lay" ? [5, 4] : []);
    ctx.strokeStyle = HIGHLIGHT[role][1];
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (plan.preview) {
    ctx.globalAlpha = 0.85;
    drawTile(ctx, LAY, plan.preview.at, looks(view.drawn, plan.preview.paths, plan.preview.dead), true);
    ctx.globalAlpha = 1;
  }

  // Sight lines of the selected soldier: dashed rays from its tile to where each line ends.
  ctx.save();
  ctx.setLineDash([6, 5]);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.lineWidth = 2;
  for (const { from, to } of plan.sight) {
    const a = hexToPixel(LAY, from),
      b = hexToPixel(LAY, to);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  ctx.restore();

  for (const c of view.board) {
    if (c.monsters === 0) continue;
    const p = hexToPixel(LAY, hexOf(c.key));
    disc(ctx, p.x, p.y, HEX_SIZE * 0.3, "#8b1e1e", "#2a0a0a", String(c.monsters), "#fff");
  }
  const byId = new Map(view.soldiers.map((x) => [x.id, x]));
  for (const [key, ids] of soldiersByTile(view)) {
    const [q, r] = key.split(",").map(Number);
    const c = hexToPixel(LAY, { q, r });
    ids.forEach((id, i) => {
      const x = byId.get(id)!;
      const angle = (2 * Math.PI * i) / Math.max(ids.length, 1) - Math.PI / 2;
      const ring = ids.length === 1 && !view.board.some((t) => t.monsters > 0 && hexKey(hexOf(t.key)) === key) ? 0 : HEX_SIZE * 0.55;
      const px = c.x + ring * Math.cos(angle),
        py = c.y + ring * Math.sin(angle);
      ctx.globalAlpha = x.done ? 0.55 : 1;
      disc(ctx, px, py, HEX_SIZE * 0.22, ROLE_FILL[x.kind], id === plan.soldier ? "#c9a227" : "#1e3a2d", ROLE_LETTER[x.kind]);
      if (id === plan.soldier) {
        ctx.beginPath();
        ctx.arc(px, py, HEX_SIZE * 0.3, 0, Math.PI * 2);
        ctx.lineWidth = 3;
        ctx.strokeStyle = "#c9a227";
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
    });
  }
  if (cursor) drawCursor(ctx, cursor);
}

interface Pan {
  x: number;
  y: number;
  scale: number;
}

/** A pan and zoom that shows every laid tile and every highlighted place (never zoomed in past 1). */
function fit(view: LostPatrolView, plan: BoardPlan, width: number, height: number): Pan {
  const points = [
    ...view.board.map((c) => hexToPixel(LAY, hexOf(c.key))),
    ...[...plan.highlights.keys()].map((k) => hexToPixel(LAY, { q: Number(k.split(",")[0]), r: Number(k.split(",")[1]) })),
  ];
  if (points.length === 0) return { x: width / 2, y: height / 2, scale: 1 };
  const xs = points.map((p) => p.x),
    ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // Up to 1.6× so a small table is not a few tiny tiles in a large dark box.
  const scale = Math.min(1.6, width / (maxX - minX + 3 * HEX_SIZE), height / (maxY - minY + 3 * HEX_SIZE));
  return { scale, x: width / 2 - ((minX + maxX) / 2) * scale, y: height / 2 - ((minY + maxY) / 2) * scale };
}

export function LostPatrolCanvas({
  view,
  plan,
  looks,
  cursor,
  onHex,
}: {
  view: LostPatrolView;
  plan: BoardPlan;
  looks: TileLooks;
  /** The keyboard cursor's hex (hexKey), drawn over everything. */
  cursor: string | null;
  onHex(key: string): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [height, setHeight] = useState(HEIGHT);
  // Until the player drags or zooms, the table follows the game (fits what is laid and offered).
  const [manual, setManual] = useState<Pan | null>(null);
  const pan = manual ?? fit(view, plan, width, height);
  const stage = useRef<Konva.Stage>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      setWidth(Math.max(240, Math.floor(el.clientWidth)));
      setHeight(tableHeight());
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  function onClick() {
    const pos = stage.current?.getRelativePointerPosition();
    if (pos) onHex(hexKey(pixelToHex(LAY, pos)));
  }

  return (
    <div
      ref={box}
      data-testid="lp-canvas"
      // Where hex (0, 0) is and how big a hex is on screen, for tests that click hexes.
      data-view={JSON.stringify({ x: pan.x, y: pan.y, scale: pan.scale, size: HEX_SIZE })}
      style={{ position: "relative", border: "1px solid var(--line)", borderRadius: 6, background: "#1f2a22", overflow: "hidden" }}
    >
      <PanZoomStage
        ref={stage}
        label="Lost Patrol table"
        summary={tableSummary(view)}
        width={width}
        height={height}
        view={pan}
        minScale={0.25}
        maxScale={3}
        onViewChange={setManual}
        onFit={manual ? () => setManual(null) : undefined}
        onClick={onClick}
        onTap={onClick}
      >
        <Layer>
          <Shape
            perfectDrawEnabled={false}
            sceneFunc={(konvaCtx) => drawTable(konvaCtx._context, view, plan, looks, cursor)}
            hitFunc={hitEverywhere}
            fill="rgba(0,0,0,0)"
          />
        </Layer>
      </PanZoomStage>
    </div>
  );
}
