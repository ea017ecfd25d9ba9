// One level of a mission as SVG, for the print view: cells as run-length rectangles, section
// borders and shading as single paths, then doors and features. Server-renderable (no canvas).
import type { ReactNode } from "react";
import { VOID, WALL, type Feature, type MissionBody } from "@/lib/content/kinds/mission";
import { CELL, INK, charRgb, doorIsHorizontal, mix, rgbCss, shadedKeys, zoneTints, type Rgb } from "./map-style";

/** The SVG glyph of a feature in the cell whose top-left corner is (x0, y0). */
export function FeatureGlyph({
  f,
  x0,
  y0,
}: {
  f: Pick<Feature, "type"> & { letter?: string; of?: string };
  x0: number;
  y0: number;
}): ReactNode {
  const cx = x0 + CELL / 2,
    cy = y0 + CELL / 2;
  const text = (t: string, color: string) => (
    <text
      x={cx}
      y={cy + 1}
      fill={color}
      fontSize={CELL * 0.5}
      fontWeight={700}
      textAnchor="middle"
      dominantBaseline="middle"
      fontFamily="sans-serif"
    >
      {t}
    </text>
  );
  switch (f.type) {
    case "rubble":
      return (
        <g fill={INK.rubble}>
          <circle cx={cx - 0.2 * CELL} cy={cy + 0.1 * CELL} r={0.16 * CELL} />
          <circle cx={cx + 0.18 * CELL} cy={cy + 0.16 * CELL} r={0.13 * CELL} />
          <circle cx={cx + 0.02 * CELL} cy={cy - 0.18 * CELL} r={0.14 * CELL} />
        </g>
      );
    case "pitfall":
      return (
        <g>
          <rect x={x0 + 3} y={y0 + 3} width={CELL - 6} height={CELL - 6} fill={INK.hole} />
          {text(f.letter ?? "", "#fff")}
        </g>
      );
    case "ladder":
      return (
        <path
          stroke={INK.ladder}
          strokeWidth={2}
          fill="none"
          d={
            `M${cx - 0.22 * CELL} ${y0 + 2}V${y0 + CELL - 2}M${cx + 0.22 * CELL} ${y0 + 2}V${y0 + CELL - 2}` +
            [0.25, 0.5, 0.75].map((t) => `M${cx - 0.22 * CELL} ${y0 + t * CELL}H${cx + 0.22 * CELL}`).join("")
          }
        />
      );
    case "shadow":
      return (
        <g>
          <rect
            x={x0 + 3}
            y={y0 + 3}
            width={CELL - 6}
            height={CELL - 6}
            fill="none"
            stroke={INK.shadow}
            strokeWidth={1.5}
            strokeDasharray="3 2"
          />
          {text(f.of === "pitfall" ? (f.letter ?? "?") : "L", INK.shadow)}
        </g>
      );
    case "chute":
      return (
        <g>
          <circle cx={cx} cy={cy} r={0.42 * CELL} fill={INK.chute} />
          <circle cx={cx} cy={cy} r={0.24 * CELL} fill="none" stroke="#fff" strokeWidth={1.5} strokeDasharray="20 6" />
        </g>
      );
  }
}

export function DoorGlyph({ x0, y0, across, open }: { x0: number; y0: number; across: boolean; open: boolean }) {
  const [w, h] = across ? [CELL, CELL * 0.3] : [CELL * 0.3, CELL];
  return (
    <rect
      x={x0 + (CELL - w) / 2}
      y={y0 + (CELL - h) / 2}
      width={w}
      height={h}
      fill={open ? "none" : INK.door}
      stroke={INK.door}
      strokeWidth={2}
    />
  );
}

export function MissionMapSvg({ body, level }: { body: MissionBody; level: number }) {
  const lv = body.levels[level];
  const { width: w, height: h } = body;
  const index = new Map(lv.sections.map((s, i) => [s.key, i]));
  const tints = zoneTints(body, level).cells;
  const shaded = shadedKeys(body, level);
  const rects: ReactNode[] = [];
  let borders = "",
    hatch = "";
  const ch = (x: number, y: number) => lv.rows[y]?.[x] ?? WALL;
  const floor = (c: string) => c !== WALL && c !== VOID;
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
        if (x + 1 < w && c !== ch(x + 1, y) && (floor(c) || floor(ch(x + 1, y)))) borders += `M${(x + 1) * CELL} ${y * CELL}v${CELL}`;
        if (y + 1 < h && c !== ch(x, y + 1) && (floor(c) || floor(ch(x, y + 1)))) borders += `M${x * CELL} ${(y + 1) * CELL}h${CELL}`;
        if (shaded.has(c))
          hatch += `M${x * CELL} ${(y + 1) * CELL}l${CELL} ${-CELL}M${x * CELL} ${(y + 0.5) * CELL}l${CELL / 2} ${-CELL / 2}M${(x + 0.5) * CELL} ${(y + 1) * CELL}l${CELL / 2} ${-CELL / 2}`;
      }
      if (color !== runColor) {
        if (runColor)
          rects.push(
            <rect key={`${y}:${runStart}`} x={runStart * CELL} y={y * CELL} width={(x - runStart) * CELL} height={CELL} fill={runColor} />,
          );
        runStart = x;
        runColor = color;
      }
    }
  }
  return (
    <svg
      viewBox={`-2 -2 ${w * CELL + 4} ${h * CELL + 4}`}
      width={w * CELL}
      role="img"
      aria-label={`Map of ${lv.name}`}
      shapeRendering="crispEdges"
    >
      <g>{rects}</g>
      <path d={hatch} stroke={INK.hatch} strokeWidth={1.5} shapeRendering="auto" />
      <path d={borders} stroke={INK.border} strokeWidth={1.5} />
      <g shapeRendering="auto">
        {body.doors
          .filter((d) => d.level === level)
          .map((d, i) => (
            <DoorGlyph key={`d${i}`} x0={d.x * CELL} y0={d.y * CELL} across={doorIsHorizontal(lv, d.x, d.y)} open={d.open} />
          ))}
        {body.features
          .filter((f) => f.level === level)
          .map((f, i) => (
            <FeatureGlyph key={`f${i}`} f={f} x0={f.x * CELL} y0={f.y * CELL} />
          ))}
      </g>
    </svg>
  );
}
