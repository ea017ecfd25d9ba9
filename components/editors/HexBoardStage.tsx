"use client";
// The konva stage of the editors' hex boards (the scenario's terrain, the island's layouts): the
// board drawn by one scene function, rebuilt only when what it shows changes, and an overlay
// (cursor, hover, stroke) as a second layer, so moving the mouse never redraws the board.
import type { RefObject } from "react";
import { Layer, Shape, Stage } from "react-konva";
import type Konva from "konva";
import type { HexView } from "./hex-canvas";

interface Props {
  stageRef: RefObject<Konva.Stage | null>;
  width: number;
  height: number;
  view: HexView;
  scene(ctx: Konva.Context): void;
  overlay(ctx: Konva.Context): void;
  onDown(e: Konva.KonvaEventObject<MouseEvent>): void;
  onMove(): void;
  onUp(): void;
  onLeave(): void;
}

export function HexBoardStage({ stageRef, width, height, view, scene, overlay, onDown, onMove, onUp, onLeave }: Props) {
  return (
    <Stage
      ref={stageRef}
      width={width}
      height={height}
      x={view.x}
      y={view.y}
      scaleX={view.scale}
      scaleY={view.scale}
      onMouseDown={onDown}
      onMouseMove={onMove}
      onMouseUp={onUp}
      onMouseLeave={onLeave}
    >
      <Layer listening={false}>
        <Shape sceneFunc={scene} perfectDrawEnabled={false} />
      </Layer>
      <Layer listening={false}>
        <Shape sceneFunc={overlay} perfectDrawEnabled={false} />
      </Layer>
    </Stage>
  );
}
