"use client";
// The big tile under edit, its picture under the paths: click an edge to toggle its path, drag
// across edges to paint paths on or off, Shift+click to mark a dead end. The ghost ring around it
// shows where its paths lead into its neighbours.
import { useRef, useState } from "react";
import { Layer, Line, Shape, Stage } from "react-konva";
import { edgeHas, edgeMidpoint, edgeSetFrom, hex, hexCorners, hexToPixel, layout, neighbor } from "@/lib/engine/core/hex";
import type { Tile } from "@/lib/content/kinds/tileset";
import { drawTile, type TileLook } from "./draw-tile";
import { tileInWords } from "./tile-words";

const SIZE = 300;
const LAY = layout("pointy", 52, { x: SIZE / 2, y: SIZE / 2 });
const CENTER = hex(0, 0);
const corners = hexCorners(LAY, CENTER);
const c = hexToPixel(LAY, CENTER);
// Pointy-topped: edge i runs from corner (i + 5) % 6 to corner i.
const wedges = [0, 1, 2, 3, 4, 5].map((e) => {
  const a = corners[(e + 5) % 6];
  const b = corners[e];
  return [c.x, c.y, a.x, a.y, b.x, b.y];
});

export function TileEdgeCanvas(props: {
  tile: Tile;
  fill: string;
  art: TileLook["art"];
  readOnly: boolean;
  onPaint(edge: number, on: boolean): void;
  onToggleDeadEnd(edge: number): void;
}) {
  const painting = useRef<boolean | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const paths = edgeSetFrom(props.tile.paths);
  const deadEnds = edgeSetFrom(props.tile.deadEnds);

  return (
    // The picture is named by its paths and dead ends in words (keys 1–6 and D change them).
    <div role="img" aria-label={`The tile under edit. ${tileInWords(props.tile)}.`}>
      <Stage width={SIZE} height={SIZE} onMouseUp={() => (painting.current = null)} onMouseLeave={() => (painting.current = null)}>
        <Layer>
          <Shape
            listening={false}
            sceneFunc={(konvaCtx) => {
              const ctx = konvaCtx._context;
              ctx.globalAlpha = 0.35;
              for (let e = 0; e < 6; e++) {
                const nb = neighbor(CENTER, e);
                drawTile(ctx, LAY, nb, {
                  paths: edgeHas(paths, e) ? edgeSetFrom([(e + 3) % 6]) : 0,
                  deadEnds: 0,
                  fork: false,
                  fill: "#e8efe9",
                });
              }
              ctx.globalAlpha = 1;
              drawTile(ctx, LAY, CENTER, { paths, deadEnds, fork: props.tile.fork, fill: props.fill, art: props.art });
              if (hover !== null) {
                const m = edgeMidpoint(LAY, CENTER, hover);
                ctx.beginPath();
                ctx.arc(m.x, m.y, 9, 0, Math.PI * 2);
                ctx.strokeStyle = "#c9a227";
                ctx.lineWidth = 3;
                ctx.stroke();
              }
            }}
          />
          {!props.readOnly &&
            wedges.map((points, edge) => (
              <Line
                key={edge}
                points={points}
                closed
                fill="rgba(0,0,0,0.001)"
                onMouseEnter={() => {
                  setHover(edge);
                  if (painting.current !== null) props.onPaint(edge, painting.current);
                }}
                onMouseLeave={() => setHover(null)}
                onMouseDown={(e) => {
                  if (e.evt.shiftKey) {
                    props.onToggleDeadEnd(edge);
                    return;
                  }
                  painting.current = !props.tile.paths.includes(edge);
                  props.onPaint(edge, painting.current);
                }}
                onTap={() => props.onPaint(edge, !props.tile.paths.includes(edge))}
              />
            ))}
        </Layer>
      </Stage>
    </div>
  );
}
