// A Lost Worlds scenario's terrain as a scene: flat-topped hexes (as the designer draws them), a
// stone shade per level (lighter going up, as if lit from above) with the level written in each
// space, walls and pillars in dark ink, steps hatched, impassable spaces crossed out, objects as
// squares and each figure's start as a disc in its side's colour with its initials.
import type { ScenarioBody } from "../../content/kinds/scenario";
import { hexCorners, hexToPixel, layout } from "../../engine/core/hex";
import type { Scene, Shape } from "./scene";

/** Centre-to-corner size of a hex in scene units. */
export const SCENARIO_HEX = 26;
const LAYOUT = layout("flat", SCENARIO_HEX);
const MARGIN = 12;

const INK = { wall: "#4d4a45", pillar: "#3b3833", steps: "#6b5a3e", edge: "#7a6f5c", impassable: "#b3261e", text: "#2b2720" };
const SIDES = ["#c0392b", "#2471a3", "#229954", "#b7950b", "#7d3c98", "#ca6f1e", "#17a589", "#566573"];

/** A warm stone, lighter on each level up (written as hex: PDF and PNG renderers take no hsl()). */
export function levelShade(level: number): string {
  const t = Math.min(1, level / 6);
  const mix = (a: number, b: number) =>
    Math.round(a + (b - a) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${mix(0xa8, 0xf3)}${mix(0x97, 0xee)}${mix(0x7c, 0xe2)}`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** The terrain drawn in scene units from (0, 0), with its size. */
export function scenarioScene(body: ScenarioBody): Scene {
  const places = [...body.spaces, ...body.objects.map((o) => o.at), ...body.figures.map((f) => f.start)];
  if (!places.length) return { width: 2 * MARGIN, height: 2 * MARGIN, background: "#ffffff", shapes: [] };
  const corners = places.flatMap((h) => hexCorners(LAYOUT, h));
  const minX = Math.min(...corners.map((c) => c.x)) - MARGIN;
  const minY = Math.min(...corners.map((c) => c.y)) - MARGIN;
  const width = Math.max(...corners.map((c) => c.x)) - minX + MARGIN;
  const height = Math.max(...corners.map((c) => c.y)) - minY + MARGIN;
  const at = (h: { q: number; r: number }) => {
    const c = hexToPixel(LAYOUT, h);
    return { x: c.x - minX, y: c.y - minY };
  };
  const poly = (h: { q: number; r: number }) => hexCorners(LAYOUT, h).flatMap((p) => [p.x - minX, p.y - minY]);

  const shapes: Shape[] = [];
  for (const s of body.spaces) {
    const fill = s.terrain === "wall" ? INK.wall : s.terrain === "pillar" ? INK.pillar : levelShade(s.level);
    shapes.push({ kind: "poly", points: poly(s), closed: true, fill, stroke: INK.edge, width: 1 });
    const c = at(s);
    if (s.terrain === "steps")
      for (const dy of [-8, 0, 8])
        shapes.push({ kind: "poly", points: [c.x - 12, c.y + dy, c.x + 12, c.y + dy], closed: false, stroke: INK.steps, width: 2 });
    if (s.terrain === "pillar") shapes.push({ kind: "circle", cx: c.x, cy: c.y, r: SCENARIO_HEX * 0.55, fill: "#8c867c" });
    if (s.terrain !== "wall")
      shapes.push({
        kind: "text",
        x: c.x,
        y: c.y + SCENARIO_HEX * 0.62,
        text: String(s.level),
        size: 9,
        fill: s.terrain === "pillar" ? "#ffffff" : INK.text,
        anchor: "middle",
        baseline: "middle",
      });
    if (s.impassable)
      shapes.push({
        kind: "path",
        d: `M${c.x - 10} ${c.y - 10}L${c.x + 10} ${c.y + 10}M${c.x + 10} ${c.y - 10}L${c.x - 10} ${c.y + 10}`,
        stroke: INK.impassable,
        width: 2.5,
      });
  }
  for (const o of body.objects) {
    const c = at(o.at);
    shapes.push({ kind: "rect", x: c.x - 9, y: c.y - 14, w: 18, h: 12, fill: "#d9c7a3", stroke: INK.text, width: 1 });
    shapes.push({
      kind: "text",
      x: c.x,
      y: c.y - 8,
      text: o.name.slice(0, 3),
      size: 7,
      fill: INK.text,
      anchor: "middle",
      baseline: "middle",
    });
  }
  body.figures.forEach((f) => {
    const c = at(f.start);
    const side = Math.max(
      0,
      body.sides.findIndex((s) => s.id === f.side),
    );
    shapes.push({ kind: "circle", cx: c.x, cy: c.y + 2, r: 10, fill: SIDES[side % SIDES.length], stroke: "#ffffff", width: 1.5 });
    shapes.push({
      kind: "text",
      x: c.x,
      y: c.y + 2,
      text: initials(f.name),
      size: 9,
      bold: true,
      fill: "#ffffff",
      anchor: "middle",
      baseline: "middle",
    });
  });
  return { width, height, background: "#ffffff", shapes };
}
