// What stands where a canvas will be while its code (konva and the canvas part, loaded after the
// page's first paint) arrives: a box of the canvas's size, so nothing below it jumps when it
// comes, with a polite status line naming it, so nobody is left looking at an empty space.
import type { CSSProperties } from "react";

interface Props {
  /** What is on its way, as the page names it ("the mission map"). */
  what: string;
  height: number;
  /** A fixed width (a canvas drawn at one size); otherwise the box takes the width it is given. */
  width?: number;
  /** The canvas's own background, so the box looks like the space it keeps. */
  background?: string;
}

export function CanvasLoading({ what, height, width, background = "#ecebe6" }: Props) {
  const style: CSSProperties = {
    height,
    width: width ?? "100%",
    maxWidth: "100%",
    display: "grid",
    placeItems: "center",
    border: "1px solid var(--line)",
    borderRadius: 6,
    background,
  };
  return (
    <div style={style} data-canvas-loading="">
      <p className="muted" role="status" style={{ margin: 0, padding: "0.25rem 0.5rem", background: "var(--panel)", borderRadius: 4 }}>
        Loading {what}…
      </p>
    </div>
  );
}
