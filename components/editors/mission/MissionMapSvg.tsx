// One level of a mission as SVG, for the print view: the shapes of lib/exchange/draw/mission.ts,
// which pictures and print-and-play draw too. The glyphs below are the legend's swatches.
import type { ReactNode } from "react";
import type { Feature, MissionBody } from "@/lib/content/kinds/mission";
import { missionLevelScene } from "@/lib/exchange/draw/mission";
import { SceneSvg } from "../SceneSvg";
import { CELL, INK } from "./map-style";

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
  return <SceneSvg scene={missionLevelScene(body, level)} label={`Map of ${body.levels[level].name}`} width={body.width * CELL} />;
}
