"use client";
// A react-konva Stage the user pans by dragging and zooms with the wheel, shared by the boards
// that show big maps (Space Hulk map, Lost Patrol table, tile sandbox). The view stays the caller's
// state: callers fit it to their content, publish it in data-view for the e2e tests and reset it,
// so this only reports the user's changes through onViewChange and never keeps a view of its own.
import { useId, useRef, type ReactNode, type Ref } from "react";
import { Stage } from "react-konva";
import type Konva from "konva";
import { wheelFactor, zoomAbout, type StageView } from "./stage-view";

interface Props {
  /** The konva stage, for callers that map the pointer to their board. */
  ref?: Ref<Konva.Stage>;
  /** What the picture is, for assistive technology: the canvas is an image with this name. */
  label: string;
  /** What matters on it now, in words: read with the image and announced politely as it changes. */
  summary: string;
  width: number;
  height: number;
  view: StageView;
  /** Bounds of the wheel zoom. */
  minScale: number;
  maxScale: number;
  /** The view after a drag or a wheel notch. */
  onViewChange(view: StageView): void;
  /** When given, a "Fit" button calling it sits in the top-right corner of the (positioned) parent. */
  onFit?: () => void;
  /** Clicks and taps, except the one that ends a drag. */
  onClick?(e: Konva.KonvaEventObject<MouseEvent>): void;
  onTap?(e: Konva.KonvaEventObject<TouchEvent>): void;
  onMouseMove?(e: Konva.KonvaEventObject<MouseEvent>): void;
  onMouseLeave?(e: Konva.KonvaEventObject<MouseEvent>): void;
  children: ReactNode;
}

export function PanZoomStage({
  ref,
  label,
  summary,
  width,
  height,
  view,
  minScale,
  maxScale,
  onViewChange,
  onFit,
  onClick,
  onTap,
  onMouseMove,
  onMouseLeave,
  children,
}: Props) {
  // Konva fires a click when the mouse is released after a drag; this flag swallows it. It is
  // cleared a tick after dragend, once that click has been dispatched.
  const dragged = useRef(false);
  const summaryId = useId();
  const unlessDragged = <E,>(handler?: (e: E) => void) =>
    handler &&
    ((e: E) => {
      if (!dragged.current) handler(e);
    });

  return (
    <>
      {onFit && (
        <button style={{ position: "absolute", right: 6, top: 6, zIndex: 1 }} onClick={onFit}>
          Fit
        </button>
      )}
      <p id={summaryId} className="visually-hidden" aria-live="polite" data-testid="canvas-summary">
        {summary}
      </p>
      {/* A canvas says nothing by itself: it is an image, named, with the summary as its description. */}
      <div role="img" aria-label={label} aria-describedby={summaryId}>
        <Stage
          ref={ref}
          width={width}
          height={height}
          x={view.x}
          y={view.y}
          scaleX={view.scale}
          scaleY={view.scale}
          draggable
          onDragStart={() => (dragged.current = true)}
          onDragEnd={(e) => {
            onViewChange({ ...view, x: e.target.x(), y: e.target.y() });
            setTimeout(() => (dragged.current = false), 0);
          }}
          onClick={unlessDragged(onClick)}
          onTap={unlessDragged(onTap)}
          onMouseMove={onMouseMove}
          onMouseLeave={onMouseLeave}
          onWheel={(e) => {
            // Zoom the board, not scroll the page.
            e.evt.preventDefault();
            const pointer = e.target.getStage()?.getPointerPosition();
            if (pointer) onViewChange(zoomAbout(view, wheelFactor(e.evt.deltaY), pointer.x, pointer.y, minScale, maxScale));
          }}
        >
          {children}
        </Stage>
      </div>
    </>
  );
}

/** A shape's hit region covering the whole board, so clicks on empty space (and drags from anywhere) reach the stage. */
export function hitEverywhere(konvaCtx: Konva.Context, shape: Konva.Shape): void {
  konvaCtx.beginPath();
  konvaCtx.rect(-1e5, -1e5, 2e5, 2e5);
  konvaCtx.fillShape(shape);
}
