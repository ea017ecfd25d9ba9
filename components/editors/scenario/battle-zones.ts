// What the designer draws of a figure's Battle Zone: of its six neighbouring spaces, those an
// opponent standing there would share a zone with. Across levels the answer also depends on the
// opponent's Height, so each space is asked of the engine's rule for every Height a figure can
// have: "always", never (not drawn), or from some Height up (drawn dashed, with that Height).
import { neighbors, type Hex } from "@/lib/engine/core/hex";
import { zonesMeet } from "@/lib/engine/scenario/zones";
import type { ScenarioOptions } from "@/lib/engine/scenario/input";
import type { ScenarioBody, ScenarioFigure } from "@/lib/content/kinds/scenario";
import { spaceAt } from "@/lib/content/scenario/terrain-ops";
import { BLOCKING_TERRAIN } from "@/lib/content/kinds/scenario";
import { sideColor } from "./terrain-look";

export interface ZoneMark {
  figure: string;
  color: string;
  spaces: { hex: Hex; always: boolean; /** "≥4": an opponent there shares the zone from Height 4 up. */ note?: string }[];
}

const HEIGHTS = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * Whether a neighbouring space at `thereLevel` is in the Battle Zone of a figure of `height` at
 * `hereLevel`: for any opponent ("always"), from some Height up ("≥5"), or never (null).
 */
export function neighbourInZone(
  height: number,
  hereLevel: number,
  thereLevel: number,
  rule: ScenarioOptions["battleZoneHeight"],
): { always: boolean; note?: string } | null {
  const reach = HEIGHTS.filter((h) => zonesMeet(height, hereLevel, h, thereLevel, rule));
  if (reach.length === HEIGHTS.length) return { always: true };
  return reach.length > 0 ? { always: false, note: `≥${reach[0]}` } : null;
}

export function zoneOf(body: ScenarioBody, f: ScenarioFigure, options: ScenarioOptions): ZoneMark | null {
  const here = spaceAt(body, f.start);
  if (!here) return null;
  const side = body.sides.findIndex((s) => s.id === f.side);
  const spaces: ZoneMark["spaces"] = [];
  for (const n of neighbors(f.start)) {
    const there = spaceAt(body, n);
    if (!there || there.impassable || BLOCKING_TERRAIN.includes(there.terrain)) continue;
    const zone = neighbourInZone(f.height, here.level, there.level, options.battleZoneHeight);
    if (zone) spaces.push({ hex: n, ...zone });
  }
  return { figure: f.id, color: sideColor(side), spaces };
}

/** Pairs of figures of different sides standing in each other's Battle Zone at the start. */
export function facingPairs(body: ScenarioBody, options: ScenarioOptions): [ScenarioFigure, ScenarioFigure][] {
  const out: [ScenarioFigure, ScenarioFigure][] = [];
  body.figures.forEach((a, i) =>
    body.figures.slice(i + 1).forEach((b) => {
      if (a.side === b.side) return;
      const sa = spaceAt(body, a.start),
        sb = spaceAt(body, b.start);
      if (!sa || !sb || !neighbors(a.start).some((n) => n.q === b.start.q && n.r === b.start.r)) return;
      if (zonesMeet(a.height, sa.level, b.height, sb.level, options.battleZoneHeight)) out.push([a, b]);
    }),
  );
  return out;
}
