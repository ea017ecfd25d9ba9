// One level of a mission as shapes: cells as run-length rectangles, section borders and shading
// as single paths, then doors and features. The print view shows these shapes as SVG; pictures
// and print-and-play maps draw the same shapes.
import { VOID, WALL, type Feature, type MissionBody } from "../../content/kinds/mission";
import { CELL, INK, charRgb, doorIsHorizontal, mix, rgbCss, shadedKeys, zoneTints, type Rgb } from "./mission-style";
import type { Scene, Shape } from "./scene";

/** The glyph of a feature in the cell whose top-left corner is (x0, y0). */
export function featureShapes(f: Pick<Feature, "type"> & { letter?: string; of?: string }, x0: number, y0: number): Shape[] {
  const cx = x0 + CELL / 2,
    cy = y0 + CELL / 2;
  const text = (t: string, fill: string): Shape => ({
    kind: "text",
    x: cx,
    y: cy + 1,
    text: t,
    size: CELL * 0.5,
    bold: true,
    anchor: "middle",
    baseline: "middle",
    fill,
  });
  switch (f.type) {
    case "rubble":
      return [
        { kind: "circle", cx: cx - 0.2 * CELL, cy: cy + 0.1 * CELL, r: 0.16 * CELL, fill: INK.rubble },
        { kind: "circle", cx: cx + 0.18 * CELL, cy: cy + 0.16 * CELL, r: 0.13 * CELL, fill: INK.rubble },
        { kind: "circle", cx: cx + 0.02 * CELL, cy: cy - 0.18 * CELL, r: 0.14 * CELL, fill: INK.rubble },
      ];
    case "pitfall":
      return [{ kind: "rect", x: x0 + 3, y: y0 + 3, w: CELL - 6, h: CELL - 6, fill: INK.hole }, text(f.letter ?? "", "#fff")];
    case "ladder":
      return [
        {
          kind: "path",
          stroke: INK.ladder,
          width: 2,
          d:
            `M${cx - 0.22 * CELL} ${y0 + 2}V${y0 + CELL - 2}M${cx + 0.22 * CELL} ${y0 + 2}V${y0 + CELL - 2}` +
            [0.25, 0.5, 0.75].map((t) => `M${cx - 0.22 * CELL} ${y0 + t * CELL}H${cx + 0.22 * CELL}`).join(""),
        },
      ];
    case "shadow":
      return [
        { kind: "rect", x: x0 + 3, y: y0 + 3, w: CELL - 6, h: CELL - 6, stroke: INK.shadow, width: 1.5, dash: [3, 2] },
        text(f.of === "pitfall" ? (f.letter ?? "?") : "L", INK.shadow),
      ];
    case "chute":
      return [
        { kind: "circle", cx, cy, r: 0.42 * CELL, fill: INK.chute },
        { kind: "circle", cx, cy, r: 0.24 * CELL, stroke: "#fff", width: 1.5, dash: [20, 6] },
      ];
  }
}

export function doorShapes(x0: number, y0: number, across: boolean, open: boolean): Shape[] {
  const [w, h] = across ? [CELL, CELL * 0.3] : [CELL * 0.3, CELL];
  return [
    { kind: "rect", x: x0 + (CELL - w) / 2, y: y0 + (CELL - h) / 2, w, h, fill: open ? "none" : INK.door, stroke: INK.door, width: 2 },
  ];
}

/** Level `level` of the mission, CELL units per cell, with a 2-unit margin. */
export function missionLevelScene(body: MissionBody, level: number): Scene {
  const lv = body.levels[level];
  const { width: w, height: h } = body;
  const index = new Map(lv.sections.map((s, i) => [s.key, i]));
  const tints = zoneTints(body, level).cells;
  const shaded = shadedKeys(body, level);
  const shapes: Shape[] = [];
  let borders = "",
    hatch = "";
  const ch = (x: number, y: number) => lv.rows[y]?.[x] ?? WALL;
  const floor = (c: string) => c !== WALL && c !== VOID;
  const M = 2;
  for (let y = 0; y < h; y++) {
    let runStart = 0,
      runColor = "";
    for (let x = 0; x <= w; x++) {
      let color = "";
      if (x < w) {
        const tint = tints.get(y * w + x);
        const base: Rgb = charRgb(ch(x, y), index, lv.sections);
        color = rgbCss(tint ? mix(base, tint, 0.38) : base);
        const c = ch(x, y);
        if (x + 1 < w && c !== ch(x + 1, y) && (floor(c) || floor(ch(x + 1, y))))
          borders += `M${M + (x + 1) * CELL} ${M + y * CELL}v${CELL}`;
        if (y + 1 < h && c !== ch(x, y + 1) && (floor(c) || floor(ch(x, y + 1))))
          borders += `M${M + x * CELL} ${M + (y + 1) * CELL}h${CELL}`;
        if (shaded.has(c))
          hatch += `M${M + x * CELL} ${M + (y + 1) * CELL}l${CELL} ${-CELL}M${M + x * CELL} ${M + (y + 0.5) * CELL}l${CELL / 2} ${-CELL / 2}M${M + (x + 0.5) * CELL} ${M + (y + 1) * CELL}l${CELL / 2} ${-CELL / 2}`;
      }
      if (color !== runColor) {
        // A hair wider than the run, so neighbouring runs leave no seam when scaled.
        if (runColor)
          shapes.push({
            kind: "rect",
            x: M + runStart * CELL,
            y: M + y * CELL,
            w: (x - runStart) * CELL + 0.4,
            h: CELL + 0.4,
            fill: runColor,
          });
        runStart = x;
        runColor = color;
      }
    }
  }
  if (hatch) shapes.push({ kind: "path", d: hatch, stroke: INK.hatch, width: 1.5 });
  if (borders) shapes.push({ kind: "path", d: borders, stroke: INK.border, width: 1.5 });
  for (const d of body.doors.filter((d) => d.level === level))
    shapes.push(...doorShapes(M + d.x * CELL, M + d.y * CELL, doorIsHorizontal(lv, d.x, d.y), d.open));
  for (const f of body.features.filter((f) => f.level === level)) shapes.push(...featureShapes(f, M + f.x * CELL, M + f.y * CELL));
  return { width: w * CELL + 2 * M, height: h * CELL + 2 * M, shapes };
}
