// Pan and zoom of a konva stage, shared by the boards that show big maps (tile sandbox, Lost
// Patrol table, mission map): the view is a translation and a scale, and zooming keeps the point
// under the pointer where it is.
export interface StageView {
  x: number;
  y: number;
  scale: number;
}

/** One wheel notch zooms by this factor. */
export const WHEEL_STEP = 1.15;

/** The view zoomed by `factor` about the screen point (px, py), with the scale kept in [min, max]. */
export function zoomAbout(v: StageView, factor: number, px: number, py: number, min: number, max: number): StageView {
  const scale = Math.min(max, Math.max(min, v.scale * factor));
  return { scale, x: px - ((px - v.x) / v.scale) * scale, y: py - ((py - v.y) / v.scale) * scale };
}

/** The zoom factor of a wheel event: out when scrolling down. */
export const wheelFactor = (deltaY: number) => (deltaY > 0 ? 1 / WHEEL_STEP : WHEEL_STEP);
